import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as vscode from 'vscode';
import type { ProposedChange } from '../../../src/core/edits';
import { checklistItem, showApprovalChecklist } from '../../../src/ui/approvalChecklist';
import { CLEAN_INSTANCE, CLEAN_MODS } from '../makeWorkspace';
import { agentsApi, fileAt, sleep, snapshot } from './hostHelpers';

const SCRIPT = `${CLEAN_INSTANCE}/minecraft/kubejs/server_scripts/impact.js`;

/** Sends `command` (Escape or Enter on the quick input) until `work` ends; resolves with its result. */
async function answering<T>(command: string, work: Thenable<T>): Promise<T> {
  let ended = false;
  const done = Promise.resolve(work).finally(() => (ended = true));
  const deadline = Date.now() + 30_000;
  while (!ended) {
    if (Date.now() > deadline) throw new Error(`Still waiting after 30 s of ${command}.`);
    await sleep(300);
    await Promise.resolve(vscode.commands.executeCommand(command)).catch(() => undefined);
  }
  return done;
}

describe('Impact before a change: the checklist says which script references a disable breaks', function () {
  before(async () => {
    fs.mkdirSync(fileAt(`${CLEAN_INSTANCE}/minecraft/kubejs/server_scripts`).fsPath, { recursive: true });
    fs.writeFileSync(
      fileAt(SCRIPT).fsPath,
      "ServerEvents.recipes(e => {\n  e.shapeless('delta:gear', ['delta:plate', 'minecraft:stick'])\n})\n",
    );
    await (await agentsApi()).whenIdle();
  });
  after(async () => {
    (await agentsApi()).agents.invoker.useChecklist(undefined);
    await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
    fs.rmSync(fileAt(SCRIPT).fsPath, { force: true });
  });

  it('disable_mods: the checklist row of delta-1.0.jar shows "2 references in kubejs/server_scripts would break"', async () => {
    const { agents } = await agentsApi();
    const before = snapshot(CLEAN_MODS);
    await vscode.lm.invokeTool('nova_list_mods', {
      input: { instance_id: CLEAN_INSTANCE, filter: null, status: null, offset: null, limit: null },
      toolInvocationToken: undefined,
    });
    const shown: ProposedChange[][] = [];
    agents.invoker.useChecklist(async (proposals, signal, controls) => {
      shown.push([...proposals]);
      return showApprovalChecklist(proposals, signal, controls);
    });
    await answering(
      'workbench.action.closeQuickOpen',
      vscode.lm.invokeTool('nova_disable_mods', {
        input: { instance_id: CLEAN_INSTANCE, files: ['delta-1.0.jar'] },
        toolInvocationToken: undefined,
      }),
    );
    const proposal = shown[0]?.[0];
    assert.ok(proposal !== undefined, 'the checklist was shown');
    assert.equal(proposal.risk, 'risky');
    assert.match(proposal.impact ?? '', /(^|; )2 references in kubejs\/server_scripts would break$/);
    const row = checklistItem(proposal);
    assert.equal(row.picked, false, 'a change that breaks references starts unticked');
    assert.match(row.detail ?? '', /2 references in kubejs\/server_scripts would break/);
    assert.deepEqual(snapshot(CLEAN_MODS), before, 'declined: nothing renamed');
  });

  it('"Nova: Disable Mod…" on a jar the script names opens the checklist instead of renaming at once', async () => {
    const before = snapshot(CLEAN_MODS);
    await answering(
      'workbench.action.closeQuickOpen',
      vscode.commands.executeCommand('nova.disableMod', fileAt(`${CLEAN_MODS}/delta-1.0.jar`)),
    );
    assert.deepEqual(snapshot(CLEAN_MODS), before, 'the checklist was declined, so delta-1.0.jar is still enabled');
    // The contrast: with no script naming delta, the same command renames at once (and Undo takes it back).
    fs.rmSync(fileAt(SCRIPT).fsPath, { force: true });
    await answering(
      'workbench.action.closeQuickOpen',
      vscode.commands.executeCommand('nova.disableMod', fileAt(`${CLEAN_MODS}/delta-1.0.jar`)),
    );
    assert.ok(fs.existsSync(fileAt(`${CLEAN_MODS}/delta-1.0.jar.disabled`).fsPath), 'renamed without a checklist');
    await vscode.commands.executeCommand('nova.undoLastChange');
    assert.deepEqual(snapshot(CLEAN_MODS), before, 'Undo put it back');
    await (await agentsApi()).whenIdle();
  });
});
