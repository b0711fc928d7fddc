// UI flow for "Nova: Add Mod…" against the local Modrinth look-alike (its URL is in the user settings):
// search as you type, pick the project, confirm the checklist, and the verified jar lands in mods/.
import fs from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { pickQuickPickStep, quickPickLabels, runCommand, waitUntil } from './workbench.mjs';

const sample = await tsImport('../makeWorkspace.ts', import.meta.url);

export const modrinthFlows = [
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
      await waitUntil(() => hit.isVisible(), async () => `no search result for "sodium"; shown: ${await quickPickLabels(page)}`);
      await hit.click();
      // The checklist: the download is a safe item, ticked; Enter applies it.
      await waitUntil(
        async () => (await widget.isVisible()) && (await widget.locator('.monaco-list-row', { hasText: 'sodium-fabric-0.5.8.jar' }).count()) > 0,
        async () => `no checklist naming the download; shown: ${await quickPickLabels(page)}`,
      );
      await input.press('Enter');
      await waitUntil(() => fs.existsSync(installed), () => `${installed} was not installed; mods/: ${fs.readdirSync(mods).join(', ')}`);
      log(`installed ${path.basename(installed)} (${fs.statSync(installed).size} bytes)`);
    },
  },
];
