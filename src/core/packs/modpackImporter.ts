import { renderMessage, type Message } from '../locale/messageCatalog';
import { englishWarnings, PackWarnings as W } from './packWarningMessages';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Loader, LoaderType } from '../model/instance';
import {
  ArchiveSafetyError,
  DEFAULT_ARCHIVE_LIMITS,
  requireRelativePath,
  resolveInside,
  type ArchiveLimits,
} from '../archive/archiveSafety';
import { errorMessage, printable } from '../text/textSafety';
import { checkDownloadUrl } from '../download/downloadHosts';
import { writePrismInstance } from './prismInstanceWriter';
import { UntrustedArchive, type UntrustedEntry } from '../archive/untrustedArchive';
import { removeStaleTemps, tempPathFor } from '../fs/staleTemp';
import { tooDeepNote, tooDeeplyNested } from '../formats/nestingDepth';
import { PackImportMessages as PI } from './packImportMessages';
import { ArchiveSafetyMessages } from '../archive/archiveSafetyMessages';
import { DownloadFailedError, downloadVerified, type FetchLike } from '../download/verifiedDownload';

/** A file the pack needs that is not in the instance yet. */
export interface PendingDownload {
  /** Where it goes, relative to the game folder; null for CurseForge files (the name comes from CurseForge's API). */
  path: string | null;
  url: string | null;
  size: number | null;
  sha1: string | null;
  sha512: string | null;
  curseforge: { projectID: number; fileID: number } | null;
  reason: string;
}

export interface ModpackImportOptions {
  /** Downloads files listed by URL; absent = offline (they are listed in `pending`). */
  fetch?: FetchLike;
  signal?: AbortSignal;
  onProgress?(progress: { phase: 'checking' | 'extracting' | 'downloading'; done: number; total: number }): void;
  limits?: ArchiveLimits;
  /** Instance name; default the pack's name. */
  name?: string;
}

export interface ModpackImportResult {
  /** The new instance folder (absolute). */
  instance: string;
  gameDir: string;
  format: 'mrpack' | 'curseforge';
  name: string;
  minecraft: string;
  loader: Loader | null;
  /** Files written into the game folder (extracted overrides plus verified downloads). */
  files: number;
  downloaded: number;
  pending: PendingDownload[];
  /** The warnings in English (`--json`, tool results); `warningMessages` holds them by id for other languages. */
  warnings: string[];
  warningMessages: Message[];
}

/** The target folder cannot be created: it exists, or its parent is a file. */
export class ImportTargetError extends Error {
  /** The refusal by id, rendered in the person's language where shown; `message` is its English. */
  readonly text: Message;
  constructor(
    readonly target: string,
    text: Message,
  ) {
    super(renderMessage(text, 'en'));
    this.text = text;
    this.name = 'ImportTargetError';
  }
}

/** The target folder exists: imports only ever create a new instance. */
export class TargetExistsError extends ImportTargetError {
  constructor(target: string) {
    super(target, PI.targetExists({ target }));
    this.name = 'TargetExistsError';
  }
}

/** Parallel downloads when fetching is allowed. */
const DOWNLOAD_CONCURRENCY = 4;
/** Largest index or manifest read into memory. */
const MAX_INDEX_BYTES = 32 * 1024 * 1024;
const SHA1 = /^[0-9a-f]{40}$/i;
const SHA512 = /^[0-9a-f]{128}$/i;
const MRPACK_LOADERS: Record<string, LoaderType> = {
  'fabric-loader': 'fabric',
  'quilt-loader': 'quilt',
  forge: 'forge',
  neoforge: 'neoforge',
};

interface Layer {
  /** The archive folder (with trailing `/`) whose contents land in the game folder. */
  prefix: string;
}

interface PackPlan {
  format: 'mrpack' | 'curseforge';
  name: string;
  versionId: string | null;
  minecraft: string;
  loader: Loader | null;
  /** Archive folders copied into the game folder, later ones on top. */
  layers: Layer[];
  downloads: Array<{ path: string; urls: string[]; refused: string[]; sha1: string; sha512: string; size: number }>;
  pending: PendingDownload[];
  /** Each pending download's reason by id (its English text is the `reason` written to the pending list). */
  pendingReasons: Map<PendingDownload, Message>;
  warnings: Message[];
  indexName: string;
  indexBytes: Buffer;
}

/**
 * Creates a new Prism-style instance at `into` from a `.mrpack` or CurseForge zip (also with the pack inside one
 * top-level folder). Every entry and every `files[].path` is checked before anything is written (archiveSafety.ts);
 * the instance is assembled in a temporary folder beside `into` — overrides, then client-overrides on top
 * (server-overrides are for servers), files with `env.client: unsupported` skipped, optional files saved as
 * `.disabled` — and renamed into place only when complete. Downloads are verified (size, sha512, sha1); without
 * `fetch`, or when a download fails, what is missing is listed in `pending` and in the warnings.
 */
export async function importModpack(
  archive: string,
  into: string,
  options: ModpackImportOptions = {},
): Promise<ModpackImportResult> {
  const target = path.resolve(into);
  const parentStat = await refuseImportTarget(target);
  const parent = path.dirname(target);
  /** The outermost missing parent this import created (as `git clone` does); removed again when the import fails. */
  let createdParent: string | undefined;
  const limits = options.limits ?? DEFAULT_ARCHIVE_LIMITS;
  await removeStaleTemps(parent);
  options.onProgress?.({ phase: 'checking', done: 0, total: 0 });
  const zip = await UntrustedArchive.open(archive, limits, path.basename(archive));
  let temp: string | null = null;
  try {
    const root = findPackRoot(zip);
    const plan = await readPlan(zip, root, limits);
    const byPath = layeredEntries(zip, plan);
    const downloads = plan.downloads.filter((d) => {
      if (!byPath.has(d.path.toLowerCase())) return true;
      plan.warnings.push(W.bothListedAndEmbedded({ path: d.path }));
      return false;
    });
    refuseFileFolderClashes(zip.label, [
      ...[...byPath.values()].filter((v) => !v.entry.directory).map((v) => v.rel),
      ...downloads.map((d) => d.path),
    ]);
    if (zip.entries.some((e) => e.gbkName)) {
      plan.warnings.push(W.gbkNames({}));
    }

    if (parentStat === null) createdParent = await fs.promises.mkdir(parent, { recursive: true });
    // A plain mkdir keeps the user's umask (mkdtemp would make the instance 0700); the name lets a later run
    // remove it if this one is killed (staleTemp.ts).
    temp = tempPathFor(target, 'nova-import');
    await fs.promises.mkdir(temp);
    const gameDir = path.join(temp, 'minecraft');
    await fs.promises.mkdir(gameDir);
    let files = 0;
    const total = byPath.size + downloads.length;
    for (const [, item] of [...byPath].sort((a, b) => (a[1].rel < b[1].rel ? -1 : 1))) {
      options.signal?.throwIfAborted();
      const dest = resolveInside(gameDir, item.rel);
      if (item.entry.directory) {
        await fs.promises.mkdir(dest, { recursive: true });
        continue;
      }
      await fs.promises.mkdir(path.dirname(dest), { recursive: true });
      await extractEntry(zip, item.entry, dest);
      files++;
      options.onProgress?.({ phase: 'extracting', done: files, total });
    }

    let downloaded = 0;
    const toFetch: PackPlan['downloads'] = [];
    const unfetched: PendingDownload[] = [];
    for (const d of downloads) {
      const pending = pendingFor(d);
      if (d.urls.length === 0) {
        const why = d.refused.length === 0 ? W.reasonNoUrlGiven({}) : W.reasonUrlRefused({});
        unfetched.push(withReason(pending, why, plan.pendingReasons));
      } else if (options.fetch === undefined)
        unfetched.push(withReason(pending, W.reasonOffline({}), plan.pendingReasons));
      else toFetch.push(d);
    }
    if (options.fetch !== undefined && toFetch.length > 0) {
      // A few downloads at a time; the first refusal (hash or size mismatch) or cancellation stops the others.
      const fetchFile = options.fetch;
      const stop = new AbortController();
      const signal = options.signal === undefined ? stop.signal : AbortSignal.any([options.signal, stop.signal]);
      // Boxed so that any rejection value counts; the workers set it, hence the explicit type at the check.
      let failure = null as { error: unknown } | null;
      const queue = [...toFetch];
      const worker = async (): Promise<void> => {
        for (let d = queue.shift(); d !== undefined && failure === null; d = queue.shift()) {
          try {
            signal.throwIfAborted();
            const dest = resolveInside(gameDir, d.path);
            await fs.promises.mkdir(path.dirname(dest), { recursive: true });
            await downloadVerified(fetchFile, d.urls, dest, d, d.path, signal);
            downloaded++;
            files++;
            options.onProgress?.({ phase: 'downloading', done: files, total });
          } catch (error) {
            if (error instanceof DownloadFailedError) {
              unfetched.push(withReason(pendingFor(d), error.text, plan.pendingReasons));
              continue;
            }
            failure ??= { error };
            stop.abort(error);
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(DOWNLOAD_CONCURRENCY, toFetch.length) }, worker));
      if (failure !== null) throw failure.error;
    }
    unfetched.sort((a, b) => ((a.path ?? '') < (b.path ?? '') ? -1 : 1));
    plan.pending.push(...unfetched);

    const metaDir = path.join(temp, plan.format === 'mrpack' ? 'mrpack' : 'flame');
    await fs.promises.mkdir(metaDir);
    await fs.promises.writeFile(path.join(metaDir, plan.indexName), plan.indexBytes, { flag: 'wx' });
    if (plan.pending.length > 0) {
      await fs.promises.writeFile(
        path.join(temp, 'nova-pending-downloads.json'),
        JSON.stringify(plan.pending, null, 2) + '\n',
        {
          flag: 'wx',
        },
      );
      plan.warnings.push(...pendingWarnings(plan.pending, plan.pendingReasons));
    }
    await writePrismInstance(temp, {
      name: options.name ?? plan.name,
      minecraft: plan.minecraft,
      loader: plan.loader,
      managedPackType: plan.format === 'mrpack' ? 'modrinth' : 'flame',
      packVersion: plan.versionId,
    });
    options.signal?.throwIfAborted();
    await refuseExisting(target);
    await fs.promises.rename(temp, target);
    temp = null;
    createdParent = undefined;
    return {
      instance: target,
      gameDir: path.join(target, 'minecraft'),
      format: plan.format,
      name: options.name ?? plan.name,
      minecraft: plan.minecraft,
      loader: plan.loader,
      files,
      downloaded,
      pending: plan.pending,
      warnings: englishWarnings(plan.warnings),
      warningMessages: plan.warnings,
    };
  } finally {
    zip.close();
    if (temp !== null) await fs.promises.rm(temp, { recursive: true, force: true });
    if (createdParent !== undefined) await removeEmptyFolders(parent, createdParent);
  }
}

/**
 * How many files of the pack at `archive` could be downloaded (listed with an allowed URL and not embedded), read
 * without writing anything; lets a surface ask about downloading only when there is something to download. An
 * archive the import would refuse throws the same error the import would.
 */
export async function modpackDownloadCount(
  archive: string,
  limits: ArchiveLimits = DEFAULT_ARCHIVE_LIMITS,
): Promise<number> {
  const zip = await UntrustedArchive.open(archive, limits, path.basename(archive));
  try {
    const plan = await readPlan(zip, findPackRoot(zip), limits);
    const byPath = layeredEntries(zip, plan);
    return plan.downloads.filter((d) => d.urls.length > 0 && !byPath.has(d.path.toLowerCase())).length;
  } finally {
    zip.close();
  }
}

/** Removes `from` and its parents up to and including `upTo`, each only while it is empty. */
async function removeEmptyFolders(from: string, upTo: string): Promise<void> {
  for (let dir = from; dir.startsWith(upTo); dir = path.dirname(dir)) {
    try {
      await fs.promises.rmdir(dir);
    } catch {
      return;
    }
    if (dir === upTo) return;
  }
}

function pendingFor(d: PackPlan['downloads'][number]): PendingDownload {
  return {
    path: d.path,
    url: d.urls[0] ?? d.refused[0] ?? null,
    size: d.size,
    sha1: d.sha1,
    sha512: d.sha512,
    curseforge: null,
    reason: '',
  };
}

/**
 * Refuses an import target that exists or lies under a file (ImportTargetError, a sentence saying what to choose);
 * returns the stat of the target's parent, or null when the parent is still to be created (as `git clone` does).
 */
export async function refuseImportTarget(target: string): Promise<fs.Stats | null> {
  await refuseExisting(target);
  const parent = path.dirname(target);
  const parentStat = await fs.promises.stat(parent).catch(() => null);
  if (parentStat !== null && !parentStat.isDirectory()) {
    throw new ImportTargetError(target, PI.targetUnderFile({ file: parent, name: path.basename(target) }));
  }
  return parentStat;
}

async function refuseExisting(target: string): Promise<void> {
  const existing = await fs.promises.lstat(target).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    if (error.code === 'ENOTDIR') return 'under-a-file' as const;
    throw error;
  });
  if (existing === 'under-a-file') {
    let file = path.dirname(target);
    while (
      !(await fs.promises.stat(file).then(
        (st) => st.isFile(),
        () => false,
      )) &&
      path.dirname(file) !== file
    )
      file = path.dirname(file);
    throw new ImportTargetError(target, PI.targetUnderFile({ file, name: path.basename(target) }));
  }
  if (existing !== null) throw new TargetExistsError(target);
}

/** `''` when the pack files are at the top, `folder/` when everything sits inside one folder (seen in PCL-handled packs). */
function findPackRoot(zip: UntrustedArchive): string {
  const names = new Set(zip.entries.filter((e) => !e.directory).map((e) => e.name));
  if (names.has('modrinth.index.json') || names.has('manifest.json')) return '';
  const tops = new Set(zip.entries.map((e) => e.name.split('/')[0]!));
  if (tops.size === 1) {
    const top = [...tops][0]!;
    if (names.has(`${top}/modrinth.index.json`) || names.has(`${top}/manifest.json`)) return `${top}/`;
  }
  throw new ArchiveSafetyError('bad-index', PI.notAPack({ label: zip.label }));
}

async function readJson(
  zip: UntrustedArchive,
  name: string,
  label: string,
): Promise<{ value: unknown; bytes: Buffer }> {
  const entry = zip.entries.find((e) => e.name === name && !e.directory)!;
  const bytes = await zip.readBuffer(entry, MAX_INDEX_BYTES);
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (tooDeeplyNested(text)) throw new ArchiveSafetyError('bad-index', PI.tooDeep({ note: tooDeepNote(label) }));
  try {
    return { value: JSON.parse(text), bytes };
  } catch (error) {
    throw new ArchiveSafetyError('bad-index', PI.notJson({ label, detail: errorMessage(error) }));
  }
}

async function readPlan(zip: UntrustedArchive, root: string, limits: ArchiveLimits): Promise<PackPlan> {
  const names = new Set(zip.entries.map((e) => e.name));
  if (names.has(`${root}modrinth.index.json`)) return readMrpackPlan(zip, root, limits);
  return readCurseforgePlan(zip, root, names);
}

/** The pack's loader as a `modrinth.index.json` dependency names it, with its version. */
export interface MrpackLoader {
  /** The dependency key (`fabric-loader`, `neoforge`…). */
  key: string;
  type: LoaderType;
  version: string;
}

/**
 * The head of a `.mrpack`'s `modrinth.index.json` (at `root`), as both importers (this one and packwizImport.ts)
 * read it: bounded and depth-checked JSON, `formatVersion` 1, game `minecraft`, `dependencies.minecraft`, and the
 * loaders it lists in order (an unknown dependency is a warning). Refuses anything else with a sentence; `bad` makes
 * such a refusal for what the caller reads next.
 */
export async function readMrpackIndex(
  zip: UntrustedArchive,
  root: string,
): Promise<{
  index: Record<string, unknown>;
  bytes: Buffer;
  minecraft: string;
  loaders: MrpackLoader[];
  warnings: Message[];
  bad: (what: Message) => ArchiveSafetyError;
}> {
  const label = 'modrinth.index.json';
  const { value, bytes } = await readJson(zip, `${root}modrinth.index.json`, label);
  const bad = (what: Message): ArchiveSafetyError => new ArchiveSafetyError('bad-index', PI.refused({ label, what }));
  const index = record(value);
  if (index === null) throw bad(PI.whatNotObject({}));
  if (index.formatVersion !== 1)
    throw bad(PI.whatFormatVersion({ value: String(JSON.stringify(index.formatVersion)) }));
  if (index.game !== 'minecraft') throw bad(PI.whatGame({ value: String(JSON.stringify(index.game)) }));
  const deps = record(index.dependencies);
  if (deps === null || typeof deps.minecraft !== 'string' || deps.minecraft === '')
    throw bad(PI.whatNoMinecraft({ key: 'dependencies.minecraft' }));
  const warnings: Message[] = [];
  const loaders: MrpackLoader[] = [];
  for (const [key, version] of Object.entries(deps)) {
    if (key === 'minecraft') continue;
    const type = MRPACK_LOADERS[key];
    if (type === undefined || typeof version !== 'string') {
      warnings.push(W.unknownDependency({ label, key: printable(key) }));
      continue;
    }
    loaders.push({ key, type, version });
  }
  return { index, bytes, minecraft: deps.minecraft, loaders, warnings, bad };
}

/** The pack's own name, or the archive's file name without its extension when the pack names none. */
export function packNameOr(value: unknown, archiveLabel: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : path.basename(archiveLabel).replace(/\.[^.]+$/, '');
}

async function readMrpackPlan(zip: UntrustedArchive, root: string, limits: ArchiveLimits): Promise<PackPlan> {
  const label = 'modrinth.index.json';
  const { index, bytes, minecraft, loaders, warnings, bad } = await readMrpackIndex(zip, root);
  const first = loaders[0];
  const loader: Loader | null = first === undefined ? null : { type: first.type, version: first.version };
  for (let i = 1; i < loaders.length; i++) warnings.push(W.manyLoaders({ label, loader: first!.type }));
  if (!Array.isArray(index.files)) throw bad(PI.whatFilesNotList({}));
  const downloads: PackPlan['downloads'] = [];
  const seen = new Set<string>();
  const skipped: string[] = [];
  let total = 0;
  index.files.forEach((raw, i) => {
    const file = record(raw);
    if (file === null || typeof file.path !== 'string') throw bad(PI.whatNoPath({ index: i }));
    const rel = requireRelativePath(file.path, `${label} files[${i}]`);
    const hashes = record(file.hashes);
    const sha1 = typeof hashes?.sha1 === 'string' ? hashes.sha1 : '';
    const sha512 = typeof hashes?.sha512 === 'string' ? hashes.sha512 : '';
    if (!SHA1.test(sha1) || !SHA512.test(sha512)) throw bad(PI.whatHashes({ index: i, path: rel }));
    const size = file.fileSize;
    if (typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0)
      throw bad(PI.whatFileSize({ index: i, path: rel }));
    if (size > limits.maxEntryBytes) throw bad(PI.whatFileTooLarge({ index: i, path: rel, size }));
    total += size;
    if (total > limits.maxTotalBytes) throw bad(PI.whatTotalTooLarge({}));
    const env = record(file.env);
    const client = env?.client;
    if (client === 'unsupported') {
      skipped.push(rel);
      return;
    }
    const dest = client === 'optional' ? `${rel}.disabled` : rel;
    if (seen.has(dest.toLowerCase())) throw bad(PI.whatListedTwice({ index: i, path: rel }));
    seen.add(dest.toLowerCase());
    const urls: string[] = [];
    const refused: string[] = [];
    for (const url of Array.isArray(file.downloads) ? file.downloads : []) {
      if (typeof url !== 'string') continue;
      const check = checkDownloadUrl(url);
      if (check.ok) urls.push(check.url);
      else {
        refused.push(url);
        warnings.push(W.urlRefused({ path: rel, reason: check.reasonText }));
      }
    }
    downloads.push({ path: dest, urls, refused, sha1: sha1.toLowerCase(), sha512: sha512.toLowerCase(), size });
  });
  if (skipped.length > 0) warnings.push(W.serverOnlySkipped({ count: skipped.length, files: skipped.join(', ') }));
  const optional = downloads.filter((d) => d.path.endsWith('.disabled'));
  if (optional.length > 0) {
    warnings.push(W.optionalDisabled({ count: optional.length, files: optional.map((d) => d.path).join(', ') }));
  }
  const name = packNameOr(index.name, zip.label);
  return {
    format: 'mrpack',
    name,
    versionId: typeof index.versionId === 'string' ? index.versionId : null,
    minecraft,
    loader,
    layers: [{ prefix: `${root}overrides/` }, { prefix: `${root}client-overrides/` }],
    downloads,
    pending: [],
    pendingReasons: new Map(),
    warnings,
    indexName: 'modrinth.index.json',
    indexBytes: bytes,
  };
}

async function readCurseforgePlan(zip: UntrustedArchive, root: string, names: Set<string>): Promise<PackPlan> {
  const label = 'manifest.json';
  const { value, bytes } = await readJson(zip, `${root}manifest.json`, label);
  const bad = (what: Message): ArchiveSafetyError => new ArchiveSafetyError('bad-index', PI.refused({ label, what }));
  const manifest = record(value);
  if (manifest === null) throw bad(PI.whatNotObject({}));
  const warnings: Message[] = [];
  if (manifest.manifestType !== 'minecraftModpack') {
    if (manifest.manifestType !== undefined)
      throw bad(PI.whatManifestType({ value: String(JSON.stringify(manifest.manifestType)) }));
    warnings.push(W.manifestTypeMissing({ label }));
  }
  const minecraft = record(manifest.minecraft);
  if (minecraft === null || typeof minecraft.version !== 'string' || minecraft.version === '')
    throw bad(PI.whatNoMinecraft({ key: 'minecraft.version' }));
  const mc = minecraft.version;
  const loaders = Array.isArray(minecraft.modLoaders) ? minecraft.modLoaders.map(record).filter((l) => l !== null) : [];
  const primary = loaders.find((l) => l.primary === true) ?? loaders[0];
  let loader: Loader | null = null;
  if (primary !== undefined && typeof primary.id === 'string') {
    const parsed = parseCurseforgeLoaderId(primary.id, mc);
    if (parsed === null) warnings.push(W.loaderUnknown({ label, id: printable(primary.id) }));
    else {
      loader = parsed;
      if (parsed.version === null) warnings.push(W.loaderNoVersion({ label, id: printable(primary.id) }));
    }
  }
  const overridesName =
    typeof manifest.overrides === 'string' && manifest.overrides !== '' ? manifest.overrides : 'overrides';
  const overrides = requireRelativePath(overridesName, ArchiveSafetyMessages.overridesFolderOf({ label }));
  if (![...names].some((n) => n.startsWith(`${root}${overrides}/`) || n === `${root}${overrides}`)) {
    warnings.push(W.overridesMissing({ label, folder: overrides }));
  }
  const pending: PendingDownload[] = [];
  const pendingReasons = new Map<PendingDownload, Message>();
  const files = Array.isArray(manifest.files) ? manifest.files : [];
  files.forEach((raw, i) => {
    const file = record(raw);
    const projectID = file?.projectID;
    const fileID = file?.fileID;
    if (
      typeof projectID !== 'number' ||
      typeof fileID !== 'number' ||
      !Number.isSafeInteger(projectID) ||
      !Number.isSafeInteger(fileID)
    ) {
      warnings.push(W.badFileId({ label, index: i }));
      return;
    }
    const required = file?.required !== false;
    const reason = W.reasonCurseforgeFile({ optional: !required });
    const item: PendingDownload = {
      path: null,
      url: `https://www.curseforge.com/api/v1/mods/${projectID}/files/${fileID}/download`,
      size: null,
      sha1: null,
      sha512: null,
      curseforge: { projectID, fileID },
      reason: renderMessage(reason, 'en'),
    };
    pending.push(item);
    pendingReasons.set(item, reason);
  });
  const name = packNameOr(manifest.name, zip.label);
  return {
    format: 'curseforge',
    name,
    versionId: typeof manifest.version === 'string' ? manifest.version : null,
    minecraft: mc,
    loader,
    layers: [{ prefix: `${root}${overrides}/` }],
    downloads: [],
    pending,
    pendingReasons,
    warnings,
    indexName: 'manifest.json',
    indexBytes: bytes,
  };
}

/**
 * Reads a CurseForge loader id: `forge-47.2.0`, `neoforge-21.1.77`, `fabric-0.15.7`, `quilt-0.26.0`, the 1.20.1
 * NeoForge form `neoforge-1.20.1-47.1.100` and old Forge ids with the game version inside (`forge-1.12.2-14.23.5.2860`);
 * `recommended`/`latest` give a null version.
 */
export function parseCurseforgeLoaderId(id: string, minecraft: string): Loader | null {
  const match = /^(forge|neoforge|fabric|quilt)-(.+)$/i.exec(id.trim());
  if (match === null) return null;
  const type = match[1]!.toLowerCase() as LoaderType;
  let version = match[2]!;
  if (version.startsWith(`${minecraft}-`)) version = version.slice(minecraft.length + 1);
  if (/^(recommended|latest)$/i.test(version)) return { type, version: null };
  return { type, version };
}

/** Archive entries mapped to their game-folder path, later layers overriding earlier ones. */
function layeredEntries(zip: UntrustedArchive, plan: PackPlan): Map<string, { rel: string; entry: UntrustedEntry }> {
  const byPath = new Map<string, { rel: string; entry: UntrustedEntry }>();
  for (const layer of plan.layers) {
    for (const entry of zip.entries) {
      if (!entry.name.startsWith(layer.prefix)) continue;
      const rel = entry.name.slice(layer.prefix.length);
      if (rel === '') continue;
      const key = rel.toLowerCase();
      const earlier = byPath.get(key);
      if (earlier !== undefined && earlier.entry.directory !== entry.directory) {
        throw new ArchiveSafetyError('duplicate', PI.overridesClash({ label: zip.label, path: printable(rel) }));
      }
      byPath.set(key, { rel, entry });
    }
  }
  // One set of folder prefixes instead of comparing every file with every other (99,990 entries took minutes).
  const files = [...byPath.values()].filter((v) => !v.entry.directory).map((v) => v.rel.toLowerCase());
  const clash = fileFolderClash(files);
  if (clash !== null) {
    throw new ArchiveSafetyError('duplicate', PI.overridesFileFolder({ label: zip.label, path: printable(clash) }));
  }
  return byPath;
}

/** Refuses a pack where one path is both a file and a folder of another (across overrides and downloads). */
function refuseFileFolderClashes(label: string, paths: string[]): void {
  const clash = fileFolderClash(paths);
  if (clash !== null) {
    throw new ArchiveSafetyError('duplicate', PI.packFileFolder({ label, path: printable(clash) }));
  }
}

/** The first path that is also a folder of another path (case-insensitive), else null; linear in the paths. */
function fileFolderClash(paths: readonly string[]): string | null {
  const folders = new Set<string>();
  for (const p of paths) {
    const lower = p.toLowerCase();
    for (let i = lower.indexOf('/'); i >= 0; i = lower.indexOf('/', i + 1)) folders.add(lower.slice(0, i));
  }
  return paths.find((p) => folders.has(p.toLowerCase())) ?? null;
}

export async function extractEntry(zip: UntrustedArchive, entry: UntrustedEntry, dest: string): Promise<void> {
  const stream = await zip.openReadStream(entry);
  // `wx` never follows or replaces anything: the folder is new and holds only what this import wrote.
  const output = fs.createWriteStream(dest, { flags: 'wx' });
  try {
    await pipeline(stream, output);
  } catch (error) {
    if (error instanceof ArchiveSafetyError) throw error;
    throw new ArchiveSafetyError(
      'damaged',
      PI.extractFailed({ label: zip.label, name: printable(entry.name), detail: errorMessage(error) }),
    );
  }
}

/** `pending` with its reason, English in `reason` and by id in `reasons`. */
function withReason(
  pending: PendingDownload,
  reason: Message,
  reasons: Map<PendingDownload, Message>,
): PendingDownload {
  const out = { ...pending, reason: renderMessage(reason, 'en') };
  reasons.set(out, reason);
  return out;
}

function pendingWarnings(pending: PendingDownload[], reasons: ReadonlyMap<PendingDownload, Message>): Message[] {
  return pending.map((p) =>
    p.curseforge !== null
      ? W.stillNeedsCurseforge({
          projectID: p.curseforge.projectID,
          fileID: p.curseforge.fileID,
          url: String(p.url),
          reason: reasons.get(p) ?? p.reason,
        })
      : W.stillNeedsFile({
          path: String(p.path),
          url: p.url ?? '(no URL)',
          size: String(p.size),
          reason: reasons.get(p) ?? p.reason,
        }),
  );
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}
