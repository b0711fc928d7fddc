import { hashFile, type FileHashes } from '../download/fileHasher';
import { mapPool } from '../fs/taskPool';
import type { Instance } from '../model/instance';
import type { ModFile } from '../model/modFile';
import type { ModrinthClient } from '../modrinth/modrinthClient';
import { errorMessage } from '../text/textSafety';
import { readJarSideSignals } from './jarSideSignals';
import { modrinthSideSignals } from './modrinthSideSignals';
import { indexPathOf, mrpackEnvSignal, readMrpackEnvIndex } from './mrpackEnvSignals';
import { serverPackContent, type ServerPackFile } from './serverPackFiles';
import { writeServerPack, type ServerPackFormat } from './serverPackWriter';
import type { SideSignal } from './sideSignal';
import { ServerPackMessages } from './serverPackMessages';
import {
  decideServerSide,
  serverPackProblem,
  type ModVerdict,
  type ServerPackProblem,
  type SideVerdicts,
} from './sideVerdicts';

/** How many jars are opened at once while their side signals are read. */
const JAR_READS_AT_ONCE = 8;

/** The side signals of every enabled jar on disk (packwiz metafiles without their jar carry none), by path. */
export async function readPackSideSignals(
  files: readonly ModFile[],
  signal?: AbortSignal,
): Promise<Map<string, SideSignal[]>> {
  const jars = files.filter((f) => f.enabled && f.packwiz === undefined && f.kind !== 'directory');
  const signals = await mapPool(jars, JAR_READS_AT_ONCE, (jar) => readJarSideSignals(jar.path), signal);
  return new Map(jars.map((jar, i) => [jar.path, signals[i]!]));
}

export interface SideVerdictOptions {
  /** Given only when the network is allowed: Modrinth's `client_side`/`server_side` become a (weak) signal. */
  modrinth?: ModrinthClient;
}

/**
 * Every verdict of an instance's enabled mods, from the jars' own files, the pack's metadata (packwiz `side`, the
 * `env` of the `.mrpack` index the instance carries) and, when a client is given, Modrinth's labels. An index that
 * cannot be read, or a Modrinth lookup that fails, is a note: the verdicts are made without it.
 */
export async function serverSideVerdicts(
  instance: Instance,
  files: readonly ModFile[],
  signal?: AbortSignal,
  options: SideVerdictOptions = {},
): Promise<SideVerdicts> {
  const bySource = await readPackSideSignals(files, signal);
  const notes: string[] = [];
  const add = (more: ReadonlyMap<string, readonly SideSignal[]>): void => {
    for (const [file, list] of more) bySource.set(file, [...(bySource.get(file) ?? []), ...list]);
  };
  const { index, note } = await readMrpackEnvIndex(instance);
  if (note !== null) notes.push(note);
  const jars = files.filter((f) => f.enabled && f.packwiz === undefined && f.kind !== 'directory');
  const listed = index === null ? [] : jars.filter((f) => index.entries.has(indexPathOf(instance, f) ?? ''));
  const hashes = await hashesOf(options.modrinth !== undefined ? jars : listed, signal);
  if (index !== null) {
    const mrpack = new Map<string, SideSignal[]>();
    for (const jar of listed) {
      const at = indexPathOf(instance, jar)!;
      const found = mrpackEnvSignal(index.entries.get(at)!, at, hashes.get(jar.path)?.sha1 ?? null);
      if (found !== null) mrpack.set(jar.path, [found]);
    }
    add(mrpack);
  }
  if (options.modrinth !== undefined) {
    const sha512 = new Map([...hashes].map(([file, h]) => [file, h.sha512]));
    try {
      add(
        await modrinthSideSignals(
          options.modrinth,
          files.filter((f) => f.enabled),
          sha512,
          signal,
        ),
      );
    } catch (error) {
      signal?.throwIfAborted();
      notes.push(modrinthNote(options.modrinth.host, error));
    }
  }
  const verdicts = decideServerSide(instance, files, bySource);
  return notes.length > 0 ? { ...verdicts, notes } : verdicts;
}

/** sha1 and sha512 of each readable file, by path (a file that cannot be read is left out: its scan reports it). */
async function hashesOf(files: readonly ModFile[], signal?: AbortSignal): Promise<Map<string, FileHashes>> {
  const hashes = await mapPool(files, JAR_READS_AT_ONCE, (f) => hashFile(f.path, signal).catch(() => null), signal);
  signal?.throwIfAborted();
  return new Map(files.flatMap((f, i) => (hashes[i] ? [[f.path, hashes[i]] as const] : [])));
}

/** The one text of the note a failed Modrinth lookup leaves. */
function modrinthNote(host: string, error: unknown): string {
  return `Modrinth (${host}) could not be asked which side each mod runs on (${errorMessage(error)}); the verdicts were made without its labels.`;
}

export interface ServerPackResult {
  out: string;
  format: ServerPackFormat;
  verdicts: ModVerdict[];
  problems: ServerPackProblem[];
  /** What the verdicts could not use (SideVerdicts.notes). */
  notes: string[];
  files: ServerPackFile[];
  skipped: string[];
  bytes: number;
}

/**
 * Builds a server pack of `instance` at `out` from `verdicts` (possibly changed by the person: a checklist may
 * untick a kept mod or tick a dropped one). Mods only a packwiz metafile describes are not on disk: each kept one is
 * a problem naming it, so the server pack is never silently short of a mod.
 */
export async function buildServerPack(
  instance: Instance,
  verdicts: SideVerdicts,
  out: string,
  format: ServerPackFormat,
  options: { signal?: AbortSignal; onFile?(done: number, total: number): void } = {},
): Promise<ServerPackResult> {
  const content = await serverPackContent(instance, verdicts.verdicts, options.signal);
  const problems = [...verdicts.problems];
  for (const v of verdicts.verdicts) {
    if (v.verdict !== 'drop' && v.file.packwiz !== undefined) {
      problems.push(
        serverPackProblem(
          'server-missing-dependency',
          v.file.fileName,
          ServerPackMessages.notDownloaded({ file: v.file.fileName, metafile: v.file.packwiz.metafile }),
        ),
      );
    }
  }
  const bytes = await writeServerPack(out, format, content.files, options);
  return {
    out,
    format,
    verdicts: verdicts.verdicts,
    problems,
    notes: verdicts.notes ?? [],
    files: content.files,
    skipped: content.skipped,
    bytes,
  };
}
