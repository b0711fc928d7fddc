import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as vscode from 'vscode';
import type { ProposedChange } from '../../../src/core/edits';
import type { EditApplier } from '../../../src/host/editApplier';
import { showApprovalChecklist } from '../../../src/ui/approvalChecklist';
import type { NovaToolInvoker } from '../../../src/ui/novaToolInvoker';
import { CLEAN_INSTANCE, CLEAN_MODS } from '../makeWorkspace';
import { agentsApi, fileAt, sleep, snapshot } from './hostHelpers';

function textOf(result: vscode.LanguageModelToolResult): string {
  return result.content
    .filter((part): part is vscode.LanguageModelTextPart => part instanceof vscode.LanguageModelTextPart)
    .map((part) => part.value)
    .join('');
}

async function invoke(name: string, input: object): Promise<vscode.LanguageModelToolResult> {
  return vscode.lm.invokeTool(name, { input, toolInvocationToken: undefined });
}

function newestBatch(applier: EditApplier): string | undefined {
  return applier.journal.nextUndo?.id;
}

/**
 * Shows Nova's real QuickPick checklist and records what it showed; the test answers it with `command` (the
 * keyboard's Enter or Escape) once it is up.
 */
function realChecklist(invoker: NovaToolInvoker): { shown: ProposedChange[][]; settled: () => boolean } {
  const shown: ProposedChange[][] = [];
  let open = 0;
  invoker.useChecklist(async (proposals, signal, controls) => {
    shown.push([...proposals]);
    open += 1;
    try {
      return await showApprovalChecklist(proposals, signal, controls);
    } finally {
      open -= 1;
    }
  });
  return { shown, settled: () => shown.length > 0 && open === 0 };
}

/**
 * Runs `command` (Enter or Escape on the quick input) until the checklist has been answered or the call ended
 * without one; resolves with the call's result.
 */
async function answer(
  command: string,
  settled: () => boolean,
  call: Promise<vscode.LanguageModelToolResult>,
): Promise<vscode.LanguageModelToolResult> {
  let ended = false;
  void call.then(
    () => (ended = true),
    () => (ended = true),
  );
  const deadline = Date.now() + 30_000;
  while (!settled() && !ended) {
    if (Date.now() > deadline) throw new Error(`The checklist was not answered by ${command} within 30 s.`);
    await sleep(300);
    // Before the QuickPick is up the command has nothing to act on; it is simply sent again.
    await Promise.resolve(vscode.commands.executeCommand(command)).catch(() => undefined);
  }
  return call;
}

const LIST_MODS = { instance_id: CLEAN_INSTANCE, filter: null, status: null, offset: null, limit: null };

describe("Nova's write tools through vscode.lm: Nova's checklist, the one applier, the journal", function () {
  before(async () => {
    const api = await agentsApi();
    await api.whenIdle();
  });
  after(async () => {
    (await agentsApi()).agents.invoker.useChecklist(undefined);
    await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
  });

  it('offers the write tools to Copilot beside the read tools', () => {
    const names = vscode.lm.tools.filter((t) => t.name.startsWith('nova_')).map((t) => t.name);
    for (const name of ['nova_disable_mods', 'nova_enable_mods', 'nova_export_modpack', 'nova_restore_backup'])
      assert.ok(names.includes(name), `${name} in ${names.join(', ')}`);
    const disable = vscode.lm.tools.find((t) => t.name === 'nova_disable_mods');
    assert.ok(disable?.tags.includes('checklist'));
  });

  it("a write call opens Nova's checklist; the picked change is journaled and Undo reverts it byte for byte", async () => {
    const { agents, applier } = await agentsApi();
    const before = snapshot(CLEAN_MODS);
    const journalBefore = newestBatch(applier);
    assert.match(textOf(await invoke('nova_list_mods', LIST_MODS)), /epsilon-1\.0\.jar/);
    const checklist = realChecklist(agents.invoker);
    const call = invoke('nova_disable_mods', { instance_id: CLEAN_INSTANCE, files: ['epsilon-1.0.jar'] });
    const text = textOf(await answer('workbench.action.acceptSelectedQuickOpenItem', checklist.settled, call));
    assert.deepEqual(
      checklist.shown.map((batch) => batch.map((p) => [p.summary, p.risk])),
      [[['Rename epsilon-1.0.jar → epsilon-1.0.jar.disabled (not deleted; can be renamed back)', 'safe']]],
    );
    assert.match(checklist.shown[0]?.[0]?.source ?? '', /^ids taken from .*\blist_mods\b.* results$/, 'provenance');
    assert.match(text, /item 1 applied: Rename epsilon-1\.0\.jar → epsilon-1\.0\.jar\.disabled/);
    assert.ok(text.length <= 900, `${text.length} characters`);
    assert.ok(fs.existsSync(fileAt(`${CLEAN_MODS}/epsilon-1.0.jar.disabled`).fsPath), 'renamed');
    const batch = applier.journal.nextUndo;
    assert.ok(batch !== undefined && batch.id !== journalBefore, 'one journal batch');
    assert.equal(batch.label, 'Rename epsilon-1.0.jar → epsilon-1.0.jar.disabled (not deleted; can be renamed back)');

    await vscode.commands.executeCommand('nova.undoLastChange');
    assert.deepEqual(snapshot(CLEAN_MODS), before, 'Undo put every byte back');
    assert.equal(newestBatch(applier), journalBefore, 'the batch was taken off the undo stack');
  });

  it('Escape on the checklist declines: the result says so and nothing changes', async () => {
    const { agents, applier } = await agentsApi();
    const before = snapshot(CLEAN_MODS);
    const journalBefore = newestBatch(applier);
    await invoke('nova_list_mods', LIST_MODS);
    const checklist = realChecklist(agents.invoker);
    const call = invoke('nova_disable_mods', { instance_id: CLEAN_INSTANCE, files: ['delta-1.0.jar'] });
    const declined = textOf(await answer('workbench.action.closeQuickOpen', checklist.settled, call));
    assert.match(declined, /item 1 declined by the user, not applied: Rename delta-1\.0\.jar/);
    assert.deepEqual(snapshot(CLEAN_MODS), before);
    assert.equal(newestBatch(applier), journalBefore, 'nothing journaled');
  });

  it('an id that no earlier result showed is refused before any checklist, as in Nova’s own loop', async () => {
    const { agents, applier } = await agentsApi();
    const before = snapshot(CLEAN_MODS);
    const journalBefore = newestBatch(applier);
    const checklist = realChecklist(agents.invoker);
    await assert.rejects(
      invoke('nova_disable_mods', { instance_id: CLEAN_INSTANCE, files: ['invented-miner-6.6.jar'] }),
      /Refused disable_mods: these ids did not appear in any earlier tool result[\s\S]*invented-miner-6\.6\.jar/,
    );
    await assert.rejects(
      invoke('nova_enable_mods', { instance_id: 'Made Up Pack', files: ['delta-1.0.jar'] }),
      /did not appear in any earlier tool result[\s\S]*Made Up Pack/,
    );
    assert.deepEqual(checklist.shown, [], 'no checklist was shown');
    assert.deepEqual(snapshot(CLEAN_MODS), before);
    assert.equal(newestBatch(applier), journalBefore);
  });
});
