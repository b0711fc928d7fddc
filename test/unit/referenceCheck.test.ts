import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { checkReferences } from '../../src/core/references/referenceCheck';
import { referenceProblemsAsProblems } from '../../src/core/references/referenceProblems';
import { makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';
import { samplePack } from './fixtures/contentFixtures';

const json = (value: unknown): string => JSON.stringify(value, null, 2);

describe('checkReferences: a generated pack', () => {
  let root: string;

  before(async () => {
    root = await makeTempDir();
    const w = (rel: string, text: string) => writeText(path.join(root, rel), text);
    await w(
      'kubejs/server_scripts/main.js',
      "ServerEvents.recipes(e => {\n  e.shapeless('create:brass_ingot', ['create:zinc_ingott'])\n})\n",
    );
    await w('kubejs/startup_scripts/items.js', "StartupEvents.registry('item', e => { e.create('magic_dust') })\n");
    await w('kubejs/client_scripts/broken.js', 'JEIEvents.hideItems(e => {\n  e.hide(\n');
    await w(
      'kubejs/data/mypack/recipe/dust.json',
      json({
        type: 'minecraft:crafting_shapeless',
        ingredients: ['kubejs:magic_dust', '#forge:ingots/iron'],
        result: { id: 'minecraft:diamond' },
      }),
    );
    await w(
      'datapacks/extra/data/mypack/recipes/dust.json',
      json({ type: 'minecraft:smelting', ingredient: { item: 'minecraft:stone' }, result: 'minecraft:dimaond' }),
    );
    await w(
      'datapacks/extra/data/mypack/recipes/conditional.json',
      json({
        type: 'mekanism:crushing',
        conditions: [{ type: 'forge:mod_loaded', modid: 'mekanism' }],
        input: { item: 'mekanism:dust_steel' },
      }),
    );
    // replace: true with no values empties the tag the mods define.
    await w('datapacks/extra/data/minecraft/tags/items/planks.json', json({ replace: true, values: [] }));
    await w(
      'datapacks/extra/data/mypack/tags/items/metals.json',
      json({ values: ['minecraft:iron_ingot', { id: 'othermod:optional', required: false }, 'create:brass_ingit'] }),
    );
    await w(
      'datapacks/extra/data/mypack/loot_tables/blocks/ore.json',
      json({
        pools: [
          {
            entries: [
              { type: 'minecraft:item', name: 'create:zinc_ingot' },
              { type: 'minecraft:item', name: 'create:zinc_nugget' },
            ],
          },
        ],
      }),
    );
    await w(
      'saves/World/datapacks/wp/data/mypack/advancements/root.json',
      json({ display: { icon: { item: 'minecraft:diamondd' } }, criteria: { a: { trigger: 'minecraft:tick' } } }),
    );
    await w(
      'kubejs/server_scripts/planks.js',
      "ServerEvents.recipes(e => { e.shaped('minecraft:stick', ['A'], { A: '#minecraft:planks' }) })\n",
    );
    await w(
      'config/somemod-common.toml',
      '[general]\nblacklistedItems = ["minecraft:stone", "create:cogwheeel"]\ndimension = "minecraft:the_nether"\nblockedEntities = ["minecraft:zombe"]\n',
    );
    await w('config/other.json5', "{ // comment\n  itemIds: ['minecraft:stickk'], biome: 'minecraft:plains' }\n");
    // Bad input: a 3 MB one-line data file and a deeply nested one.
    await w(
      'kubejs/data/mypack/recipe/huge.json',
      `{"type":"minecraft:crafting_shapeless","x":"${'a'.repeat(3 * 1024 * 1024)}"}`,
    );
    await w('kubejs/data/mypack/recipe/deep.json', `${'['.repeat(50_000)}${']'.repeat(50_000)}`);
  });

  after(() => removeTempDir(root));

  it('finds every planted wrong id at its file and line, and each bad file is one problem', async () => {
    const problems = await checkReferences(root, samplePack());
    const rel = (f: string) => path.relative(root, f).split(path.sep).join('/');
    const got = problems.map((p) => `${p.code} ${rel(p.file)}:${p.line} ${p.id}`);
    assert.deepEqual(got, [
      'unknown-id config/other.json5:2 minecraft:stickk',
      'unknown-id config/somemod-common.toml:2 create:cogwheeel',
      'unknown-id datapacks/extra/data/mypack/loot_tables/blocks/ore.json:11 create:zinc_nugget',
      'unknown-id datapacks/extra/data/mypack/recipes/dust.json:6 minecraft:dimaond',
      'unknown-id datapacks/extra/data/mypack/tags/items/metals.json:8 create:brass_ingit',
      'unchecked-file kubejs/client_scripts/broken.js:3 ',
      'unchecked-file kubejs/data/mypack/recipe/deep.json:1 ',
      'duplicate-recipe-id kubejs/data/mypack/recipe/dust.json:1 mypack:dust',
      'unchecked-file kubejs/data/mypack/recipe/huge.json:1 ',
      'unknown-id kubejs/server_scripts/main.js:2 create:zinc_ingott',
      'empty-tag kubejs/server_scripts/planks.js:1 #minecraft:planks',
      'unknown-id saves/World/datapacks/wp/data/mypack/advancements/root.json:4 minecraft:diamondd',
    ]);
    const duplicate = problems.find((p) => p.code === 'duplicate-recipe-id');
    assert.equal(rel(duplicate?.detail ?? ''), 'datapacks/extra/data/mypack/recipes/dust.json');
    const configs = problems.filter((p) => p.source === 'config');
    assert.ok(configs.every((p) => p.severity === 'info'));
    const asProblems = referenceProblemsAsProblems(problems, 'pack', 'zh-cn');
    assert.match(asProblems.find((p) => p.code === 'unknown-id')?.message ?? '', /没有任何内容提供/);
    assert.ok(asProblems.every((p) => p.line !== undefined && p.column !== undefined && p.files.length === 1));
  });

  it('does not lose the rest of the check to a FIFO or a file it may not read', async function () {
    if (process.platform === 'win32') this.skip();
    const { execFileSync } = await import('node:child_process');
    const fifo = path.join(root, 'kubejs/server_scripts/pipe.js');
    execFileSync('mkfifo', [fifo]);
    try {
      const problems = await checkReferences(root, samplePack());
      assert.ok(problems.some((p) => p.id === 'create:zinc_ingott'));
    } finally {
      fs.rmSync(fifo);
    }
  });
});
