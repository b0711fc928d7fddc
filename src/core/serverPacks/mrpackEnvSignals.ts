import { ServerPackMessages } from './serverPackMessages';
import * as path from 'node:path';
import { readFailure, readTextFile } from '../formats/textDecoding';
import { lstatOrNull } from '../fs/lstatOrNull';
import type { Instance } from '../model/instance';
import type { ModFile } from '../model/modFile';
import { signal, type SideSignal } from './sideSignal';

/** One file's `env` in an `.mrpack` index, with the sha1 the index lists for it (lower case), when it lists one. */
export interface MrpackEnvEntry {
  client: string | null;
  server: string | null;
  sha1: string | null;
}

/** The `.mrpack` index an instance carries: where it is, and each listed file's env by its game-folder path. */
export interface MrpackEnvIndex {
  file: string;
  entries: Map<string, MrpackEnvEntry>;
}

/** An index is a few hundred kilobytes even for a large pack; far more is not one. */
const MAX_INDEX_BYTES = 16 * 1024 * 1024;

/**
 * Where an instance keeps the `modrinth.index.json` it was made from: Nova's importer stores it as
 * `<instance>/mrpack/modrinth.index.json` (src/core/packs/modpackImporter.ts); an unpacked `.mrpack` has it at its
 * root, beside `overrides/`; some tools leave it in the game folder.
 */
export function mrpackIndexCandidates(instance: Instance): string[] {
  const list = [
    path.join(instance.root, 'mrpack', 'modrinth.index.json'),
    path.join(instance.root, 'modrinth.index.json'),
    path.join(instance.gameDir, 'modrinth.index.json'),
  ];
  return [...new Set(list)];
}

/**
 * The first `.mrpack` index the instance carries, read whole (capped, regular files only), or null when it has none.
 * An index that cannot be read or is not the documented shape gives a note naming the file and why, never an error:
 * the verdicts are then made without it.
 */
export async function readMrpackEnvIndex(
  instance: Instance,
): Promise<{ index: MrpackEnvIndex | null; note: string | null }> {
  for (const file of mrpackIndexCandidates(instance)) {
    if ((await lstatOrNull(file)) === null) continue;
    let json: unknown;
    try {
      json = JSON.parse((await readTextFile(file, MAX_INDEX_BYTES)).text);
    } catch (error) {
      const why =
        error instanceof SyntaxError ? `${file} is not valid JSON (${error.message}).` : readFailure(file, error);
      return { index: null, note: mrpackNote(why) };
    }
    const files = isRecord(json) ? json['files'] : undefined;
    if (!Array.isArray(files)) return { index: null, note: mrpackNote(`${file} has no 'files' list.`) };
    const entries = new Map<string, MrpackEnvEntry>();
    for (const raw of files) {
      if (!isRecord(raw) || typeof raw['path'] !== 'string') continue;
      const env = isRecord(raw['env']) ? raw['env'] : null;
      if (env === null) continue;
      const hashes = isRecord(raw['hashes']) ? raw['hashes'] : null;
      const sha1 = typeof hashes?.['sha1'] === 'string' ? hashes['sha1'].toLowerCase() : null;
      entries.set(normalise(raw['path']), {
        client: typeof env['client'] === 'string' ? env['client'] : null,
        server: typeof env['server'] === 'string' ? env['server'] : null,
        sha1,
      });
    }
    return { index: { file, entries }, note: null };
  }
  return { index: null, note: null };
}

/** The game-folder path an index entry of `file` would have (`mods/sodium.jar`), or null for a file outside it. */
export function indexPathOf(instance: Instance, file: ModFile): string | null {
  const rel = path.relative(instance.gameDir, file.path);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  return normalise(rel);
}

/**
 * The signal of one file's `env`, ranked as the pack author's statement (sideSignal.ts): `server: "unsupported"`
 * says client-only and `client: "unsupported"` server-only, at full strength. `required`/`optional` on both sides is
 * what exporters write when nobody chose (packwiz writes it for every `side = "both"`), so it is a weak `both`.
 * Both sides unsupported says nothing usable: no signal. `sha1` is the file's own hash when known: an entry listing
 * another sha1 describes a file since replaced, and gives no signal.
 */
export function mrpackEnvSignal(entry: MrpackEnvEntry, indexPath: string, sha1: string | null): SideSignal | null {
  if (entry.sha1 !== null && sha1 !== null && entry.sha1 !== sha1) return null;
  const off = (v: string | null): boolean => v === 'unsupported';
  const on = (v: string | null): boolean => v === 'required' || v === 'optional';
  const detail = ServerPackMessages.mrpackEnv({
    path: indexPath,
    client: entry.client ?? 'required',
    server: entry.server ?? 'required',
  });
  if (off(entry.server) && !off(entry.client)) return signal('mrpack-env', 'client', detail);
  if (off(entry.client) && !off(entry.server)) return signal('mrpack-env', 'server', detail);
  if ((entry.client === null || on(entry.client)) && (entry.server === null || on(entry.server)))
    return signal('mrpack-env', 'both', detail, 2);
  return null;
}

/** The one text of a note about an index that was not used. */
function mrpackNote(why: string): string {
  return `${why} The server-pack verdicts do not use its env fields.`;
}

function normalise(p: string): string {
  return p.replace(/\\/g, '/').replace(/^(\.\/)+/, '');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
