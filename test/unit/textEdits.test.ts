import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { MessageError } from '../../src/core/locale/messageError';
import type { ContentIndex } from '../../src/core/content/contentIndex';
import { ContentLookup } from '../../src/core/content/contentLookup';
import type { FileOperation, ProposalDraft } from '../../src/core/edits';
import { operationProblem, redoOperations } from '../../src/core/journal/operationCheck';
import { ModScanner } from '../../src/core/mods/modScanner';
import { contentIdCandidates } from '../../src/core/textEdits/contentIdCandidates';
import { forgeCfgProblem } from '../../src/core/textEdits/forgeCfgSyntax';
import { snbtProblem } from '../../src/core/textEdits/snbtSyntax';
import { textChangeWords } from '../../src/core/textEdits/textChangeWords';
import type { Locale } from '../../src/core/locale/locale';
import { renderMessage } from '../../src/core/locale/messageCatalog';
import { impactText, summaryText } from '../../src/core/planning/summaries';
import { IdLedger } from '../../src/core/tools/idLedger';
import { novaToolRegistry } from '../../src/core/tools/novaTools';
import type { ToolRegistry } from '../../src/core/tools/toolRegistry';
import { writePrismInstance } from './fixtures/instanceLayouts';
import { makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';

const signal = new AbortController().signal;

const ORE_TOML = '# Ore veins\n[iron_ore]\ncount = 20\nsize = 9\n\n[gold_ore]\ncount = 4\nsize = 9\n';
const SCRIPT =
  "ServerEvents.recipes(event => {\n  event.shapeless('minecraft:iron_ingot', ['minecraft:iron_nugget'])\n})\n";
const CFG =
  '# Configuration file\n\ngeneral {\n    I:maxVeins=8\n    B:enabled=true\n    S:names <\n        a\n        b\n     >\n}\n';
const SNBT = '{\n\tid: "0001"\n\ttitle: "Start"\n\ttasks: [{ item: "minecraft:stone", count: 4L }]\n}\n';

/** A hand-built index: vanilla and create are complete, `gtceu` is filled at run time. */
function lookup(): ContentLookup {
  const entry = (id: string) => ({ id, name: null, names: {}, mod: id.split(':')[0] ?? null, file: 'mods/x.jar' });
  const ns = (id: string, complete: boolean) => ({
    id,
    mod: id,
    items: 1,
    blocks: 0,
    fluids: 0,
    tags: 0,
    recipes: 0,
    complete,
    incompleteReason: complete ? null : 'material items are made at run time',
  });
  const index: ContentIndex = {
    instance: 'Pack',
    namespaces: [ns('minecraft', true), ns('create', true), ns('gtceu', false)],
    items: [
      'minecraft:iron_ingot',
      'minecraft:iron_nugget',
      'minecraft:stone',
      'create:brass_casing',
      'create:brass_ingot',
    ].map(entry),
    blocks: [],
    fluids: [],
    tags: [{ id: 'c:ingots/brass', registry: 'item', values: ['create:brass_ingot'] }],
    recipes: [],
    gaps: [],
  };
  return new ContentLookup(index);
}

/** Applies operations as the host does for these kinds, after the journal's own check of the disk. */
async function apply(ops: readonly FileOperation[]): Promise<void> {
  const problem = await operationProblem(ops);
  if (problem !== null) throw new MessageError(problem);
  for (const op of ops) {
    if (op.kind === 'create') {
      fs.mkdirSync(path.dirname(op.path), { recursive: true });
      fs.writeFileSync(op.path, 'content' in op.source ? op.source.content : fs.readFileSync(op.source.tempFile));
    } else if (op.kind === 'write') fs.writeFileSync(op.path, op.content);
    else if (op.kind === 'rename') {
      fs.mkdirSync(path.dirname(op.to), { recursive: true });
      fs.renameSync(op.from, op.to);
    } else throw new Error(`unexpected operation ${JSON.stringify(op)}`);
  }
}

describe('Text edits: read_file, edit_file, create_file', () => {
  let root: string;
  let outside: string;
  let gameDir: string;
  let instanceId: string;
  let content: ContentLookup | null;

  before(async () => {
    root = await makeTempDir('nova-text-');
    outside = await makeTempDir('nova-text-out-');
    await writeText(path.join(outside, 'secret.toml'), 'secret = 1\n');
    fs.mkdirSync(path.join(outside, 'dir'));
    const dir = await writePrismInstance(path.join(root, 'packs', 'pack'), {
      name: 'Pack',
      minecraft: '1.20.1',
      loader: { type: 'forge', version: '47.2.0' },
      mods: {},
    });
    gameDir = path.join(dir, 'minecraft');
    await writeText(path.join(gameDir, 'config', 'oreveins.toml'), ORE_TOML);
    await writeText(path.join(gameDir, 'config', 'crlf.toml'), 'a = 1\r\nb = 2\r\n');
    await writeText(path.join(gameDir, 'config', 'dupes.json'), '{"a": 1, "b": 1}\n');
    await writeText(path.join(gameDir, 'config', 'old.cfg'), CFG);
    await writeText(path.join(gameDir, 'config', 'quests', 'start.snbt'), SNBT);
    await writeText(path.join(gameDir, 'kubejs', 'server_scripts', 'recipes.js'), SCRIPT);
    await writeText(path.join(gameDir, 'options.txt'), 'fov:0.0\nrenderDistance:12\n');
    await writeText(path.join(gameDir, 'servers.dat'), Buffer.from([10, 0, 0, 9, 0, 7]));
    await writeText(path.join(gameDir, 'config', 'blob.txt'), Buffer.from([0x61, 0, 0x62]));
    await writeText(path.join(gameDir, 'config', 'bad.json'), '{"broken": ');
    fs.symlinkSync(path.join(outside, 'secret.toml'), path.join(gameDir, 'config', 'linked.toml'));
    fs.symlinkSync(path.join(outside, 'dir'), path.join(gameDir, 'kubejs', 'out'));
    const registry = novaToolRegistry({ roots: [root], scanner: new ModScanner() }, { capabilities: [] });
    const ledger = new IdLedger();
    const listed = await registry.run({ id: 'l', name: 'list_instances', arguments: '{}' }, ledger, signal);
    assert.equal(listed.kind, 'result');
    instanceId = (Object.keys(ledger.toJSON())[0] ?? '').split('\u0000')[2] ?? '';
  });
  after(async () => {
    await removeTempDir(root);
    await removeTempDir(outside);
  });
  beforeEach(() => (content = lookup()));

  function setup(): { registry: ToolRegistry; ledger: IdLedger } {
    const registry = novaToolRegistry(
      { roots: [root], scanner: new ModScanner(), content: async () => content },
      { capabilities: ['ui'] },
    );
    const ledger = new IdLedger();
    ledger.record({ kind: 'instance', value: instanceId }, 'list_instances');
    return { registry, ledger };
  }

  async function read(t: ReturnType<typeof setup>, file: string, offset: number | null = null): Promise<string> {
    const args = JSON.stringify({ instance_id: instanceId, path: file, offset });
    const out = await t.registry.run({ id: 'r', name: 'read_file', arguments: args }, t.ledger, signal);
    assert.equal(out.kind, 'result');
    return out.kind === 'result' ? out.text : '';
  }

  async function propose(
    t: ReturnType<typeof setup>,
    name: 'edit_file' | 'create_file',
    args: Record<string, string>,
  ): Promise<{ drafts: ProposalDraft[]; refusal: string | null }> {
    const call = { id: 'w', name, arguments: JSON.stringify({ instance_id: instanceId, ...args }) };
    const out = await t.registry.run(call, t.ledger, signal);
    if (out.kind === 'proposals') return { drafts: out.drafts, refusal: null };
    assert.equal(out.ok, false, 'a refusal is a failed result');
    return { drafts: [], refusal: out.text };
  }

  it('finds the generated instance', () => assert.ok(instanceId.length > 0, 'instance id from list_instances'));

  it('read_file shows numbered lines, pages by line under the cap, and lists folders', async () => {
    const t = setup();
    const text = await read(t, 'config/oreveins.toml');
    assert.match(
      text,
      /^config\/oreveins\.toml: 8 lines; from line 1:\n1\| # Ore veins\n2\| \[iron_ore\]\n3\| count = 20/,
    );
    assert.match(await read(t, 'config/oreveins.toml', 6), /from line 6:\n6\| \[gold_ore\]/);
    assert.match(await read(t, 'options.txt'), /2\| renderDistance:12/);
    const listing = await read(t, 'config');
    assert.match(listing, /oreveins\.toml \(/);
    assert.match(listing, /quests\//);
    await writeText(
      path.join(gameDir, 'config', 'long.toml'),
      Array.from({ length: 200 }, (_, i) => `key${i} = ${i}`).join('\n'),
    );
    const long = await read(t, 'config/long.toml');
    assert.ok(long.length <= 900);
    const next = Number(/offset=(\d+)/.exec(long)?.[1]);
    const lastShown = Math.max(...[...long.matchAll(/^(\d+)\| key/gm)].map((m) => Number(m[1])));
    assert.equal(next, lastShown + 1, 'the marker continues at the first line not shown whole');
  });

  it('read_file refuses binaries, jars, servers.dat, paths outside and links out', async () => {
    const t = setup();
    for (const [file, why] of [
      ['servers.dat', /binary/],
      ['mods/x.jar', /binary/],
      ['saves/w/region/r.0.0.mca', /binary/],
      ['config/blob.txt', /binary/],
      ['../secret.toml', /leaves the instance/],
      ['/etc/passwd', /leaves the instance/],
      ['config/linked.toml', /outside the instance/],
      ['kubejs/out/x.js', /outside the instance/],
      ['config/missing.toml', /does not exist/],
    ] as const) {
      const args = JSON.stringify({ instance_id: instanceId, path: file, offset: null });
      const out = await t.registry.run({ id: 'r', name: 'read_file', arguments: args }, t.ledger, signal);
      assert.ok(out.kind === 'result' && !out.ok, `${file} refused`);
      assert.match(out.kind === 'result' ? out.text : '', why, file);
      assert.doesNotMatch(out.kind === 'result' ? out.text : '', /secret = 1/);
    }
  });

  it('edit_file refuses a file not read in this conversation, and one changed since it was read', async () => {
    const t = setup();
    const edit = { path: 'config/oreveins.toml', old_text: 'count = 20', new_text: 'count = 8' };
    assert.match((await propose(t, 'edit_file', edit)).refusal ?? '', /not read in this conversation.*read_file/);
    await read(t, 'config/oreveins.toml');
    const file = path.join(gameDir, 'config', 'oreveins.toml');
    fs.writeFileSync(file, ORE_TOML.replace('size = 9', 'size = 10'));
    try {
      assert.match((await propose(t, 'edit_file', edit)).refusal ?? '', /changed since you read it/);
      await read(t, 'config/oreveins.toml');
      assert.equal((await propose(t, 'edit_file', edit)).refusal, null, 'after reading again the edit is offered');
    } finally {
      fs.writeFileSync(file, ORE_TOML);
    }
  });

  it('refuses a FIFO, a file over the size limit, and old_text carrying line numbers; keeps a BOM', async () => {
    const t = setup();
    const fifo = path.join(gameDir, 'config', 'pipe.toml');
    execFileSync('mkfifo', [fifo]);
    try {
      const args = JSON.stringify({ instance_id: instanceId, path: 'config/pipe.toml', offset: null });
      const out = await t.registry.run({ id: 'r', name: 'read_file', arguments: args }, t.ledger, signal);
      assert.match(out.kind === 'result' ? out.text : '', /not a regular file/);
    } finally {
      fs.rmSync(fifo);
    }
    const huge = path.join(gameDir, 'config', 'huge.json');
    fs.writeFileSync(huge, Buffer.alloc(3 * 1024 * 1024, 0x20));
    try {
      const args = JSON.stringify({ instance_id: instanceId, path: 'config/huge.json', offset: null });
      const out = await t.registry.run({ id: 'r', name: 'read_file', arguments: args }, t.ledger, signal);
      assert.match(out.kind === 'result' ? out.text : '', /too large/);
    } finally {
      fs.rmSync(huge);
    }
    await read(t, 'config/oreveins.toml');
    const numbered = await propose(t, 'edit_file', {
      path: 'config/oreveins.toml',
      old_text: '3| count = 20',
      new_text: 'count = 8',
    });
    assert.match(numbered.refusal ?? '', /line numbers/);
    const bom = path.join(gameDir, 'config', 'bom.json');
    fs.writeFileSync(bom, '\uFEFF{\n  "fog": true\n}\n');
    await read(t, 'config/bom.json');
    const draft = (await propose(t, 'edit_file', { path: 'config/bom.json', old_text: 'true', new_text: 'false' }))
      .drafts[0];
    assert.ok(draft);
    await apply(draft.operations);
    assert.equal(fs.readFileSync(bom, 'utf8'), '\uFEFF{\n  "fog": false\n}\n');
    assert.equal(draft.summary, 'fog true → false in config/bom.json');
  });

  it('edit_file refuses old_text that is missing, repeated or empty, and a no-op', async () => {
    const t = setup();
    await read(t, 'config/oreveins.toml');
    const p = 'config/oreveins.toml';
    assert.match(
      (await propose(t, 'edit_file', { path: p, old_text: 'size = 9', new_text: 'size = 3' })).refusal ?? '',
      /occurs 2 times/,
    );
    assert.match(
      (await propose(t, 'edit_file', { path: p, old_text: 'count = 99', new_text: 'x' })).refusal ?? '',
      /does not occur/,
    );
    assert.match((await propose(t, 'edit_file', { path: p, old_text: '', new_text: 'x' })).refusal ?? '', /empty/);
    assert.match(
      (await propose(t, 'edit_file', { path: p, old_text: 'count = 20', new_text: 'count = 20' })).refusal ?? '',
      /nothing would change/,
    );
  });

  it('edit_file and create_file refuse path tricks, binaries and links out', async () => {
    const t = setup();
    const tricks = [
      '../outside.toml',
      '/etc/hosts',
      'C:/x.toml',
      'config/../../x.toml',
      'kubejs/out/new.js',
      'config/linked.toml',
    ];
    for (const p of tricks) {
      const created = await propose(t, 'create_file', { path: p, content: 'a = 1\n' });
      assert.match(created.refusal ?? '', /leaves the instance|outside the instance|symbolic link|already exists/, p);
    }
    assert.equal(fs.existsSync(path.join(outside, 'dir', 'new.js')), false);
    assert.match((await propose(t, 'create_file', { path: 'mods/evil.jar', content: 'x' })).refusal ?? '', /binary/);
    assert.match(
      (await propose(t, 'edit_file', { path: 'servers.dat', old_text: 'a', new_text: 'b' })).refusal ?? '',
      /binary/,
    );
    assert.match(
      (await propose(t, 'create_file', { path: 'config/oreveins.toml', content: 'a = 1\n' })).refusal ?? '',
      /already exists/,
    );
  });

  it('refuses results that no longer parse: TOML, JSON, JavaScript, SNBT, .cfg (a file already broken may be fixed)', async () => {
    const t = setup();
    for (const f of [
      'config/oreveins.toml',
      'kubejs/server_scripts/recipes.js',
      'config/old.cfg',
      'config/quests/start.snbt',
      'config/dupes.json',
      'config/bad.json',
    ])
      await read(t, f);
    const cases: Array<[string, string, string, RegExp]> = [
      ['config/oreveins.toml', 'count = 20', 'count = = 20', /valid TOML/],
      ['kubejs/server_scripts/recipes.js', "['minecraft:iron_nugget'])", "['minecraft:iron_nugget']"],
      ['config/old.cfg', 'I:maxVeins=8', 'I:maxVeins=eight', /valid Forge \.cfg/],
      ['config/old.cfg', '}', '', /valid Forge \.cfg/],
      ['config/quests/start.snbt', 'title: "Start"', 'title: "Start', /valid SNBT/],
      ['config/dupes.json', '"b": 1', '"b": ', /valid JSON/],
    ].map((c) => (c.length === 3 ? [...c, /valid JavaScript/] : c) as [string, string, string, RegExp]);
    for (const [p, oldText, newText, why] of cases)
      assert.match(
        (await propose(t, 'edit_file', { path: p, old_text: oldText, new_text: newText })).refusal ?? '',
        why,
        p,
      );
    const fix = await propose(t, 'edit_file', {
      path: 'config/bad.json',
      old_text: '{"broken": ',
      new_text: '{"broken": false}',
    });
    assert.equal(fix.refusal, null);
    assert.match(
      (await propose(t, 'create_file', { path: 'kubejs/server_scripts/new.js', content: 'event => {' })).refusal ?? '',
      /valid JavaScript/,
    );
  });

  it('refuses ids the pack does not have, and offers unjudgeable ids unticked with the ids named', async () => {
    const t = setup();
    await read(t, 'kubejs/server_scripts/recipes.js');
    const edit = (id: string) => ({
      path: 'kubejs/server_scripts/recipes.js',
      old_text: "event.shapeless('minecraft:iron_ingot'",
      new_text: `event.shapeless('${id}'`,
    });
    const wrong = await propose(t, 'edit_file', edit('create:brass_casinq'));
    assert.match(
      wrong.refusal ?? '',
      /do not exist in this pack: create:brass_casinq \(nearest known: create:brass_casing/,
    );
    assert.match(
      (await propose(t, 'edit_file', edit('nomod:thing'))).refusal ?? '',
      /no mod in this pack has the namespace nomod/,
    );
    const known = await propose(t, 'edit_file', edit('create:brass_casing'));
    assert.equal(known.drafts[0]?.risk, 'safe');
    const runtime = await propose(t, 'edit_file', edit('gtceu:steel_ingot'));
    assert.equal(runtime.drafts[0]?.risk, 'risky', 'a namespace filled at run time cannot be vouched for: unticked');
    assert.equal(
      runtime.drafts[0]?.impact,
      'Nova cannot vouch for these ids: gtceu:steel_ingot. Check them before applying',
    );
    assert.equal(
      impactText(runtime.drafts[0], 'zh-cn'),
      'Nova 无法确认这些 id 存在：gtceu:steel_ingot。应用前请检查它们',
    );
    content = null;
    const noIndex = await propose(t, 'edit_file', edit('create:brass_casing'));
    assert.equal(noIndex.drafts[0]?.risk, 'risky', 'without an index nothing is vouched for');
    assert.match(noIndex.drafts[0]?.impact ?? '', /create:brass_casing/);
  });

  it('labels the change in words and round-trips apply, undo and redo byte-exact (CRLF kept)', async () => {
    const t = setup();
    await read(t, 'config/oreveins.toml');
    await read(t, 'config/crlf.toml');
    const before = {
      ore: fs.readFileSync(path.join(gameDir, 'config', 'oreveins.toml')),
      crlf: fs.readFileSync(path.join(gameDir, 'config', 'crlf.toml')),
    };
    const ore = (
      await propose(t, 'edit_file', {
        path: 'config/oreveins.toml',
        old_text: '[iron_ore]\ncount = 20',
        new_text: '[iron_ore]\ncount = 8',
      })
    ).drafts[0];
    assert.ok(ore);
    assert.equal(ore.summary, 'iron_ore: count 20 → 8 in config/oreveins.toml');
    assert.equal(summaryText(ore, 'zh-cn'), '修改 config/oreveins.toml 中的 iron_ore: count 20 → 8');
    assert.equal(summaryText(ore, 'en'), ore.summary);
    const crlf = (
      await propose(t, 'edit_file', {
        path: 'config/crlf.toml',
        old_text: 'a = 1\nb = 2',
        new_text: 'a = 1\nb = 3\nc = 4',
      })
    ).drafts[0];
    assert.ok(crlf);
    const script = "ServerEvents.recipes(e => {\n  e.shapeless('create:brass_casing', ['#c:ingots/brass'])\n})\n";
    const created = (await propose(t, 'create_file', { path: 'kubejs/server_scripts/brass.js', content: script }))
      .drafts[0];
    assert.ok(created);
    assert.equal(created.summary, 'Create kubejs/server_scripts/brass.js (3 lines, a new file)');
    assert.equal(summaryText(created, 'zh-cn'), '创建 kubejs/server_scripts/brass.js（3 行，新文件）');
    assert.equal(created.risk, 'safe', 'known item and known tag');
    const ops = [...ore.operations, ...crlf.operations, ...created.operations];
    const inverse = [...created.inverse, ...crlf.inverse, ...ore.inverse];
    await apply(ops);
    assert.equal(
      fs.readFileSync(path.join(gameDir, 'config', 'oreveins.toml'), 'utf8'),
      ORE_TOML.replace('count = 20', 'count = 8'),
    );
    assert.equal(fs.readFileSync(path.join(gameDir, 'config', 'crlf.toml'), 'utf8'), 'a = 1\r\nb = 3\r\nc = 4\r\n');
    assert.equal(fs.readFileSync(path.join(gameDir, 'kubejs', 'server_scripts', 'brass.js'), 'utf8'), script);
    await apply(inverse);
    assert.deepEqual(fs.readFileSync(path.join(gameDir, 'config', 'oreveins.toml')), before.ore);
    assert.deepEqual(fs.readFileSync(path.join(gameDir, 'config', 'crlf.toml')), before.crlf);
    assert.equal(fs.existsSync(path.join(gameDir, 'kubejs', 'server_scripts', 'brass.js')), false);
    await apply(redoOperations(ops));
    assert.equal(fs.readFileSync(path.join(gameDir, 'kubejs', 'server_scripts', 'brass.js'), 'utf8'), script);
    await apply(inverse);
    // A proposal applied after the file changed by hand is refused by the applier's check, and nothing is written.
    const again = (
      await propose(t, 'edit_file', { path: 'config/oreveins.toml', old_text: 'count = 20', new_text: 'count = 8' })
    ).drafts[0];
    assert.ok(again);
    fs.appendFileSync(path.join(gameDir, 'config', 'oreveins.toml'), '# by hand\n');
    await assert.rejects(apply(again.operations), /changed since the change was proposed/);
    fs.writeFileSync(path.join(gameDir, 'config', 'oreveins.toml'), ORE_TOML);
  });

  it('read_config feeds the same ledger, so a config read there can be edited', async () => {
    const t = setup();
    const args = JSON.stringify({ instance_id: instanceId, path: 'oreveins.toml', query: null, offset: null });
    await t.registry.run({ id: 'c', name: 'read_config', arguments: args }, t.ledger, signal);
    const out = await propose(t, 'edit_file', {
      path: 'config/oreveins.toml',
      old_text: 'count = 4',
      new_text: 'count = 2',
    });
    assert.equal(out.refusal, null);
    assert.equal(out.drafts[0]?.summary, 'gold_ore: count 4 → 2 in config/oreveins.toml');
    const restored = IdLedger.fromJSON(JSON.parse(JSON.stringify(t.ledger)) as Record<string, string>);
    assert.ok(restored.textHash(instanceId, 'config/oreveins.toml'), 'the read survives the ledger JSON round trip');
  });
});

describe('Text edit checkers', () => {
  it('SNBT: accepts commas or line breaks, typed arrays, quotes; refuses broken nesting and strings', () => {
    assert.equal(snbtProblem(SNBT), null);
    assert.equal(snbtProblem('{a: [I; 1, 2], b: {c: "x\\"y", d: \'z\'}, e: 1.5f, f: []}'), null);
    assert.match(snbtProblem('{a: 1') ?? '', /never closed/);
    assert.match(snbtProblem('{a: [1, 2}') ?? '', /expected/);
    assert.match(snbtProblem('{a: "x}') ?? '', /quoted string/);
    assert.match(snbtProblem('{a 1}') ?? '', /expected :/);
    assert.match(snbtProblem('{a: [1, 2,]}') ?? '', /comma before/);
    assert.match(snbtProblem('{a: 1} x') ?? '', /after the end/);
    assert.match(snbtProblem('['.repeat(600) + ']'.repeat(600)) ?? '', /deeper than 512/);
  });

  it('Forge .cfg: categories, typed properties and lists', () => {
    assert.equal(forgeCfgProblem(CFG), null);
    assert.equal(forgeCfgProblem('~CONFIG_VERSION: 1\n"my cat" {\n  S:"a key"=x y\n  D:d=1.5\n}\n'), null);
    assert.match(forgeCfgProblem('general {\n B:x=maybe\n}\n') ?? '', /true or false/);
    assert.match(forgeCfgProblem('general {\n S:list <\n a\n}\n') ?? '', /never closed with >/);
    assert.match(forgeCfgProblem('}\n') ?? '', /closes no category/);
    assert.match(forgeCfgProblem('just words\n') ?? '', /not a category/);
  });

  it('words a change from its line diff', () => {
    const words = (before: string, after: string, file: string, locale: Locale = 'en') =>
      renderMessage(textChangeWords(before, after, file), locale);
    assert.equal(words('a\nb\nc', 'a\nx\ny\nc', 'f.txt'), '2 lines changed in f.txt');
    assert.equal(words('a\nb\nc', 'a\nx\ny\nc', 'f.txt', 'zh-cn'), '修改了 f.txt 中的 2 行');
    assert.equal(words('a\n', 'a\nb\n', 'f.txt'), '1 line added in f.txt');
    assert.equal(words('a\nb\n', 'a\n', 'f.txt', 'zh-cn'), '从 f.txt 中删除了 1 行');
    assert.equal(words('general {\n  I:max=8\n}', 'general {\n  I:max=3\n}', 'c.cfg'), 'general: max 8 → 3 in c.cfg');
    assert.equal(
      words('general {\n  I:max=8\n}', 'general {\n  I:max=3\n}', 'c.cfg', 'zh-cn'),
      '修改 c.cfg 中的 general: max 8 → 3',
    );
  });

  it('takes only ns:path string literals as candidate ids, not recipe types or recipe ids', () => {
    const ids = contentIdCandidates(
      `{"type": "minecraft:crafting_shaped", "result": {"item": "create:brass_casing"}, "key": {"#": {"tag": "#c:ingots/brass"}}}\n` +
        `event.remove({id: 'create:crushing/iron_ore'}); const x = create:not_a_literal; 'Minecraft:Caps'`,
    );
    assert.deepEqual(ids, [
      { id: 'create:brass_casing', tag: false },
      { id: 'c:ingots/brass', tag: true },
    ]);
  });
});
