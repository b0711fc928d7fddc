import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { EditApplier } from '../../../src/host/editApplier';
import type { BisectCommands } from '../../../src/ui/bisectCommands';
import { GRAPH_INSTANCE, GRAPH_MODS, GRAPH_NEEDS, writeGraphPack } from '../graphSample';
import { activateNova, fileAt, waitFor, workspaceRoot } from './hostHelpers';

interface BisectApi {
  whenIdle(): Promise<void>;
  applier: EditApplier;
  bisect: BisectCommands;
}

/** Every file of the mods folder with its exact bytes (hex). */
function snapshot(): Record<string, string> {
  const dir = fileAt(GRAPH_MODS).fsPath;
  const out: Record<string, string> = {};
  for (const name of fs.readdirSync(dir).sort()) out[name] = fs.readFileSync(path.join(dir, name)).toString('hex');
  return out;
}

function enabledJars(): Set<string> {
  return new Set(fs.readdirSync(fileAt(GRAPH_MODS).fsPath).filter((n) => n.endsWith('.jar')));
}

const statePath = (): string => fileAt(`${GRAPH_INSTANCE}/minecraft/.nova-bisect.json`).fsPath;

/**
 * "Nova: Find the Mod That Breaks the Game" over the CLI's state file: each step is one batch in the journal, so
 * Undo takes a step back and Redo re-applies it, and reset brings every file back byte for byte.
 */
describe('Bisect in VS Code: journaled steps and a status-bar item', function () {
  let api: BisectApi;
  before(async () => {
    api = (await activateNova()) as unknown as BisectApi;
    await writeGraphPack(workspaceRoot().fsPath);
    await vscode.commands.executeCommand('nova.checkConflicts');
    await api.whenIdle();
  });
  after(() => {
    fs.rmSync(fileAt(GRAPH_INSTANCE).fsPath, { recursive: true, force: true });
  });

  it('start is one journaled change that Undo takes back and Redo re-applies', async () => {
    const original = snapshot();
    await vscode.commands.executeCommand('nova.findBreakingMod', GRAPH_INSTANCE, { confirmed: true });
    assert.ok(fs.existsSync(statePath()), 'the state file the CLI reads was written');
    assert.match(api.applier.journal.nextUndo?.label ?? '', /Bisect: start in Graph Pack/);
    assert.equal(api.bisect.current.length, 1);
    assert.match(api.bisect.statusText ?? '', /Bisect: 6 suspects left, step 1 — launch and answer/);
    const disabled = Object.keys(original).filter((n) => !enabledJars().has(n));
    assert.ok(disabled.length >= 2 && disabled.length <= 4, `about half disabled: ${disabled.join(', ')}`);

    await vscode.commands.executeCommand('nova.undoLastChange');
    assert.deepEqual(snapshot(), original, 'undo renamed every jar back');
    assert.ok(!fs.existsSync(statePath()), 'undo moved the state file aside');
    await waitFor(
      () => api.bisect.current.length === 0 && api.bisect.statusText === undefined,
      () => `the status bar still shows a bisect: ${api.bisect.statusText}`,
    );
    await vscode.commands.executeCommand('nova.redoChange');
    assert.ok(fs.existsSync(statePath()));
    await waitFor(
      () => api.bisect.current.length === 1,
      () => 'redo did not bring the bisect back',
    );
    await vscode.commands.executeCommand('nova.bisectReset', GRAPH_INSTANCE);
    assert.deepEqual(snapshot(), original);
  });

  it('each answer is one batch, no mod runs without what it requires, the culprit is found, and reset is exact', async () => {
    const original = snapshot();
    const culprit = 'iris-1.7.0.jar';
    await vscode.commands.executeCommand('nova.findBreakingMod', GRAPH_INSTANCE, { confirmed: true });
    let answers = 0;
    while (!(api.bisect.current[0]?.report.done ?? true)) {
      const enabled = enabledJars();
      for (const jar of enabled)
        for (const need of GRAPH_NEEDS[jar] ?? []) assert.ok(enabled.has(need), `${jar} enabled without ${need}`);
      const before = api.applier.journal.nextUndo?.id;
      const answer = enabled.has(culprit) ? 'bad' : 'good';
      await vscode.commands.executeCommand(answer === 'bad' ? 'nova.bisectBad' : 'nova.bisectGood', GRAPH_INSTANCE);
      answers++;
      assert.notEqual(api.applier.journal.nextUndo?.id, before, 'the answer was journaled');
      assert.match(
        api.applier.journal.nextUndo?.label ?? '',
        new RegExp(`Bisect step ${answers} in Graph Pack: ${answer}`),
      );
      assert.ok(answers <= 4, 'six mods take at most three answers (four with a library group)');
    }
    const report = api.bisect.current[0]!.report;
    assert.equal(report.culprit?.file, culprit);
    assert.equal(report.culprit?.name, 'Iris Shaders');
    assert.match(api.bisect.statusText ?? '', /Bisect: found Iris Shaders/);
    assert.ok(!enabledJars().has(culprit), 'the culprit is disabled at the end');

    // Undo takes the last answer back: the bisect is running again, one step earlier.
    await vscode.commands.executeCommand('nova.undoLastChange');
    await waitFor(
      () => api.bisect.current[0]?.report.done === false,
      () => 'undo did not take the last answer back',
    );
    assert.equal(api.bisect.current[0]?.report.step, answers - 1);
    await vscode.commands.executeCommand('nova.redoChange');
    await waitFor(
      () => api.bisect.current[0]?.report.done === true,
      () => 'redo did not re-apply the last answer',
    );

    await vscode.commands.executeCommand('nova.bisectReset', GRAPH_INSTANCE);
    assert.deepEqual(snapshot(), original, 'every file is back byte for byte');
    assert.ok(!fs.existsSync(statePath()));
    const backups = fs.readdirSync(fileAt(`${GRAPH_INSTANCE}/minecraft/backups`).fsPath);
    assert.ok(
      backups.some((n) => /^nova-bisect-.*\.json$/.test(n)),
      `the state file was moved into backups/, not deleted: ${backups.join(', ')}`,
    );
    assert.match(api.applier.journal.nextUndo?.label ?? '', /Bisect: reset Graph Pack/);
    assert.equal(api.bisect.statusText, undefined);
  });
});
