// UI flows for the dependency graph and the bisect, as a person meets them: the graph of a sample instance opens
// from the palette (its screenshot becomes docs/dependency-graph.png, shown in the README), keyboard navigation and
// the disable preview work inside it, and a whole bisect runs from the status-bar item until the culprit is named.
// Runs after the other flows: it adds the "Graph Pack" instance (with a breaks declaration) to the workspace.
import fs from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { repoRoot } from '../../../scripts/vscodeTestTools.mjs';
import {
  openProblems,
  pickQuickPickItem,
  problemRows,
  quickPickLabels,
  runCommand,
  sleep,
  waitUntil,
} from './workbench.mjs';

const sample = await tsImport('../graphSample.ts', import.meta.url);
const SCREENSHOT = path.join(repoRoot, 'docs', 'dependency-graph.png');

/** The webview frame that draws the graph (webviews are nested iframes). */
async function graphFrame(page) {
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) continue;
    const count = await frame
      .locator('svg g.node')
      .count()
      .catch(() => 0);
    if (count > 0) return frame;
  }
  return null;
}

/** Waits until the new instance is scanned: its break shows in the Problems panel. */
async function graphPackScanned(page) {
  await openProblems(page);
  await waitUntil(
    async () => (await problemRows(page)).some((row) => row.includes('optifabric')),
    async () => `the Graph Pack was never scanned; Problems shows:\n${(await problemRows(page)).join('\n')}`,
  );
}

function modsDir(workspace) {
  return path.join(workspace, ...sample.GRAPH_MODS.split('/'));
}

function snapshot(dir) {
  const out = {};
  for (const name of fs.readdirSync(dir).sort()) out[name] = fs.readFileSync(path.join(dir, name)).toString('hex');
  return out;
}

const bisectItem = (page) => page.locator('.part.statusbar .statusbar-item', { hasText: 'Bisect:' }).first();

export const graphFlows = [
  {
    name: '"Nova: Show Dependency Graph" draws a sample instance; keys move between mods, D previews, Enter reveals',
    async run({ page, workspace, log }) {
      await sample.writeGraphPack(workspace, { withBreak: true });
      await graphPackScanned(page);
      await runCommand(page, 'Nova: Show Dependency Graph');
      await pickQuickPickItem(page, sample.GRAPH_INSTANCE);
      const frame = await waitUntil(() => graphFrame(page), 'no webview frame drew the dependency graph');
      const text = await frame.evaluate(() => document.body.innerText);
      for (const expected of ['Dependency graph of Graph Pack', 'Iris Shaders', 'OptiFabric', 'nothing needs it']) {
        if (!text.includes(expected)) throw new Error(`the graph does not show "${expected}":\n${text.slice(0, 600)}`);
      }
      const rows = await frame.locator('table.graph-table tbody tr').count();
      if (rows !== 7) throw new Error(`the text version lists ${rows} mods, not 7`);
      const breaks = await frame.locator('path.edge-breaks').count();
      if (breaks !== 1) throw new Error(`expected one "breaks" link drawn, found ${breaks}`);

      const sodium = frame.locator('g.node[data-file="sodium-0.5.8.jar"]');
      await sodium.focus();
      await page.keyboard.press('ArrowUp');
      const moved = await frame.evaluate(() => document.activeElement?.getAttribute('data-file') ?? '');
      if (moved === '' || moved === 'sodium-0.5.8.jar')
        throw new Error(`ArrowUp did not move the focus (on "${moved}")`);
      log(`ArrowUp from Sodium focused ${moved}`);
      await sodium.focus();
      await page.keyboard.press('d');
      const preview = frame.locator('.preview');
      await waitUntil(() => preview.isVisible(), 'pressing D on Sodium showed no preview');
      const previewText = await preview.innerText();
      log(`preview: ${previewText.replace(/\s+/g, ' ')}`);
      if (!/Disabling Sodium would stop 1 mod from loading: Iris Shaders/.test(previewText))
        throw new Error(`the preview does not name Iris: ${previewText}`);
      if (!/OptiFabric breaks Sodium/.test(previewText))
        throw new Error(`the preview misses the break: ${previewText}`);
      if ((await frame.locator('g.node.would-break').count()) !== 1) throw new Error('Iris is not marked as breaking');
      if (!fs.existsSync(path.join(modsDir(workspace), 'sodium-0.5.8.jar')))
        throw new Error('the preview renamed Sodium');

      await fs.promises.mkdir(path.dirname(SCREENSHOT), { recursive: true });
      await page.locator('.part.editor').first().screenshot({ path: SCREENSHOT });
      log(`screenshot: ${path.relative(repoRoot, SCREENSHOT)}`);

      await sodium.focus();
      await page.keyboard.press('Enter');
      const tab = page.locator('.tabs-container .tab', { hasText: 'sodium-0.5.8.jar' }).first();
      await waitUntil(() => tab.isVisible(), 'Enter on Sodium did not open its mod page');

      // From an instance: the graph button on the instance's card in the Nova view opens the same panel.
      await runCommand(page, 'View: Close All Editors');
      await waitUntil(async () => (await graphFrame(page)) === null, 'the graph stayed open after closing all editors');
      await runCommand(page, 'Nova: Open Chat');
      const card = await waitUntil(async () => {
        for (const f of page.frames()) {
          const button = f.locator(`.instance[data-instance-id="${sample.GRAPH_INSTANCE}"] button.graph`);
          if ((await button.count().catch(() => 0)) > 0) return button;
        }
        return null;
      }, 'the Nova view has no graph button on the Graph Pack card');
      await card.click();
      await waitUntil(() => graphFrame(page), 'the card button did not open the dependency graph');
    },
  },
  {
    name: 'a full bisect runs from the status bar until the culprit is named, then Reset puts every file back',
    async run({ page, workspace, log }) {
      const dir = modsDir(workspace);
      if (!fs.existsSync(dir)) await sample.writeGraphPack(workspace, { withBreak: true });
      const original = snapshot(dir);
      const culprit = 'reeses-sodium-options-1.7.2.jar';
      await runCommand(page, 'Nova: Find the Mod That Breaks the Game');
      await pickQuickPickItem(page, sample.GRAPH_INSTANCE);
      // It says what it will do and asks before its first rename (a modal dialog).
      const start = page.locator('.monaco-dialog-box .monaco-button', { hasText: 'Start' }).first();
      await waitUntil(() => start.isVisible(), 'the bisect did not ask before its first change');
      if (fs.readdirSync(dir).some((n) => n.endsWith('.disabled') && !original[n]))
        throw new Error('a mod was renamed before the person confirmed');
      await start.click();
      const item = bisectItem(page);
      await waitUntil(() => item.isVisible(), 'no "Bisect:" item appeared in the status bar');
      let answers = 0;
      for (;;) {
        const status = (await item.innerText()).trim();
        log(`status bar: ${status}`);
        if (/found/.test(status)) break;
        if (answers >= 4) throw new Error(`no culprit after ${answers} answers: ${status}`);
        const enabled = new Set(fs.readdirSync(dir).filter((n) => n.endsWith('.jar')));
        for (const [jar, needs] of Object.entries(sample.GRAPH_NEEDS))
          for (const need of needs)
            if (enabled.has(jar) && !enabled.has(need)) throw new Error(`${jar} is enabled without ${need}`);
        const answer = enabled.has(culprit) ? 'Bad' : 'Good';
        await item.click();
        await pickQuickPickItem(page, `${answer}:`);
        answers++;
        await waitUntil(
          async () => (await item.innerText()).trim() !== status,
          async () =>
            `the status bar stayed at "${status}" after answering ${answer}; picker: ${await quickPickLabels(page)}`,
        );
      }
      // The notice has no button, so VS Code hides its toast after a few seconds; under load that can happen before
      // the status bar is read, so the notification centre (where the notice stays) is opened when no toast shows.
      const toast = page.locator('.notification-list-item-message', { hasText: 'Found it' }).first();
      const toasted = await waitUntil(() => toast.isVisible(), 'no toast', 8_000).then(
        () => true,
        () => false,
      );
      if (!toasted) await runCommand(page, 'Notifications: Show Notifications');
      await waitUntil(() => toast.isVisible(), 'no notification named the culprit');
      const named = (await toast.innerText()).replace(/\s+/g, ' ');
      log(`notification: ${named}`);
      if (!named.includes("Reese's Sodium Options")) throw new Error(`the notification names the wrong mod: ${named}`);
      if (fs.existsSync(path.join(dir, culprit))) throw new Error('the culprit is still enabled');

      await item.click();
      await pickQuickPickItem(page, 'Reset:');
      await waitUntil(async () => !(await item.isVisible()), 'the bisect item stayed in the status bar after Reset');
      await sleep(500);
      const after = snapshot(dir);
      if (JSON.stringify(after) !== JSON.stringify(original))
        throw new Error(`mods/ is not back byte for byte: ${Object.keys(after).join(', ')}`);
      log(`reset after ${answers} answers: mods/ is back byte for byte`);
    },
  },
];
