import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { FORGE_JAR, EXPECTED_CODES, MISSING_DEPENDENCY_JAR } from '../makeWorkspace';
import {
  activateNova,
  codeOf,
  describeDiagnostics,
  exists,
  fileAt,
  novaDiagnostics,
  sleep,
  waitFor,
} from './hostHelpers';

describe('Nova commands', () => {
  it('"Nova: Check Mod Conflicts" re-runs the checks and keeps the problems', async () => {
    const api = await activateNova();
    await api.whenIdle();
    const run = Promise.resolve(vscode.commands.executeCommand('nova.checkConflicts'));
    await api.whenIdle();
    // The command returns when the check is done, not when its summary notification is closed.
    const settled = await Promise.race([run.then(() => true), sleep(60_000).then(() => false)]);
    await vscode.commands.executeCommand('notifications.clearAll');
    assert.ok(settled, 'nova.checkConflicts did not return after the check finished');
    await api.whenIdle();
    const codes = (novaDiagnostics().get(MISSING_DEPENDENCY_JAR) ?? []).map(codeOf);
    assert.deepEqual(codes, [...(EXPECTED_CODES[MISSING_DEPENDENCY_JAR] ?? [])], describeDiagnostics());
  });

  it('"Nova: Disable Mod…" with a (binary) jar renames it to .disabled and clears its diagnostic', async () => {
    const api = await activateNova();
    await waitFor(
      () => novaDiagnostics().has(FORGE_JAR),
      () => `no diagnostic on ${FORGE_JAR}:\n${describeDiagnostics()}`,
    );
    await vscode.commands.executeCommand('nova.disableMod', fileAt(FORGE_JAR));
    const disabled = fileAt(`${FORGE_JAR}.disabled`);
    await waitFor(
      () => exists(disabled),
      () => `${FORGE_JAR}.disabled was not created`,
    );
    assert.equal(await exists(fileAt(FORGE_JAR)), false);
    await waitFor(
      () => !novaDiagnostics().has(FORGE_JAR),
      () => `diagnostic stayed:\n${describeDiagnostics()}`,
    );
    await api.whenIdle();
  });

  it('"Nova: Open Chat" reveals the Nova view without failing', async () => {
    await vscode.commands.executeCommand('nova.openChat');
  });
});
