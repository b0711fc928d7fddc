// Installs the npm dependencies when they are missing or older than package-lock.json, so that
// `npm test` and `npm start` work on a fresh clone without a separate install step.
import { execSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const marker = path.join(root, 'node_modules', '.package-lock.json');
const lock = path.join(root, 'package-lock.json');

function upToDate() {
  if (!fs.existsSync(marker)) return false;
  return fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs;
}

if (!upToDate()) {
  console.log('[nova] installing npm dependencies (npm ci)…');
  try {
    execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
  } catch {
    console.error('[nova] npm ci failed: check that the npm registry is reachable, then run `npm ci` yourself.');
    process.exit(1);
  }
}
