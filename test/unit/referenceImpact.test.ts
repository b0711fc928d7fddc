import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { planDisableMods } from '../../src/core/planning/modPlanner';
import { withReferenceImpact } from '../../src/core/planning/referenceImpact';
import { impactText } from '../../src/core/planning/summaries';
import { disableModDraft, withImpact } from '../../src/core/planning/drafts';
import { PlanMessages } from '../../src/core/planning/planMessages';
import { readPackReferences } from '../../src/core/references/referenceCheck';
import { vanishedReferences } from '../../src/core/references/vanishedReferences';
import { contentIndex } from './fixtures/contentFixtures';
import { modFileRecord } from './fixtures/modFileRecord';
import { makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';

describe('references before a change: impact lines and ids that vanished', () => {
  let game: string;

  before(async () => {
    game = await makeTempDir();
    await writeText(
      path.join(game, 'kubejs/server_scripts/create.js'),
      "ServerEvents.recipes(e => {\n  e.shapeless('create:brass_ingot', ['create:zinc_ingot', 'minecraft:iron_ingot'])\n  e.remove({ output: 'create:cogwheel' })\n})\n",
    );
    await writeText(
      path.join(game, 'datapacks/p/data/mypack/recipes/a.json'),
      JSON.stringify({
        type: 'minecraft:smelting',
        ingredient: { item: 'create:zinc_ore' },
        result: 'minecraft:stick',
      }),
    );
  });

  after(() => removeTempDir(game));

  it("a disable item says how many references to the mod's ids would break, where, in English and Chinese", async () => {
    const pack = await readPackReferences(game);
    const files = [
      modFileRecord('create.jar', { id: 'create' }, { path: path.join(game, 'mods', 'create.jar') }),
      modFileRecord('jei.jar', { id: 'jei' }, { path: path.join(game, 'mods', 'jei.jar') }),
    ];
    const drafts = withReferenceImpact(planDisableMods(files, ['create.jar', 'jei.jar'], 'inst'), files, {
      gameDir: game,
      references: pack.references,
    });
    assert.equal(drafts[0]?.impact, '4 references in kubejs/server_scripts, datapacks/p would break');
    assert.equal(drafts[0]?.risk, 'risky');
    assert.equal(drafts[1]?.impact, undefined, 'no script names a jei id');
    assert.equal(drafts[1]?.risk, 'safe');
    assert.equal(impactText(drafts[0], 'zh-cn'), 'kubejs/server_scripts, datapacks/p 中有 4 处引用将会失效');
    const both = withImpact(
      disableModDraft(path.join(game, 'mods', 'sodium.jar'), 'inst', [
        PlanMessages.dependentsStopLoading({ dependents: 'Iris', many: false, lost: 'Sodium' }),
      ]),
      [PlanMessages.referencesBreak({ count: 1, folders: 'config/x', more: 0 })],
    );
    assert.equal(both.impact, 'Iris depends on Sodium and will stop loading; 1 reference in config/x would break');
    assert.equal(both.risk, 'risky');
    assert.equal(impactText(both, 'zh-cn'), 'Iris 依赖 Sodium，将无法加载；config/x 中有 1 处引用将会失效');
  });

  it('planDisableMods counts the mod’s namespaces, and nothing a remaining copy still provides', async () => {
    const pack = await readPackReferences(game);
    const create = modFileRecord('create.jar', { id: 'create' }, { path: path.join(game, 'mods', 'create.jar') });
    const copy = modFileRecord(
      'create-copy.jar',
      { id: 'create' },
      { path: path.join(game, 'mods', 'create-copy.jar') },
    );
    const data = { gameDir: game, references: pack.references };
    const [alone] = planDisableMods([create], ['create.jar'], 'inst', data);
    // The script's 3 create ids and the data pack's create:zinc_ore (the data pack's own recipe id is a definition).
    assert.equal(alone?.impact, '4 references in kubejs/server_scripts, datapacks/p would break');
    const [withCopy] = planDisableMods([create, copy], ['create.jar'], 'inst', data);
    assert.equal(withCopy?.impact, undefined, 'the other copy still provides create');
    const [both] = planDisableMods([create, copy], ['create.jar', 'create-copy.jar'], 'inst', data);
    assert.equal(both?.impact, '4 references in kubejs/server_scripts, datapacks/p would break');
    const many = Array.from({ length: 5 }, (_, i) => ({
      ...pack.references[0]!,
      file: path.join(game, `f${i}`, 'x', 'y.js'),
    }));
    const [spread] = planDisableMods([create], ['create.jar'], 'inst', { gameDir: game, references: many });
    assert.equal(spread?.impact, '5 references in f0/x, f1/x, f2/x and 2 more folders would break');
    assert.equal(impactText(spread, 'zh-cn'), 'f0/x, f1/x, f2/x 等 5 个文件夹 中有 5 处引用将会失效');
  });

  it('lists ids the old pack had, the new one lacks, that files still name (not in run-time namespaces)', async () => {
    const pack = await readPackReferences(game);
    const before = contentIndex({
      items: ['create:brass_ingot', 'create:zinc_ingot', 'create:cogwheel', 'minecraft:iron_ingot', 'minecraft:stick'],
      blocks: ['create:zinc_ore'],
    });
    const after = contentIndex({ items: ['create:brass_ingot', 'minecraft:iron_ingot', 'minecraft:stick'] });
    const gone = vanishedReferences(before, after, pack.references);
    assert.deepEqual(
      gone.map((g) => [
        g.id,
        g.references.map((r) => `${path.relative(game, r.file).split(path.sep).join('/')}:${r.line}`),
      ]),
      [
        ['create:cogwheel', ['kubejs/server_scripts/create.js:3']],
        ['create:zinc_ingot', ['kubejs/server_scripts/create.js:2']],
        ['create:zinc_ore', ['datapacks/p/data/mypack/recipes/a.json:1']],
      ],
    );
    const generated = contentIndex({ items: ['minecraft:stick', 'minecraft:iron_ingot'], incomplete: ['create'] });
    assert.deepEqual(vanishedReferences(before, generated, pack.references), []);
  });
});
