import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { FORGE_JAR, EXPECTED_CODES, MISSING_DEPENDENCY_JAR } from '../makeWorkspace';
import { activateNova, codeOf, describeDiagnostics, exists, fileAt, novaDiagnostics, sleep, waitFor } from './hostHelpers';

describe('Nova commands', () => {
  it('"Nova: Check Mod Conflicts" re-runs the checks and keeps the problems', async () => {
    const api = await activateNova();
    await api.whenIdle();
    const run = Promise.resolve(vscode.commands.executeCommand('nova.checkConflicts'));
    await api.whenIdle();
    // The summary notification may carry a "Show Problems" button that the command waits for;
    // dismissing the notifications answers it the way a person closing the toast would.
    const settled = await Promise.race([run.then(() => true), sleep(20_000).then(() => false)]);
    if (!settled) {
      await vscode.commands.executeCommand('notifications.clearAll');
      await run;
    }
    await api.whenIdle();
    const codes = (novaDiagnostics().get(MISSING_DEPENDENCY_JAR) ?? []).map(codeOf);
    assert.deepEqual(codes, [...(EXPECTED_CODES[MISSING_DEPENDENCY_JAR] ?? [])], describeDiagnostics());
  });

  it('"Nova: Disable Mod…" with a (binary) jar renames it to .disabled and clears its diagnostic', async () => {
    const api = await activateNova();
    await waitFor(() => novaDiagnostics().has(FORGE_JAR), () => `no diagnostic on ${FORGE_JAR}:\n${describeDiagnostics()}`);
    await vscode.commands.executeCommand('nova.disableMod', fileAt(FORGE_JAR));
    const disabled = fileAt(`${FORGE_JAR}.disabled`);
    await waitFor(() => exists(disabled), () => `${FORGE_JAR}.disabled was not created`);
    assert.equal(await exists(fileAt(FORGE_JAR)), false);
    await waitFor(() => !novaDiagnostics().has(FORGE_JAR), () => `diagnostic stayed:\n${describeDiagnostics()}`);
    await api.whenIdle();
  });

  it('"Nova: Open Chat" reveals the Nova view without failing', async () => {
    await vscode.commands.executeCommand('nova.openChat');
  });
});
