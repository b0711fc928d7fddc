import type { Locale } from '../locale/locale';
import { renderMessage, type Message } from '../locale/messageCatalog';
import type { ModFile, ModMetadata } from '../model/modFile';

/**
 * What the jar and metadata readers said about a file, as shown to people: a message by id, or the English text
 * where the messages are missing or no longer render to it (a file read by an older Nova, or built elsewhere), so a
 * stale translation is never shown.
 */
export type ReaderText = Message | string;

/** Why `file` cannot be read, or why its metadata files could not be (`ModFile.error`); empty when neither. */
export function fileReaderTexts(file: Pick<ModFile, 'error' | 'errorText' | 'metadataErrors'>): ReaderText[] {
  if (file.error === null) return [];
  if (file.errorText !== undefined && renderMessage(file.errorText) === file.error) return [file.errorText];
  const errors = file.metadataErrors;
  if (errors !== undefined && errors.map((m) => renderMessage(m)).join(' ') === file.error) return [...errors];
  return [file.error];
}

/** The readers' warnings about one mod entry (`ModMetadata.warnings`). */
export function modWarningTexts(mod: Pick<ModMetadata, 'warnings' | 'warningMessages'>): ReaderText[] {
  const messages = mod.warningMessages;
  if (
    messages !== undefined &&
    messages.length === mod.warnings.length &&
    messages.every((m, i) => renderMessage(m) === mod.warnings[i])
  )
    return [...messages];
  return [...mod.warnings];
}

/** Why a corrupt `file` cannot be read, as one text: the parameter of another message (`fallback` when unknown). */
export function unreadableReason(
  file: Pick<ModFile, 'error' | 'errorText' | 'metadataErrors'>,
  fallback: string,
): ReaderText {
  const texts = fileReaderTexts(file);
  return texts.length === 1 ? texts[0]! : (file.error ?? fallback);
}

/** `texts` in `locale`, one after another (a space between English sentences; Chinese ones end in 。). */
export function renderReaderTexts(texts: readonly ReaderText[], locale: Locale): string {
  return texts.map((t) => (typeof t === 'string' ? t : renderMessage(t, locale))).join(locale === 'zh-cn' ? '' : ' ');
}
