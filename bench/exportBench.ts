import { execFileSync } from 'node:child_process';
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { BenchResult } from './benchResult';
import { bundleForNode, runChild } from './childProcess';
import { PEAK_RSS_SOURCE } from './peakRss';
import { summarise } from './processPairs';

/**
 * The export benchmark (issue 6): a generated ~2 GiB Prism instance — 600 jars of 0.2–12 MiB (90 % described by
 * `mods/.index/*.pw.toml` with Modrinth URLs and sha512, so they are hashed and linked; 10 % embedded and stored),
 * one 192 MiB jar, 600 small config files — exported to `.mrpack` by the bundled CLI (as users run it)
 * in a child process whose peak RSS is recorded. The reference is coreutils `sha512sum` over the same files in the
 * same run (page cache warm for both). Target: Nova's throughput ≥ 0.8 × sha512sum's; peak memory < 300 MB.
 */

const GENERATOR_VERSION = 1;
const DATA_DIR = path.join(os.tmpdir(), `nova-bench-export-v${GENERATOR_VERSION}`);
const INSTANCE = path.join(DATA_DIR, 'Bench Pack');
const GAME = path.join(INSTANCE, 'minecraft');
const DONE = path.join(DATA_DIR, 'complete.json');
const RUNS = 3;
const REPO = path.resolve(__dirname, '..');

export async function runExportBench(): Promise<BenchResult> {
  const files = ensureDataset();
  const totalBytes = files.reduce((sum, f) => sum + fs.statSync(f).size, 0);
  const listFile = path.join(DATA_DIR, 'files.nul');
  fs.writeFileSync(listFile, files.join('\0'));
  const shaOnce = (): void => {
    execFileSync('sh', ['-c', `xargs -0 sha512sum < '${listFile}' > /dev/null`]);
  };
  shaOnce(); // warm the page cache
  const cli = await buildCli();

  const shaTimes: number[] = [];
  const novaTimes: number[] = [];
  const peaks: number[] = [];
  let last: { files: number; overrides: number; bytes: number } | null = null;
  for (let run = 0; run < RUNS; run++) {
    shaTimes.push(time(shaOnce));
    const out = path.join(DATA_DIR, `out-${process.pid}-${run}.mrpack`);
    try {
      const started = performance.now();
      const child = await runCliMeasured(cli, ['export', INSTANCE, '--out', out, '--json']);
      novaTimes.push(performance.now() - started);
      peaks.push(child.maxRssBytes);
      last = JSON.parse(child.stdout) as { files: number; overrides: number; bytes: number };
    } finally {
      fs.rmSync(out, { force: true });
    }
  }
  const sha = median(shaTimes);
  const nova = median(novaTimes);
  const peak = Math.max(...peaks);
  const mibs = (ms: number): number => totalBytes / 1024 / 1024 / (ms / 1000);
  const ratio = mibs(nova) / mibs(sha);
  const gib = (totalBytes / 1024 ** 3).toFixed(2);
  const markdown = [
    `| Export of a ${gib} GiB instance (${files.length} files) | Time (median of ${RUNS}) | Throughput |`,
    '|---|---|---|',
    `| \`sha512sum\` over the same files | ${(sha / 1000).toFixed(2)} s | ${mibs(sha).toFixed(0)} MiB/s |`,
    `| \`nova export --out pack.mrpack\` (sha1 + sha512 of ${last?.files ?? '?'} linked files, ${last?.overrides ?? '?'} embedded) | ${(nova / 1000).toFixed(2)} s | ${mibs(nova).toFixed(0)} MiB/s |`,
    '',
    `Nova / sha512sum throughput: **${ratio.toFixed(2)}×** (target ≥ 0.8×). Peak memory of the export process: ` +
      `**${(peak / 1024 / 1024).toFixed(0)} MB** RSS (target < 300 MB). ${os.availableParallelism()} CPU(s), Node ${process.version}, page cache warm.`,
  ].join('\n');
  return {
    title: 'modpack export',
    figures: {
      sha512sumMs: sha,
      exportMs: nova,
      throughputRatio: ratio,
      peakRssMB: peak / 1024 / 1024,
      totalBytes,
    },
    markdown,
  };
}

/** The CLI as users run it: `dist/cli.js` (npm run bench builds it first); bundled here only when it is missing. */
async function buildCli(): Promise<string> {
  const built = path.join(REPO, 'dist', 'cli.js');
  if (fs.existsSync(built)) return built;
  return bundleForNode(path.join(REPO, 'src', 'cli', 'main.ts'), path.join(DATA_DIR, 'nova-cli-bench.js'));
}

/** Runs the bundled CLI with a preload that reports its own peak RSS (bench/peakRss.ts) on exit. */
async function runCliMeasured(cli: string, args: string[]): Promise<{ stdout: string; maxRssBytes: number }> {
  const preload = path.join(DATA_DIR, 'maxrss.cjs');
  fs.writeFileSync(
    preload,
    `process.on('exit', () => { require('fs').writeSync(2, '\\nNOVA_MAXRSS=' + ${PEAK_RSS_SOURCE} + '\\n'); });\n`,
  );
  const { stdout, stderr, code } = await runChild(process.execPath, ['-r', preload, cli, ...args]);
  const match = /NOVA_MAXRSS=(\d+)/.exec(stderr);
  if (code !== 0 || match === null) throw new Error(`nova export failed (${code}): ${stderr.trim()}`);
  return { stdout, maxRssBytes: Number(match[1]) };
}

function ensureDataset(): string[] {
  if (!fs.existsSync(DONE)) {
    fs.rmSync(DATA_DIR, { recursive: true, force: true });
    generate();
    fs.writeFileSync(DONE, JSON.stringify({ version: GENERATOR_VERSION }));
  }
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const name of fs.readdirSync(dir).sort()) {
      const abs = path.join(dir, name);
      const stat = fs.lstatSync(abs);
      if (stat.isDirectory()) {
        if (name !== '.index') walk(abs);
      } else files.push(abs);
    }
  };
  walk(GAME);
  return files;
}

function generate(): void {
  process.stdout.write(`(generating the export dataset in ${DATA_DIR}, once)\n`);
  fs.mkdirSync(path.join(GAME, 'mods', '.index'), { recursive: true });
  fs.writeFileSync(path.join(INSTANCE, 'instance.cfg'), '[General]\nInstanceType=OneSix\nname=Bench Pack\n');
  fs.writeFileSync(
    path.join(INSTANCE, 'mmc-pack.json'),
    JSON.stringify({
      formatVersion: 1,
      components: [
        { uid: 'net.minecraft', version: '1.20.1' },
        { uid: 'net.fabricmc.fabric-loader', version: '0.15.7' },
      ],
    }),
  );
  const pool = crypto.randomBytes(64 * 1024 * 1024);
  let seed = 12345;
  const rand = (): number => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  const jar = (name: string, size: number, linked: boolean): void => {
    const file = path.join(GAME, 'mods', name);
    const fd = fs.openSync(file, 'w');
    const sha512 = crypto.createHash('sha512');
    let left = size;
    while (left > 0) {
      const n = Math.min(left, 4 * 1024 * 1024);
      const start = Math.floor(rand() * (pool.length - n));
      const chunk = pool.subarray(start, start + n);
      fs.writeSync(fd, chunk);
      sha512.update(chunk);
      left -= n;
    }
    fs.closeSync(fd);
    if (!linked) return;
    const slug = name.replace(/\.jar$/, '');
    fs.writeFileSync(
      path.join(GAME, 'mods', '.index', `${slug}.pw.toml`),
      `name = "${slug}"\nfilename = "${name}"\nside = "both"\n\n[download]\nurl = "https://cdn.modrinth.com/data/${slug}/versions/1/${name}"\n` +
        `hash-format = "sha512"\nhash = "${sha512.digest('hex')}"\n\n[update.modrinth]\nmod-id = "${slug}"\nversion = "v1"\n`,
    );
  };
  for (let i = 0; i < 600; i++) {
    const size = Math.round(
      Math.exp(Math.log(200 * 1024) + rand() * (Math.log(12 * 1024 * 1024) - Math.log(200 * 1024))),
    );
    jar(`mod-${String(i).padStart(3, '0')}.jar`, size, i % 10 !== 0);
  }
  jar('big-library.jar', 192 * 1024 * 1024, true);
  for (let i = 0; i < 600; i++) {
    const dir = path.join(GAME, 'config', `mod${i % 60}`);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, `settings-${i}.toml`),
      `# generated\n${'key = "value"\n'.repeat(200 + (i % 50) * 10)}`,
    );
  }
}

function time(fn: () => void): number {
  const started = performance.now();
  fn();
  return performance.now() - started;
}

function median(values: number[]): number {
  return summarise(values).median;
}
