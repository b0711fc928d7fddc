import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ModScanner } from '../../src/core/mods/modScanner';
import { IdLedger } from '../../src/core/tools/idLedger';
import { novaToolRegistry } from '../../src/core/tools/novaTools';
import type { ToolRegistry } from '../../src/core/tools/toolRegistry';
import { brassMod, j, writeContentPack } from './fixtures/contentPack';
import { forgeToml, tomlJar } from './fixtures/modJars';

const signal = new AbortController().signal;

describe('content tools (find_content, get_tags, find_recipes)', () => {
  let root: string;
  let registry: ToolRegistry;
  let ledger: IdLedger;
  const instanceId = 'instances/Pack';

  before(async () => {
    root = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'nova-content-tools-'));
    // Many items so that a listing must page under the 900-character cap.
    const many: Record<string, string> = {};
    for (let i = 0; i < 120; i++) many[`assets/bulk/models/item/bulk_gear_${i}.json`] = j({});
    const bulk = await tomlJar(forgeToml('bulk', '1.0.0'), { extra: many });
    await writeContentPack(root, { 'brassworks.jar': await brassMod(), 'bulk.jar': bulk });
    registry = novaToolRegistry({ roots: [root], scanner: new ModScanner() }, { capabilities: [] });
    ledger = new IdLedger();
    await call('list_instances', {});
  });
  after(async () => {
    await fs.promises.rm(root, { recursive: true, force: true });
  });

  async function call(name: string, args: Record<string, unknown>): Promise<string> {
    const outcome = await registry.run({ id: 'c', name, arguments: JSON.stringify(args) }, ledger, signal);
    assert.equal(outcome.kind, 'result');
    const text = outcome.kind === 'result' ? outcome.text : '';
    assert.ok(text.length <= 900, `${name}: ${text.length} chars`);
    return text;
  }

  it('find_content finds by Chinese name and records the ids it shows as content ids of the instance', async () => {
    const text = await call('find_content', { instance_id: instanceId, query: '黄铜锭', kind: null, offset: null });
    assert.match(text, /item brassworks:brass_ingot "Brass Ingot" \/ "黄铜锭" · brassworks/);
    assert.ok(ledger.has({ kind: 'content', value: 'brassworks:brass_ingot', scope: instanceId }));
    assert.ok(!ledger.has({ kind: 'content', value: 'brassworks:brass_block', scope: instanceId }));
  });

  it('find_content pages under the cap and only ids that survived the cap count as seen', async () => {
    const first = await call('find_content', {
      instance_id: instanceId,
      query: 'bulk_gear',
      kind: 'item',
      offset: null,
    });
    assert.match(first, /120 matches/);
    assert.match(first, /offset=\d+/);
    assert.ok(ledger.has({ kind: 'content', value: 'bulk:bulk_gear_0', scope: instanceId }));
    assert.ok(!ledger.has({ kind: 'content', value: 'bulk:bulk_gear_119', scope: instanceId }));
    const later = await call('find_content', {
      instance_id: instanceId,
      query: 'bulk_gear',
      kind: 'item',
      offset: 100,
    });
    assert.match(later, /bulk:bulk_gear_119\b/);
    assert.ok(ledger.has({ kind: 'content', value: 'bulk:bulk_gear_119', scope: instanceId }));
  });

  it('get_tags lists a tag’s members and the tags of an id, and flags an unknown id with its nearest ids', async () => {
    const members = await call('get_tags', {
      instance_id: instanceId,
      id: '#forge:ingots',
      registry: 'item',
      offset: null,
    });
    assert.match(members, /#forge:ingots \(item\) holds 2 ids/);
    assert.match(members, /- brassworks:brass_ingot/);
    const tagsOf = await call('get_tags', {
      instance_id: instanceId,
      id: 'brassworks:brass_ingot',
      registry: null,
      offset: null,
    });
    assert.match(tagsOf, /#forge:ingots\/brass \(item\)/);
    assert.ok(ledger.has({ kind: 'content', value: 'forge:ingots/brass', scope: instanceId }));
    const typo = await call('get_tags', {
      instance_id: instanceId,
      id: 'brassworks:brass_ingto',
      registry: null,
      offset: null,
    });
    assert.match(typo, /unknown id; near: brassworks:brass_ingot/);
  });

  it('find_recipes lists recipes that make an id and those that use it through a tag', async () => {
    const makes = await call('find_recipes', {
      instance_id: instanceId,
      id: 'brassworks:brass_ingot',
      role: 'makes',
      offset: null,
    });
    assert.match(makes, /1 recipes make brassworks:brass_ingot/);
    assert.match(makes, /brassworks:mixing\/brass_ingot \[create:mixing\]/);
    const uses = await call('find_recipes', {
      instance_id: instanceId,
      id: 'brassworks:brass_ingot',
      role: 'uses',
      offset: null,
    });
    // The block recipe uses #forge:ingots/brass, which holds the ingot.
    assert.match(
      uses,
      /brassworks:brass_block \[minecraft:crafting_shaped\] #forge:ingots\/brass -> brassworks:brass_block/,
    );
  });
});
