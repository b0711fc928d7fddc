import * as assert from 'node:assert/strict';
import { compileGlob, parsePackIgnore } from '../../../src/core/formats/packIgnore';
import { satisfiesMaven } from '../../../src/core/versions/mavenVersionRange';
import { seededRandom } from '../../fuzz/seededRandom';

/** The gitignore glob as a regular expression: the reference the linear matcher must agree with. */
function referenceRegex(glob: string, anchored: boolean): RegExp {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob.charAt(i);
    if (c === '*') {
      if (glob.charAt(i + 1) === '*') {
        const slashAfter = glob.charAt(i + 2) === '/';
        out += slashAfter ? '(?:.*/)?' : '.*';
        i += slashAfter ? 2 : 1;
      } else out += '[^/]*';
    } else if (c === '?') out += '[^/]';
    else out += /[.+^${}()|[\]\\/]/.test(c) ? `\\${c}` : c;
  }
  return new RegExp(`^${anchored ? '' : '(?:.*/)?'}${out}$`, 'i');
}

/** Issue 16, defects 8 and 9: pattern and range matching stay linear on hostile input. */
describe('linear matching', () => {
  it('the glob matcher agrees with the regular-expression reference on 20,000 random cases', () => {
    const random = seededRandom(16);
    const alphabet = ['a', 'b', '/', '.', '*', '?', 'A'];
    const names = ['a', 'b', '/', '.', 'A', 'x'];
    for (let n = 0; n < 20_000; n++) {
      const glob = Array.from({ length: 1 + random.int(7) }, () => random.pick(alphabet)).join('');
      const path = Array.from({ length: random.int(9) }, () => random.pick(names)).join('');
      const anchored = random.int(2) === 0;
      assert.equal(
        compileGlob(glob, anchored)(path),
        referenceRegex(glob, anchored).test(path),
        `glob ${JSON.stringify(glob)} anchored=${anchored} path ${JSON.stringify(path)}`,
      );
    }
  });

  it('*a*a*a*a*a*a*a*a*a*a*a*a*b against a 20,000-character name answers at once', () => {
    const ignore = parsePackIgnore('*a*a*a*a*a*a*a*a*a*a*a*a*b\n');
    const started = Date.now();
    assert.equal(ignore.ignores(`config/${'a'.repeat(20_000)}`, false), false);
    assert.equal(ignore.ignores(`config/${'a'.repeat(200)}b`, false), true);
    assert.ok(Date.now() - started < 2000, `${Date.now() - started} ms`);
  });

  it('a 10,000-part Maven range against a 10,000-segment version answers at once', () => {
    const range = Array.from({ length: 10_000 }, (_, i) => `[1.${i},1.${i}.5]`).join(',');
    const version = Array.from({ length: 10_000 }, (_, i) => String(i % 10)).join('.');
    const started = Date.now();
    satisfiesMaven(version, range);
    satisfiesMaven(version, '[1.0,2.0)');
    satisfiesMaven(Array.from({ length: 10_000 }, () => '1').join('-'), '[1.0,2.0)');
    assert.equal(satisfiesMaven('1.5', '[1.0,2.0)'), true);
    assert.ok(Date.now() - started < 1000, `${Date.now() - started} ms`);
  });

  // Found by `npm run fuzz` (seed 20261201, .packignore input 283: a UTF-16 file of 5,436 lines holding one NUL each):
  // with every rule honoured (issue 33), each copy ran over every path, 2 s for 7 paths and 12 s on a loaded machine.
  it('a .packignore of thousands of repeated or absent rules answers at once, with the same verdicts', () => {
    const paths = [`config/${'x'.repeat(3000)}.json`, `${'d/'.repeat(200)}f.txt`, 'saves/World/level.dat', 'a.log'];
    const nul = Buffer.from('#\0 comment\r\n*.log\r\n' + '\0\r\n'.repeat(5436), 'utf16le').toString('utf8');
    const distinct = Array.from({ length: 5000 }, (_, i) => `never-${i}-qz`).join('\n');
    for (const text of [nul, distinct, `${distinct}\n${'*.log\n!a.log\n'.repeat(3000)}`]) {
      const ignore = parsePackIgnore(text);
      const started = Date.now();
      for (const p of paths) ignore.ignores(p, false);
      assert.ok(Date.now() - started < 500, `${Date.now() - started} ms`);
    }
    assert.equal(parsePackIgnore(`${distinct}\n${'*.log\n!a.log\n'.repeat(3000)}`).ignores('a.log', false), false);
    assert.equal(parsePackIgnore(`${'*.log\n!a.log\n'.repeat(3000)}*.log\n`).ignores('a.log', false), true);
  });

  it('keeping only the last copy of a repeated rule and skipping rules whose literal is absent changes no verdict', () => {
    // The reference: every rule, in order, the last one matching a path or a folder above it decides.
    const reference = (lines: string[], path: string, isDirectory: boolean): boolean => {
      const rules = lines.map((raw) => {
        let line = raw;
        const negate = line.startsWith('!');
        if (negate) line = line.slice(1);
        const directoryOnly = line.endsWith('/');
        line = line.replace(/\/+$/, '');
        const anchored = line.includes('/');
        return { re: referenceRegex(line.replace(/^\/+/, ''), anchored), negate, directoryOnly, empty: line === '' };
      });
      const parts = path.split('/');
      for (let k = 1; k <= parts.length; k++) {
        const prefix = parts.slice(0, k).join('/');
        const dir = k < parts.length || isDirectory;
        let ignored = false;
        for (const rule of rules)
          if (!rule.empty && !(rule.directoryOnly && !dir) && rule.re.test(prefix)) ignored = !rule.negate;
        if (ignored) return true;
      }
      return false;
    };
    const random = seededRandom(33);
    const pieces = ['a', 'b', 'ab', '*', '?', '.', 'A', '**/', '/'];
    for (let n = 0; n < 3000; n++) {
      const pool = Array.from({ length: 1 + random.int(4) }, () => {
        let rule = Array.from({ length: 1 + random.int(4) }, () => random.pick(pieces)).join('');
        if (random.chance(0.3)) rule = `!${rule}`;
        if (random.chance(0.2)) rule += '/';
        return rule;
      });
      const lines = Array.from({ length: 1 + random.int(8) }, () => random.pick(pool)).filter(
        // Empty rules, and runs of three stars (which the reference reads differently; git does not define them).
        (l) => !/^!?\/*$/.test(l) && !l.includes('***'),
      );
      const path = Array.from({ length: 1 + random.int(4) }, () => random.pick(['a', 'b', 'ab', 'A.b', 'x'])).join('/');
      const isDirectory = random.chance(0.3);
      assert.equal(
        parsePackIgnore(lines.join('\n')).ignores(path, isDirectory),
        reference(lines, path, isDirectory),
        `rules ${JSON.stringify(lines)} path ${path} dir=${isDirectory}`,
      );
    }
  });
});
