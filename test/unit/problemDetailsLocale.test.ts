import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { zhJarProblem } from '../../src/core/checks/jarProblems';
import { checkConflicts } from '../../src/core/checks/conflictChecker';
import { readModFile } from '../../src/core/mods/modFileReader';
import { instance } from './fixtures/modFileBuilder';
import { fabricJar, quiltJar, tomlJar, writeJar } from './fixtures/modJars';
import { buildZip, makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';

const CJK = /[\u4e00-\u9fff]/;

/**
 * Problem messages whose detail comes from the jar and metadata readers (corrupt-jar, invalid-metadata): under
 * zh-CN the readers' sentences are translated too, over jars generated here and read by the real reader.
 */
describe('problem details in Chinese', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await makeTempDir('nova-zh-details-');
  });
  afterEach(async () => {
    await removeTempDir(dir);
  });

  it('translates every reader sentence of corrupt-jar and invalid-metadata problems', async () => {
    const jar = (name: string) => path.join(dir, name);
    await writeText(jar('empty.jar'), '');
    await writeText(jar('page.jar'), '<!DOCTYPE html><html><body>Login</body></html>');
    await writeText(jar('api.jar'), '{"error":"not found"}');
    await writeText(jar('noise.jar'), Buffer.alloc(300, 7));
    const whole = await fabricJar({ id: 'whole' });
    await writeText(jar('cut.jar'), whole.subarray(0, whole.length - 30));
    await writeJar(jar('badjson.jar'), buildZip({ 'fabric.mod.json': '{ "id": "x", ' }));
    await writeJar(jar('notobject.jar'), buildZip({ 'fabric.mod.json': '[1]' }));
    await writeJar(jar('noid.jar'), buildZip({ 'fabric.mod.json': '{ "schemaVersion": 1, "version": "1" }' }));
    await writeJar(jar('badid.jar'), fabricJar({ id: 'Bad ID', schemaVersion: 2, environment: 'everywhere' }));
    await writeJar(
      jar('lenient.jar'),
      buildZip({ 'fabric.mod.json': '{ "schemaVersion": 1, "id": "lenient", "version": "1", "id": "again", }' }),
    );
    await writeJar(jar('quilt.jar'), quiltJar({ id: 'Bad Quilt' }, { minecraft: { environment: 'sky' } }));
    await writeJar(jar('toml.jar'), tomlJar('modLoader = "javafml"\n[[mods]\nmodId = "x"\n'));
    await writeJar(jar('nomods.jar'), tomlJar('modLoader = "javafml"\nloaderVersion = "[47,)"\n'));
    await writeJar(
      jar('forgeid.jar'),
      tomlJar(
        'modLoader = "javafml"\n[[mods]]\nmodId = "Bad-Id"\nversion = "${file.jarVersion}"\n[[mods]]\nversion = "1"\n',
      ),
    );
    await writeJar(jar('mcmod.jar'), buildZip({ 'mcmod.info': '{ "modList": 3 }' }));

    const files = await Promise.all((await fs.promises.readdir(dir)).sort().map((n) => readModFile(path.join(dir, n))));
    const inst = { ...instance({ loaderType: 'fabric', minecraft: '1.20.1' }), gameDir: dir };
    const en = checkConflicts(inst, files);
    const zh = checkConflicts(inst, files, { locale: 'zh-cn' });
    const details = en.filter((p) => p.code === 'corrupt-jar' || p.code === 'invalid-metadata');
    assert.ok(details.length >= 12, en.map((p) => `${p.code}: ${p.message}`).join('\n'));
    for (const f of files) {
      const reader = [f.error ?? '', ...f.mods.flatMap((m) => m.warnings)].filter((t) => t !== '');
      for (const text of reader) {
        const t = zhJarProblem(text);
        assert.ok(t.complete, `${f.fileName}: no Chinese template for a sentence of "${text}"`);
        assert.match(t.text, CJK);
      }
    }
    for (const p of zh) assert.match(p.message, CJK, `${p.code}: ${p.message}`);
    for (const p of en) assert.doesNotMatch(p.message, CJK, `${p.code}: ${p.message}`);
    // The facts stay: file names and the ids the readers quote.
    const zhText = zh.map((p) => p.message).join('\n');
    for (const fact of ['"Bad ID"', 'noise.jar', 'page.jar', 'fabric.mod.json', '"Bad-Id"'])
      assert.ok(zhText.includes(fact), fact);
  });
});
