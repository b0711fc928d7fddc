import * as fs from 'node:fs';
import { createExclusiveTemp } from '../fs/exclusiveTemp';
import * as os from 'node:os';
import * as path from 'node:path';
import type { FetchLike } from '../download/verifiedDownload';
import { createPackwizHasher, isPackwizHashFormat, sameHash } from './packwizHash';
import type { PackwizMeta } from '../formats/packwizMeta';

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
  { ok: true; file: string; downloaded: boolean } | { ok: false; reason: string; mismatch: boolean };

/**
 * A content-addressed store of jars keyed by the metafile's own hash (`<dir>/<format>/<hash>`): each file is fetched
 * at most once, streamed to a temporary file beside its final place, hashed as it arrives and renamed into place only
 * when it matches the metafile. A cached file is re-hashed before use, so a damaged cache is never trusted.
 */
export class PackwizJarCache {
  private readonly pending = new Map<string, Promise<CachedJar>>();

  constructor(
    readonly dir: string,
    private readonly fetchFile: FetchLike,
  ) {}

  /** The cached jar for a metafile, downloading it when absent. Never throws for network or hash problems. */
  async get(meta: PackwizMeta, signal?: AbortSignal): Promise<CachedJar> {
    const format = meta.hashFormat ?? '';
    const hash = (meta.hash ?? '').trim();
    if (!isPackwizHashFormat(format) || hash === '' || !/^[0-9a-zA-Z]+$/.test(hash))
      return { ok: false, reason: 'the metafile has no usable hash', mismatch: false };
    if (meta.mode === 'metadata:curseforge' || meta.url === null || meta.url === '')
      return {
        ok: false,
        reason: 'it is downloaded through the CurseForge API, which Nova does not call',
        mismatch: false,
      };
    const key = `${format}/${hash.toLowerCase()}`;
    const existing = this.pending.get(key);
    if (existing) return existing;
    const job = this.fetchOnce(meta.url, format, hash, path.join(this.dir, format, hash.toLowerCase()), signal);
    this.pending.set(key, job);
    return job;
  }

  private async fetchOnce(
    url: string,
    format: Parameters<typeof createPackwizHasher>[0],
    hash: string,
    dest: string,
    signal?: AbortSignal,
  ): Promise<CachedJar> {
    if (await matchesOnDisk(dest, format, hash)) return { ok: true, file: dest, downloaded: false };
    await fs.promises.mkdir(path.dirname(dest), { recursive: true });
    let temp: string | null = null;
    try {
      const response = await this.fetchFile(url, { signal, redirect: 'follow' });
      if (!response.ok || response.body === null)
        return { ok: false, reason: `${url} answered HTTP ${response.status}`, mismatch: false };
      const hasher = createPackwizHasher(format);
      const created = await createExclusiveTemp(dest);
      temp = created.path;
      const handle = created.handle;
      let size = 0;
      try {
        for await (const chunk of response.body) {
          size += chunk.length;
          if (size > MAX_JAR_BYTES)
            return { ok: false, reason: `${url} is larger than ${MAX_JAR_BYTES} bytes`, mismatch: false };
          hasher.update(chunk);
          await handle.write(chunk);
        }
      } finally {
        await handle.close();
      }
      if (!sameHash(format, hash, hasher.digest()))
        return { ok: false, reason: `the file at ${url} does not match the metafile's ${format} hash`, mismatch: true };
      await fs.promises.rename(temp, dest);
      temp = null;
      return { ok: true, file: dest, downloaded: true };
    } catch (error) {
      signal?.throwIfAborted();
      return { ok: false, reason: `${url} could not be downloaded (${(error as Error).message})`, mismatch: false };
    } finally {
      if (temp !== null) await fs.promises.rm(temp, { force: true });
    }
  }
}

async function matchesOnDisk(
  file: string,
  format: Parameters<typeof createPackwizHasher>[0],
  hash: string,
): Promise<boolean> {
  try {
    const hasher = createPackwizHasher(format);
    for await (const chunk of fs.createReadStream(file)) hasher.update(chunk as Buffer);
    return sameHash(format, hash, hasher.digest());
  } catch {
    return false;
  }
}
