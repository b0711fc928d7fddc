import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { exportCurseforge } from '../../src/core/packs/curseforgeExporter';
import { exportMrpack } from '../../src/core/packs/mrpackExporter';
import { fabricJar, writeJar } from './fixtures/modJars';
import { prismInstance } from './fixtures/modpackFixtures';
import { makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';

describe('export warns about the error-level problems it ships', () => {
  let root: string;
  before(async () => {
    root = await makeTempDir();
  });
  after(() => removeTempDir(root));

  async function instanceWith(name: string, files: Record<string, Buffer | string | Promise<Buffer>>) {
    const dir = path.join(root, name);
    const instance = prismInstance(dir);
    for (const [rel, content] of Object.entries(files)) {
      const file = path.join(instance.gameDir, ...rel.split('/'));
      if (typeof content === 'string') await writeText(file, content);
      else await writeJar(file, content);
    }
    return instance;
  }

  it('names an embedded empty jar and a missing dependency, for both formats, and still writes the archive', async () => {
    const instance = await instanceWith('Broken', {
      'mods/ok.jar': fabricJar({ id: 'ok', version: '1.0.0', depends: { absentlib: '*' } }),
      'mods/empty.jar': '',
    });
    for (const [format, run] of [
      ['mrpack', exportMrpack],
      ['curseforge', exportCurseforge],
    ] as const) {
      const out = path.join(root, `broken.${format === 'mrpack' ? 'mrpack' : 'zip'}`);
      const result = await run(instance, out);
      assert.ok(fs.existsSync(out), `${format}: the archive is written anyway`);
      assert.match(result.warnings[0] ?? '', /^The pack has 2 error-level problems and was exported with them/);
      assert.ok(
        result.warnings.some((w) => w.startsWith('corrupt-jar (mods/empty.jar): ')),
        result.warnings.join('\n'),
      );
      assert.ok(
        result.warnings.some((w) => w.startsWith('missing-dependency (mods/ok.jar): ') && w.includes('absentlib')),
        result.warnings.join('\n'),
      );
    }
  });

  it('adds no such warning for a pack without error-level problems', async () => {
    const instance = await instanceWith('Clean', { 'mods/fine.jar': fabricJar({ id: 'fine', version: '1.0.0' }) });
    const result = await exportMrpack(instance, path.join(root, 'clean.mrpack'));
    assert.ok(!result.warnings.some((w) => /error-level/.test(w)), result.warnings.join('\n'));
  });
});
