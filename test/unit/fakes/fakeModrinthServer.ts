import * as crypto from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { readRequestBody } from './requestBody';

/** One request as the server saw it. */
export interface ModrinthRequest {
  method: string;
  /** Path and query, e.g. `/v2/search?query=…`. */
  url: string;
  userAgent: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON that tests assert on field by field
  body: any;
}

export interface FakeProject {
  id: string;
  slug: string;
  title: string;
  description?: string;
  project_type: 'mod' | 'resourcepack' | 'shader' | 'modpack';
  loaders?: string[];
  downloads?: number;
  /** `license.id` of the project (SPDX or `LicenseRef-…`); default `LicenseRef-Unknown`, Modrinth's for new projects. */
  license?: string;
  /** v2 side labels; default `required` / `optional`. */
  client_side?: 'required' | 'optional' | 'unsupported' | 'unknown';
  server_side?: 'required' | 'optional' | 'unsupported' | 'unknown';
}

export interface FakeVersion {
  id: string;
  project_id: string;
  version_number: string;
  loaders: string[];
  game_versions: string[];
  date_published: string;
  filename: string;
  content: Buffer;
  dependencies?: Array<{
    project_id: string | null;
    version_id: string | null;
    dependency_type: 'required' | 'optional' | 'incompatible' | 'embedded';
  }>;
  version_type?: 'release' | 'beta' | 'alpha';
  /** Markdown notes; sent by the project version list unless `include_changelog=false`, and by the other routes. */
  changelog?: string;
  /** The download URL to list instead of this server's own `/files/` URL. */
  url?: string;
}

/** A scripted answer for the next request whose path starts with `prefix` (checked before the normal routes). */
export interface Override {
  prefix: string;
  status?: number;
  headers?: Record<string, string>;
  /** Raw text, sent as is (for malformed JSON); otherwise `json` is serialized. */
  text?: string;
  json?: unknown;
  /** Wait this long before answering (slow responses). */
  delayMs?: number;
  /** Answer normally, but with these headers added. */
  passThrough?: boolean;
}

export interface FakeModrinthServer {
  /** `http://127.0.0.1:PORT/v2`: the client's base URL. */
  baseUrl: string;
  host: string;
  requests: ModrinthRequest[];
  addProject(project: FakeProject): void;
  addVersion(version: FakeVersion): void;
  /** Answers the next matching request with this instead of the normal route. */
  override(step: Override): void;
  /** Serves these bytes instead of a version file's own (a tampered download). */
  tamper(filename: string, bytes: Buffer): void;
  close(): Promise<void>;
}

const sha = (algorithm: string, data: Buffer) => crypto.createHash(algorithm).update(data).digest('hex');

/**
 * A Modrinth API v2 look-alike over real HTTP on 127.0.0.1: search with facets,
 * projects, project versions with loader/game-version filters, versions, `version_files` and
 * `version_files/update`, and file downloads under `/files/`. Answers have the documented shapes; overrides
 * script errors, 429s, slow or malformed answers. Records every request with its User-Agent.
 */
export async function startFakeModrinthServer(): Promise<FakeModrinthServer> {
  const projects = new Map<string, FakeProject>();
  const versions = new Map<string, FakeVersion>();
  const overrides: Override[] = [];
  const tampered = new Map<string, Buffer>();
  const requests: ModrinthRequest[] = [];
  let origin = '';

  const versionJson = (v: FakeVersion, includeChangelog = true) => ({
    id: v.id,
    project_id: v.project_id,
    author_id: 'author1',
    featured: false,
    name: `${v.version_number}`,
    version_number: v.version_number,
    changelog: includeChangelog ? (v.changelog ?? null) : null,
    date_published: v.date_published,
    downloads: 10,
    version_type: v.version_type ?? 'release',
    status: 'listed',
    loaders: v.loaders,
    game_versions: v.game_versions,
    files: [
      {
        hashes: { sha1: sha('sha1', v.content), sha512: sha('sha512', v.content) },
        url: v.url ?? `${origin}/files/${encodeURIComponent(v.filename)}`,
        filename: v.filename,
        primary: true,
        size: v.content.length,
        file_type: null,
      },
    ],
    dependencies: (v.dependencies ?? []).map((d) => ({ ...d, file_name: null })),
  });
  const projectJson = (p: FakeProject) => ({
    id: p.id,
    slug: p.slug,
    title: p.title,
    description: p.description ?? `${p.title} does things`,
    project_type: p.project_type,
    downloads: p.downloads ?? 1000,
    client_side: p.client_side ?? 'required',
    server_side: p.server_side ?? 'optional',
    loaders: p.loaders ?? [],
    game_versions: [
      ...new Set([...versions.values()].filter((v) => v.project_id === p.id).flatMap((v) => v.game_versions)),
    ],
    versions: [...versions.values()].filter((v) => v.project_id === p.id).map((v) => v.id),
    license: { id: p.license ?? 'LicenseRef-Unknown', name: p.license ?? 'Unknown', url: null },
  });
  const findProject = (idOrSlug: string) =>
    projects.get(idOrSlug) ?? [...projects.values()].find((p) => p.slug === idOrSlug);
  const newestFirst = (list: FakeVersion[]) =>
    [...list].sort((a, b) => Date.parse(b.date_published) - Date.parse(a.date_published));
  const versionOfHash = (hash: string, algorithm: string) =>
    [...versions.values()].find((v) => sha(algorithm === 'sha1' ? 'sha1' : 'sha512', v.content) === hash.toLowerCase());

  const route = (method: string, url: URL, body: unknown): { status: number; json?: unknown; bytes?: Buffer } => {
    const p = url.pathname;
    const q = url.searchParams;
    if (method === 'GET' && p === '/v2/search') {
      const facets = JSON.parse(q.get('facets') ?? '[]') as string[][];
      const words = (q.get('query') ?? '').toLowerCase();
      const hits = [...projects.values()].filter((proj) => {
        if (words !== '' && !`${proj.title} ${proj.slug} ${proj.description ?? ''}`.toLowerCase().includes(words))
          return false;
        const own = [...versions.values()].filter((v) => v.project_id === proj.id);
        return facets.every((group) =>
          group.some((facet) => {
            const [key, value] = facet.split(':') as [string, string];
            if (key === 'project_type') return proj.project_type === value;
            if (key === 'categories') return own.some((v) => v.loaders.includes(value));
            if (key === 'versions') return own.some((v) => v.game_versions.includes(value));
            return true;
          }),
        );
      });
      const offset = Number(q.get('offset') ?? 0);
      const limit = Number(q.get('limit') ?? 10);
      return {
        status: 200,
        json: {
          hits: hits.slice(offset, offset + limit).map((h) => ({
            project_id: h.id,
            project_type: h.project_type,
            slug: h.slug,
            author: 'someone',
            title: h.title,
            description: h.description ?? `${h.title} does things`,
            categories: h.loaders ?? [],
            display_categories: [],
            versions: [
              ...new Set([...versions.values()].filter((v) => v.project_id === h.id).flatMap((v) => v.game_versions)),
            ],
            downloads: h.downloads ?? 1000,
            follows: 1,
            icon_url: null,
            date_created: '2023-01-01T00:00:00Z',
            date_modified: '2024-01-01T00:00:00Z',
            latest_version: null,
            license: 'MIT',
            client_side: 'required',
            server_side: 'optional',
            gallery: [],
          })),
          offset,
          limit,
          total_hits: hits.length,
        },
      };
    }
    let m: RegExpMatchArray | null;
    if (method === 'GET' && p === '/v2/projects') {
      const ids = JSON.parse(q.get('ids') ?? '[]') as string[];
      return {
        status: 200,
        json: ids
          .map(findProject)
          .filter((x): x is FakeProject => x !== undefined)
          .map(projectJson),
      };
    }
    if (method === 'GET' && (m = p.match(/^\/v2\/project\/([^/]+)\/version$/))) {
      const proj = findProject(decodeURIComponent(m[1] as string));
      if (proj === undefined)
        return { status: 404, json: { error: 'not_found', description: 'the requested route does not exist' } };
      const loaders = q.has('loaders') ? (JSON.parse(q.get('loaders') as string) as string[]) : null;
      const games = q.has('game_versions') ? (JSON.parse(q.get('game_versions') as string) as string[]) : null;
      const list = [...versions.values()].filter(
        (v) =>
          v.project_id === proj.id &&
          (loaders === null || v.loaders.some((l) => loaders.includes(l))) &&
          (games === null || v.game_versions.some((g) => games.includes(g))),
      );
      const changelogs = q.get('include_changelog') !== 'false';
      return { status: 200, json: newestFirst(list).map((v) => versionJson(v, changelogs)) };
    }
    if (method === 'GET' && (m = p.match(/^\/v2\/project\/([^/]+)$/))) {
      const proj = findProject(decodeURIComponent(m[1] as string));
      return proj === undefined
        ? { status: 404, json: { error: 'not_found', description: 'the requested route does not exist' } }
        : { status: 200, json: projectJson(proj) };
    }
    if (method === 'GET' && (m = p.match(/^\/v2\/version\/([^/]+)$/))) {
      const v = versions.get(decodeURIComponent(m[1] as string));
      return v === undefined
        ? { status: 404, json: { error: 'not_found', description: 'the requested route does not exist' } }
        : { status: 200, json: versionJson(v) };
    }
    if (method === 'POST' && p === '/v2/version_files') {
      const { hashes, algorithm } = body as { hashes: string[]; algorithm: string };
      const out: Record<string, unknown> = {};
      for (const h of hashes) {
        const v = versionOfHash(h, algorithm);
        if (v !== undefined) out[h] = versionJson(v);
      }
      return { status: 200, json: out };
    }
    if (method === 'POST' && p === '/v2/version_files/update') {
      const { hashes, algorithm, loaders, game_versions } = body as {
        hashes: string[];
        algorithm: string;
        loaders?: string[];
        game_versions?: string[];
      };
      if (!Array.isArray(loaders) || !Array.isArray(game_versions))
        return { status: 400, json: { error: 'invalid_input', description: 'loaders and game_versions are required' } };
      const out: Record<string, unknown> = {};
      for (const h of hashes) {
        const v = versionOfHash(h, algorithm);
        if (v === undefined) continue;
        const latest = newestFirst(
          [...versions.values()].filter(
            (c) =>
              c.project_id === v.project_id &&
              c.loaders.some((l) => loaders.includes(l)) &&
              c.game_versions.some((g) => game_versions.includes(g)),
          ),
        )[0];
        if (latest !== undefined) out[h] = versionJson(latest);
      }
      return { status: 200, json: out };
    }
    if (method === 'GET' && (m = p.match(/^\/files\/([^/]+)$/))) {
      const name = decodeURIComponent(m[1] as string);
      const v = [...versions.values()].find((c) => c.filename === name);
      if (v === undefined) return { status: 404, json: { error: 'not_found' } };
      return { status: 200, bytes: tampered.get(name) ?? v.content };
    }
    return { status: 404, json: { error: 'not_found', description: 'the requested route does not exist' } };
  };

  const server = http.createServer((req, res) => {
    readRequestBody(req, (body) => {
      const url = new URL(req.url ?? '/', origin);
      requests.push({
        method: req.method ?? 'GET',
        url: `${url.pathname}${url.search}`,
        userAgent: String(req.headers['user-agent'] ?? ''),
        body,
      });
      const index = overrides.findIndex((o) => url.pathname.startsWith(o.prefix));
      const step = index >= 0 ? overrides.splice(index, 1)[0] : undefined;
      const answer = (): void => {
        if (res.destroyed) return;
        if (step !== undefined && step.passThrough !== true) {
          res.writeHead(step.status ?? 200, { 'content-type': 'application/json', ...step.headers });
          res.end(step.text ?? JSON.stringify(step.json ?? {}));
          return;
        }
        const out = route(req.method ?? 'GET', url, body);
        const headers = {
          'x-ratelimit-limit': '300',
          'x-ratelimit-remaining': '299',
          'x-ratelimit-reset': '60',
          ...step?.headers,
        };
        if (out.bytes !== undefined) {
          res.writeHead(out.status, {
            'content-type': 'application/java-archive',
            'content-length': String(out.bytes.length),
            ...headers,
          });
          res.end(out.bytes);
        } else {
          res.writeHead(out.status, { 'content-type': 'application/json', ...headers });
          res.end(JSON.stringify(out.json));
        }
      };
      if (step?.delayMs !== undefined) setTimeout(answer, step.delayMs);
      else answer();
    });
  });
  const sockets = new Set<Socket>();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    baseUrl: `${origin}/v2`,
    host: `127.0.0.1:${port}`,
    requests,
    addProject: (p) => void projects.set(p.id, p),
    addVersion: (v) => void versions.set(v.id, v),
    override: (o) => void overrides.push(o),
    tamper: (name, bytes) => void tampered.set(name, bytes),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
