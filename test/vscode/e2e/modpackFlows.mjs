// UI flows for the modpack commands, as a person uses them from the command palette: back up an instance,
// change it, and restore the backup. Runs after the other flows on the same generated workspace.
import fs from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { acceptMultiPick, pickQuickPickStep, runCommand, waitUntil } from './workbench.mjs';

const sample = await tsImport('../makeWorkspace.ts', import.meta.url);

function listing(dir) {
  try {
    return fs.readdirSync(dir).sort();
  } catch {
    return [];
  }
}

export const modpackFlows = [
  {
    name: '"Nova: Export Modpack…" writes a .mrpack through the save dialog, offline, without touching the instance',
    async run({ page, workspace, log }) {
      const instance = sample.CLEAN_INSTANCE;
      const target = path.join(workspace, 'Clean Pack export.mrpack');
      const modsBefore = listing(path.join(workspace, instance, 'minecraft', 'mods'));
      await runCommand(page, 'Nova: Export Modpack…');
      await pickQuickPickStep(page, instance);
      await pickQuickPickStep(page, 'Modrinth (.mrpack)');
      await pickQuickPickStep(page, 'Offline');
      // An instance with disabled mods is asked whether they ship too (they stay out unless included).
      if (modsBefore.some((name) => name.endsWith('.disabled')))
        await pickQuickPickStep(page, 'Leave disabled mods out');
      // code-server's save dialog is VS Code's simple file dialog: a quick input holding the path.
      const input = page.locator('.quick-input-widget .quick-input-box input');
      await waitUntil(
        async () => (await input.isVisible()) && (await input.inputValue()).endsWith('.mrpack'),
        'no save dialog with a .mrpack name',
      );
      await input.fill(target);
      await input.press('Enter');
      await waitUntil(
        () => fs.existsSync(target) && fs.statSync(target).size > 0,
        () => `${target} was not written; workspace: ${listing(workspace).join(', ')}`,
      );
      const bytes = fs.readFileSync(target);
      if (bytes.readUInt32LE(0) !== 0x04034b50) throw new Error(`${target} is not a zip archive`);
      if (!bytes.includes(Buffer.from('modrinth.index.json')))
        throw new Error('the archive has no modrinth.index.json');
      const modsAfter = listing(path.join(workspace, instance, 'minecraft', 'mods'));
      if (JSON.stringify(modsAfter) !== JSON.stringify(modsBefore))
        throw new Error(`the export changed mods/: ${modsAfter.join(', ')}`);
      log(`exported ${path.basename(target)} (${bytes.length} bytes)`);
    },
  },
  {
    name: '"Nova: Import Modpack…" unpacks the exported .mrpack into a new Prism instance folder',
    async run({ page, workspace, log }) {
      const archive = path.join(workspace, 'Clean Pack export.mrpack');
      if (!fs.existsSync(archive)) throw new Error(`${archive} is missing: the export flow must run first`);
      const into = path.join(workspace, 'Clean Pack export');
      const input = page.locator('.quick-input-widget .quick-input-box input');
      const title = page.locator('.quick-input-widget .quick-input-title');
      const titled = async (text) => (await input.isVisible()) && ((await title.textContent()) ?? '').includes(text);
      await runCommand(page, 'Nova: Import Modpack…');
      // The open dialogs are VS Code's simple file dialog in code-server: type the path, then accept. The dialog
      // is waited for by its title (the palette's box is the same input), and Enter is pressed again while the
      // archive step is still shown: under load the dialog ignores Enter while it is still listing a folder.
      await waitUntil(() => titled('Import Modpack'), 'no open dialog for the archive');
      await input.fill(archive);
      await input.press('Enter');
      const onFolderStep = () => titled('Choose the folder');
      let lastEnter = Date.now();
      await waitUntil(
        async () => {
          if (await onFolderStep()) return true;
          if (Date.now() - lastEnter > 3000 && (await titled('Import Modpack'))) {
            lastEnter = Date.now();
            if ((await input.inputValue()) !== archive) await input.fill(archive);
            await input.press('Enter');
          }
          return false;
        },
        async () =>
          `no folder dialog after picking the archive; the input says "${await input.inputValue().catch(() => '?')}" (${await title.textContent().catch(() => '?')})`,
      );
      await input.fill(`${workspace}/`);
      // The simple file dialog ignores OK while it is still listing the folder it was given, so OK is pressed
      // again (only while the folder step is shown) until the folder-name box replaces it.
      const ok = page.locator('.quick-input-widget .monaco-button', { hasText: /^OK$/ }).first();
      let lastClick = 0;
      await waitUntil(
        async () => {
          if (!(await onFolderStep()))
            return (await input.isVisible()) && (await input.inputValue()) === 'Clean Pack export';
          if (Date.now() - lastClick > 3000 && (await ok.isVisible())) {
            lastClick = Date.now();
            await ok.click();
          }
          return false;
        },
        async () =>
          `no folder-name box; the input says "${await input.inputValue().catch(() => '?')}" (${await title.textContent().catch(() => '?')})`,
      );
      await input.press('Enter');
      // Import asks about downloads only when the pack lists files to download (this offline export may list none).
      const offline = page.locator('.quick-input-widget .monaco-list-row', { hasText: 'Import offline' }).first();
      const asked = await waitUntil(() => offline.isVisible(), 'no download question', 5_000).then(
        () => true,
        () => false,
      );
      if (asked) await pickQuickPickStep(page, 'Import offline');
      await waitUntil(
        () =>
          fs.existsSync(path.join(into, 'instance.cfg')) && listing(path.join(into, 'minecraft', 'mods')).length > 0,
        () => `${into} was not created as an instance: ${listing(into).join(', ') || '(missing)'}`,
      );
      log(`imported into ${path.basename(into)}: ${listing(path.join(into, 'minecraft', 'mods')).join(', ')}`);
    },
  },
  {
    name: '"Nova: Back Up Instance…" then "Nova: Restore Backup…" bring a changed mods folder back, keeping the replaced files',
    async run({ page, workspace, log }) {
      const instance = sample.CLEAN_INSTANCE;
      const gameDir = path.join(workspace, instance, 'minecraft');
      const backups = path.join(gameDir, 'backups');
      const modsBefore = listing(path.join(gameDir, 'mods'));
      if (modsBefore.length === 0) throw new Error(`${instance} has no mods to back up`);

      await runCommand(page, 'Nova: Back Up Instance…');
      await pickQuickPickStep(page, instance);
      await acceptMultiPick(page, 'Choose what to back up');
      await waitUntil(
        () => listing(backups).some((name) => name.endsWith('.zip')),
        () => `no backup zip in ${backups}: ${listing(backups).join(', ') || '(empty)'}`,
      );
      log(`backup written: ${listing(backups).join(', ')}`);

      // The person changes the instance after the backup: one jar goes away under another name.
      const [first] = modsBefore;
      fs.renameSync(path.join(gameDir, 'mods', first), path.join(gameDir, 'mods', `${first}.moved`));

      await runCommand(page, 'Nova: Restore Backup…');
      await pickQuickPickStep(page, instance);
      await pickQuickPickStep(page, 'mods');
      const dialog = page.locator('.monaco-dialog-box');
      await waitUntil(() => dialog.isVisible(), 'no confirmation dialog before restoring');
      await dialog.locator('.monaco-button', { hasText: 'Restore' }).first().click();
      await waitUntil(
        () => JSON.stringify(listing(path.join(gameDir, 'mods'))) === JSON.stringify(modsBefore),
        () =>
          `mods/ was not restored: ${listing(path.join(gameDir, 'mods')).join(', ')} (expected ${modsBefore.join(', ')})`,
      );
      const replaced = listing(backups).filter((name) => name.startsWith('replaced-'));
      if (replaced.length !== 1)
        throw new Error(`expected one replaced-<id> folder in backups/: ${listing(backups).join(', ')}`);
      const kept = listing(path.join(backups, replaced[0], 'mods'));
      if (!kept.includes(`${first}.moved`)) throw new Error(`the replaced mods were not kept: ${kept.join(', ')}`);
      log(`restored ${modsBefore.join(', ')}; the replaced files are in backups/${replaced[0]}`);
    },
  },
];
