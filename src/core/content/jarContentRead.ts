import { createHash } from 'node:crypto';
import { FileSource, ReadAheadSource } from '../archive/byteSource';
import { JarArchive } from '../archive/jarArchive';
import { ZipFormatError } from '../archive/zipFormatError';
import { readArchiveContent, type SourceContent } from './sourceContent';

/** A jar's content hash and, unless it was already known, its content. */
export interface JarRead {
  /** The SHA-1 of the central directory (which holds every entry's CRC, so it changes with any entry) and the size. */
  hash: string;
  /** Null when `known(hash)` said the content is cached already. */
  content: SourceContent | null;
}

/**
 * Opens one jar, hashes its central directory and reads its content unless `known` has that hash: the one read of a
 * jar, run by ContentIndexer on its own thread and by the content worker (contentWorker.ts) alike, so both give the
 * same content and the same errors. A damaged central directory rejects with a plain Error of the same message (the
 * indexer reports it as a gap of that jar); damaged entries are problems inside the content (sourceContent.ts).
 */
export async function readJarContent(
  file: string,
  size: number,
  blocking: boolean,
  known: (hash: string) => boolean,
  signal?: AbortSignal,
): Promise<JarRead> {
  const source = await FileSource.open(file, size, { blocking });
  try {
    // Its content entries are read through windows (byteSource.ts ReadAheadSource): one read per 256 KiB of entries
    // that lie together, not one per entry.
    const archive = await JarArchive.open(new ReadAheadSource(source));
    const hash = createHash('sha1').update(archive.centralDirectory).digest('hex') + `:${size}`;
    if (known(hash)) return { hash, content: null };
    return { hash, content: await readArchiveContent(archive, signal) };
  } catch (error) {
    if (error instanceof ZipFormatError) throw new Error(error.message, { cause: error });
    throw error;
  } finally {
    source.close();
  }
}
