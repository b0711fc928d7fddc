import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { writeBenchLog } from '../../bench/crashBench';
import { PEAK_RSS_SOURCE } from '../../bench/peakRss';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import { logSourceFromText, readLogSource } from '../../src/core/logs/logSource';
import { makeTempDir, removeTempDir } from './fixtures/zipBuilder';

const MIB = 1024 * 1024;

/**
 * A child process that analyses `argv[1]` from its file and prints the analysis with its peak RSS: the memory of a
 * fresh process (runtime and loaded code included), as `nova crash LOG --json` has it.
 */
const CHILD = [
  `const { analyzeCrash } = require(${JSON.stringify(path.join(__dirname, '..', '..', 'src', 'core', 'crash', 'crashAnalyzer.ts'))});`,
  'analyzeCrash({ file: process.argv[1] }).then((r) => console.log(JSON.stringify({',
  `  analysis: r, rss: ${PEAK_RSS_SOURCE} })));`,
].join('\n');

describe('crash analysis memory does not grow with the log (logSource.ts, logFileBytes.ts)', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await makeTempDir();
  });
  afterEach(async () => {
    await removeTempDir(dir);
  });

  it('analyses a 300 MiB log of real log lines in under 200 MiB, as its head and tail held in memory are', async function () {
    this.timeout(90_000);
    // The bench's log of real line shapes (spam, stack traces, a crash at its end), 4 MiB of it repeated to 300 MiB:
    // past the 104 MiB cap, whose head and tail were held in one 104 MiB buffer (230-270 MiB peak).
    const seed = path.join(dir, 'seed.log');
    await writeBenchLog(seed, 4 * MIB);
    const unit = fs.readFileSync(seed);
    fs.rmSync(seed);
    const file = path.join(dir, 'latest.log');
    const fd = fs.openSync(file, 'w');
    let lines = 0;
    const perUnit = unit.toString('latin1').split('\n').length - 1;
    try {
      for (let n = 0; n < 300 * MIB; n += unit.length, lines += perUnit) fs.writeSync(fd, unit);
    } finally {
      fs.closeSync(fd);
    }
    const out = execFileSync(process.execPath, ['--import', 'tsx', '-e', CHILD, file], {
      encoding: 'utf8',
      maxBuffer: 64 * MIB,
    });
    const got = JSON.parse(out.trim().split('\n').pop()!) as { analysis: unknown; rss: number };
    assert.ok(got.rss < 200 * MIB, `peak ${Math.round(got.rss / MIB)} MiB`);
    const analysis = got.analysis as Awaited<ReturnType<typeof analyzeCrash>>;
    assert.equal(analysis.truncated, true);
    assert.equal(analysis.lines, lines);
    // The same findings, with the same line numbers past the skipped middle, as the head and tail read into memory.
    const held = await analyzeCrash({ source: await readLogSource(file) });
    assert.deepEqual(analysis, JSON.parse(JSON.stringify(held)));
    assert.ok(analysis.findings.length > 0);
    assert.ok(analysis.findings.every((f) => f.evidence.every((e) => e.line <= lines)));
  });

  it('normalises a paste over its own bytes or from its file, quoting its lines as given, the same every way', async () => {
    // A console paste in a quoted code fence with CRLF ends, a non-ASCII line, and a long stack line.
    const lines = [
      '```log',
      '> Client> [12:00:00] [main/INFO]: Loading Minecraft 1.20.1 with Fabric Loader 0.15.3',
      '> Client> [12:00:01] [main/INFO]: 正在加载 — 模组',
      '> Client> [12:00:02] [main/ERROR]: Incompatible mods found!',
      "> Client> \t - Mod 'Alpha' (alpha) 1.0 requires any version of beta, which is missing!",
      `> Client> \tat net.minecraft.client.main.Main.main(Main.java:${'9'.repeat(3000)})`,
      '```',
    ];
    const text = lines.join('\r\n') + '\r\n';
    const file = path.join(dir, 'paste.txt');
    fs.writeFileSync(file, text);
    const source = logSourceFromText(text, file);
    const copy = Buffer.from(source.bytes);
    const fromText = await analyzeCrash({ text, name: file });
    const fromFile = await analyzeCrash({ file });
    const fromSource = await analyzeCrash({ source });
    assert.deepEqual(fromFile, fromText);
    assert.deepEqual(fromSource, fromText);
    // Bytes a caller gives are never written over.
    assert.ok(source.bytes.equals(copy));
    const missing = fromText.findings.find((f) => f.rule === 'fabric-missing-dependency');
    assert.deepEqual(missing?.evidence, [{ line: 5, text: lines[4] }]);
  });
});
