import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { ToGraphMessage } from '../../../src/shared/graphProtocol';
import type { DependencyGraphPanels } from '../../../src/ui/dependencyGraphPanel';
import type { ModsView, ModsViewNode } from '../../../src/ui/modsView';
import { GRAPH_INSTANCE, GRAPH_MODS, writeGraphPack } from '../graphSample';
import { MISSING_MOD_ID, PROBLEM_INSTANCE } from '../makeWorkspace';
import { fabricJar, writeJar } from '../../unit/fixtures/modJars';
import { chatApi, fileAt, newest, sleep, snapshot, waitFor, workspaceRoot, type ChatApi } from './hostHelpers';

interface ActionsApi extends ChatApi {
  modsView: ModsView;
  graphs: DependencyGraphPanels;
}

async function actionsApi(): Promise<ActionsApi> {
  const api = (await chatApi()) as ActionsApi;
  assert.ok(api.modsView && api.graphs, 'activate() exposes the Mods view and the graph panels');
  return api;
}

function instanceRow(view: ModsView, id: string): ModsViewNode {
  const row = view.getChildren().find((n) => n.kind === 'instance' && n.node.instance.id === id);
  assert.ok(row, `no instance row ${id}`);
  return row;
}

function modRow(view: ModsView, fileName: string): ModsViewNode {
  const row = view
    .getChildren(instanceRow(view, GRAPH_INSTANCE))
    .find((n) => n.kind === 'mod' && n.item.fileName === fileName);
  assert.ok(row, `no row for ${fileName}`);
  return row;
}

/** Sends a QuickPick command until `settled` resolves (before the QuickPick is up, the command acts on nothing). */
async function answer(commands: readonly string[], settled: Promise<unknown>): Promise<void> {
  let done = false;
  void settled.then(
    () => (done = true),
    () => (done = true),
  );
  const deadline = Date.now() + 30_000;
  while (!done) {
    if (Date.now() > deadline) throw new Error(`the QuickPick was not answered by ${commands.join(' + ')} in 30 s`);
    for (const command of commands) await vscode.commands.executeCommand(command);
    await sleep(400);
  }
  await settled;
}

/** Waits until the Mods view asked "also disable them?" `count` times in all, then lets the QuickPick render. */
async function whenAsked(view: ModsView, count: number): Promise<void> {
  await waitFor(
    () => view.dependentsAsked.length >= count,
    () => `the Mods view asked ${view.dependentsAsked.length} times, expected ${count}`,
    30_000,
  );
  await sleep(600);
}

const mods = (name: string) => fileAt(`${GRAPH_MODS}/${name}`).fsPath;

describe('Mods view actions: instance menu, multi-select, "also disable them"', function () {
  let api: ActionsApi;
  let pristine: Record<string, string>;
  before(async () => {
    api = await actionsApi();
    await writeGraphPack(workspaceRoot().fsPath);
    await vscode.commands.executeCommand('nova.checkConflicts');
    await api.whenIdle();
    await waitFor(
      () => api.modsView.getChildren().some((n) => n.kind === 'instance' && n.node.instance.id === GRAPH_INSTANCE),
      () => 'the Mods view does not show the graph pack',
    );
    pristine = snapshot(GRAPH_MODS);
  });
  afterEach(async () => {
    await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
  });
  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    fs.rmSync(fileAt(GRAPH_INSTANCE).fsPath, { recursive: true, force: true });
    await vscode.commands.executeCommand('nova.checkConflicts');
  });

  it('the instance menu registers Add Mod, Export, Back Up, Dependency Graph, Find Breaking Mod and Server Pack, each given the row’s instance', async () => {
    const registered = await vscode.commands.getCommands(true);
    for (const id of [
      'nova.modsView.addMod',
      'nova.modsView.exportModpack',
      'nova.modsView.backupInstance',
      'nova.modsView.showDependencyGraph',
      'nova.modsView.findBreakingMod',
      'nova.modsView.createServerPack',
    ])
      assert.ok(registered.includes(id), `${id} is registered`);
    const row = instanceRow(api.modsView, GRAPH_INSTANCE);
    // Several instances are open: an instance picker would leave this call waiting; the row's instance opens at once.
    await vscode.commands.executeCommand('nova.modsView.showDependencyGraph', row);
    assert.ok(api.graphs.openInstances.includes(GRAPH_INSTANCE), `open: ${api.graphs.openInstances.join(', ')}`);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');

    // Back Up from the row: the only question is what to back up (ticked defaults); the zip lands in that instance.
    const backups = path.join(fileAt(GRAPH_INSTANCE).fsPath, 'minecraft', 'backups');
    const before = newest(api.applier)?.id;
    const zips = (): string[] =>
      fs.existsSync(backups) ? fs.readdirSync(backups).filter((f) => f.endsWith('.zip')) : [];
    // The command ends with a notification ("Backed up … Reveal"), so it settles when that is dismissed.
    void vscode.commands.executeCommand('nova.modsView.backupInstance', row);
    await answer(
      ['workbench.action.acceptSelectedQuickOpenItem'],
      waitFor(
        () => zips().length === 1 && newest(api.applier)?.id !== before,
        () => `backups of ${GRAPH_INSTANCE}: ${zips().join(', ')}`,
      ),
    );
    const batch = newest(api.applier);
    assert.notEqual(batch?.id, before);
    assert.equal(batch?.label, `Back up ${GRAPH_INSTANCE}`);
    await vscode.commands.executeCommand('nova.undoLastChange');
    await vscode.commands.executeCommand('notifications.clearAll');
  });

  it('a multi-selection disables as ONE journaled change, and one Undo brings every file back', async () => {
    const view = api.modsView;
    const rows = [modRow(view, 'modmenu-7.2.2.jar'), modRow(view, 'solo-0.9.jar')];
    const before = newest(api.applier)?.id;
    await vscode.commands.executeCommand('nova.modsView.disable', rows[0], rows);
    assert.ok(fs.existsSync(`${mods('modmenu-7.2.2.jar')}.disabled`), 'modmenu renamed');
    assert.ok(fs.existsSync(`${mods('solo-0.9.jar')}.disabled`), 'solo renamed');
    const batch = newest(api.applier);
    assert.notEqual(batch?.id, before);
    assert.equal(batch?.label, 'Disable 2 mods');
    await api.whenIdle();
    await vscode.commands.executeCommand('nova.undoLastChange');
    assert.deepEqual(snapshot(GRAPH_MODS), pristine, 'one Undo restored both jars byte for byte');
    assert.equal(newest(api.applier)?.id, before, 'the batch was one undo step');
    await api.whenIdle();

    // Enable takes a multi-selection the same way.
    await vscode.commands.executeCommand('nova.modsView.disable', rows[0], rows);
    await api.whenIdle();
    const disabledRows = [modRow(view, 'modmenu-7.2.2.jar.disabled'), modRow(view, 'solo-0.9.jar.disabled')];
    await vscode.commands.executeCommand('nova.modsView.enable', disabledRows[1], disabledRows);
    assert.deepEqual(snapshot(GRAPH_MODS), pristine, 'both enabled again');
    assert.equal(newest(api.applier)?.label, 'Enable 2 mods');
    await api.whenIdle();
  });

  it('unticking a required mod names the mods that would stop loading; "Also disable" is one change, one Undo', async () => {
    const view = api.modsView;
    const asked = view.dependentsAsked.length;
    const before = newest(api.applier)?.id;
    const untick = view.applyCheckboxes([[modRow(view, 'sodium-0.5.8.jar'), vscode.TreeItemCheckboxState.Unchecked]]);
    await whenAsked(view, asked + 1);
    assert.deepEqual(view.dependentsAsked.at(-1), { disabling: ['sodium-0.5.8.jar'], dependents: ['iris-1.7.0.jar'] });
    await answer(['workbench.action.acceptSelectedQuickOpenItem'], untick);
    assert.ok(fs.existsSync(`${mods('sodium-0.5.8.jar')}.disabled`), 'sodium disabled');
    assert.ok(fs.existsSync(`${mods('iris-1.7.0.jar')}.disabled`), 'iris, which requires it, disabled too');
    assert.ok(fs.existsSync(mods('reeses-sodium-options-1.7.2.jar')), 'a mod that only recommends sodium stays');
    assert.equal(newest(api.applier)?.label, 'Disable 2 mods');
    await api.whenIdle();
    await vscode.commands.executeCommand('nova.undoLastChange');
    assert.deepEqual(snapshot(GRAPH_MODS), pristine, 'one Undo restored both');
    assert.equal(newest(api.applier)?.id, before);
    await api.whenIdle();
  });

  it('"Only this one" disables just that mod; Escape (Cancel) changes nothing', async () => {
    const view = api.modsView;
    const before = newest(api.applier)?.id;
    const asked = view.dependentsAsked.length;
    const cancelled = view.applyCheckboxes([
      [modRow(view, 'fabric-api-0.92.0.jar'), vscode.TreeItemCheckboxState.Unchecked],
    ]);
    await whenAsked(view, asked + 1);
    assert.deepEqual([...(view.dependentsAsked.at(-1)?.dependents ?? [])].sort(), [
      'iris-1.7.0.jar',
      'sodium-0.5.8.jar',
    ]);
    await answer(['workbench.action.closeQuickOpen'], cancelled);
    assert.deepEqual(snapshot(GRAPH_MODS), pristine, 'cancel changed nothing');
    assert.equal(newest(api.applier)?.id, before, 'nothing journaled');

    const only = vscode.commands.executeCommand('nova.modsView.disable', modRow(view, 'sodium-0.5.8.jar'));
    await whenAsked(view, asked + 2);
    await vscode.commands.executeCommand('workbench.action.quickOpenSelectNext');
    await answer(['workbench.action.acceptSelectedQuickOpenItem'], Promise.resolve(only));
    assert.ok(fs.existsSync(`${mods('sodium-0.5.8.jar')}.disabled`), 'sodium disabled');
    assert.ok(fs.existsSync(mods('iris-1.7.0.jar')), 'iris left enabled, as asked');
    assert.equal(newest(api.applier)?.label, 'Disable sodium-0.5.8.jar');
    await api.whenIdle();
    await vscode.commands.executeCommand('nova.undoLastChange');
    assert.deepEqual(snapshot(GRAPH_MODS), pristine);
    await api.whenIdle();
  });

  it('the dependency graph marks problems on their nodes and draws the missing mod, dashed, with its edges', async () => {
    const row = api.modsView.getChildren().find((n) => n.kind === 'instance' && n.node.label === PROBLEM_INSTANCE);
    assert.ok(row?.kind === 'instance');
    const id = row.node.instance.id;
    await vscode.commands.executeCommand('nova.modsView.showDependencyGraph', row);
    let graph: Extract<ToGraphMessage, { type: 'graph' }> | undefined;
    await waitFor(
      () => {
        graph = api.graphs.posted
          .get(id)
          ?.find((m): m is Extract<ToGraphMessage, { type: 'graph' }> => m.type === 'graph');
        return graph !== undefined;
      },
      () => `no graph posted for ${id}`,
    );
    const nodes = new Map(graph!.nodes.map((n) => [n.file, n]));
    for (const duplicate of ['alpha-1.0.jar', 'alpha-1.1.jar']) {
      assert.equal(nodes.get(duplicate)?.mark, 'error', `${duplicate} has an error mark`);
      assert.equal(nodes.get(duplicate)?.unneeded, false, `${duplicate} is not “safe to remove”`);
    }
    assert.equal(nodes.get('beta-2.0.jar')?.mark, 'error');
    const absent = graph!.nodes.find((n) => n.kind === 'absent' && n.name === MISSING_MOD_ID);
    assert.ok(absent, `no node for ${MISSING_MOD_ID}: ${[...nodes.keys()].join(', ')}`);
    assert.deepEqual(absent.neededBy, ['beta-2.0.jar']);
    assert.ok(graph!.edges.some((e) => e.kind === 'missing' && e.from === 'beta-2.0.jar' && e.to === absent.file));
    assert.match(graph!.strings.legendAbsent, /not installed/);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('a row shows the jar’s own icon, extracted once into global storage; a jar without one keeps the codicon', async () => {
    // The smallest valid PNG: a 1×1 grey pixel.
    const pixel = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==',
      'base64',
    );
    await writeJar(
      mods('iconic-1.0.jar'),
      fabricJar(
        { id: 'iconic', name: 'Iconic', environment: '*', icon: 'assets/iconic/icon.png' },
        {
          'assets/iconic/icon.png': pixel,
        },
      ),
    );
    try {
      await vscode.commands.executeCommand('nova.checkConflicts');
      await api.whenIdle();
      const iconOf = () => {
        const row = api.modsView
          .getChildren(instanceRow(api.modsView, GRAPH_INSTANCE))
          .find((n) => n.kind === 'mod' && n.item.fileName === 'iconic-1.0.jar');
        return row === undefined ? undefined : api.modsView.getTreeItem(row).iconPath;
      };
      await waitFor(
        () => iconOf() instanceof vscode.Uri,
        () => `the row's icon is ${JSON.stringify(iconOf())}`,
      );
      const icon = iconOf() as vscode.Uri;
      assert.match(icon.fsPath, /modIcons[\\/][0-9a-f]{64}\.png$/);
      assert.deepEqual(fs.readFileSync(icon.fsPath), pixel, 'the cached file is the jar’s PNG');
      const solo = api.modsView.getTreeItem(modRow(api.modsView, 'solo-0.9.jar')).iconPath;
      await sleep(500);
      assert.ok(solo instanceof vscode.ThemeIcon, 'a jar without an icon keeps the codicon');
    } finally {
      fs.rmSync(mods('iconic-1.0.jar'), { force: true });
      await vscode.commands.executeCommand('nova.checkConflicts');
    }
  });
});
