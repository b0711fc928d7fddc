import type { JarArchive } from './jarArchive';

/**
 * The entry `name` of `archive` as UTF-8 text, or null when it is absent or larger than `maxBytes` (a metadata file
 * that large is not a real one: it is skipped, never read whole).
 */
export async function entryText(archive: JarArchive, name: string, maxBytes: number): Promise<string | null> {
  const index = archive.findEntry(name);
  if (index < 0) return null;
  const entry = archive.entry(index);
  if (entry.uncompressedSize > maxBytes) return null;
  return (await archive.read(entry, maxBytes)).toString('utf8');
}
