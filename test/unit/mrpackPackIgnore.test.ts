import * as assert from 'node:assert/strict';
import { parsePackIgnore } from '../../src/core/formats/packIgnore';
import { parsePackwizMeta } from '../../src/core/formats/packwizMeta';

describe('.packignore / .packwizignore rules', () => {
  const ignore = parsePackIgnore(
    [
      '\uFEFF# comment',
      'config/secret.cfg',
      '*.log',
      'saves/',
      '/options.txt',
      'minecraft/screenshots',
      'kubejs/**/cache',
      '!important.log',
      'tmp?.dat',
    ].join('\r\n'),
  );
  const cases: Array<[string, boolean, boolean]> = [
    ['config/secret.cfg', false, true],
    ['config/other.cfg', false, false],
    ['a/b/latest.log', false, true],
    ['important.log', false, false],
    ['saves', true, true],
    ['saves/World/level.dat', false, true],
    ['saves', false, false],
    ['options.txt', false, true],
    ['config/options.txt', false, false],
    ['screenshots/x.png', false, true],
    ['kubejs/cache', true, true],
    ['kubejs/a/b/cache/x.js', false, true],
    ['tmp1.dat', false, true],
    ['tmp12.dat', false, false],
  ];
  for (const [file, isDir, expected] of cases) {
    it(`${expected ? 'ignores' : 'keeps'} ${file}${isDir ? '/' : ''}`, () => {
      assert.equal(ignore.ignores(file, isDir), expected);
    });
  }
});

describe('packwiz metafiles', () => {
  it('reads a Modrinth metafile', () => {
    const meta = parsePackwizMeta(
      'name = "Sodium"\nfilename = "sodium.jar"\nside = "client"\n[download]\nurl = "https://cdn.modrinth.com/x"\nhash-format = "sha512"\nhash = "ABC"\n' +
        '[update.modrinth]\nmod-id = "AANobbMI"\nversion = "v1"\n[option]\noptional = true\n',
    );
    assert.deepEqual(meta, {
      name: 'Sodium',
      filename: 'sodium.jar',
      side: 'client',
      url: 'https://cdn.modrinth.com/x',
      hashFormat: 'sha512',
      hash: 'abc',
      mode: '',
      modrinth: { projectId: 'AANobbMI', versionId: 'v1' },
      curseforge: null,
      optional: true,
    });
  });
  it('reads a CurseForge metafile with murmur2 and metadata mode', () => {
    const meta = parsePackwizMeta(
      'filename = "jei.jar"\n[download]\nhash-format = "murmur2"\nhash = "1781245820"\nmode = "metadata:curseforge"\n[update.curseforge]\nfile-id = 4712345\nproject-id = 238222\n',
    );
    assert.ok(!('error' in meta));
    assert.deepEqual(meta.curseforge, { projectID: 238222, fileID: 4712345 });
    assert.equal(meta.side, 'both');
    assert.equal(meta.url, null);
  });
  it('names the problem in malformed metafiles instead of throwing', () => {
    assert.match((parsePackwizMeta('name = ') as { error: string }).error, /not valid TOML/);
    assert.match((parsePackwizMeta('name = "x"') as { error: string }).error, /no 'filename'/);
  });
});
