import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { runNova } from './fixtures/cliRun';
import { manyModsPack, writePackwizPack } from './fixtures/packwizProjects';
import { makeTempDir, removeTempDir } from './fixtures/zipBuilder';
import { discoverInstances } from '../../src/core/instances/instanceDiscovery';
import { planPackwizRefresh } from '../../src/core/planning/modPlanner';
import type { FileOperation } from '../../src/core/edits';

/** Applies a draft's operations the way the host does for creates and whole-text writes. */
function applyOps(ops: readonly FileOperation[]): void {
  for (const op of ops) {
    if (op.kind === 'write') {
      assert.equal(fs.readFileSync(op.path, 'utf8'), op.previous);
      fs.writeFileSync(op.path, op.content);
    } else if (op.kind === 'create' && 'content' in op.source) {
      assert.ok(!fs.existsSync(op.path));
      fs.writeFileSync(op.path, op.source.content);
    } else assert.fail(`unexpected ${op.kind}`);
  }
}

/** Issue 31: "Refresh index" (quick fix and command) goes through the planner as one undoable draft. */
describe('packwiz "Refresh index" through the planner', () => {
  let root: string;
  beforeEach(async () => {
    root = await makeTempDir();
  });
  afterEach(async () => {
    await removeTempDir(root);
  });

  it('plans the index and pack.toml writes packwiz refresh makes; then nothing is stale', async () => {
    writePackwizPack(root, manyModsPack(3));
    fs.writeFileSync(path.join(root, 'mods', 'new.pw.toml'), 'name = "n"\nfilename = "n.jar"\n');
    const [instance] = await discoverInstances(root);
    assert.equal(instance?.layout, 'packwiz');
    const draft = await planPackwizRefresh(instance);
    assert.ok(draft !== null);
    assert.deepEqual(
      draft.operations.map((o) => `${o.kind} ${path.basename((o as { path: string }).path)}`),
      ['write index.toml', 'write pack.toml'],
    );
    assert.match(draft.summary, /Refresh index\.toml/);
    applyOps(draft.operations);
    assert.equal((await runNova(root, ['refresh', root, '--check'])).code, 0);
    assert.equal(await planPackwizRefresh(instance), null);
  });

  it('creates a missing index.toml as a new file (undo moves it aside)', async () => {
    writePackwizPack(root, manyModsPack(2));
    fs.rmSync(path.join(root, 'index.toml'));
    const [instance] = await discoverInstances(root);
    const draft = await planPackwizRefresh(instance!);
    assert.equal(draft?.operations[0]?.kind, 'create');
    applyOps(draft.operations);
    assert.equal((await runNova(root, ['refresh', root, '--check'])).code, 0);
  });
});
