import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { runNova } from './fixtures/cliRun';
import { writePrismInstance } from './fixtures/instanceLayouts';
import { fabricJar } from './fixtures/modJars';
import { makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';

/** A Fabric jar of mod `id` whose assets name `items` as item models, with data files `data`. */
function contentJar(id: string, version: string, items: readonly string[], data: Record<string, string> = {}) {
  const entries: Record<string, string> = { ...data };
  for (const item of items) {
    const [ns, p] = item.split(':');
    entries[`assets/${ns}/models/item/${p}.json`] = '{"parent":"item/generated"}';
  }
  return fabricJar({ id, name: id, version }, entries);
}

describe('nova diff: ids that disappeared and are still referenced', () => {
  let root: string;

  before(async () => {
    root = await makeTempDir('nova-diff-vanished-');
    const plates = { 'data/create/tags/items/plates.json': '{"values":["create:brass_ingot"]}' };
    await writePrismInstance(path.join(root, 'Old'), {
      name: 'Pack',
      minecraft: '1.20.1',
      loader: { type: 'fabric', version: '0.15.7' },
      mods: {
        'create-1.0.jar': await contentJar(
          'create',
          '1.0',
          ['create:brass_ingot', 'create:zinc_ingot', 'create:cogwheel'],
          plates,
        ),
        'ae2-1.0.jar': await contentJar('ae2', '1.0', ['ae2:fluix_crystal']),
      },
    });
    await writePrismInstance(path.join(root, 'New'), {
      name: 'Pack',
      minecraft: '1.20.1',
      loader: { type: 'fabric', version: '0.15.7' },
      mods: { 'create-2.0.jar': await contentJar('create', '2.0', ['create:brass_ingot']) },
    });
    const game = path.join(root, 'New', 'minecraft');
    await writeText(
      path.join(game, 'kubejs/server_scripts/recipes.js'),
      [
        'ServerEvents.recipes(e => {',
        "  e.shapeless('create:brass_ingot', ['create:zinc_ingot', 'ae2:fluix_crystal'])",
        "  e.shaped('create:brass_ingot', ['AA'], { A: '#create:plates' })",
        "  e.remove({ output: 'create:never_existed' })",
        '})',
        '',
      ].join('\n'),
    );
    await writeText(
      path.join(game, 'datapacks/extra/data/extra/recipes/zinc.json'),
      '{\n  "type": "minecraft:smelting",\n  "ingredient": { "item": "create:zinc_ingot" },\n  "result": "create:brass_ingot"\n}\n',
    );
  });
  after(() => removeTempDir(root));

  it('--json lists each place NEW still names an id OLD had, file:line:column relative to NEW', async () => {
    const run = await runNova(root, ['diff', 'Old', 'New', '--json']);
    assert.equal(run.code, 0, run.stderr);
    const doc = JSON.parse(run.stdout) as { vanishedReferences?: unknown; removed: Array<{ id: string }> };
    assert.deepEqual(
      doc.removed.map((m) => m.id),
      ['ae2'],
    );
    // create:never_existed is unknown on both sides (nova check's business), brass_ingot still exists.
    assert.deepEqual(doc.vanishedReferences, [
      { id: '#create:plates', file: 'kubejs/server_scripts/recipes.js', line: 3, column: 47 },
      { id: 'ae2:fluix_crystal', file: 'kubejs/server_scripts/recipes.js', line: 2, column: 59 },
      { id: 'create:zinc_ingot', file: 'datapacks/extra/data/extra/recipes/zinc.json', line: 3, column: 27 },
      { id: 'create:zinc_ingot', file: 'kubejs/server_scripts/recipes.js', line: 2, column: 38 },
    ]);
  });

  it('the Markdown says it in English and Chinese; with nothing referenced the field is absent', async () => {
    const en = await runNova(root, ['diff', 'Old', 'New']);
    assert.equal(en.code, 0, en.stderr);
    assert.match(
      en.stdout,
      /### Ids the new version no longer has, still named by its scripts, data packs or configs\n/,
    );
    assert.match(
      en.stdout,
      /- `create:zinc_ingot` in `datapacks\/extra\/data\/extra\/recipes\/zinc\.json:3:27`, `kubejs\/server_scripts\/recipes\.js:2:38`\n/,
    );
    const zh = await runNova(root, ['diff', 'Old', 'New', '--lang', 'zh-cn']);
    assert.match(zh.stdout, /### 新版本已不再提供、但其脚本、数据包或配置仍在引用的 id\n/);
    assert.match(zh.stdout, /- `ae2:fluix_crystal` 仍被引用：`kubejs\/server_scripts\/recipes\.js:2:59`\n/);
    const back = await runNova(root, ['diff', 'New', 'Old', '--json']);
    assert.equal(back.code, 0, back.stderr);
    assert.equal('vanishedReferences' in (JSON.parse(back.stdout) as object), false, 'OLD has no scripts');
  });
});
