import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { NodeChangeApplier } from '../../../src/cli/nodeChangeApplier';
import type { ProposedChange } from '../../../src/core/edits';
import { nodeDiskProbe, operationProblem, operationsTookEffect } from '../../../src/core/journal/operationCheck';
import { makeTempDir, removeTempDir, writeText } from '../fixtures/zipBuilder';
import { hasDevZero, makeFifo, within } from './hostileInputs';

/**
 * A text edit is proposed against a file's text and applied later (the agent's write tools, `nova server-pack
 * --set-sides`). Between the two, the file may be replaced by something that is not a text file: a named pipe (a read
 * blocks until a writer comes, forever), a link to /dev/zero (a read never ends), or a huge sparse file (a read
 * holds gigabytes). Found by the session-30 audit: the appliers' "does it still hold the expected text?" check read
 * the file whole with no type or size check, so the apply hung or ran out of memory. Every shape is built here; each
 * apply must end at once with the proposal failed and the file left as it is.
 */
describe('a file replaced between proposal and apply', function () {
  this.timeout(30_000);
  let root: string;
  beforeEach(async () => {
    root = await makeTempDir('nova-changed-');
  });
  afterEach(async () => {
    await removeTempDir(root);
  });

  const proposal = (file: string): ProposedChange => ({
    item: 1,
    tool: 'edit_text_file',
    displayName: 'Edit text file',
    summary: `Edit ${path.basename(file)}`,
    risk: 'safe',
    operations: [{ kind: 'write', path: file, content: 'new = 1\n', previous: 'old = 1\n' }],
    inverse: [{ kind: 'write', path: file, content: 'old = 1\n', previous: 'new = 1\n' }],
  });

  const shapes: Array<[string, (file: string) => Promise<boolean>]> = [
    [
      'a named pipe',
      async (file) => {
        makeFifo(file);
        return true;
      },
    ],
    [
      'a link to /dev/zero',
      async (file) => {
        if (!hasDevZero()) return false;
        fs.symlinkSync('/dev/zero', file);
        return true;
      },
    ],
    [
      'a 6 GiB sparse file',
      async (file) => {
        const handle = await fs.promises.open(file, 'w');
        await handle.truncate(6 * 1024 ** 3);
        await handle.close();
        return true;
      },
    ],
  ];

  for (const [what, plant] of shapes) {
    it(`the applier refuses a config file that became ${what}, at once, and leaves it as it is`, async function () {
      const file = path.join(root, 'config', 'x.toml');
      await writeText(file, 'old = 1\n');
      const change = proposal(file);
      fs.rmSync(file);
      if (!(await plant(file))) this.skip();
      const before = fs.lstatSync(file);
      const rssBefore = process.memoryUsage().rss;
      const outcomes = await within(10_000, `apply over ${what}`, () =>
        new NodeChangeApplier([root]).apply([change], 'test'),
      );
      assert.equal(outcomes[0]?.status, 'failed');
      assert.ok(process.memoryUsage().rss - rssBefore < 256 * 1024 * 1024, 'the file was never read whole');
      const after = fs.lstatSync(file);
      assert.equal(after.ino, before.ino);
      assert.equal(after.size, before.size);
      assert.deepEqual(
        fs.readdirSync(path.dirname(file)).filter((n) => n !== 'x.toml'),
        [],
        'no temporary file is left beside it',
      );
    });

    it(`the shared check says ${what} no longer holds the expected text, at once`, async function () {
      const file = path.join(root, 'x.toml');
      if (!(await plant(file))) this.skip();
      const change = proposal(file);
      const problem = await within(10_000, `check over ${what}`, () => operationProblem(change.operations));
      assert.notEqual(problem, null);
      assert.equal(await within(10_000, 'readText', () => nodeDiskProbe.readText(file)), null);
      assert.equal(await within(10_000, 'took effect', () => operationsTookEffect(change.operations)), false);
    });
  }

  it('a regular file that still holds the expected text is written as before', async () => {
    const file = path.join(root, 'config', 'x.toml');
    await writeText(file, 'old = 1\n');
    const outcomes = await new NodeChangeApplier([root]).apply([proposal(file)], 'test');
    assert.equal(outcomes[0]?.status, 'applied');
    assert.equal(fs.readFileSync(file, 'utf8'), 'new = 1\n');
  });
});
