import { checkRelativePath, DEFAULT_ARCHIVE_LIMITS, type ArchiveLimits } from '../archive/archiveSafety';
import { sizeText } from '../displayText';
import type { Message } from '../locale/messageCatalog';
import { ArchiveSafetyMessages } from '../archive/archiveSafetyMessages';
import { ExportRefusals } from './exportRefusalMessages';

/**
 * Export writes only what import accepts (issue 33): the name and size rules of a pack entry are the importer's
 * own (src/core/archive/archiveSafety.ts: `checkRelativePath`, `maxEntryBytes`, `maxTotalBytes`), applied by both
 * export plans before a byte of any file is read, so a pack Nova exports is always one Nova's import opens.
 */

/** Why a file at `rel` (relative to the game folder) cannot be stored in a pack, or null when it can. */
export function exportPathRefusal(rel: string): Message | null {
  // Embedded files sit under `overrides/`: the importer checks that full name.
  const check = checkRelativePath(`overrides/${rel}`);
  if (check.ok) return null;
  // The usual control character in a file name is a line break: say so, people recognise it.
  return check.reason.id === 'archiveSafety.pathControl' ? ArchiveSafetyMessages.pathLineBreak({}) : check.reason;
}

/**
 * The sentence for a file import would refuse by size (`null` when it fits): a pack holding it would be refused
 * whole, so the export fails instead, told from `stat` alone (a sparse 100 GB file is never read).
 */
export function exportSizeRefusal(
  rel: string,
  size: number,
  limits: Pick<ArchiveLimits, 'maxEntryBytes'> = DEFAULT_ARCHIVE_LIMITS,
): Message | null {
  if (size <= limits.maxEntryBytes) return null;
  return ExportRefusals.fileTooLarge({ path: rel, size: sizeText(size), max: sizeText(limits.maxEntryBytes) });
}

/** The sentence for a pack whose files together exceed what import accepts (`null` when they fit). */
export function exportTotalRefusal(
  name: string,
  totalBytes: number,
  limits: Pick<ArchiveLimits, 'maxTotalBytes'> = DEFAULT_ARCHIVE_LIMITS,
): Message | null {
  if (totalBytes <= limits.maxTotalBytes) return null;
  return ExportRefusals.totalTooLarge({ name, size: sizeText(totalBytes), max: sizeText(limits.maxTotalBytes) });
}

/**
 * Paths a pack may not hold together, as the importer refuses them (src/core/archive/untrustedArchive.ts and
 * src/core/packs/modpackImporter.ts): a path equal to an earlier one but for letter case or Unicode normalisation
 * (the two would collide on Windows and macOS), and a file whose path is a folder of another path. Maps the index of
 * each refused path to the reason; the first of a colliding pair is kept, and identical paths (a packwiz client and
 * server variant of one file) are left to the caller. Linear in the paths.
 */
export function clashingPaths(paths: readonly string[]): Map<number, string> {
  const refused = new Map<number, string>();
  const key = (p: string): string => p.normalize('NFC').toLowerCase();
  const first = new Map<string, string>();
  paths.forEach((p, i) => {
    const earlier = first.get(key(p));
    if (earlier === undefined) first.set(key(p), p);
    else if (earlier !== p)
      refused.set(
        i,
        `it differs from ${JSON.stringify(earlier)} only in letter case, and the two would collide on Windows and macOS`,
      );
  });
  const folders = new Set<string>();
  paths.forEach((p, i) => {
    if (refused.has(i)) return;
    const k = key(p);
    for (let j = k.indexOf('/'); j >= 0; j = k.indexOf('/', j + 1)) folders.add(k.slice(0, j));
  });
  paths.forEach((p, i) => {
    if (!refused.has(i) && folders.has(key(p)))
      refused.set(i, 'another file of the pack lies in a folder of this name');
  });
  return refused;
}
