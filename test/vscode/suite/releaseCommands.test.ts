import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { UpgradePlan } from '../../../src/core/release/upgradePlan';
import { startFakeModrinthServer, type FakeModrinthServer } from '../../unit/fakes/fakeModrinthServer';
import { writePrismInstance } from '../../unit/fixtures/instanceLayouts';
import { fabricJar } from '../../unit/fixtures/modJars';
import { activateNova, workspaceRoot } from './hostHelpers';

const FOLDER = 'upgrade-plan-instance';

describe('Release commands', function () {
  this.timeout(120_000);
  let modrinth: FakeModrinthServer;
  const config = () => vscode.workspace.getConfiguration('nova');

  before(async () => {
    await activateNova();
    modrinth = await startFakeModrinthServer();
    const jars = {
      'ready.jar': await fabricJar({ id: 'readymod', version: '1.0' }),
      'blocker.jar': await fabricJar({ id: 'blocker', version: '2.0' }),
      'needs.jar': await fabricJar({ id: 'needsblocker', version: '1.0', depends: { blocker: '*' } }),
      'local.jar': await fabricJar({ id: 'localonly', version: '1.0' }),
    };
    await writePrismInstance(path.join(workspaceRoot().fsPath, FOLDER), {
      name: 'Upgrade Plan Pack',
      minecraft: '1.20.1',
      loader: { type: 'fabric', version: '0.15.7' },
      mods: jars,
    });
    const release = (project: string, id: string, number: string, game: string, content: Buffer, date: string) =>
      modrinth.addVersion({
        id,
        project_id: project,
        version_number: number,
        loaders: ['fabric'],
        game_versions: [game],
        date_published: date,
        filename: `${project}-${number}.jar`,
        content,
      });
    release('P_READY', 'r1', '1.0', '1.20.1', jars['ready.jar'], '2024-01-01T00:00:00Z');
    release('P_READY', 'r2', '2.0', '1.21.1', Buffer.from('ready for 1.21.1'), '2024-06-01T00:00:00Z');
    release('P_BLOCK', 'b1', '2.0', '1.20.1', jars['blocker.jar'], '2024-01-01T00:00:00Z');
    release('P_NEEDS', 'n1', '1.0', '1.20.1', jars['needs.jar'], '2024-01-01T00:00:00Z');
    release('P_NEEDS', 'n2', '1.1', '1.21.1', Buffer.from('needs for 1.21.1'), '2024-06-01T00:00:00Z');
    // The extension's Modrinth client follows nova.modrinth.baseUrl: point it at this test's own fake.
    await config().update('modrinth.baseUrl', modrinth.baseUrl, vscode.ConfigurationTarget.Workspace);
  });

  after(async () => {
    await config().update('modrinth.baseUrl', undefined, vscode.ConfigurationTarget.Workspace);
    await vscode.commands.executeCommand('notifications.clearAll');
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    fs.rmSync(path.join(workspaceRoot().fsPath, FOLDER), { recursive: true, force: true });
    await modrinth.close();
  });

  it('"Nova: Plan an Upgrade…" asks the fake Modrinth, shows the plan as a report page and names the blockers', async () => {
    const plan = await vscode.commands.executeCommand<UpgradePlan | undefined>('nova.planUpgrade', {
      instance: FOLDER,
      to: '1.21.1',
      loader: 'fabric',
    });
    assert.ok(plan, 'the command returned the plan');
    const by = Object.fromEntries(plan.mods.map((m) => [m.file, m]));
    assert.equal(by['mods/ready.jar']?.status, 'ready');
    assert.equal(by['mods/ready.jar']?.target, '2.0');
    assert.equal(by['mods/ready.jar']?.targetId, 'r2');
    assert.equal(by['mods/blocker.jar']?.status, 'blocked');
    assert.deepEqual(by['mods/blocker.jar']?.requiredBy, ['mods/needs.jar']);
    assert.equal(by['mods/local.jar']?.status, 'unknown');
    assert.deepEqual(
      plan.blockers.map((b) => b.file),
      ['mods/blocker.jar'],
    );
    const update = modrinth.requests.find((r) => r.method === 'POST' && r.url === '/v2/version_files/update');
    assert.ok(update, 'the update lookup went to the fake Modrinth');
    assert.deepEqual(update.body.game_versions, ['1.21.1']);
    assert.deepEqual(update.body.loaders, ['fabric']);
    const report = vscode.workspace.textDocuments.find(
      (d) => d.languageId === 'markdown' && d.getText().includes('Upgrade plan: Upgrade Plan Pack 1.20.1 → 1.21.1'),
    );
    assert.ok(report, 'the plan is shown as a Markdown report');
    assert.match(report.getText(), /\| mods\/blocker\.jar \| mods\/needs\.jar \|/);
    assert.match(report.getText(), /\| mods\/ready\.jar \| 1\.0 \| → 2\.0 \|/);
    // Nothing was changed: the plan only reads.
    assert.ok(fs.existsSync(path.join(workspaceRoot().fsPath, FOLDER, 'minecraft', 'mods', 'ready.jar')));
  });
});
