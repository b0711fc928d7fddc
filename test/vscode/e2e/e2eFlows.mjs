// End-to-end UI flows over the generated sample workspace, in the order a person would meet them.
// Each flow gets a freshly loaded workbench on the same workspace, so later flows see the jars that
// earlier ones disabled. A jar is binary, so VS Code computes no lightbulb for it (quick fixes need a
// text model); the person-level paths are the Explorer context menu and the command palette.
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import {
  contextMenu,
  exists,
  openProblems,
  pickQuickPickItem,
  problemCounts,
  problemRows,
  revealInExplorer,
  runCommand,
  sleep,
  waitUntil,
  webviewText,
} from './workbench.mjs';

const sample = await tsImport('../makeWorkspace.ts', import.meta.url);
const fileName = (relative) => relative.split('/').pop();
const onDisk = (workspace, relative) => path.join(workspace, ...relative.split('/'));

/** The problem rows must name every problem jar, carry each code, and say nothing about the clean instance. */
async function expectAllProblems(page, log) {
  const counts = await waitUntil(
    async () => {
      const value = await problemCounts(page);
      return value && value.errors + value.warnings >= 4 ? value : null;
    },
    async () => `the status bar never counted 4 or more problems (now: ${JSON.stringify(await problemCounts(page))})`,
  );
  log(`status bar: ${counts.errors} errors, ${counts.warnings} warnings`);
  const wanted = [
    fileName(sample.MISSING_DEPENDENCY_JAR),
    fileName(sample.FORGE_JAR),
    fileName(sample.CORRUPT_JAR),
    'missing-dependency',
    'wrong-loader',
    'corrupt-jar',
    'duplicate-mod',
    sample.MISSING_MOD_ID,
  ];
  await openProblems(page);
  const rows = await waitUntil(
    async () => {
      const text = (await problemRows(page)).join('\n');
      const hasDuplicate = sample.DUPLICATE_JARS.some((jar) => text.includes(fileName(jar)));
      return hasDuplicate && wanted.every((word) => text.includes(word)) ? text : null;
    },
    async () =>
      `the Problems panel lacks some of ${wanted.join(', ')}; it shows:\n${(await problemRows(page)).join('\n')}`,
  );
  for (const clean of [...sample.CLEAN_JARS, sample.CLEAN_INSTANCE]) {
    if (rows.includes(fileName(clean))) throw new Error(`the Problems panel mentions the clean "${clean}":\n${rows}`);
  }
  return counts;
}

async function disabledOnDisk(workspace, relative) {
  const original = onDisk(workspace, relative);
  await waitUntil(
    () => exists(`${original}.disabled`) && !exists(original),
    `${relative} was not renamed to ${fileName(relative)}.disabled on disk`,
  );
}

async function problemGone(page, relative) {
  const name = fileName(relative);
  await openProblems(page);
  await waitUntil(
    async () => !(await problemRows(page)).some((row) => row.includes(name)),
    async () => `the Problems panel still lists ${name}:\n${(await problemRows(page)).join('\n')}`,
  );
}

export const e2eFlows = [
  {
    name: 'the Problems panel shows every expected problem; "Nova: Check Mod Conflicts" reports them',
    async run({ page, log }) {
      await expectAllProblems(page, log);
      await runCommand(page, 'Nova: Check Mod Conflicts');
      const toast = page
        .locator('.notification-toast .notification-list-item-message', { hasText: /instance/i })
        .first();
      await waitUntil(() => toast.isVisible(), 'no notification summarising the check appeared');
      const text = (await toast.innerText()).replace(/\s+/g, ' ');
      log(`notification: ${text.slice(0, 160)}`);
      if (!/\b[1-9]\d* error/.test(text)) throw new Error(`the summary does not count the errors: ${text}`);
      await expectAllProblems(page, log);
    },
  },
  {
    name: 'disable a jar from the Explorer context menu ("Disable Mod…")',
    async run({ page, workspace, log }) {
      const before = await expectAllProblems(page, log);
      const jar = sample.FORGE_JAR;
      const row = await revealInExplorer(page, [sample.PROBLEM_INSTANCE, 'minecraft', 'mods'], fileName(jar));
      await contextMenu(page, row, /Disable Mod/);
      await disabledOnDisk(workspace, jar);
      log(`${fileName(jar)} → ${fileName(jar)}.disabled on disk`);
      await problemGone(page, jar);
      const after = await problemCounts(page);
      if (!after || after.errors + after.warnings >= before.errors + before.warnings) {
        throw new Error(
          `the status bar count did not drop: before ${JSON.stringify(before)}, after ${JSON.stringify(after)}`,
        );
      }
    },
  },
  {
    name: 'disable a duplicate with "Nova: Disable Mod…" from the command palette',
    async run({ page, workspace, log }) {
      const [jar] = sample.DUPLICATE_JARS;
      await openProblems(page);
      await waitUntil(
        async () => (await problemRows(page)).some((row) => row.includes('duplicate-mod')),
        async () => `no duplicate-mod problem in the Problems panel:\n${(await problemRows(page)).join('\n')}`,
      );
      await runCommand(page, 'Nova: Disable Mod…');
      await pickQuickPickItem(page, fileName(jar));
      await disabledOnDisk(workspace, jar);
      log(`${fileName(jar)} → ${fileName(jar)}.disabled on disk`);
      await waitUntil(
        async () => !(await problemRows(page)).some((row) => row.includes('duplicate-mod')),
        async () => `the duplicate-mod problem stayed:\n${(await problemRows(page)).join('\n')}`,
      );
      await waitUntil(
        async () => (await problemRows(page)).some((row) => row.includes(fileName(sample.MISSING_DEPENDENCY_JAR))),
        async () => `the other problems disappeared too:\n${(await problemRows(page)).join('\n')}`,
        30_000,
      );
    },
  },
  {
    name: 'apply the quick fix from the lightbulb menu (Ctrl+.) on the 0-byte jar',
    async run({ page, workspace, log }) {
      // Only a jar that opens as text gets quick fixes in the editor; the corrupt 0-byte one does.
      const jar = sample.CORRUPT_JAR;
      const row = await revealInExplorer(page, [sample.PROBLEM_INSTANCE, 'minecraft', 'mods'], fileName(jar));
      await row.dblclick();
      const editor = page.locator('.editor-instance .monaco-editor').first();
      await waitUntil(() => editor.isVisible(), `${fileName(jar)} did not open in a text editor`);
      await editor.locator('.view-lines').click();
      const title = `Disable ${fileName(jar)} (rename to .disabled)`;
      const item = page.locator('.action-widget .monaco-list-row', { hasText: title }).first();
      await waitUntil(
        async () => {
          if (await item.isVisible()) return true;
          await page.keyboard.press('Control+.');
          await sleep(1500);
          return item.isVisible();
        },
        async () =>
          `no quick fix "${title}"; the menu shows: ${(await page.locator('.action-widget .monaco-list-row').allTextContents()).join(' | ') || '(nothing)'}`,
      );
      // The menu takes keys, not clicks (a pointer block covers it): move the focus to the item, then Enter.
      await waitUntil(
        async () => {
          if ((await item.getAttribute('class'))?.includes('focused')) return true;
          await page.keyboard.press('ArrowDown');
          await sleep(300);
          return false;
        },
        `could not focus the quick fix "${title}"`,
        30_000,
      );
      await page.keyboard.press('Enter');
      await disabledOnDisk(workspace, jar);
      log(`${fileName(jar)} → ${fileName(jar)}.disabled on disk`);
      await problemGone(page, jar);
    },
  },
  {
    name: "a Problems entry's code link opens Nova's page of the jar at the problem, with its quick fixes",
    async run({ page, log }) {
      const jar = fileName(sample.MISSING_DEPENDENCY_JAR);
      await openProblems(page);
      const entry = page.locator('.markers-panel .monaco-list-row', { hasText: 'requires' }).first();
      await waitUntil(
        () => entry.isVisible(),
        async () => `no missing-dependency entry:\n${(await problemRows(page)).join('\n')}`,
      );
      const link = entry.locator('a.monaco-link').first();
      const href = (await link.getAttribute('href')) ?? '';
      if (href.startsWith('command:') || !href.startsWith('nova-mod:'))
        throw new Error(`the code link is not Nova's page of the jar: ${href}`);
      await link.hover();
      const hover = page.locator('.workbench-hover, .monaco-hover').first();
      await waitUntil(() => hover.isVisible(), 'hovering the code link shows no tooltip', 15_000);
      const tooltip = await hover.innerText();
      if (/command:|%7B|\{/.test(tooltip)) throw new Error(`the code link's tooltip is a command URI: ${tooltip}`);
      await link.click();
      const tab = page.locator('.tabs-container .tab.active', { hasText: jar }).first();
      await waitUntil(() => tab.isVisible(), `the code link did not open the page of ${jar}`);
      const editor = page.locator('.editor-instance .monaco-editor').first();
      await waitUntil(
        async () => (await editor.locator('.view-lines').innerText()).includes('gamma'),
        'the page does not describe the problem',
      );
      const where = page.locator('.statusbar-item', { hasText: /^Ln \d+, Col/ }).first();
      await waitUntil(async () => /^Ln 4,/.test(await where.innerText()), 'the cursor is not on the problem line');
      await waitUntil(
        async () => (await editor.locator('.squiggly-error').count()) > 0,
        'the opened page does not carry the problem (no error squiggle on it)',
        30_000,
      );
      // The Problems entry's lightbulb works once its page is open.
      await entry.hover();
      const bulb = entry.locator('.codicon-light-bulb').first();
      await waitUntil(
        async () => !((await bulb.getAttribute('class')) ?? 'disabled').includes('disabled'),
        "the Problems entry's lightbulb stays greyed out",
        30_000,
      );
      // The page is read-only (VS Code offers no lightbulb there), so its actions are links above the problem.
      const lens = editor.locator('.codelens-decoration a', { hasText: 'Ask Nova About This' }).first();
      await waitUntil(() => lens.isVisible(), 'the page shows no "Ask Nova About This" action above the problem');
      await lens.click();
      const frame = await waitUntil(async () => {
        for (const f of page.frames()) {
          const value = await f
            .locator('#prompt')
            .inputValue()
            .catch(() => '');
          if (value.includes(jar)) return f;
        }
        return null;
      }, '"Ask Nova About This" did not put the problem into the chat\'s prompt');
      await frame.locator('#prompt').fill('');
      log(`code link: ${tooltip.trim()} → ${jar} at line 4; its lightbulb and the page's actions work`);
    },
  },
  {
    name: 'the Nova view shows the instance summary',
    async run({ page, log }) {
      await runCommand(page, 'Nova: Open Chat');
      const text = await waitUntil(
        () => webviewText(page, sample.PROBLEM_INSTANCE),
        async () => `no webview frame shows "${sample.PROBLEM_INSTANCE}" (${page.frames().length} frames)`,
      );
      log(`Nova view: ${text.replace(/\s+/g, ' ').slice(0, 200)}`);
      for (const expected of [sample.PROBLEM_INSTANCE, sample.CLEAN_INSTANCE, '1.20.1']) {
        if (!text.includes(expected)) throw new Error(`the Nova view does not show "${expected}":\n${text}`);
      }
      if (!/fabric/i.test(text)) throw new Error(`the Nova view does not name the Fabric loader:\n${text}`);
      // Real data, not placeholders: the clean instance's own entry counts its two jars.
      const start = text.indexOf(sample.CLEAN_INSTANCE);
      const next = text.indexOf(sample.PROBLEM_INSTANCE, start);
      const cleanEntry = text.slice(start, next > start ? next : undefined);
      if (!new RegExp(`\\b${sample.CLEAN_JARS.length} mods?\\b`).test(cleanEntry)) {
        throw new Error(
          `the "${sample.CLEAN_INSTANCE}" entry does not count its ${sample.CLEAN_JARS.length} mods: ${cleanEntry}`,
        );
      }
    },
  },
];
