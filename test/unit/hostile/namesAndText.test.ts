import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseLenientJson } from '../../../src/core/formats/lenientJson';
import { MetadataError } from '../../../src/core/formats/parsedMetadata';
import { runNova } from '../fixtures/cliRun';
import { writePrismInstance } from '../fixtures/instanceLayouts';
import { fabricJar } from '../fixtures/modJars';
import { buildZip, makeTempDir, removeTempDir, writeText } from '../fixtures/zipBuilder';
import { assertCleanRun, deepJson } from './hostileInputs';

interface CheckJson {
  problems: Array<{ code: string; message: string; files: string[] }>;
}

/** Issue 16, defects 4, 16, 19 (ids), 20 and 21 (export names, system errors). */
describe('hostile names and text', function () {
  this.timeout(30_000);
  let root: string;
  let mods: string;
  beforeEach(async () => {
    root = await makeTempDir('nova-names-');
    await writePrismInstance(path.join(root, 'pack'), {
      name: 'Pack',
      minecraft: '1.20.1',
      loader: { type: 'fabric', version: '0.15.7' },
    });
    mods = path.join(root, 'pack', 'minecraft', 'mods');
  });
  afterEach(() => removeTempDir(root));

  it('a jar named with non-UTF-8 bytes is read, shown escaped, and its duplicate is found', async () => {
    const jar = await fabricJar({ id: 'cafe', version: '1.0.0' });
    await fs.promises.writeFile(
      Buffer.concat([Buffer.from(`${mods}/caf`), Buffer.from([0xe9]), Buffer.from('.jar')]),
      jar,
    );
    await writeText(path.join(mods, 'cafe-copy.jar'), await fabricJar({ id: 'cafe', version: '1.0.1' }));
    const run = await runNova(root, ['check', '--json']);
    assertCleanRun(run);
    const { problems } = JSON.parse(run.stdout) as CheckJson;
    const duplicate = problems.find((p) => p.code === 'duplicate-mod');
    assert.ok(duplicate, JSON.stringify(problems));
    assert.match(duplicate.message, /caf\\xe9\.jar/);
  });

  it('export warns about non-UTF-8 and line-break names instead of leaving them out silently', async () => {
    const config = path.join(root, 'pack', 'minecraft', 'config');
    await fs.promises.writeFile(
      Buffer.concat([Buffer.from(`${config}/caf`), Buffer.from([0xe9]), Buffer.from('.cfg')]),
      'x',
    );
    await writeText(path.join(config, 'two\nlines.cfg'), 'y');
    await writeText(path.join(config, 'fine.cfg'), 'z');
    const out = path.join(root, 'out.mrpack');
    const run = await runNova(root, ['export', 'pack', '--out', out, '--json']);
    assertCleanRun(run);
    assert.equal(run.code, 0, run.stderr);
    const doc = JSON.parse(run.stdout) as { warnings: string[] };
    assert.ok(
      doc.warnings.some((w) => /caf\\xe9\.cfg: the file name is not valid UTF-8/.test(w)),
      doc.warnings.join('\n'),
    );
    assert.ok(doc.warnings.some((w) => /line break/.test(w)));
    // Nova's own import takes what Nova exported.
    const back = await runNova(root, ['import', out, '--into', path.join(root, 'Back'), '--json']);
    assert.equal(back.code, 0, back.stderr);
    assert.ok(fs.existsSync(path.join(root, 'Back', 'minecraft', 'config', 'fine.cfg')));
  });

  it('terminal escape sequences from metadata and file names never reach the terminal raw', async () => {
    await writeText(
      path.join(mods, 'evil\u001b]0;pwned\u0007.jar'),
      await fabricJar({ id: 'evil', name: 'Evil\u001b[2J\u001b[31m\u009b6n', depends: { missing: '*' } }),
    );
    for (const argv of [['mods', 'pack'], ['check']]) {
      const run = await runNova(root, argv);
      assertCleanRun(run);
      const all = run.stdout + run.stderr;
      assert.match(all, /evil/i);
      // Only plain colour codes may remain (textSafety.ts terminalText): no clear-screen, title or query.
      const ownColour = new RegExp(String.fromCharCode(27) + '\\[(?:0|1|2|31|33|36)m', 'g');
      const rest = all.replace(ownColour, '');
      assert.ok(![...'\u001b\u0007\u009b'].some((c) => rest.includes(c)), argv.join(' '));
    }
    // JSON stays exact and valid: the escape survives as data, inside a string.
    const json = await runNova(root, ['mods', 'pack', '--json']);
    assert.ok(!json.stdout.includes('\u001b'));
    assert.ok(JSON.stringify(JSON.parse(json.stdout)).includes('\\u001b'));
  });

  it('a 100,000-character id is not echoed whole into problem messages', async () => {
    const id = 'a'.repeat(100_000);
    await writeText(path.join(mods, 'long.jar'), await fabricJar({ id: 'longid', depends: { [id]: '*' } }));
    const run = await runNova(root, ['check', '--json']);
    assertCleanRun(run);
    const { problems } = JSON.parse(run.stdout) as CheckJson;
    assert.ok(problems.length > 0);
    for (const p of problems) assert.ok(p.message.length <= 2000, `${p.code}: ${p.message.length} characters`);
  });

  it('deeply nested invalid JSON in a jar is invalid-metadata, not a Nova bug', async () => {
    await writeText(
      path.join(mods, 'deep.jar'),
      await buildZip({ 'fabric.mod.json': `{"schemaVersion":1,"id":"deep","x":${deepJson(100_000, false)}` }),
    );
    const run = await runNova(root, ['check', '--json']);
    assertCleanRun(run);
    const { problems } = JSON.parse(run.stdout) as CheckJson;
    const deep = problems.find((p) => p.files.some((f) => f.endsWith('deep.jar')));
    assert.equal(deep?.code, 'invalid-metadata', JSON.stringify(deep));
    assert.doesNotMatch(deep?.message ?? '', /Nova bug/);
  });

  it('system errors read as sentences: a path through a file (ENOTDIR)', async () => {
    await writeText(path.join(root, 'afile'), 'x');
    const run = await runNova(root, ['export', 'pack', '--out', path.join(root, 'afile', 'out.mrpack')]);
    assertCleanRun(run);
    assert.equal(run.code, 2);
    assert.match(run.stderr, /not a folder|ENOTDIR/);
    assert.doesNotMatch(run.stderr, /unexpected error/);
  });
});

describe('lenient JSON nesting (found by the fuzzer)', () => {
  it('deep brackets that only escaping raw line breaks turns into structure are refused', () => {
    // Read raw, `"x⏎` ends at the line break and the brackets sit inside a string; once the line break is escaped
    // (Fabric's tolerance), they are nesting.
    const text = `{"a":"x\n", "b": ${deepJson(100_000, false)}`;
    assert.throws(
      () => parseLenientJson(text, 'fabric.mod.json'),
      (error: unknown) => error instanceof MetadataError && /fabric\.mod\.json nests deeper/.test(error.message),
    );
  });
});
