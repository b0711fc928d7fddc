import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { ContentIndex } from '../../src/core/content/contentIndex';
import { runNova } from './fixtures/cliRun';
import { brassMod, writeContentPack } from './fixtures/contentPack';

describe('nova content', () => {
  let root: string;
  let dir: string;
  before(async () => {
    root = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'nova-content-cli-'));
    const pack = await writeContentPack(root, { 'brassworks.jar': await brassMod() });
    dir = pack.instance.root;
  });
  after(async () => {
    await fs.promises.rm(root, { recursive: true, force: true });
  });

  it('--json without a query prints the whole index document', async () => {
    const run = await runNova(root, ['content', dir, '--json']);
    assert.equal(run.code, 0, run.stderr);
    const index = JSON.parse(run.stdout) as ContentIndex;
    assert.equal(index.instance, 'Pack');
    assert.deepEqual(Object.keys(index), [
      'instance',
      'namespaces',
      'items',
      'blocks',
      'fluids',
      'tags',
      'recipes',
      'gaps',
    ]);
    assert.ok(index.items.some((i) => i.id === 'brassworks:brass_ingot' && i.names['zh_cn'] === '黄铜锭'));
    assert.ok(
      index.tags.some(
        (t) => t.id === 'forge:ingots' && t.registry === 'item' && t.values.includes('brassworks:brass_ingot'),
      ),
    );
    assert.ok(index.recipes.some((r) => r.id === 'brassworks:mixing/brass_ingot'));
  });

  it('a query finds by Chinese name, best first, and --kind narrows', async () => {
    const run = await runNova(root, ['content', dir, '黄铜', '--json']);
    assert.equal(run.code, 0, run.stderr);
    const out = JSON.parse(run.stdout) as { matches: Array<{ kind: string; id: string }> };
    assert.deepEqual(
      out.matches.map((m) => `${m.kind} ${m.id}`),
      ['item brassworks:brass_block', 'block brassworks:brass_block', 'item brassworks:brass_ingot'],
    );
    const tags = await runNova(root, ['content', dir, 'ingots', '--kind', 'tag']);
    assert.equal(tags.code, 0);
    assert.match(tags.stdout, /#forge:ingots\b/);
    assert.doesNotMatch(tags.stdout, /brass_ingot\s/);
  });

  it('without a query prints a summary per namespace, gaps on stderr; a bad --kind is a usage error', async () => {
    const run = await runNova(root, ['content', dir]);
    assert.equal(run.code, 0);
    assert.match(run.stdout, /^NAMESPACE\s+MOD\s+ITEMS/m);
    assert.match(run.stdout, /^brassworks\s+brassworks\s+2\s+1\s+2\s+1\s+3\s+yes/m);
    const bad = await runNova(root, ['content', dir, '--kind', 'potion']);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /--kind must be one of/);
  });
});
