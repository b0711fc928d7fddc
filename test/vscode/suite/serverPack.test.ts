import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { EditApplier } from '../../../src/host/editApplier';
import type { ServerPackCommand } from '../../../src/ui/serverPackCommand';
import { loadPackwizProject } from '../../../src/core/packwiz/packwizProject';
import { planRefresh } from '../../../src/core/packwiz/packwizRefresh';
import { readZip } from '../../unit/fixtures/modpackFixtures';
import { writePackwizPack } from '../../unit/fixtures/packwizProjects';
import { fabricJar, writeJar } from '../../unit/fixtures/modJars';
import { writeText } from '../../unit/fixtures/zipBuilder';
import { activateNova, fileAt, sleep, waitFor, workspaceRoot } from './hostHelpers';

interface ServerPackApi {
  whenIdle(): Promise<void>;
  applier: EditApplier;
  serverPack: ServerPackCommand;
}

const INSTANCE = 'Server Pack Sample';
const ZIP = 'server-pack-sample-server.zip';
const PACKWIZ = 'Server Sides Pack';
const PACKWIZ_ZIP = 'server-sides-pack-server.zip';

/**
 * A Prism instance with a client-only mod (Fabric `environment: client`), a mod that runs on both sides and a library
 * that looks client-only (only a client entry point) but that the content mod requires.
 */
async function writeSample(workspace: string): Promise<void> {
  const root = path.join(workspace, INSTANCE);
  await fs.promises.rm(root, { recursive: true, force: true });
  await writeText(path.join(root, 'instance.cfg'), `[General]\nInstanceType=OneSix\nname=${INSTANCE}\n`);
  await writeText(
    path.join(root, 'mmc-pack.json'),
    JSON.stringify({
      formatVersion: 1,
      components: [
        { uid: 'net.minecraft', version: '1.20.1' },
        { uid: 'net.fabricmc.fabric-loader', version: '0.15.7' },
      ],
    }),
  );
  const game = path.join(root, 'minecraft');
  const mods = path.join(game, 'mods');
  await writeJar(path.join(mods, 'zoom-1.0.jar'), fabricJar({ id: 'zoom', environment: 'client' }));
  await writeJar(path.join(mods, 'lib-1.0.jar'), fabricJar({ id: 'lib', entrypoints: { client: ['a.C'] } }));
  await writeJar(
    path.join(mods, 'content-1.0.jar'),
    fabricJar({ id: 'content', environment: '*', entrypoints: { main: ['a.M'] }, depends: { lib: '*' } }),
  );
  await writeText(path.join(game, 'config', 'content.toml'), 'a = 1\n');
  await writeText(path.join(game, 'options.txt'), 'fov:1\n');
}

/** Runs the command and presses Enter on its checklist (resent until the QuickPick is up) until the command ends. */
async function runAndAccept(api: ServerPackApi, out: string, instance = INSTANCE): Promise<number> {
  const shownBefore = api.serverPack.shown.length;
  let ended = false;
  const running = Promise.resolve(vscode.commands.executeCommand('nova.createServerPack', instance, { out })).finally(
    () => (ended = true),
  );
  await waitFor(
    () => api.serverPack.shown.length > shownBefore || ended,
    () => 'the verdict checklist was not shown',
  );
  const deadline = Date.now() + 60_000;
  while (!ended) {
    if (Date.now() > deadline) throw new Error('the server pack command did not finish within 60 s');
    await Promise.resolve(vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem')).catch(
      () => undefined,
    );
    await sleep(300);
  }
  await running;
  return shownBefore;
}

describe('Create Server Pack in VS Code: the verdict checklist, a new zip, nothing overwritten', function () {
  let api: ServerPackApi;
  before(async () => {
    api = (await activateNova()) as unknown as ServerPackApi;
    await writeSample(workspaceRoot().fsPath);
    await api.whenIdle();
  });
  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
    fs.rmSync(fileAt(INSTANCE).fsPath, { recursive: true, force: true });
    fs.rmSync(fileAt(ZIP).fsPath, { force: true });
    fs.rmSync(fileAt(PACKWIZ).fsPath, { recursive: true, force: true });
    fs.rmSync(fileAt(PACKWIZ_ZIP).fsPath, { force: true });
  });

  it('shows every verdict ticked or not, writes the kept mods into the zip, and never overwrites it', async () => {
    const out = fileAt(ZIP).fsPath;
    fs.rmSync(out, { force: true });
    const journalBefore = api.applier.journal.nextUndo?.id;
    const index = await runAndAccept(api, out);

    assert.deepEqual(
      api.serverPack.shown[index]?.map((row) => [row.label, row.picked]),
      [
        ['zoom-1.0.jar', false],
        ['content-1.0.jar', true],
        ['lib-1.0.jar', true],
      ],
      'dropped first and unticked, kept ones ticked',
    );
    assert.ok(fs.existsSync(out), 'the server pack zip was created');
    const entries = [...(await readZip(out)).keys()].filter((name) => !name.endsWith('/')).sort();
    assert.deepEqual(entries, ['config/content.toml', 'mods/content-1.0.jar', 'mods/lib-1.0.jar']);
    const batch = api.applier.journal.nextUndo;
    assert.ok(batch !== undefined && batch.id !== journalBefore, 'one journaled change');
    assert.match(batch.label, /Create server pack server-pack-sample-server\.zip/);

    // The same target again: the checklist is shown, then Nova refuses to replace the zip; its bytes stay.
    const bytes = fs.readFileSync(out);
    const second = await runAndAccept(api, out);
    assert.equal(api.serverPack.shown.length, second + 1, 'the checklist was shown again');
    assert.deepEqual(fs.readFileSync(out), bytes, 'the existing zip was not overwritten');
    assert.equal(api.applier.journal.nextUndo?.id, batch.id, 'nothing more journaled');
    assert.ok(fs.existsSync(fileAt(`${INSTANCE}/minecraft/mods/zoom-1.0.jar`).fsPath), 'the instance is untouched');
  });

  it('offers a packwiz pack the verdicts as side changes in the approval checklist, hashes as refresh writes them', async () => {
    const dir = fileAt(PACKWIZ).fsPath;
    fs.rmSync(dir, { recursive: true, force: true });
    writePackwizPack(dir, {
      name: PACKWIZ,
      versions: { minecraft: '1.20.1', fabric: '0.15.7' },
      mods: [
        { slug: 'zoom', filename: 'zoom-1.0.jar' },
        { slug: 'content', filename: 'content-1.0.jar', side: 'both' },
      ],
      packwizignore: 'mods/*.jar\n',
    });
    await writeJar(path.join(dir, 'mods', 'zoom-1.0.jar'), fabricJar({ id: 'zoom', environment: 'client' }));
    await writeJar(
      path.join(dir, 'mods', 'content-1.0.jar'),
      fabricJar({ id: 'content', environment: '*', entrypoints: { main: ['a.M'] } }),
    );
    await api.whenIdle();
    const out = fileAt(PACKWIZ_ZIP).fsPath;
    fs.rmSync(out, { force: true });
    await runAndAccept(api, out, PACKWIZ);

    const zoom = fs.readFileSync(path.join(dir, 'mods', 'zoom.pw.toml'), 'utf8');
    assert.match(zoom, /^name = "zoom"\nfilename = "zoom-1\.0\.jar"\nside = "client"\n\n\[download\]/);
    assert.doesNotMatch(fs.readFileSync(path.join(dir, 'mods', 'content.pw.toml'), 'utf8'), /side = "client"/);
    const refresh = await planRefresh(await loadPackwizProject(dir));
    assert.equal(refresh.indexChanged || refresh.packChanged, false, 'index.toml and pack.toml are current');
    const entries = [...(await readZip(out)).keys()].filter((name) => name.startsWith('mods/'));
    assert.deepEqual(entries, ['mods/content-1.0.jar']);
  });
});
