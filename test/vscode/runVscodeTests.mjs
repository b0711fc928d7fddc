// Runs Nova's tests in a real VS Code: code-server (installed on demand into .tools/) hosting the
// extension from this folder, driven by headless Debian Chromium through playwright-core.
//   1. the in-host suite (out/test/vscode/index.js, mocha inside the extension host);
//   2. the end-to-end UI flows in test/vscode/e2e/, as a person would click through them;
//   3. the release flows: `npm run vsix`, installed into a second code-server and checked on the sample workspace,
//      then the same installed copy in Restricted Mode (Workspace Trust on, folder untrusted).
// Prints every result, ends with the line `N passed, M failed`, and exits non-zero on any failure
// or time-out. Screenshots and logs of a run go to .test-output/vscode/. `--no-build` skips the
// `node esbuild.js --tests` step (for iterating on bundles built some other way).
// NOVA_UI_FLOWS=<regex> runs only the UI flows whose name matches (case-insensitive) and skips the in-host suite
// and the .vsix flows, to iterate on one flow cheaply; NOVA_IN_HOST_GREP=<regex> runs only the matching in-host
// tests (and no UI flow unless NOVA_UI_FLOWS is set too). A filtered run never counts as the full suite.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  ToolSetupError,
  failureText,
  devPayload,
  ensureTools,
  freePort,
  launchChromium,
  pollUntil,
  repoRoot,
  startCodeServer,
  workbenchUrl,
} from '../../scripts/vscodeTestTools.mjs';
import { conventionFlows } from './e2e/conventionFlows.mjs';
import { providerFlows } from './e2e/providerFlows.mjs';
import { scriptFlows } from './e2e/scriptFlows.mjs';
import { screenshotFlows } from './e2e/screenshotFlows.mjs';
import { chatFlows } from './e2e/chatFlows.mjs';
import { e2eFlows } from './e2e/e2eFlows.mjs';
import { graphFlows } from './e2e/graphFlows.mjs';
import { modpackFlows } from './e2e/modpackFlows.mjs';
import { modrinthFlows } from './e2e/modrinthFlows.mjs';
import { modsViewFlows } from './e2e/modsViewFlows.mjs';
import { runInstalledVsixFlow, runRestrictedModeFlow } from './e2e/vsixFlow.mjs';
import { FAKE_LANGUAGE_MODEL_ID, installFakeLanguageModel } from './fakeLanguageModel/installFakeLanguageModel.mjs';
import { waitForWorkbench } from './e2e/workbench.mjs';
import { tsImport } from 'tsx/esm/api';

const outputDir = path.join(repoRoot, '.test-output', 'vscode');
const inHostWorkspace = path.join(outputDir, 'workspace-in-host');
const e2eWorkspace = path.join(outputDir, 'workspace-e2e');
const resultsFile = path.join(outputDir, 'in-host-results.json');
const testsBundle = path.join(repoRoot, 'out', 'test', 'vscode', 'index.js');
/** The in-host suite gets this long in total; each of its tests polls with its own generous waits. */
const IN_HOST_TIMEOUT_MS = 15 * 60_000;

const serverLog = path.join(outputDir, 'code-server.log');
const HOST_EXITED = Symbol('extension host exited');
/** The flow filter of an iteration run (null: everything runs). */
const flowFilter = process.env.NOVA_UI_FLOWS ? new RegExp(process.env.NOVA_UI_FLOWS, 'i') : null;
const inHostGrep = process.env.NOVA_IN_HOST_GREP || null;
const filtered = flowFilter !== null || inHostGrep !== null;

function readText(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** The first error lines of a browser console log, to show why a run ended without results. */
function lastErrors(file) {
  return readText(file)
    .split('\n')
    .filter((line) => /error/i.test(line) && !/open-vsx|ERR_NAME_NOT_RESOLVED|404/.test(line))
    .slice(0, 6)
    .map((line) => `    ${line.slice(0, 300)}`);
}

function say(line) {
  process.stdout.write(`${line}\n`);
}

function runStep(title, command, args) {
  say(`[vscode-tests] ${title}`);
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new ToolSetupError(`${title} failed (exit ${result.status ?? result.signal}).`);
}

function makeWorkspace(dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  runStep(`Generating the test workspace ${path.relative(repoRoot, dir)}`, process.execPath, [
    '--import',
    'tsx',
    path.join('test', 'vscode', 'makeWorkspace.ts'),
    dir,
  ]);
}

async function screenshot(page, name) {
  if (!page || page.isClosed()) return null;
  const file = path.join(outputDir, `${name}.png`);
  try {
    await page.screenshot({ path: file, fullPage: true, timeout: 30_000 });
    return file;
  } catch {
    return null;
  }
}

function recordConsole(page, name) {
  const file = path.join(outputDir, `${name}-console.log`);
  const stream = fs.createWriteStream(file);
  page.on('console', (message) => stream.write(`[${message.type()}] ${message.text()}\n`));
  page.on('pageerror', (error) => stream.write(`[pageerror] ${error.message}\n`));
  return file;
}

async function runInHostSuite(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const consoleLog = recordConsole(page, 'in-host');
  const url = workbenchUrl(
    base,
    inHostWorkspace,
    devPayload(base, { extensionPath: repoRoot, testsPath: testsBundle }),
  );
  say('[vscode-tests] In-host suite: opening the Extension Development Host…');
  try {
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 120_000 });
    await waitForWorkbench(page);
    let hostExitedAt = null;
    const raw = await pollUntil(
      () => {
        if (fs.existsSync(resultsFile)) return fs.readFileSync(resultsFile, 'utf8');
        // An extension host that exits without results (a bundle that fails to load) ends the wait early.
        if (hostExitedAt === null && readText(serverLog).includes('Extension Host Process exited'))
          hostExitedAt = Date.now();
        return hostExitedAt !== null && Date.now() - hostExitedAt > 15_000 ? HOST_EXITED : null;
      },
      { timeoutMs: IN_HOST_TIMEOUT_MS, intervalMs: 500 },
    );
    if (raw === HOST_EXITED) {
      const shot = await screenshot(page, 'in-host-exited');
      return {
        passed: 0,
        failed: 1,
        lines: [
          `✗ in-host suite: the extension host exited without writing results (see ${path.relative(repoRoot, consoleLog)}` +
            ` and ${path.relative(repoRoot, serverLog)}${shot ? `; screenshot: ${path.relative(repoRoot, shot)}` : ''})`,
          ...lastErrors(consoleLog),
        ],
      };
    }
    if (raw === null) {
      const shot = await screenshot(page, 'in-host-timeout');
      return {
        passed: 0,
        failed: 1,
        lines: [
          `✗ in-host suite: no results after ${IN_HOST_TIMEOUT_MS / 60_000} minutes` +
            ` (browser console: ${path.relative(repoRoot, consoleLog)}${shot ? `, screenshot: ${path.relative(repoRoot, shot)}` : ''})`,
        ],
      };
    }
    const results = JSON.parse(raw);
    const lines = [
      ...results.passes.map((title) => `✓ ${title}`),
      ...results.failures.map(
        (failure) => `✗ ${failure.title}\n    ${failure.error.split('\n').slice(0, 8).join('\n    ')}`,
      ),
    ];
    if (results.failed > 0) {
      const shot = await screenshot(page, 'in-host-failure');
      if (shot) lines.push(`  screenshot: ${path.relative(repoRoot, shot)}`);
    }
    return { passed: results.passed, failed: results.failed, lines };
  } finally {
    await context.close().catch(() => undefined);
  }
}

async function runE2eFlows(browser, base, fakeModrinth) {
  const outcome = { passed: 0, failed: 0, lines: [] };
  const url = workbenchUrl(base, e2eWorkspace, devPayload(base, { extensionPath: repoRoot }));
  const flows = [
    ...e2eFlows,
    ...modsViewFlows({ outputDir }),
    ...chatFlows({ outputDir }),
    ...modrinthFlows({ modrinth: fakeModrinth }),
    ...modpackFlows,
    ...graphFlows,
    ...conventionFlows({ outputDir }),
    ...providerFlows({ outputDir }),
    ...scriptFlows({ outputDir }),
    ...screenshotFlows({ outputDir }),
  ].filter((flow) => (filtered ? flowFilter !== null && flowFilter.test(flow.name) : true));
  if (filtered) say(`[vscode-tests] Filtered run: UI flows matching ${flowFilter ?? '(none)'}: ${flows.length}`);
  for (const flow of flows) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const name = `e2e-${flow.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
    const consoleLog = recordConsole(page, name);
    say(`[vscode-tests] UI flow: ${flow.name}…`);
    try {
      await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 120_000 });
      await waitForWorkbench(page);
      // A flow that needs a workspace of its own opens it in the same window, with the extension under test.
      const openWorkspace = async (folder) => {
        await page.goto(workbenchUrl(base, folder, devPayload(base, { extensionPath: repoRoot })), {
          waitUntil: 'domcontentloaded',
          timeout: 120_000,
        });
        await waitForWorkbench(page);
      };
      const flowContext = { page, workspace: e2eWorkspace, openWorkspace, log: (line) => say(`    ${line}`) };
      await flow.run(flowContext);
      outcome.passed += 1;
      outcome.lines.push(`✓ UI flow: ${flow.name}`);
    } catch (error) {
      outcome.failed += 1;
      const shot = await screenshot(page, name);
      outcome.lines.push(
        failureText(`UI flow: ${flow.name}`, error, [
          `browser console: ${path.relative(repoRoot, consoleLog)}`,
          shot && `screenshot: ${path.relative(repoRoot, shot)}`,
        ]),
      );
    } finally {
      await context.close().catch(() => undefined);
    }
  }
  return outcome;
}

/** Set once code-server runs; a signal before that needs no cleanup beyond process exit. */
/** @type {() => Promise<unknown>} */
let stopOnSignal = () => Promise.resolve();
for (const [signal, code] of /** @type {Array<[NodeJS.Signals, number]>} */ ([
  ['SIGINT', 130],
  ['SIGTERM', 143],
])) {
  process.once(signal, () => {
    stopOnSignal().then(() => process.exit(code));
  });
}

async function main() {
  ensureTools();
  fs.mkdirSync(outputDir, { recursive: true });
  if (process.argv.includes('--no-build')) say('[vscode-tests] --no-build: using the existing dist/ and out/ bundles.');
  else
    runStep('Building the extension and the in-host suite (node esbuild.js --tests)', process.execPath, [
      'esbuild.js',
      '--tests',
    ]);
  if (!fs.existsSync(testsBundle)) throw new ToolSetupError(`The build did not produce ${testsBundle}.`);
  makeWorkspace(inHostWorkspace);
  makeWorkspace(e2eWorkspace);
  fs.rmSync(resultsFile, { force: true });
  fs.rmSync(serverLog, { force: true });

  const serverDir = path.join(outputDir, 'code-server');
  fs.rmSync(serverDir, { recursive: true, force: true });
  // The chat flows talk to a scripted OpenAI-compatible model on 127.0.0.1; its URL goes into the user settings.
  const { startChatFakeModel } = await tsImport('./e2e/chatFakeModel.ts', import.meta.url);
  const fakeModel = await startChatFakeModel();
  // "Nova: Add Mod…" installs from a local Modrinth look-alike instead of api.modrinth.com.
  const { startE2eModrinth } = await tsImport('./e2e/modrinthFake.ts', import.meta.url);
  const fakeModrinth = await startE2eModrinth();
  // A language model registered at test time (the proposed chatProvider API) for the VS Code-models provider.
  say('[vscode-tests] Installing the test language model (test/vscode/fakeLanguageModel)…');
  await installFakeLanguageModel({
    extensionsDir: path.join(serverDir, 'extensions'),
    userDataDir: path.join(serverDir, 'user-data'),
    outputDir,
  });
  const port = await freePort();
  say(`[vscode-tests] Starting code-server on 127.0.0.1:${port}…`);
  const server = await startCodeServer({
    settings: {
      'nova.provider.preset': 'custom',
      'nova.provider.baseUrl': fakeModel.baseURL,
      'nova.provider.model': 'fake-model',
      'nova.modrinth.baseUrl': fakeModrinth.baseUrl,
    },
    folder: inHostWorkspace,
    port,
    userDataDir: path.join(serverDir, 'user-data'),
    extensionsDir: path.join(serverDir, 'extensions'),
    env: { NOVA_VSCODE_TEST_RESULTS: resultsFile, ...(inHostGrep !== null ? { NOVA_IN_HOST_GREP: inHostGrep } : {}) },
    logFile: serverLog,
    extraArgs: ['--enable-proposed-api', FAKE_LANGUAGE_MODEL_ID],
  });
  let browser;
  stopOnSignal = () => Promise.allSettled([browser?.close(), server.stop()]);
  try {
    browser = await launchChromium();
    const skipInHost = filtered && inHostGrep === null;
    const inHost = skipInHost
      ? { passed: 0, failed: 0, lines: ['(skipped: NOVA_UI_FLOWS is set)'] }
      : await runInHostSuite(browser, server.base);
    say('\nIn-host suite (real VS Code extension host):');
    for (const line of inHost.lines) say(`  ${line}`);
    say(`  in-host: ${inHost.passed} passed, ${inHost.failed} failed`);

    say('');
    const e2e = await runE2eFlows(browser, server.base, fakeModrinth);
    say('\nUI flows (code-server + Chromium):');
    for (const line of e2e.lines) say(`  ${line}`);
    say(`  UI flows: ${e2e.passed} passed, ${e2e.failed} failed`);

    if (filtered) {
      const passed = inHost.passed + e2e.passed;
      const failed = inHost.failed + e2e.failed;
      say(`\n${passed} passed, ${failed} failed (filtered run: the .vsix flows were skipped)`);
      return failed === 0 && passed > 0 ? 0 : 1;
    }
    // The release flow packs the production bundle (which replaces dist/) and needs no other code-server running.
    await server.stop();
    say('');
    const vsix = await runInstalledVsixFlow({
      browser,
      outputDir,
      workspace: path.join(outputDir, 'workspace-vsix'),
      makeWorkspace,
      screenshot,
      say,
    });
    const restricted = await runRestrictedModeFlow({
      browser,
      outputDir,
      installedTo: vsix.installedTo,
      workspace: path.join(outputDir, 'workspace-restricted'),
      makeWorkspace,
      screenshot,
      say,
    });
    say('\nInstalled .vsix (code-server --install-extension):');
    for (const line of [...vsix.lines, ...restricted.lines]) say(`  ${line}`);

    const passed = inHost.passed + e2e.passed + vsix.passed + restricted.passed;
    const failed = inHost.failed + e2e.failed + vsix.failed + restricted.failed;
    say('');
    say(`${passed} passed, ${failed} failed`);
    return failed === 0 && passed > 0 ? 0 : 1;
  } finally {
    await browser?.close().catch(() => undefined);
    await server.stop();
    await fakeModel.close();
    await fakeModrinth.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    const message =
      error instanceof Error
        ? error instanceof ToolSetupError
          ? error.message
          : (error.stack ?? error.message)
        : String(error);
    console.error(`[vscode-tests] ${message}`);
    console.error('0 passed, 1 failed');
    process.exit(1);
  },
);
