/** Why an archive could not be read; `message` is a sentence naming the problem and what to do. */
export type ZipProblem = 'empty' | 'html' | 'not-zip' | 'truncated' | 'damaged' | 'unsupported' | 'too-large';

/** Thrown by the zip layer for bad bytes (never for I/O errors, which keep their Node error). */
export class ZipFormatError extends Error {
  constructor(
    readonly problem: ZipProblem,
    message: string,
  ) {
    super(message);
    this.name = 'ZipFormatError';
  }
}
