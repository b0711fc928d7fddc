import * as assert from 'node:assert/strict';
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { digestSmallFileSync } from '../../../src/core/download/fileHasher';
import { readSmallRegularFileSync, SMALL_FILE_BYTES } from '../../../src/core/fs/safeRead';
import { runNova } from '../fixtures/cliRun';
import { writePrismInstance } from '../fixtures/instanceLayouts';
import { makeTempDir, removeTempDir } from '../fixtures/zipBuilder';
import { assertCleanRun, hasDevZero, makeFifo, within } from './hostileInputs';

/**
 * The small-file path of walks over many files (`nova diff`'s config folders, the reference reader): read on the
 * calling thread, it must refuse what the streaming reads refuse (FIFOs, devices, a link swapped in) and hand files
 * larger than its cap back to the caller. `nova diff` of two sides with 20,005 config files each took 27.6 s of a
 * 30 s limit under load (each file cost eight thread-pool round trips and a 256 KiB buffer).
 */
describe('small-file reads of large walks', function () {
  this.timeout(120_000);
  let root: string;
  beforeEach(async () => {
    root = await makeTempDir('nova-small-');
  });
  afterEach(() => removeTempDir(root));

  it('reads a small regular file whole and hands larger ones back', () => {
    const small = path.join(root, 'a.cfg');
    fs.writeFileSync(small, 'x = 1\n');
    assert.equal(readSmallRegularFileSync(small)?.toString('utf8'), 'x = 1\n');
    const empty = path.join(root, 'empty.cfg');
    fs.writeFileSync(empty, '');
    assert.equal(readSmallRegularFileSync(empty)?.length, 0);
    const exact = path.join(root, 'exact.cfg');
    fs.writeFileSync(exact, Buffer.alloc(SMALL_FILE_BYTES, 7));
    assert.equal(readSmallRegularFileSync(exact)?.length, SMALL_FILE_BYTES);
    const big = path.join(root, 'big.cfg');
    fs.writeFileSync(big, Buffer.alloc(SMALL_FILE_BYTES + 1, 7));
    assert.equal(readSmallRegularFileSync(big), null);
    assert.equal(readSmallRegularFileSync(small, 3), null, 'a cap below the size hands the file back');
    const sha = crypto.createHash('sha512').update('x = 1\n').digest('hex');
    assert.deepEqual(digestSmallFileSync(small, ['sha512']), { digests: [sha], size: 6 });
    assert.equal(digestSmallFileSync(big, ['sha512']), null);
  });

  it('refuses a FIFO, a device and a link without blocking or following', () => {
    const fifo = path.join(root, 'pipe.cfg');
    makeFifo(fifo);
    assert.throws(() => readSmallRegularFileSync(fifo), { code: 'ENOTREG' });
    const outside = path.join(root, 'outside.txt');
    fs.writeFileSync(outside, 'secret');
    const link = path.join(root, 'link.cfg');
    fs.symlinkSync(outside, link);
    assert.throws(() => readSmallRegularFileSync(link), { code: 'ELOOP' });
    if (hasDevZero()) {
      const zero = path.join(root, 'zero.cfg');
      fs.symlinkSync('/dev/zero', zero);
      assert.throws(() => readSmallRegularFileSync(zero));
    }
  });

  it('nova diff of 20,005 config files a side stays far inside its 30 s limit', async () => {
    const make = async (name: string, last: string): Promise<void> => {
      const dir = await writePrismInstance(path.join(root, name), { name, minecraft: '1.20.1' });
      const config = path.join(dir, 'minecraft', 'config');
      for (let i = 0; i < 20_004; i++) {
        const sub = path.join(config, 'many', `d${String(Math.floor(i / 200)).padStart(3, '0')}`);
        if (i % 200 === 0) fs.mkdirSync(sub, { recursive: true });
        fs.writeFileSync(path.join(sub, `f${i}.cfg`), `${i}\n`);
      }
      fs.writeFileSync(path.join(config, 'zz-last.cfg'), last);
    };
    await make('a', 'old\n');
    await make('b', 'new\n');
    const started = Date.now();
    const run = await within(30_000, 'nova diff', () => runNova(root, ['diff', 'a', 'b', '--json']));
    const took = Date.now() - started;
    assertCleanRun(run);
    const diff = JSON.parse(run.stdout) as { notes: string[] };
    assert.equal(diff.notes.length, 2, 'both sides say their cap cut the comparison');
    // 27.6 s before under load; about 3 s of CPU now. The bound leaves room for a loaded shared machine.
    assert.ok(took < 25_000, `nova diff took ${took} ms`);
  });
});
