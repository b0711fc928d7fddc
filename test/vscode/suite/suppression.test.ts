import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as vscode from 'vscode';
import { MISSING_DEPENDENCY_JAR, PROBLEM_INSTANCE } from '../makeWorkspace';
import { activateNova, codeOf, describeDiagnostics, fileAt, novaDiagnostics, waitFor } from './hostHelpers';

const NOVA_JSON = `${PROBLEM_INSTANCE}/.nova.json`;

function missingDependency(): vscode.Diagnostic | undefined {
  return (novaDiagnostics().get(MISSING_DEPENDENCY_JAR) ?? []).find((d) => codeOf(d) === 'missing-dependency');
}

describe('Suppression in the Problems panel (.nova.json, nova.rules)', () => {
  before(async () => {
    const api = await activateNova();
    await api.whenIdle();
    await waitFor(
      () => missingDependency() !== undefined,
      () => `no missing-dependency:\n${describeDiagnostics()}`,
    );
  });

  after(async () => {
    await fs.promises.rm(fileAt(NOVA_JSON).fsPath, { force: true });
    await vscode.workspace.getConfiguration('nova').update('rules', undefined, vscode.ConfigurationTarget.Global);
    await waitFor(
      () => missingDependency()?.severity === vscode.DiagnosticSeverity.Error,
      () => `the panel did not return to its state:\n${describeDiagnostics()}`,
    );
  });

  it('hides a problem a .nova.json suppresses, shows a malformed file as invalid-nova-json, and applies nova.rules', async () => {
    const relative = MISSING_DEPENDENCY_JAR.slice(PROBLEM_INSTANCE.length + 1);
    // Written with Node's fs, as an editor in another window or git would.
    await fs.promises.writeFile(
      fileAt(NOVA_JSON).fsPath,
      JSON.stringify({ suppress: [{ code: 'missing-dependency', file: relative, reason: 'ships separately' }] }),
    );
    await waitFor(
      () => missingDependency() === undefined,
      () => `still shown:\n${describeDiagnostics()}`,
    );

    await fs.promises.writeFile(fileAt(NOVA_JSON).fsPath, '{\n  "suppress": 7\n}\n');
    await waitFor(
      () => (novaDiagnostics().get(NOVA_JSON) ?? []).some((d) => codeOf(d) === 'invalid-nova-json'),
      () => `no invalid-nova-json:\n${describeDiagnostics()}`,
    );
    const invalid = (novaDiagnostics().get(NOVA_JSON) ?? [])[0];
    assert.equal(invalid?.range.start.line, 1, 'on the line of the fault');
    assert.ok(missingDependency() !== undefined, 'a malformed file suppresses nothing');

    await fs.promises.rm(fileAt(NOVA_JSON).fsPath);
    await vscode.workspace
      .getConfiguration('nova')
      .update('rules', { 'missing-dependency': 'info' }, vscode.ConfigurationTarget.Global);
    await waitFor(
      () =>
        missingDependency()?.severity === vscode.DiagnosticSeverity.Information && !novaDiagnostics().has(NOVA_JSON),
      () => `nova.rules not applied:\n${describeDiagnostics()}`,
    );
  });
});
