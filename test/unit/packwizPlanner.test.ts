import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { FileOperation } from '../../src/core/edits';
import { readInstancesAt } from '../../src/core/instances/instanceDiscovery';
import {
  packwizDisableDraft,
  packwizEnableDraft,
  packwizInstallDraft,
  packwizUpdateDraft,
  type MetafileSource,
} from '../../src/core/planning/packwizPlanner';
import { runNova } from './fixtures/cliRun';
import { writePackwizPack } from './fixtures/packwizProjects';
import { makeTempDir, removeTempDir } from './fixtures/zipBuilder';

/** Applies drafts' operations the way the host does for these kinds (create / write / rename), checking `previous`. */
function apply(ops: readonly FileOperation[]): void {
  for (const op of ops) {
    if (op.kind === 'create') {
      assert.ok(!fs.existsSync(op.path), `${op.path} must not exist`);
      fs.mkdirSync(path.dirname(op.path), { recursive: true });
      fs.writeFileSync(op.path, 'content' in op.source ? op.source.content : fs.readFileSync(op.source.tempFile));
    } else if (op.kind === 'write') {
      assert.equal(fs.readFileSync(op.path, 'utf8'), op.previous);
      fs.writeFileSync(op.path, op.content);
    } else if (op.kind === 'rename') {
      fs.mkdirSync(path.dirname(op.to), { recursive: true });
      fs.renameSync(op.from, op.to);
    } else throw new Error(`unexpected ${(op as FileOperation).kind}`);
  }
}

function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (abs: string, rel: string): void => {
    for (const e of fs.readdirSync(abs, { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (e.name !== 'backups') walk(path.join(abs, e.name), r);
      } else out.set(r, fs.readFileSync(path.join(abs, e.name)).toString('base64'));
    }
  };
  walk(dir, '');
  return out;
}

const SODIUM: MetafileSource = {
  project: {
    id: 'AANobbMI',
    slug: 'sodium',
    title: 'Sodium',
    projectType: 'mod',
    clientSide: 'required',
    serverSide: 'unsupported',
  },
  version: { id: 'v0000001', versionNumber: '0.5.8' },
  file: {
    url: 'https://cdn.modrinth.com/data/AANobbMI/versions/v0000001/sodium-0.5.8.jar',
    filename: 'sodium-0.5.8.jar',
    sha512: 'ab'.repeat(64),
  },
  requiredBy: null,
};
const API: MetafileSource = {
  project: {
    id: 'P7dR8mSH',
    slug: 'fabric-api',
    title: 'Fabric API',
    projectType: 'mod',
    clientSide: 'required',
    serverSide: 'required',
  },
  version: { id: 'v0000002', versionNumber: '0.92.0' },
  file: {
    url: 'https://cdn.modrinth.com/data/P7dR8mSH/versions/v0000002/fabric-api.jar',
    filename: 'fabric-api-0.92.0.jar',
    sha512: 'cd'.repeat(64),
  },
  requiredBy: 'Sodium',
};

describe('packwiz write paths (drafts for the checklist and journal)', () => {
  let root: string;
  beforeEach(async () => {
    root = await makeTempDir();
    writePackwizPack(root, {
      versions: { minecraft: '1.20.1', fabric: '0.15.7' },
      mods: [
        { slug: 'lithium', url: 'https://cdn.modrinth.com/l.jar', modrinth: { modId: 'gvQqBUqZ', version: 'old' } },
      ],
      files: { 'config/x.json': '{}' },
    });
  });
  afterEach(async () => removeTempDir(root));

  it('install writes .pw.toml files (sha512, [update.modrinth]) for the mod and its dependency, index and pack as packwiz refresh would; undo restores every byte', async () => {
    const before = snapshot(root);
    const [instance] = await readInstancesAt(root);
    const draft = await packwizInstallDraft(instance!, '.', [SODIUM, API]);
    apply(draft.operations);
    const meta = fs.readFileSync(path.join(root, 'mods', 'sodium.pw.toml'), 'utf8');
    assert.equal(
      meta,
      'name = "Sodium"\nfilename = "sodium-0.5.8.jar"\nside = "client"\n\n[download]\n' +
        `url = "${SODIUM.file.url}"\nhash-format = "sha512"\nhash = "${'ab'.repeat(64)}"\n\n[update]\n[update.modrinth]\n` +
        'mod-id = "AANobbMI"\nversion = "v0000001"\n',
    );
    assert.match(fs.readFileSync(path.join(root, 'mods', 'fabric-api.pw.toml'), 'utf8'), /side = "both"/);
    // What packwiz refresh would write is exactly what is there now.
    const check = await runNova(root, ['refresh', '.', '--check', '--json']);
    assert.equal(check.code, 0, check.stdout);
    const mods = JSON.parse((await runNova(root, ['mods', '.', '--json'])).stdout) as { mods: Array<{ id: string }> };
    assert.deepEqual(mods.mods.map((m) => m.id).sort(), ['fabric-api', 'lithium', 'sodium']);
    apply(draft.inverse);
    assert.deepEqual(snapshot(root), before);
  });

  it('update rewrites version, URL and hash in the metafile and keeps index and pack consistent', async () => {
    const [instance] = await readInstancesAt(root);
    const before = snapshot(root);
    const draft = await packwizUpdateDraft(instance!, '.', 'mods/lithium.pw.toml', {
      ...SODIUM,
      project: { ...SODIUM.project, id: 'gvQqBUqZ', slug: 'lithium', title: 'Lithium' },
      version: { id: 'new00001', versionNumber: '0.11.2' },
      file: { url: 'https://cdn.modrinth.com/l2.jar', filename: 'lithium-0.11.2.jar', sha512: 'ef'.repeat(64) },
    });
    apply(draft.operations);
    const meta = fs.readFileSync(path.join(root, 'mods', 'lithium.pw.toml'), 'utf8');
    assert.match(meta, /filename = "lithium-0\.11\.2\.jar"/);
    assert.match(meta, /url = "https:\/\/cdn\.modrinth\.com\/l2\.jar"/);
    assert.match(meta, new RegExp(`hash = "${'ef'.repeat(64)}"`));
    assert.match(meta, /version = "new00001"/);
    assert.equal((await runNova(root, ['refresh', '.', '--check'])).code, 0);
    apply(draft.inverse);
    assert.deepEqual(snapshot(root), before);
  });

  it('disable lists the metafile in .packwizignore (survives refresh, left out of export); enable takes it back', async () => {
    const [instance] = await readInstancesAt(root);
    const before = snapshot(root);
    const disable = await packwizDisableDraft(instance!, '.', ['mods/lithium.pw.toml']);
    apply(disable.operations);
    assert.match(fs.readFileSync(path.join(root, '.packwizignore'), 'utf8'), /^\/mods\/lithium\.pw\.toml$/m);
    assert.ok(!fs.readFileSync(path.join(root, 'index.toml'), 'utf8').includes('lithium'));
    assert.equal((await runNova(root, ['refresh', '.', '--check'])).code, 0, 'a later packwiz refresh keeps it out');
    const mods = JSON.parse((await runNova(root, ['mods', '.', '--json'])).stdout) as {
      mods: Array<{ id: string; enabled: boolean }>;
    };
    assert.deepEqual(mods.mods, [{ ...mods.mods[0], id: 'lithium', enabled: false }]);
    const check = JSON.parse((await runNova(root, ['check', '.', '--json'])).stdout) as {
      problems: Array<{ code: string }>;
    };
    assert.deepEqual(
      check.problems.map((p) => p.code),
      [],
    );
    const [again] = await readInstancesAt(root);
    const enable = await packwizEnableDraft(again!, '.', ['mods/lithium.pw.toml']);
    apply(enable.operations);
    assert.equal((await runNova(root, ['refresh', '.', '--check'])).code, 0);
    const after = snapshot(root);
    // Enabling leaves an empty .packwizignore behind (it was created by disable); everything else is as before.
    assert.equal(Buffer.from(after.get('.packwizignore')!, 'base64').toString(), '');
    after.delete('.packwizignore');
    assert.deepEqual(after, before);
    apply(enable.inverse);
    apply(disable.inverse);
    assert.deepEqual(snapshot(root), before);
  });
});
