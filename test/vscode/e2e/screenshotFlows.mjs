// The surfaces a person sees, walked at 1440×900 in the light theme ("Light Modern") and the dark one ("Dark Modern"),
// each checked for what it must show before its picture is taken (docs/screens.md shows the pictures): the Mods view
// with an instance's menu, a missing dependency's quick fixes, the dependency graph's problem marks and missing mod,
// the bisect's question before its first change (cancelled), the chat with an answer, its error state and Retry; the
// Mods view sorted by date added, a multi-selection's Disable and the question before disabling a mod others need;
// the chat before any setup, Choose Provider → Ollama's installed models and the offer to send the waiting question,
// "Add to Nova" on a selection; Analyze Crash's instance picker and a partial export's warning. Each flow runs on a
// sample workspace of its own, so the workspace the other flows share is untouched, and puts the user settings back
// at the end. Pictures: .test-output/vscode/screens/<surface>-<light|dark>.png.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { ask, chatFrame, openChat, themeKind, transcriptText } from './chatFlows.mjs';
import { rowOf, setExpanded, sidebarPane } from './modsViewFlows.mjs';
import { startOllamaLookAlike } from './providerFlows.mjs';
import {
  exists,
  openProblems,
  pickQuickPickStep,
  pickQuickPickItem,
  problemRows,
  quickPickLabels,
  runCommand,
  sleep,
  waitUntil,
} from './workbench.mjs';

const sample = await tsImport('../makeWorkspace.ts', import.meta.url);
const model = await tsImport('./chatFakeModel.ts', import.meta.url);

const THEMES = [
  ['Light Modern', 'light'],
  ['Dark Modern', 'dark'],
];
/** What the instance's context menu in the Mods view must offer (package.nls.json titles). */
const INSTANCE_ACTIONS = [
  'Add Mod…',
  'Export Modpack…',
  'Back Up Instance…',
  'Show Dependency Graph',
  'Find the Mod That Breaks the Game',
  'Create Server Pack…',
];
const WIDTH = 1440;
const HEIGHT = 900;

/** A port on 127.0.0.1 that nothing listens on (a model server that is down). */
async function closedPort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Brings the model server "back" on a port: forwards every request there to the scripted model at `target`. */
async function forwarder(port, target) {
  const to = new URL(target);
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      { host: to.hostname, port: to.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}

/** The file names in a folder with their sizes, to prove a step changed nothing. */
function listing(dir) {
  return fs
    .readdirSync(dir)
    .sort()
    .map((name) => `${name}:${fs.statSync(path.join(dir, name)).size}`)
    .join(',');
}

/** Saves the window, or the part of it `box` names (with a margin, kept inside the window), as a PNG. */
async function shot(page, file, box = null, margin = 16) {
  let clip;
  if (box !== null) {
    const x = Math.max(0, Math.floor(box.x - margin));
    const y = Math.max(0, Math.floor(box.y - margin));
    clip = {
      x,
      y,
      width: Math.min(WIDTH - x, Math.ceil(box.width + 2 * margin)),
      height: Math.min(HEIGHT - y, Math.ceil(box.height + 2 * margin)),
    };
  }
  await sleep(600);
  await page.screenshot({ path: file, type: 'png', timeout: 30_000, ...(clip ? { clip } : {}) });
  return file;
}

/** Moves the pointer to an empty corner of the editor area, so no hover box covers what a picture shows. */
async function pointerAway(page) {
  await page.mouse.move(WIDTH - 20, HEIGHT - 60);
  await sleep(300);
}

/** The smallest box holding every box given (null entries are skipped). */
function union(...boxes) {
  const real = boxes.filter((b) => b !== null);
  const x = Math.min(...real.map((b) => b.x));
  const y = Math.min(...real.map((b) => b.y));
  return {
    x,
    y,
    width: Math.max(...real.map((b) => b.x + b.width)) - x,
    height: Math.max(...real.map((b) => b.y + b.height)) - y,
  };
}

/** The webview frame that draws the dependency graph. */
async function graphFrame(page) {
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) continue;
    if (
      (await frame
        .locator('svg g.node')
        .count()
        .catch(() => 0)) > 0
    )
      return frame;
  }
  return null;
}

/** Picks a color theme by its name in "Preferences: Color Theme" (reopened until the theme is listed). */
async function pickTheme(page, name) {
  const widget = page.locator('.quick-input-widget');
  const input = widget.locator('.quick-input-box input');
  const row = widget.locator('.monaco-list-row', { hasText: name }).first();
  await waitUntil(
    async () => {
      // The picker lists the themes known when it opens; one opened before the themes were read shows none of them.
      if (await widget.isVisible()) {
        await page.keyboard.press('Escape');
        await sleep(500);
      }
      await runCommand(page, 'Preferences: Color Theme');
      await sleep(1000);
      await input.fill(name);
      return waitUntil(() => row.isVisible(), 'not listed yet', 10_000).catch(() => false);
    },
    async () => `no color theme "${name}" in the picker: ${await quickPickLabels(page)}`,
  );
  await input.press('Enter');
  await waitUntil(async () => !(await widget.isVisible()), 'the theme picker stayed open', 30_000);
}

async function closeEditors(page) {
  await page.keyboard.press('Escape');
  await runCommand(page, 'View: Close All Editors');
}

/** The Mods view with the Problem Pack expanded (problem icons on its rows) and the instance's context menu open. */
async function modsView(page, out, log) {
  await runCommand(page, 'Nova: Open Chat');
  await setExpanded(page, 'Mods', true);
  await setExpanded(page, 'Chat', false);
  const { pane } = sidebarPane(page, 'Mods');
  const instance = pane.locator('.monaco-list-row[aria-level="1"]', { hasText: sample.PROBLEM_INSTANCE }).first();
  await waitUntil(() => instance.isVisible(), `the Mods view lists no "${sample.PROBLEM_INSTANCE}"`);
  if ((await instance.getAttribute('aria-expanded')) !== 'true') await instance.click();
  const beta = await rowOf(pane, sample.PROBLEM_INSTANCE, 'Beta');
  await waitUntil(
    async () => (await beta.locator('.codicon-error').count()) > 0,
    async () => `the Beta row (a missing dependency) shows no error icon: ${await beta.innerHTML()}`,
    30_000,
  );
  const alpha = await rowOf(pane, sample.PROBLEM_INSTANCE, 'Alpha');
  if ((await alpha.locator('.codicon-error, .codicon-warning').count()) === 0)
    throw new Error('the duplicate Alpha row shows no problem icon');
  const menu = page.locator('.monaco-menu').first();
  const labels = async () =>
    (await page.locator('.monaco-menu .action-item:not(.disabled) .action-label').allTextContents()).map((t) =>
      t.trim(),
    );
  await waitUntil(
    async () => {
      if (!(await menu.isVisible())) {
        await instance.click({ button: 'right' });
        await sleep(800);
      }
      const shown = await labels();
      return INSTANCE_ACTIONS.every((action) => shown.includes(action));
    },
    async () =>
      `the instance's context menu lacks some of ${INSTANCE_ACTIONS.join(', ')}: ${(await labels()).join(' | ')}`,
    60_000,
  );
  const sidebar = await page.locator('.part.sidebar').first().boundingBox();
  const file = await shot(page, out('mods-view'), union(sidebar, await menu.boundingBox()), 0);
  await page.keyboard.press('Escape');
  await waitUntil(async () => !(await menu.isVisible()), 'the context menu stayed open after Escape', 15_000);
  log(`Mods view: ${file}`);
}

/** The missing dependency's quick fixes, from the lightbulb of its entry in the Problems panel. */
async function quickFixes(page, out, log) {
  await openProblems(page);
  const entry = page.locator('.markers-panel .monaco-list-row', { hasText: 'requires' }).first();
  await waitUntil(
    () => entry.isVisible(),
    async () => `no missing-dependency entry in the Problems panel:\n${(await problemRows(page)).join('\n')}`,
  );
  // The entry's lightbulb works once the page of its jar is open (a jar is binary; the code link opens Nova's page).
  await entry.locator('a.monaco-link').first().click();
  const jar = path.basename(sample.MISSING_DEPENDENCY_JAR);
  await waitUntil(
    () => page.locator('.tabs-container .tab.active', { hasText: jar }).first().isVisible(),
    `the code link did not open the page of ${jar}`,
  );
  // The Problems entry's lightbulb opens a context menu of the fixes (the editor's Ctrl+. opens an action widget).
  const widget = page.locator('.context-view .monaco-menu, .action-widget').first();
  const wanted = [
    new RegExp(`Find ${sample.MISSING_MOD_ID} on Modrinth`),
    /Disable (Beta|beta-2\.0\.jar), the mod that needs it/,
  ];
  const offered = async () =>
    (
      await page.locator('.context-view .monaco-menu .action-label, .action-widget .monaco-list-row').allTextContents()
    ).join(' | ') || '(nothing)';
  await waitUntil(
    async () => {
      if (!(await widget.isVisible())) {
        await entry.hover();
        const bulb = entry.locator('.codicon-light-bulb').first();
        if (((await bulb.getAttribute('class')) ?? 'disabled').includes('disabled')) return false;
        await bulb.click();
        await sleep(800);
      }
      const text = await offered();
      return wanted.every((w) => w.test(text));
    },
    async () => `the quick fixes of the missing dependency are not offered; the menu shows: ${await offered()}`,
    60_000,
    1000,
  );
  const panel = await page.locator('.part.panel').first().boundingBox();
  const file = await shot(page, out('quick-fixes'), union(panel, await widget.boundingBox()), 0);
  log(`quick fixes: ${await offered()}`);
  await page.keyboard.press('Escape');
  await closeEditors(page);
  log(`quick fixes: ${file}`);
}

/** The Problem Pack's graph: error marks on its problem mods and the missing gamma drawn dashed. */
async function dependencyGraph(page, out, log) {
  await runCommand(page, 'Nova: Show Dependency Graph');
  await pickQuickPickItem(page, sample.PROBLEM_INSTANCE);
  const frame = await waitUntil(() => graphFrame(page), 'no webview frame drew the dependency graph');
  const absent = frame.locator('g.node.kind-absent', { hasText: sample.MISSING_MOD_ID });
  await waitUntil(
    async () => (await absent.count()) === 1,
    `the graph does not draw the missing "${sample.MISSING_MOD_ID}" as a missing node`,
    30_000,
  );
  const dash = await absent.locator('rect.box').evaluate((rect) => getComputedStyle(rect).strokeDasharray);
  if (!dash || dash === 'none') throw new Error(`the missing mod's box is not dashed (stroke-dasharray: ${dash})`);
  const marked = await frame.locator('g.node.mark-error').count();
  if (marked < 2) throw new Error(`only ${marked} mods carry an error mark (Beta and the wrong-loader jar must)`);
  if ((await frame.locator('g.node.mark-error.unneeded').count()) > 0)
    throw new Error('a mod with an error is drawn as "safe to remove"');
  log(`graph: ${marked} error marks, "${sample.MISSING_MOD_ID}" dashed (${dash})`);
  const file = path.join(out('dependency-graph'));
  await sleep(600);
  await page.locator('.part.editor').first().screenshot({ path: file, type: 'png', timeout: 30_000 });
  await closeEditors(page);
  await waitUntil(async () => (await graphFrame(page)) === null, 'the graph stayed open after closing all editors');
  log(`graph: ${file}`);
}

/** The bisect says what it will do and asks before its first rename; Cancel leaves every file as it was. */
async function bisectConfirmation(page, workspace, out, log) {
  const mods = path.join(workspace, ...sample.PROBLEM_MODS.split('/'));
  const before = listing(mods);
  await runCommand(page, 'Nova: Find the Mod That Breaks the Game');
  await pickQuickPickItem(page, sample.PROBLEM_INSTANCE);
  const dialog = page.locator('.monaco-dialog-box').first();
  await waitUntil(() => dialog.isVisible(), 'the bisect did not ask before its first change');
  const text = (await dialog.innerText()).replace(/\s+/g, ' ');
  for (const words of [
    `Find the mod that breaks the game in ${sample.PROBLEM_INSTANCE}?`,
    'nothing is deleted',
    'Reset',
  ])
    if (!text.includes(words)) throw new Error(`the bisect question does not say "${words}": ${text}`);
  if (listing(mods) !== before) throw new Error('a mod was renamed before the person answered');
  const file = await shot(page, out('bisect-confirm'), await dialog.boundingBox(), 24);
  await dialog.locator('.monaco-button', { hasText: 'Cancel' }).first().click();
  await waitUntil(async () => !(await dialog.isVisible()), 'the bisect question stayed open after Cancel', 15_000);
  await sleep(1500);
  if (listing(mods) !== before) throw new Error(`Cancel changed mods/: ${listing(mods)}`);
  if (await page.locator('.part.statusbar .statusbar-item', { hasText: 'Bisect:' }).first().isVisible())
    throw new Error('a bisect started although the question was cancelled');
  log(`bisect: "${text.slice(0, 120)}…", cancelled, mods/ unchanged; ${file}`);
}

/** The chat answering with tool cards under the model chip; then the same chat with its server down, and Retry. */
async function chat(page, workspace, modelUrl, out, log) {
  let frame = await openChat(page);
  await setExpanded(page, 'Chat', true);
  await setExpanded(page, 'Mods', false).catch(() => undefined);
  frame = await chatFrame(page);
  await frame.locator('#new-chat').click();
  await ask(frame, `Please ${model.ASK_SODIUM}.`);
  await waitUntil(
    () => page.locator('.quick-input-widget').isVisible(),
    async () => `the checklist never opened:\n${await transcriptText(frame)}`,
  );
  await page.keyboard.press('Escape');
  await frame.locator('#decline-changes').click();
  const closing = frame.locator('.entry.assistant', { hasText: model.SODIUM_CLOSING }).last();
  await waitUntil(
    () => closing.isVisible(),
    async () => `no answer after Decline all:\n${await transcriptText(frame)}`,
  );
  const cards = await frame.locator('.tool-card').count();
  if (cards < 2) throw new Error(`the answer shows ${cards} tool cards, not the list_instances and list_mods ones`);
  const chip = (await frame.locator('.provider').first().innerText()).trim();
  if (!chip.includes('fake-model')) throw new Error(`the model chip does not name the model: "${chip}"`);
  if (!fs.existsSync(path.join(workspace, ...sample.SODIUM_JAR.split('/'))))
    throw new Error('Sodium was changed although declined');
  // The picture shows the tool cards with the answer under them: the transcript is scrolled to the first card.
  const card = frame.locator('.tool-card').first();
  await card.evaluate((node) => node.scrollIntoView({ block: 'start' }));
  const area = await frame.locator('#transcript').boundingBox();
  const shown = await card.boundingBox();
  if (area === null || shown === null || shown.y < area.y - 1 || shown.y > area.y + area.height)
    throw new Error(`the tool card is not in the transcript's view: ${JSON.stringify({ area, shown })}`);
  const sidebar = await page.locator('.part.sidebar').first().boundingBox();
  log(`chat: ${cards} tool cards, chip "${chip}"; ${await shot(page, out('chat'), sidebar, 0)}`);

  // The server goes down (a workspace setting points at a closed port): one error, under the question, with Retry.
  const settings = path.join(workspace, '.vscode', 'settings.json');
  const port = await closedPort();
  fs.writeFileSync(settings, `${JSON.stringify({ 'nova.provider.baseUrl': `http://127.0.0.1:${port}/v1` })}\n`);
  let stop = null;
  try {
    await sleep(2000);
    await frame.locator('#new-chat').click();
    const question = 'Is my pack fine?';
    await ask(frame, question);
    const retry = frame.locator('#retry-turn');
    await waitUntil(
      () => retry.isVisible(),
      async () => `no Retry after the server failed:\n${await transcriptText(frame)}`,
    );
    const errors = await frame.locator('.entry.notice.error').count();
    if (errors !== 1) throw new Error(`the error is shown ${errors} times in the transcript, not once`);
    if (await frame.locator('.banner').first().isVisible())
      throw new Error('the error is shown twice (a banner as well as under the question)');
    const notice = (await frame.locator('.entry.notice.error').first().innerText()).replace(/\s+/g, ' ');
    if (/ECONNREFUSED|fetch failed|getaddrinfo/.test(notice.split('.')[0]))
      throw new Error(`the error leads with a raw code: ${notice}`);
    log(`chat error: "${notice}"; ${await shot(page, out('chat-error'), sidebar, 0)}`);
    // The server comes back at the same address; Retry asks again and the answer replaces the error.
    stop = await forwarder(port, modelUrl);
    await retry.click();
    await waitUntil(
      async () => (await transcriptText(frame)).includes(`You asked: ${question}`),
      async () => `Retry did not get an answer once the server was back:\n${await transcriptText(frame)}`,
    );
    await waitUntil(
      async () => (await frame.locator('.entry.notice.error').count()) === 0,
      'the error stayed after Retry succeeded',
      30_000,
    );
    log('Retry answered once the server was back');
  } finally {
    await stop?.();
    fs.writeFileSync(settings, '{}\n');
  }
  await frame.locator('#new-chat').click();
}

/** The mod rows under `instance` in the Mods view, in the order shown (rows are flat in the DOM). */
async function rowsUnder(pane, instance) {
  const rows = pane.locator('.monaco-list-row');
  const texts = (await rows.allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
  const start = texts.findIndex((t) => t.includes(instance));
  const out = [];
  for (let i = start + 1; start >= 0 && i < texts.length; i++) {
    if ((await rows.nth(i).getAttribute('aria-level')) === '1') break;
    out.push(texts[i]);
  }
  return out;
}

/** The Mods view with the Chat pane collapsed (the list is virtual: rows out of sight are not in the page). */
async function modsPane(page) {
  await runCommand(page, 'Nova: Open Chat');
  const { header } = sidebarPane(page, 'Chat');
  // The chat can expand again a moment after it was revealed: the panes are set until they stay so.
  await waitUntil(
    async () => {
      await setExpanded(page, 'Mods', true);
      await setExpanded(page, 'Chat', false);
      await sleep(1500);
      return (await header.getAttribute('aria-expanded')) !== 'true';
    },
    'the Chat pane kept opening over the Mods view',
    60_000,
  );
  const { pane } = sidebarPane(page, 'Mods');
  return pane;
}

/** The Problem Pack's jars from newest to oldest (their modification times are set so; see `dateAdded`). */
const NEWEST_FIRST = ['forgeonly-1.0.jar', 'alpha-1.0.jar', 'broken-0.1.jar', 'beta-2.0.jar', 'alpha-1.1.jar'];
/** How each of those jars' rows reads in the Mods view (label, then version), in the same order. */
const NEWEST_FIRST_ROWS = [/^forgeonly/i, /^Alpha.*1\.0\.0/, /^broken/i, /^Beta/, /^Alpha.*1\.1\.0/];

/** Gives the Problem Pack's jars modification times an hour apart, newest first as NEWEST_FIRST (not name order). */
function dateAdded(workspace) {
  const mods = path.join(workspace, ...sample.PROBLEM_MODS.split('/'));
  const now = Date.now() / 1000;
  NEWEST_FIRST.forEach((name, index) => {
    const when = now - 3600 * (index + 1);
    fs.utimesSync(path.join(mods, name), when, when);
  });
}

/**
 * "Sort Mods" by date added: the picker (its picture), then the rows newest first; then two rows selected and the
 * menu's Disable (its picture), which disables both in one change that one Undo takes back.
 */
async function sortAndMultiSelect(page, workspace, out, log) {
  const pane = await modsPane(page);
  const instance = pane.locator('.monaco-list-row[aria-level="1"]', { hasText: sample.PROBLEM_INSTANCE }).first();
  await waitUntil(() => instance.isVisible(), `the Mods view lists no "${sample.PROBLEM_INSTANCE}"`);
  if ((await instance.getAttribute('aria-expanded')) !== 'true') await instance.click();
  await rowOf(pane, sample.PROBLEM_INSTANCE, 'Beta');
  await runCommand(page, 'Nova: Sort Mods');
  const widget = page.locator('.quick-input-widget');
  const added = widget.locator('.monaco-list-row', { hasText: 'Date added' }).first();
  await waitUntil(
    () => added.isVisible(),
    async () => `no "Date added" in the sort picker: ${await quickPickLabels(page)}`,
  );
  const labels = await quickPickLabels(page);
  for (const sort of ['Name', 'Date added (newest first)', 'Size (largest first)', 'Source'])
    if (!labels.includes(sort)) throw new Error(`the sort picker lacks "${sort}": ${labels}`);
  const sidebar = await page.locator('.part.sidebar').first().boundingBox();
  await pointerAway(page);
  const sortShot = await shot(page, out('mods-sort'), union(sidebar, await widget.boundingBox()), 0);
  await pickQuickPickItem(page, 'Date added');
  await waitUntil(
    async () => {
      const rows = await rowsUnder(pane, sample.PROBLEM_INSTANCE);
      return rows.length === NEWEST_FIRST_ROWS.length && NEWEST_FIRST_ROWS.every((re, i) => re.test(rows[i]));
    },
    async () =>
      `the Problem Pack's rows are not newest first (${NEWEST_FIRST.join(', ')}): ${(await rowsUnder(pane, sample.PROBLEM_INSTANCE)).join(' | ')}`,
    30_000,
  );
  log(`sorted by date added: ${(await rowsUnder(pane, sample.PROBLEM_INSTANCE)).join(' | ')}; ${sortShot}`);

  // Two rows selected (click, Ctrl+click); the menu of one of them offers Disable for both.
  const mods = path.join(workspace, ...sample.PROBLEM_MODS.split('/'));
  const [first, second] = NEWEST_FIRST;
  const rowA = await rowOf(pane, sample.PROBLEM_INSTANCE, 'forgeonly');
  const index = Number(await rowA.getAttribute('data-index'));
  const rowB = pane.locator(`.monaco-list-row[data-index="${index + 1}"]`).first();
  const rowBText = ((await rowB.textContent()) ?? '').replace(/\s+/g, ' ');
  if (!NEWEST_FIRST_ROWS[1].test(rowBText.trim()))
    throw new Error(`the row after forgeonly is not Alpha 1.0.0: ${rowBText}`);
  await rowA.locator('.label-name').first().click();
  await rowB
    .locator('.label-name')
    .first()
    .click({ modifiers: ['Control'] });
  await waitUntil(
    async () => (await pane.locator('.monaco-list-row.selected').count()) === 2,
    async () => `${await pane.locator('.monaco-list-row.selected').count()} rows selected, not 2`,
    15_000,
  );
  const menu = page.locator('.monaco-menu').first();
  const menuLabels = async () =>
    (await page.locator('.monaco-menu .action-item:not(.disabled) .action-label').allTextContents()).map((t) =>
      t.trim(),
    );
  await waitUntil(
    async () => {
      if (!(await menu.isVisible())) {
        // At the row's right end, so the menu leaves the selected rows in sight.
        const box = await rowA.boundingBox();
        await rowA.click({ button: 'right', position: { x: (box?.width ?? 200) - 12, y: (box?.height ?? 22) / 2 } });
        await sleep(800);
      }
      return (await menuLabels()).includes('Disable');
    },
    async () => `the menu of the selection offers no Disable: ${(await menuLabels()).join(' | ')}`,
    60_000,
  );
  if ((await pane.locator('.monaco-list-row.selected').count()) !== 2)
    throw new Error('the right-click dropped the multi-selection');
  if ((await menuLabels()).includes('Enable')) throw new Error('the menu of two enabled mods offers Enable');
  await pointerAway(page);
  const selectShot = await shot(page, out('mods-multiselect'), union(sidebar, await menu.boundingBox()), 0);
  await page
    .locator('.monaco-menu .action-item:not(.disabled) .action-label', { hasText: /^Disable$/ })
    .first()
    .click();
  const both = [first, second].map((name) => path.join(mods, name));
  await waitUntil(
    () => both.every((jar) => exists(`${jar}.disabled`) && !exists(jar)),
    () => `Disable did not rename both selected jars: ${listing(mods)}`,
    60_000,
  );
  await runCommand(page, 'Nova: Undo Last Change');
  await waitUntil(
    () => both.every((jar) => exists(jar) && !exists(`${jar}.disabled`)),
    () => `one Undo did not bring both jars back: ${listing(mods)}`,
    60_000,
  );
  log(`multi-selection: Disable renamed ${first} and ${second} in one change, one Undo took it back; ${selectShot}`);
  // Back to name order for the pictures after this one.
  await runCommand(page, 'Nova: Sort Mods');
  await pickQuickPickItem(page, 'Name');
}

/** Unticking Delta, which Epsilon requires: the question names Epsilon; "Also disable" disables both in one change. */
async function dependentsQuestion(page, workspace, out, log) {
  // The toast of the Undo before this is not part of the picture.
  await runCommand(page, 'Notifications: Clear All Notifications');
  const pane = await modsPane(page);
  const [delta, epsilon] = sample.CLEAN_JARS.map((jar) => path.join(workspace, ...jar.split('/')));
  const row = await rowOf(pane, sample.CLEAN_INSTANCE, 'Delta');
  const widget = page.locator('.quick-input-widget');
  // A click that lands while the panes still move is lost; the checkbox is clicked again only then.
  await waitUntil(
    async () => {
      await row.locator('.custom-view-tree-node-item-checkbox, [role="checkbox"]').first().click();
      return waitUntil(() => widget.isVisible(), 'no question yet', 10_000).catch(() => false);
    },
    'no question after unticking Delta, which Epsilon requires',
    60_000,
  );
  const title = ((await widget.locator('.quick-input-title').textContent()) ?? '').trim();
  if (!/Disabling Delta stops 1 other mod from loading/.test(title))
    throw new Error(`the question's title does not say what stops loading: "${title}"`);
  const labels = await quickPickLabels(page);
  for (const words of ['Also disable Epsilon', 'Only Delta', 'Cancel', 'Epsilon requires delta'])
    if (!labels.includes(words)) throw new Error(`the question lacks "${words}": ${labels}`);
  if (!exists(delta)) throw new Error('Delta was disabled before the question was answered');
  const sidebar = await page.locator('.part.sidebar').first().boundingBox();
  await pointerAway(page);
  const file = await shot(page, out('disable-dependents'), union(sidebar, await widget.boundingBox()), 0);
  await pickQuickPickItem(page, 'Also disable Epsilon');
  await waitUntil(
    () => [delta, epsilon].every((jar) => exists(`${jar}.disabled`) && !exists(jar)),
    '"Also disable Epsilon" did not disable both',
    60_000,
  );
  await runCommand(page, 'Nova: Undo Last Change');
  await waitUntil(
    () => [delta, epsilon].every((jar) => exists(jar) && !exists(`${jar}.disabled`)),
    'one Undo did not enable both again',
    60_000,
  );
  log(`dependents question: "${title}" — ${labels}; ${file}`);
}

/**
 * Replaces the user settings through VS Code's own editor ("Preferences: Open User Settings (JSON)"), so the change
 * takes effect at once (code-server does not notice the file being written behind its back).
 */
async function writeUserSettings(page, userSettings, text) {
  await runCommand(page, 'Preferences: Open User Settings (JSON)');
  const tab = page.locator('.tabs-container .tab.active', { hasText: 'settings.json' }).first();
  await waitUntil(() => tab.isVisible(), 'the user settings did not open');
  const editor = page.locator('.part.editor .monaco-editor').first();
  await editor.locator('.view-lines').click();
  await page.keyboard.press('Control+A');
  // Pasted as one piece of text (typing it would auto-indent each line and auto-close the braces).
  await page.evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
  await page.keyboard.press('Control+S');
  await waitUntil(
    () => JSON.stringify(JSON.parse(fs.readFileSync(userSettings, 'utf8'))) === JSON.stringify(JSON.parse(text)),
    () => `the user settings were not saved: ${fs.readFileSync(userSettings, 'utf8')}`,
    30_000,
  );
  await waitUntil(
    async () => {
      if (await tab.isVisible()) await closeEditors(page);
      await sleep(1000);
      return !(await tab.isVisible());
    },
    'the user settings stayed open',
    60_000,
  );
}

/** The user settings as they are now without the provider (as before any setup). */
function withoutProvider(userSettings) {
  const settings = JSON.parse(fs.readFileSync(userSettings, 'utf8'));
  for (const key of Object.keys(settings)) if (key.startsWith('nova.provider.')) delete settings[key];
  return `${JSON.stringify(settings, null, 4)}\n`;
}

/**
 * The chat before any setup (the chip says so; a question waits with the setup steps), Choose Provider → Ollama
 * listing the installed models, and the offer to send the waiting question, which then gets its answer.
 */
async function chatSetup(page, userSettings, modelUrl, out, log) {
  const before = fs.readFileSync(userSettings, 'utf8');
  const ollama = await startOllamaLookAlike(new URL(modelUrl).origin);
  try {
    let frame = await openChat(page);
    await setExpanded(page, 'Chat', true);
    await setExpanded(page, 'Mods', false).catch(() => undefined);
    frame = await chatFrame(page);
    await frame.locator('#new-chat').click();
    await writeUserSettings(page, userSettings, withoutProvider(userSettings));
    const chip = frame.locator('.provider').first();
    await waitUntil(
      async () => ((await chip.innerText()) ?? '').includes('No model yet — Choose Provider'),
      async () => `the chip does not say no model is set up: "${await chip.innerText()}"`,
      60_000,
    );
    const question = 'Which mods does Problem Pack have?';
    await ask(frame, question);
    const setup = frame.locator('.entry.setup');
    await waitUntil(
      () => setup.isVisible(),
      async () => `no setup steps under the question:\n${await transcriptText(frame)}`,
    );
    const setupText = (await setup.innerText()).replace(/\s+/g, ' ');
    if (!setupText.includes('Nothing was sent'))
      throw new Error(`the setup steps do not say nothing was sent: ${setupText}`);
    if ((await frame.locator('.entry.notice.error').count()) > 0)
      throw new Error('a missing setup is shown as an error');
    const sidebar = await page.locator('.part.sidebar').first().boundingBox();
    log(
      `before setup: chip "${(await chip.innerText()).trim()}"; ${await shot(page, out('chat-before-setup'), sidebar, 0)}`,
    );

    // The chip does what it says: Choose Provider; Ollama lists what is installed.
    await chip.click();
    await pickQuickPickStep(page, 'Ollama');
    const widget = page.locator('.quick-input-widget');
    const listed = await waitUntil(
      async () => {
        const title =
          (await widget
            .locator('.quick-input-title')
            .textContent()
            .catch(() => '')) ?? '';
        const labels = await quickPickLabels(page);
        return title.includes('models installed in Ollama') &&
          labels.includes('qwen2.5:7b') &&
          labels.includes('llama3.2:latest') &&
          !labels.includes('OpenAI')
          ? labels
          : null;
      },
      async () => `Ollama's installed models were not listed; shown: ${await quickPickLabels(page)}`,
      60_000,
    );
    if (!listed.includes('3.2B')) throw new Error(`the model sizes are not shown: ${listed}`);
    log(
      `Ollama models: ${listed}; ${await shot(page, out('choose-provider-ollama'), union(sidebar, await widget.boundingBox()), 0)}`,
    );
    await pickQuickPickItem(page, 'llama3.2:latest');

    // The question typed before is offered to be sent, naming the model now used.
    const offer = frame.locator('.entry.notice', { has: frame.locator('#send-waiting') });
    // The pick writes the preset, the URL and the model one after another; the offer names the model at the end.
    await waitUntil(
      async () => (await offer.last().isVisible()) && (await offer.last().innerText()).includes('llama3.2:latest'),
      async () =>
        `no offer to send the waiting question with the model chosen after Choose Provider:\n${await transcriptText(frame)}`,
      60_000,
    );
    if ((await offer.count()) !== 1) throw new Error(`the offer is shown ${await offer.count()} times, not once`);
    const offerText = (await offer.first().innerText()).replace(/\s+/g, ' ');
    if (await setup.isVisible()) throw new Error('the setup steps stayed after a provider was chosen');
    if (!(await transcriptText(frame)).includes(question)) throw new Error('the waiting question left the transcript');
    log(`after Choose Provider: "${offerText}"; ${await shot(page, out('chat-provider-chosen'), sidebar, 0)}`);
    await frame.locator('#send-waiting').click();
    await waitUntil(
      async () => (await transcriptText(frame)).includes(`You asked: ${question}`),
      async () => `"Send It Now" got no answer:\n${await transcriptText(frame)}`,
    );
    const asked = (await transcriptText(frame)).split(question).length - 1;
    if (asked < 2) throw new Error('the answer does not follow the question');
    if ((await frame.locator('#send-waiting').count()) > 0)
      throw new Error('the offer stayed after the question was sent');
    log('Send It Now sent the waiting question and it was answered');
  } finally {
    await writeUserSettings(page, userSettings, before).catch((error) => log(`settings not put back: ${error}`));
    await ollama.close();
  }
  await sleep(1500);
}

/** "Add to Nova" on a selection of the crash report: a chip above the prompt, sent with the next question. */
async function addToNova(page, out, log) {
  const name = path.basename(sample.SAMPLE_CRASH_REPORT);
  await (await openChat(page)).locator('#new-chat').click();
  await closeEditors(page);
  const input = page.locator('.quick-input-widget .quick-input-box input');
  const row = page.locator('.quick-input-widget .monaco-list-row', { hasText: name }).first();
  const tab = page.locator('.tabs-container .tab.active', { hasText: name }).first();
  // Quick Open, again until the file's tab is the active one (an editor closing late can take the focus back).
  await waitUntil(
    async () => {
      await runCommand(page, 'Go to File');
      await waitUntil(() => input.isVisible(), 'Quick Open did not open', 15_000);
      await input.fill(name);
      await waitUntil(() => row.isVisible(), 'not found yet', 30_000);
      // The row itself: Enter would open the first row, which can be another recently opened file.
      await row.click();
      return waitUntil(() => tab.isVisible(), 'not open yet', 10_000).catch(() => false);
    },
    async () => `${name} did not open from Quick Open: ${await quickPickLabels(page)}`,
    120_000,
  );
  // Lines 5–9: the description and the loader's explanation; then the editor's menu on the selection.
  const editor = page.locator('.part.editor .monaco-editor').first();
  await editor.locator('.view-lines').click();
  await page.keyboard.press('Control+Home');
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
  for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+ArrowDown');
  await sleep(500);
  const selected = editor.locator('.selected-text').first();
  await waitUntil(() => selected.isVisible(), 'the lines were not selected');
  // The text layer over the selection takes the click: right-click at the selection's place.
  const where = await selected.boundingBox();
  if (where === null) throw new Error('the selection has no box');
  await page.mouse.click(where.x + 30, where.y + where.height / 2, { button: 'right' });
  const item = page
    .locator('.monaco-menu .action-item:not(.disabled) .action-label', { hasText: /^Add to Nova$/ })
    .first();
  await waitUntil(
    () => item.isVisible(),
    async () =>
      `no "Add to Nova" in the editor's menu: ${(await page.locator('.monaco-menu .action-label').allTextContents()).join(' | ')}`,
    15_000,
  );
  await page.keyboard.press('Escape');
  // The same command from the palette, on the selection (the menu's item is what it runs).
  await runCommand(page, 'Nova: Add to Nova');
  const frame = await chatFrame(page);
  const chip = frame.locator('#attachments .attachment-chip').first();
  await waitUntil(() => chip.isVisible(), 'no attachment chip above the prompt after "Add to Nova"');
  const label = ((await chip.locator('.attachment-label').innerText()) ?? '').trim();
  if (label !== `${name}:5–9`) throw new Error(`the chip does not name the selection's file and lines: "${label}"`);
  if ((await chip.locator('.codicon-selection').count()) !== 1) throw new Error('the chip has no selection icon');
  await pointerAway(page);
  const file = await shot(page, out('add-to-nova'));
  await ask(frame, 'What does this part of the crash report say?');
  await waitUntil(
    async () => (await frame.locator('#attachments .attachment-chip').count()) === 0,
    'the attachment stayed above the prompt after the question was sent',
    30_000,
  );
  await waitUntil(
    async () => (await frame.locator('.entry.user').last().innerText()).includes(`${name}:5–9`),
    async () => `the question does not show what was attached:\n${await transcriptText(frame)}`,
    30_000,
  );
  log(`Add to Nova: chip "${label}", sent with the question; ${file}`);
  await frame.locator('#new-chat').click();
  await closeEditors(page);
}

/**
 * "Analyze Crash" with a second instance named like another ("Clean Pack" in another folder): the Problem Pack, which
 * has a crash report, comes first with a mark and when it crashed; the two "Clean Pack" rows differ by folder.
 */
async function crashPicker(page, workspace, out, log) {
  const twin = path.join(workspace, 'Clean Pack (old)');
  fs.cpSync(path.join(workspace, sample.CLEAN_INSTANCE), twin, { recursive: true });
  try {
    const widget = page.locator('.quick-input-widget');
    const rows = widget.locator('.monaco-list-row');
    let texts = [];
    await waitUntil(
      async () => {
        // The picker lists the instances known when it opens; the copy is found by the next scan.
        if (await widget.isVisible()) {
          await page.keyboard.press('Escape');
          await sleep(500);
        }
        await runCommand(page, 'Nova: Analyze Crash');
        await waitUntil(() => rows.first().isVisible(), 'no instance picker', 15_000);
        texts = (await rows.allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
        return texts.filter((t) => t.startsWith(sample.CLEAN_INSTANCE)).length === 2;
      },
      async () => `the picker does not list the second "${sample.CLEAN_INSTANCE}": ${texts.join(' | ')}`,
      120_000,
      2000,
    );
    const first = rows.first();
    if (!texts[0].startsWith(sample.PROBLEM_INSTANCE) || !/crashed/.test(texts[0]))
      throw new Error(`the instance with a crash report is not first and marked: ${texts.join(' | ')}`);
    if ((await first.locator('.codicon-flame').count()) !== 1)
      throw new Error('the crashed instance has no flame mark');
    if (texts.slice(1).some((t) => /crashed/.test(t)))
      throw new Error(`an instance without a crash is marked: ${texts.join(' | ')}`);
    const twins = texts.filter((t) => t.startsWith(sample.CLEAN_INSTANCE));
    if (!twins.some((t) => t.includes('Clean Pack (old)')) || twins[0] === twins[1])
      throw new Error(`the two "${sample.CLEAN_INSTANCE}" rows are not told apart: ${twins.join(' | ')}`);
    await pointerAway(page);
    const file = await shot(page, out('crash-picker'), await widget.boundingBox(), 24);
    log(`crash picker: ${texts.join(' | ')}; ${file}`);
    await page.keyboard.press('Escape');
  } finally {
    fs.rmSync(twin, { recursive: true, force: true });
  }
}

/** Exporting with the Modrinth lookup failing: the finished notification is a warning that names what failed. */
async function exportWarning(page, workspace, out, log) {
  const settings = path.join(workspace, '.vscode', 'settings.json');
  const target = path.join(workspace, 'Clean Pack.mrpack');
  fs.rmSync(target, { force: true });
  fs.writeFileSync(
    settings,
    `${JSON.stringify({ 'nova.modrinth.baseUrl': `http://127.0.0.1:${await closedPort()}` })}\n`,
  );
  try {
    await sleep(2000);
    await runCommand(page, 'Nova: Export Modpack…');
    await pickQuickPickStep(page, sample.CLEAN_INSTANCE);
    await pickQuickPickStep(page, 'Modrinth (.mrpack)');
    await pickQuickPickStep(page, 'Look up mods on Modrinth');
    const input = page.locator('.quick-input-widget .quick-input-box input');
    await waitUntil(
      async () => (await input.isVisible()) && (await input.inputValue()).endsWith('.mrpack'),
      'no save dialog with a .mrpack name',
    );
    await input.fill(target);
    await input.press('Enter');
    const toast = page.locator('.notification-toast', { hasText: 'Exported' }).first();
    await waitUntil(
      () => toast.isVisible(),
      async () =>
        `no notification after the export: ${(await page.locator('.notification-toast').allTextContents()).join(' | ')}`,
    );
    const text = (await toast.innerText()).replace(/\s+/g, ' ');
    if (!fs.existsSync(target)) throw new Error(`${target} was not written`);
    if (!/Modrinth lookup failed/.test(text.split('.')[0]))
      throw new Error(`the notification does not lead with what failed: ${text}`);
    if (/\b0 of 0\b/.test(text)) throw new Error(`the notification says "0 of 0": ${text}`);
    if ((await toast.locator('.codicon-warning, .codicon-notifications-warning').count()) === 0)
      throw new Error(`the partial success is not a warning: ${await toast.innerHTML()}`);
    const file = await shot(page, out('export-warning'), await toast.boundingBox(), 24);
    log(`export: "${text}"; ${file}`);
    await runCommand(page, 'Notifications: Clear All Notifications');
  } finally {
    fs.writeFileSync(settings, '{}\n');
    fs.rmSync(target, { force: true });
  }
}

/**
 * A flow that opens the sample workspace of its own and runs `steps` once in each theme; the user settings (the
 * theme picked, the provider) are put back byte for byte, so the flows after it get what they had.
 */
function themedFlow(outputDir, name, prepare, steps) {
  const workspace = path.join(outputDir, 'workspace-screens');
  const shots = path.join(outputDir, 'screens');
  return {
    name,
    async run({ page, openWorkspace, log }) {
      await sample.makeWorkspace(workspace);
      prepare(workspace);
      fs.mkdirSync(path.join(workspace, '.vscode'), { recursive: true });
      fs.writeFileSync(path.join(workspace, '.vscode', 'settings.json'), '{}\n');
      fs.mkdirSync(shots, { recursive: true });
      await openWorkspace(workspace);
      const size = page.viewportSize();
      if (size?.width !== WIDTH || size?.height !== HEIGHT)
        throw new Error(`the window is ${JSON.stringify(size)}, not ${WIDTH}×${HEIGHT}`);
      const userSettings = path.join(outputDir, 'code-server', 'user-data', 'User', 'settings.json');
      const original = fs.readFileSync(userSettings, 'utf8');
      try {
        for (const [theme, kind] of THEMES) {
          await pickTheme(page, theme);
          await waitUntil(async () => (await themeKind(page)) === kind, `the theme did not turn ${kind}`, 60_000);
          await sleep(1000);
          log(`— ${theme}`);
          await steps({
            page,
            workspace,
            userSettings,
            modelUrl: JSON.parse(original)['nova.provider.baseUrl'],
            kind,
            out: (surface) => path.join(shots, `${surface}-${kind}.png`),
            log,
          });
        }
      } finally {
        await page.keyboard.press('Escape').catch(() => undefined);
        fs.writeFileSync(userSettings, original);
      }
    },
  };
}

/** @param {{ outputDir: string }} options */
export function screenshotFlows({ outputDir }) {
  return [
    themedFlow(
      outputDir,
      'screens: the Mods view, quick fixes, graph, bisect question and chat, in light and dark at 1440×900',
      () => undefined,
      async ({ page, workspace, modelUrl, out, log }) => {
        await modsView(page, out, log);
        await quickFixes(page, out, log);
        await dependencyGraph(page, out, log);
        await bisectConfirmation(page, workspace, out, log);
        await chat(page, workspace, modelUrl, out, log);
      },
    ),
    themedFlow(
      outputDir,
      "screens: the Mods view sorted by date added, a multi-selection's Disable, the question before disabling a required mod",
      dateAdded,
      async ({ page, workspace, out, log }) => {
        await sortAndMultiSelect(page, workspace, out, log);
        await dependentsQuestion(page, workspace, out, log);
      },
    ),
    themedFlow(
      outputDir,
      'screens: the chat before setup, Choose Provider → Ollama and the offer to send the waiting question, Add to Nova',
      () => undefined,
      async ({ page, userSettings, modelUrl, out, log }) => {
        // Add to Nova first: the settings editor the other step uses is not in its way.
        await addToNova(page, out, log);
        await chatSetup(page, userSettings, modelUrl, out, log);
      },
    ),
    themedFlow(
      outputDir,
      "screens: Analyze Crash's picker marks the crashed instance and tells same-named ones apart; a partial export warns",
      () => undefined,
      async ({ page, workspace, out, log }) => {
        await crashPicker(page, workspace, out, log);
        await exportWarning(page, workspace, out, log);
      },
    ),
  ];
}
