import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { scanInstanceMods } from '../../src/core/checks/instanceMods';
import type { FileOperation } from '../../src/core/edits';
import { readInstancesAt } from '../../src/core/instances/instanceDiscovery';
import { ModScanner } from '../../src/core/mods/modScanner';
import { metafileWithSide } from '../../src/core/packwiz/metafileSideEdit';
import { loadPackwizProject } from '../../src/core/packwiz/packwizProject';
import { planRefresh } from '../../src/core/packwiz/packwizRefresh';
import { proposePackwizSides } from '../../src/core/planning/serverPackPlanner';
import { serverSideVerdicts } from '../../src/core/serverPacks/serverPack';
import { runNova } from './fixtures/cliRun';
import { fabricJar, writeJar } from './fixtures/modJars';
import { writePackwizPack } from './fixtures/packwizProjects';
import { makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';

/** Applies write operations as the appliers do, checking that each file still holds the text the draft expects. */
function applyWrites(ops: readonly FileOperation[]): void {
  for (const op of ops) {
    assert.equal(op.kind, 'write');
    if (op.kind !== 'write') return;
    assert.equal(fs.readFileSync(op.path, 'utf8'), op.previous);
    fs.writeFileSync(op.path, op.content);
  }
}

/**
 * A packwiz pack installed in place (jars beside their metafiles in mods/, kept out of the index by .packwizignore):
 * zoom is client-only by its jar but its metafile names no side, lib's metafile says client although a kept mod
 * needs it, admin's jar is server-only, content agrees already.
 */
async function writePack(dir: string): Promise<void> {
  writePackwizPack(dir, {
    versions: { minecraft: '1.20.1', fabric: '0.15.7' },
    mods: [
      { slug: 'zoom', filename: 'zoom-1.0.jar' },
      { slug: 'lib', filename: 'lib-1.0.jar', side: 'client' },
      { slug: 'admin', filename: 'admin-1.0.jar', side: 'both' },
      { slug: 'content', filename: 'content-1.0.jar', side: 'both' },
    ],
    files: { 'config/content.toml': 'a = 1\n' },
    packwizignore: 'mods/*.jar\n',
  });
  // An author's comments and key order in one metafile: they must survive the edit.
  await writeText(
    path.join(dir, 'mods', 'zoom.pw.toml'),
    '# Zoom, client only really\nfilename = "zoom-1.0.jar" # the jar\nname = "Zoom"\n\n[download]\nurl = "https://cdn.modrinth.com/data/Z/versions/1/zoom-1.0.jar"\nhash-format = "sha1"\nhash = "0000000000000000000000000000000000000000"\n',
  );
  const mods = path.join(dir, 'mods');
  await writeJar(path.join(mods, 'zoom-1.0.jar'), fabricJar({ id: 'zoom', environment: 'client' }));
  await writeJar(path.join(mods, 'lib-1.0.jar'), fabricJar({ id: 'lib', entrypoints: { client: ['a.C'] } }));
  await writeJar(path.join(mods, 'admin-1.0.jar'), fabricJar({ id: 'admin', environment: 'server' }));
  await writeJar(
    path.join(mods, 'content-1.0.jar'),
    fabricJar({ id: 'content', environment: '*', entrypoints: { main: ['a.M'] }, depends: { lib: '*' } }),
  );
  // The zoom metafile was rewritten above: refresh the index so the pack starts clean.
  const run = await runNova(path.dirname(dir), ['refresh', path.basename(dir)]);
  assert.equal(run.code, 0, run.stderr + run.stdout);
}

describe('server packs: the verdicts as packwiz side changes', () => {
  let root: string;
  before(async () => {
    root = await makeTempDir('nova-serverpack-sides-');
  });
  after(async () => {
    await removeTempDir(root);
  });

  it('proposes side changes that keep comments and key order, with index and pack hashes as refresh writes them', async () => {
    const dir = path.join(root, 'pack');
    await writePack(dir);
    const before = await planRefresh(await loadPackwizProject(dir));
    assert.equal(before.indexChanged || before.packChanged, false, 'the fixture starts refreshed');
    const [instance] = await readInstancesAt(dir);
    assert.ok(instance);
    assert.equal(instance.layout, 'packwiz');
    const files = await scanInstanceMods(new ModScanner(), instance);
    const verdicts = await serverSideVerdicts(instance, files);
    const proposal = await proposePackwizSides(instance, instance.id, verdicts.verdicts);
    assert.ok(proposal);
    assert.deepEqual(
      proposal.changes.map((c) => [c.metafile, c.from, c.side]),
      [
        ['mods/admin.pw.toml', 'both', 'server'],
        ['mods/lib.pw.toml', 'client', 'both'],
        ['mods/zoom.pw.toml', 'both', 'client'],
      ],
    );
    assert.equal(proposal.draft.impact, undefined);
    assert.match(proposal.draft.summary, /mods\/zoom\.pw\.toml side = "client"/);
    const written = proposal.draft.operations.map((o) => (o.kind === 'write' ? path.relative(dir, o.path) : o.kind));
    assert.deepEqual(
      written.sort(),
      ['index.toml', 'mods/admin.pw.toml', 'mods/lib.pw.toml', 'mods/zoom.pw.toml', 'pack.toml']
        .map((p) => p.split('/').join(path.sep))
        .sort(),
    );
    applyWrites(proposal.draft.operations);

    assert.equal(
      fs.readFileSync(path.join(dir, 'mods', 'zoom.pw.toml'), 'utf8'),
      '# Zoom, client only really\nfilename = "zoom-1.0.jar" # the jar\nside = "client"\nname = "Zoom"\n\n[download]\nurl = "https://cdn.modrinth.com/data/Z/versions/1/zoom-1.0.jar"\nhash-format = "sha1"\nhash = "0000000000000000000000000000000000000000"\n',
    );
    assert.match(
      fs.readFileSync(path.join(dir, 'mods', 'lib.pw.toml'), 'utf8'),
      /^name = "lib"\nfilename = "lib-1\.0\.jar"\nside = "both"\n\n\[download\]/,
    );
    const project = await loadPackwizProject(dir);
    assert.deepEqual(project.mods.map((m) => [m.slug, m.meta.side]).sort(), [
      ['admin', 'server'],
      ['content', 'both'],
      ['lib', 'both'],
      ['zoom', 'client'],
    ]);
    // What `packwiz refresh` would write now is exactly what is there: no stale index, no stale pack hash.
    const after = await planRefresh(project);
    assert.equal(after.indexChanged, false, JSON.stringify(after.changes));
    assert.equal(after.packChanged, false);

    // Once applied, the verdicts and the sides agree: nothing more to propose.
    const again = await serverSideVerdicts(instance, await scanInstanceMods(new ModScanner(), instance));
    assert.equal(await proposePackwizSides(instance, instance.id, again.verdicts), null);
  });

  it('says when index.toml was already out of date, since only the changed metafiles are re-hashed', async () => {
    const dir = path.join(root, 'stale');
    await writePack(dir);
    fs.writeFileSync(path.join(dir, 'config', 'content.toml'), 'a = 2\n');
    const [instance] = await readInstancesAt(dir);
    const verdicts = await serverSideVerdicts(instance!, await scanInstanceMods(new ModScanner(), instance!));
    const proposal = await proposePackwizSides(instance!, instance!.id, verdicts.verdicts);
    assert.match(
      proposal?.draft.impact ?? '',
      /index\.toml was already out of date \(1 file changed since the last refresh\).*packwiz refresh/,
    );
  });

  it('nova server-pack --set-sides writes the sides and is a usage error on a pack that is not packwiz', async () => {
    const dir = path.join(root, 'cli');
    await writePack(dir);
    const run = await runNova(root, ['server-pack', 'cli', '--set-sides', '--json']);
    assert.equal(run.code, 0, run.stderr + run.stdout);
    const report = JSON.parse(run.stdout);
    assert.equal(report.applied, true);
    assert.deepEqual(
      report.changes.map((c: { metafile: string; to: string }) => `${c.metafile}=${c.to}`),
      ['mods/admin.pw.toml=server', 'mods/lib.pw.toml=both', 'mods/zoom.pw.toml=client'],
    );
    assert.match(fs.readFileSync(path.join(dir, 'mods', 'zoom.pw.toml'), 'utf8'), /side = "client"/);
    const second = await runNova(root, ['server-pack', 'cli', '--set-sides']);
    assert.equal(second.code, 0);
    assert.match(second.stdout, /already agrees/);

    const prism = path.join(root, 'prism');
    await writeText(path.join(prism, 'instance.cfg'), '[General]\nInstanceType=OneSix\nname=prism\n');
    await writeText(path.join(prism, 'mmc-pack.json'), JSON.stringify({ formatVersion: 1, components: [] }));
    await fs.promises.mkdir(path.join(prism, 'minecraft', 'mods'), { recursive: true });
    const refused = await runNova(root, ['server-pack', 'prism', '--set-sides']);
    assert.equal(refused.code, 2);
    assert.match(refused.stderr, /not a packwiz pack/);
  });

  it('edits only the side value: CRLF, a BOM and a trailing comment stay; broken TOML is refused', () => {
    const text =
      '\uFEFFname = "X"\r\nside = \'both\' # chosen\r\nfilename = "x.jar"\r\n\r\n[download]\r\nside = "kept"\r\n';
    assert.equal(
      metafileWithSide(text, 'client', 'x.pw.toml'),
      '\uFEFFname = "X"\r\nside = "client" # chosen\r\nfilename = "x.jar"\r\n\r\n[download]\r\nside = "kept"\r\n',
    );
    assert.equal(
      metafileWithSide('name = "X"\n\n[download]\nhash = "a"\n', 'server', 'x.pw.toml'),
      'name = "X"\nside = "server"\n\n[download]\nhash = "a"\n',
    );
    assert.throws(() => metafileWithSide('name = "X\n', 'client', 'x.pw.toml'), /x\.pw\.toml is not valid TOML/);
    assert.throws(
      () => metafileWithSide('name = "X"\nside.a = 1\n', 'client', 'x.pw.toml'),
      /cannot change without changing something else|not valid TOML/,
    );
  });
});
