import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { DownloadTimeLimits } from '../download/streamDownload';
import { streamDownload } from '../download/streamDownload';
import type { FetchLike } from '../download/verifiedDownload';
import { lstatOrNull } from '../fs/lstatOrNull';
import { errorMessage } from '../text/textSafety';
import {
  hashShapeMessage,
  isPackwizHashFormat,
  packwizFileHash,
  sameHash,
  type PackwizHashFormat,
} from './packwizHash';
import type { PackwizMeta } from '../formats/packwizMeta';
import type { Message } from '../locale/messageCatalog';
import { JarCacheMessages as M } from './jarCacheMessages';

/** Largest jar fetched into the cache; a bigger body is cut off and refused. */
const MAX_JAR_BYTES = 512 * 1024 * 1024;

/**
 * The user cache folder for downloaded pack jars, never inside a workspace: `NOVA_CACHE_DIR` when set, else
 * `%LOCALAPPDATA%\nova\jars` (Windows), `~/Library/Caches/nova/jars` (macOS), `$XDG_CACHE_HOME/nova/jars` or
 * `~/.cache/nova/jars`.
 */
export function defaultJarCacheDir(env: NodeJS.ProcessEnv = process.env, platform = process.platform): string {
  if (env['NOVA_CACHE_DIR']) return path.join(env['NOVA_CACHE_DIR'], 'jars');
  if (platform === 'win32' && env['LOCALAPPDATA']) return path.join(env['LOCALAPPDATA'], 'nova', 'jars');
  if (platform === 'darwin') return path.join(os.homedir(), 'Library', 'Caches', 'nova', 'jars');
  return path.join(env['XDG_CACHE_HOME'] || path.join(os.homedir(), '.cache'), 'nova', 'jars');
}

export type CachedJar =
  { ok: true; file: string; downloaded: boolean } | { ok: false; reason: Message; mismatch: boolean };

/**
 * A content-addressed store of jars keyed by the metafile's own hash (`<dir>/<format>/<hash>`): each file is fetched
 * at most once, streamed to a temporary file beside its final place, hashed as it arrives and renamed into place only
 * when it matches the metafile. A cached file is re-hashed before use, so a damaged cache is never trusted; an entry
 * that is not a regular file (a FIFO, a link) is refused, never read.
 */
export class PackwizJarCache {
  private readonly pending = new Map<string, Promise<CachedJar>>();

  constructor(
    readonly dir: string,
    private readonly fetchFile: FetchLike,
    /** Time limits of each download (streamDownload.ts defaults when absent). */
    private readonly limits?: DownloadTimeLimits,
  ) {}

  /** The cached jar for a metafile, downloading it when absent. Never throws for network or hash problems. */
  async get(meta: PackwizMeta, signal?: AbortSignal): Promise<CachedJar> {
    const format = meta.hashFormat ?? '';
    const hash = (meta.hash ?? '').trim();
    if (!isPackwizHashFormat(format) || hash === '') return { ok: false, reason: M.noHash({}), mismatch: false };
    // The hash names the cache file, so one that cannot be a hash (5,000 characters, `../`) never reaches a path.
    const shape = hashShapeMessage(format, hash);
    if (shape !== null) return { ok: false, reason: shape, mismatch: false };
    if (meta.mode === 'metadata:curseforge' || meta.url === null || meta.url === '')
      return { ok: false, reason: M.curseforgeApi({}), mismatch: false };
    const key = `${format}/${hash.toLowerCase()}`;
    const existing = this.pending.get(key);
    if (existing) return existing;
    const job = this.fetchOnce(meta.url, format, hash, path.join(this.dir, format, hash.toLowerCase()), signal);
    this.pending.set(key, job);
    return job;
  }

  private async fetchOnce(
    url: string,
    format: PackwizHashFormat,
    hash: string,
    dest: string,
    signal?: AbortSignal,
  ): Promise<CachedJar> {
    const present = await lstatOrNull(dest);
    if (present !== null && !present.isFile())
      return { ok: false, reason: M.entryNotFile({ path: dest }), mismatch: false };
    if (present !== null && (await matchesOnDisk(dest, format, hash, signal)))
      return { ok: true, file: dest, downloaded: false };
    try {
      await fs.promises.mkdir(path.dirname(dest), { recursive: true });
    } catch (error) {
      return { ok: false, reason: M.folderFailed({ detail: errorMessage(error) }), mismatch: false };
    }
    const outcome = await streamDownload(this.fetchFile, url, {
      maxBytes: MAX_JAR_BYTES,
      // Hashed from the temporary file once it is complete: murmur2 needs the length first (packwizHash.ts).
      onChunk: () => undefined,
      saveTo: {
        dest,
        accept: async (_size, temp) =>
          sameHash(format, hash, await packwizFileHash(format, temp, signal)) ? null : M.hashMismatch({ url, format }),
      },
      signal,
      limits: this.limits,
    });
    if (outcome.ok) return { ok: true, file: dest, downloaded: true };
    switch (outcome.kind) {
      case 'rejected':
        return { ok: false, reason: outcome.reason, mismatch: true };
      case 'http':
        return { ok: false, reason: M.answered({ url, reason: outcome.reason }), mismatch: false };
      case 'too-large':
        return { ok: false, reason: M.tooLarge({ url, max: MAX_JAR_BYTES }), mismatch: false };
      default:
        return { ok: false, reason: M.downloadFailed({ url, reason: outcome.reason }), mismatch: false };
    }
  }
}

async function matchesOnDisk(
  file: string,
  format: PackwizHashFormat,
  hash: string,
  signal: AbortSignal | undefined,
): Promise<boolean> {
  try {
    return sameHash(format, hash, await packwizFileHash(format, file, signal));
  } catch {
    signal?.throwIfAborted();
    return false;
  }
}
