import { ExportRefusals } from './exportRefusalMessages';
import * as fs from 'node:fs';
import type { Message } from '../locale/messageCatalog';
import { errorText as messageOfError } from '../locale/messageError';
import { errorMessage } from '../text/textSafety';
import { englishWarnings, PackWarnings as W } from './packWarningMessages';
import { linkTexts } from './plannedEntry';
import * as path from 'node:path';
import type { Instance } from '../model/instance';
import { AtomicArchive, type ArchiveSource } from '../archive/atomicArchive';
import { startExport, type ExportSide, type PlannedEntry, type RemoteEntry } from './exportPlan';
import { hashFiles } from '../download/fileHasher';
import { hashRemote } from '../download/remoteHash';
import {
  ModpackExportError,
  requireGameVersions,
  type ModpackExportOptions,
  type ModpackExportResult,
} from './modpackExport';

export type MrpackEnvValue = 'required' | 'optional' | 'unsupported';

export interface MrpackFile {
  path: string;
  hashes: { sha1: string; sha512: string };
  env: { client: MrpackEnvValue; server: MrpackEnvValue };
  downloads: string[];
  fileSize: number;
}

/** `modrinth.index.json`, in the key order Nova writes it. */
export interface MrpackIndex {
  formatVersion: 1;
  game: 'minecraft';
  versionId: string;
  name: string;
  summary?: string;
  files: MrpackFile[];
  dependencies: Record<string, string>;
}

/** `dependencies` keys of the format (labrinth `PackDependency`). */
const MRPACK_LOADER_KEYS = {
  fabric: 'fabric-loader',
  quilt: 'quilt-loader',
  forge: 'forge',
  neoforge: 'neoforge',
} as const;

/** The `env` of a file from its packwiz side and optional flag (packwiz `modrinth/export.go` rules). */
/** The index entry of a file linked by its download URL; its download warning (e.g. gitlab.com) goes to `warnings`. */
function linkedFile(
  entry: Pick<RemoteEntry, 'path' | 'side' | 'optional' | 'downloads' | 'downloadWarning'> & {
    meta: RemoteEntry['meta'] | null;
  },
  hashes: { sha1: string; sha512: string; size: number },
  warnings: Message[],
): MrpackFile {
  if (entry.downloadWarning !== null) {
    const text = entry.meta === null ? null : linkTexts(entry.meta).warning;
    warnings.push(W.downloadWarning({ path: entry.path, warning: text ?? entry.downloadWarning }));
  }
  return {
    path: entry.path,
    hashes: { sha1: hashes.sha1, sha512: hashes.sha512 },
    env: envFor(entry.side, entry.optional),
    downloads: entry.downloads,
    fileSize: hashes.size,
  };
}

function envFor(side: ExportSide, optional: boolean): MrpackFile['env'] {
  const on: MrpackEnvValue = optional ? 'optional' : 'required';
  if (side === 'client') return { client: on, server: 'unsupported' };
  if (side === 'server') return { client: 'unsupported', server: on };
  return { client: on, server: on };
}

/**
 * Exports an instance as a Modrinth `.mrpack` at `out` (never overwriting). Files whose download URL is known
 * from packwiz / Prism metadata and on an allowed host — and whose bytes match that metadata — are listed in
 * `modrinth.index.json` with sha1, sha512 and size from one read; everything else is embedded under
 * `overrides/` (`client-overrides/` / `server-overrides/` for side-specific files). Same input, same bytes.
 */
export async function exportMrpack(
  instance: Instance,
  out: string,
  options: ModpackExportOptions = {},
): Promise<ModpackExportResult> {
  const { minecraft } = requireGameVersions(instance);
  const dependencies: Record<string, string> = { minecraft };
  if (instance.loader !== null) {
    if (instance.loader.type === 'liteloader') {
      throw new ModpackExportError(ExportRefusals.liteloaderMrpack({}));
    }
    dependencies[MRPACK_LOADER_KEYS[instance.loader.type]] = instance.loader.version!;
  }
  const { identity, plan } = await startExport(instance, out, options);
  const warnings: Message[] = [...plan.warningMessages];

  const linked = plan.entries.filter((e) => e.downloads.length > 0);
  const embedded = plan.entries.filter((e) => e.downloads.length === 0);
  // Without metadata, a jar can still be linked when a lookup (Modrinth, by sha512) knows where to download it.
  const lookup = options.lookupDownloads;
  let lookupFailure: ModpackExportResult['lookupFailure'] = null;
  const candidates =
    lookup === undefined ? [] : embedded.filter((e) => e.meta === null && LOOKUP_CANDIDATE.test(e.sourcePath));
  const streamedNow = embedded.filter((e) => !candidates.includes(e));
  const totalBytes = plan.totalBytes;
  let done = 0;
  const report = (phase: 'hashing' | 'writing', bytes: number): void => {
    done += bytes;
    options.onProgress?.({ phase, doneBytes: done, totalBytes });
  };

  // Overrides are written while worker threads hash the linked files; the index goes last, once hashes are known.
  // Entry order stays a function of the input and the lookup's answers: overrides by name, then jars the lookup did
  // not know and files whose bytes did not match their metadata, by name, then modrinth.index.json.
  const archive = await AtomicArchive.create(out, { signal: options.signal, onBytes: (n) => report('writing', n) });
  const stopHashing = new AbortController();
  const signal =
    options.signal === undefined ? stopHashing.signal : AbortSignal.any([options.signal, stopHashing.signal]);
  const files: MrpackFile[] = [];
  const overrides: PlannedEntry[] = [...streamedNow];
  try {
    // modrinth.com refuses a pack with neither files nor an overrides/ entry; packwiz always writes the folder too.
    if (!streamedNow.some((e) => e.side === 'both')) archive.add({ name: 'overrides/', directory: true });
    for (const source of overrideSources(streamedNow)) archive.add(source);
    const hashes = await hashFiles(
      [...linked, ...candidates].map((e) => ({ file: e.absPath, size: e.size })),
      { workers: options.hashWorkers, signal, onFile: (_file, h) => report('hashing', h.size) },
    );
    const mismatched: PlannedEntry[] = [];
    if (lookup !== undefined && candidates.length > 0) {
      let known = new Map<string, { url: string }>();
      try {
        known = await lookup(
          candidates.map((e) => hashes.get(e.absPath)!.sha512),
          signal,
        );
      } catch (error) {
        signal.throwIfAborted();
        // A partial success: the caller reports it as a warning that names the lookup (exportMessages.ts).
        const errorText = (error as { text?: Message | null }).text;
        lookupFailure = {
          count: candidates.length,
          error: (error as Error).message,
          ...(errorText !== undefined && errorText !== null ? { errorText } : {}),
        };
      }
      const taken = new Set(linked.map((e) => e.path.toLowerCase()));
      for (const entry of candidates) {
        const h = hashes.get(entry.absPath)!;
        const found = known.get(h.sha512);
        const disabled = entry.sourcePath.toLowerCase().endsWith('.disabled');
        const target = disabled ? entry.sourcePath.slice(0, -'.disabled'.length) : entry.sourcePath;
        if (found === undefined || taken.has(target.toLowerCase())) {
          mismatched.push(entry);
          continue;
        }
        taken.add(target.toLowerCase());
        files.push({
          path: target,
          hashes: { sha1: h.sha1, sha512: h.sha512 },
          env: envFor('both', disabled),
          downloads: [found.url],
          fileSize: h.size,
        });
      }
    }
    for (const entry of linked) {
      const h = hashes.get(entry.absPath)!;
      const mismatch = metadataMismatch(entry, h);
      if (mismatch !== null) {
        warnings.push(W.hashMismatch({ path: entry.sourcePath, hash: mismatch, metaFile: entry.metaFile! }));
        mismatched.push(entry);
        continue;
      }
      files.push(linkedFile(entry, h, warnings));
    }
    files.push(...(await linkRemote(plan.remote, options, warnings, signal)));
    files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    for (const source of overrideSources(mismatched)) archive.add(source);
    overrides.push(...mismatched);
    const index: MrpackIndex = {
      formatVersion: 1,
      game: 'minecraft',
      versionId: identity.versionId,
      name: identity.name,
      ...(identity.summary !== null ? { summary: identity.summary } : {}),
      files,
      dependencies,
    };
    archive.add({ name: 'modrinth.index.json', data: Buffer.from(JSON.stringify(index, null, 2) + '\n', 'utf8') });
  } catch (error) {
    stopHashing.abort();
    await archive.abort(error);
    throw error;
  }
  warnings.push(...embeddedWarnings(overrides));
  if (files.length === 0 && overrides.length === 0) {
    warnings.push(W.emptyPack({}));
  }
  const bytes = await archive.finish();
  return {
    out: path.resolve(out),
    format: 'mrpack',
    files: files.length,
    overrides: overrides.length,
    bytes,
    warnings: englishWarnings(warnings),
    warningMessages: warnings,
    leftOutDisabled: plan.leftOutDisabled,
    lookupFailure,
  };
}

/** Hashes metafile-only files by streaming them from their URL (when allowed), checking the metafile's hash. */
async function linkRemote(
  remote: RemoteEntry[],
  options: ModpackExportOptions,
  warnings: Message[],
  signal: AbortSignal,
): Promise<MrpackFile[]> {
  const files: MrpackFile[] = [];
  for (const entry of remote) {
    const missing = { path: entry.path, metaFile: entry.metaFile };
    if (entry.downloads.length === 0) {
      warnings.push(W.remoteNotLinkable({ ...missing, reason: refusalText(entry) }));
      continue;
    }
    if (options.fetch === undefined) {
      warnings.push(W.remoteOffline(missing));
      continue;
    }
    let h: { sha1: string; sha512: string; size: number };
    if (options.jarCache !== undefined) {
      const cached = await options.jarCache.get(entry.meta, signal);
      if (!cached.ok) {
        warnings.push(W.remoteCacheFailed({ ...missing, reason: cached.reason }));
        continue;
      }
      h = (await hashFiles([{ file: cached.file, size: (await fs.promises.stat(cached.file)).size }], { signal })).get(
        cached.file,
      )!;
      files.push(linkedFile(entry, h, warnings));
      continue;
    }
    try {
      h = await hashRemote(options.fetch, entry.downloads, REMOTE_MAX_BYTES, signal);
    } catch (error) {
      signal.throwIfAborted();
      warnings.push(W.remoteFetchFailed({ ...missing, error: messageOfError(error) ?? errorMessage(error) }));
      continue;
    }
    const expected = entry.meta.hash;
    const format = entry.meta.hashFormat;
    if (
      expected !== null &&
      ((format === 'sha1' && expected !== h.sha1) || (format === 'sha512' && expected !== h.sha512))
    ) {
      warnings.push(
        W.remoteHashMismatch({
          path: entry.path,
          url: String(entry.downloads[0]),
          hash: format,
          metaFile: entry.metaFile,
        }),
      );
      continue;
    }
    files.push(linkedFile(entry, h, warnings));
  }
  return files;
}

/** Files a download lookup may know: content in the folders Modrinth hosts. */
const LOOKUP_CANDIDATE = /^(mods|resourcepacks|shaderpacks|datapacks)\/[^/]+\.(jar|zip)(\.disabled)?$/i;

/** Largest metafile-only file fetched for hashing (the format's `fileSize` is a u32). */
const REMOTE_MAX_BYTES = 0xffffffff;

function overrideSources(entries: PlannedEntry[]): ArchiveSource[] {
  return entries
    .map((entry) => ({
      name: `${overrideFolder(entry.side)}/${entry.sourcePath}`,
      file: entry.absPath,
      size: entry.size,
    }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

function overrideFolder(side: ExportSide): string {
  return side === 'client' ? 'client-overrides' : side === 'server' ? 'server-overrides' : 'overrides';
}

/** Compares the local bytes with the hash the metadata records, when it is one we computed. */
/** The hash that differs (`sha1` or `sha512`), or null when the bytes match or nothing can be compared. */
function metadataMismatch(entry: PlannedEntry, h: { sha1: string; sha512: string }): 'sha1' | 'sha512' | null {
  const meta = entry.meta;
  if (meta === null || meta.hash === null || meta.hash === '') return null;
  if (meta.hashFormat === 'sha1' && meta.hash !== h.sha1) return 'sha1';
  if (meta.hashFormat === 'sha512' && meta.hash !== h.sha512) return 'sha512';
  return null;
}

/** One warning per reason a jar is embedded rather than linked, listing the files (Modrinth reviews embedded jars). */
function embeddedWarnings(overrides: PlannedEntry[]): Message[] {
  const warnings: Message[] = [];
  const refused = overrides.filter((e) => e.downloadRefusal !== null);
  for (const entry of refused) warnings.push(W.embeddedRefused({ path: entry.sourcePath, reason: refusalText(entry) }));
  const unknown = overrides.filter((e) => e.meta === null && /^mods\/.*\.jar(\.disabled)?$/i.test(e.sourcePath));
  if (unknown.length > 0) {
    warnings.push(W.embeddedUnknown({ count: unknown.length, files: unknown.map((e) => e.sourcePath).join(', ') }));
  }
  return warnings;
}

/** Why an entry's download cannot be linked, by id when its metafile says so (its English text otherwise). */
function refusalText(entry: Pick<PlannedEntry, 'downloadRefusal' | 'meta'>): Message | string {
  return (entry.meta === null ? null : linkTexts(entry.meta).refusal) ?? String(entry.downloadRefusal);
}
