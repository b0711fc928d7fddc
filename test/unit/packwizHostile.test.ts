import * as assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { runNova } from './fixtures/cliRun';
import { manyModsPack, sha, writePackwizPack } from './fixtures/packwizProjects';
import { makeTempDir, removeTempDir } from './fixtures/zipBuilder';
import { hashPackFile } from '../../src/core/packwiz/packFileHash';
import { packWithIndexHash } from '../../src/core/packwiz/packwizRefresh';

const repo = path.resolve(__dirname, '..', '..');

/** `nova ARGV` in a child process whose open-file limit is `limit` (a container's usual 1,024). */
function novaUnderLimit(limit: number, argv: string[]): { code: number; stdout: string; stderr: string } {
  const main = path.join(repo, 'src', 'cli', 'main.ts');
  const quoted = argv.map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  const run = spawnSync('bash', ['-c', `ulimit -n ${limit}; exec node --import tsx '${main}' ${quoted}`], {
    cwd: repo,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { code: run.status ?? -1, stdout: run.stdout, stderr: run.stderr };
}

describe('packwiz on hostile inputs (issue 33: 6, 7, 8, 10, 12)', function () {
  this.timeout(180_000);
  let root: string;

  beforeEach(async () => {
    root = await makeTempDir();
  });
  afterEach(async () => {
    await removeTempDir(root);
  });

  it('mods, check, export and refresh see all 1,500 metafiles under a 1,024 open-file limit', async () => {
    const pack = path.join(root, 'pack');
    const fixture = manyModsPack(1500);
    fixture.files = {};
    for (let i = 0; i < 100; i++) fixture.files[`config/c${i}.json`] = `{"i": ${i}}\n`;
    writePackwizPack(pack, fixture);

    const mods = novaUnderLimit(1024, ['mods', pack, '--json']);
    assert.equal(mods.code, 0, mods.stderr);
    assert.equal((JSON.parse(mods.stdout) as { mods: unknown[] }).mods.length, 1500);

    const check = novaUnderLimit(1024, ['check', pack, '--json']);
    assert.equal(check.code, 0, check.stdout + check.stderr);
    const problems = (JSON.parse(check.stdout) as { problems: Array<{ severity: string }> }).problems;
    assert.deepEqual(
      problems.filter((p) => p.severity === 'error'),
      [],
    );

    const out = path.join(root, 'out.mrpack');
    const exported = novaUnderLimit(1024, ['export', pack, '--out', out, '--json']);
    assert.equal(exported.code, 0, exported.stderr);
    const result = JSON.parse(exported.stdout) as { overrides: number; warnings: string[] };
    assert.equal(result.overrides, 100);
    // Offline, every metafile's file is named once (it needs --online to be hashed); none is lost to EMFILE.
    assert.equal(result.warnings.filter((w) => /is only described by mods\/mod-\d+\.pw\.toml/.test(w)).length, 1500);
    assert.ok(!result.warnings.some((w) => /open files|EMFILE|cannot be read/i.test(w)), result.warnings.join('\n'));

    fs.writeFileSync(path.join(pack, 'config', 'new.txt'), 'new\n');
    const refreshed = novaUnderLimit(1024, ['refresh', pack, '--json']);
    assert.equal(refreshed.code, 0, refreshed.stderr);
    const report = JSON.parse(refreshed.stdout) as { files: number; changes: Array<{ kind: string; file: string }> };
    assert.equal(report.files, 1601);
    assert.deepEqual(report.changes.map((c) => `${c.kind} ${c.file}`).sort(), [
      'added config/new.txt',
      'pack-hash pack.toml',
    ]);
  });

  it('export stops (exit 2) when a metafile exists but cannot be read, instead of shipping the pack without it', async () => {
    const pack = path.join(root, 'pack');
    writePackwizPack(pack, manyModsPack(3));
    const victim = path.join(pack, 'mods', 'mod-001.pw.toml');
    fs.rmSync(victim);
    execFileSync('mkfifo', [victim]);
    const run = await runNova(root, ['export', pack, '--out', path.join(root, 'x.mrpack')]);
    assert.equal(run.code, 2, run.stdout);
    assert.match(run.stderr, /mod-001\.pw\.toml.*not a regular file.*Nothing was exported/s);
    assert.ok(!fs.existsSync(path.join(root, 'x.mrpack')));
  });

  it('refresh refuses an [index] file in a folder linked outside the pack and writes nothing there', async () => {
    const pack = path.join(root, 'pack');
    const outside = path.join(root, 'outside');
    fs.mkdirSync(outside);
    const victimText = 'hash-format = "sha256"\nfiles = []\n# precious\n';
    fs.writeFileSync(path.join(outside, 'index.toml'), victimText);
    writePackwizPack(pack, manyModsPack(2));
    fs.symlinkSync(outside, path.join(pack, 'meta'));
    const packToml = path.join(pack, 'pack.toml');
    const before = fs.readFileSync(packToml, 'utf8').replace('file = "index.toml"', 'file = "meta/index.toml"');
    fs.writeFileSync(packToml, before);

    const run = await runNova(root, ['refresh', pack]);
    assert.equal(run.code, 2, run.stdout);
    assert.match(run.stderr, /meta\/index\.toml.*outside the pack folder/);
    assert.equal(fs.readFileSync(path.join(outside, 'index.toml'), 'utf8'), victimText);
    assert.deepEqual(fs.readdirSync(outside), ['index.toml']);
    assert.equal(fs.readFileSync(packToml, 'utf8'), before);

    // A dangling link to a missing index outside is refused the same way (refresh would otherwise create it there).
    fs.rmSync(path.join(pack, 'meta'));
    fs.symlinkSync(path.join(outside, 'new-index.toml'), path.join(pack, 'idx.toml'));
    fs.writeFileSync(packToml, before.replace('meta/index.toml', 'idx.toml'));
    const dangling = await runNova(root, ['refresh', pack]);
    assert.equal(dangling.code, 2);
    assert.ok(!fs.existsSync(path.join(outside, 'new-index.toml')));
  });

  it("refresh keeps pack.toml's comments, key order, quoting and unknown keys; only the hash value changes", async () => {
    const pack = path.join(root, 'pack');
    writePackwizPack(pack, manyModsPack(2));
    const packToml = path.join(pack, 'pack.toml');
    const written = fs.readFileSync(packToml, 'utf8');
    const authored =
      '# My pack — maintained by hand\r\n' +
      written
        .replace('name = "Big Pack"', 'version = \'2.0\'   # bumped weekly\nname = "Big Pack"')
        .replace(/version = "1\.0\.0"\n/, '')
        .replace('[index]', '[index] # written by packwiz')
        .replace(/\n/g, '\r\n') +
      '\r\n[options]\r\n# keep these\r\nacceptable-game-versions = ["1.20", "1.20.1"]\r\ncustom-key = 1.5\r\n';
    fs.writeFileSync(packToml, authored);
    fs.writeFileSync(path.join(pack, 'mods', 'extra.txt'), 'x');

    const run = await runNova(root, ['refresh', pack]);
    assert.equal(run.code, 0, run.stderr);
    const after = fs.readFileSync(packToml, 'utf8');
    const indexHash = sha('sha256', fs.readFileSync(path.join(pack, 'index.toml')));
    assert.equal(after, authored.replace(/hash = "[0-9a-f]{64}"/, `hash = "${indexHash}"`));
    assert.notEqual(after, authored);
  });

  it('pack.toml edits fail clearly rather than rewrite an [index] written as an inline table', () => {
    const text =
      'name = "x"\npack-format = "packwiz:1.1.0"\nindex = { file = "index.toml", hash-format = "sha256", hash = "00" }\n';
    assert.throws(() => packWithIndexHash(text, 'ab'.repeat(32)), /cannot edit without changing something else/);
    // Adds what is missing in place, keeping the rest.
    const bare = '# c\nname = "x"\n\n[index]\nfile = "index.toml"\n';
    assert.equal(
      packWithIndexHash(bare, 'cd'),
      '# c\nname = "x"\npack-format = "packwiz:1.1.0"\n\n[index]\nfile = "index.toml"\nhash-format = "sha256"\nhash = "cd"\n',
    );
  });

  it('refresh creates a missing index.toml instead of asking for a refresh', async () => {
    const pack = path.join(root, 'pack');
    writePackwizPack(pack, manyModsPack(3));
    fs.rmSync(path.join(pack, 'index.toml'));
    const check = await runNova(root, ['refresh', pack, '--check']);
    assert.equal(check.code, 1, check.stderr);
    assert.ok(!fs.existsSync(path.join(pack, 'index.toml')));
    const run = await runNova(root, ['refresh', pack]);
    assert.equal(run.code, 0, run.stderr);
    const index = fs.readFileSync(path.join(pack, 'index.toml'), 'utf8');
    assert.equal((index.match(/metafile = true/g) ?? []).length, 3);
    assert.match(fs.readFileSync(path.join(pack, 'pack.toml'), 'utf8'), new RegExp(`hash = "${sha('sha256', index)}"`));
    const again = await runNova(root, ['refresh', pack, '--check']);
    assert.equal(again.code, 0, again.stdout);
  });

  it('.packwizignore: rule 2,500 and a 2,000-character rule are honoured by refresh', async () => {
    const pack = path.join(root, 'pack');
    const long = `config/${'x'.repeat(2000)}*`;
    const lines = Array.from({ length: 2499 }, (_, i) => `unused-${i}.txt`);
    lines.push('config/late.txt', long);
    writePackwizPack(pack, {
      versions: { minecraft: '1.20.1', fabric: '0.15.7' },
      files: { 'config/kept.txt': 'k' },
      packwizignore: lines.join('\n') + '\n',
    });
    fs.writeFileSync(path.join(pack, 'config', 'late.txt'), 'excluded by rule 2,500');
    fs.writeFileSync(path.join(pack, 'config', `${'x'.repeat(2000).slice(0, 200)}`), 'not matched: too short');
    const run = await runNova(root, ['refresh', pack, '--json']);
    assert.equal(run.code, 0, run.stderr);
    const report = JSON.parse(run.stdout) as { changes: Array<{ kind: string; file: string }> };
    assert.ok(!report.changes.some((c) => c.file === 'config/late.txt'), run.stdout);
    // Under the same rules the long pattern matches a 2,005-character name; checked on the matcher itself since file
    // systems refuse names that long.
    const { parsePackwizIgnore } = await import('../../src/core/packwiz/packwizIgnore');
    const ignore = parsePackwizIgnore(lines.join('\n'));
    assert.equal(ignore.ignores(`config/${'x'.repeat(2000)}.json`, false), true);
    assert.equal(ignore.ignores(`config/${'x'.repeat(1999)}.json`, false), false);
  });

  it('an unreadable .packwizignore fails refresh and export instead of being read as no rules', async () => {
    const pack = path.join(root, 'pack');
    writePackwizPack(pack, { versions: { minecraft: '1.20.1' }, files: { 'config/a.txt': 'a' } });
    execFileSync('mkfifo', [path.join(pack, '.packwizignore')]);
    const run = await runNova(root, ['refresh', pack]);
    assert.equal(run.code, 2, run.stdout);
    assert.match(run.stderr, /\.packwizignore/);
    const exported = await runNova(root, ['export', pack, '--out', path.join(root, 'x.mrpack')]);
    assert.equal(exported.code, 2, exported.stdout);
    assert.ok(!fs.existsSync(path.join(root, 'x.mrpack')));
  });

  it('hashes stream: three 40 MiB files refresh in far less memory than their size', async () => {
    const pack = path.join(root, 'pack');
    writePackwizPack(pack, { versions: { minecraft: '1.20.1' } });
    const block = crypto.randomBytes(1024 * 1024);
    for (const name of ['a.bin', 'b.bin', 'c.bin']) {
      const fd = fs.openSync(path.join(pack, name), 'w');
      for (let i = 0; i < 40; i++) fs.writeSync(fd, block);
      fs.closeSync(fd);
    }
    const script = `
      const { loadPackwizProject } = require(${JSON.stringify(path.join(repo, 'src/core/packwiz/packwizProject.ts'))});
      const { planRefresh } = require(${JSON.stringify(path.join(repo, 'src/core/packwiz/packwizRefresh.ts'))});
      (async () => {
        const base = process.memoryUsage().rss;
        let peak = 0;
        const timer = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss - base); }, 5);
        const plan = await planRefresh(await loadPackwizProject(${JSON.stringify(pack)}));
        clearInterval(timer);
        peak = Math.max(peak, process.memoryUsage().rss - base);
        console.log(JSON.stringify({ peak, files: plan.fileCount }));
      })();`;
    const run = spawnSync('node', ['--import', 'tsx', '-e', script], { cwd: repo, encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    const { peak, files } = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as { peak: number; files: number };
    assert.equal(files, 3);
    assert.ok(peak < 40 * 1024 * 1024, `peak ${peak} bytes`);
  });

  it('a streamed hash equals the whole-file hash, and its LF form is found across chunk boundaries', async () => {
    const file = path.join(root, 'crlf.txt');
    // 256 KiB chunks: put a CRLF across the first boundary and a lone CR at the end.
    const head = Buffer.alloc(256 * 1024 - 1, 0x61);
    const bytes = Buffer.concat([head, Buffer.from('\r\nline\r\nlone\r')]);
    fs.writeFileSync(file, bytes);
    const got = await hashPackFile(file);
    assert.equal(got.hash, sha('sha256', bytes));
    const lf = Buffer.from(bytes.toString('latin1').replace(/\r\n/g, '\n'), 'latin1');
    assert.equal(got.lineEndingsOnlyHash, sha('sha256', lf));
    fs.writeFileSync(file, 'no carriage return\n');
    assert.equal((await hashPackFile(file)).lineEndingsOnlyHash, null);
  });
});
