import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ModScanner } from '../../../src/core/mods/modScanner';
import { IdLedger } from '../../../src/core/tools/idLedger';
import { novaToolRegistry } from '../../../src/core/tools/novaTools';
import { runNova } from '../fixtures/cliRun';
import { writePrismInstance } from '../fixtures/instanceLayouts';
import { makeTempDir, removeTempDir, writeText } from '../fixtures/zipBuilder';
import { assertCleanRun, within } from './hostileInputs';

const SECRET = 'secrettoken42';

/**
 * Containment by the served root for the folders Nova reads ids and scripts from (issue 33, found by the session-28
 * audit): `kubejs/`, `datapacks/`, `global_packs/required_data` and `saves/` linked to a tree outside the game folder
 * were walked by `nova check`'s reference reader and by the content index (`nova content`, find_content,
 * get_tags), which printed ids, tag members and script text from outside. `nova instances` counted the mods of an
 * instance whose game folder lies outside. Every shape is built here, and nothing from outside may show.
 */
describe('folders linked outside the game folder', function () {
  this.timeout(60_000);
  let root: string;
  let outside: string;

  beforeEach(async () => {
    root = await makeTempDir('nova-linked-');
    outside = await makeTempDir('nova-linked-out-');
    await writeText(
      path.join(outside, 'kubejs', 'server_scripts', 'x.js'),
      `ServerEvents.recipes(e => { e.remove({ output: 'mod:${SECRET}' }) })\n`,
    );
    await writeText(
      path.join(outside, 'kubejs', 'startup_scripts', 'r.js'),
      `StartupEvents.registry('item', e => { e.create('${SECRET}item') })\n`,
    );
    const pack = path.join(outside, 'dp', 'secretpack');
    await writeText(path.join(pack, 'pack.mcmeta'), '{"pack":{"pack_format":15,"description":"x"}}');
    await writeText(path.join(pack, 'data', SECRET, 'tags', 'items', 't.json'), `{"values":["${SECRET}:x"]}`);
    await writeText(
      path.join(pack, 'data', 'minecraft', 'recipes', 'r.json'),
      `{"type":"minecraft:crafting_shapeless","ingredients":[{"item":"${SECRET}:a"}],"result":{"item":"minecraft:stone"}}`,
    );
    const world = path.join(outside, 'saves', 'w1', 'datapacks', 'dp2');
    await writeText(path.join(world, 'pack.mcmeta'), '{"pack":{"pack_format":15,"description":"x"}}');
    await writeText(path.join(world, 'data', SECRET, 'tags', 'items', 'w.json'), `{"values":["${SECRET}:y"]}`);
    const game = path.join(
      await writePrismInstance(path.join(root, 'p'), { name: 'p', minecraft: '1.20.1' }),
      'minecraft',
    );
    fs.symlinkSync(path.join(outside, 'kubejs'), path.join(game, 'kubejs'));
    fs.symlinkSync(path.join(outside, 'dp'), path.join(game, 'datapacks'));
    fs.symlinkSync(path.join(outside, 'saves'), path.join(game, 'saves'));
    fs.mkdirSync(path.join(game, 'global_packs'), { recursive: true });
    fs.symlinkSync(path.join(outside, 'dp'), path.join(game, 'global_packs', 'required_data'));
  });
  afterEach(async () => {
    await removeTempDir(root);
    await removeTempDir(outside);
  });

  it('nova check reads no script or data pack through them', async () => {
    const run = await within(30_000, 'nova check', () => runNova(root, ['check', 'p', '--json']));
    assertCleanRun(run);
    assert.doesNotMatch(run.stdout + run.stderr, new RegExp(SECRET, 'i'));
  });

  it('nova content and the content tools index nothing through them', async () => {
    const run = await within(30_000, 'nova content', () => runNova(root, ['content', 'p', 'secret', '--json']));
    assertCleanRun(run);
    assert.deepEqual((JSON.parse(run.stdout) as { matches: unknown[] }).matches, []);
    const registry = novaToolRegistry(
      { roots: [root], scanner: new ModScanner(), settings: () => [] },
      { capabilities: [], readOnlyOnly: true },
    );
    const signal = new AbortController().signal;
    for (const [name, args] of [
      ['find_content', { instance_id: 'p', query: 'secret', kind: null }],
      ['get_tags', { instance_id: 'p', id: `#${SECRET}:t`, registry: null }],
      ['find_recipes', { instance_id: 'p', id: `${SECRET}:a`, role: 'uses' }],
    ] as const) {
      const outcome = await within(20_000, name, () =>
        registry.run({ id: 'c', name, arguments: JSON.stringify(args) }, new IdLedger(), signal),
      );
      assert.equal(outcome.kind, 'result');
      const text = outcome.kind === 'result' ? outcome.text : '';
      // The query itself is echoed; no id, member or recipe from outside is listed.
      assert.doesNotMatch(text.replaceAll(args.id ?? args.query, ''), new RegExp(SECRET, 'i'), `${name}: ${text}`);
      assert.doesNotMatch(text, /holds \d+ ids|[1-9]\d* (matches|recipes)/, `${name}: ${text}`);
    }
  });

  it('nova instances does not count the mods of a game folder outside', async () => {
    await writeText(path.join(outside, 'game', 'mods', 'a.jar'), 'x');
    await writeText(path.join(outside, 'game', 'mods', 'b.jar'), 'x');
    const dir = path.join(root, 'q');
    await writePrismInstance(dir, { name: 'q', minecraft: '1.20.1' });
    fs.rmSync(path.join(dir, 'minecraft'), { recursive: true, force: true });
    fs.symlinkSync(path.join(outside, 'game'), path.join(dir, 'minecraft'));
    const run = await runNova(root, ['instances', '.', '--json']);
    assertCleanRun(run);
    const q = (JSON.parse(run.stdout) as { instances: Array<Record<string, unknown>> }).instances.find(
      (i) => i['id'] === 'q',
    );
    assert.deepEqual([q?.['modCount'], q?.['outsideRoots']], [0, true]);
    const table = await runNova(root, ['instances', '.']);
    assert.match(table.stderr, /^q: The game folder of this instance lies outside/m);
  });
});
