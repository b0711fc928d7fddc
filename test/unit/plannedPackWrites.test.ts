import * as assert from 'node:assert/strict';
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { NodeChangeApplier } from '../../src/cli/nodeChangeApplier';
import { numberProposals, type ProposalDraft } from '../../src/core/edits';
import { createFileDraft } from '../../src/core/planning/drafts';
import { proposeExport, proposePackwizImport } from '../../src/core/planning/packPlanner';
import { proposeRefresh } from '../../src/core/planning/packwizPlanner';
import { loadPackwizProject } from '../../src/core/packwiz/packwizProject';
import { tooDeepMessage } from '../../src/core/formats/nestingDepth';
import { importModpack } from '../../src/core/packs/modpackImporter';
import { importMrpackAsPackwiz } from '../../src/core/packs/packwizImport';
import { runNova } from './fixtures/cliRun';
import { prismInstance, pseudoRandom, sha } from './fixtures/modpackFixtures';
import { makeTempDir, removeTempDir, writeText, writeZip } from './fixtures/zipBuilder';

/**
 * `nova export`, `nova import` and `nova refresh` write only through a plan of src/core/planning applied by the CLI's
 * NodeChangeApplier: nothing reaches the target before the applier moves it there, a target taken in between is
 * never overwritten, and a prepared file on another file system arrives whole.
 */
describe('pack writes planned and applied (export, import, refresh)', () => {
  let root: string;
  /** A private OS temp folder (os.tmpdir() follows TMPDIR), so prepared folders of other runs never mix in. */
  let tmp: string;
  const savedTmp = process.env['TMPDIR'];
  beforeEach(async () => {
    root = await makeTempDir('nova-planned-pack-');
    tmp = await makeTempDir('nova-planned-tmp-');
    process.env['TMPDIR'] = tmp;
  });
  afterEach(async () => {
    if (savedTmp === undefined) delete process.env['TMPDIR'];
    else process.env['TMPDIR'] = savedTmp;
    await removeTempDir(root);
    await removeTempDir(tmp);
  });

  const apply = (draft: ProposalDraft, roots: string[]) =>
    new NodeChangeApplier(roots).apply(numberProposals([draft], { name: 'test', displayName: 'Test' }), 'test');

  async function instanceAt(dir: string) {
    const game = path.join(dir, 'minecraft');
    await writeText(path.join(dir, 'instance.cfg'), '[General]\nInstanceType=OneSix\nname=Planned\n');
    await writeText(path.join(game, 'mods', 'local.jar'), pseudoRandom(4000, 3));
    await writeText(path.join(game, 'config', 'c.toml'), 'c = 1\n');
    return prismInstance(dir);
  }

  async function mrpackAt(file: string): Promise<string> {
    const jar = pseudoRandom(1000, 7);
    return writeZip(file, {
      'modrinth.index.json': JSON.stringify({
        formatVersion: 1,
        game: 'minecraft',
        versionId: '1.0',
        name: 'Planned Pack',
        files: [
          {
            path: 'mods/linked.jar',
            hashes: { sha1: sha('sha1', jar), sha512: sha('sha512', jar) },
            downloads: ['https://cdn.modrinth.com/data/AAAAAAAA/versions/BBBBBBBB/linked.jar'],
            fileSize: jar.length,
          },
        ],
        dependencies: { minecraft: '1.20.1', 'fabric-loader': '0.15.7' },
      }),
      'overrides/config/a.txt': 'a\n',
    });
  }

  it('an export is staged outside the target folder and created there only by the applier', async () => {
    const instance = await instanceAt(path.join(root, 'Pack'));
    const target = path.join(root, 'dist', 'pack.mrpack');
    const { draft, result } = await proposeExport({ instance, instanceId: 'Pack', format: 'mrpack', target });
    assert.ok(!fs.existsSync(path.join(root, 'dist')), 'planning writes nothing at the target');
    const [op] = draft.operations;
    assert.ok(op?.kind === 'create' && 'tempFile' in op.source && op.path === target);
    assert.equal(path.dirname(path.dirname(op.source.tempFile)), tmp);
    const [outcome] = await apply(draft, [path.dirname(target), instance.gameDir]);
    assert.equal(outcome?.status, 'applied', outcome?.detail);
    assert.equal(fs.statSync(target).size, result.bytes);
    assert.ok(!fs.existsSync(path.dirname(op.source.tempFile)), 'the emptied prepared folder is removed');
  });

  it('a target taken after planning is never overwritten, and the prepared export is discarded', async () => {
    const instance = await instanceAt(path.join(root, 'Pack'));
    const target = path.join(root, 'pack.mrpack');
    const { draft } = await proposeExport({ instance, instanceId: 'Pack', format: 'mrpack', target });
    fs.writeFileSync(target, 'someone else');
    const [outcome] = await apply(draft, [root, instance.gameDir]);
    assert.equal(outcome?.status, 'failed');
    assert.match(outcome?.detail ?? '', /already exists/);
    assert.equal(fs.readFileSync(target, 'utf8'), 'someone else');
    const op = draft.operations[0]!;
    assert.ok(op.kind === 'create' && 'tempFile' in op.source && !fs.existsSync(path.dirname(op.source.tempFile)));
  });

  it('a packwiz import is planned as one move of a finished project folder into place', async () => {
    const archive = await mrpackAt(path.join(root, 'in.mrpack'));
    const target = path.join(root, 'packs', 'New');
    const { draft, result } = await proposePackwizImport({ archive, shownArchive: 'in.mrpack', target });
    assert.ok(!fs.existsSync(path.join(root, 'packs')), 'planning writes nothing beside the target');
    assert.equal(result.metafiles, 1);
    assert.match(
      draft.summary,
      /^Create packwiz project "New" from "in\.mrpack" \("Planned Pack", Minecraft 1\.20\.1; 1 metafile and 1 file/,
    );
    const [op] = draft.operations;
    assert.ok(op?.kind === 'rename' && op.to === target);
    const [outcome] = await apply(draft, [path.dirname(target)]);
    assert.equal(outcome?.status, 'applied', outcome?.detail);
    assert.match(fs.readFileSync(path.join(target, 'pack.toml'), 'utf8'), /name = "Planned Pack"/);
    assert.match(fs.readFileSync(path.join(target, 'mods', 'linked.pw.toml'), 'utf8'), /mod-id = "AAAAAAAA"/);
    assert.equal(fs.readFileSync(path.join(target, 'config', 'a.txt'), 'utf8'), 'a\n');
    const project = await loadPackwizProject(target);
    assert.equal((await proposeRefresh(project, target)).draft, null, 'the imported project is already refreshed');
  });

  it('nova import --format packwiz refuses a taken folder with exit 2 and leaves no prepared folder', async () => {
    const archive = await mrpackAt(path.join(root, 'in.mrpack'));
    const ok = await runNova(root, ['import', archive, '--into', 'P', '--format', 'packwiz', '--json']);
    assert.equal(ok.code, 0, ok.stderr);
    assert.equal(JSON.parse(ok.stdout).instance, 'P');
    const again = await runNova(root, ['import', archive, '--into', 'P', '--format', 'packwiz']);
    assert.equal(again.code, 2);
    assert.match(again.stderr, /already exists; an import only creates a new instance folder/);
    assert.deepEqual(fs.readdirSync(tmp), [], 'no prepared folder is left in the temp folder');
  });

  it('nova refresh writes through the plan: a stale index is rewritten and then nothing is stale', async () => {
    const archive = await mrpackAt(path.join(root, 'in.mrpack'));
    assert.equal((await runNova(root, ['import', archive, '--into', 'P', '--format', 'packwiz'])).code, 0);
    fs.writeFileSync(path.join(root, 'P', 'config', 'a.txt'), 'edited\n');
    const project = await loadPackwizProject(path.join(root, 'P'));
    const { plan, draft } = await proposeRefresh(project, path.join(root, 'P'));
    assert.ok(plan.indexChanged && plan.packChanged);
    assert.deepEqual(
      draft?.operations.map((o) => [o.kind, path.basename(o.kind === 'rename' ? o.to : o.path)]),
      [
        ['write', 'index.toml'],
        ['write', 'pack.toml'],
      ],
    );
    assert.ok(!fs.readFileSync(path.join(root, 'P', 'index.toml'), 'utf8').includes(sha256('edited\n')));
    const run = await runNova(root, ['refresh', 'P', '--json']);
    assert.equal(run.code, 0, run.stderr);
    assert.equal(JSON.parse(run.stdout).written, true);
    assert.ok(fs.readFileSync(path.join(root, 'P', 'index.toml'), 'utf8').includes(sha256('edited\n')));
    assert.equal((await runNova(root, ['refresh', 'P', '--check'])).code, 0);
  });

  it('a prepared file on another file system arrives whole, with no temporary name left beside it', async () => {
    // /dev/shm is a separate file system on Linux hosts; elsewhere the same move runs within one.
    const base = fs.existsSync('/dev/shm') ? '/dev/shm' : root;
    const ws = await fs.promises.mkdtemp(path.join(base, 'nova-planned-ws-'));
    try {
      const prepared = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'nova-export-'));
      const data = pseudoRandom(300_000, 11);
      fs.writeFileSync(path.join(prepared, 'big.mrpack'), data);
      const target = path.join(ws, 'out', 'big.mrpack');
      const draft = createFileDraft(target, { tempFile: path.join(prepared, 'big.mrpack') }, path.join(ws, 'undo'));
      const [outcome] = await apply(draft, [ws]);
      assert.equal(outcome?.status, 'applied', outcome?.detail);
      assert.ok(fs.readFileSync(target).equals(data));
      assert.deepEqual(fs.readdirSync(path.join(ws, 'out')), ['big.mrpack']);
      assert.ok(!fs.existsSync(prepared));
    } finally {
      await fs.promises.rm(ws, { recursive: true, force: true });
    }
  });
});

function sha256(text: string): string {
  return crypto.createHash('sha256').update(text, 'utf8').digest('hex');
}

/** modrinth.index.json is read once (readMrpackIndex): the Prism and the packwiz import agree on what they accept. */
describe('both importers read modrinth.index.json alike', () => {
  let root: string;
  beforeEach(async () => {
    root = await makeTempDir('nova-mrpack-head-');
  });
  afterEach(() => removeTempDir(root));

  const index = (fields: Record<string, unknown>) => ({
    formatVersion: 1,
    game: 'minecraft',
    versionId: '1',
    files: [],
    dependencies: { minecraft: '1.20.1' },
    ...fields,
  });

  it('refuse the same index with the same sentence, and both name a nameless pack after its archive', async () => {
    const refused = [
      [{ formatVersion: 2 }, /formatVersion 2 is not supported \(only 1\); the pack was refused/],
      [{ game: 'terraria' }, /game "terraria" is not supported/],
      [{ dependencies: {} }, /dependencies\.minecraft is missing/],
    ] as const;
    for (const [i, [fields, message]] of refused.entries()) {
      const archive = await writeZip(path.join(root, `bad${i}.mrpack`), {
        'modrinth.index.json': JSON.stringify(index(fields)),
      });
      await assert.rejects(importModpack(archive, path.join(root, `prism${i}`)), message);
      await assert.rejects(importMrpackAsPackwiz(archive, path.join(root, `packwiz${i}`)), message);
    }
    // A hostile depth is refused before parsing in both (the packwiz import used to parse it unchecked).
    const deep = await writeZip(path.join(root, 'deep.mrpack'), {
      'modrinth.index.json': `{"formatVersion":1,"x":${'['.repeat(5000)}${']'.repeat(5000)}}`,
    });
    const depth = new RegExp(
      `${tooDeepMessage('modrinth.index.json').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} The pack was refused`,
    );
    await assert.rejects(importModpack(deep, path.join(root, 'deepPrism')), depth);
    await assert.rejects(importMrpackAsPackwiz(deep, path.join(root, 'deepPackwiz')), depth);

    const nameless = await writeZip(path.join(root, 'My Pack.mrpack'), {
      'modrinth.index.json': JSON.stringify(
        index({ dependencies: { minecraft: '1.20.1', 'fabric-loader': '0.15.7', forge: '47.2.0', spigot: '1' } }),
      ),
    });
    const prism = await importModpack(nameless, path.join(root, 'p'));
    const packwiz = await importMrpackAsPackwiz(nameless, path.join(root, 'w'));
    assert.equal(prism.name, 'My Pack');
    assert.equal(packwiz.name, 'My Pack');
    assert.deepEqual(prism.loader, { type: 'fabric', version: '0.15.7' });
    assert.deepEqual(packwiz.loader, { type: 'fabric', version: '0.15.7' });
    assert.ok(prism.warnings.includes("modrinth.index.json: unknown dependency 'spigot' was ignored."));
    assert.ok(prism.warnings.includes('modrinth.index.json: more than one loader is listed; fabric was used.'));
    assert.ok(packwiz.warnings.includes("modrinth.index.json: unknown dependency 'spigot' was ignored."));
    assert.match(fs.readFileSync(path.join(root, 'w', 'pack.toml'), 'utf8'), /fabric = "0\.15\.7"\nforge = "47\.2\.0"/);
  });
});
