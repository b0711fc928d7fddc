import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import { listCrashFiles, pickCrashFile } from '../../src/core/crash/crashFiles';
import { logSourceFromBytes, readLogSource } from '../../src/core/logs/logSource';
import { LogText } from '../../src/core/logs/logText';
import { makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';

const MISSING = "\t - Mod 'Alpha' (alpha) 1.0 requires any version of beta, which is missing!";

describe('crash log source', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await makeTempDir();
  });
  afterEach(async () => {
    await removeTempDir(dir);
  });

  it('reads CRLF logs with true line numbers and no carriage returns in evidence', async () => {
    const file = await writeText(
      path.join(dir, 'latest.log'),
      ['[main/INFO]: start', '[main/INFO]: more', MISSING, 'end'].join('\r\n'),
    );
    const result = await analyzeCrash({ file });
    const finding = result.findings.find((f) => f.rule === 'fabric-missing-dependency');
    assert.ok(finding);
    assert.deepEqual(finding.evidence, [{ line: 3, text: MISSING }]);
  });

  it('decodes GBK logs (Chinese Windows launchers) and keeps names intact', async () => {
    // "模组" (mod) in GBK, then a Forge config failure naming a GBK-named file.
    const gbkName = Buffer.from([0xc4, 0xa3, 0xd7, 0xe9]);
    const bytes = Buffer.concat([
      Buffer.from('[main/ERROR]: Failed loading config file '),
      gbkName,
      Buffer.from('.toml of type SERVER for modid demo\n'),
    ]);
    const source = logSourceFromBytes(bytes, 'gbk.log');
    assert.equal(source.encoding, 'gbk');
    const result = await analyzeCrash({ source });
    const finding = result.findings.find((f) => f.rule === 'config-corrupt');
    assert.ok(finding);
    assert.match(finding.detail, /模组\.toml/);
    assert.equal(result.encoding, 'gbk');
  });

  it('reads a stray GBK line inside a UTF-8 log as GBK', () => {
    const bytes = Buffer.concat([
      Buffer.from('[main/INFO]: 拔刀剑\n', 'utf8'),
      Buffer.from([0xc4, 0xa3, 0xd7, 0xe9, 0x0a]),
    ]);
    const log = new LogText({ name: 'mixed', bytes, encoding: 'utf-8', gap: null });
    assert.equal(log.line(0), '[main/INFO]: 拔刀剑');
    assert.equal(log.line(1), '模组');
  });

  it('keeps UTF-8 text that is not ASCII as UTF-8', () => {
    const source = logSourceFromBytes(Buffer.from('[main/INFO]: Loading 拔刀剑 mod\n', 'utf8'));
    assert.equal(source.encoding, 'utf-8');
    assert.equal(new LogText(source).line(0), '[main/INFO]: Loading 拔刀剑 mod');
  });

  it('reads UTF-16 LE logs with a BOM', () => {
    const text = `${MISSING}\n`;
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const log = new LogText(logSourceFromBytes(bytes));
    assert.equal(log.line(0), MISSING);
  });

  it('reads rotated .log.gz files', async () => {
    const file = path.join(dir, '2024-01-01-1.log.gz');
    await fs.promises.writeFile(file, zlib.gzipSync(Buffer.from(`[main/INFO]: a\n${MISSING}\n`)));
    const result = await analyzeCrash({ file });
    assert.equal(result.findings[0]?.rule, 'fabric-missing-dependency');
    assert.equal(result.findings[0]?.evidence[0]?.line, 2);
  });

  it('keeps head and tail of a log larger than the cap and still numbers lines truly', async () => {
    const lines = Array.from({ length: 5000 }, (_, i) => `[main/INFO]: noise line ${i}`);
    lines.push(MISSING);
    const file = await writeText(path.join(dir, 'huge.log'), lines.join('\n') + '\n');
    const source = await readLogSource(file, { maxBytes: 16 * 1024 });
    assert.ok(source.gap !== null && source.gap.skippedLines > 0);
    assert.ok(source.bytes.length <= 16 * 1024);
    const result = await analyzeCrash({ source });
    assert.equal(result.truncated, true);
    const finding = result.findings.find((f) => f.rule === 'fabric-missing-dependency');
    assert.equal(finding?.evidence[0]?.line, 5001);
  });

  it('never throws on empty, binary or single-line input', async () => {
    const empty = await analyzeCrash({ text: '' });
    assert.deepEqual(empty.findings, []);
    const random = Buffer.from(Array.from({ length: 20000 }, (_, i) => (i * 7919 + 13) % 256));
    const binary = await analyzeCrash({ source: logSourceFromBytes(random, 'binary.log') });
    assert.ok(Array.isArray(binary.findings));
    const oneLine = await analyzeCrash({ text: 'x'.repeat(200000) + ' java.lang.OutOfMemoryError: Java heap space' });
    assert.equal(oneLine.findings[0]?.rule, 'out-of-memory');
    assert.equal(oneLine.findings[0]?.evidence[0]?.line, 1);
  });

  it('analyses a log file of many read pieces, scanned while it is read, as it analyses the same text', async () => {
    // 10 MiB: three 4 MiB reads, with hits in every piece and a crash at the end.
    const lines: string[] = [];
    for (let size = 0; size < 10 * 1024 * 1024; size += lines.at(-1)!.length + 2) {
      const n = lines.length;
      lines.push(n % 99_991 === 7 ? MISSING.replace('beta', `beta${n}`) : `[12:00:00] [main/INFO]: noise ${n}`);
    }
    lines.push('java.lang.OutOfMemoryError: Java heap space');
    const text = lines.join('\r\n') + '\r\n';
    const file = await writeText(path.join(dir, 'latest.log'), text);
    const pieces: number[] = [];
    const source = await readLogSource(file, { onBytes: (_bytes, filled) => pieces.push(filled) });
    assert.ok(pieces.length >= 3, `${pieces.length} pieces`);
    assert.equal(pieces.at(-1), source.bytes.length);
    const fromFile = await analyzeCrash({ file });
    const fromText = await analyzeCrash({ text, name: file });
    assert.deepEqual(fromFile, fromText);
    assert.ok(fromFile.findings.some((f) => f.rule === 'out-of-memory'));
    const missing = fromFile.findings.filter((f) => f.rule === 'fabric-missing-dependency');
    assert.ok(missing.length >= 3, `${missing.length} missing-dependency findings`);
  });

  it('analyses a log with a BOM or in UTF-16 read from a file like the same text', async () => {
    const text = ['[main/INFO]: start', MISSING, 'java.lang.OutOfMemoryError: Java heap space'].join('\n');
    const bom = path.join(dir, 'bom.log');
    await fs.promises.writeFile(bom, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]));
    const utf16 = path.join(dir, 'utf16.log');
    await fs.promises.writeFile(utf16, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    const expected = (await analyzeCrash({ text })).findings.map((f) => [f.rule, f.evidence]);
    for (const file of [bom, utf16]) {
      const found = (await analyzeCrash({ file })).findings.map((f) => [f.rule, f.evidence]);
      assert.deepEqual(found, expected, path.basename(file));
    }
  });

  it('stops when cancelled', async () => {
    const file = await writeText(path.join(dir, 'a.log'), 'x\n'.repeat(1000));
    const controller = new AbortController();
    controller.abort();
    await assert.rejects(readLogSource(file, { signal: controller.signal }), /cancelled/);
  });

  it('picks the newest crash report, else latest.log, and lists hs_err and rotated logs', async () => {
    assert.equal(await pickCrashFile(dir), null);
    const latest = await writeText(path.join(dir, 'logs', 'latest.log'), 'log\n');
    await writeText(path.join(dir, 'logs', 'old.log.gz'), 'x');
    assert.equal((await pickCrashFile(dir))?.file, latest);
    const older = await writeText(path.join(dir, 'crash-reports', 'crash-2024-01-01_10.00.00-client.txt'), 'a\n');
    const newer = await writeText(path.join(dir, 'crash-reports', 'crash-2024-01-02_10.00.00-client.txt'), 'b\n');
    await writeText(path.join(dir, 'crash-reports', 'empty.txt'), '');
    await fs.promises.utimes(older, new Date(1000), new Date(1000));
    await fs.promises.utimes(newer, new Date(2000), new Date(2000));
    assert.equal((await pickCrashFile(dir))?.file, newer);
    const hsErr = await writeText(path.join(dir, 'hs_err_pid123.log'), '# A fatal error\n');
    const picked = await pickCrashFile(dir);
    assert.equal(picked?.file, hsErr);
    assert.equal(picked?.kind, 'hs-err');
    const kinds = (await listCrashFiles(dir)).map((f) => f.kind).sort();
    assert.deepEqual(kinds, ['crash-report', 'crash-report', 'hs-err', 'latest-log', 'rotated-log']);
  });
});
