import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { activateNova, EXTENSION_ID, waitFor } from './hostHelpers';

describe('Nova activation in a real VS Code', () => {
  it('activates by itself because the workspace contains game instances', async () => {
    const extension = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(extension, `${EXTENSION_ID} is loaded`);
    // No explicit activate() here: the workspaceContains markers must be what wakes Nova up.
    await waitFor(
      () => extension.isActive,
      () => `${EXTENSION_ID} never activated on its own`,
      120_000,
    );
  });

  it('returns an API whose whenIdle() resolves once the first scan is done', async () => {
    const api = await activateNova();
    await api.whenIdle();
    assert.equal(vscode.extensions.getExtension(EXTENSION_ID)?.isActive, true);
  });

  it('registers the Nova commands', async () => {
    const commands = await vscode.commands.getCommands(true);
    for (const id of ['nova.checkConflicts', 'nova.disableMod', 'nova.openChat']) {
      assert.ok(commands.includes(id), `command ${id} is registered`);
    }
  });
});
