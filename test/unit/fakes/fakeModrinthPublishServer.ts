import * as crypto from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** One file part of an upload, as the server parsed it. */
export interface UploadedPart {
  name: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** One `POST /v2/version` as the server parsed it (multipart/form-data, RFC 7578). */
export interface Upload {
  authorization: string;
  /** Part names in the order they came. */
  order: string[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the `data` JSON, asserted on field by field
  data: any;
  files: UploadedPart[];
}

/**
 * A scripted answer to the next upload: an HTTP status (with headers and a JSON body), or a dropped connection —
 * `drop: 'before'` closes it without creating anything, `drop: 'after-create'` creates the version and then closes
 * it without an answer (the lost-answer case).
 */
export type UploadStep =
  | { status: number; headers?: Record<string, string>; json?: unknown }
  /** `failListAfter`: then fail this many reads of the version list with HTTP 500. */
  | { drop: 'before' | 'after-create'; failListAfter?: number };

export interface FakeVersionEntry {
  id: string;
  project_id: string;
  version_number: string;
  files: Array<{ filename: string; bytes: Buffer; primary: boolean }>;
}

export interface FakeModrinthPublishServer {
  baseUrl: string;
  /** Every request line with its Authorization header (to check the token goes only there). */
  requests: Array<{ method: string; url: string; authorization: string }>;
  uploads: Upload[];
  versions: FakeVersionEntry[];
  /** Answers uploads in order with these before the normal route. */
  scriptUpload(...steps: UploadStep[]): void;
  /** Makes the next N reads of the version list fail with HTTP 500. */
  failVersionList(times: number): void;
  close(): Promise<void>;
}

const sha = (algorithm: string, data: Buffer) => crypto.createHash(algorithm).update(data).digest('hex');

/** Splits a multipart/form-data body into parts (headers parsed, bodies as bytes). */
export function parseMultipart(
  body: Buffer,
  contentType: string,
): Array<{ headers: Record<string, string>; body: Buffer }> {
  const m = contentType.match(/boundary=(?:"([^"]+)"|([^;]+))/i);
  if (m === null) throw new Error('no boundary');
  const delimiter = Buffer.from(`--${m[1] ?? m[2]}`);
  const parts: Array<{ headers: Record<string, string>; body: Buffer }> = [];
  let at = body.indexOf(delimiter);
  if (at !== 0) throw new Error('the body does not start with the boundary');
  for (;;) {
    const after = at + delimiter.length;
    if (body.subarray(after, after + 2).toString() === '--') break;
    if (body.subarray(after, after + 2).toString() !== '\r\n') throw new Error('bad delimiter line');
    const headerEnd = body.indexOf('\r\n\r\n', after + 2);
    if (headerEnd < 0) throw new Error('unterminated part headers');
    const headers: Record<string, string> = {};
    for (const line of body
      .subarray(after + 2, headerEnd)
      .toString('utf8')
      .split('\r\n')) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headerEnd + 4);
    if (next < 0) throw new Error('unterminated part');
    parts.push({ headers, body: body.subarray(headerEnd + 4, next) });
    at = next + 2;
  }
  return parts;
}

function dispositionParam(header: string, key: string): string | null {
  const m = header.match(new RegExp(`;\\s*${key}="([^"]*)"`));
  return m === null ? null : (m[1] ?? null);
}

/**
 * A Modrinth API v2 look-alike for publishing, over real HTTP on 127.0.0.1: `GET /v2/project/{id|slug}`,
 * `GET /v2/project/{id}/version`, and `POST /v2/version` parsed as multipart the way labrinth does (the `data` part
 * must come first, every name in `file_parts` must have a part, 401 without the expected token, 400 for a taken
 * version number). Answers have the documented shapes; `scriptUpload` scripts 429s, 5xx and dropped connections.
 */
export async function startFakeModrinthPublishServer(options: {
  token: string;
  project: { id: string; slug: string; project_type?: string };
}): Promise<FakeModrinthPublishServer> {
  const requests: FakeModrinthPublishServer['requests'] = [];
  const uploads: Upload[] = [];
  const versions: FakeVersionEntry[] = [];
  const script: UploadStep[] = [];
  let listFailures = 0;
  let origin = '';
  let counter = 0;

  const versionJson = (v: FakeVersionEntry) => ({
    id: v.id,
    project_id: v.project_id,
    author_id: 'author1',
    featured: false,
    name: v.version_number,
    version_number: v.version_number,
    changelog: null,
    date_published: '2026-12-01T00:00:00Z',
    downloads: 0,
    version_type: 'release',
    status: 'listed',
    loaders: ['mrpack'],
    game_versions: ['1.20.1'],
    files: v.files.map((f) => ({
      hashes: { sha1: sha('sha1', f.bytes), sha512: sha('sha512', f.bytes) },
      url: `${origin}/files/${f.filename}`,
      filename: f.filename,
      primary: f.primary,
      size: f.bytes.length,
      file_type: null,
    })),
    dependencies: [],
  });
  const send = (res: http.ServerResponse, status: number, json: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'x-ratelimit-limit': '300',
      'x-ratelimit-remaining': '299',
      'x-ratelimit-reset': '60',
      ...headers,
    });
    res.end(JSON.stringify(json));
  };
  const project = { project_type: 'modpack', ...options.project };
  /** `POST /v2/version_files`: this fake knows no mod files, so every hash is absent (the documented empty answer). */
  const hashLookup = (chunks: Buffer[]): Record<string, unknown> => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { hashes?: unknown };
    if (!Array.isArray(body.hashes)) throw new Error('hashes missing');
    return {};
  };
  const create = (upload: Upload): FakeVersionEntry => {
    const primary = upload.data.primary_file as string | undefined;
    const entry: FakeVersionEntry = {
      id: `V${String(++counter).padStart(7, '0')}`,
      project_id: project.id,
      version_number: upload.data.version_number as string,
      files: upload.files.map((f, i) => ({
        filename: f.filename,
        bytes: f.bytes,
        primary: primary === undefined ? i === 0 : f.name === primary,
      })),
    };
    versions.push(entry);
    return entry;
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', origin);
      const authorization = String(req.headers['authorization'] ?? '');
      requests.push({ method: req.method ?? 'GET', url: `${url.pathname}${url.search}`, authorization });
      const p = url.pathname;
      let m: RegExpMatchArray | null;
      // The read-only hash lookup of the gate needs no token (and Nova sends none there).
      if (req.method === 'POST' && p === '/v2/version_files') return send(res, 200, hashLookup(chunks));
      if (req.method === 'GET' && p === '/v2/projects') return send(res, 200, []);
      if (authorization !== options.token)
        return send(res, 401, {
          error: 'unauthorized',
          description: 'Authentication Error: Invalid Authentication Credentials',
        });
      if (req.method === 'GET' && (m = p.match(/^\/v2\/project\/([^/]+)\/version$/))) {
        const id = decodeURIComponent(m[1]!);
        if (id !== project.id && id !== project.slug) return send(res, 404, { error: 'not_found', description: '' });
        if (listFailures > 0) {
          listFailures--;
          return send(res, 500, { error: 'internal', description: 'database unavailable' });
        }
        return send(res, 200, [...versions].reverse().map(versionJson));
      }
      if (req.method === 'GET' && (m = p.match(/^\/v2\/project\/([^/]+)$/))) {
        const id = decodeURIComponent(m[1]!);
        if (id !== project.id && id !== project.slug)
          return send(res, 404, { error: 'not_found', description: 'the requested route does not exist' });
        return send(res, 200, {
          id: project.id,
          slug: project.slug,
          title: 'The Pack',
          description: 'a pack',
          project_type: project.project_type,
          downloads: 0,
          client_side: 'required',
          server_side: 'required',
          loaders: ['fabric'],
          game_versions: ['1.20.1'],
          versions: versions.map((v) => v.id),
          license: { id: 'MIT', name: 'MIT License', url: null },
        });
      }
      if (req.method === 'POST' && p === '/v2/version') {
        let upload: Upload;
        try {
          const parts = parseMultipart(Buffer.concat(chunks), String(req.headers['content-type'] ?? ''));
          const order = parts.map((part) => dispositionParam(part.headers['content-disposition'] ?? '', 'name') ?? '');
          if (order[0] !== 'data')
            return send(res, 400, { error: 'invalid_input', description: '`data` field is required' });
          const data = JSON.parse(parts[0]!.body.toString('utf8'));
          const files = parts.slice(1).map((part, i) => ({
            name: order[i + 1]!,
            filename: dispositionParam(part.headers['content-disposition'] ?? '', 'filename') ?? '',
            contentType: part.headers['content-type'] ?? '',
            bytes: Buffer.from(part.body),
          }));
          upload = { authorization, order, data, files };
        } catch (error) {
          return send(res, 400, {
            error: 'invalid_input',
            description: `Error while parsing multipart payload: ${String(error)}`,
          });
        }
        uploads.push(upload);
        const step = script.shift();
        if (step !== undefined && 'drop' in step) {
          if (step.drop === 'after-create') create(upload);
          listFailures = step.failListAfter ?? 0;
          req.socket.destroy();
          return;
        }
        if (step !== undefined) return send(res, step.status, step.json ?? {}, step.headers);
        const fileParts = upload.data.file_parts as string[];
        if (!Array.isArray(fileParts) || fileParts.some((name) => !upload.files.some((f) => f.name === name)))
          return send(res, 400, { error: 'invalid_input', description: 'Some file parts were not uploaded' });
        if (versions.some((v) => v.version_number === upload.data.version_number))
          return send(res, 400, { error: 'invalid_input', description: 'Version number already exists' });
        return send(res, 200, versionJson(create(upload)));
      }
      return send(res, 404, { error: 'not_found', description: 'the requested route does not exist' });
    });
  });
  const sockets = new Set<Socket>();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl: `${origin}/v2`,
    requests,
    uploads,
    versions,
    scriptUpload: (...steps) => void script.push(...steps),
    failVersionList: (times) => void (listFailures = times),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
