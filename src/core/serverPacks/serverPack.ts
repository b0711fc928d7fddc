import { mapPool } from '../fs/taskPool';
import type { Instance } from '../model/instance';
import type { ModFile } from '../model/modFile';
import { readJarSideSignals } from './jarSideSignals';
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

/** Every verdict of an instance's enabled mods, from the jars' own files and the pack's metadata. */
export async function serverSideVerdicts(
  instance: Instance,
  files: readonly ModFile[],
  signal?: AbortSignal,
): Promise<SideVerdicts> {
  return decideServerSide(instance, files, await readPackSideSignals(files, signal));
}

export interface ServerPackResult {
  out: string;
  format: ServerPackFormat;
  verdicts: ModVerdict[];
  problems: ServerPackProblem[];
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
    files: content.files,
    skipped: content.skipped,
    bytes,
  };
}
