import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { ModsView, ModsViewNode } from '../../../src/ui/modsView';
import {
  CLEAN_INSTANCE,
  CLEAN_JARS,
  FORGE_JAR,
  MISSING_DEPENDENCY_JAR,
  PROBLEM_INSTANCE,
  SHADER_INSTANCE,
} from '../makeWorkspace';
import { activateNova, chatApi, exists, fileAt, waitFor, type NovaApi } from './hostHelpers';

interface ModsViewApi extends NovaApi {
  modsView: ModsView;
}

async function modsApi(): Promise<ModsViewApi> {
  const api = (await activateNova()) as ModsViewApi;
  assert.ok(api.modsView, 'activate() exposes the Mods view');
  await api.whenIdle();
  return api;
}

/** A tree item's label or tooltip as text (Nova sets plain strings). */
function text(value: string | vscode.TreeItemLabel | vscode.MarkdownString | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return 'label' in value ? value.label : value.value;
}

function instanceRow(view: ModsView, name: string): ModsViewNode {
  const row = view.getChildren().find((n) => n.kind === 'instance' && n.node.label === name);
  assert.ok(
    row,
    `no instance row "${name}"; rows: ${view
      .getChildren()
      .map((n) => text(view.getTreeItem(n).label))
      .join(', ')}`,
  );
  return row;
}

/** The mod rows of an instance as the tree shows them: label, description and checkbox. */
function rowsOf(view: ModsView, name: string): Array<{ label: string; description: string; checked: boolean | null }> {
  return view.getChildren(instanceRow(view, name)).map((node) => {
    const item = view.getTreeItem(node);
    const box = item.checkboxState;
    const state = typeof box === 'object' ? box.state : box;
    return {
      label: text(item.label),
      description: String(item.description ?? ''),
      checked: state === undefined ? null : state === vscode.TreeItemCheckboxState.Checked,
    };
  });
}

function modRow(view: ModsView, relative: string): ModsViewNode {
  const item = view.modAt(fileAt(relative).fsPath);
  assert.ok(item, `no row for ${relative}`);
  const row = view
    .getChildren(instanceRow(view, item.instanceId))
    .find((n) => n.kind === 'mod' && n.item.id === item.id);
  assert.ok(row, `the row of ${relative} is not under its instance`);
  return row;
}

describe('Mods view', () => {
  afterEach(async () => {
    await vscode.commands.executeCommand('nova.modsView.clearFilter');
  });

  it('lists the instances, then their mods with version, loader, side, source, problem marks and checkboxes', async () => {
    const { modsView } = await modsApi();
    const names = modsView.getChildren().map((n) => text(modsView.getTreeItem(n).label));
    assert.deepEqual([...names].sort(), [CLEAN_INSTANCE, PROBLEM_INSTANCE, SHADER_INSTANCE].sort());
    assert.deepEqual(rowsOf(modsView, CLEAN_INSTANCE), [
      { label: 'Delta', description: '1.0.0 · Fabric · both sides · local', checked: true },
      { label: 'Epsilon', description: '1.0.0 · Fabric · both sides · local', checked: true },
    ]);
    const cleanItem = modsView.getTreeItem(instanceRow(modsView, CLEAN_INSTANCE));
    assert.match(String(cleanItem.description), /1\.20\.1 · Fabric 0\.15\.7 · 2 mods/);
    const beta = modsView.modAt(fileAt(MISSING_DEPENDENCY_JAR).fsPath);
    assert.equal(beta?.severity, 'error', 'the missing dependency marks beta with an error');
    const betaItem = modsView.getTreeItem(modRow(modsView, MISSING_DEPENDENCY_JAR));
    assert.equal((betaItem.iconPath as vscode.ThemeIcon).id, 'error');
    assert.match(text(betaItem.tooltip), /gamma/);
    // "Nova: Disable Mod…" (commands.test) left the Forge jar disabled: its row is there, unticked.
    const forge = modsView.modAt(fileAt(`${FORGE_JAR}.disabled`).fsPath);
    assert.equal(forge?.enabled, false);
  });

  it('unticking a checkbox renames the jar at once; "Nova: Undo Last Change" brings back the same bytes', async () => {
    const api = await modsApi();
    const view = api.modsView;
    const jar = fileAt(CLEAN_JARS[1]);
    const disabled = fileAt(`${CLEAN_JARS[1]}.disabled`);
    const bytes = await vscode.workspace.fs.readFile(jar);
    await view.applyCheckboxes([[modRow(view, CLEAN_JARS[1]), vscode.TreeItemCheckboxState.Unchecked]]);
    assert.equal(await exists(disabled), true, 'the jar was renamed to .disabled');
    assert.equal(await exists(jar), false);
    await api.whenIdle();
    await waitFor(
      () => view.modAt(disabled.fsPath)?.enabled === false,
      () => `the row did not follow: ${JSON.stringify(rowsOf(view, CLEAN_INSTANCE))}`,
    );
    assert.deepEqual(
      rowsOf(view, CLEAN_INSTANCE).map((r) => [r.label, r.checked]),
      [
        ['Delta', true],
        ['Epsilon', false],
      ],
    );
    await vscode.commands.executeCommand('nova.undoLastChange');
    await waitFor(
      () => exists(jar),
      () => `${CLEAN_JARS[1]} did not come back after Undo`,
    );
    assert.equal(await exists(disabled), false);
    assert.deepEqual(await vscode.workspace.fs.readFile(jar), bytes, 'Undo restores the jar byte for byte');
    await api.whenIdle();
    await waitFor(
      () => view.modAt(jar.fsPath)?.enabled === true,
      () => `the row stayed unticked after Undo: ${JSON.stringify(rowsOf(view, CLEAN_INSTANCE))}`,
    );
  });

  it('filters by text and by status, saying how many it shows, and clears', async () => {
    const { modsView } = await modsApi();
    await vscode.commands.executeCommand('nova.modsView.filter', 'DELT');
    assert.deepEqual(
      rowsOf(modsView, CLEAN_INSTANCE).map((r) => r.label),
      ['Delta'],
    );
    assert.deepEqual(rowsOf(modsView, PROBLEM_INSTANCE), []);
    assert.match(modsView.view.message ?? '', /“DELT”: 1 of \d+ mods shown/);
    await vscode.commands.executeCommand('nova.modsView.filter', '');
    await vscode.commands.executeCommand('nova.modsView.filterStatus', 'problems');
    assert.deepEqual(rowsOf(modsView, CLEAN_INSTANCE), [], 'the clean instance has no problem');
    const problems = modsView.getChildren(instanceRow(modsView, PROBLEM_INSTANCE));
    assert.ok(problems.length >= 3, `problem rows: ${problems.length}`);
    assert.ok(problems.every((n) => n.kind === 'mod' && n.item.severity !== null));
    await vscode.commands.executeCommand('nova.modsView.filterStatus', 'disabled');
    assert.ok(
      modsView.getChildren(instanceRow(modsView, PROBLEM_INSTANCE)).every((n) => n.kind === 'mod' && !n.item.enabled),
    );
    await vscode.commands.executeCommand('nova.modsView.clearFilter');
    assert.equal(rowsOf(modsView, CLEAN_INSTANCE).length, 2);
    assert.equal(modsView.view.message, undefined);
  });

  it('"Nova: Enable Mod…" renames a .disabled jar back through the same path, and Undo disables it again', async () => {
    const api = await modsApi();
    const jar = fileAt(FORGE_JAR);
    const disabled = fileAt(`${FORGE_JAR}.disabled`);
    if (!(await exists(disabled))) {
      await vscode.commands.executeCommand('nova.disableMod', jar);
      await api.whenIdle();
    }
    const bytes = await vscode.workspace.fs.readFile(disabled);
    await vscode.commands.executeCommand('nova.enableMod', disabled);
    assert.equal(await exists(jar), true, 'enabled: the .disabled suffix is gone');
    assert.equal(await exists(disabled), false);
    await api.whenIdle();
    await waitFor(
      () => api.modsView.modAt(jar.fsPath)?.enabled === true,
      () => 'the Mods view did not tick the enabled jar',
    );
    await vscode.commands.executeCommand('nova.undoLastChange');
    await waitFor(
      () => exists(disabled),
      () => 'Undo did not disable the jar again',
    );
    assert.deepEqual(await vscode.workspace.fs.readFile(disabled), bytes);
    await vscode.commands.executeCommand('notifications.clearAll');
  });

  it('nova.revealMod reveals a mod by path (the dependency graph’s way in)', async () => {
    const { modsView } = await modsApi();
    await vscode.commands.executeCommand('nova.modsView.filter', 'delta');
    const revealed = await vscode.commands.executeCommand<boolean>('nova.revealMod', fileAt(CLEAN_JARS[1]).fsPath);
    assert.equal(revealed, true);
    assert.equal(modsView.filter.text, '', 'a filter hiding the mod is cleared');
    const selected = () => {
      const row = modsView.view.selection[0];
      return row?.kind === 'mod' ? row.item.label : undefined;
    };
    await waitFor(
      () => selected() === 'Epsilon',
      () => `the selection is ${selected() ?? 'empty'}`,
    );
    assert.equal(await vscode.commands.executeCommand<boolean>('nova.revealMod', '/no/such/mod.jar'), false);
  });

  it('"Details" in a row\'s menu opens Nova\'s page of that jar', async () => {
    const { modsView } = await modsApi();
    const row = modRow(modsView, CLEAN_JARS[0]);
    await vscode.commands.executeCommand('nova.modsView.details', row);
    const shown = () => vscode.window.activeTextEditor?.document;
    await waitFor(
      () => shown()?.uri.scheme === 'nova-mod' && shown()?.uri.path === fileAt(CLEAN_JARS[0]).path,
      () => `the active editor shows ${shown()?.uri.toString() ?? 'nothing'}`,
    );
    assert.match(shown()!.getText(), /delta/i, 'the page describes the jar');
    await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
  });

  it('"Ask Nova" in a row\'s menu drafts a question in the chat: about the mod, or about its problem', async () => {
    const { modsView } = await modsApi();
    const { chat } = await chatApi();
    const drafts: string[] = [];
    const listening = chat.onMessage((message) => {
      if (message.type === 'draft') drafts.push(message.text);
    });
    try {
      await vscode.commands.executeCommand('nova.modsView.askNova', modRow(modsView, CLEAN_JARS[0]));
      await waitFor(
        () => drafts.length === 1,
        () => `${drafts.length} drafts`,
      );
      assert.match(drafts[0]!, /delta-1\.0\.jar/);
      assert.match(drafts[0]!, /^Tell me about Delta/);
      const broken = modRow(modsView, MISSING_DEPENDENCY_JAR);
      assert.ok(broken.kind === 'mod' && broken.item.problems.length > 0, 'the sample jar has a problem');
      await vscode.commands.executeCommand('nova.modsView.askNova', broken);
      await waitFor(
        () => drafts.length === 2,
        () => `${drafts.length} drafts`,
      );
      assert.match(drafts[1]!, /^Explain this problem/);
      assert.ok(drafts[1]!.includes(`beta-2.0.jar: ${broken.item.problems[0]}`), drafts[1]);
    } finally {
      listening.dispose();
    }
  });
});
