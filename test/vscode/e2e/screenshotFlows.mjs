// The surfaces a person sees, walked at 1440×900 in the light theme ("Light Modern") and the dark one ("Dark Modern"),
// each checked for what it must show before its picture is taken (docs/screens.md shows the pictures): the Mods view
// with an instance's menu, a missing dependency's quick fixes, the dependency graph's problem marks and missing mod,
// the bisect's question before its first change (cancelled), and the chat with an answer, its error state and Retry.
// It runs on a sample workspace of its own, so the workspace the other flows share is untouched, and puts the color
// theme back at the end. Pictures: .test-output/vscode/screens/<surface>-<light|dark>.png.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { ask, chatFrame, openChat, themeKind, transcriptText } from './chatFlows.mjs';
import { rowOf, setExpanded, sidebarPane } from './modsViewFlows.mjs';
import {
  openProblems,
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

/** @param {{ outputDir: string }} options */
export function screenshotFlows({ outputDir }) {
  const workspace = path.join(outputDir, 'workspace-screens');
  const shots = path.join(outputDir, 'screens');
  return [
    {
      name: 'screens: the Mods view, quick fixes, graph, bisect question and chat, in light and dark at 1440×900',
      async run({ page, openWorkspace, log }) {
        await sample.makeWorkspace(workspace);
        fs.mkdirSync(path.join(workspace, '.vscode'), { recursive: true });
        fs.writeFileSync(path.join(workspace, '.vscode', 'settings.json'), '{}\n');
        fs.mkdirSync(shots, { recursive: true });
        await openWorkspace(workspace);
        const size = page.viewportSize();
        if (size?.width !== WIDTH || size?.height !== HEIGHT)
          throw new Error(`the window is ${JSON.stringify(size)}, not ${WIDTH}×${HEIGHT}`);
        // The theme picked is saved in the user settings; they are put back byte for byte, so the flows after this one
        // (each opens a fresh window) get the theme they had.
        const userSettings = path.join(outputDir, 'code-server', 'user-data', 'User', 'settings.json');
        const original = fs.readFileSync(userSettings, 'utf8');
        try {
          for (const [theme, kind] of THEMES) {
            await pickTheme(page, theme);
            await waitUntil(async () => (await themeKind(page)) === kind, `the theme did not turn ${kind}`, 60_000);
            await sleep(1000);
            const out = (surface) => path.join(shots, `${surface}-${kind}.png`);
            log(`— ${theme}`);
            await modsView(page, out, log);
            await quickFixes(page, out, log);
            await dependencyGraph(page, out, log);
            await bisectConfirmation(page, workspace, out, log);
            await chat(page, workspace, JSON.parse(original)['nova.provider.baseUrl'], out, log);
          }
        } finally {
          await page.keyboard.press('Escape').catch(() => undefined);
          fs.writeFileSync(userSettings, original);
        }
      },
    },
  ];
}
