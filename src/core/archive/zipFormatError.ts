import { renderMessage, type Message } from '../locale/messageCatalog';

/** Why an archive could not be read; `message` is a sentence naming the problem and what to do. */
export type ZipProblem = 'empty' | 'html' | 'not-zip' | 'truncated' | 'damaged' | 'unsupported' | 'too-large';

/**
 * Thrown by the zip layer for bad bytes (never for I/O errors, which keep their Node error). `text` is the same
 * sentence by message id (archiveMessages.ts), for people in their locale; `message` is its English rendering.
 */
export class ZipFormatError extends Error {
  constructor(
    readonly problem: ZipProblem,
    readonly text: Message,
  ) {
    super(renderMessage(text));
    this.name = 'ZipFormatError';
  }
}
