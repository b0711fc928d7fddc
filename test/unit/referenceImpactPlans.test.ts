import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ContentIndexer } from '../../src/core/content/contentIndexer';
import type { ProposalDraft } from '../../src/core/edits';
import { discardDownload, globalModrinthFetch, ModrinthClient } from '../../src/core/modrinth/modrinthClient';
import { ModScanner } from '../../src/core/mods/modScanner';
import { impactText } from '../../src/core/planning/summaries';
import { IdLedger } from '../../src/core/tools/idLedger';
import { novaToolRegistry } from '../../src/core/tools/novaTools';
import type { ToolRegistry } from '../../src/core/tools/toolRegistry';
import { startFakeModrinthServer, type FakeModrinthServer } from './fakes/fakeModrinthServer';
import { writePrismInstance } from './fixtures/instanceLayouts';
import { fabricJar } from './fixtures/modJars';
import { makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';

const signal = new AbortController().signal;

/** A Fabric jar of mod `create` whose assets name `items` (each `ns:path`) as item models. */
function createJar(version: string, items: readonly string[]): Promise<Buffer> {
  const assets: Record<string, string> = {};
  for (const id of items) {
    const [ns, p] = id.split(':');
    assets[`assets/${ns}/models/item/${p}.json`] = '{"parent":"item/generated"}';
  }
  return fabricJar({ id: 'create', name: 'Create', version }, assets);
}

describe('impact lines of disables and updates, from the pack’s scripts and data packs (chat tools)', () => {
  let fake: FakeModrinthServer;
  let root: string;
  let gameDir: string;
  let registry: ToolRegistry;
  let ledger: IdLedger;

  before(async () => {
    fake = await startFakeModrinthServer();
    // Create 1.0 also owns the `createdeco` namespace (no mod of that id): only the content index knows.
    const old = await createJar('1.0', [
      'create:brass_ingot',
      'create:zinc_ingot',
      'create:cogwheel',
      'createdeco:zinc_bars',
    ]);
    const next = await createJar('2.0', ['create:brass_ingot', 'createdeco:zinc_bars']);
    fake.addProject({ id: 'LNytGWDc', slug: 'create-fabric', title: 'Create', project_type: 'mod' });
    for (const [id, v, content] of [
      ['create10', '1.0', old],
      ['create20', '2.0', next],
    ] as const)
      fake.addVersion({
        id,
        project_id: 'LNytGWDc',
        version_number: v,
        loaders: ['fabric'],
        game_versions: ['1.20.1'],
        date_published: `2024-0${v === '1.0' ? 1 : 5}-01T00:00:00Z`,
        filename: `create-${v}.jar`,
        content,
      });
    root = await makeTempDir('nova-impact-');
    const dir = await writePrismInstance(path.join(root, 'packs', 'fab'), {
      name: 'Fabric Pack',
      minecraft: '1.20.1',
      loader: { type: 'fabric', version: '0.15.7' },
      mods: {
        'create-1.0.jar': old,
        'jei.jar': await fabricJar({ id: 'jei', name: 'JEI', version: '1' }),
      },
    });
    gameDir = path.join(dir, 'minecraft');
    await writeText(
      path.join(gameDir, 'kubejs/server_scripts/create.js'),
      [
        'ServerEvents.recipes(e => {',
        "  e.shapeless('create:brass_ingot', ['create:zinc_ingot', 'minecraft:iron_ingot'])",
        "  e.remove({ output: 'create:cogwheel' })",
        "  e.shaped('createdeco:zinc_bars', ['AAA'], { A: '#create:not_counted' })",
        '})',
        '',
      ].join('\n'),
    );
    await writeText(
      path.join(gameDir, 'datapacks/p/data/mypack/recipes/a.json'),
      JSON.stringify({
        type: 'minecraft:smelting',
        ingredient: { item: 'create:zinc_ingot' },
        result: 'minecraft:stick',
      }),
    );
    const scanner = new ModScanner();
    const modrinth = new ModrinthClient({ fetch: globalModrinthFetch, baseUrl: fake.baseUrl });
    registry = novaToolRegistry(
      { roots: [root], scanner, modrinth, contentIndexer: new ContentIndexer(scanner) },
      { capabilities: ['ui', 'network'] },
    );
    ledger = new IdLedger();
    await registry.run({ id: 'c', name: 'list_instances', arguments: '{}' }, ledger, signal);
    await registry.run({ id: 'c', name: 'list_mods', arguments: '{"instance_id":"packs/fab"}' }, ledger, signal);
  });
  after(async () => {
    await fake.close();
    await removeTempDir(root);
  });

  async function propose(name: string, args: Record<string, unknown>): Promise<ProposalDraft[]> {
    const outcome = await registry.run({ id: 'w', name, arguments: JSON.stringify(args) }, ledger, signal);
    assert.equal(outcome.kind, 'proposals', outcome.kind === 'result' ? outcome.text : '');
    return outcome.kind === 'proposals' ? outcome.drafts : [];
  }

  it('disable_mods: the references to every namespace of the mod (the index gives createdeco to Create) would break', async () => {
    const drafts = await propose('disable_mods', { instance_id: 'packs/fab', files: ['create-1.0.jar', 'jei.jar'] });
    // Script: brass_ingot, zinc_ingot, cogwheel, createdeco:zinc_bars (the #create tag is not counted); data pack: 1.
    assert.equal(drafts[0]?.impact, '5 references in kubejs/server_scripts, datapacks/p would break');
    assert.equal(drafts[0]?.risk, 'risky');
    assert.equal(impactText(drafts[0], 'zh-cn'), 'kubejs/server_scripts, datapacks/p 中有 5 处引用将会失效');
    assert.equal(drafts[1]?.impact, undefined, 'nothing names a jei id');
    assert.equal(drafts[1]?.risk, 'safe');
    assert.ok(fs.existsSync(path.join(gameDir, 'mods', 'create-1.0.jar')), 'proposing changes nothing');
  });

  it('update_content: only the ids the new version no longer has count (zinc_ingot twice, cogwheel)', async () => {
    await registry.run(
      { id: 'c', name: 'get_project_versions', arguments: '{"instance_id":"packs/fab","project_id":"LNytGWDc"}' },
      ledger,
      signal,
    );
    const drafts = await propose('update_content', {
      instance_id: 'packs/fab',
      updates: [{ file: 'create-1.0.jar', version_id: 'create20' }],
    });
    try {
      assert.equal(drafts.length, 1);
      assert.equal(drafts[0]?.impact, '3 references in kubejs/server_scripts, datapacks/p would break');
      assert.equal(drafts[0]?.risk, 'risky');
      assert.equal(impactText(drafts[0], 'zh-cn'), 'kubejs/server_scripts, datapacks/p 中有 3 处引用将会失效');
    } finally {
      for (const d of drafts)
        for (const op of d.operations)
          if (op.kind === 'create' && 'tempFile' in op.source) await discardDownload(op.source.tempFile);
    }
  });
});
