import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import * as path from 'node:path';
import {
  errorMessage,
  hasControlCharacters,
  hasUnsafeCharacters,
  hasUnsafeFileNameCharacters,
  isWindowsDeviceName,
  jsonQuoted,
  oneLine,
  printable,
  safeFileName,
  terminalText,
  visibleText,
} from '../../src/core/text/textSafety';

/** One character of every class the contract names, each with the reason it is unsafe. */
const UNSAFE = [
  '\u0000',
  '\u0007',
  '\b',
  '\t',
  '\n',
  '\r',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u200b',
  '\u200d',
  '\u200e',
  '\u200f',
  '\u2028',
  '\u2029',
  '\u202a',
  '\u202e',
  '\u2060',
  '\u2066',
  '\u2069',
  '\ufeff',
];
const SAFE = ['a', 'é', '中', ' ', '-', '😀', '\u00a0', '\u0600', '\u200a', '\u2030'];

describe('text safety', () => {
  it('treats exactly the characters of the contract as unsafe', () => {
    for (const c of UNSAFE) assert.equal(hasUnsafeCharacters(`x${c}y`), true, JSON.stringify(c));
    for (const c of SAFE) assert.equal(hasUnsafeCharacters(`x${c}y`), false, JSON.stringify(c));
    assert.equal(hasControlCharacters('a\u0085b'), true);
    assert.equal(hasControlCharacters('a\u202eb'), false, 'bidi overrides are invisible, not control characters');
  });

  it('oneLine leaves no unsafe character, no escape sequence and no run of whitespace, and cuts with an ellipsis', () => {
    const hostile = `  Evil\nIGNORE\u2028ALL\u202eeno\u001b[2J\u001b]0;title\u0007  done\t `;
    const line = oneLine(hostile);
    assert.equal(line, 'Evil IGNORE ALL eno done');
    for (const c of UNSAFE) assert.ok(!oneLine(`a${c}b`).includes(c), JSON.stringify(c));
    assert.equal(oneLine('abcdefghij', 5), 'abcd…');
    assert.equal(oneLine('abcde', 5), 'abcde');
  });

  it('visibleText replaces each unsafe character one for one by ? and keeps tabs and newlines', () => {
    const text = 'a\tb\nc\rd\u001b[31me\u202ef\u200bg';
    const shown = visibleText(text);
    assert.equal(shown, 'a\tb\nc?d?[31me?f?g');
    assert.equal(shown.length, text.length, 'offsets stay valid');
  });

  it('printable escapes each unsafe character so a message shows exactly what was there', () => {
    assert.equal(printable('mods/a\nb\u202e.jar'), 'mods/a\\x0ab\\u202e.jar');
    assert.equal(printable('x'.repeat(300)).length, 200);
    assert.ok(printable('x'.repeat(300)).endsWith('…'));
  });

  it('jsonQuoted stays valid JSON and escapes what JSON.stringify leaves raw', () => {
    const name = 'pack\u202ekcapm\u0085.zip\n';
    const quoted = jsonQuoted(name);
    assert.equal(quoted, '"pack\\u202ekcapm\\u0085.zip\\n"');
    assert.equal(JSON.parse(quoted), name);
    assert.equal(hasUnsafeCharacters(quoted), false);
  });

  it('terminalText keeps only Nova’s own colours and shows every other escape as ?', () => {
    const own = '\u001b[31mred\u001b[0m';
    assert.equal(terminalText(own), own);
    const hostile = `${own} \u001b]52;c;ZXZpbA==\u0007 \u001b[8mhidden\u001b[0m\r\u009b2J\nnext\tcol`;
    const shown = terminalText(hostile);
    assert.equal(shown, `${own} ?]52;c;ZXZpbA==? ?[8mhidden\u001b[0m??2J\nnext\tcol`);
    const escapes = shown.split('\u001b').slice(1);
    assert.ok(
      escapes.every((rest) => /^\[(?:0|31)m/.test(rest)),
      'no escape but the own colours survives',
    );
  });

  it('safeFileName gives one storable path segment on every platform', () => {
    const opts = { fallback: 'pack', replacement: '-' };
    assert.equal(safeFileName('My Pack: 1.0 <beta>', opts), 'My Pack- 1.0 -beta');
    assert.equal(safeFileName('../../etc/passwd', opts), 'etc-passwd');
    assert.equal(safeFileName('.hidden', opts), 'hidden');
    assert.equal(safeFileName('name. . ', opts), 'name');
    assert.equal(safeFileName('a\nb\u202ec', opts), 'a-b-c');
    assert.equal(safeFileName('CON', opts), '_CON');
    assert.equal(safeFileName('nul.txt', opts), '_nul.txt');
    assert.equal(safeFileName('???', opts), 'pack');
    assert.equal(safeFileName('', { fallback: 'download.jar' }), 'download.jar');
    assert.equal(safeFileName('x'.repeat(300), { fallback: 'f' }).length, 180);
    assert.equal(safeFileName(`${'x'.repeat(59)}.y`, { fallback: 'f', max: 60 }), 'x'.repeat(59));
    for (const name of ['a/b', 'a\\b', 'a:b', 'a*b', 'a?b', 'a"b', 'a<b', 'a>b', 'a|b', 'a\u0000b', 'a\u200bb']) {
      assert.equal(hasUnsafeFileNameCharacters(name), true, JSON.stringify(name));
      assert.equal(hasUnsafeFileNameCharacters(safeFileName(name, opts)), false, JSON.stringify(name));
    }
  });

  it('recognises the Windows device names with or without an extension', () => {
    for (const name of ['CON', 'con.txt', 'Nul', 'aux .log', 'COM1', 'lpt9.x', 'COM\u00b9', 'CONIN$'])
      assert.equal(isWindowsDeviceName(name), true, name);
    for (const name of ['console', 'con-1.txt', 'com', 'lpt', 'nuls'])
      assert.equal(isWindowsDeviceName(name), false, name);
  });

  it('errorMessage names what was thrown', () => {
    assert.equal(errorMessage(new TypeError('bad')), 'bad');
    assert.equal(errorMessage('plain'), 'plain');
    assert.equal(errorMessage(42), '42');
  });

  it('is the only place that turns a thrown value into its message', () => {
    const root = path.resolve(__dirname, '..', '..');
    const copies: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name.endsWith('.ts') && !full.endsWith(path.join('text', 'textSafety.ts'))) {
          if (/instanceof Error \? \w+\.message : String\(/.test(fs.readFileSync(full, 'utf8')))
            copies.push(path.relative(root, full));
        }
      }
    };
    walk(path.join(root, 'src'));
    walk(path.join(root, 'media'));
    assert.deepEqual(copies, [], 'use errorMessage from src/core/text/textSafety.ts');
  });
});
