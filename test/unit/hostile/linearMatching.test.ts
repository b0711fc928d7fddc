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
});
