import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { makeTempDir, removeTempDir } from './fixtures/zipBuilder';

const SRC = path.join(__dirname, '..', '..', 'src', 'cli');

/**
 * A child process that optionally runs `nova crash LOG --json` in itself (argv[1] = the log, or empty), then allocates
 * two million short strings keeping a quarter of them (as an analysis keeps its findings among its hit lines' strings)
 * and prints the young generation's size before and after that allocation.
 */
const CHILD = [
  "const v8 = require('node:v8');",
  "const newSpace = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size;",
  `const { runCli } = require(${JSON.stringify(path.join(SRC, 'main.ts'))});`,
  'const io = { stdout: () => {}, stderr: () => {}, isTty: false, cwd: process.cwd(), env: {} };',
  'const log = process.argv[1];',
  "(log ? runCli(['crash', log, '--json'], io) : Promise.resolve(0)).then((code) => {",
  '  const before = newSpace();',
  '  const kept = [];',
  "  for (let i = 0; i < 2e6; i++) { const s = `line ${i} ${'x'.repeat(i % 50)}`; if (i % 4 === 0) kept.push(s); }",
  '  console.log(JSON.stringify({ code, before, after: newSpace(), kept: kept.length }));',
  '});',
].join('\n');

function child(log: string): { code: number; before: number; after: number; kept: number } {
  const out = execFileSync(process.execPath, ['--import', 'tsx', '-e', CHILD, log], { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').pop()!) as { code: number; before: number; after: number; kept: number };
}

describe('nova crash keeps the young generation at its size (youngGeneration.ts)', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await makeTempDir();
  });
  afterEach(async () => {
    await removeTempDir(dir);
  });

  it('stops the young generation growing for the rest of the process once the crash command ran', function () {
    this.timeout(60_000);
    const log = path.join(dir, 'latest.log');
    fs.writeFileSync(
      log,
      '[12:00:00] [main/INFO]: Loading Minecraft 1.20.1 with Fabric Loader 0.15.7\n' +
        '[12:00:01] [main/ERROR]: Failed to start the minecraft server\n' +
        'java.lang.OutOfMemoryError: Java heap space\n',
    );
    // Without the command the same allocation grows it (V8's default doubling), so the check below can fail.
    const plain = child('');
    assert.ok(plain.after > plain.before, `without: ${plain.before} -> ${plain.after}`);
    const crash = child(log);
    assert.equal(crash.code, 1, 'the log has an error-level finding');
    assert.equal(crash.kept, 500_000);
    assert.ok(crash.after <= crash.before, `after nova crash: ${crash.before} -> ${crash.after}`);
  });
});
