import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { CORRUPT_JAR, MISSING_DEPENDENCY_JAR, MISSING_MOD_ID } from '../makeWorkspace';
import { activateNova, codeOf, describeDiagnostics, exists, fileAt, novaDiagnostics, waitFor } from './hostHelpers';

describe('Nova quick fix: disable the offending jar', () => {
  after(() => vscode.commands.executeCommand('workbench.action.closeAllEditors'));

  it('offers "Disable <jar> (rename to .disabled)" and its command renames exactly that jar', async () => {
    const api = await activateNova();
    await api.whenIdle();
    const jar = fileAt(CORRUPT_JAR);
    const fileName = CORRUPT_JAR.split('/').pop() ?? '';
    await waitFor(
      () => novaDiagnostics().has(CORRUPT_JAR),
      () => `no diagnostic on ${CORRUPT_JAR}:\n${describeDiagnostics()}`,
    );
    const diagnostic = (novaDiagnostics().get(CORRUPT_JAR) ?? [])[0];
    assert.ok(diagnostic);
    assert.equal(codeOf(diagnostic), 'corrupt-jar');

    // VS Code computes code actions only for a text model. A real jar is binary and gets none (see
    // the UI flows for the person-level paths); the 0-byte corrupt jar opens as (empty) text.
    await vscode.workspace.openTextDocument(jar);
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>(
      'vscode.executeCodeActionProvider',
      jar,
      diagnostic.range,
      vscode.CodeActionKind.QuickFix.value,
    );
    const title = `Disable ${fileName} (rename to .disabled)`;
    const action = (actions ?? []).find((candidate) => candidate.title === title);
    assert.ok(
      action,
      `quick fix "${title}" offered; got: ${(actions ?? []).map((a) => a.title).join(' | ') || 'none'}`,
    );
    assert.ok(action.kind && vscode.CodeActionKind.QuickFix.contains(action.kind), 'kind is QuickFix');
    assert.ok(action.command, 'the quick fix runs a command (applied through the one applier)');

    const modsFolder = vscode.Uri.joinPath(jar, '..');
    const before = (await vscode.workspace.fs.readDirectory(modsFolder)).map(([name]) => name).sort();
    await vscode.commands.executeCommand(action.command.command, ...(action.command.arguments ?? []));
    const disabled = fileAt(`${CORRUPT_JAR}.disabled`);
    await waitFor(
      () => exists(disabled),
      () => `${CORRUPT_JAR}.disabled was not created`,
    );
    assert.equal(await exists(jar), false, `${CORRUPT_JAR} is gone (renamed, not copied)`);
    const after = (await vscode.workspace.fs.readDirectory(modsFolder)).map(([name]) => name).sort();
    const expected = before.map((name) => (name === fileName ? `${fileName}.disabled` : name)).sort();
    assert.deepEqual(after, expected, 'only that jar changed, and only its name');

    await waitFor(
      () => !novaDiagnostics().has(CORRUPT_JAR),
      () => `the corrupt-jar diagnostic stayed after the rename:\n${describeDiagnostics()}`,
    );
    await api.whenIdle();
    assert.ok(!novaDiagnostics().has(`${CORRUPT_JAR}.disabled`), 'a disabled jar gets no diagnostic');
    assert.ok(novaDiagnostics().has(MISSING_DEPENDENCY_JAR), 'the other problems stay');
  });

  it('a missing dependency offers "Find <id> on Modrinth" and "Disable <the mod that needs it>", no model needed', async () => {
    const api = await activateNova();
    await api.whenIdle();
    await waitFor(
      () => (novaDiagnostics().get(MISSING_DEPENDENCY_JAR) ?? []).some((d) => codeOf(d) === 'missing-dependency'),
      () => `no missing-dependency diagnostic on ${MISSING_DEPENDENCY_JAR}:\n${describeDiagnostics()}`,
    );
    // A jar's problems are published on Nova's page of it (a binary jar gets no text model).
    const uri = vscode.languages
      .getDiagnostics()
      .map(([u]) => u)
      .find((u) => u.scheme === 'nova-mod' && u.path.endsWith(`/${MISSING_DEPENDENCY_JAR}`));
    assert.ok(uri, 'the jar has a nova-mod page');
    await vscode.workspace.openTextDocument(uri);
    const diagnostic = vscode.languages
      .getDiagnostics(uri)
      .find((d) => d.source === 'Nova' && codeOf(d) === 'missing-dependency');
    assert.ok(diagnostic);
    const actions =
      (await vscode.commands.executeCommand<vscode.CodeAction[]>(
        'vscode.executeCodeActionProvider',
        uri,
        diagnostic.range,
        vscode.CodeActionKind.QuickFix.value,
      )) ?? [];
    const titles = actions.map((a) => a.title);
    const find = actions.find((a) => a.title === `Find ${MISSING_MOD_ID} on Modrinth`);
    // The mod is named as its metadata names it (beta-2.0.jar's fabric.mod.json: "Beta"), not by its file.
    const disable = actions.find((a) => a.title === 'Disable Beta, the mod that needs it');
    assert.ok(find, `"Find ${MISSING_MOD_ID} on Modrinth" offered; got: ${titles.join(' | ')}`);
    assert.ok(disable, `"Disable Beta, the mod that needs it" offered; got: ${titles.join(' | ')}`);
    assert.equal(find.command?.command, 'nova.quickFix.findOnModrinth');
    assert.equal(find.command?.arguments?.[0], MISSING_MOD_ID);
    // The disable fix runs the same planned, journaled command as every other disable quick fix.
    assert.equal(disable.command?.command, 'nova.quickFix.disableMod');
    assert.equal(disable.command?.arguments?.[0], fileAt(MISSING_DEPENDENCY_JAR).fsPath);
  });
});
