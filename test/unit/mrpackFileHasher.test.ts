import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import { hashFile, hashFiles } from '../../src/core/download/fileHasher';
import { pseudoRandom, sha } from './fixtures/modpackFixtures';
import { makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';

const root = path.resolve(__dirname, '../..');

describe('fileHasher (one read, sha1 + sha512 + size)', () => {
  let dir: string;
  const files: Array<{ file: string; size: number; data: Buffer }> = [];
  before(async () => {
    dir = await makeTempDir('nova-hash-');
    for (const [i, size] of [0, 1, 255 * 1024, 256 * 1024, 256 * 1024 + 1, 3 * 1024 * 1024 + 7].entries()) {
      const data = pseudoRandom(size, i + 1);
      const file = await writeText(path.join(dir, `f${i}.bin`), data);
      files.push({ file, size, data });
    }
  });
  after(async () => {
    await removeTempDir(dir);
  });

  it('matches node:crypto on every chunk-boundary size, on this thread and in workers', async () => {
    for (const { file, data } of files) {
      assert.deepEqual(await hashFile(file), {
        sha1: sha('sha1', data),
        sha512: sha('sha512', data),
        size: data.length,
      });
    }
    for (const workers of [0, 1, 2, 3]) {
      const seen: string[] = [];
      const result = await hashFiles(files, { workers, onFile: (file) => seen.push(file) });
      assert.equal(seen.length, files.length);
      for (const { file, data } of files) {
        assert.deepEqual(
          result.get(file),
          { sha1: sha('sha1', data), sha512: sha('sha512', data), size: data.length },
          `workers=${workers}`,
        );
      }
    }
  });

  it('rejects the batch, naming the file, when one cannot be read', async () => {
    const missing = path.join(dir, 'missing.bin');
    await assert.rejects(hashFiles([...files, { file: missing, size: 1 }], { workers: 2 }), (e: unknown) => {
      assert.match(String((e as Error).message), /missing\.bin/);
      return true;
    });
    await assert.rejects(hashFiles([{ file: missing, size: 1 }], { workers: 0 }), /ENOENT/);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    await assert.rejects(hashFiles(files, { workers: 2, signal: controller.signal }), /stop/);
    await assert.rejects(hashFiles(files, { workers: 0, signal: controller.signal }), /stop/);
  });

  it('refuses a FIFO or a device at once instead of waiting on it or hashing forever', async function () {
    if (process.platform === 'win32') this.skip();
    const fifo = path.join(dir, 'pipe');
    execFileSync('mkfifo', [fifo]);
    await assert.rejects(hashFile(fifo), /not a regular file/);
    await assert.rejects(hashFile('/dev/zero'), /not a regular file/);
    await assert.rejects(hashFiles([{ file: fifo, size: 0 }], { workers: 1 }), /not a regular file/);
  });

  it('the built worker (dist/hashWorker.js, an esbuild entry point) answers a job with the same hashes', async function () {
    this.timeout(120_000);
    const bundle = path.join(root, 'dist', 'hashWorker.js');
    if (!fs.existsSync(bundle)) execFileSync(process.execPath, ['esbuild.js'], { cwd: root });
    const { file, data } = files[4]!;
    const worker = new Worker(bundle);
    try {
      const reply = await new Promise<unknown>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.postMessage({ id: 7, file });
      });
      assert.deepEqual(reply, { id: 7, sha1: sha('sha1', data), sha512: sha('sha512', data), size: data.length });
    } finally {
      await worker.terminate();
    }
  });
});
