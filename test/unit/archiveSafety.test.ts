import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import {
  ArchiveSafetyError,
  checkRelativePath,
  DEFAULT_ARCHIVE_LIMITS,
  type ArchiveLimits,
} from '../../src/core/archive/archiveSafety';
import { checkDownloadUrl } from '../../src/core/download/downloadHosts';
import { renderMessage } from '../../src/core/locale/messageCatalog';
import { importModpack } from '../../src/core/packs/modpackImporter';
import { fakeFetch, listTree, sha } from './fixtures/modpackFixtures';
import { buildRawZip, type RawZipEntry } from './fixtures/rawZip';
import { makeTempDir, removeTempDir } from './fixtures/zipBuilder';

const INDEX = (files: unknown[] = [], extra: Record<string, unknown> = {}): string =>
  JSON.stringify({
    formatVersion: 1,
    game: 'minecraft',
    versionId: '1',
    name: 'Hostile',
    files,
    dependencies: { minecraft: '1.20.1' },
    ...extra,
  });

const GOOD_HASHES = { sha1: sha('sha1', 'x'), sha512: sha('sha512', 'x') };
const fileAt = (p: unknown): Record<string, unknown> => ({
  path: p,
  hashes: GOOD_HASHES,
  env: { client: 'required', server: 'required' },
  downloads: ['https://cdn.modrinth.com/x.jar'],
  fileSize: 1,
});

interface HostileCase {
  name: string;
  /** The archive's bytes (a zip built byte by byte, or something that is not a zip at all). */
  bytes: () => Buffer;
  /** What the refusal message must say. */
  message: RegExp;
  limits?: Partial<ArchiveLimits>;
}

const withIndex = (...entries: RawZipEntry[]): Buffer =>
  buildRawZip([{ name: 'modrinth.index.json', data: INDEX() }, ...entries]);
const indexOnly = (index: string): Buffer => buildRawZip([{ name: 'modrinth.index.json', data: index }]);
const zeros = (n: number): Buffer => Buffer.alloc(n);

const CASES: HostileCase[] = [
  {
    name: 'zip entry overrides/../../evil.txt',
    bytes: () => withIndex({ name: 'overrides/../../evil.txt', data: 'evil' }),
    message: /unsafe path.*'\.\.'/,
  },
  { name: 'zip entry ../evil.txt', bytes: () => withIndex({ name: '../evil.txt', data: 'evil' }), message: /'\.\.'/ },
  {
    name: 'absolute zip entry /tmp/nova-evil-abs.txt',
    bytes: () => withIndex({ name: '/tmp/nova-evil-abs.txt', data: 'evil' }),
    message: /absolute path/,
  },
  {
    name: 'drive-letter zip entry C:/win.txt',
    bytes: () => withIndex({ name: 'C:/win.txt', data: 'evil' }),
    message: /drive letter/,
  },
  {
    name: 'backslash zip entry overrides\\..\\..\\evil.txt',
    bytes: () => withIndex({ name: 'overrides\\..\\..\\evil.txt', data: 'e' }),
    message: /backslash/,
  },
  {
    name: 'Windows device name overrides/config/CON.txt',
    bytes: () => withIndex({ name: 'overrides/config/CON.txt', data: 'e' }),
    message: /reserved Windows device name/,
  },
  {
    name: 'Windows device name overrides/nul',
    bytes: () => withIndex({ name: 'overrides/nul', data: 'e' }),
    message: /reserved Windows device name/,
  },
  {
    name: 'NTFS stream overrides/a.txt:hidden',
    bytes: () => withIndex({ name: 'overrides/a.txt:hidden', data: 'e' }),
    message: /':'/,
  },
  {
    name: 'trailing dot overrides/config.',
    bytes: () => withIndex({ name: 'overrides/config.', data: 'e' }),
    message: /ends with a dot or space/,
  },
  {
    name: 'trailing space overrides/mods ',
    bytes: () => withIndex({ name: 'overrides/mods /a.jar', data: 'e' }),
    message: /ends with a dot or space/,
  },
  { name: 'empty entry name', bytes: () => withIndex({ name: '', data: 'e' }), message: /path is empty/ },
  {
    name: 'symlink entry overrides/link -> /etc',
    bytes: () => withIndex({ name: 'overrides/link', data: '/etc', unixMode: 0o120777 }),
    message: /symbolic link/,
  },
  {
    name: 'symlink then a file through it',
    bytes: () =>
      withIndex(
        { name: 'overrides/up', data: '../..', unixMode: 0o120777 },
        { name: 'overrides/up/evil.txt', data: 'e' },
      ),
    message: /symbolic link/,
  },
  {
    name: 'FIFO entry',
    bytes: () => withIndex({ name: 'overrides/pipe', unixMode: 0o010644 }),
    message: /special file/,
  },
  {
    name: 'size lie: declares 100 bytes, inflates to 5 MiB',
    bytes: () => withIndex({ name: 'overrides/lie.bin', data: zeros(5 * 1024 * 1024), method: 8, declaredSize: 100 }),
    message: /could not be extracted|too many bytes|damaged/,
  },
  {
    name: 'compression-ratio bomb (20 MiB of zeros, ~1029×)',
    bytes: () => withIndex({ name: 'overrides/bomb.bin', data: zeros(20 * 1024 * 1024), method: 8 }),
    message: /zip bomb/,
  },
  {
    name: 'overlapping entries (200 records share one payload)',
    bytes: () =>
      buildRawZip([
        { name: 'modrinth.index.json', data: INDEX() },
        { name: 'overrides/p0.bin', data: zeros(64 * 1024), method: 8 },
        ...Array.from({ length: 199 }, (_, i) => ({ name: `overrides/p${i + 1}.bin`, shareDataWith: 1 })),
      ]),
    message: /entries overlap/,
  },
  {
    name: 'too many entries',
    bytes: () => withIndex(...Array.from({ length: 20 }, (_, i) => ({ name: `overrides/f${i}.txt`, data: 'x' }))),
    limits: { maxEntries: 10 },
    message: /21 entries, more than the limit of 10/,
  },
  {
    name: 'total uncompressed size above the cap',
    bytes: () =>
      withIndex({ name: 'overrides/a.bin', data: zeros(600_000) }, { name: 'overrides/b.bin', data: zeros(600_000) }),
    limits: { maxTotalBytes: 1_000_000 },
    message: /would unpack to more than 1000000 bytes/,
  },
  {
    name: 'entry declaring more than the per-file cap',
    bytes: () => withIndex({ name: 'overrides/huge.bin', data: 'x', method: 8, declaredSize: 0xfffffff0 }),
    limits: { maxEntryBytes: 1024 * 1024 * 1024 },
    message: /more than the per-file limit/,
  },
  {
    name: 'duplicate entry names',
    bytes: () => withIndex({ name: 'overrides/a.txt', data: '1' }, { name: 'overrides/a.txt', data: '2' }),
    message: /appears twice/,
  },
  {
    name: 'names differing only in case',
    bytes: () => withIndex({ name: 'overrides/Mods/a.jar', data: '1' }, { name: 'overrides/mods/a.jar', data: '2' }),
    message: /only in letter case/,
  },
  {
    name: 'a file that is also a folder',
    bytes: () => withIndex({ name: 'overrides/a', data: '1' }, { name: 'overrides/a/b', data: '2' }),
    message: /both a file and a folder/,
  },
  {
    name: 'encrypted entry',
    bytes: () => withIndex({ name: 'overrides/secret.txt', data: 'x'.repeat(25), declaredSize: 13, encrypted: true }),
    message: /encrypted/,
  },
  {
    name: 'mrpack path ../evil.txt',
    bytes: () => indexOnly(INDEX([fileAt('../evil.txt')])),
    message: /files\[0\].*'\.\.'/,
  },
  {
    name: 'mrpack path mods/../../evil',
    bytes: () => indexOnly(INDEX([fileAt('mods/../../evil')])),
    message: /'\.\.'/,
  },
  { name: 'mrpack path /etc/passwd', bytes: () => indexOnly(INDEX([fileAt('/etc/passwd')])), message: /absolute path/ },
  { name: 'mrpack path C:/x.jar', bytes: () => indexOnly(INDEX([fileAt('C:/x.jar')])), message: /drive letter/ },
  {
    name: 'mrpack path C:\\x.jar',
    bytes: () => indexOnly(INDEX([fileAt('C:\\x.jar')])),
    message: /backslash|drive letter/,
  },
  { name: 'mrpack path mods\\x.jar', bytes: () => indexOnly(INDEX([fileAt('mods\\x.jar')])), message: /backslash/ },
  {
    name: 'mrpack path mods/CON.jar',
    bytes: () => indexOnly(INDEX([fileAt('mods/CON.jar')])),
    message: /reserved Windows device name/,
  },
  {
    name: 'mrpack path mods/nul.txt',
    bytes: () => indexOnly(INDEX([fileAt('mods/nul.txt')])),
    message: /reserved Windows device name/,
  },
  { name: 'mrpack path ""', bytes: () => indexOnly(INDEX([fileAt('')])), message: /path is empty/ },
  {
    name: 'mrpack file without sha512',
    bytes: () => indexOnly(INDEX([{ ...fileAt('mods/a.jar'), hashes: { sha1: GOOD_HASHES.sha1 } }])),
    message: /must carry both a sha1 and a sha512/,
  },
  {
    name: 'mrpack file that is also a folder of an override',
    bytes: () =>
      buildRawZip([
        { name: 'modrinth.index.json', data: INDEX([fileAt('config')]) },
        { name: 'overrides/config/a.txt', data: 'a' },
      ]),
    message: /'config' is both a file and a folder/,
  },
  {
    name: 'mrpack formatVersion 2',
    bytes: () => indexOnly(INDEX([], { formatVersion: 2 })),
    message: /formatVersion 2 is not supported/,
  },
  {
    name: 'mrpack game terraria',
    bytes: () => indexOnly(INDEX([], { game: 'terraria' })),
    message: /game "terraria" is not supported/,
  },
  { name: 'mrpack index that is not JSON', bytes: () => indexOnly('{ nope'), message: /not valid JSON/ },
  {
    name: 'CurseForge overrides folder ../..',
    bytes: () =>
      buildRawZip([
        {
          name: 'manifest.json',
          data: JSON.stringify({
            manifestType: 'minecraftModpack',
            minecraft: { version: '1.20.1' },
            overrides: '../..',
          }),
        },
      ]),
    message: /overrides folder.*'\.\.'/,
  },
  {
    name: 'an HTML page saved as .mrpack',
    bytes: () => Buffer.from('<!DOCTYPE html><html><body>Not found</body></html>'),
    message: /not a readable zip archive/,
  },
  {
    name: 'a truncated archive',
    bytes: () => withIndex({ name: 'overrides/a.txt', data: 'hello' }).subarray(0, 60),
    message: /not a readable zip archive/,
  },
  {
    name: 'corrupted entry data (CRC-32 mismatch)',
    bytes: () => {
      const zip = withIndex({ name: 'overrides/config/a.txt', data: 'hello world, this is config' });
      const at = zip.indexOf('hello world');
      zip[at] = 'j'.charCodeAt(0);
      return zip;
    },
    message: /corrupt \(CRC-32 mismatch\)|could not be extracted/,
  },
  {
    name: 'names that collide after Unicode normalisation (NFC vs NFD)',
    bytes: () =>
      withIndex({ name: 'overrides/caf\u00e9.txt', data: '1' }, { name: 'overrides/cafe\u0301.txt', data: '2' }),
    message: /only in letter case|appears twice/,
  },
  {
    name: 'a folder entry carrying data',
    bytes: () => withIndex({ name: 'overrides/dir/', data: 'data' }),
    message: /folder entry that carries data/,
  },
];

describe('hostile archives', () => {
  let dir: string;
  before(async () => {
    dir = await makeTempDir('nova-hostile-');
  });
  after(async () => {
    await removeTempDir(dir);
  });

  it(`covers at least 20 hostile archives (${CASES.length})`, () => {
    assert.ok(CASES.length >= 20);
  });

  CASES.forEach((c, i) => {
    it(`refuses ${c.name} with a clear message and writes nothing outside the target`, async () => {
      const work = path.join(dir, `case-${i}`);
      const parent = path.join(work, 'instances');
      await fs.promises.mkdir(parent, { recursive: true });
      const archive = path.join(work, 'pack.mrpack');
      await fs.promises.writeFile(archive, c.bytes());
      const before = await listTree(work);
      const beforeTmp = await fs.promises.readdir('/tmp');
      const limits = { ...DEFAULT_ARCHIVE_LIMITS, ...c.limits };
      await assert.rejects(
        importModpack(archive, path.join(parent, 'Target'), { limits, fetch: fakeFetch({}) }),
        (e: unknown) => {
          assert.ok(e instanceof ArchiveSafetyError, `expected an ArchiveSafetyError, got ${String(e)}`);
          assert.match(e.message, c.message);
          assert.ok(!/^\s*$/.test(e.message));
          return true;
        },
      );
      assert.deepEqual(await listTree(work), before);
      assert.deepEqual(await fs.promises.readdir(parent), []);
      assert.ok(!fs.existsSync(path.join(dir, 'evil.txt')) && !fs.existsSync(path.join(work, 'evil.txt')));
      assert.ok(!fs.existsSync('/tmp/nova-evil-abs.txt'));
      assert.deepEqual(
        (await fs.promises.readdir('/tmp')).filter((n) => !beforeTmp.includes(n) && n.includes('nova-import')),
        [],
      );
    });
  });
});

describe('checkRelativePath', () => {
  for (const [input, expected] of [
    ['./mods/a.jar', 'mods/a.jar'],
    ['mods//a.jar', 'mods/a.jar'],
    ['config/中文.cfg', 'config/中文.cfg'],
    ['config/CONSOLE.txt', 'config/CONSOLE.txt'],
    ['mods/a..b.jar', 'mods/a..b.jar'],
  ] as const) {
    it(`accepts ${JSON.stringify(input)} as ${expected}`, () => {
      assert.deepEqual(checkRelativePath(input), { ok: true, path: expected });
    });
  }
  for (const input of [
    '../evil.txt',
    'mods/../../evil',
    '/etc/passwd',
    'C:/x.jar',
    'C:\\x.jar',
    'mods\\x.jar',
    'mods/CON.jar',
    'mods/nul.txt',
    'mods/com1',
    'mods/LPT9.log',
    'mods/aux .txt',
    '',
    './',
    'a/b:c',
    'a/b\u0000c',
    'a/b?.txt',
  ]) {
    it(`refuses ${JSON.stringify(input)}`, () => {
      const check = checkRelativePath(input);
      assert.equal(check.ok, false);
    });
  }
});

describe('checkDownloadUrl (fixture 28)', () => {
  it('accepts the allowed hosts over HTTPS and encodes raw spaces', () => {
    assert.deepEqual(checkDownloadUrl('https://cdn.modrinth.com/data/a/b c.jar'), {
      ok: true,
      url: 'https://cdn.modrinth.com/data/a/b%20c.jar',
      warning: null,
      warningText: null,
    });
    assert.equal(checkDownloadUrl('https://raw.githubusercontent.com/a/b/main/c.jar').ok, true);
  });
  it('warns for gitlab.com', () => {
    const check = checkDownloadUrl('https://gitlab.com/a/b.jar');
    assert.ok(check.ok && /may be rejected by modrinth\.com/.test(check.warning ?? ''));
    assert.ok(check.ok && check.warningText !== null);
    assert.equal(renderMessage(check.warningText, 'en'), check.warning);
    assert.match(renderMessage(check.warningText, 'zh-cn'), /^gitlab\.com 为格式所允许/);
  });
  it('gives each refusal by id too, in English as `reason` and in Chinese', () => {
    const check = checkDownloadUrl('http://cdn.modrinth.com/a.jar');
    assert.ok(!check.ok);
    assert.equal(renderMessage(check.reasonText, 'en'), check.reason);
    assert.equal(renderMessage(check.reasonText, 'zh-cn'), '不允许 http URL（仅限 HTTPS）');
  });
  it('refuses http, other hosts, credentials and garbage', () => {
    assert.match(
      String((checkDownloadUrl('http://cdn.modrinth.com/a.jar') as { reason: string }).reason),
      /HTTPS only/,
    );
    assert.match(
      String((checkDownloadUrl('https://cdn.modrinth.com.evil.com/a.jar') as { reason: string }).reason),
      /not an allowed download host/,
    );
    assert.match(
      String((checkDownloadUrl('https://u:p@github.com/a.jar') as { reason: string }).reason),
      /user name or password/,
    );
    assert.equal(checkDownloadUrl('not a url').ok, false);
  });
  it('an import leaves refused hosts undownloaded and says why', async () => {
    const dir = await makeTempDir('nova-hosts-');
    try {
      const archive = path.join(dir, 'p.mrpack');
      await fs.promises.writeFile(
        archive,
        indexOnly(
          INDEX([
            { ...fileAt('mods/a.jar'), downloads: ['http://cdn.modrinth.com/a.jar', 'https://evil.example/a.jar'] },
          ]),
        ),
      );
      const fetch = fakeFetch({});
      const result = await importModpack(archive, path.join(dir, 'T'), { fetch });
      assert.deepEqual(fetch.requests, []);
      assert.match(result.warnings.join('\n'), /download URL refused: http URLs are not allowed/);
      assert.match(result.warnings.join('\n'), /evil\.example is not an allowed download host/);
      assert.equal(result.pending[0]?.path, 'mods/a.jar');
    } finally {
      await removeTempDir(dir);
    }
  });
});
