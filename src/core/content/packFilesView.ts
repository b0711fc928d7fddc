// The shape both packFiles.ts (which builds it) and packOverlays.ts (which narrows it to an overlay) use, in a file of
// its own so that neither imports the other for it.

/**
 * The files of one pack as the content reader sees them, whether a zip/jar or a folder: `/`-separated names
 * relative to the pack root and a bounded read. Reads refuse entries larger than `maxBytes`.
 */
export interface PackFiles {
  readonly names: readonly string[];
  /** The declared (uncompressed) size of file `i`. */
  size(i: number): number;
  read(i: number, maxBytes: number): Promise<Buffer>;
  /**
   * As {@link read}, at once: the same bytes or the same error, or null when the file cannot be read without waiting
   * (then {@link read}). Absent where no file can be (a folder pack). The bytes may view `into` (a buffer the caller
   * reuses: it must be done with them before the next read into it).
   */
  readNow?(i: number, maxBytes: number, into?: Buffer): Buffer | null;
}
