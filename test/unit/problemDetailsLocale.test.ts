import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { zhJarProblem } from '../../src/core/checks/jarProblems';
import { checkConflicts } from '../../src/core/checks/conflictChecker';
import { renderMessage } from '../../src/core/locale/messageCatalog';
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
    const corrupt = files.filter((f) => f.kind === 'corrupt');
    assert.deepEqual(
      corrupt.map((f) => f.fileName),
      ['api.jar', 'cut.jar', 'empty.jar', 'noise.jar', 'page.jar'],
    );
    for (const f of corrupt) {
      // Why a jar cannot be read is a message by id: its English is the reader's error, word for word.
      assert.ok(f.errorText, f.fileName);
      assert.equal(renderMessage(f.errorText), f.error);
      assert.match(renderMessage(f.errorText, 'zh-cn'), CJK);
    }
    const zhCorrupt = zh.filter((p) => p.code === 'corrupt-jar').map((p) => p.message);
    assert.ok(
      zhCorrupt.includes(
        '无法将 empty.jar 作为模组读取：文件是空的（0 字节）：下载被中断了。 请从原下载处重新下载，或将其移除。',
      ),
    );
    assert.ok(
      zhCorrupt.includes(
        '无法将 page.jar 作为模组读取：该文件是以 .jar 命名保存的 HTML 网页，不是模组：下载链接返回的是网页（通常是登录、错误或广告页面）。 请从原下载处重新下载，或将其移除。',
      ),
      zhCorrupt.join('\n'),
    );
    for (const f of files) {
      if (f.kind === 'corrupt') continue;
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
