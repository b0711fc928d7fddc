// UI flows for VS Code's conventions on a workspace of their own: instances three folders down (a launcher's
// instances folder inside a repository) must wake Nova by themselves, the Explorer's menus must offer Nova's
// commands only on the files they apply to, and the walkthrough must open with its steps.
import fs from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import {
  contextMenu,
  openProblems,
  problemCounts,
  problemRows,
  revealInExplorer,
  runCommand,
  sleep,
  waitUntil,
} from './workbench.mjs';

const sample = await tsImport('../makeWorkspace.ts', import.meta.url);
const DEEP_PARENT = ['launchers', 'prism', 'instances'];
const LOG_FOLDERS = [...DEEP_PARENT, sample.PROBLEM_INSTANCE, 'minecraft', 'logs'];
const fileName = (relative) => relative.split('/').pop();

/** The labels of the context menu `target` opens (the menu is closed again). */
async function contextMenuLabels(page, target) {
  const labels = page.locator('.monaco-menu .action-item:not(.disabled) .action-label');
  await page.keyboard.press('Escape');
  await target.click({ button: 'right' });
  const shown = await waitUntil(
    async () => {
      const texts = (await labels.allTextContents()).map((text) => text.trim()).filter(Boolean);
      return texts.length > 0 ? texts : null;
    },
    'the context menu never opened',
    30_000,
  );
  await page.keyboard.press('Escape');
  await sleep(300);
  return shown;
}

/**
 * The sample instances, three folders below the workspace root, beside a Gradle wrapper jar (a jar outside any
 * mods folder) and a game log.
 */
async function makeDeepWorkspace(dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  await sample.makeWorkspace(path.join(dir, ...DEEP_PARENT));
  const wrapper = path.join(dir, 'gradle', 'wrapper', 'gradle-wrapper.jar');
  fs.mkdirSync(path.dirname(wrapper), { recursive: true });
  fs.copyFileSync(path.join(dir, ...DEEP_PARENT, ...sample.CLEAN_JARS[0].split('/')), wrapper);
  const log = path.join(dir, ...LOG_FOLDERS, 'latest.log');
  fs.mkdirSync(path.dirname(log), { recursive: true });
  fs.writeFileSync(log, '[12:00:00] [main/INFO]: Loading Minecraft 1.20.1 with Fabric Loader 0.15.7\n');
  return dir;
}

/** @param {{ outputDir: string }} options */
export function conventionFlows({ outputDir }) {
  const deepWorkspace = path.join(outputDir, 'workspace-deep');
  return [
    {
      name: 'instances three folders down activate Nova by themselves and fill the Problems panel',
      async run({ page, openWorkspace, log }) {
        await makeDeepWorkspace(deepWorkspace);
        await openWorkspace(deepWorkspace);
        // No Nova command runs here: the activation events alone must find the instances and check them.
        const counts = await waitUntil(
          async () => {
            const value = await problemCounts(page);
            return value && value.errors + value.warnings >= 4 ? value : null;
          },
          async () => `no problems were counted without a command (now: ${JSON.stringify(await problemCounts(page))})`,
        );
        log(`status bar: ${counts.errors} errors, ${counts.warnings} warnings`);
        await openProblems(page);
        const rows = await waitUntil(
          async () => {
            const text = (await problemRows(page)).join('\n');
            return text.includes(fileName(sample.MISSING_DEPENDENCY_JAR)) && text.includes('missing-dependency')
              ? text
              : null;
          },
          async () =>
            `the Problems panel lacks the missing dependency; it shows:\n${(await problemRows(page)).join('\n')}`,
        );
        for (const clean of sample.CLEAN_JARS) {
          if (rows.includes(fileName(clean))) throw new Error(`the Problems panel mentions the clean "${clean}"`);
        }
      },
    },
    {
      name: 'the Explorer offers Analyze Crash on a game log and Disable Mod only on jars in a mods folder',
      async run({ page, openWorkspace, log }) {
        await openWorkspace(deepWorkspace);
        const latest = await revealInExplorer(page, LOG_FOLDERS, 'latest.log');
        const logMenu = await contextMenuLabels(page, latest);
        log(`latest.log menu: ${logMenu.join(' | ')}`);
        if (!logMenu.some((label) => label.startsWith('Analyze Crash'))) {
          throw new Error(`no "Analyze Crash" on latest.log; the menu shows: ${logMenu.join(' | ')}`);
        }
        if (logMenu.some((label) => label.startsWith('Disable Mod'))) {
          throw new Error('"Disable Mod…" is offered on latest.log');
        }
        const wrapper = await revealInExplorer(page, ['gradle', 'wrapper'], 'gradle-wrapper.jar');
        const wrapperMenu = await contextMenuLabels(page, wrapper);
        if (wrapperMenu.some((label) => label.startsWith('Disable Mod'))) {
          throw new Error(`"Disable Mod…" is offered on gradle-wrapper.jar: ${wrapperMenu.join(' | ')}`);
        }
        const modsFolders = [...DEEP_PARENT, sample.PROBLEM_INSTANCE, 'minecraft', 'mods'];
        const jar = await revealInExplorer(page, modsFolders, fileName(sample.MISSING_DEPENDENCY_JAR));
        const jarMenu = await contextMenuLabels(page, jar);
        if (!jarMenu.some((label) => label.startsWith('Disable Mod'))) {
          throw new Error(`no "Disable Mod…" on a jar in a mods folder: ${jarMenu.join(' | ')}`);
        }
        // Choosing it from the log's menu analyses that log (a report opens; nothing is changed).
        await contextMenu(page, latest, 'Analyze Crash');
        await waitUntil(
          async () =>
            (await page.locator('.tabs-container .tab').allTextContents()).some((t) => /Crash analysis: /.test(t)),
          async () =>
            `no crash report tab opened; tabs: ${(await page.locator('.tabs-container .tab').allTextContents()).join(' | ')}`,
          60_000,
        );
      },
    },
    {
      name: 'the walkthrough opens with its four steps',
      async run({ page, openWorkspace }) {
        await openWorkspace(deepWorkspace);
        await runCommand(page, 'Welcome: Open Walkthrough…');
        const row = page.locator('.quick-input-widget .monaco-list-row', { hasText: 'Get started with Nova' }).first();
        await waitUntil(() => row.isVisible(), 'Nova\'s walkthrough is not in "Open Walkthrough…"');
        await row.click();
        const steps = ['Set up a model provider', 'Open a modpack', 'Run the first check', 'Ask the first question'];
        await waitUntil(
          async () => {
            const text = await page
              .locator('.gettingStartedContainer')
              .first()
              .innerText()
              .catch(() => '');
            return steps.every((step) => text.includes(step));
          },
          async () =>
            `the walkthrough lacks some of its steps; it shows: ${(
              await page
                .locator('.gettingStartedContainer')
                .first()
                .innerText()
                .catch(() => '(nothing)')
            ).slice(0, 400)}`,
          60_000,
        );
      },
    },
  ];
}
