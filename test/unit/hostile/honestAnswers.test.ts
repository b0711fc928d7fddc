import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { sarifUri } from '../../../src/cli/sarifReport';
import { readInstancesAt } from '../../../src/core/instances/instanceDiscovery';
import type { Instance } from '../../../src/core/model/instance';
import { ModScanner } from '../../../src/core/mods/modScanner';
import { diffPacks, packDiffMarkdown } from '../../../src/core/packs/packDiff';
import { instanceSnapshot } from '../../../src/core/packs/packSnapshot';
import { runNova } from '../fixtures/cliRun';
import { writePrismInstance } from '../fixtures/instanceLayouts';
import { makeTempDir, removeTempDir, writeText } from '../fixtures/zipBuilder';
import { assertCleanRun, within } from './hostileInputs';

/** Issue 33, item 12 (export, diff and SARIF parts): answers that must not mislead. */
describe('answers that do not mislead', function () {
  this.timeout(120_000);
  let root: string;
  beforeEach(async () => {
    root = await makeTempDir('nova-honest-');
  });
  afterEach(async () => removeTempDir(root));

  it('export writes only names its own import accepts (control characters, aux.txt), saying what it left out', async () => {
    const dir = await writePrismInstance(path.join(root, 'pack'), { name: 'Pack', minecraft: '1.20.1' });
    const config = path.join(dir, 'minecraft', 'config');
    await writeText(path.join(config, 'aux.txt'), 'device name\n');
    await writeText(path.join(config, 'bad\u0001name.txt'), 'control\n');
    await writeText(path.join(config, 'trailing dot.'), 'dot\n');
    await writeText(path.join(config, 'kept.toml'), 'kept = true\n');
    const exported = await runNova(root, ['export', 'pack', '--out', 'pack.mrpack', '--json']);
    assertCleanRun(exported);
    assert.equal(exported.code, 0, exported.stderr);
    const warnings = (JSON.parse(exported.stdout) as { warnings: string[] }).warnings.join('\n');
    assert.match(warnings, /aux\.txt.*reserved Windows device name/);
    assert.match(warnings, /control character/);
    assert.match(warnings, /ends with a dot or space/);
    const imported = await runNova(root, ['import', 'pack.mrpack', '--into', 'again', '--json']);
    assertCleanRun(imported);
    assert.equal(imported.code, 0, imported.stderr);
    const back = path.join(root, 'again');
    const files = fs.readdirSync(back, { recursive: true }).map(String);
    assert.ok(
      files.some((f) => f.endsWith('kept.toml')),
      files.join(', '),
    );
    assert.ok(!files.some((f) => f.endsWith('aux.txt')));
  });

  for (const format of ['mrpack', 'curseforge'] as const)
    it(`export (${format}) never writes two names import refuses together (letter case, a file named like a folder)`, async () => {
      const dir = await writePrismInstance(path.join(root, 'pack'), { name: 'Pack', minecraft: '1.20.1' });
      const config = path.join(dir, 'minecraft', 'config');
      // Case-sensitive file systems hold both; Windows and macOS cannot, so import refuses the pair.
      await writeText(path.join(config, 'Case.txt'), 'upper\n');
      await writeText(path.join(config, 'case.txt'), 'lower\n');
      await writeText(path.join(config, 'e\u0301.txt'), 'decomposed\n');
      await writeText(path.join(config, '\u00e9.txt'), 'composed\n');
      await writeText(path.join(config, 'Tools'), 'a file\n');
      await writeText(path.join(config, 'tools', 'inner.toml'), 'inner = 1\n');
      await writeText(path.join(config, 'kept.toml'), 'kept = true\n');
      const out = format === 'mrpack' ? 'pack.mrpack' : 'pack.zip';
      const exported = await runNova(root, ['export', 'pack', '--out', out, '--format', format, '--json']);
      assertCleanRun(exported);
      assert.equal(exported.code, 0, exported.stderr);
      const warnings = (JSON.parse(exported.stdout) as { warnings: string[] }).warnings.join('\n');
      assert.match(warnings, /config\/case\.txt.*only in letter case/);
      assert.match(warnings, /config\/Tools.*folder of this name/);
      const imported = await runNova(root, ['import', out, '--into', 'again', '--json']);
      assertCleanRun(imported);
      assert.equal(imported.code, 0, imported.stderr);
      const back = fs.readdirSync(path.join(root, 'again'), { recursive: true }).map(String);
      for (const kept of ['Case.txt', 'kept.toml', 'inner.toml'])
        assert.ok(
          back.some((f) => f.endsWith(kept)),
          `${kept} is missing: ${back.join(', ')}`,
        );
    });

  it('export refuses a sparse 100 GB file by its size, quickly, before reading it', async () => {
    const dir = await writePrismInstance(path.join(root, 'pack'), { name: 'Pack', minecraft: '1.20.1' });
    const huge = path.join(dir, 'minecraft', 'config', 'huge.bin');
    await writeText(huge, '');
    await fs.promises.truncate(huge, 100 * 1024 ** 3);
    const started = Date.now();
    const run = await within(10_000, 'export of a sparse file', () =>
      runNova(root, ['export', 'pack', '--out', 'pack.mrpack']),
    );
    assertCleanRun(run);
    assert.equal(run.code, 2, run.stdout + run.stderr);
    assert.match(run.stderr, /huge\.bin is [\d.]+ [MG]i?B, larger than/);
    assert.ok(Date.now() - started < 10_000);
    assert.equal(fs.existsSync(path.join(root, 'pack.mrpack')), false);
  });

  it('SARIF artifact URIs are percent-encoded relative references', async () => {
    assert.equal(sarifUri('mods/my mod #1.jar'), 'mods/my%20mod%20%231.jar');
    assert.equal(sarifUri('pack/minecraft/mods/100%.jar'), 'pack/minecraft/mods/100%25.jar');
    assert.equal(sarifUri('mods/a:b?.jar'), 'mods/a%3Ab%3F.jar');
    const dir = await writePrismInstance(path.join(root, 'pack'), {
      name: 'Pack',
      minecraft: '1.20.1',
      mods: { 'my mod #1.jar': Buffer.from('not a zip at all') },
    });
    assert.ok(fs.existsSync(path.join(dir, 'minecraft', 'mods', 'my mod #1.jar')));
    const run = await runNova(root, ['check', '.', '--format', 'sarif']);
    assertCleanRun(run);
    const log = JSON.parse(run.stdout) as {
      runs: Array<{
        results: Array<{ locations: Array<{ physicalLocation: { artifactLocation: { uri: string } } }> }>;
      }>;
    };
    const uris = log.runs[0]!.results.map((r) => r.locations[0]!.physicalLocation.artifactLocation.uri);
    assert.ok(uris.includes('pack/minecraft/mods/my%20mod%20%231.jar'), uris.join(', '));
    for (const uri of uris) assert.doesNotMatch(uri, /[ #]/);
  });

  it('diff never says "No changes." when a change lies past its cap', async () => {
    // The real cap is 20,000 files a side; the same walk with a cap of 50 keeps this test fast.
    const make = async (name: string, last: string): Promise<Instance> => {
      const dir = await writePrismInstance(path.join(root, name), { name, minecraft: '1.20.1' });
      const many = path.join(dir, 'minecraft', 'config', 'many');
      for (let i = 0; i < 60; i++) await writeText(path.join(many, `f${String(i).padStart(3, '0')}.cfg`), `${i}\n`);
      await writeText(path.join(many, 'zz-last.cfg'), last);
      const [instance] = await readInstancesAt(dir);
      return instance!;
    };
    const scanner = new ModScanner();
    const before = await instanceSnapshot(scanner, await make('a', 'old\n'), 50);
    const after = await instanceSnapshot(scanner, await make('b', 'new\n'), 50);
    const diff = diffPacks(before, after);
    assert.deepEqual(diff.files, { added: [], removed: [], changed: [] });
    assert.equal(diff.notes.length, 2);
    const md = packDiffMarkdown(diff);
    assert.doesNotMatch(md, /^No changes\.$/m);
    assert.match(md, /### Not compared\n\n- OLD: config\/ holds more config files than Nova compares \(50 in all/);
    assert.match(md, /No changes in what was compared/);
    // Under the cap the same change is found.
    const full = diffPacks(
      await instanceSnapshot(scanner, (await readInstancesAt(path.join(root, 'a')))[0]!),
      await instanceSnapshot(scanner, (await readInstancesAt(path.join(root, 'b')))[0]!),
    );
    assert.deepEqual(full.files.changed, ['config/many/zz-last.cfg']);
    assert.deepEqual(full.notes, []);
  });
});
