// Playwright helpers that drive VS Code's workbench (in code-server) the way a person does: keys,
// the command palette, the Explorer, the Problems panel and webview views. Every wait polls with
// a generous time-out because the test machines are slow; what is awaited is always a visible state.
import fs from 'node:fs';

export const LONG = 120_000;

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls `check` (sync or async) until it returns a truthy value; throws `describe()` after `timeoutMs`. */
export async function waitUntil(check, describe, timeoutMs = LONG, intervalMs = 300) {
  const deadline = Date.now() + timeoutMs;
  let lastError = null;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const detail = typeof describe === 'function' ? await describe() : describe;
      throw new Error(
        `Timed out after ${Math.round(timeoutMs / 1000)} s: ${detail}${lastError ? ` (last error: ${lastError.message})` : ''}`,
      );
    }
    await sleep(intervalMs);
  }
}

/**
 * Resolves once the workbench has rendered and restored its parts. The side bar may show any view
 * (the window restores the last one), so readiness is the status bar's problems item, not the Explorer.
 */
export async function waitForWorkbench(page) {
  await page.waitForSelector('.monaco-workbench', { timeout: 180_000 });
  await page.waitForSelector('.monaco-workbench .part.statusbar [id="status.problems"]', { timeout: 180_000 });
}

/** Gives the workbench keyboard focus without changing anything (a click on the empty editor area). */
export async function focusWorkbench(page) {
  const editorArea = page.locator('.part.editor').first();
  await editorArea.click({ position: { x: 20, y: 20 } }).catch(() => undefined);
}

/** Runs a command from the command palette by its visible title, e.g. "Nova: Disable Mod…". */
export async function runCommand(page, title) {
  const input = page.locator('.quick-input-widget .quick-input-box input');
  const row = page.locator('.quick-input-widget .monaco-list-row', { hasText: title.replace(/…$/, '') }).first();
  // The palette's list is computed when it opens; one opened while the window is still registering
  // contributions can miss a command, so close and reopen it until the command is listed.
  await waitUntil(
    async () => {
      if (await input.isVisible()) {
        await page.keyboard.press('Escape');
        await sleep(300);
      }
      await focusWorkbench(page);
      await page.keyboard.press('F1');
      if (
        !(await waitUntil(() => input.isVisible(), 'the command palette (F1) did not open', 15_000).catch(() => false))
      )
        return false;
      await input.fill(`>${title}`);
      if (!(await waitUntil(() => row.isVisible(), 'not listed yet', 10_000).catch(() => false))) return false;
      // An editor that opens late (a mod page, a webview) can take focus and close the palette between
      // listing the row and clicking it; a failed click reopens the palette instead of failing the flow.
      return row.click({ timeout: 5000 }).then(
        () => true,
        () => false,
      );
    },
    async () => `no command "${title}" in the palette; shown: ${await quickPickLabels(page)}`,
    LONG,
    1000,
  );
}

/** The labels the open QuickPick shows. */
export async function quickPickLabels(page) {
  const rows = page.locator('.quick-input-widget .monaco-list-row');
  return (await rows.allTextContents()).map((text) => text.trim()).join(' | ') || '(none)';
}

/** Picks the QuickPick item whose text contains `text` and accepts it. */
export async function pickQuickPickItem(page, text) {
  const widget = page.locator('.quick-input-widget');
  await waitUntil(() => widget.isVisible(), 'no QuickPick opened');
  const row = widget.locator('.monaco-list-row', { hasText: text }).first();
  await waitUntil(
    () => row.isVisible(),
    async () => `no QuickPick item with "${text}"; shown: ${await quickPickLabels(page)}`,
  );
  await row.click();
  await waitUntil(async () => !(await widget.isVisible()), 'the QuickPick stayed open after picking', 30_000);
}

/** The status bar's problem counts, `{ errors, warnings }`, or null before it is rendered. */
export async function problemCounts(page) {
  const item = page.locator('[id="status.problems"]').first();
  if (!(await item.isVisible())) return null;
  const numbers = ((await item.textContent()) ?? '').match(/\d+/g)?.map(Number) ?? [];
  if (numbers.length < 2) return null;
  return { errors: numbers[0], warnings: numbers[1] };
}

/** Opens the Problems panel (Ctrl+Shift+M) and returns its text, one line per row. */
export async function openProblems(page) {
  const panel = page.locator('.markers-panel');
  await waitUntil(
    async () => {
      if (await panel.isVisible()) return true;
      await focusWorkbench(page);
      await page.keyboard.press('Control+Shift+M');
      await sleep(1000);
      return panel.isVisible();
    },
    'the Problems panel did not open with Ctrl+Shift+M',
    60_000,
  );
  return problemRows(page);
}

/** The Problems panel's rows as text (file rows and marker rows). */
export async function problemRows(page) {
  return (await page.locator('.markers-panel .monaco-list-row').allTextContents()).map((text) =>
    text.replace(/\s+/g, ' ').trim(),
  );
}

/** Expands Explorer folders until a row named `fileName` is visible; returns its locator. */
export async function revealInExplorer(page, folderNames, fileName) {
  const rows = page.locator('.explorer-folders-view .monaco-list-row');
  const target = rows
    .filter({ has: page.locator('.label-name', { hasText: new RegExp(`^${escapeRegExp(fileName)}$`) }) })
    .first();
  const explorer = page.locator('.explorer-folders-view');
  await waitUntil(
    async () => {
      if (await target.isVisible()) return true;
      if (!(await explorer.isVisible())) {
        await focusWorkbench(page);
        await page.keyboard.press('Control+Shift+E');
        await sleep(800);
      }
      for (const name of folderNames) {
        // Compact folders show "minecraft / mods" as one row; match any row naming the folder.
        const folder = rows.filter({ hasText: name }).first();
        if ((await folder.isVisible()) && (await folder.getAttribute('aria-expanded')) === 'false') {
          await folder.click();
          await sleep(500);
        }
      }
      return target.isVisible();
    },
    async () => `"${fileName}" never appeared in the Explorer; rows: ${(await rows.allTextContents()).join(' | ')}`,
    LONG,
    1000,
  );
  return target;
}

/** Right-clicks `target` and chooses the context-menu item whose label matches `label`. */
export async function contextMenu(page, target, label) {
  const item = page.locator('.monaco-menu .action-item:not(.disabled) .action-label', { hasText: label }).first();
  await waitUntil(
    async () => {
      if (await item.isVisible()) return true;
      await page.keyboard.press('Escape');
      await target.click({ button: 'right' });
      await sleep(800);
      return item.isVisible();
    },
    async () =>
      `no "${label}" in the context menu; it shows: ${(await page.locator('.monaco-menu .action-label').allTextContents()).join(' | ')}`,
    60_000,
  );
  await item.click();
}

/** The text of the first webview frame whose body contains `marker` (webviews are nested iframes). */
export async function webviewText(page, marker) {
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) continue;
    const text = await frame.evaluate(() => (document.body ? document.body.innerText : '')).catch(() => '');
    if (text.includes(marker)) return text;
  }
  return null;
}

export function exists(file) {
  return fs.existsSync(file);
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Picks the QuickPick item containing `text` when the pick opens another QuickPick right away (a multi-step
 * command): waits until the widget is gone or shows another step (its title, placeholder or items changed).
 */
export async function pickQuickPickStep(page, text) {
  const widget = page.locator('.quick-input-widget');
  const input = widget.locator('.quick-input-box input');
  const title = widget.locator('.quick-input-title');
  await waitUntil(() => widget.isVisible(), 'no QuickPick opened');
  const row = widget.locator('.monaco-list-row', { hasText: text }).first();
  await waitUntil(
    () => row.isVisible(),
    async () => `no QuickPick item with "${text}"; shown: ${await quickPickLabels(page)}`,
  );
  const step = async () =>
    `${await title.textContent().catch(() => '')}|${await input.getAttribute('placeholder').catch(() => '')}|${await quickPickLabels(page)}`;
  const before = await step();
  // A hover box of the row under the pointer (shown when the previous step was picked by mouse) can cover the row
  // to click; moving the pointer away closes it, so retry a few times before giving up.
  for (let attempt = 1; ; attempt++) {
    await page.mouse.move(0, 0);
    try {
      await row.click({ timeout: 5_000 });
      break;
    } catch (error) {
      if (attempt >= 5) throw error;
      await sleep(500);
    }
  }
  await waitUntil(
    async () => !(await widget.isVisible()) || (await step()) !== before,
    async () => `the QuickPick stayed on the same step after picking "${text}"; shown: ${await quickPickLabels(page)}`,
    30_000,
  );
}

/** Accepts a multi-select QuickPick as it stands (its default ticks), once it shows `placeholder`. */
export async function acceptMultiPick(page, placeholder) {
  const widget = page.locator('.quick-input-widget');
  const input = widget.locator('.quick-input-box input');
  await waitUntil(
    async () => (await widget.isVisible()) && (await input.getAttribute('placeholder'))?.includes(placeholder),
    async () => `no QuickPick asking "${placeholder}"; shown: ${await quickPickLabels(page)}`,
  );
  await input.press('Enter');
  await waitUntil(async () => !(await widget.isVisible()), 'the QuickPick stayed open after Enter', 30_000);
}
