import * as path from 'node:path';
import type { ContentLookup } from '../content/contentLookup';
import type { FileOperation, ProposalDraft } from '../edits';
import type { Message } from '../locale/messageCatalog';
import { contentIdCandidates, MAX_CANDIDATE_IDS } from '../textEdits/contentIdCandidates';
import {
  MAX_EDIT_CHARS,
  readInstanceText,
  resolveInstanceText,
  TextFileRefusal,
  type InstanceTextPath,
} from '../textEdits/instanceTextFile';
import { textChangeWords } from '../textEdits/textChangeWords';
import { SYNTAX_NAMES, syntaxOf, syntaxProblem } from '../textEdits/textSyntax';
import { lstatOrNull } from '../fs/lstatOrNull';
import { TextEditMessages } from '../textEdits/textEditMessages';
import { draftOf } from './drafts';

/** What every text proposal needs: the instance, what the conversation has read, and the pack's content. */
export interface TextEditContext {
  instanceId: string;
  gameDir: string;
  /** The hash of the file's text when the model last read it, or undefined when it never did. */
  seenText: (rel: string) => string | undefined;
  /** The content index; null (or absent) when none is available. */
  content?: () => Promise<ContentLookup | null>;
  signal?: AbortSignal;
}

/**
 * A proposal to replace one exact, unique occurrence of `oldText` in a text file of the instance, checked before it is
 * offered (a failing check throws TextFileRefusal with the reason, for the model): the path stays inside the game
 * folder and is text; the model read the file in this conversation and it has not changed since; `oldText` occurs
 * exactly once; sizes hold; the result still parses when the file did; every new item, block, fluid or tag id exists
 * in the pack, or the draft is risky (unticked) and says which ids Nova cannot vouch for. The draft writes the whole
 * new text with the old text as `previous`, so the applier refuses it when the file changed since.
 */
export async function planTextEdit(
  context: TextEditContext,
  given: string,
  oldText: string,
  newText: string,
): Promise<ProposalDraft> {
  const file = await resolveInstanceText(context.gameDir, given, true);
  const current = await readInstanceText(context.gameDir, file, context.signal);
  const seen = context.seenText(file.rel);
  if (seen === undefined)
    throw new TextFileRefusal(
      `${file.rel} was not read in this conversation. Call read_file on it first, then edit the text exactly as shown.`,
    );
  if (seen !== current.hash)
    throw new TextFileRefusal(
      `${file.rel} changed since you read it (someone edited it). Call read_file on it again and base the edit on the new text.`,
    );
  if (oldText === '') throw new TextFileRefusal('old_text is empty; give the exact text to replace.');
  if (oldText.length > MAX_EDIT_CHARS || newText.length > MAX_EDIT_CHARS)
    throw new TextFileRefusal(`old_text and new_text are limited to ${MAX_EDIT_CHARS} characters each.`);
  const before = current.text;
  const [find, replace] = matchFileText(before, oldText, newText);
  const count = occurrences(before, find);
  if (count === 0)
    throw new TextFileRefusal(
      /^\s*\d+\| /m.test(oldText)
        ? `old_text does not occur in ${file.rel}: it carries read_file's line numbers ("12| "). Give the text without them.`
        : `old_text does not occur in ${file.rel}. Copy it exactly from read_file's text (without the line numbers).`,
    );
  if (count > 1)
    throw new TextFileRefusal(
      `old_text occurs ${count} times in ${file.rel}; include more of the surrounding lines so it occurs exactly once.`,
    );
  if (find === replace) throw new TextFileRefusal('new_text is the same as old_text; nothing would change.');
  const at = before.indexOf(find);
  const after = before.slice(0, at) + replace + before.slice(at + find.length);
  checkSyntax(file.rel, before, after);
  const summary = textChangeWords(before, after, file.rel);
  const operations: FileOperation[] = [{ kind: 'write', path: file.full, content: after, previous: before }];
  return withIdVerdicts(context, summary, before, after, operations);
}

/**
 * A proposal to create a new text file (a KubeJS script, a datapack recipe or tag), never over an existing file or
 * folder; checked like an edit (path, size, syntax, ids). Undo moves the file aside into the instance's `backups/`.
 */
export async function planTextCreate(context: TextEditContext, given: string, content: string): Promise<ProposalDraft> {
  const file = await resolveInstanceText(context.gameDir, given, true);
  if ((await lstatOrNull(file.full)) !== null)
    throw new TextFileRefusal(
      `${file.rel} already exists; create_file never replaces a file. Read it with read_file and use edit_file instead.`,
    );
  if (content.length > MAX_EDIT_CHARS) throw new TextFileRefusal(`content is limited to ${MAX_EDIT_CHARS} characters.`);
  if (content.includes('\0')) throw new TextFileRefusal('content contains a NUL character; only text can be written.');
  checkSyntax(file.rel, null, content);
  const lines = content === '' ? 0 : content.replace(/\n$/, '').split('\n').length;
  const summary = TextEditMessages.createFile({ file: file.rel, lines });
  const undoPath = undoPathFor(context.gameDir, file);
  const operations: FileOperation[] = [{ kind: 'create', path: file.full, source: { content }, undoPath }];
  return withIdVerdicts(context, summary, '', content, operations);
}

/** Where undo moves a created file: a unique name in the instance's `backups/` (nothing is deleted). */
function undoPathFor(gameDir: string, file: InstanceTextPath): string {
  const stamp = `${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;
  return path.join(gameDir, 'backups', `undone-${stamp}-${path.basename(file.full)}`);
}

/**
 * The text to find and to put, as the file writes it: read_file shows line breaks as `\n`, so in a CRLF file they
 * become `\r\n`; and a markup-like `<` the model saw neutralised as `‹` (src/core/tools/untrustedData.ts) is
 * matched as `<` when the file has no `‹` of its own.
 */
function matchFileText(fileText: string, oldText: string, newText: string): [string, string] {
  let find = oldText;
  let put = newText;
  if (fileText.includes('\r\n')) {
    find = find.replace(/\r?\n/g, '\r\n');
    put = put.replace(/\r?\n/g, '\r\n');
  }
  if (!fileText.includes(find) && find.includes('\u2039') && !fileText.includes('\u2039')) {
    find = find.replace(/\u2039/g, '<');
    put = put.replace(/\u2039/g, '<');
  }
  return [find, put];
}

function occurrences(text: string, needle: string): number {
  let count = 0;
  for (let at = text.indexOf(needle); at !== -1 && count < 100; at = text.indexOf(needle, at + 1)) count++;
  return count;
}

/** Refuses a result that does not parse as the file's syntax, unless the file did not parse before either. */
function checkSyntax(rel: string, before: string | null, after: string): void {
  const syntax = syntaxOf(rel);
  if (syntax === null) return;
  const problem = syntaxProblem(syntax, after.replace(/^\uFEFF/, ''));
  if (problem === null) return;
  if (before !== null && syntaxProblem(syntax, before.replace(/^\uFEFF/, '')) !== null) return;
  throw new TextFileRefusal(
    `the result would not be valid ${SYNTAX_NAMES[syntax]} (${problem}). Nothing was queued; fix the text and call again.`,
  );
}

/**
 * Judges the ids the change adds (literals in the new text that the old text did not have) against the content
 * index. An id the index knows is wrong (unknown in a namespace it knows completely, or a namespace no mod of the
 * pack has) refuses the proposal with the nearest known ids; ids it cannot judge (no index, a namespace filled at run
 * time, a tag it does not know) make the draft risky, so the checklist offers it unticked and says which ones.
 */
async function withIdVerdicts(
  context: TextEditContext,
  summary: Message,
  before: string,
  after: string,
  operations: FileOperation[],
): Promise<ProposalDraft> {
  const had = new Set(contentIdCandidates(before).map((c) => `${c.tag ? '#' : ''}${c.id}`));
  const fresh = contentIdCandidates(after).filter((c) => !had.has(`${c.tag ? '#' : ''}${c.id}`));
  const judged = fresh.slice(0, MAX_CANDIDATE_IDS);
  const unvouched: string[] = [];
  if (judged.length > 0) {
    const lookup = (await context.content?.().catch(() => null)) ?? null;
    const wrong: string[] = [];
    for (const candidate of judged) {
      const shown = `${candidate.tag ? '#' : ''}${candidate.id}`;
      if (lookup === null) {
        unvouched.push(shown);
        continue;
      }
      const ns = candidate.id.slice(0, candidate.id.indexOf(':'));
      if (candidate.tag) {
        if (lookup.tag(candidate.id) === undefined) unvouched.push(shown);
        continue;
      }
      const verdict = lookup.judge(candidate.id);
      if (verdict.known || lookup.recipes(candidate.id).length > 0) continue;
      if (verdict.reason === 'cannot-judge' || ns === 'kubejs') unvouched.push(shown);
      else if (verdict.reason === 'unknown-namespace')
        wrong.push(`${shown} (no mod in this pack has the namespace ${ns})`);
      else
        wrong.push(
          `${shown}${verdict.suggestions.length === 0 ? '' : ` (nearest known: ${verdict.suggestions.join(', ')})`}`,
        );
    }
    if (wrong.length > 0)
      throw new TextFileRefusal(
        `these ids do not exist in this pack: ${wrong.join('; ')}. Nothing was queued. Find real ids with the content tools and call again.`,
      );
  }
  const more = fresh.length - judged.length;
  const impact =
    unvouched.length === 0 && more <= 0
      ? undefined
      : [TextEditMessages.unjudgedIds({ ids: unvouched.join(', '), more })];
  return draftOf(operations, summary, {
    ...(impact === undefined ? {} : { impact }),
    instanceId: context.instanceId,
  });
}
