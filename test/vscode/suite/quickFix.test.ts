import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { FORGE_JAR, MISSING_DEPENDENCY_JAR } from '../makeWorkspace';
import { activateNova, codeOf, describeDiagnostics, exists, fileAt, novaDiagnostics, waitFor } from './hostHelpers';

describe('Nova quick fix: disable the offending jar', () => {
  it('offers "Disable <jar> (rename to .disabled)" and its edit renames exactly that jar', async () => {
    const api = await activateNova();
    await api.whenIdle();
    const jar = fileAt(FORGE_JAR);
    const fileName = FORGE_JAR.split('/').pop() ?? '';
    await waitFor(() => novaDiagnostics().has(FORGE_JAR), () => `no diagnostic on ${FORGE_JAR}:\n${describeDiagnostics()}`);
    const diagnostic = (novaDiagnostics().get(FORGE_JAR) ?? [])[0];
    assert.ok(diagnostic);
    assert.equal(codeOf(diagnostic), 'wrong-loader');

    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>(
      'vscode.executeCodeActionProvider',
      jar,
      diagnostic.range,
      vscode.CodeActionKind.QuickFix.value,
    );
    const title = `Disable ${fileName} (rename to .disabled)`;
    const action = (actions ?? []).find((candidate) => candidate.title === title);
    assert.ok(action, `quick fix "${title}" offered; got: ${(actions ?? []).map((a) => a.title).join(' | ') || 'none'}`);
    assert.ok(action.kind && vscode.CodeActionKind.QuickFix.contains(action.kind), 'kind is QuickFix');
    assert.ok(action.edit, 'the quick fix carries a WorkspaceEdit');

    assert.equal(action.edit.entries().length, 0, 'a rename, not text edits');

    const modsFolder = vscode.Uri.joinPath(jar, '..');
    const before = (await vscode.workspace.fs.readDirectory(modsFolder)).map(([name]) => name).sort();
    assert.equal(await vscode.workspace.applyEdit(action.edit), true, 'applyEdit succeeded');
    const disabled = fileAt(`${FORGE_JAR}.disabled`);
    await waitFor(() => exists(disabled), () => `${FORGE_JAR}.disabled was not created`);
    assert.equal(await exists(jar), false, `${FORGE_JAR} is gone (renamed, not copied)`);
    const after = (await vscode.workspace.fs.readDirectory(modsFolder)).map(([name]) => name).sort();
    const expected = before.map((name) => (name === fileName ? `${fileName}.disabled` : name)).sort();
    assert.deepEqual(after, expected, 'only that jar changed, and only its name');

    await waitFor(
      () => !novaDiagnostics().has(FORGE_JAR),
      () => `the wrong-loader diagnostic stayed after the rename:\n${describeDiagnostics()}`,
    );
    await api.whenIdle();
    assert.ok(!novaDiagnostics().has(`${FORGE_JAR}.disabled`), 'a disabled jar gets no diagnostic');
    assert.ok(novaDiagnostics().has(MISSING_DEPENDENCY_JAR), 'the other problems stay');
  });
});
