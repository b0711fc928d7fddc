import * as assert from 'node:assert/strict';
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ArchiveSafetyError, checkRelativePath } from '../../src/core/archive/archiveSafety';
import { UntrustedArchive } from '../../src/core/archive/untrustedArchive';
import { backupInstance, listBackups } from '../../src/core/backups/backupService';
import { LogReadError, readLogSource } from '../../src/core/logs/logSource';
import { hashRemote } from '../../src/core/download/remoteHash';
import { streamDownload } from '../../src/core/download/streamDownload';
import { DownloadFailedError, downloadVerified, type FetchLike } from '../../src/core/download/verifiedDownload';
import { renderMessage, type Message } from '../../src/core/locale/messageCatalog';
import { localizedError } from '../../src/core/locale/messageError';
import { exportPathRefusal, exportSizeRefusal } from '../../src/core/packs/exportRules';
import { ModpackExportError, packIdentity } from '../../src/core/packs/modpackExport';
import { PackwizJarCache } from '../../src/core/packwiz/packwizJarCache';
import type { PackwizMeta } from '../../src/core/formats/packwizMeta';
import { warningsText } from '../../src/core/planning/planText';
import { diffPacks, packDiffMarkdown } from '../../src/core/packs/packDiff';
import { PackDiffMessages } from '../../src/core/packs/packDiffMessages';
import { packWithIndexHash } from '../../src/core/packwiz/packTomlEdit';
import { metafileWithSide } from '../../src/core/packwiz/metafileSideEdit';
import { BackupM } from '../../src/core/backups/backupMessages';
import { prismInstance } from './fixtures/modpackFixtures';
import { buildZip, makeTempDir, removeTempDir, writeText, writeZip } from './fixtures/zipBuilder';
import { BufferSource } from '../../src/core/archive/byteSource';
import { JarArchive } from '../../src/core/archive/jarArchive';
import { readContentIndexFile } from '../../src/core/references/contentIndexFile';
import { spyglassConfigText } from '../../src/core/content/spyglassSummaries';
import { discoverInstances } from '../../src/core/instances/instanceDiscovery';

const CJK = /[\u4e00-\u9fff]/;

/** `message` in both languages: the Chinese one has Chinese and keeps `facts`, the English one has none. */
function bothLanguages(message: Message, facts: readonly string[] = []): { en: string; zh: string } {
  const en = renderMessage(message, 'en');
  const zh = renderMessage(message, 'zh-cn');
  assert.doesNotMatch(en, CJK, en);
  assert.match(zh, CJK, zh);
  for (const fact of facts) {
    assert.ok(en.includes(fact), `${fact} missing from ${en}`);
    assert.ok(zh.includes(fact), `${fact} missing from ${zh}`);
  }
  return { en, zh };
}

/** A fetch that answers every URL with `status` and `body`. */
function fakeFetch(status: number, body: Buffer | null): FetchLike {
  return () =>
    Promise.resolve({
      ok: status >= 200 && status < 300,
      status,
      body:
        body === null
          ? null
          : (async function* () {
              await Promise.resolve();
              yield new Uint8Array(body);
            })(),
    });
}

describe('core texts by message id, in English and Chinese', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await makeTempDir();
  });
  afterEach(() => removeTempDir(dir));

  it('archive path checks and refusals', async () => {
    const check = checkRelativePath('mods/../../evil.jar');
    assert.equal(check.ok, false);
    const { zh } = bothLanguages(!check.ok ? check.reason : ({} as Message));
    assert.match(zh, /'\.\.'/);
    const file = await writeZip(path.join(dir, 'twice.mrpack'), { 'mods/A.jar': 'a', 'mods/a.jar': 'b' });
    const error = await UntrustedArchive.open(file, undefined, 'twice.mrpack').catch((e: unknown) => e);
    assert.ok(error instanceof ArchiveSafetyError);
    assert.match(error.message, /differs from 'mods\/A\.jar' only in letter case/);
    assert.match(
      localizedError(error, 'zh-cn'),
      /^twice\.mrpack：条目 'mods\/a\.jar' 与 'mods\/A\.jar' 仅有大小写不同/,
    );
  });

  it('a damaged jar says what is damaged, in each language', async () => {
    const good = await buildZip([['fabric.mod.json', '{"id":"crc"}', { store: true }]]);
    const bad = Buffer.from(good);
    bad[bad.indexOf('"crc"') + 1] = 'x'.charCodeAt(0);
    const archive = await JarArchive.open(new BufferSource(bad));
    const error = await archive.read(archive.entry(0), 100).catch((e: unknown) => e);
    assert.equal(
      localizedError(error, 'en'),
      'The jar is damaged: "fabric.mod.json" fails its CRC check. Re-download it.',
    );
    assert.equal(localizedError(error, 'zh-cn'), 'jar 已损坏："fabric.mod.json" 未通过 CRC 校验。请重新下载。');
  });

  it('backup warnings and an unreadable backup', async () => {
    const instance = prismInstance(path.join(dir, 'inst'));
    await writeText(path.join(instance.gameDir, 'mods', 'a.jar'), 'jar');
    const result = await backupInstance(instance, { include: ['mods', 'saves'] });
    assert.deepEqual(result.warnings, ['saves: does not exist; nothing to back up there.']);
    assert.deepEqual(
      result.warningMessages.map((m) => renderMessage(m, 'zh-cn')),
      ['saves：不存在；那里没有可备份的内容。'],
    );
    await writeText(path.join(instance.gameDir, 'backups', 'nova-20240101-120000-abcdef.zip'), 'not a zip');
    const listed = await listBackups(instance);
    assert.equal(listed.backups.length, 1);
    assert.match(
      listed.warnings[0]!,
      /^backups\/nova-20240101-120000-abcdef\.zip: cannot be read \(.*not a readable zip/,
    );
    assert.match(renderMessage(listed.warningMessages[0]!, 'zh-cn'), /：无法读取（.*不是可读取的 zip 压缩包/);
    bothLanguages(BackupM.warnTooDeep({ path: 'saves/a/b', depth: 128 }), ['saves/a/b', '128']);
  });

  it('download reasons: an HTTP error, a size or hash mismatch, nothing fetched at all', async () => {
    const outcome = await streamDownload(fakeFetch(404, null), 'https://cdn.modrinth.com/a.jar', {
      maxBytes: 10,
      onChunk: () => undefined,
    });
    assert.equal(outcome.ok, false);
    const reason = !outcome.ok ? outcome.reason : ({} as Message);
    assert.equal(renderMessage(reason, 'en'), 'HTTP 404');
    assert.equal(renderMessage(reason, 'zh-cn'), 'HTTP 404 错误');

    const body = Buffer.from('hello');
    const expected = {
      sha1: crypto.createHash('sha1').update('other').digest('hex'),
      sha512: crypto.createHash('sha512').update(body).digest('hex'),
      size: body.length,
    };
    const url = 'https://cdn.modrinth.com/a.jar';
    const dest = path.join(dir, 'a.jar');
    const mismatch = await downloadVerified(fakeFetch(200, body), [url], dest, expected, 'mods/a.jar').catch(
      (e: unknown) => e,
    );
    assert.ok(mismatch instanceof ArchiveSafetyError);
    assert.match(mismatch.message, /does not match the pack's sha1; the download was refused/);
    assert.match(localizedError(mismatch, 'zh-cn'), /与整合包的 sha1 不符；已拒绝该下载/);
    assert.ok(!fs.existsSync(dest), 'nothing kept');

    const failed = await downloadVerified(fakeFetch(503, null), [url, `${url}?b`], dest, expected, 'mods/a.jar').catch(
      (e: unknown) => e,
    );
    assert.ok(failed instanceof DownloadFailedError);
    assert.equal(failed.message, `mods/a.jar could not be downloaded (${url}: HTTP 503; ${url}?b: HTTP 503).`);
    assert.equal(
      localizedError(failed, 'zh-cn'),
      `mods/a.jar 无法下载（${url} 出错：HTTP 503 错误；另有 ${url}?b 出错：HTTP 503 错误）。`,
    );
    const none = await hashRemote(fakeFetch(200, body), [], 10).catch((e: unknown) => e);
    assert.equal(localizedError(none, 'en'), 'no URL');
    assert.equal(localizedError(none, 'zh-cn'), '没有 URL');
  });

  it('the packwiz jar cache says why it has no jar', async () => {
    const cache = new PackwizJarCache(path.join(dir, 'cache'), fakeFetch(404, null));
    const meta = (over: Partial<PackwizMeta>): PackwizMeta =>
      ({
        name: 'x',
        filename: 'x.jar',
        side: 'both',
        url: 'https://cdn.modrinth.com/x.jar',
        hashFormat: 'sha1',
        hash: 'a'.repeat(40),
        mode: '',
        modrinth: null,
        curseforge: null,
        option: null,
        ...over,
      }) as PackwizMeta;
    const noHash = await cache.get(meta({ hash: null }));
    assert.ok(!noHash.ok);
    assert.equal(renderMessage(noHash.reason, 'zh-cn'), '元文件没有可用的哈希');
    const http = await cache.get(meta({}));
    assert.ok(!http.ok);
    assert.equal(renderMessage(http.reason, 'en'), 'https://cdn.modrinth.com/x.jar answered HTTP 404');
    assert.equal(renderMessage(http.reason, 'zh-cn'), 'https://cdn.modrinth.com/x.jar 返回了 HTTP 404 错误');
    const shape = await cache.get(meta({ hash: 'xyz' }));
    assert.ok(!shape.ok);
    const { en } = bothLanguages(shape.reason, ['sha1']);
    assert.equal(en, '[download] hash (3 characters) is not a sha1 hash (40 hexadecimal digits)');
  });

  it("the planner's warnings impact line: three warnings, then how many more", () => {
    const warnings = ['a', 'b', 'c', 'd', 'e'].map((p) => BackupM.warnMissing({ path: p }));
    const five = warningsText(warnings)!;
    assert.match(
      renderMessage(five, 'en'),
      /^a: does not exist.* c: does not exist; nothing to back up there\. \(\+2 more warnings\)$/,
    );
    assert.match(renderMessage(five, 'zh-cn'), /^警告：a：不存在.*c：不存在；那里没有可备份的内容。（另有 2 条警告）$/);
    assert.match(renderMessage(warningsText(warnings.slice(0, 4))!, 'en'), /\(\+1 more warning\)$/);
    assert.equal(warningsText([]), undefined);
  });

  it('export refusals: a name importers refuse, a file too large, a pack name too long', async () => {
    const refusal = exportPathRefusal('config/a\nb.txt');
    assert.ok(refusal !== null);
    assert.equal(renderMessage(refusal, 'en'), 'it contains a line break or control character');
    assert.equal(renderMessage(refusal, 'zh-cn'), '它含有换行符或控制字符');
    assert.equal(exportPathRefusal('config/ok.txt'), null);
    const tooLarge = exportSizeRefusal('saves/huge.bin', 2048, { maxEntryBytes: 1024 });
    assert.ok(tooLarge !== null);
    bothLanguages(tooLarge, ['saves/huge.bin', '2 KB', '1 KB']);
    const instance = prismInstance(path.join(dir, 'inst'));
    const error = await packIdentity(instance, { name: 'x'.repeat(600) }).catch((e: unknown) => e);
    assert.ok(error instanceof ModpackExportError);
    assert.equal(error.message, 'The pack name must be 1 to 512 characters long.');
    assert.equal(localizedError(error, 'zh-cn'), '整合包名称必须为 1 到 512 个字符。');
  });

  it('packwiz TOML edits that cannot be made say why, keeping the parser detail verbatim', () => {
    let error: unknown = null;
    try {
      packWithIndexHash('name = "x\n', 'abc');
    } catch (e) {
      error = e;
    }
    const en = localizedError(error, 'en');
    const detail = /^pack\.toml is not valid TOML \((.+)\); fix it before refreshing\.$/.exec(en)?.[1];
    assert.ok(detail !== undefined, en);
    assert.equal(localizedError(error, 'zh-cn'), `pack.toml 不是有效的 TOML（${detail}）；请先修复它再刷新。`);
    try {
      metafileWithSide('name = "a"\nfilename = "a.jar"\nside.x = "client"\n', 'server', 'mods/a.pw.toml');
      error = null;
    } catch (e) {
      error = e;
    }
    assert.match(localizedError(error, 'zh-cn'), /^mods\/a\.pw\.toml (的 side 的写法|不是有效的 TOML)/);
  });

  it("pack diff notes: English in the JSON field, the person's language in the changelog", () => {
    const note = PackDiffMessages.noteLinkedOut({ folder: 'config' });
    const side = (noteMessages: ReturnType<typeof PackDiffMessages.noteLinkedOut>[]) => ({
      mods: [],
      files: new Map<string, string>(),
      notes: noteMessages.map((n) => renderMessage(n, 'en')),
      noteMessages,
    });
    const diff = diffPacks(side([]), side([note]));
    assert.deepEqual(diff.notes, ['NEW: config/ links outside the game folder, so its files were not compared.']);
    const zh = packDiffMarkdown(diff, undefined, 'zh-cn');
    assert.match(zh, /新版：config\/ 链接到游戏文件夹之外，因此没有比较其中的文件。/);
    assert.doesNotMatch(zh, /links outside/);
  });

  it('a folder passed as a log', async () => {
    const error = await readLogSource(dir).catch((e: unknown) => e);
    assert.ok(error instanceof LogReadError);
    assert.match(error.message, /is a folder, not a log file: Nova reads only regular files/);
    assert.match(localizedError(error, 'zh-cn'), /是文件夹，不是日志文件：Nova 只读取普通文件/);
  });

  it('a content index file that is not JSON or not an index, and a spyglass.json that is not an object', async () => {
    const cases: Array<[string, RegExp, RegExp]> = [
      ['{ not json', /is not JSON \(/, /不是 JSON（/],
      ['{"items": []}', /needs the lists namespaces, items/, /需要列表 namespaces, items/],
      [
        '{"namespaces":[],"items":[{}],"blocks":[],"fluids":[],"tags":[],"recipes":[]}',
        /an entry has no string id/,
        /有条目没有字符串 id/,
      ],
      [
        '{"namespaces":[],"items":[],"blocks":[],"fluids":[],"tags":[{"id":"c:x"}],"recipes":[]}',
        /a tag has no registry or values list/,
        /有标签没有 registry 或 values 列表/,
      ],
    ];
    for (const [text, en, zh] of cases) {
      const file = path.join(dir, 'content.json');
      await fs.promises.writeFile(file, text);
      const error = await readContentIndexFile(file).catch((e: unknown) => e);
      assert.match(localizedError(error, 'en'), en);
      assert.match(localizedError(error, 'zh-cn'), zh);
      assert.ok(localizedError(error, 'zh-cn').includes(file), 'the file name stays verbatim');
    }
    const spyglass = (() => {
      try {
        return spyglassConfigText('[1, 2]', { blocks: 'b.json' });
      } catch (error) {
        return error;
      }
    })();
    assert.match(localizedError(spyglass, 'en'), /spyglass.json is not a JSON object/);
    assert.match(localizedError(spyglass, 'zh-cn'), /spyglass.json 不是 JSON 对象/);
  });

  it('a folder to search for instances that is missing or a file', async () => {
    const missing = path.join(dir, 'no such folder');
    const gone = await discoverInstances(missing).catch((e: unknown) => e);
    assert.equal(
      localizedError(gone, 'en'),
      `Folder not found: ${missing}. Pass the folder that holds your instances.`,
    );
    assert.equal(localizedError(gone, 'zh-cn'), `找不到文件夹：${missing}。请传入存放实例的文件夹。`);
    const file = path.join(dir, 'pack.zip');
    await fs.promises.writeFile(file, 'x');
    const notFolder = await discoverInstances(file).catch((e: unknown) => e);
    assert.match(localizedError(notFolder, 'zh-cn'), /^不是文件夹：.*pack\.zip。/);
  });
});
