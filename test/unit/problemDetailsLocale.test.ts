import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { checkConflicts } from '../../src/core/checks/conflictChecker';
import { registeredMessages, renderMessage, type Message } from '../../src/core/locale/messageCatalog';
import { fileReaderTexts, modWarningTexts, unreadableReason } from '../../src/core/mods/readerTexts';
import { ServerPackMessages } from '../../src/core/serverPacks/serverPackMessages';
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
      // Every reader text is a message by id whose English is the field, word for word.
      for (const text of [...fileReaderTexts(f), ...f.mods.flatMap((m) => modWarningTexts(m))]) {
        assert.equal(typeof text, 'object', `${f.fileName}: "${JSON.stringify(text)}" is English only`);
        assert.match(renderMessage(text as Message, 'zh-cn'), CJK);
      }
    }
    for (const p of zh) assert.match(p.message, CJK, `${p.code}: ${p.message}`);
    for (const p of en) assert.doesNotMatch(p.message, CJK, `${p.code}: ${p.message}`);
    // The facts stay: file names and the ids the readers quote.
    const zhText = zh.map((p) => p.message).join('\n');
    for (const fact of ['"Bad ID"', 'noise.jar', 'page.jar', 'fabric.mod.json', '"Bad-Id"'])
      assert.ok(zhText.includes(fact), fact);
  });

  it('says every kind of metadata problem in Chinese, with only the facts verbatim', async () => {
    const deep = `${'['.repeat(300)}${']'.repeat(300)}`;
    const jars: Record<string, Buffer | Promise<Buffer>> = {
      'badjson.jar': buildZip({ 'fabric.mod.json': '{ "id": "x", ' }),
      'notobject.jar': buildZip({ 'fabric.mod.json': '[1]' }),
      'noid.jar': buildZip({ 'fabric.mod.json': '{ "schemaVersion": 1, "version": "1" }' }),
      'badid.jar': fabricJar({ id: 'Bad ID', schemaVersion: 2, environment: 'everywhere', depends: 3 }),
      'v0side.jar': buildZip({ 'fabric.mod.json': '{ "id": "vzero", "version": "1", "side": "sky" }' }),
      'rawline.jar': buildZip({ 'fabric.mod.json': '{ "schemaVersion": 1, "id": "rawline", "description": "a\nb" }' }),
      'lenient.jar': buildZip({ 'fabric.mod.json': '{ "schemaVersion": 1, "id": "lenient", "id": "again", }' }),
      'deep.jar': buildZip({ 'fabric.mod.json': `{"id":"deep","x":${deep}}` }),
      'quilt.jar': quiltJar({ id: 'Bad Quilt' }, { minecraft: { environment: 'sky' } }),
      'quiltnoloader.jar': buildZip({ 'quilt.mod.json': '{ "schema_version": 1 }' }),
      'quiltnoid.jar': buildZip({ 'quilt.mod.json': '{ "schema_version": 1, "quilt_loader": {} }' }),
      'toml.jar': tomlJar('modLoader = "javafml"\n[[mods]\nmodId = "x"\n'),
      'tomldeep.jar': tomlJar(`modLoader = "javafml"\nx = ${deep}\n`),
      'nomods.jar': tomlJar('modLoader = "javafml"\nloaderVersion = "[47,)"\n'),
      'noidmods.jar': tomlJar('modLoader = "javafml"\n[[mods]]\nversion = "1"\n'),
      'forgeid.jar': tomlJar('modLoader = "javafml"\n[[mods]]\nmodId = "Bad-Id"\nversion = "${file.jarVersion}"\n'),
      'mcmod.jar': buildZip({ 'mcmod.info': '{ "modList": 3 }' }),
      'mcmodnone.jar': buildZip({ 'mcmod.info': '[{ "name": "x" }]' }),
      'mcmodlenient.jar': buildZip({ 'mcmod.info': '[{ "modid": "old", "version": "1", }]' }),
      'lite.jar': buildZip({ 'litemod.json': '[]' }),
      'litenoname.jar': buildZip({ 'litemod.json': '{ "version": "1" }' }),
      'tab.jar': buildZip({ 'plugin.yml': 'name: x\n\tversion: 1\n' }),
      'nokey.jar': buildZip({ 'plugin.yml': 'name x\n' }),
      'indent.jar': buildZip({ 'plugin.yml': 'name: x\n  version: 1\n' }),
      'list.jar': buildZip({ 'paper-plugin.yml': '- a\n- b\n' }),
      'noname.jar': buildZip({ 'plugin.yml': 'version: 1\n' }),
      'huge.jar': buildZip({ 'fabric.mod.json': `{"id":"huge","pad":"${'x'.repeat(4 * 1024 * 1024 + 10)}"}` }),
    };
    for (const [name, bytes] of Object.entries(jars)) await writeJar(path.join(dir, name), bytes);
    const files = await Promise.all(Object.keys(jars).map((n) => readModFile(path.join(dir, n))));
    const inst = { ...instance({ loaderType: 'fabric', minecraft: '1.20.1' }), gameDir: dir };
    const zh = checkConflicts(inst, files, { locale: 'zh-cn' }).filter((p) => p.code === 'invalid-metadata');
    const en = checkConflicts(inst, files).filter((p) => p.code === 'invalid-metadata');

    const seen = new Set<string>();
    const facts = new Set<string>(Object.keys(jars));
    for (const f of files) {
      const texts = [...fileReaderTexts(f), ...f.mods.flatMap((m) => modWarningTexts(m))];
      assert.ok(texts.length > 0, `${f.fileName}: the readers said nothing`);
      for (const text of texts) {
        assert.equal(typeof text, 'object', `${f.fileName}: "${JSON.stringify(text)}" is English only`);
        const message = text as Message;
        seen.add(message.id);
        for (const v of Object.values(message.params)) if (typeof v === 'string') facts.add(v);
      }
    }
    // Every id of the readers' catalogs was met: each kind of problem is in this test.
    // (`tomlUnreadable` is for a TOML parser failure that is not a TomlError, which no text causes.)
    const ids = [...registeredMessages().keys()].filter(
      (id) => /^(modMetadata|metadataText)\./.test(id) && id !== 'modMetadata.tomlUnreadable',
    );
    assert.deepEqual(
      ids.filter((id) => !seen.has(id)),
      [],
    );
    assert.ok(seen.has('formats.tooDeep'));

    assert.equal(zh.length, files.length);
    assert.equal(en.length, files.length);
    for (const p of en) assert.doesNotMatch(p.message, CJK, p.message);
    for (const p of zh) {
      // The facts out (file names, keys, ids, values, the TOML parser's words): no English words are left in a row.
      const rest = [...facts]
        .sort((a, b) => b.length - a.length)
        .reduce((t, fact) => t.split(fact).join(' '), p.message);
      assert.doesNotMatch(rest, /[A-Za-z]{2,}(?:[\s,]+[A-Za-z]{2,}){2,}/, p.message);
      assert.match(p.message, CJK);
    }
  });

  it('renders why a jar cannot be read in the locale of the message quoting it (server packs, content gaps)', async () => {
    await writeText(path.join(dir, 'empty.jar'), '');
    const file = await readModFile(path.join(dir, 'empty.jar'));
    const problem = ServerPackMessages.corruptJar({ file: file.fileName, error: unreadableReason(file, 'damaged') });
    assert.equal(
      renderMessage(problem),
      `empty.jar cannot be read (${file.error}); it is kept, but the server will refuse it too.`,
    );
    assert.equal(
      renderMessage(problem, 'zh-cn'),
      'empty.jar 无法读取（文件是空的（0 字节）：下载被中断了。请重新下载。）；它被保留，但服务器同样会拒绝加载它。',
    );
    // A text that no longer agrees with its message is passed as it is, never a stale translation.
    const edited = { ...file, error: 'Something else.' };
    assert.equal(unreadableReason(edited, 'damaged'), 'Something else.');
    assert.equal(unreadableReason({ ...file, error: null }, 'damaged'), 'damaged');
  });
});
