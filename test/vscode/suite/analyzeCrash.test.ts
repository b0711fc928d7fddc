import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { PROBLEM_INSTANCE } from '../makeWorkspace';
import { activateNova, fileAt, waitFor } from './hostHelpers';

/** A Fabric crash report naming a missing dependency, written into the problem instance's crash-reports/. */
const REPORT = [
  '---- Minecraft Crash Report ----',
  'Description: Mod resolution failed',
  '',
  'net.fabricmc.loader.impl.FormattedException: Some of your mods are incompatible with the game or each other!',
  "\t - Mod 'Beta' (beta) 2.0.0 requires any version of gamma, which is missing!",
  '',
  '-- System Details --',
  '\tJava Version: 17.0.8, Eclipse Adoptium',
].join('\n');

function crashTabs(): vscode.Tab[] {
  return vscode.window.tabGroups.all
    .flatMap((group) => group.tabs)
    .filter((tab) => tab.input instanceof vscode.TabInputWebview && tab.input.viewType.endsWith('nova.crashAnalysis'));
}

describe('Nova: Analyze Crash', () => {
  it('analyses a crash report of an instance and shows the findings in a view named after the instance', async () => {
    await activateNova();
    const report = fileAt(`${PROBLEM_INSTANCE}/minecraft/crash-reports/crash-2024-05-01_12.00.00-client.txt`);
    await vscode.workspace.fs.writeFile(report, new TextEncoder().encode(REPORT));
    await vscode.commands.executeCommand('nova.analyzeCrash', report);
    await waitFor(
      () => crashTabs().length > 0,
      () =>
        `no crash analysis view; tabs: ${vscode.window.tabGroups.all.flatMap((g) => g.tabs.map((t) => t.label)).join(', ')}`,
    );
    const [tab] = crashTabs();
    assert.equal(tab?.label, `Crash analysis: ${PROBLEM_INSTANCE}`);
    await vscode.window.tabGroups.close(crashTabs());
  });
});
