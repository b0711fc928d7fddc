import * as assert from 'node:assert/strict';
import { parseIdLiteral } from '../../src/core/references/idLiteral';
import { checkScriptText } from '../../src/core/references/referenceCheck';
import { readScript } from '../../src/core/references/scriptReferences';
import { samplePack } from './fixtures/contentFixtures';

/** `text` with the 1-based line and column of the first occurrence of `needle`. */
function where(text: string, needle: string): { line: number; column: number } {
  const at = text.indexOf(needle);
  assert.ok(at >= 0, needle);
  const before = text.slice(0, at).split('\n');
  return { line: before.length, column: (before[before.length - 1] ?? '').length + 1 };
}

describe('id literals (KubeJS string forms)', () => {
  it('reads ids, counts, tags, components and NBT suffixes, and refuses what is not an id', () => {
    assert.deepEqual(parseIdLiteral('create:brass_ingot'), {
      id: 'create:brass_ingot',
      tag: false,
      offset: 0,
      length: 18,
    });
    assert.deepEqual(parseIdLiteral('2x minecraft:stick'), {
      id: 'minecraft:stick',
      tag: false,
      offset: 3,
      length: 15,
    });
    assert.deepEqual(parseIdLiteral('#forge:ingots/iron'), {
      id: 'forge:ingots/iron',
      tag: true,
      offset: 0,
      length: 18,
    });
    assert.equal(parseIdLiteral('minecraft:potion[potion_contents={potion:"x"}]')?.id, 'minecraft:potion');
    assert.equal(parseIdLiteral('minecraft:enchanted_book {StoredEnchantments:[]}')?.id, 'minecraft:enchanted_book');
    assert.equal(parseIdLiteral('minecraft:furnace[facing=north]')?.id, 'minecraft:furnace');
    for (const not of [
      '@create',
      '%tools',
      '/create:.*/',
      '*',
      '-',
      'minecraft:air',
      'stick',
      'Create:Brass',
      'a b:c',
      'hello world',
      '',
      '[a:b, c:d]',
    ])
      assert.equal(parseIdLiteral(not), null, not);
  });
});

describe('KubeJS scripts: ids in role-clear positions', () => {
  const file = '/pack/kubejs/server_scripts/recipes.js';

  it('finds ids in every era and helper, on their line and column, and nothing in other strings', () => {
    const text = [
      'ServerEvents.recipes(event => {',
      "  event.shaped('create:cogwheel', ['AAA', 'ABA'], { A: 'minecraft:oak_planks', B: '#forge:ingots/iron' })",
      "  event.shapeless(Item.of('create:brass_ingot', 2), ['create:zinc_ingot', 'minecraft:iron_ingot'])",
      "  event.remove({ output: 'create:andesite_alloy', id: /create:.*/, mod: 'thermal' })",
      "  event.replaceInput({ input: 'minecraft:stick' }, 'minecraft:stick', '#minecraft:planks')",
      "  event.recipes.create.mixing(Fluid.of('create:honey', 250), ['minecraft:diamond'])",
      "  event.custom({ type: 'create:milling', ingredients: [{ item: 'minecraft:stone' }], results: [{ id: 'create:zinc_ingot' }] })",
      "  console.log('minecraft:not_an_id_here')",
      "  const name = 'create:not_checked_either'",
      '})',
      "onEvent('recipes', e => { e.smelting('minecraft:diamond', 'minecraft:diamond_ore') })",
      "events.listen('recipes', function (e) { e.shapeless('create:zinc_ingot', ['create:zinc_ore']) })",
      "ServerEvents.blockLootTables(e => { e.addSimpleBlock('create:zinc_ore', 'create:zinc_ingot') })",
    ].join('\n');
    const reading = readScript(file, text);
    const ids = reading.references.map((r) => `${r.tag ? '#' : ''}${r.id}`);
    assert.deepEqual(
      ids.sort(),
      [
        '#forge:ingots/iron',
        '#minecraft:planks',
        'create:andesite_alloy',
        'create:brass_ingot',
        'create:cogwheel',
        'create:honey',
        'create:zinc_ingot',
        'create:zinc_ingot',
        'create:zinc_ingot',
        'create:zinc_ingot',
        'create:zinc_ore',
        'create:zinc_ore',
        'minecraft:diamond',
        'minecraft:diamond',
        'minecraft:diamond_ore',
        'minecraft:iron_ingot',
        'minecraft:oak_planks',
        'minecraft:stick',
        'minecraft:stick',
        'minecraft:stone',
      ].sort(),
    );
    const honey = reading.references.find((r) => r.id === 'create:honey');
    assert.deepEqual({ line: honey?.line, column: honey?.column }, where(text, "'create:honey'"));
    assert.equal(honey?.registry, 'fluid');
    assert.equal(text.slice(honey?.start, honey?.end), 'create:honey');
  });

  it('reports an unknown id with did-you-mean, an unknown namespace, an unknown and an empty tag, at the literal', () => {
    const text = [
      'ServerEvents.recipes(event => {',
      "  event.shapeless('create:brass_ingott', ['#forge:ingots/unobtainium', '#forge:ingot/iron'])",
      "  event.shaped('mekanism:steel_casing', ['A'], { A: 'gtceu:any_generated_thing' })",
      '})',
    ].join('\n');
    const problems = checkScriptText(file, text, samplePack());
    const summary = problems.map((p) => [p.code, p.id, p.line, p.column, p.severity]);
    assert.deepEqual(summary, [
      ['unknown-id', 'create:brass_ingott', 2, where(text, "'create:brass_ingott'").column, 'error'],
      ['empty-tag', '#forge:ingots/unobtainium', 2, where(text, "'#forge:ingots/unobtainium'").column, 'warning'],
      ['unknown-tag', '#forge:ingot/iron', 2, where(text, "'#forge:ingot/iron'").column, 'error'],
      ['unknown-namespace', 'mekanism:steel_casing', 3, 16, 'error'],
    ]);
    assert.deepEqual(problems[0]?.suggestions, ['create:brass_ingot']);
    // gtceu is generated at run time: an id there is "cannot judge", never unknown.
    assert.ok(!problems.some((p) => p.id.startsWith('gtceu:')));
  });

  it('honours Platform.isLoaded guards, // requires headers, startup registrations and tags a script adds', () => {
    const text = [
      "if (Platform.isLoaded('mekanism')) {",
      "  ServerEvents.recipes(e => { e.shapeless('mekanism:steel_casing', ['minecraft:stick']) })",
      '}',
      "StartupEvents.registry('item', e => { e.create('magic_dust') })",
      "ServerEvents.tags('item', e => { e.add('mypack:dusts', ['kubejs:magic_dust']); e.add('forge:ingots/unobtainium', 'create:zinc_ingot') })",
      "ServerEvents.recipes(e => { e.shapeless('kubejs:magic_dust', ['#mypack:dusts', '#forge:ingots/unobtainium']) })",
    ].join('\n');
    assert.deepEqual(checkScriptText(file, text, samplePack()), []);
    const required = "// requires: mekanism\nServerEvents.recipes(e => { e.shapeless('mekanism:steel_casing', []) })";
    assert.deepEqual(checkScriptText(file, required, samplePack()), []);
  });

  it('reports a tag event member that does not exist in the registry the event is for', () => {
    const text = "ServerEvents.tags('block', e => { e.add('mypack:stones', ['minecraft:stone', 'create:zinc_oer']) })";
    const problems = checkScriptText(file, text, samplePack());
    assert.deepEqual(
      problems.map((p) => [p.code, p.id, p.suggestions]),
      [['unknown-id', 'create:zinc_oer', ['create:zinc_ore']]],
    );
  });

  it('reports two script recipes with one id', () => {
    const text = [
      'ServerEvents.recipes(e => {',
      "  e.shapeless('minecraft:stick', ['minecraft:oak_planks']).id('mypack:stick')",
      "  e.shapeless('minecraft:diamond', ['minecraft:stone']).id('mypack:stick')",
      '})',
    ].join('\n');
    const problems = checkScriptText(file, text, samplePack());
    assert.deepEqual(
      problems.map((p) => [p.code, p.id, p.line]),
      [['duplicate-recipe-id', 'mypack:stick', 3]],
    );
  });

  it('a script that does not parse is one problem at the error, and deep nesting is one problem, quickly', () => {
    const broken = "ServerEvents.recipes(e => {\n  e.shaped('create:cogwheel', [\n})";
    const problems = checkScriptText(file, broken, samplePack());
    assert.equal(problems.length, 1);
    assert.equal(problems[0]?.code, 'unchecked-file');
    assert.equal(problems[0]?.line, 3);
    const deep = `const x = ${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const started = Date.now();
    const deepProblems = checkScriptText(file, deep, samplePack());
    assert.deepEqual(
      deepProblems.map((p) => p.code),
      ['unchecked-file'],
    );
    assert.ok(Date.now() - started < 5000);
  });
});
