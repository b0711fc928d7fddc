import * as fs from 'node:fs';
import * as path from 'node:path';
import { readRegularFile } from '../fs/safeRead';

/** The registry ids a ProbeJS dump lists, read as an overlay over what the jars say. */
export interface ProbeDump {
  /** The file the ids were read from (absolute). */
  file: string;
  mtimeMs: number;
  ids: { item: string[]; block: string[]; fluid: string[] };
  /** Changes when the dump file does (the indexer's warm check). */
  signature: string;
}

/** The dump files Nova reads, newest layout first: ProbeJS 7 (`.probe/<side>/…`), then ProbeJS 4–5. */
const DUMP_FILES = [
  '.probe/startup/probe-types/global/registry_type.d.ts',
  '.probe/server/probe-types/global/registry_type.d.ts',
  '.probe/client/probe-types/global/registry_type.d.ts',
  'kubejs/probe/generated/globals.d.ts',
];
/** Dumps are large (tens of MiB for big packs); past this the dump is not read at all. */
const MAX_DUMP_BYTES = 64 * 1024 * 1024;

/**
 * Reads `export type Item = "a" | "b" | …;` (and `Block`, `Fluid`) from a ProbeJS dump (ProbeJS
 * `RegistryTypes.java`: namespace `Special`, one union type per registry, `minecraft:` entries both short and full).
 * Returns null when no dump is present or it cannot be read. Ids without a namespace get `minecraft:`.
 */
export async function readProbeDump(gameDir: string): Promise<ProbeDump | null> {
  for (const rel of DUMP_FILES) {
    const file = path.join(gameDir, ...rel.split('/'));
    const stat = await fs.promises.stat(file).catch(() => null);
    if (stat === null || !stat.isFile() || stat.size > MAX_DUMP_BYTES) continue;
    // Inside the game folder only, and only a regular file (a dump linked outside, or swapped for a pipe, is not read).
    const text = await readRegularFile(file, { maxBytes: MAX_DUMP_BYTES, root: gameDir })
      .then((b) => b.toString('utf8'))
      .catch(() => null);
    if (text === null) continue;
    return {
      file,
      mtimeMs: stat.mtimeMs,
      ids: { item: unionIds(text, 'Item'), block: unionIds(text, 'Block'), fluid: unionIds(text, 'Fluid') },
      signature: `${file}\u0000${stat.size}\u0000${stat.mtimeMs}`,
    };
  }
  return null;
}

/** The string members of `type <name> = "…" | …;` in `text`, as full ids, deduplicated. */
export function unionIds(text: string, name: string): string[] {
  const head = new RegExp(`\\btype\\s+${name}\\s*=`, 'g');
  const m = head.exec(text);
  if (m === null) return [];
  const end = text.indexOf(';', head.lastIndex);
  const body = text.slice(head.lastIndex, end < 0 ? text.length : end);
  const out = new Set<string>();
  for (const lit of body.matchAll(/"([^"\\\n]{1,256})"|'([^'\\\n]{1,256})'/g)) {
    const raw = lit[1] ?? lit[2]!;
    if (!/^[a-z0-9_.-]+(:[a-z0-9_./-]+)?$/.test(raw)) continue;
    out.add(raw.includes(':') ? raw : `minecraft:${raw}`);
  }
  return [...out];
}
