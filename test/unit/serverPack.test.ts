import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { scanInstanceMods } from '../../src/core/checks/instanceMods';
import { readInstancesAt } from '../../src/core/instances/instanceDiscovery';
import type { Instance } from '../../src/core/model/instance';
import { ModScanner } from '../../src/core/mods/modScanner';
import { serverSideVerdicts } from '../../src/core/serverPacks/serverPack';
import { compareSides } from '../../src/core/serverPacks/sideParity';
import type { ModVerdict, SideVerdicts } from '../../src/core/serverPacks/sideVerdicts';
import { IdLedger } from '../../src/core/tools/idLedger';
import { novaToolRegistry } from '../../src/core/tools/novaTools';
import { runNova } from './fixtures/cliRun';
import { readZip } from './fixtures/modpackFixtures';
import { fabricJar, quiltJar, tomlJar, writeJar } from './fixtures/modJars';
import { makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';

async function prismInstance(dir: string, loader: { uid: string; version: string }): Promise<string> {
  await writeText(path.join(dir, 'instance.cfg'), `[General]\nInstanceType=OneSix\nname=${path.basename(dir)}\n`);
  await writeText(
    path.join(dir, 'mmc-pack.json'),
    JSON.stringify({ formatVersion: 1, components: [{ uid: 'net.minecraft', version: '1.20.1' }, loader] }),
  );
  const mods = path.join(dir, 'minecraft', 'mods');
  await fs.promises.mkdir(mods, { recursive: true });
  return mods;
}

const FABRIC = { uid: 'net.fabricmc.fabric-loader', version: '0.15.7' };
const FORGE = { uid: 'net.minecraftforge', version: '47.2.0' };

function forgeMod(modId: string, extra = '', fileLevel = '', deps = ''): string {
  return `modLoader="javafml"\nloaderVersion="[47,)"\nlicense="MIT"\n${fileLevel}\n[[mods]]\nmodId="${modId}"\nversion="1.0.0"\ndisplayName="${modId}"\n${extra}\n${deps}`;
}

async function verdictsOf(
  dir: string,
): Promise<{ instance: Instance; result: SideVerdicts; byId: Map<string, ModVerdict> }> {
  const [instance] = await readInstancesAt(dir);
  assert.ok(instance);
  const files = await scanInstanceMods(new ModScanner(), instance);
  const result = await serverSideVerdicts(instance, files);
  return { instance, result, byId: new Map(result.verdicts.map((v) => [v.id ?? v.file.fileName, v])) };
}

describe('server packs: verdicts from ranked side signals', () => {
  let root: string;
  before(async () => {
    root = await makeTempDir('nova-serverpack-');
  });
  after(async () => {
    await removeTempDir(root);
  });

  it('reads each signal of Fabric, Quilt, Forge and NeoForge jars and names it as the reason', async () => {
    const dir = path.join(root, 'fabric');
    const mods = await prismInstance(dir, FABRIC);
    await writeJar(path.join(mods, 'envclient.jar'), fabricJar({ id: 'envclient', environment: 'client' }));
    await writeJar(path.join(mods, 'envserver.jar'), fabricJar({ id: 'envserver', environment: 'server' }));
    await writeJar(
      path.join(mods, 'content.jar'),
      fabricJar({ id: 'content', environment: '*', entrypoints: { main: ['a.B'] } }),
    );
    await writeJar(
      path.join(mods, 'hud.jar'),
      fabricJar({ id: 'hud', entrypoints: { client: ['a.Hud'], modmenu: ['a.Menu'] } }),
    );
    await writeJar(
      path.join(mods, 'shiny.jar'),
      fabricJar(
        { id: 'shiny', mixins: ['shiny.mixins.json'] },
        { 'shiny.mixins.json': JSON.stringify({ package: 'a.mixin', client: ['WorldRendererMixin', 'HudMixin'] }) },
      ),
    );
    await writeJar(path.join(mods, 'sodium-0.5.jar'), fabricJar({ id: 'sodium' }));
    await writeJar(path.join(mods, 'plain.jar'), fabricJar({ id: 'plain' }));
    await writeJar(
      path.join(mods, 'qclient.jar'),
      quiltJar({ id: 'qclient' }, { minecraft: { environment: 'client' } }),
    );
    const { byId } = await verdictsOf(dir);
    const expect = (id: string, verdict: string, source: string | null): void => {
      const v = byId.get(id);
      assert.ok(v, id);
      assert.equal(v.verdict, verdict, `${id}: ${v.reason}`);
      assert.equal(v.decidedBy?.source ?? null, source, id);
    };
    expect('envclient', 'drop', 'fabric-environment');
    expect('envserver', 'keep', 'fabric-environment');
    expect('content', 'keep', 'fabric-environment');
    expect('hud', 'drop', 'entrypoints');
    expect('shiny', 'drop', 'mixins');
    expect('sodium', 'drop', 'known-client-mod');
    expect('plain', 'undecided', null);
    expect('qclient', 'drop', 'quilt-environment');
    assert.match(byId.get('envclient')!.reason, /environment "client"/);
    assert.match(byId.get('hud')!.reason, /"client"/);
    assert.match(byId.get('shiny')!.reason, /2 mixins apply only on the client/);
  });

  it('reads Forge clientSideOnly and displayTest, and notes that NeoForge no longer reads displayTest', async () => {
    const dir = path.join(root, 'forge');
    const mods = await prismInstance(dir, FORGE);
    await writeJar(path.join(mods, 'cso.jar'), tomlJar(forgeMod('cso', '', 'clientSideOnly=true')));
    await writeJar(path.join(mods, 'ignall.jar'), tomlJar(forgeMod('ignall', 'displayTest="IGNORE_ALL_VERSION"')));
    await writeJar(
      path.join(mods, 'ignserver.jar'),
      tomlJar(forgeMod('ignserver', 'displayTest="IGNORE_SERVER_VERSION"')),
    );
    await writeJar(
      path.join(mods, 'neo.jar'),
      tomlJar(forgeMod('neo', 'displayTest="IGNORE_ALL_VERSION"'), { neoforge: true }),
    );
    const { byId } = await verdictsOf(dir);
    assert.equal(byId.get('cso')?.verdict, 'drop');
    assert.equal(byId.get('cso')?.decidedBy?.source, 'forge-client-side-only');
    assert.equal(byId.get('ignall')?.verdict, 'drop');
    assert.equal(byId.get('ignall')?.decidedBy?.source, 'forge-display-test');
    assert.equal(byId.get('ignserver')?.verdict, 'keep');
    const neo = byId.get('neo')?.signals.find((s) => s.source === 'forge-display-test');
    assert.ok(neo);
    assert.match(neo.detail, /NeoForge no longer reads displayTest/);
    assert.ok(neo.strength < byId.get('ignall')!.decidedBy!.strength);
  });

  it('lets the stronger signal win where signals disagree, and says which one lost', async () => {
    const dir = path.join(root, 'conflict');
    const mods = await prismInstance(dir, FABRIC);
    // An explicit "*" outranks client-only entry points: the mod stays, and the report names the overruled signal.
    await writeJar(
      path.join(mods, 'star.jar'),
      fabricJar({ id: 'star', environment: '*', entrypoints: { client: ['a.C'] } }),
    );
    // environment "client" outranks a main entry point.
    await writeJar(
      path.join(mods, 'cl.jar'),
      fabricJar({ id: 'cl', environment: 'client', entrypoints: { main: ['a.M'] } }),
    );
    // Equal weights that disagree: kept, undecided, both named.
    await writeJar(
      path.join(mods, 'tie.jar'),
      fabricJar(
        { id: 'tie', entrypoints: { client: ['a.C'] }, mixins: ['tie.mixins.json'] },
        { 'tie.mixins.json': JSON.stringify({ mixins: ['ServerMixin'] }) },
      ),
    );
    const { byId } = await verdictsOf(dir);
    assert.equal(byId.get('star')?.verdict, 'keep');
    assert.deepEqual(
      byId.get('star')?.overridden.map((s) => s.source),
      ['entrypoints'],
    );
    assert.match(byId.get('star')!.reason, /over .*entry points/);
    assert.equal(byId.get('cl')?.verdict, 'drop');
    assert.deepEqual(
      byId.get('cl')?.overridden.map((s) => s.source),
      ['entrypoints'],
    );
    assert.equal(byId.get('tie')?.verdict, 'undecided');
    assert.match(byId.get('tie')!.reason, /disagree/);
  });

  it('never drops what a kept mod requires: a client-looking library, a nested provider, and names who needs it', async () => {
    const dir = path.join(root, 'required');
    const mods = await prismInstance(dir, FABRIC);
    // The library looks client-only from its mixins alone (the AE2 case): a kept mod requires it, so it stays.
    await writeJar(
      path.join(mods, 'corelib.jar'),
      fabricJar(
        { id: 'corelib', mixins: ['corelib.mixins.json'] },
        { 'corelib.mixins.json': JSON.stringify({ client: ['ScreenMixin'] }) },
      ),
    );
    await writeJar(
      path.join(mods, 'machines.jar'),
      fabricJar({ id: 'machines', environment: '*', depends: { corelib: '*', nestedapi: '*', ghost: '*' } }),
    );
    // `nestedapi` is provided only by a jar nested in a mod that is client-only by its environment.
    const inner = await fabricJar({ id: 'nestedapi' });
    await writeJar(
      path.join(mods, 'clientbundle.jar'),
      fabricJar(
        { id: 'clientbundle', environment: 'client', jars: [{ file: 'META-INF/jars/nestedapi.jar' }] },
        { 'META-INF/jars/nestedapi.jar': inner },
      ),
    );
    const { byId, result } = await verdictsOf(dir);
    assert.equal(byId.get('corelib')?.verdict, 'keep');
    assert.deepEqual(byId.get('corelib')?.requiredBy, ['machines']);
    assert.match(byId.get('corelib')!.reason, /machines\) requires it/);
    assert.equal(byId.get('clientbundle')?.verdict, 'keep');
    assert.deepEqual(byId.get('clientbundle')?.requiredBy, ['machines']);
    const codes = result.problems.map((p) => p.code).sort();
    // ghost is missing entirely; clientbundle is client-only for its loader, so the server will not load it.
    assert.deepEqual(codes, ['server-client-only-dependency', 'server-missing-dependency']);
    assert.match(result.problems.find((p) => p.code === 'server-missing-dependency')!.message, /ghost/);
  });

  it('matches by mod id, never by file name: a prefix does not drop the wrong mod', async () => {
    const dir = path.join(root, 'prefix');
    const mods = await prismInstance(dir, FABRIC);
    // A file name starting like a client-only mod's, carrying a server-side mod.
    await writeJar(
      path.join(mods, 'sodium-compat-create.jar'),
      fabricJar({ id: 'createcompat', entrypoints: { main: ['a.M'] } }),
    );
    await writeJar(path.join(mods, 'iris-addon-worldgen.jar'), fabricJar({ id: 'worldgenaddon' }));
    const { byId } = await verdictsOf(dir);
    assert.equal(byId.get('createcompat')?.verdict, 'keep');
    assert.equal(byId.get('worldgenaddon')?.verdict, 'undecided');
  });
});

describe('server packs: parity between a client pack and a server', () => {
  it('lists mods missing on either side and version mismatches, leaving client-only and server-only mods alone', async () => {
    const root = await makeTempDir('nova-parity-');
    try {
      const clientMods = await prismInstance(path.join(root, 'client'), FABRIC);
      const serverMods = await prismInstance(path.join(root, 'server'), FABRIC);
      await writeJar(path.join(clientMods, 'create-1.0.jar'), fabricJar({ id: 'create', version: '0.5.1' }));
      await writeJar(path.join(serverMods, 'create-1.1.jar'), fabricJar({ id: 'create', version: '0.5.2' }));
      await writeJar(path.join(clientMods, 'sodium.jar'), fabricJar({ id: 'sodium', environment: 'client' }));
      await writeJar(path.join(clientMods, 'storage.jar'), fabricJar({ id: 'storage' }));
      await writeJar(path.join(serverMods, 'backups.jar'), fabricJar({ id: 'backups', environment: 'server' }));
      await writeJar(path.join(serverMods, 'quests.jar'), fabricJar({ id: 'quests' }));
      const scanner = new ModScanner();
      const [client] = await readInstancesAt(path.join(root, 'client'));
      const [server] = await readInstancesAt(path.join(root, 'server'));
      const report = compareSides(await scanInstanceMods(scanner, client!), await scanInstanceMods(scanner, server!));
      assert.equal(report.ok, false);
      assert.deepEqual(
        report.missingOnServer.map((l) => l.id),
        ['storage'],
      );
      assert.deepEqual(
        report.missingOnClient.map((l) => l.id),
        ['quests'],
      );
      assert.deepEqual(
        report.versionMismatches.map((l) => [l.id, l.client?.version, l.server?.version]),
        [['create', '0.5.1', '0.5.2']],
      );
      const run = await runNova(root, ['server-pack', 'client', '--parity', 'server', '--json']);
      assert.equal(run.code, 1);
      assert.equal(JSON.parse(run.stdout).versionMismatches[0].id, 'create');
    } finally {
      await removeTempDir(root);
    }
  });
});

describe('nova server-pack', () => {
  let root: string;
  before(async () => {
    root = await makeTempDir('nova-serverpack-cli-');
    const dir = path.join(root, 'pack');
    const mods = await prismInstance(dir, FABRIC);
    const game = path.dirname(mods);
    await writeJar(
      path.join(mods, 'content.jar'),
      fabricJar({ id: 'content', environment: '*', depends: { lib: '*' } }),
    );
    await writeJar(path.join(mods, 'lib.jar'), fabricJar({ id: 'lib', entrypoints: { client: ['a.C'] } }));
    await writeJar(path.join(mods, 'zoom.jar'), fabricJar({ id: 'zoom', environment: 'client' }));
    await writeJar(path.join(mods, 'old.jar.disabled'), fabricJar({ id: 'old' }));
    await writeText(path.join(game, 'config', 'content.toml'), 'a = 1\n');
    await writeText(path.join(game, 'kubejs', 'server_scripts', 'recipes.js'), '// recipes\n');
    await writeText(path.join(game, 'resourcepacks', 'faithful.zip'), 'zip');
    await writeText(path.join(game, 'options.txt'), 'fov:1\n');
    await writeText(path.join(root, 'outside', 'secret.txt'), 'secret');
    fs.symlinkSync(path.join(root, 'outside'), path.join(game, 'config', 'linked'));
  });
  after(async () => {
    await removeTempDir(root);
  });

  it('writes the server folder with the kept mods and server files, and reports every verdict as JSON', async () => {
    const run = await runNova(root, ['server-pack', 'pack', '--out', 'server', '--json']);
    assert.equal(run.code, 0, run.stderr + run.stdout);
    const report = JSON.parse(run.stdout);
    assert.equal(report.instance, 'pack');
    assert.deepEqual(report.kept.map((k: { id: string }) => k.id).sort(), ['content', 'lib']);
    assert.deepEqual(report.kept.find((k: { id: string }) => k.id === 'lib').requiredBy, ['content']);
    assert.deepEqual(
      report.dropped.map((d: { id: string }) => d.id),
      ['zoom'],
    );
    assert.equal(report.dropped[0].signals[0].source, 'fabric-environment');
    assert.equal(report.dropped[0].signals[0].side, 'client');
    assert.deepEqual(report.undecided, []);
    assert.deepEqual(report.problems, []);
    assert.ok(report.skipped.some((s: string) => s.startsWith('config/linked')));
    const out = path.join(root, 'server');
    const listed = (dir: string): string[] =>
      fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .map((p) => p.split(path.sep).join('/'))
        .sort();
    assert.deepEqual(listed(out), [
      'config',
      'config/content.toml',
      'kubejs',
      'kubejs/server_scripts',
      'kubejs/server_scripts/recipes.js',
      'mods',
      'mods/content.jar',
      'mods/lib.jar',
    ]);
    // The copy is byte for byte.
    assert.deepEqual(
      fs.readFileSync(path.join(out, 'mods', 'lib.jar')),
      fs.readFileSync(path.join(root, 'pack', 'minecraft', 'mods', 'lib.jar')),
    );
  });

  it('never overwrites: an existing --out (even empty) is a usage error and is left as it was', async () => {
    const existing = path.join(root, 'existing');
    fs.mkdirSync(existing);
    fs.writeFileSync(path.join(existing, 'keep.txt'), 'mine');
    const run = await runNova(root, ['server-pack', 'pack', '--out', 'existing']);
    assert.equal(run.code, 2);
    assert.match(run.stderr, /already exists; nothing was overwritten/);
    assert.deepEqual(fs.readdirSync(existing), ['keep.txt']);
    assert.equal(fs.readFileSync(path.join(existing, 'keep.txt'), 'utf8'), 'mine');
    assert.deepEqual(
      fs.readdirSync(root).filter((n) => n.includes('nova-tmp')),
      [],
    );
  });

  it('writes one zip with --format zip, and explains the drops in plain text', async () => {
    const run = await runNova(root, ['server-pack', 'pack', '--out', 'server.zip']);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /2 mods kept, 1 mod dropped/);
    assert.match(run.stdout, /dropped zoom\.jar: client-only: fabric\.mod\.json environment "client"/);
    const bytes = fs.readFileSync(path.join(root, 'server.zip'));
    assert.equal(bytes.readUInt32LE(0), 0x04034b50);
    assert.ok(bytes.includes(Buffer.from('mods/content.jar')));
    assert.ok(!bytes.includes(Buffer.from('options.txt')));
  });

  it('decides a generated 300-mod pack quickly', async function () {
    this.timeout(60_000);
    const dir = path.join(root, 'big');
    const mods = await prismInstance(dir, FABRIC);
    const started = Date.now();
    for (let i = 0; i < 300; i++) {
      const env = i % 10 === 0 ? 'client' : '*';
      const depends = i % 7 === 0 && i > 0 ? { [`mod${i - 1}`]: '*' } : {};
      const padding = { [`assets/mod${i}/lang/en_us.json`]: JSON.stringify({ [`item.mod${i}.x`]: 'X'.repeat(2000) }) };
      await writeJar(path.join(mods, `mod${i}.jar`), fabricJar({ id: `mod${i}`, environment: env, depends }, padding));
    }
    const generated = Date.now() - started;
    assert.ok(generated < 5000, `generating took ${generated} ms`);
    const t = Date.now();
    const { result } = await verdictsOf(dir);
    assert.equal(result.verdicts.length, 300);
    // Every tenth mod is client-only; every seventh requires the one before it, which keeps mod20, mod90, mod160 and
    // mod230 although they are client-only.
    const kept = ['mod20', 'mod90', 'mod160', 'mod230'];
    const drops = result.verdicts.filter((v) => v.verdict === 'drop').map((v) => v.id);
    assert.equal(drops.length, 30 - kept.length);
    for (const id of kept) assert.ok(!drops.includes(id), id);
    assert.ok(Date.now() - t < 10_000);
  });
});

describe('nova export --format mrpack: env from the server-pack verdicts', () => {
  it('puts a client-only jar in client-overrides and links one with env client required, server unsupported', async () => {
    const root = await makeTempDir('nova-export-env-');
    try {
      const mods = await prismInstance(path.join(root, 'pack'), FABRIC);
      await writeJar(path.join(mods, 'zoom.jar'), fabricJar({ id: 'zoom', environment: 'client' }));
      await writeJar(path.join(mods, 'content.jar'), fabricJar({ id: 'content', environment: '*' }));
      const linked = await fabricJar({ id: 'shaders', environment: 'client' });
      await writeJar(path.join(mods, 'shaders.jar'), linked);
      const sha1 = (await import('node:crypto')).createHash('sha1').update(linked).digest('hex');
      const sha512 = (await import('node:crypto')).createHash('sha512').update(linked).digest('hex');
      await writeText(
        path.join(mods, '.index', 'shaders.pw.toml'),
        `name = "Shaders"\nfilename = "shaders.jar"\nside = "both"\n\n[download]\nurl = "https://cdn.modrinth.com/data/AAAAAAAA/versions/BBBBBBBB/shaders.jar"\nhash-format = "sha1"\nhash = "${sha1}"\n`,
      );
      const run = await runNova(root, ['export', 'pack', '--out', 'pack.mrpack', '--json']);
      assert.equal(run.code, 0, run.stderr + run.stdout);
      const zip = await readZip(path.join(root, 'pack.mrpack'));
      const names = [...zip.keys()];
      const index = zip.get('modrinth.index.json')!.toString('utf8');
      assert.ok(names.includes('client-overrides/mods/zoom.jar'), names.join(', '));
      assert.ok(names.includes('overrides/mods/content.jar'), names.join(', '));
      const file = JSON.parse(index).files.find((f: { path: string }) => f.path === 'mods/shaders.jar');
      assert.ok(file, index);
      assert.deepEqual(file.env, { client: 'required', server: 'unsupported' });
      assert.equal(file.hashes.sha512, sha512);
    } finally {
      await removeTempDir(root);
    }
  });
});

describe('create_server_pack (the agent write tool)', () => {
  it('proposes one new zip in the workspace folder, writes nothing until applied, and refuses an unseen instance', async () => {
    const root = await makeTempDir('nova-serverpack-tool-');
    try {
      const mods = await prismInstance(path.join(root, 'pack'), FABRIC);
      await writeJar(path.join(mods, 'zoom.jar'), fabricJar({ id: 'zoom', environment: 'client' }));
      await writeJar(path.join(mods, 'content.jar'), fabricJar({ id: 'content', environment: '*' }));
      const registry = novaToolRegistry({ roots: [root], scanner: new ModScanner() }, { capabilities: ['ui'] });
      const ledger = new IdLedger();
      const signal = new AbortController().signal;
      const args = JSON.stringify({ instance_id: 'pack', file_name: null });
      const refused = await registry.run({ id: 'a', name: 'create_server_pack', arguments: args }, ledger, signal);
      assert.equal(refused.kind, 'result');
      assert.match(refused.kind === 'result' ? refused.text : '', /^Refused create_server_pack/);
      await registry.run({ id: 'b', name: 'list_instances', arguments: '{}' }, ledger, signal);
      const outcome = await registry.run({ id: 'c', name: 'create_server_pack', arguments: args }, ledger, signal);
      assert.equal(outcome.kind, 'proposals');
      if (outcome.kind !== 'proposals') return;
      const draft = outcome.drafts[0]!;
      assert.match(
        draft.summary,
        /^Create server pack pack-server\.zip from "pack" \(1 mod kept, 1 mod dropped, 1 file,/,
      );
      const op = draft.operations[0]!;
      assert.equal(op.kind, 'create');
      assert.equal(op.kind === 'create' ? op.path : '', path.join(root, 'pack-server.zip'));
      assert.equal(
        fs.existsSync(path.join(root, 'pack-server.zip')),
        false,
        'nothing written before the person applies',
      );
    } finally {
      await removeTempDir(root);
    }
  });
});
