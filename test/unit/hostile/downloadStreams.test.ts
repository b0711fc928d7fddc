import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import * as path from 'node:path';
import { untilAborted } from '../../../src/core/abortableSleep';
import { streamDownload } from '../../../src/core/download/streamDownload';
import { renderMessage } from '../../../src/core/locale/messageCatalog';
import { makeTempDir, removeTempDir } from '../fixtures/zipBuilder';
import { within } from './hostileInputs';

/**
 * Found by the session-28 audit of issue 33 through `nova check --download` against a local server:
 * - an endless body took 638 MiB of memory before the 512 MiB cap cut it, because every `iterator.next()` was raced
 *   against one long-lived promise and each race kept its chunk reachable (4 such jars at once passed 1 GiB);
 * - a server that sends one byte a second never went silent, so only the 10-minute total ended the download.
 */
describe('hostile download streams', function () {
  this.timeout(120_000);
  let root: string;
  let server: http.Server;
  let base: string;
  const sockets = new Set<Socket>();

  before(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/endless') {
        res.writeHead(200);
        const chunk = Buffer.alloc(64 * 1024, 1);
        const pump = (): void => {
          while (res.write(chunk)) if (res.destroyed) return;
          res.once('drain', pump);
        };
        pump();
        return;
      }
      if (req.url === '/drip') {
        res.writeHead(200);
        const timer = setInterval(() => res.write('x'), 40);
        res.on('close', () => clearInterval(timer));
        return;
      }
      res.writeHead(404);
      res.end();
    });
    server.on('connection', (s) => {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(async () => {
    for (const s of sockets) s.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(async () => {
    root = await makeTempDir('nova-streams-');
  });
  afterEach(() => removeTempDir(root));

  it('an endless body is cut at the cap without holding what it read', async () => {
    const maxBytes = 384 * 1024 * 1024;
    let peak = 0;
    let chunks = 0;
    const outcome = await within(90_000, 'endless download', () =>
      streamDownload(globalThis.fetch, `${base}/endless`, {
        maxBytes,
        onChunk: () => {
          if (++chunks % 256 === 0) peak = Math.max(peak, process.memoryUsage().arrayBuffers);
        },
        saveTo: { dest: path.join(root, 'jar'), accept: () => null },
        limits: { idleMs: 10_000, totalMs: 90_000 },
      }),
    );
    assert.equal(outcome.ok ? 'ok' : outcome.kind, 'too-large');
    // With every chunk kept, the buffers grew to the cap (384 MiB); streamed, they stay a small part of it.
    assert.ok(peak < 160 * 1024 * 1024, `peak array buffers ${Math.round(peak / 1024 / 1024)} MiB`);
    assert.deepEqual(fs.readdirSync(root), [], 'the temporary file is removed');
  });

  it('a server that drips a byte at a time ends at the silence limit, not the total', async () => {
    const started = Date.now();
    const outcome = await within(20_000, 'drip download', () =>
      streamDownload(globalThis.fetch, `${base}/drip`, {
        maxBytes: 1024 * 1024,
        onChunk: () => undefined,
        limits: { idleMs: 500, totalMs: 60_000 },
      }),
    );
    assert.equal(outcome.ok ? 'ok' : outcome.kind, 'timeout');
    assert.match(outcome.ok ? '' : renderMessage(outcome.reason), /no data for 0\.5 s/);
    assert.ok(Date.now() - started < 10_000, `took ${Date.now() - started} ms`);
  });

  it('untilAborted settles with the promise, or rejects at the abort with nothing left listening', async () => {
    const controller = new AbortController();
    assert.equal(await untilAborted(Promise.resolve(7), controller.signal), 7);
    await assert.rejects(untilAborted(Promise.reject(new Error('no')), controller.signal), /no/);
    const never = new Promise<number>(() => undefined);
    const pending = untilAborted(never, controller.signal);
    controller.abort(new Error('stop'));
    await assert.rejects(pending, /stop/);
    await assert.rejects(untilAborted(never, controller.signal), /stop/);
  });
});
