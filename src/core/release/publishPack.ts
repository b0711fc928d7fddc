import * as fs from 'node:fs';
import { hashFile } from '../download/fileHasher';
import * as os from 'node:os';
import * as path from 'node:path';
import { scanInstanceMods } from '../checks/instanceMods';
import type { Message } from '../locale/messageCatalog';
import type { Instance } from '../model/instance';
import { ModScanner } from '../mods/modScanner';
import { requireGameVersions } from '../packs/modpackExport';
import { exportMrpack } from '../packs/mrpackExporter';
import { buildServerPack, serverSideVerdicts } from '../serverPacks/serverPack';
import { safeFileName } from '../text/textSafety';
import {
  publishToModrinth,
  type PublishConnection,
  type PublishFile,
  type PublishOutcome,
  type VersionType,
} from './modrinthPublish';
import { PublishMessages as M } from './publishMessages';
import { checkRelease, type ReleaseGate } from './releaseGate';

export interface PublishPackOptions {
  /** Project id or slug. */
  project: string;
  versionNumber: string;
  /** Version name; default the version number. */
  name?: string;
  changelog?: string;
  versionType?: VersionType;
  /** Attach a server pack zip (src/core/serverPacks) as a second file. */
  serverPack?: boolean;
  /** Publish although the gate (or the server pack) has blocking problems. */
  force?: boolean;
  /** The gate already run (for example online, and shown to the person); default: run offline here. */
  gate?: ReleaseGate;
  connection: PublishConnection;
  signal?: AbortSignal;
  /** Also called with the outcome's own steps (via `connection.onStep`). */
  onStep?(step: Message): void;
}

/** A file that was built for the upload, with its hashes (what Modrinth will list for it). */
export interface BuiltFile {
  filename: string;
  role: PublishFile['role'];
  size: number;
  sha1: string;
  sha512: string;
}

export interface PublishPackResult {
  gate: ReleaseGate;
  /** Blocking problems: the gate's errors and, with a server pack, its problems (missing mods). */
  blocking: Array<{ code: string; files: string[]; message: Message | string }>;
  /** True when blocking problems stopped the publish (no `force`): nothing was built or uploaded. */
  stopped: boolean;
  forced: boolean;
  files: BuiltFile[];
  /** Null when nothing was sent (stopped by the gate). */
  outcome: PublishOutcome | null;
}

/** Version numbers labrinth accepts: 1–32 URL-safe characters (src/core/release/modrinthPublish.ts, docs/cli.md). */
export const VERSION_NUMBER = /^[A-Za-z0-9._~+-]{1,32}$/;

/**
 * The whole publish of one instance: the redistribution gate for Modrinth first (its errors stop everything unless
 * `force`), then the `.mrpack` (and the server pack) written into a new private temporary folder (mkdtemp, 0700, so
 * no other user can swap the files between writing and sending), then the upload (modrinthPublish.ts). The temporary
 * folder is removed afterwards whatever happened; the instance is only read.
 */
export async function publishPack(instance: Instance, options: PublishPackOptions): Promise<PublishPackResult> {
  const { minecraft } = requireGameVersions(instance);
  const gate = options.gate ?? (await checkRelease(instance, 'modrinth'));
  const blocking: PublishPackResult['blocking'] = gate.problems
    .filter((p) => p.severity === 'error')
    .map((p) => ({ code: p.code, files: p.files, message: p.message }));
  const force = options.force === true;
  if (blocking.length > 0 && !force) return { gate, blocking, stopped: true, forced: false, files: [], outcome: null };
  options.signal?.throwIfAborted();

  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'nova-publish-'));
  try {
    const base = `${safeFileName(instance.name, { fallback: 'pack', replacement: '-', max: 80 })}-${options.versionNumber}`;
    options.onStep?.(M.stepExport({}));
    const mrpack = path.join(dir, `${base}.mrpack`);
    await exportMrpack(instance, mrpack, { versionId: options.versionNumber, signal: options.signal });
    const files: PublishFile[] = [await fileToSend(mrpack, 'mrpack', 'pack', 'application/x-modrinth-modpack+zip')];
    if (options.serverPack === true) {
      options.onStep?.(M.stepServerPack({}));
      const scanned = await scanInstanceMods(new ModScanner(), instance);
      const verdicts = await serverSideVerdicts(instance, scanned);
      const zip = path.join(dir, `${base}-server.zip`);
      const built = await buildServerPack(instance, verdicts, zip, 'zip', { signal: options.signal });
      for (const p of built.problems) blocking.push({ code: p.code, files: [p.file], message: p.message });
      if (built.problems.length > 0 && !force)
        return { gate, blocking, stopped: true, forced: false, files: [], outcome: null };
      files.push(await fileToSend(zip, 'server-pack', 'server', 'application/zip'));
    }
    const builtFiles = await Promise.all(files.map(hashed));
    const outcome = await publishToModrinth(
      {
        ...options.connection,
        onStep: (step) => {
          options.connection.onStep?.(step);
          options.onStep?.(step);
        },
      },
      {
        project: options.project,
        versionNumber: options.versionNumber,
        name: options.name ?? options.versionNumber,
        changelog: options.changelog ?? '',
        gameVersions: [minecraft],
        // labrinth turns the loaders of a .mrpack version into its `mrpack_loaders` (docs/cli.md).
        loaders: [instance.loader?.type ?? 'minecraft'],
        versionType: options.versionType ?? 'release',
        featured: (options.versionType ?? 'release') === 'release',
        files,
      },
      options.signal,
    );
    return { gate, blocking, stopped: false, forced: force && blocking.length > 0, files: builtFiles, outcome };
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

async function fileToSend(
  file: string,
  role: PublishFile['role'],
  part: string,
  contentType: string,
): Promise<PublishFile> {
  const stat = await fs.promises.stat(file);
  return { part, role, filename: path.basename(file), path: file, size: stat.size, contentType };
}

async function hashed(file: PublishFile): Promise<BuiltFile> {
  const { sha1, sha512 } = await hashFile(file.path);
  return { filename: file.filename, role: file.role, size: file.size, sha1, sha512 };
}
