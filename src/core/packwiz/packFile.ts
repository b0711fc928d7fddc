import { readRegularFile } from '../fs/safeRead';
import { MAX_TEXT_FILE_BYTES } from '../formats/textDecoding';

/** The largest file `refresh` hashes: what a pack ships itself (configs, scripts, the odd jar). */
export const MAX_HASHED_FILE_BYTES = 512 * 1024 * 1024;

/**
 * Reads a file of a packwiz pack (pack.toml, index.toml, metafiles, .packwizignore, files to hash) through
 * `readRegularFile`: a FIFO, socket or device is refused with `ENOTREG` and never opened for reading, and at most
 * `maxBytes` are read (16 MiB for the pack's own TOML), so a link to `/dev/zero` cannot exhaust memory. With
 * `packRoot`, a file that resolves (links followed at every component) outside the pack folder is refused with
 * `EOUTSIDE` and never read (docs/architecture.md principle 11).
 */
export function readPackFile(file: string, maxBytes = MAX_TEXT_FILE_BYTES, packRoot?: string): Promise<Buffer> {
  return readRegularFile(file, packRoot === undefined ? { maxBytes } : { maxBytes, root: packRoot });
}

/** {@link readPackFile} as UTF-8 text (packwiz reads its files as UTF-8). */
export async function readPackText(file: string): Promise<string> {
  return (await readPackFile(file)).toString('utf8');
}
