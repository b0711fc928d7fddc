import * as path from 'node:path';
import { scanInstanceMods } from '../checks/instanceMods';
import type { Instance } from '../model/instance';
import { ModScanner } from '../mods/modScanner';
import { serverSideVerdicts } from '../serverPacks/serverPack';
import type { PlannedEntry } from './exportPlanTypes';

/**
 * Gives the exported jars of `mods/` whose metadata does not limit their side (no metafile, or one saying both) the side the server-pack verdicts decide
 * (docs/server-packs.md): a dropped (client-only) mod is `client`, a server-only one `server`, everything else stays
 * `both`. A `.mrpack` then carries each file's `env` (client required, server unsupported…), and embedded client-only
 * jars go to `client-overrides/`. A mod a kept mod requires is kept, so it stays on both sides.
 */
export async function applyServerSides(
  instance: Instance,
  entries: PlannedEntry[],
  signal?: AbortSignal,
): Promise<void> {
  const candidates = entries.filter((e) => e.side === 'both' && /^mods\/[^/]+\.jar$/i.test(e.path));
  if (candidates.length === 0) return;
  const files = await scanInstanceMods(new ModScanner(), instance, { signal });
  const { verdicts } = await serverSideVerdicts(instance, files, signal);
  const byPath = new Map(verdicts.map((v) => [path.resolve(v.file.path), v]));
  for (const entry of candidates) {
    const verdict = byPath.get(path.resolve(entry.absPath));
    if (verdict === undefined) continue;
    if (verdict.verdict === 'drop') entry.side = 'client';
    else if (verdict.verdict === 'keep' && verdict.decidedBy?.claim === 'server' && verdict.requiredBy.length === 0)
      entry.side = 'server';
  }
}
