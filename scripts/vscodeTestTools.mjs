// Installs and launches the real VS Code used by `npm test` and `npm start`: code-server (VS Code's
// workbench served to a browser, with a real extension host) from npm into the ignored `.tools/`
// folder, and Debian's headless Chromium driven by playwright-core. Works offline except for the npm
// registry and Debian apt. Every step is idempotent: a
// second run only checks that things are present.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The newest code-server whose postinstall accepts Node 20 (VS Code 1.100.3). */
export const CODE_SERVER_VERSION = '4.100.3';
export const toolsDir = path.join(repoRoot, '.tools', 'code-server');
export const chromiumPath = '/usr/bin/chromium';

const APT_PACKAGES = ['libkrb5-dev', 'ripgrep', 'chromium'];
const RIPGREP_CACHE_VERSION = '1.15.11';
const RIPGREP_TARBALL = 'ripgrep-v13.0.0-10-x86_64-unknown-linux-musl.tar.gz';
const installedMarker = path.join(toolsDir, `.installed-${CODE_SERVER_VERSION}`);

/** Thrown with a message that says what failed and what the person can do about it. */
export class ToolSetupError extends Error {}

/** One progress line, prefixed so it stands out among npm/apt output. */
export function log(message) {
  process.stdout.write(`[nova-tools] ${message}\n`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) throw new ToolSetupError(`Could not run ${command}: ${result.error.message}`);
  return result.status ?? 1;
}

function isDebPackageInstalled(name) {
  const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.includes('install ok installed');
}

/** `apt-get` as root, or through password-less sudo; null when neither is possible. */
function aptCommand() {
  if (typeof process.getuid === 'function' && process.getuid() === 0) return [];
  const sudo = spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' });
  return sudo.status === 0 ? ['sudo', '-n'] : null;
}

/** Installs the Debian packages code-server's build and the browser need; `apt-get update` only when one is missing. */
export function ensureDebianPackages() {
  const missing = APT_PACKAGES.filter((name) => !isDebPackageInstalled(name));
  if (missing.length === 0 && fs.existsSync(chromiumPath)) {
    log(`Debian packages present (${APT_PACKAGES.join(', ')}).`);
    return;
  }
  if (spawnSync('dpkg-query', ['--version'], { stdio: 'ignore' }).status !== 0) {
    throw new ToolSetupError(
      `This machine has no dpkg/apt, so ${missing.join(', ')} cannot be installed automatically. ` +
        `Install them with your package manager (Chromium must be at ${chromiumPath}) and run again.`,
    );
  }
  const prefix = aptCommand();
  const manual = `apt-get update && apt-get install -y ${APT_PACKAGES.join(' ')}`;
  if (prefix === null) {
    throw new ToolSetupError(`Missing Debian packages: ${missing.join(', ')}. Run as root: ${manual}`);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const [cmd, ...pre] = prefix.length > 0 ? prefix : ['apt-get'];
  const aptArgs = (args) => (prefix.length > 0 ? [...pre, 'apt-get', ...args] : args);
  log(`Installing Debian packages: ${missing.join(', ')} (apt-get update, then install; about a minute)…`);
  if (run(cmd, aptArgs(['update']), { env }) !== 0) {
    throw new ToolSetupError(
      `apt-get update failed. Check the network access to the Debian mirror, then run: ${manual}`,
    );
  }
  if (run(cmd, aptArgs(['install', '-y', '--no-install-recommends', ...APT_PACKAGES]), { env }) !== 0) {
    throw new ToolSetupError(`apt-get install failed. Run it by hand to see why: ${manual}`);
  }
  if (!fs.existsSync(chromiumPath)) {
    throw new ToolSetupError(
      `The chromium package installed, but ${chromiumPath} does not exist. Install Debian's chromium package.`,
    );
  }
}

/**
 * VS Code's @vscode/ripgrep postinstall downloads a binary from GitHub unless its cache already holds
 * the tarball; build that tarball from Debian's `rg` so the install needs no GitHub access.
 */
export function ensureRipgrepCache() {
  const cacheDir = path.join(os.tmpdir(), `vscode-ripgrep-cache-${RIPGREP_CACHE_VERSION}`);
  const tarball = path.join(cacheDir, RIPGREP_TARBALL);
  if (fs.existsSync(tarball) && fs.statSync(tarball).size > 0) return;
  const rg = ['/usr/bin/rg', '/usr/local/bin/rg'].find((candidate) => fs.existsSync(candidate));
  if (!rg) throw new ToolSetupError('ripgrep (rg) is not installed. Run: apt-get install -y ripgrep');
  fs.mkdirSync(cacheDir, { recursive: true });
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'nova-rg-'));
  try {
    fs.copyFileSync(rg, path.join(staging, 'rg'));
    fs.chmodSync(path.join(staging, 'rg'), 0o755);
    if (run('tar', ['czf', tarball, '-C', staging, 'rg']) !== 0) {
      throw new ToolSetupError(`Could not create ${tarball} with tar.`);
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  log(`Prepared the ripgrep cache for VS Code from ${rg}.`);
}

/** The code-server launcher script inside the tools folder. */
export function codeServerEntry() {
  return path.join(toolsDir, 'node_modules', 'code-server', 'out', 'node', 'entry.js');
}

/** Installs code-server into `.tools/code-server` unless the same version finished installing before. */
export function ensureCodeServer() {
  if (fs.existsSync(installedMarker) && fs.existsSync(codeServerEntry())) {
    log(`code-server ${CODE_SERVER_VERSION} present in ${path.relative(repoRoot, toolsDir)}.`);
    return;
  }
  ensureRipgrepCache();
  fs.mkdirSync(toolsDir, { recursive: true });
  // Its own package.json keeps npm from walking up and installing into the project.
  fs.writeFileSync(
    path.join(toolsDir, 'package.json'),
    JSON.stringify(
      { name: 'nova-vscode-tools', private: true, description: 'code-server for Nova tests (generated)' },
      null,
      2,
    ) + '\n',
  );
  log(
    `Installing code-server ${CODE_SERVER_VERSION} into ${path.relative(repoRoot, toolsDir)} (about 300 MB, 1–3 minutes)…`,
  );
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const env = {
    ...process.env,
    npm_config_unsafe_perm: 'true',
    npm_config_yes: 'true',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
    npm_config_update_notifier: 'false',
  };
  const status = run(npm, ['install', '--no-save', '--loglevel=error', `code-server@${CODE_SERVER_VERSION}`], {
    cwd: toolsDir,
    env,
  });
  if (status !== 0 || !fs.existsSync(codeServerEntry())) {
    throw new ToolSetupError(
      `npm install code-server@${CODE_SERVER_VERSION} failed (exit ${status}). It needs the npm registry, python3, make, g++ ` +
        `and libkrb5-dev. Fix the error above, delete ${toolsDir} and run again.`,
    );
  }
  fs.writeFileSync(installedMarker, new Date().toISOString() + '\n');
  log(`code-server ${CODE_SERVER_VERSION} installed.`);
}

/** playwright-core comes from the project's devDependencies; no browser download is involved. */
export async function loadPlaywright() {
  try {
    return await import('playwright-core');
  } catch {
    throw new ToolSetupError('playwright-core is not installed. Run `npm install` in the project folder first.');
  }
}

/** Everything the real-VS-Code tests and `npm start` need, installed if missing. */
export function ensureTools() {
  ensureDebianPackages();
  ensureCodeServer();
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A failed test's report lines: `✗ title`, the first 12 lines of the error's message, then each note that is set
 * (where its browser log or screenshot is), all indented under the title.
 */
export function failureText(title, error, notes = []) {
  const message = error instanceof Error ? error.message : String(error);
  const shown = [message.split('\n').slice(0, 12).join('\n    '), ...notes.filter(Boolean)];
  return `✗ ${title}\n    ${shown.join('\n    ')}`;
}

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls `check` until it returns a truthy value or `timeoutMs` passes; returns the value or null. */
export async function pollUntil(check, { timeoutMs, intervalMs = 250 }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() >= deadline) return null;
    await sleep(intervalMs);
  }
}

async function httpAnswers(url) {
  try {
    const response = await fetch(url, { redirect: 'manual' });
    return response.status > 0;
  } catch {
    return false;
  }
}

/**
 * Starts code-server on 127.0.0.1 and resolves once it answers HTTP. `settings` go into the user
 * settings file before the page opens. The returned `stop()` kills its whole process group.
 */
export async function startCodeServer({
  folder,
  port,
  userDataDir,
  extensionsDir,
  settings = {},
  env = {},
  logFile,
  extraArgs = [],
  restricted = false,
}) {
  fs.mkdirSync(path.join(userDataDir, 'User'), { recursive: true });
  fs.mkdirSync(extensionsDir, { recursive: true });
  const defaults = {
    'workbench.startupEditor': 'none',
    'workbench.enableExperiments': false,
    'workbench.tips.enabled': false,
    'telemetry.telemetryLevel': 'off',
    // `restricted`: Workspace Trust on and the folder left untrusted without a prompt, i.e. Restricted Mode.
    'security.workspace.trust.enabled': restricted,
    ...(restricted ? { 'security.workspace.trust.startupPrompt': 'never' } : {}),
    'extensions.autoUpdate': false,
    'extensions.autoCheckUpdates': false,
    'update.mode': 'none',
    'chat.commandCenter.enabled': false,
    'workbench.welcomePage.walkthroughs.openOnInstall': false,
    'git.openRepositoryInParentFolders': 'never',
  };
  fs.writeFileSync(
    path.join(userDataDir, 'User', 'settings.json'),
    JSON.stringify({ ...defaults, ...settings }, null, 2),
  );
  // Its own config file keeps code-server from creating ~/.config/code-server/config.yaml.
  const configFile = path.join(userDataDir, 'code-server.yaml');
  fs.writeFileSync(configFile, `bind-addr: 127.0.0.1:${port}\nauth: none\ncert: false\n`);
  const args = [
    codeServerEntry(),
    '--config',
    configFile,
    '--auth',
    'none',
    '--bind-addr',
    `127.0.0.1:${port}`,
    '--user-data-dir',
    userDataDir,
    '--extensions-dir',
    extensionsDir,
    '--disable-telemetry',
    '--disable-update-check',
    ...(restricted ? [] : ['--disable-workspace-trust']),
    '--disable-getting-started-override',
    ...extraArgs,
    folder,
  ];
  const out = logFile ? fs.openSync(logFile, 'a') : 'ignore';
  // code-server prefers these variables over its flags (PORT would move it to another port).
  const inherited = { ...process.env };
  for (const name of ['PORT', 'PASSWORD', 'HASHED_PASSWORD', 'CODE_SERVER_CONFIG']) delete inherited[name];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...inherited, ...env },
    stdio: ['ignore', out, out],
    detached: true,
  });
  /** @type {{ code: number | null, signal: NodeJS.Signals | null } | null} */
  let exited = null;
  const killOnExit = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  // Whatever way this process ends, code-server and its extension hosts must not outlive it.
  process.once('exit', killOnExit);
  child.on('exit', (code, signal) => {
    exited = { code, signal };
    process.removeListener('exit', killOnExit);
  });
  const base = `http://127.0.0.1:${port}`;
  const ready = await pollUntil(async () => exited !== null || (await httpAnswers(`${base}/healthz`)), {
    timeoutMs: 120_000,
    intervalMs: 500,
  });
  const stop = () => killGroup(child);
  if (exited !== null || !ready) {
    await stop();
    const why =
      exited !== null ? `exited (code ${exited.code}, signal ${exited.signal})` : 'did not answer within 120 s';
    throw new ToolSetupError(`code-server ${why}.${logFile ? ` See its log: ${logFile}` : ''}`);
  }
  return { base, port, child, stop };
}

/** Kills a detached child and everything it started (its process group); resolves once it is gone. */
export function killGroup(child) {
  if (!child || child.pid === undefined) return Promise.resolve();
  const pid = child.pid;
  const signalGroup = (signal) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // the group is already gone
    }
  };
  if (child.exitCode !== null || child.signalCode !== null) {
    signalGroup('SIGKILL');
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      signalGroup('SIGKILL');
      resolve();
    }, 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      // The extension host and other children share the group; make sure none outlives the server.
      signalGroup('SIGKILL');
      resolve();
    });
    signalGroup('SIGTERM');
  });
}

/** Headless Debian Chromium with the flags that work on these machines. */
export async function launchChromium({ headless = true } = {}) {
  const { chromium } = await loadPlaywright();
  return chromium.launch({
    executablePath: chromiumPath,
    headless,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/** The workbench URL for `folder`, optionally with an extension-development payload. */
export function workbenchUrl(base, folder, payload) {
  const url = new URL(base + '/');
  url.searchParams.set('folder', folder);
  if (payload) url.searchParams.set('payload', JSON.stringify(payload));
  return url.toString();
}

/**
 * The payload that starts an Extension Development Host for `extensionPath` (and runs tests when given).
 * @param {string} base
 * @param {{ extensionPath: string, testsPath?: string }} paths
 */
export function devPayload(base, { extensionPath, testsPath }) {
  const authority = new URL(base).host;
  const payload = [['extensionDevelopmentPath', `vscode-remote://${authority}${extensionPath}`]];
  if (testsPath) payload.push(['extensionTestsPath', `vscode-remote://${authority}${testsPath}`]);
  return payload;
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  try {
    ensureTools();
    log('All tools are installed.');
  } catch (error) {
    console.error(`[nova-tools] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
