import { normalizeMinecraftVersion } from '../versions/minecraftVersion';
import { parseSemanticVersion } from '../versions/fabricVersionPredicate';

/** A pack format as the game compares it: `[major, minor]` (the minor is 0 before 1.21.9). */
export type PackFormat = readonly [number, number];

/** The data pack and resource pack formats of one Minecraft release. */
export interface PackFormats {
  data: PackFormat;
  assets: PackFormat;
}

/**
 * Pack formats per release from 1.20.2, when `pack.mcmeta` overlays were added, as `[first release, data, resources]`,
 * oldest first; a release uses the row of the newest first release not after it. Data pack formats: the Minecraft
 * Wiki's "Pack format" list (18, 26, 41, 48, 57, 61, 71, 80, 81 for 1.20.2 … 1.21.8; 88 for 1.21.9). The game's own
 * `SharedConstants` confirm 1.21 (resources 34, data 48), 1.21.7 (64, 81) and 1.21.11 (75.0, 94.1). The other resource
 * pack formats (22, 32, 42, 46, 55, 63, 69) are the wiki's and not confirmed in the game's source. A release after the
 * last row is not known (docs/content.md): its overlays are not applied.
 */
const FORMATS: ReadonlyArray<readonly [string, PackFormat, PackFormat]> = [
  ['1.20.2', [18, 0], [18, 0]],
  ['1.20.3', [26, 0], [22, 0]],
  ['1.20.5', [41, 0], [32, 0]],
  ['1.21', [48, 0], [34, 0]],
  ['1.21.2', [57, 0], [42, 0]],
  ['1.21.4', [61, 0], [46, 0]],
  ['1.21.5', [71, 0], [55, 0]],
  ['1.21.6', [80, 0], [63, 0]],
  ['1.21.7', [81, 0], [64, 0]],
  ['1.21.9', [88, 0], [69, 0]],
  ['1.21.11', [94, 1], [75, 0]],
];
/** The newest release the table knows in full (1.21.11 is the last 1.21 release; 26.1 is not in the table). */
const LAST_KNOWN: readonly [number, number, number] = [1, 21, 11];

/**
 * What an instance's Minecraft version means for pack overlays: `none` before 1.20.2 (the game has no overlays, so a
 * jar's overlay folders are never read), the formats from 1.20.2 to the last release the table knows, and `unknown`
 * for a version that cannot be read or is newer than the table (then Nova does not guess: docs/content.md).
 */
export function packFormatsOf(minecraft: string | null): PackFormats | 'none' | 'unknown' {
  if (minecraft === null) return 'unknown';
  const normalized = normalizeMinecraftVersion(minecraft);
  const parsed = normalized === null ? null : parseSemanticVersion(normalized);
  if (parsed === null) return 'unknown';
  const [major = 0, minor = 0, patch = 0] = parsed.components;
  const version = [major, minor, patch] as const;
  if (compareTriple(version, [1, 20, 2]) < 0) return 'none';
  if (compareTriple(version, LAST_KNOWN) > 0) return 'unknown';
  let found: PackFormats | 'unknown' = 'unknown';
  for (const [first, data, assets] of FORMATS) {
    const [a = 0, b = 0, c = 0] = first.split('.').map(Number);
    if (compareTriple(version, [a, b, c]) >= 0) found = { data, assets };
  }
  return found;
}

export function compareFormat(a: PackFormat, b: PackFormat): number {
  return a[0] - b[0] || a[1] - b[1];
}

function compareTriple(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}
