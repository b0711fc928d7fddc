import { ExportRefusals } from './exportRefusalMessages';
import * as path from 'node:path';
import { renderMessage, type Message } from '../locale/messageCatalog';
import { parseBoundedToml as parse } from '../formats/boundedToml';
import { oneLine } from '../text/textSafety';
import { readTextFile } from '../formats/textDecoding';
import type { Instance } from '../model/instance';
import type { DownloadLookup } from '../download/downloadLookup';
import type { FetchLike } from '../download/verifiedDownload';
import type { PackwizJarCache } from '../packwiz/packwizJarCache';

export type ModpackFormat = 'mrpack' | 'curseforge';

export interface ExportProgress {
  phase: 'planning' | 'hashing' | 'writing';
  doneBytes: number;
  totalBytes: number;
}

export interface ModpackExportOptions {
  /** Pack name; default: packwiz `pack.toml` name, else the instance name. */
  name?: string;
  /** Pack version; default: packwiz `pack.toml` version, else `1.0.0`. */
  versionId?: string;
  summary?: string;
  author?: string;
  /** Ship `saves/` too. */
  includeSaves?: boolean;
  /** Ship `.disabled` files too (as optional files when metadata knows them); left out by default. */
  includeDisabled?: boolean;
  signal?: AbortSignal;
  onProgress?(progress: ExportProgress): void;
  /** Hash worker threads (see fileHasher.ts); default automatic. */
  hashWorkers?: number;
  /**
   * Lets the `.mrpack` exporter fetch files that only a metafile describes (packwiz packs hold no jars) to compute
   * their hashes; absent = offline, and such files are reported as missing.
   */
  fetch?: FetchLike;
  /**
   * With `fetch`: metafile-only files are fetched through this verified, content-addressed user cache (checked against
   * the metafile's own hash in any packwiz format) instead of being streamed unchecked.
   */
  jarCache?: PackwizJarCache;
  /**
   * Finds download URLs for files without metadata by their sha512 (see modrinth/clientDownloadLookup.ts); absent = offline.
   * Files it knows are linked instead of embedded.
   */
  lookupDownloads?: DownloadLookup;
}

export interface ModpackExportResult {
  out: string;
  format: ModpackFormat;
  /** Files referenced by download (mrpack `files`, CurseForge manifest `files`). */
  files: number;
  /** Files embedded in the archive's override folders. */
  overrides: number;
  /** Size of the written archive. */
  bytes: number;
  /** The warnings in English (`--json`, tool results); `warningMessages` holds them by id for other languages. */
  warnings: string[];
  warningMessages: Message[];
  /** `.disabled` files left out (without `includeDisabled`), relative to the game folder, sorted. */
  leftOutDisabled: string[];
  /**
   * The download lookup that failed while the export succeeded: how many files it was for and its error (English;
   * `errorText` is the same by id when the error carries one, as a ModrinthError does).
   */
  lookupFailure: { count: number; error: string; errorText?: Message } | null;
}

/** The instance cannot be exported as asked; `message` says why and what to do. */
/**
 * An export refused before anything was written; `message` is the English sentence, `text` the same by id
 * (exportRefusalMessages.ts), rendered in the person's language where it is shown.
 */
export class ModpackExportError extends Error {
  readonly text: Message;
  constructor(text: Message) {
    super(renderMessage(text, 'en'));
    this.text = text;
    this.name = 'ModpackExportError';
  }
}

export interface PackIdentity {
  name: string;
  versionId: string;
  summary: string | null;
  author: string | null;
}

/** Name, version, summary and author: explicit options first, then a packwiz `pack.toml` in the instance, then defaults. */
export async function packIdentity(instance: Instance, options: ModpackExportOptions): Promise<PackIdentity> {
  let pack: Record<string, unknown> = {};
  for (const dir of new Set([path.resolve(instance.root), path.resolve(instance.gameDir)])) {
    try {
      pack = parse((await readTextFile(path.join(dir, 'pack.toml'), 1024 * 1024)).text);
      break;
    } catch {
      // absent or malformed: fall back to the defaults
    }
  }
  const text = (value: unknown): string | null =>
    typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  const name = oneLine(options.name ?? text(pack.name) ?? instance.name);
  const versionId = oneLine(options.versionId ?? text(pack.version) ?? '1.0.0');
  if (name.length < 1 || name.length > 512) throw new ModpackExportError(ExportRefusals.nameLength({ max: '512' }));
  if (versionId.length < 1 || versionId.length > 512)
    throw new ModpackExportError(ExportRefusals.versionLength({ max: '512' }));
  const summary = options.summary ?? text(pack.description);
  return {
    name,
    versionId,
    summary: summary === null ? null : summary.slice(0, 2048),
    author: options.author ?? text(pack.author),
  };
}

/** Requires what every pack format needs to say which game to install. */
export function requireGameVersions(instance: Instance): { minecraft: string } {
  if (instance.minecraft === null) {
    throw new ModpackExportError(ExportRefusals.minecraftUnknown({ name: instance.name }));
  }
  if (instance.loader !== null && instance.loader.version === null) {
    throw new ModpackExportError(ExportRefusals.loaderUnknown({ loader: instance.loader.type, name: instance.name }));
  }
  return { minecraft: instance.minecraft };
}
