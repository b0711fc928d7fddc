import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { DUPLICATE_JARS, FORGE_JAR, MISSING_DEPENDENCY_JAR } from '../makeWorkspace';
import { activateNova, describeDiagnostics, novaDiagnostics, waitFor } from './hostHelpers';

describe("Problems of a jar on Nova's document of it", () => {
  after(() => vscode.commands.executeCommand('workbench.action.closeAllEditors'));

  it('a jar problem opens as a read-only text page that describes it, and its quick fix is offered there', async () => {
    const api = await activateNova();
    await api.whenIdle();
    await waitFor(
      () => novaDiagnostics().has(MISSING_DEPENDENCY_JAR),
      () => `no diagnostic on ${MISSING_DEPENDENCY_JAR}:\n${describeDiagnostics()}`,
    );
    const published = vscode.languages
      .getDiagnostics()
      .filter(([, list]) => list.some((d) => d.source === 'Nova'))
      .map(([uri]) => uri);
    const jarDocs = published.filter((uri) => uri.path.endsWith('.jar'));
    assert.ok(jarDocs.length > 0, 'jar problems are published');
    assert.ok(
      jarDocs.every((uri) => uri.scheme === 'nova-mod'),
      `every jar's problems are on a nova-mod document: ${jarDocs.map((u) => u.toString()).join(', ')}`,
    );

    let offered = '';
    for (const jar of [...DUPLICATE_JARS, FORGE_JAR, MISSING_DEPENDENCY_JAR]) {
      const uri = jarDocs.find((u) => u.path.endsWith(`/${jar}`));
      if (uri === undefined) continue;
      const doc = await vscode.workspace.openTextDocument(uri);
      const text = doc.getText();
      const name = jar.split('/').pop() ?? '';
      assert.ok(text.startsWith(name), `the page starts with the jar's name:\n${text}`);
      const diagnostics = vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'Nova');
      for (const diagnostic of diagnostics) {
        const line = doc.lineAt(diagnostic.range.start.line).text;
        assert.ok(
          line.includes(diagnostic.message.replace(/\s+/g, ' ').trim()),
          `the diagnostic points at the line that states it: "${line}"`,
        );
        const code = diagnostic.code;
        assert.ok(typeof code === 'object' && code !== null, 'the code is a link');
        assert.equal(code.target.scheme, 'nova-mod', 'the code link opens the page, not a command');
        assert.ok(!code.target.toString().startsWith('command:'));
      }
      const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>(
        'vscode.executeCodeActionProvider',
        uri,
        diagnostics[0]?.range ?? new vscode.Range(0, 0, 0, 0),
        vscode.CodeActionKind.QuickFix.value,
      );
      const disable = (actions ?? []).find((a) => a.title.startsWith('Disable '));
      if (disable !== undefined) {
        offered = `${name}: ${disable.title}`;
        // The fix is a command that plans and applies through the applier when picked; offering it changed nothing.
        assert.ok(disable.command !== undefined && disable.edit === undefined, 'the fix is a command the person runs');
        assert.match(text, /Quick fix: Disable .* Press Ctrl\+\. or click the lightbulb\./);
        break;
      }
    }
    assert.notEqual(offered, '', 'some jar page offers its "Disable …" quick fix');
  });
});
