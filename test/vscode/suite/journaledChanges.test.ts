import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as vscode from 'vscode';
import type { FakeOpenAiServer } from '../../unit/fakes/fakeOpenAiServer';
import { ASK_DISABLE, startChatFakeModel } from '../e2e/chatFakeModel';
import { CLEAN_MODS, PROBLEM_MODS } from '../makeWorkspace';
import {
  chatApi,
  codeOf,
  describeDiagnostics,
  fileAt,
  newest,
  novaDiagnostics,
  snapshot,
  waitFor,
} from './hostHelpers';

/**
 * Every way a person or the model changes files goes through the one applier into the undo journal: the quick fix,
 * the palette command and the chat each leave one batch that "Nova: Undo Last Change" (the command itself) reverts
 * byte for byte.
 */
describe('One change path: quick fix, palette command and chat are journaled and undone exactly', function () {
  let server: FakeOpenAiServer;
  const created: string[] = [];
  before(async () => {
    server = await startChatFakeModel();
    const config = vscode.workspace.getConfiguration('nova.provider');
    await config.update('preset', 'custom', vscode.ConfigurationTarget.Workspace);
    await config.update('baseUrl', server.baseURL, vscode.ConfigurationTarget.Workspace);
    await config.update('model', 'fake-model', vscode.ConfigurationTarget.Workspace);
    await (await chatApi()).whenIdle();
  });
  after(async () => {
    const nova = await chatApi();
    nova.chat.useChecklist(undefined);
    for (const file of created) fs.rmSync(file, { force: true });
    await server.close();
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('the quick fix: its command applies through the applier and leaves one journaled batch that Undo reverts', async () => {
    const nova = await chatApi();
    const { applier } = nova;
    // A download that saved an HTML page as a jar: a corrupt-jar problem whose file opens as text.
    const relative = `${PROBLEM_MODS}/html-page-1.0.jar`;
    const jar = fileAt(relative);
    fs.writeFileSync(jar.fsPath, '<!DOCTYPE html><html><body>404 Not Found</body></html>\n');
    created.push(jar.fsPath, `${jar.fsPath}.disabled`);
    await waitFor(
      () => (novaDiagnostics().get(relative) ?? []).some((d) => codeOf(d) === 'corrupt-jar'),
      () => `no corrupt-jar diagnostic on ${relative}:\n${describeDiagnostics()}`,
    );
    await nova.whenIdle();
    const before = snapshot(PROBLEM_MODS);
    const journalBefore = newest(applier);
    const diagnostic = (novaDiagnostics().get(relative) ?? []).find((d) => codeOf(d) === 'corrupt-jar');
    assert.ok(diagnostic);
    await vscode.workspace.openTextDocument(jar);
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>(
      'vscode.executeCodeActionProvider',
      jar,
      diagnostic.range,
      vscode.CodeActionKind.QuickFix.value,
    );
    const action = (actions ?? []).find((a) => a.title === 'Disable html-page-1.0.jar (rename to .disabled)');
    assert.ok(action?.command, `the quick fix with a command; got ${actions?.length ?? 0}`);
    assert.equal(action.edit, undefined, 'no edit of its own: the command is the one route through the applier');
    assert.ok(!fs.existsSync(`${jar.fsPath}.disabled`), 'offering the fix changed nothing');
    // What VS Code does when the person picks it: run the command.
    await vscode.commands.executeCommand(action.command.command, ...(action.command.arguments ?? []));
    assert.ok(fs.existsSync(`${jar.fsPath}.disabled`) && !fs.existsSync(jar.fsPath), 'renamed to .disabled');
    const batch = newest(applier);
    assert.ok(batch !== undefined && batch.id !== journalBefore?.id, 'the quick fix added a journal batch');
    assert.equal(batch.label, 'Disable html-page-1.0.jar');

    await vscode.commands.executeCommand('nova.undoLastChange');
    assert.deepEqual(snapshot(PROBLEM_MODS), before, 'Undo put every byte back');
    assert.equal(newest(applier)?.id, journalBefore?.id, 'the batch was taken off the undo stack');
  });

  it('the palette command: "Nova: Disable Mod…" leaves one journaled batch that Undo reverts', async () => {
    const nova = await chatApi();
    const { applier } = nova;
    const relative = `${PROBLEM_MODS}/palette-target-2.0.jar`;
    const jar = fileAt(relative);
    fs.writeFileSync(jar.fsPath, Buffer.from([0x50, 0x4b, 0x05, 0x06, ...Array.from({ length: 18 }, (_, i) => i)]));
    created.push(jar.fsPath, `${jar.fsPath}.disabled`);
    await nova.whenIdle();
    const before = snapshot(PROBLEM_MODS);
    const journalBefore = newest(applier);
    await vscode.commands.executeCommand('nova.disableMod', jar);
    assert.ok(fs.existsSync(`${jar.fsPath}.disabled`) && !fs.existsSync(jar.fsPath), 'renamed to .disabled');
    const batch = newest(applier);
    assert.ok(batch !== undefined && batch.id !== journalBefore?.id, 'the command added a journal batch');
    assert.equal(batch.label, 'Disable palette-target-2.0.jar');

    await vscode.commands.executeCommand('nova.undoLastChange');
    assert.deepEqual(snapshot(PROBLEM_MODS), before, 'Undo put every byte back');
    assert.equal(newest(applier)?.id, journalBefore?.id);
  });

  it('the chat: the picked proposal leaves one journaled batch that Undo reverts', async () => {
    const nova = await chatApi();
    const { chat, applier } = nova;
    await nova.whenIdle();
    await chat.newChat();
    const before = snapshot(CLEAN_MODS);
    const journalBefore = newest(applier);
    chat.useChecklist((proposals) => Promise.resolve(proposals.filter((p) => p.summary.includes('epsilon'))));
    await chat.send(`Please ${ASK_DISABLE}`);
    assert.ok(fs.existsSync(fileAt(`${CLEAN_MODS}/epsilon-1.0.jar.disabled`).fsPath), 'the picked change applied');
    assert.ok(fs.existsSync(fileAt(`${CLEAN_MODS}/delta-1.0.jar`).fsPath), 'the declined one did not');
    const batch = newest(applier);
    assert.ok(batch !== undefined && batch.id !== journalBefore?.id, 'the chat added a journal batch');

    await vscode.commands.executeCommand('nova.undoLastChange');
    assert.deepEqual(snapshot(CLEAN_MODS), before, 'Undo put every byte back');
    assert.equal(newest(applier)?.id, journalBefore?.id);
  });
});
