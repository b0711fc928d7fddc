import { asUntrustedData, UNTRUSTED_TEXT_CAP } from '../tools/untrustedData';

/**
 * Something the person attached to the next question ("Add to Nova"): a file, a selection, a log or a terminal's
 * output. Its text came from files and programs, so it reaches the model as untrusted data under the same cap as a
 * tool result (src/core/tools/untrustedData.ts): markup neutralised, inside the fixed tags, at most the cap's
 * characters — for a log or terminal the end is kept (where the error is), for a file or selection the start.
 */
export interface ChatAttachment {
  kind: 'file' | 'selection' | 'log' | 'terminal';
  /** What the person sees on the chip and in the transcript: `latest.log`, `Foo.java:3–20`, `Terminal: bash`. */
  label: string;
  text: string;
}

/** At most this many attachments wait for one question; attaching another replaces the oldest. */
export const MAX_ATTACHMENTS = 5;

/** The line that starts the attachments in a question sent to the model (the transcript shows only the labels). */
export const ATTACHMENTS_HEADER = '\n\n[Attached by the person]';

/** The attachment's text as sent: capped from the end that matters, with a note when some was left out. */
export function attachmentBody(attachment: ChatAttachment): string {
  const text = attachment.text.replace(/\r\n?/g, '\n');
  const note = (left: number): string => `[${left.toLocaleString('en-US')} more characters left out]`;
  if (text.length <= UNTRUSTED_TEXT_CAP) return text;
  const room = UNTRUSTED_TEXT_CAP - note(text.length).length - 1;
  return attachment.kind === 'log' || attachment.kind === 'terminal'
    ? `${note(text.length - room)}\n${text.slice(text.length - room)}`
    : `${text.slice(0, room)}\n${note(text.length - room)}`;
}

/** The question as the model receives it: the person's words, then each attachment as labelled untrusted data. */
export function questionWithAttachments(question: string, attachments: readonly ChatAttachment[]): string {
  if (attachments.length === 0) return question;
  const parts = attachments.map(
    (a) => `${a.kind} "${a.label.replace(/["\n]/g, ' ')}":\n${asUntrustedData(attachmentBody(a))}`,
  );
  return `${question}${ATTACHMENTS_HEADER}\n${parts.join('\n')}`;
}

/** The person's own words of a question sent with attachments, and the attachments' labels, for the transcript. */
export function questionForDisplay(sent: string): { text: string; attached: string[] } {
  const at = sent.indexOf(ATTACHMENTS_HEADER);
  if (at < 0) return { text: sent, attached: [] };
  // Only a label line right before the wrapper's opening tag counts: inside the data that tag is neutralised.
  const attached = [
    ...sent.slice(at).matchAll(/^(?:file|selection|log|terminal) "([^"\n]*)":\n<untrusted-data>$/gm),
  ].map((m) => m[1] ?? '');
  return { text: sent.slice(0, at), attached };
}
