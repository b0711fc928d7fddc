// `npm start` (after scripts/ensureDeps.mjs): installs code-server and the Debian packages when
// missing, builds Nova, writes a sample workspace of game instances with real jars (only when it does not exist yet,
// so a person's changes to it are kept), and starts Nova in code-server (VS Code in the browser) on 127.0.0.1.
// Prints the URL to open and runs until Ctrl+C.
// PORT chooses the port; NOVA_WORKSPACE opens another folder instead of the generated sample.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  CODE_SERVER_VERSION,
  ToolSetupError,
  ensureTools,
  freePort,
  log,
  repoRoot,
  startCodeServer,
} from './vscodeTestTools.mjs';

const outputDir = path.join(repoRoot, '.test-output');
const sampleWorkspace = path.join(outputDir, 'sample-workspace');

function runStep(title, command, args) {
  log(title);
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0)
    throw new ToolSetupError(`${title} failed (exit ${result.status ?? result.signal}). See the output above.`);
}

/** Installs Nova into the code-server extensions folder as a link to this checkout (no .vsix needed). */
function linkExtension(extensionsDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  fs.mkdirSync(extensionsDir, { recursive: true });
  const link = path.join(extensionsDir, `${manifest.publisher}.${manifest.name}-${manifest.version}`);
  fs.rmSync(link, { recursive: true, force: true });
  fs.symlinkSync(repoRoot, link, 'dir');
  // A stale registry would hide the linked folder from code-server's scanner; it is rebuilt from the folder.
  fs.rmSync(path.join(extensionsDir, 'extensions.json'), { force: true });
}

async function main() {
  let server = null;
  let stopping = false;
  const shutdown = (code) => () => {
    stopping = true;
    (server ? server.stop() : Promise.resolve()).then(() => process.exit(code));
  };
  process.once('SIGINT', shutdown(0));
  process.once('SIGTERM', shutdown(0));
  ensureTools();
  runStep('Building Nova (node esbuild.js)…', process.execPath, ['esbuild.js']);

  let folder = process.env.NOVA_WORKSPACE ? path.resolve(process.env.NOVA_WORKSPACE) : sampleWorkspace;
  if (!process.env.NOVA_WORKSPACE && fs.existsSync(sampleWorkspace)) {
    // What a person added, changed or disabled there stays: the sample is written only when it is missing.
    log(
      `Using the sample workspace in ${path.relative(repoRoot, sampleWorkspace)} as it is (delete it to get a fresh one).`,
    );
  } else if (!process.env.NOVA_WORKSPACE) {
    runStep(`Writing the sample workspace to ${path.relative(repoRoot, sampleWorkspace)}…`, process.execPath, [
      '--import',
      'tsx',
      path.join('test', 'vscode', 'makeWorkspace.ts'),
      sampleWorkspace,
    ]);
  } else if (!fs.existsSync(folder)) {
    throw new ToolSetupError(
      `NOVA_WORKSPACE=${folder} does not exist. Point it at a folder of game instances, or unset it for the sample.`,
    );
  }

  const serverDir = path.join(outputDir, 'start-code-server');
  const extensionsDir = path.join(serverDir, 'extensions');
  linkExtension(extensionsDir);
  const requested = process.env.PORT ? Number(process.env.PORT) : NaN;
  const port = Number.isInteger(requested) && requested > 0 ? requested : await freePort();
  log(`Starting code-server on 127.0.0.1:${port}…`);
  const logFile = path.join(serverDir, 'code-server.log');
  server = await startCodeServer({
    folder,
    port,
    userDataDir: path.join(serverDir, 'user-data'),
    extensionsDir,
    logFile,
  });
  const url = `${server.base}/?folder=${encodeURIComponent(folder).replace(/%2F/g, '/')}`;
  process.stdout.write(
    `\nNova is running in VS Code (code-server ${CODE_SERVER_VERSION}).\n` +
      `  Open: ${url}\n` +
      `  Workspace: ${folder}\n` +
      `  Server log: ${path.relative(repoRoot, logFile)}\n` +
      `  (It listens on 127.0.0.1 only; from another computer: ssh -L ${port}:127.0.0.1:${port} <this machine>.)\n` +
      `Press Ctrl+C to stop.\n`,
  );
  server.child.once('exit', (code) => {
    if (stopping) return;
    console.error(`[nova-tools] code-server stopped (exit ${code}). See ${logFile}.`);
    process.exit(1);
  });
}

main().catch((error) => {
  console.error(`[nova-tools] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
