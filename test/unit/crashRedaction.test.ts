import * as assert from 'node:assert/strict';
import { pageLog } from '../../src/core/logs/logPager';
import { redactLog } from '../../src/core/logs/logRedactor';
import { logSourceFromText } from '../../src/core/logs/logSource';

describe('log redaction (fixture 48)', () => {
  it('hides access tokens, session ids and the profile UUID of launch arguments', () => {
    const line =
      'Launching with --username Steve --uuid 0123456789abcdef0123456789abcdef --accessToken abc123 --session token:eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U:0123 --userType msa';
    const { text, counts } = redactLog(line);
    assert.doesNotMatch(text, /abc123|eyJhbGci|0123456789abcdef0123456789abcdef/);
    assert.match(text, /--accessToken <ACCESS TOKEN>/);
    assert.match(text, /--uuid <PROFILE ID>/);
    assert.match(text, /--session <SESSION ID>/);
    assert.match(text, /--username Steve/);
    assert.ok(counts.token >= 1 && counts.session >= 1 && counts.uuid >= 1);
  });

  it('hides bare JWTs, Modrinth tokens and UUIDs', () => {
    const { text } = redactLog(
      'auth eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U then mrp_abcdefghijklmnopqrstuvwxyz123 and UUID of player Steve is 069a79f4-44e9-4726-a5be-fca90e38aaf5',
    );
    assert.equal(text, 'auth <ACCESS TOKEN> then <ACCESS TOKEN> and UUID of player Steve is <UUID>');
  });

  it('hides the user name in home-folder paths on Windows, Linux and macOS', () => {
    const { text, counts } = redactLog(
      'C:\\Users\\alice\\AppData\\Roaming\\.minecraft\\mods\\a.jar /home/bob/.minecraft/logs file:/Users/carol/Library/Application%20Support/minecraft C:/Users/dave/x',
    );
    assert.equal(
      text,
      'C:\\Users\\<USER>\\AppData\\Roaming\\.minecraft\\mods\\a.jar /home/<USER>/.minecraft/logs file:/Users/<USER>/Library/Application%20Support/minecraft C:/Users/<USER>/x',
    );
    assert.equal(counts.path, 4);
  });

  it('hides IPv4, IPv6 and e-mail addresses but keeps versions and times', () => {
    const { text } = redactLog(
      '[12:16:23] [Server thread/INFO]: Steve[/192.168.1.20:51234] logged in from 2001:db8:85a3::8a2e:370:7334 (mail steve@example.com); Forge 14.23.5.2768, Java 1.8.0_51, MC 1.20.1, fe80::1',
    );
    assert.equal(
      text,
      '[12:16:23] [Server thread/INFO]: Steve[/<IP>:51234] logged in from <IP> (mail <EMAIL>); Forge 14.23.5.2768, Java 1.8.0_51, MC 1.20.1, <IP>',
    );
  });

  it('leaves a log without secrets unchanged', () => {
    const line =
      '[main/ERROR]: Mixin apply for mod sodium failed sodium.mixins.json:FooMixin -> net.minecraft.class_123 at GameRenderer::m_109093_';
    const { text, counts } = redactLog(line);
    assert.equal(text, line);
    assert.equal(
      Object.values(counts).reduce((a, b) => a + b, 0),
      0,
    );
  });
});

describe('log pages for read_log', () => {
  const text = [
    '[main/INFO]: Launching with --accessToken abc123',
    ...Array.from({ length: 200 }, (_, i) => `[main/INFO]: line ${i + 2}`),
    '[main/ERROR]: boom from C:\\Users\\alice\\mods',
  ].join('\r\n');

  it('pages plain ranges with true line numbers, redacted, and says where to continue', () => {
    const page = pageLog(logSourceFromText(text), { limit: 10 });
    assert.equal(page.totalLines, 202);
    assert.equal(page.lines.length, 10);
    assert.deepEqual(page.lines[0], { line: 1, text: '[main/INFO]: Launching with --accessToken <ACCESS TOKEN>' });
    assert.equal(page.nextOffset, 10);
    assert.equal(page.redactions.token, 1);
    const tail = pageLog(logSourceFromText(text), { offset: -1 });
    assert.deepEqual(tail.lines, [{ line: 202, text: '[main/ERROR]: boom from C:\\Users\\<USER>\\mods' }]);
    assert.equal(tail.nextOffset, null);
  });

  it('filters by a case-insensitive query with context lines', () => {
    const page = pageLog(logSourceFromText(text), { query: 'BOOM', context: 1 });
    assert.equal(page.matches, 1);
    assert.deepEqual(
      page.lines.map((l) => l.line),
      [201, 202],
    );
  });

  it('can return the raw text when asked', () => {
    assert.match(pageLog(logSourceFromText(text), { limit: 1, redact: false }).lines[0]!.text, /abc123/);
  });
});
