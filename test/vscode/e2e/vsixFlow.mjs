// The release check: `npm run vsix` packages Nova, the .vsix is installed into a fresh code-server with
// `--install-extension` (its own extensions folder, no Extension Development Host), and one flow runs against the
// installed copy: Nova activates on the sample workspace and its problems appear in the Problems panel.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import yauzl from 'yauzl';
import {
  codeServerEntry,
  failureText,
  freePort,
  repoRoot,
  startCodeServer,
  workbenchUrl,
} from '../../../scripts/vscodeTestTools.mjs';
import http from 'node:http';
import { ask, openChat, transcriptText } from './chatFlows.mjs';
import {
  focusWorkbench,
  openProblems,
  problemCounts,
  problemRows,
  quickPickLabels,
  runCommand,
  sleep,
  waitForWorkbench,
  waitUntil,
} from './workbench.mjs';

const MAX_VSIX_BYTES = 1.5 * 1024 * 1024;
const FORBIDDEN = [
  /^extension\/node_modules\//,
  /^extension\/src\//,
  /^extension\/test\//,
  /^extension\/bench\//,
  /^extension\/scripts\//,
  /\.map$/,
  /\.ts$/,
];
const REQUIRED = [
  'extension/package.json',
  'extension/dist/extension.js',
  'extension/dist/webview.js',
  'extension/LICENSE.txt',
  'extension/media/icon.png',
  'extension/readme.md',
];

function run(command, args, what) {
  const result = spawnSync(command, args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0)
    throw new Error(
      `${what} failed (exit ${result.status ?? result.signal}):\n${(result.stdout + result.stderr).slice(-2000)}`,
    );
  return result.stdout;
}

/** The entry names of a zip, read with yauzl (independent of Nova's own zip reader). */
async function zipEntryNames(file) {
  const zip = await yauzl.openPromise(file, { lazyEntries: true });
  const names = [];
  await new Promise((resolve, reject) => {
    zip.on('entry', (entry) => {
      names.push(entry.fileName);
      zip.readEntry();
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return names;
}

/** Packs with `npm run vsix` into `outputDir`, checks the archive, installs it and returns the extensions folder. */
async function packAndInstall(outputDir, log) {
  const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  const vsix = path.join(outputDir, `${manifest.name}-${manifest.version}.vsix`);
  fs.rmSync(vsix, { force: true });
  run('npm', ['run', 'vsix', '--', '--out', vsix], 'npm run vsix');
  const size = fs.statSync(vsix).size;
  const names = await zipEntryNames(vsix);
  log(`${path.basename(vsix)}: ${names.length} entries, ${(size / 1024).toFixed(0)} KiB`);
  if (size >= MAX_VSIX_BYTES) throw new Error(`the .vsix is ${size} bytes, over the 1.5 MB budget`);
  const forbidden = names.filter((name) => FORBIDDEN.some((re) => re.test(name)));
  if (forbidden.length > 0)
    throw new Error(`the .vsix carries files it must not:\n  ${forbidden.slice(0, 20).join('\n  ')}`);
  const missing = REQUIRED.filter((name) => !names.includes(name));
  if (missing.length > 0) throw new Error(`the .vsix lacks ${missing.join(', ')} (has: ${names.join(', ')})`);

  const serverDir = path.join(outputDir, 'code-server-vsix');
  fs.rmSync(serverDir, { recursive: true, force: true });
  const extensionsDir = path.join(serverDir, 'extensions');
  const userDataDir = path.join(serverDir, 'user-data');
  // code-server's CLI mode expects both folders to exist (it creates only their subfolders).
  fs.mkdirSync(path.join(userDataDir, 'User'), { recursive: true });
  fs.mkdirSync(extensionsDir, { recursive: true });
  const out = run(
    process.execPath,
    [codeServerEntry(), '--extensions-dir', extensionsDir, '--user-data-dir', userDataDir, '--install-extension', vsix],
    'code-server --install-extension',
  );
  log(out.trim().split('\n').pop() ?? '');
  const installed = path.join(extensionsDir, `${manifest.publisher}.${manifest.name}-${manifest.version}`);
  const installedManifest = path.join(installed, 'package.json');
  if (!fs.existsSync(installedManifest)) throw new Error(`code-server did not install Nova into ${installed}`);
  if (fs.lstatSync(installed).isSymbolicLink())
    throw new Error(`${installed} is a link to the checkout, not an installed copy`);
  if (fs.existsSync(path.join(installed, 'node_modules')) || fs.existsSync(path.join(installed, 'src')))
    throw new Error(`the installed copy in ${installed} carries node_modules or src`);
  return { extensionsDir, userDataDir, serverDir, installed };
}

/** Runs the installed-.vsix flow; returns `{ passed, failed, lines }` like the other phases. */
export async function runInstalledVsixFlow({ browser, outputDir, workspace, makeWorkspace, screenshot, say }) {
  const name = 'UI flow: the .vsix from `npm run vsix` installs into code-server, activates and shows problems';
  const log = (line) => say(`    ${line}`);
  say(`[vscode-tests] ${name}…`);
  let server = null;
  let page = null;
  try {
    const { extensionsDir, userDataDir, serverDir, installed } = await packAndInstall(outputDir, log);
    makeWorkspace(workspace);
    const port = await freePort();
    server = await startCodeServer({
      folder: workspace,
      port,
      userDataDir,
      extensionsDir,
      logFile: path.join(serverDir, 'code-server.log'),
    });
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    page = await context.newPage();
    await page.goto(workbenchUrl(server.base, workspace), { waitUntil: 'domcontentloaded', timeout: 120_000 });
    await waitForWorkbench(page);
    const counts = await waitUntil(
      async () => {
        const value = await problemCounts(page);
        return value && value.errors >= 3 ? value : null;
      },
      async () =>
        `the installed Nova never reported 3 errors (status bar: ${JSON.stringify(await problemCounts(page))})`,
    );
    log(`installed copy ${path.basename(installed)}: status bar ${counts.errors} errors, ${counts.warnings} warnings`);
    await openProblems(page);
    const wanted = ['duplicate-mod', 'missing-dependency', 'wrong-loader', 'corrupt-jar'];
    await waitUntil(
      async () => {
        const text = (await problemRows(page)).join('\n');
        return wanted.every((code) => text.includes(code));
      },
      async () => `the Problems panel lacks one of ${wanted.join(', ')}:\n${(await problemRows(page)).join('\n')}`,
    );
    await context.close();
    return { passed: 1, failed: 0, lines: [`✓ ${name}`], installedTo: { extensionsDir, serverDir } };
  } catch (error) {
    const shot = page ? await screenshot(page, 'e2e-installed-vsix') : null;
    return {
      passed: 0,
      failed: 1,
      lines: [failureText(name, error, [shot && `screenshot: ${path.relative(repoRoot, shot)}`])],
    };
  } finally {
    await server?.stop();
  }
}

/**
 * Restricted Mode with the installed copy: Workspace Trust on, the folder untrusted, and a `.vscode/settings.json`
 * that points Nova at a model server of the workspace's choosing. The problems still appear (read-only diagnostics
 * need no trust), the palette offers "Check Mod Conflicts" but not the commands that write ("Disable Mod…"), and the
 * chat refuses to send anything, so the workspace's server is never contacted.
 */
export async function runRestrictedModeFlow({
  browser,
  outputDir,
  installedTo,
  workspace,
  makeWorkspace,
  screenshot,
  say,
}) {
  const name = 'UI flow: Restricted Mode (untrusted workspace) keeps the installed Nova read-only';
  const log = (line) => say(`    ${line}`);
  say(`[vscode-tests] ${name}…`);
  if (!installedTo) return { passed: 0, failed: 1, lines: [`✗ ${name}\n    the .vsix was not installed`] };
  let server = null;
  let page = null;
  let listener = null;
  try {
    makeWorkspace(workspace);
    const hits = [];
    listener = http.createServer((req, res) => {
      hits.push(`${req.method} ${req.url}`);
      res.writeHead(500).end();
    });
    await new Promise((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const workspaceServer = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (listener.address()).port}/v1`;
    fs.mkdirSync(path.join(workspace, '.vscode'), { recursive: true });
    fs.writeFileSync(
      path.join(workspace, '.vscode', 'settings.json'),
      JSON.stringify({ 'nova.provider.preset': 'custom', 'nova.provider.baseUrl': workspaceServer }, null, 2),
    );
    const userDataDir = path.join(outputDir, 'code-server-restricted', 'user-data');
    fs.rmSync(path.dirname(userDataDir), { recursive: true, force: true });
    server = await startCodeServer({
      folder: workspace,
      port: await freePort(),
      userDataDir,
      extensionsDir: installedTo.extensionsDir,
      logFile: path.join(path.dirname(userDataDir), 'code-server.log'),
      restricted: true,
    });
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    page = await context.newPage();
    await page.goto(workbenchUrl(server.base, workspace), { waitUntil: 'domcontentloaded', timeout: 120_000 });
    await waitForWorkbench(page);
    await waitUntil(
      () => page.getByText('Restricted Mode').first().isVisible(),
      'the workbench does not show Restricted Mode',
    );
    const counts = await waitUntil(
      async () => {
        const value = await problemCounts(page);
        return value && value.errors >= 3 ? value : null;
      },
      async () => `no problems in Restricted Mode (status bar: ${JSON.stringify(await problemCounts(page))})`,
    );
    log(`Restricted Mode: status bar ${counts.errors} errors, ${counts.warnings} warnings`);
    await runCommand(page, 'Nova: Check Mod Conflicts');
    await paletteLacks(page, 'Nova: Disable Mod');
    log('the palette offers "Nova: Check Mod Conflicts" but not "Nova: Disable Mod…"');
    const frame = await openChat(page);
    await ask(frame, 'Which mods are broken?');
    await waitUntil(
      async () => (await transcriptText(frame)).includes('Restricted Mode'),
      async () =>
        `the chat did not say it is off in Restricted Mode; it shows:\n${(await transcriptText(frame)).slice(0, 600)}`,
    );
    log('the chat says it is off in Restricted Mode');
    if (hits.length > 0) throw new Error(`the workspace-chosen server was contacted: ${hits.join(', ')}`);
    await context.close();
    return { passed: 1, failed: 0, lines: [`✓ ${name}`] };
  } catch (error) {
    const shot = page ? await screenshot(page, 'e2e-restricted-mode') : null;
    return {
      passed: 0,
      failed: 1,
      lines: [failureText(name, error, [shot && `screenshot: ${path.relative(repoRoot, shot)}`])],
    };
  } finally {
    await server?.stop();
    await new Promise((resolve) => (listener ? listener.close(resolve) : resolve()));
  }
}

/** Waits a few seconds with `title` typed into the palette and fails if a matching command is listed. */
async function paletteLacks(page, title) {
  await focusWorkbench(page);
  await page.keyboard.press('F1');
  const input = page.locator('.quick-input-widget .quick-input-box input');
  await waitUntil(() => input.isVisible(), 'the command palette did not open', 15_000);
  await input.fill(`>${title}`);
  await sleep(3000);
  const labels = await quickPickLabels(page);
  await page.keyboard.press('Escape');
  if (labels.includes(title)) throw new Error(`the palette offers "${title}" in Restricted Mode: ${labels}`);
}
