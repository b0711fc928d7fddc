import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { lstatOrNull } from '../../src/core/fs/lstatOrNull';
import { pathExists } from '../../src/core/fs/pathExists';
import { makeTempDir, removeTempDir } from './fixtures/zipBuilder';

describe('pathExists and lstatOrNull (the one existence check before a write that must not overwrite)', () => {
  let dir: string;
  before(async () => {
    dir = await makeTempDir('nova-exists-');
  });
  after(async () => {
    await removeTempDir(dir);
  });

  it('sees files, folders and links, even a dangling link, and nothing where nothing is', async () => {
    fs.writeFileSync(path.join(dir, 'file'), 'x');
    fs.symlinkSync(path.join(dir, 'gone'), path.join(dir, 'dangling'));
    assert.equal(await pathExists(path.join(dir, 'file')), true);
    assert.equal(await pathExists(dir), true);
    assert.equal(await pathExists(path.join(dir, 'dangling')), true, 'a write there would go through the link');
    assert.equal(await pathExists(path.join(dir, 'missing')), false);
    assert.equal(await pathExists(path.join(dir, 'file', 'below')), false);
    assert.equal((await lstatOrNull(path.join(dir, 'dangling')))?.isSymbolicLink(), true);
    assert.equal(await lstatOrNull(path.join(dir, 'missing')), null);
  });

  it('never opens what it checks: a FIFO with no writer answers at once', async function () {
    if (process.platform === 'win32') this.skip();
    const fifo = path.join(dir, 'pipe');
    execFileSync('mkfifo', [fifo]);
    assert.equal(await pathExists(fifo), true);
    assert.equal((await lstatOrNull(fifo))?.isFIFO(), true);
  });
});
