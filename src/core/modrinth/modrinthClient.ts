import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type * as z from 'zod';
import { abortableSleep } from '../abortableSleep';
import { oneLine, safeFileName } from '../text/textSafety';
import { renderMessage, type Message } from '../locale/messageCatalog';
import { ModrinthErrorM } from './modrinthErrorMessages';
import { ArchiveSafetyError } from '../archive/archiveSafety';
import { DownloadFailedError, downloadVerified, type FetchLike } from '../download/verifiedDownload';
import {
  projectSchema,
  searchSchema,
  versionSchema,
  type ModrinthFile,
  type ModrinthProject,
  type ModrinthSearchPage,
  type ModrinthVersion,
} from './modrinthTypes';
import { urlHost } from '../displayText';
import { writeFileReplacing } from '../fs/exclusiveTemp';

/**
 * The part of `fetch` the client uses; the global `fetch` fits, tests pass it too (against a local server).
 * It is a superset of the modpack services' FetchLike, so one function serves API calls and verified downloads.
 */
export type ModrinthFetch = (
  url: string,
  init: {
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    signal?: AbortSignal;
    redirect?: 'follow';
  },
) => Promise<{
  ok: boolean;
  status: number;
  headers: { get(name: string): string | null };
  body: AsyncIterable<Uint8Array> | null;
}>;

export const MODRINTH_API = 'https://api.modrinth.com/v2';

export interface ModrinthClientOptions {
  fetch: ModrinthFetch;
  /** Default https://api.modrinth.com/v2 (staging or a compatible server may be given). */
  baseUrl?: string;
  /** Nova's version, for the User-Agent Modrinth requires to identify the app. */
  version?: string;
  /** Folder for the GET cache; none keeps it in memory only. */
  cacheDir?: string | null;
  /** How long a cached GET answer is reused; default 10 minutes. */
  cacheTtlMs?: number;
  /** Per-request time limit; default 20 s (downloads get 10 times as long). */
  timeoutMs?: number;
  /** Retries after HTTP 429 or a 502/503/504; default 2. */
  maxRetries?: number;
  /** Longest wait honoured from `Retry-After` or the rate-limit reset; longer waits fail with a clear error. Default 60 s. */
  maxWaitMs?: number;
  /** Requests per rolling minute the client allows itself (Modrinth allows 300 per IP); default 280. */
  perMinute?: number;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export type ModrinthErrorKind =
  'http' | 'not-found' | 'rate-limited' | 'timeout' | 'network' | 'malformed' | 'hash-mismatch';

/** A failure talking to Modrinth; the message names the problem and what to do. */
export class ModrinthError extends Error {
  /** The same message by id, when it has one, for people in their language; `detail` is the system's own text. */
  text: Message | null = null;
  detail: string | null = null;

  constructor(
    readonly kind: ModrinthErrorKind,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'ModrinthError';
  }

  /** This error with its message by id (and the system's text for Details). */
  withText(text: Message, detail: string | null = null): this {
    this.text = text;
    this.detail = detail;
    return this;
  }
}

export interface SearchQuery {
  query: string;
  /** `mod`, `resourcepack`, `shader`, `modpack`, `datapack`… */
  projectType?: string | null;
  /** Any of these loaders (facet `categories`, OR). */
  loaders?: readonly string[];
  /** Any of these Minecraft versions (facet `versions`, OR). */
  gameVersions?: readonly string[];
  /** Every one of these categories (each its own AND facet). */
  categories?: readonly string[];
  index?: 'relevance' | 'downloads' | 'follows' | 'newest' | 'updated';
  offset?: number;
  limit?: number;
}

export interface VersionFilter {
  loaders?: readonly string[];
  gameVersions?: readonly string[];
  /** Ask for each version's `changelog` too (left out by default, as the API docs recommend). */
  includeChangelog?: boolean;
}

export interface UpdateFilter {
  loaders: readonly string[];
  gameVersions: readonly string[];
  versionTypes?: ReadonlyArray<'release' | 'beta' | 'alpha'>;
}

export type HashAlgorithm = 'sha1' | 'sha512';

/** A verified download waiting in a private temporary folder; `discard` removes it (when the change is declined). */
export interface DownloadedFile {
  tempFile: string;
  size: number;
  discard(): Promise<void>;
}

const MAX_RESPONSE = 16 * 1024 * 1024;
const MEMORY_ENTRIES = 200;

/**
 * Modrinth API v2, host-free: `fetch` is injected. Sends a unique User-Agent,
 * keeps under the per-minute limit and honours `X-Ratelimit-Remaining/Reset`, retries 429 (and 502–504) a
 * bounded number of times after `Retry-After`, caches GET answers briefly (memory, plus a folder when given),
 * and turns every failure into a {@link ModrinthError} whose message says what to do.
 */
export class ModrinthClient {
  readonly baseUrl: string;
  readonly userAgent: string;
  private readonly memory = new Map<string, { at: number; body: string }>();
  private readonly sent: number[] = [];
  private blockedUntil = 0;

  constructor(private readonly options: ModrinthClientOptions) {
    this.baseUrl = (options.baseUrl ?? MODRINTH_API).replace(/\/+$/, '');
    this.userAgent = `nova-modpack/${options.version ?? '0.1.0'} (VS Code extension for modpack authors)`;
  }

  /** The API host, as checklists and messages name it. */
  get host(): string {
    return urlHost(this.baseUrl, this.baseUrl);
  }

  async search(q: SearchQuery, signal?: AbortSignal): Promise<ModrinthSearchPage> {
    const facets: string[][] = [];
    if (q.projectType) facets.push([`project_type:${q.projectType}`]);
    if (q.loaders && q.loaders.length > 0) facets.push(q.loaders.map((l) => `categories:${l}`));
    if (q.gameVersions && q.gameVersions.length > 0) facets.push(q.gameVersions.map((v) => `versions:${v}`));
    for (const c of q.categories ?? []) facets.push([`categories:${c}`]);
    const params = new URLSearchParams({
      query: q.query,
      index: q.index ?? 'relevance',
      offset: String(q.offset ?? 0),
      limit: String(Math.min(100, q.limit ?? 10)),
    });
    if (facets.length > 0) params.set('facets', JSON.stringify(facets));
    return this.getJson(`/search?${params.toString()}`, searchSchema, 'the search', signal);
  }

  async project(idOrSlug: string, signal?: AbortSignal): Promise<ModrinthProject> {
    return this.getJson(`/project/${encodeURIComponent(idOrSlug)}`, projectSchema, `the project '${idOrSlug}'`, signal);
  }

  /** Several projects at once; unknown ids are left out. */
  async projects(ids: readonly string[], signal?: AbortSignal): Promise<ModrinthProject[]> {
    if (ids.length === 0) return [];
    const list = await this.getJson(
      `/projects?${new URLSearchParams({ ids: JSON.stringify(ids) }).toString()}`,
      null,
      'the projects',
      signal,
    );
    return parseList(list, projectSchema);
  }

  /** Versions of a project, newest first, filtered by loaders and game versions (changelogs only when asked for). */
  async projectVersions(
    idOrSlug: string,
    filter: VersionFilter = {},
    signal?: AbortSignal,
  ): Promise<ModrinthVersion[]> {
    const params = new URLSearchParams({ include_changelog: filter.includeChangelog === true ? 'true' : 'false' });
    if (filter.loaders && filter.loaders.length > 0) params.set('loaders', JSON.stringify(filter.loaders));
    if (filter.gameVersions && filter.gameVersions.length > 0)
      params.set('game_versions', JSON.stringify(filter.gameVersions));
    const list = await this.getJson(
      `/project/${encodeURIComponent(idOrSlug)}/version?${params.toString()}`,
      null,
      `the versions of '${idOrSlug}'`,
      signal,
    );
    return parseList(list, versionSchema);
  }

  async version(id: string, signal?: AbortSignal): Promise<ModrinthVersion> {
    return this.getJson(`/version/${encodeURIComponent(id)}`, versionSchema, `the version '${id}'`, signal);
  }

  /** The versions whose files have these hashes (`POST /version_files`); hashes Modrinth does not know are absent. */
  async versionsFromHashes(
    hashes: readonly string[],
    algorithm: HashAlgorithm,
    signal?: AbortSignal,
  ): Promise<Map<string, ModrinthVersion>> {
    if (hashes.length === 0) return new Map();
    const doc = await this.postJson('/version_files', { hashes, algorithm }, 'the hash lookup', signal);
    return parseHashMap(doc, hashes);
  }

  /** The newest version for each hash's project that fits the filter (`POST /version_files/update`). */
  async latestVersionsFromHashes(
    hashes: readonly string[],
    algorithm: HashAlgorithm,
    filter: UpdateFilter,
    signal?: AbortSignal,
  ): Promise<Map<string, ModrinthVersion>> {
    if (hashes.length === 0) return new Map();
    const body = {
      hashes,
      algorithm,
      loaders: filter.loaders,
      game_versions: filter.gameVersions,
      ...(filter.versionTypes ? { version_types: filter.versionTypes } : {}),
    };
    const doc = await this.postJson('/version_files/update', body, 'the update check', signal);
    return parseHashMap(doc, hashes);
  }

  /**
   * Downloads one version file into a new private folder under the OS temporary folder, checking size, sha512 and
   * sha1 as it arrives. A mismatch throws a `hash-mismatch` ModrinthError and leaves nothing behind.
   */
  async download(file: ModrinthFile, signal?: AbortSignal): Promise<DownloadedFile> {
    if (!/^[0-9a-f]{128}$/.test(file.sha512) || !/^[0-9a-f]{40}$/.test(file.sha1)) {
      throw new ModrinthError(
        'malformed',
        `Modrinth lists no valid sha512 and sha1 for ${file.filename}, so it cannot be verified; it was not downloaded.`,
      );
    }
    let url: URL;
    try {
      url = new URL(file.url);
    } catch {
      throw new ModrinthError(
        'malformed',
        `Modrinth gave ${file.filename} an invalid download URL; it was not downloaded.`,
      );
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw new ModrinthError(
        'malformed',
        `Modrinth gave ${file.filename} a ${url.protocol} URL; only HTTP(S) downloads are allowed.`,
      );
    }
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'nova-modrinth-'));
    const dest = path.join(dir, downloadFileName(file.filename));
    const discard = () => discardDownload(dest);
    const timeout = this.timeoutSignal(signal, 10);
    const fetchFile: FetchLike = async (u, init) => {
      await this.throttle(timeout.signal);
      return this.options.fetch(u, { ...init, headers: { ...init.headers, 'user-agent': this.userAgent } });
    };
    try {
      await downloadVerified(
        fetchFile,
        [url.href],
        dest,
        { sha1: file.sha1, sha512: file.sha512, size: file.size },
        file.filename,
        timeout.signal,
      );
      return { tempFile: dest, size: file.size, discard };
    } catch (error) {
      await discard();
      signal?.throwIfAborted();
      if (timeout.timedOut()) throw timeoutError(url.host, this.timeoutMs * 10);
      if (error instanceof ArchiveSafetyError) {
        const text = ModrinthErrorM.hashMismatch({ file: file.filename, host: url.host });
        throw new ModrinthError('hash-mismatch', renderMessage(text, 'en')).withText(text);
      }
      if (error instanceof DownloadFailedError) {
        const text = ModrinthErrorM.downloadFailed({ detail: error.text });
        throw new ModrinthError('network', renderMessage(text, 'en')).withText(text);
      }
      throw error;
    } finally {
      timeout.dispose();
    }
  }

  private get timeoutMs(): number {
    return this.options.timeoutMs ?? 20_000;
  }

  private async getJson<T>(
    pathAndQuery: string,
    schema: z.ZodType<T> | null,
    what: string,
    signal?: AbortSignal,
  ): Promise<T> {
    const url = this.baseUrl + pathAndQuery;
    const cached = await this.cached(url);
    const body = cached ?? (await this.request(url, { method: 'GET' }, what, signal));
    const value = parseJson(body, what, this.host);
    const out = schema === null ? (value as T) : validate(schema, value, what, this.host);
    if (cached === null) await this.store(url, body);
    return out;
  }

  private async postJson(pathAndQuery: string, payload: unknown, what: string, signal?: AbortSignal): Promise<unknown> {
    const body = await this.request(
      this.baseUrl + pathAndQuery,
      { method: 'POST', body: JSON.stringify(payload), headers: { 'content-type': 'application/json' } },
      what,
      signal,
    );
    return parseJson(body, what, this.host);
  }

  /** One API call with throttling, a time limit, bounded retries and readable errors; resolves to the body text. */
  private async request(
    url: string,
    init: { method: 'GET' | 'POST'; body?: string; headers?: Record<string, string> },
    what: string,
    signal?: AbortSignal,
  ): Promise<string> {
    const maxRetries = this.options.maxRetries ?? 2;
    for (let attempt = 0; ; attempt++) {
      await this.throttle(signal);
      const timeout = this.timeoutSignal(signal, 1);
      let status: number;
      let text: string;
      let headers: { get(name: string): string | null };
      try {
        const response = await this.options.fetch(url, {
          method: init.method,
          headers: { accept: 'application/json', 'user-agent': this.userAgent, ...init.headers },
          ...(init.body === undefined ? {} : { body: init.body }),
          signal: timeout.signal,
          redirect: 'follow',
        });
        status = response.status;
        headers = response.headers;
        text = await readBody(response.body, timeout.signal);
      } catch (error) {
        signal?.throwIfAborted();
        if (timeout.timedOut()) throw timeoutError(this.host, this.timeoutMs);
        if (error instanceof ModrinthError) throw error;
        const cause =
          error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
        // Advice first (a toast shows one line); the host and the system's error come last, as details.
        const detail = `${this.host}: ${cause}`;
        const text = ModrinthErrorM.unreachable({ detail });
        throw new ModrinthError('network', renderMessage(text, 'en')).withText(text, detail);
      } finally {
        timeout.dispose();
      }
      this.noteLimits(headers);
      if (status >= 200 && status < 300) return text;
      const retriable = status === 429 || status === 502 || status === 503 || status === 504;
      if (retriable && attempt < maxRetries) {
        const wait = this.retryWait(headers, attempt);
        if (wait <= (this.options.maxWaitMs ?? 60_000)) {
          await this.sleep(wait, signal);
          continue;
        }
      }
      throw httpError(status, text, what, this.host);
    }
  }

  /** Waits while the rolling minute is full or the server said it has no requests left; one wait covers both. */
  private async throttle(signal?: AbortSignal): Promise<void> {
    const perMinute = this.options.perMinute ?? 280;
    const now = this.now();
    while (this.sent.length > 0 && (this.sent[0] as number) <= now - 60_000) this.sent.shift();
    const full = this.sent.length >= perMinute ? (this.sent[this.sent.length - perMinute] as number) + 60_000 - now : 0;
    const wait = Math.max(this.blockedUntil - now, full);
    if (wait > 0) {
      if (wait > (this.options.maxWaitMs ?? 60_000)) {
        throw new ModrinthError(
          'rate-limited',
          `Modrinth's request limit is used up for ${Math.ceil(wait / 1000)} s more; try again after that.`,
          429,
        );
      }
      await this.sleep(wait, signal);
      this.blockedUntil = 0;
      if (this.sent.length >= perMinute) this.sent.splice(0, this.sent.length - perMinute + 1);
    }
    this.sent.push(this.now());
  }

  private noteLimits(headers: { get(name: string): string | null }): void {
    const remaining = Number(headers.get('x-ratelimit-remaining'));
    const reset = Number(headers.get('x-ratelimit-reset'));
    if (
      headers.get('x-ratelimit-remaining') !== null &&
      Number.isFinite(remaining) &&
      remaining <= 0 &&
      Number.isFinite(reset) &&
      reset > 0
    ) {
      this.blockedUntil = Math.max(this.blockedUntil, this.now() + reset * 1000);
    }
  }

  private retryWait(headers: { get(name: string): string | null }, attempt: number): number {
    const after = headers.get('retry-after');
    if (after !== null) {
      const seconds = Number(after);
      if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
      const date = Date.parse(after);
      if (Number.isFinite(date)) return Math.max(0, date - Date.now());
    }
    const reset = Number(headers.get('x-ratelimit-reset'));
    if (headers.get('x-ratelimit-reset') !== null && Number.isFinite(reset) && reset >= 0) return reset * 1000;
    return 1000 * 2 ** attempt;
  }

  private timeoutSignal(
    outer: AbortSignal | undefined,
    factor: number,
  ): { signal: AbortSignal; timedOut(): boolean; dispose(): void } {
    const controller = new AbortController();
    let fired = false;
    const timer = setTimeout(() => {
      fired = true;
      controller.abort(new Error('timeout'));
    }, this.timeoutMs * factor);
    const onAbort = () => controller.abort(outer?.reason);
    if (outer?.aborted) onAbort();
    outer?.addEventListener('abort', onAbort, { once: true });
    return {
      signal: controller.signal,
      timedOut: () => fired,
      dispose: () => {
        clearTimeout(timer);
        outer?.removeEventListener('abort', onAbort);
      },
    };
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private sleep(ms: number, signal?: AbortSignal): Promise<void> {
    return (this.options.sleep ?? abortableSleep)(ms, signal);
  }

  private cacheFile(url: string): string | null {
    const dir = this.options.cacheDir;
    if (!dir) return null;
    return path.join(dir, `${crypto.createHash('sha1').update(url).digest('hex')}.json`);
  }

  private async cached(url: string): Promise<string | null> {
    const ttl = this.options.cacheTtlMs ?? 10 * 60_000;
    const hit = this.memory.get(url);
    if (hit !== undefined && this.now() - hit.at < ttl) return hit.body;
    const file = this.cacheFile(url);
    if (file === null) return null;
    try {
      const entry = JSON.parse(await fs.promises.readFile(file, 'utf8')) as {
        url?: unknown;
        at?: unknown;
        body?: unknown;
      };
      if (
        entry.url === url &&
        typeof entry.at === 'number' &&
        typeof entry.body === 'string' &&
        this.now() - entry.at < ttl
      )
        return entry.body;
    } catch {
      // A missing or damaged cache entry is a miss.
    }
    return null;
  }

  private async store(url: string, body: string): Promise<void> {
    const at = this.now();
    this.memory.delete(url);
    this.memory.set(url, { at, body });
    if (this.memory.size > MEMORY_ENTRIES) this.memory.delete(this.memory.keys().next().value as string);
    const file = this.cacheFile(url);
    if (file === null) return;
    try {
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await writeFileReplacing(file, JSON.stringify({ url, at, body }));
    } catch {
      // The cache is an optimisation; a read-only or full disk only costs a request later.
    }
  }
}

async function readBody(body: AsyncIterable<Uint8Array> | null, signal: AbortSignal): Promise<string> {
  if (body === null) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    signal.throwIfAborted();
    size += chunk.length;
    if (size > MAX_RESPONSE)
      throw new ModrinthError(
        'malformed',
        `Modrinth's answer is larger than ${MAX_RESPONSE / 1024 / 1024} MiB; narrow the request.`,
      );
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string, what: string, host: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ModrinthError(
      'malformed',
      `${host}'s answer to ${what} is not JSON. Check that the Modrinth API address is right, or try again later.`,
    );
  }
}

function validate<T>(schema: z.ZodType<T>, value: unknown, what: string, host: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue === undefined ? '' : ` (${issue.path.join('.') || 'top level'}: ${issue.message})`;
  throw new ModrinthError(
    'malformed',
    `${host}'s answer to ${what} does not have the documented shape${where}. Check the Modrinth API address, or try again later.`,
  );
}

/** Entries that fail validation are skipped: one odd version must not hide the rest. */
function parseList<T>(value: unknown, schema: z.ZodType<T>): T[] {
  if (!Array.isArray(value))
    throw new ModrinthError(
      'malformed',
      `Modrinth answered with something other than a list. Check the Modrinth API address, or try again later.`,
    );
  const out: T[] = [];
  for (const item of value) {
    const parsed = schema.safeParse(item);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}

function parseHashMap(doc: unknown, hashes: readonly string[]): Map<string, ModrinthVersion> {
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) {
    throw new ModrinthError(
      'malformed',
      'Modrinth answered the hash lookup with something other than an object. Check the Modrinth API address, or try again later.',
    );
  }
  const found = new Map<string, ModrinthVersion>();
  const byLower = new Map(Object.entries(doc as Record<string, unknown>).map(([k, v]) => [k.toLowerCase(), v]));
  for (const hash of hashes) {
    const parsed = versionSchema.safeParse(byLower.get(hash.toLowerCase()));
    if (parsed.success) found.set(hash, parsed.data);
  }
  return found;
}

function httpError(status: number, text: string, what: string, host: string): ModrinthError {
  let detail = '';
  try {
    const doc = JSON.parse(text) as { description?: unknown; error?: unknown };
    const d = typeof doc.description === 'string' ? doc.description : typeof doc.error === 'string' ? doc.error : '';
    if (d.trim() !== '') detail = `: ${oneLine(d, 160)}`;
  } catch {
    // Not JSON: the status says enough.
  }
  if (status === 404)
    return new ModrinthError(
      'not-found',
      `Modrinth has no ${what.replace(/^the /, '')} (HTTP 404). Check the id or slug.`,
      status,
    );
  if (status === 429)
    return new ModrinthError(
      'rate-limited',
      `Modrinth is limiting requests (HTTP 429) for ${what}; wait a minute and try again.`,
      status,
    );
  if (status === 410)
    return new ModrinthError(
      'http',
      `${host} no longer serves this API version (HTTP 410); Nova needs an update.`,
      status,
    );
  if (status >= 500)
    return new ModrinthError(
      'http',
      `Modrinth failed to answer ${what} (HTTP ${status}${detail}); the service may be down, try again in a few minutes.`,
      status,
    );
  return new ModrinthError('http', `Modrinth refused ${what} (HTTP ${status}${detail}). Check the arguments.`, status);
}

function timeoutError(host: string, ms: number): ModrinthError {
  const text = ModrinthErrorM.timeout({ host, seconds: Math.round(ms / 1000) });
  return new ModrinthError('timeout', renderMessage(text, 'en')).withText(text);
}

/** A download's file name as Modrinth gives it, reduced to one safe path segment. */
export function downloadFileName(name: string): string {
  return safeFileName(name, { fallback: 'download.jar', replacement: '_', max: 180 });
}

/** The runtime's global `fetch` as a {@link ModrinthFetch} (Node's web streams are async-iterable). */
export const globalModrinthFetch: ModrinthFetch = async (url, init) => {
  const response = await fetch(url, init);
  return {
    ok: response.ok,
    status: response.status,
    headers: response.headers,
    body: response.body as unknown as AsyncIterable<Uint8Array> | null,
  };
};

/**
 * Removes a download made by {@link ModrinthClient.download} that will not be applied (declined or failed), with
 * its private folder. Anything not in such a folder under the OS temporary folder is left alone.
 */
export async function discardDownload(tempFile: string): Promise<void> {
  const dir = path.dirname(tempFile);
  if (path.resolve(path.dirname(dir)) !== path.resolve(os.tmpdir()) || !path.basename(dir).startsWith('nova-modrinth-'))
    return;
  await fs.promises.rm(dir, { recursive: true, force: true });
}
