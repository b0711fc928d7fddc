// UI flows for "Nova: Add Mod…" and "Nova: Check for Updates" against the local Modrinth look-alike (its URL is
// in the user settings): search as you type, pick, confirm the checklist, and the verified jar lands in mods/;
// then a newer release appears on the server, the Problems panel notes it, and the update replaces the jar.
import fs from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import {
  acceptMultiPick,
  openProblems,
  pickQuickPickStep,
  problemRows,
  quickPickLabels,
  runCommand,
  waitUntil,
} from './workbench.mjs';

const sample = await tsImport('../makeWorkspace.ts', import.meta.url);
const { fabricJar } = await tsImport('../../unit/fixtures/modJars.ts', import.meta.url);

const NEWER_NOTE = 'A newer version for Minecraft 1.20.1 exists on Modrinth: 0.5.9 (installed: 0.5.8)';

/** `modrinth` is the running look-alike (test/vscode/e2e/modrinthFake.ts); the update flow publishes a release on it. */
export const modrinthFlows = ({ modrinth }) => [
  {
    name: '"Nova: Add Mod…" searches Modrinth as you type and installs the picked mod after the checklist',
    async run({ page, workspace, log }) {
      const mods = path.join(workspace, sample.CLEAN_INSTANCE, 'minecraft', 'mods');
      const installed = path.join(mods, 'sodium-fabric-0.5.8.jar');
      await runCommand(page, 'Nova: Add Mod…');
      await pickQuickPickStep(page, sample.CLEAN_INSTANCE);
      const widget = page.locator('.quick-input-widget');
      const input = widget.locator('.quick-input-box input');
      await waitUntil(() => input.isVisible(), 'no search box');
      await input.fill('sodium');
      const hit = widget.locator('.monaco-list-row', { hasText: 'Sodium' }).first();
      await waitUntil(
        () => hit.isVisible(),
        async () => `no search result for "sodium"; shown: ${await quickPickLabels(page)}`,
      );
      await hit.click();
      // The checklist: the download is a safe item, ticked; Enter applies it.
      await waitUntil(
        async () =>
          (await widget.isVisible()) &&
          (await widget.locator('.monaco-list-row', { hasText: 'sodium-fabric-0.5.8.jar' }).count()) > 0,
        async () => `no checklist naming the download; shown: ${await quickPickLabels(page)}`,
      );
      await input.press('Enter');
      await waitUntil(
        () => fs.existsSync(installed),
        () => `${installed} was not installed; mods/: ${fs.readdirSync(mods).join(', ')}`,
      );
      log(`installed ${path.basename(installed)} (${fs.statSync(installed).size} bytes)`);
    },
  },
  {
    name: '"Nova: Check for Updates" notes a newer release in the Problems panel and updates the picked mod, keeping the old jar as .disabled',
    async run({ page, workspace, log }) {
      const mods = path.join(workspace, sample.CLEAN_INSTANCE, 'minecraft', 'mods');
      const old = path.join(mods, 'sodium-fabric-0.5.8.jar');
      const next = path.join(mods, 'sodium-fabric-0.5.9.jar');
      if (!fs.existsSync(old)) throw new Error(`${old} is missing: the "Add Mod" flow must run first`);
      const published = await fabricJar({
        id: 'sodium',
        name: 'Sodium',
        version: '0.5.9',
        depends: { minecraft: '1.20.x' },
      });
      modrinth.addVersion({
        id: 'sod059xx',
        project_id: 'AANobbMI',
        version_number: '0.5.9',
        loaders: ['fabric'],
        game_versions: ['1.20.1'],
        date_published: '2024-04-01T00:00:00Z',
        filename: 'sodium-fabric-0.5.9.jar',
        content: published,
      });
      const widget = page.locator('.quick-input-widget');
      const update = widget.locator('.monaco-list-row', { hasText: 'sodium-fabric-0.5.8.jar → 0.5.9' }).first();

      // First look only: the check publishes its note, and leaving the list changes nothing.
      await runCommand(page, 'Nova: Check for Updates');
      await pickQuickPickStep(page, sample.CLEAN_INSTANCE);
      await waitUntil(
        () => update.isVisible(),
        async () => `no update offered for sodium-fabric-0.5.8.jar; shown: ${await quickPickLabels(page)}`,
      );
      await page.keyboard.press('Escape');
      await waitUntil(async () => !(await widget.isVisible()), 'the update list stayed open after Escape', 30_000);
      await openProblems(page);
      await waitUntil(
        async () => (await problemRows(page)).some((row) => row.includes(NEWER_NOTE)),
        async () => `no "newer version" note in the Problems panel: ${(await problemRows(page)).join(' | ')}`,
      );
      if (!fs.existsSync(old) || fs.existsSync(next)) throw new Error('leaving the update list changed mods/');
      log('Problems panel: "A newer version … 0.5.9 (installed: 0.5.8)"');

      // Then the update itself: the ticked update is downloaded, verified and applied.
      await runCommand(page, 'Nova: Check for Updates');
      await pickQuickPickStep(page, sample.CLEAN_INSTANCE);
      await waitUntil(
        () => update.isVisible(),
        async () => `no update offered the second time; shown: ${await quickPickLabels(page)}`,
      );
      await acceptMultiPick(page, 'Checked updates are downloaded');
      await waitUntil(
        () => fs.existsSync(next) && fs.existsSync(`${old}.disabled`) && !fs.existsSync(old),
        () => `the update was not applied; mods/: ${fs.readdirSync(mods).join(', ')}`,
      );
      if (!fs.readFileSync(next).equals(published))
        throw new Error(`${next} differs from the file the server published`);
      await openProblems(page);
      await waitUntil(
        async () => !(await problemRows(page)).some((row) => row.includes('A newer version for Minecraft')),
        async () => `the "newer version" note stayed after the update: ${(await problemRows(page)).join(' | ')}`,
      );
      log(`updated: ${path.basename(next)} installed, ${path.basename(old)}.disabled kept`);
    },
  },
];
