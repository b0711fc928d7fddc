import { renderMessage } from '../../src/core/locale/messageCatalog';
import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import * as path from 'node:path';
import { streamDownload } from '../../src/core/download/streamDownload';
import { downloadVerified, DownloadFailedError } from '../../src/core/download/verifiedDownload';
import { hashRemote } from '../../src/core/download/remoteHash';
import { PackwizJarCache } from '../../src/core/packwiz/packwizJarCache';
import { createPackwizHasher, murmur2Length, packwizFileHash, packwizHash } from '../../src/core/packwiz/packwizHash';
import type { PackwizMeta } from '../../src/core/formats/packwizMeta';
import { runNova } from './fixtures/cliRun';
import { fabricJar } from './fixtures/modJars';
import { pseudoRandom } from './fixtures/modpackFixtures';
import { writePackwizPack } from './fixtures/packwizProjects';
import { makeTempDir, removeTempDir } from './fixtures/zipBuilder';

/** A local server on 127.0.0.1 whose behaviour per path the test chooses. */
async function startServer(
  handler: (req: http.IncomingMessage, res: http.ServerResponse) => void,
): Promise<{ url: (p: string) => string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = http.createServer(handler);
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (p) => `http://127.0.0.1:${port}${p}`,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const fetchFile = globalThis.fetch;
const quick = { idleMs: 300, totalMs: 1500 };

function meta(overrides: Partial<PackwizMeta>): PackwizMeta {
  return {
    name: 'x',
    filename: 'x.jar',
    side: 'both',
    url: null,
    hashFormat: 'sha1',
    hash: null,
    mode: '',
    modrinth: null,
    curseforge: null,
    option: null,
    ...overrides,
  } as PackwizMeta;
}

describe('downloads: one streaming download with a time limit, hostile servers and caches', () => {
  let dir: string;
  let server: Awaited<ReturnType<typeof startServer>>;
  const body = pseudoRandom(300_000, 7);

  before(async () => {
    dir = await makeTempDir('nova-dl-');
    server = await startServer((req, res) => {
      if (req.url === '/silent') return; // accepts the connection, never answers
      if (req.url === '/stall') {
        res.writeHead(200, { 'content-length': String(body.length) });
        res.write(body.subarray(0, 1000)); // then nothing more
        return;
      }
      if (req.url === '/file') {
        res.writeHead(200);
        res.end(body);
        return;
      }
      res.writeHead(404);
      res.end();
    });
  });

  after(async () => {
    await server.close();
    await removeTempDir(dir);
  });

  it('a server that never answers ends in its time limit, with a sentence saying so', async () => {
    const started = Date.now();
    const outcome = await streamDownload(fetchFile, server.url('/silent'), {
      maxBytes: 1e6,
      onChunk: () => undefined,
      limits: quick,
    });
    assert.equal(outcome.ok, false);
    assert.equal(!outcome.ok && outcome.kind, 'timeout');
    assert.match(!outcome.ok ? renderMessage(outcome.reason) : '', /no data for 0\.3 s/);
    assert.ok(Date.now() - started < 5000);
  });

  it('a body that stops half-way ends too, and leaves no temporary file beside the target', async () => {
    const dest = path.join(dir, 'stalled.jar');
    const outcome = await streamDownload(fetchFile, server.url('/stall'), {
      maxBytes: 1e6,
      onChunk: () => undefined,
      saveTo: { dest, accept: () => null },
      limits: quick,
    });
    assert.equal(!outcome.ok && outcome.kind, 'timeout');
    assert.deepEqual(
      fs.readdirSync(dir).filter((f) => f.includes('stalled')),
      [],
    );
  });

  it('the verified download and remote hashing go through it and report the URL', async () => {
    const sha1 = crypto.createHash('sha1').update(body).digest('hex');
    const sha512 = crypto.createHash('sha512').update(body).digest('hex');
    await assert.rejects(
      downloadVerified(fetchFile, [server.url('/missing')], path.join(dir, 'v.jar'), { sha1, sha512, size: 10 }, 'v'),
      (error: unknown) => error instanceof DownloadFailedError && /\/missing: HTTP 404/.test(error.message),
    );
    await assert.rejects(
      downloadVerified(fetchFile, [server.url('/file')], path.join(dir, 'v.jar'), { sha1, sha512, size: 10 }, 'v'),
      /larger than the 10 bytes the pack declares/,
    );
    const dest = path.join(dir, 'v.jar');
    await downloadVerified(fetchFile, [server.url('/file')], dest, { sha1, sha512, size: body.length }, 'v');
    assert.deepEqual(fs.readFileSync(dest), body);
    assert.deepEqual(
      fs.readdirSync(dir).filter((f) => f.includes('v.jar')),
      ['v.jar'],
    );
    const hashes = await hashRemote(fetchFile, [server.url('/file')], 1e6);
    assert.equal(hashes.sha512, crypto.createHash('sha512').update(body).digest('hex'));
    assert.equal(hashes.size, body.length);
  });

  it('the caller cancelling still rejects (a cancel is not a download problem)', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    await assert.rejects(
      streamDownload(fetchFile, server.url('/silent'), {
        maxBytes: 10,
        onChunk: () => undefined,
        signal: controller.signal,
      }),
    );
  });

  it('the jar cache: a never-answering server is a skipped jar, not a hang', async () => {
    const cache = new PackwizJarCache(path.join(dir, 'c1'), fetchFile, quick);
    const sha1 = crypto.createHash('sha1').update(body).digest('hex');
    const got = await cache.get(meta({ url: server.url('/silent'), hash: sha1 }));
    assert.equal(got.ok, false);
    assert.match(!got.ok ? renderMessage(got.reason) : '', /could not be downloaded \(no data for/);
  });

  it('the jar cache refuses a FIFO where a cached jar should be, without reading it', async function () {
    if (process.platform === 'win32') this.skip();
    const sha1 = crypto.createHash('sha1').update(body).digest('hex');
    const cacheDir = path.join(dir, 'c2');
    fs.mkdirSync(path.join(cacheDir, 'sha1'), { recursive: true });
    const fifo = path.join(cacheDir, 'sha1', sha1);
    execFileSync('mkfifo', [fifo]);
    const cache = new PackwizJarCache(cacheDir, fetchFile, quick);
    const got = await cache.get(meta({ url: server.url('/file'), hash: sha1 }));
    assert.equal(got.ok, false);
    assert.match(!got.ok ? renderMessage(got.reason) : '', /is not a regular file/);
    assert.ok(fs.lstatSync(fifo).isFIFO(), 'the FIFO is left as it was');
    await assert.rejects(packwizFileHash('sha1', fifo), /not a regular file/);
  });

  it('the jar cache refuses a 5,000-character hash before it names a file', async () => {
    const cacheDir = path.join(dir, 'c3');
    const cache = new PackwizJarCache(cacheDir, fetchFile, quick);
    const got = await cache.get(meta({ url: server.url('/file'), hash: 'a'.repeat(5000) }));
    assert.equal(got.ok, false);
    assert.match(!got.ok ? renderMessage(got.reason) : '', /5000 characters\) is not a sha1 hash/);
    assert.ok(!fs.existsSync(cacheDir));
  });

  it('murmur2 streams: the same fingerprint whatever the chunking, downloaded and from disk', async () => {
    const text = Buffer.concat([pseudoRandom(100_003, 3), Buffer.from(' \t\r\n abc \n')]);
    const whole = packwizHash('murmur2', text);
    for (const size of [1, 3, 4, 7, 4096]) {
      const hasher = createPackwizHasher('murmur2', murmur2Length(text));
      for (let i = 0; i < text.length; i += size) hasher.update(text.subarray(i, i + size));
      assert.equal(hasher.digest(), whole, `chunks of ${size}`);
    }
    const file = path.join(dir, 'm.bin');
    fs.writeFileSync(file, text);
    assert.equal(await packwizFileHash('murmur2', file), whole);
    const bodyHash = packwizHash('murmur2', body);
    const cache = new PackwizJarCache(path.join(dir, 'c4'), fetchFile, quick);
    const got = await cache.get(meta({ url: server.url('/file'), hashFormat: 'murmur2', hash: bodyHash }));
    assert.ok(got.ok, JSON.stringify(got));
    assert.deepEqual(fs.readFileSync(got.file), body);
  });

  it('nova check --download: one metafile with a 5,000-character hash gets its own problem; the others are checked', async () => {
    const root = await makeTempDir();
    const cacheHome = await makeTempDir('nova-cache-');
    const jar = await fabricJar({ id: 'alpha', depends: { ghost: '*' } });
    const jars = await startServer((_req, res) => {
      res.writeHead(200);
      res.end(jar);
    });
    try {
      writePackwizPack(path.join(root, 'pack'), {
        versions: { minecraft: '1.20.1', fabric: '0.15.7' },
        mods: [
          { slug: 'alpha', filename: 'alpha.jar', url: jars.url('/alpha.jar'), jar, hashFormat: 'sha1' },
          {
            slug: 'huge',
            filename: 'huge.jar',
            url: jars.url('/huge.jar'),
            hashFormat: 'sha1',
            hash: 'f'.repeat(5000),
          },
        ],
      });
      const run = await runNova(root, ['check', 'pack', '--download', '--json'], { NOVA_CACHE_DIR: cacheHome });
      assert.equal(run.stderr, '');
      const { problems } = JSON.parse(run.stdout) as {
        problems: Array<{ code: string; message: string; files: string[]; mods: string[] }>;
      };
      const bad = problems.find((p) => p.code === 'packwiz-bad-download');
      assert.ok(bad, JSON.stringify(problems));
      assert.match(bad.message, /is not a sha1 hash/);
      assert.ok(bad.message.length < 1000, 'the hash itself is not repeated');
      // alpha's jar was fetched and read: its own dependency check ran.
      assert.ok(fs.readdirSync(path.join(cacheHome, 'jars', 'sha1')).length === 1);
    } finally {
      await jars.close();
      await removeTempDir(root);
      await removeTempDir(cacheHome);
    }
  });
});
