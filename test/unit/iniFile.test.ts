import * as assert from 'node:assert/strict';
import { renderMessage } from '../../src/core/locale/messageCatalog';
import { iniBoolean, iniValue, parseIni } from '../../src/core/formats/iniFile';

describe('parseIni', () => {
  it('reads a [General] section and flat keys alike', () => {
    const sectioned = parseIni('[General]\r\nname=Pack\r\nOverrideMemory=true\r\n', 'instance.cfg');
    const flat = parseIni('name=Pack\nOverrideMemory=true\n', 'instance.cfg');
    for (const ini of [sectioned, flat]) {
      assert.equal(iniValue(ini, 'name'), 'Pack');
      assert.equal(iniBoolean(iniValue(ini, 'OverrideMemory')), true);
      assert.deepEqual(ini.warnings, []);
    }
  });

  it('unquotes QSettings values with escapes and keeps = inside values', () => {
    const ini = parseIni(
      '[General]\nname="My, Pack \\"2\\""\nnotes="line1\\nline2"\nJvmArgs=-Da=b -Dc=d\nicon="\\x4e2d"\n',
      'instance.cfg',
    );
    assert.equal(iniValue(ini, 'name'), 'My, Pack "2"');
    assert.equal(iniValue(ini, 'notes'), 'line1\nline2');
    assert.equal(iniValue(ini, 'JvmArgs'), '-Da=b -Dc=d');
    assert.equal(iniValue(ini, 'icon'), '中');
  });

  it('ignores comments and reports unreadable lines and duplicate keys by line number', () => {
    const ini = parseIni('; comment\n# other\n[General]\nnot a pair\nname=A\nname=B\n', 'instance.cfg');
    assert.equal(iniValue(ini, 'name'), 'B');
    assert.deepEqual(
      ini.warnings.map((w) => renderMessage(w)),
      [
        'instance.cfg: line 4 is not "key=value" and was ignored.',
        'instance.cfg: key "name" appears more than once (line 6); the last value is used.',
      ],
    );
  });

  it('caps line warnings for binary garbage', () => {
    const ini = parseIni('a\nb\nc\nd\ne\n', 'instance.cfg');
    assert.equal(ini.warnings.length, 4);
    assert.match(renderMessage(ini.warnings[3]!), /2 more unreadable lines/);
  });

  it("reads PCL's Key:Value lines, keeping colons inside values", () => {
    const ini = parseIni('VersionServerEnter:example.org:25565\r\nVersionArgumentIndieV2:True\r\n', 'Setup.ini', {
      separator: ':',
    });
    assert.equal(iniValue(ini, 'VersionServerEnter', ['']), 'example.org:25565');
    assert.equal(iniBoolean(iniValue(ini, 'VersionArgumentIndieV2', [''])), true);
    assert.equal(iniBoolean('False'), false);
    assert.equal(iniBoolean('maybe'), null);
  });
});
