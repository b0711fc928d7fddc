import { strict as assert } from 'node:assert';
import {
  compareFabricVersions,
  parseFabricPredicate,
  parseSemanticVersion,
  satisfiesFabric,
} from '../../src/core/versions/fabricVersionPredicate';

describe('fabricVersionPredicate', () => {
  describe('parseSemanticVersion', () => {
    const valid: [string, number[], string | null, string | null][] = [
      ['1.0.0', [1, 0, 0], null, null],
      ['1.20', [1, 20], null, null],
      ['0.5.8+mc1.20.1', [0, 5, 8], null, 'mc1.20.1'],
      ['1.21-', [1, 21], '', null],
      ['2.0.0-beta.3+build.7', [2, 0, 0], 'beta.3', 'build.7'],
      ['1.2.3.4.5', [1, 2, 3, 4, 5], null, null],
      ['1.0.0-rc-1', [1, 0, 0], 'rc-1', null],
    ];
    for (const [input, components, pre, build] of valid) {
      it(`parses ${input}`, () => {
        const v = parseSemanticVersion(input);
        assert.ok(v);
        assert.deepEqual(v.components, components);
        assert.equal(v.prerelease, pre);
        assert.equal(v.build, build);
      });
    }
    for (const input of ['', 'abc', '1..2', '.1', '1.', '1.x', 'v1.0', '1.0_01', '1.0-beta_1', 'mc1.20-1.0']) {
      it(`rejects ${JSON.stringify(input)} as SemVer`, () => assert.equal(parseSemanticVersion(input), null));
    }
    it('takes anything after the first + as build metadata, as SemanticVersionImpl does', () => {
      assert.equal(parseSemanticVersion('1.0+a+b')?.build, 'a+b');
      assert.equal(parseSemanticVersion('1.0.0+build@1')?.build, 'build@1');
    });
    it('accepts trailing wildcards only in predicates and trims 1.x.x to 1.x', () => {
      assert.deepEqual(parseSemanticVersion('1.x.x', true)?.components, [1, -1]);
      assert.equal(parseSemanticVersion('1.x.2', true), null);
      assert.equal(parseSemanticVersion('x', true), null);
      assert.equal(parseSemanticVersion('1.x-beta', true), null);
    });
  });

  describe('compareFabricVersions', () => {
    const ordered: [string, string][] = [
      ['1.0.0-alpha', '1.0.0-alpha.1'],
      ['1.0.0-alpha.1', '1.0.0-alpha.beta'],
      ['1.0.0-alpha.beta', '1.0.0-beta'],
      ['1.0.0-beta.2', '1.0.0-beta.11'],
      ['1.0.0-rc.1', '1.0.0'],
      ['1.21-', '1.21-alpha.24.18.a'],
      ['1.20.5-alpha.24.14.a', '1.20.5-beta.1'],
      ['1.20.5-beta.4', '1.20.5-rc.1'],
      ['0.14.21', '0.15'],
      ['1.9', '1.10'],
      ['1.20.4', '1.20.5-alpha.23.51.a'],
      ['26.1-rc.2', '26.1'],
      ['1.21.11', '26.1-alpha.1'],
    ];
    for (const [a, b] of ordered) {
      it(`${a} < ${b}`, () => {
        assert.equal(compareFabricVersions(a, b), -1);
        assert.equal(compareFabricVersions(b, a), 1);
      });
    }
    it('treats missing components as 0 and ignores build metadata', () => {
      assert.equal(compareFabricVersions('1.20', '1.20.0'), 0);
      assert.equal(compareFabricVersions('1.0.0+a', '1.0.0+b'), 0);
    });
    it('cannot order non-SemVer strings unless equal', () => {
      assert.equal(compareFabricVersions('mc1.20-2.0', 'mc1.20-2.1'), null);
      assert.equal(compareFabricVersions('mc1.20-2.0', 'mc1.20-2.0'), 0);
    });
  });

  describe('parseFabricPredicate', () => {
    it('turns wildcards into ~ and ^', () => {
      assert.equal(parseFabricPredicate('1.20.x')?.[0]?.operator, '~');
      assert.equal(parseFabricPredicate('1.20.*')?.[0]?.operator, '~');
      assert.equal(parseFabricPredicate('1.x')?.[0]?.operator, '^');
    });
    it('rejects wildcards with a range operator and string versions with exclusive bounds', () => {
      assert.equal(parseFabricPredicate('>=1.20.x'), null);
      assert.equal(parseFabricPredicate('>abc'), null);
      assert.equal(parseFabricPredicate('>='), null);
      assert.equal(parseFabricPredicate('x.x'), null);
    });
    it('treats * and blanks as any', () => {
      assert.deepEqual(parseFabricPredicate('*'), []);
      assert.deepEqual(parseFabricPredicate('  '), []);
    });
  });

  describe('satisfiesFabric', () => {
    const table: [string, string[] | null, boolean | null][] = [
      ['1.0.0', null, true],
      ['1.0.0', ['*'], true],
      ['unknown', ['*'], true],
      ['1.0.0', [''], true],
      ['0.15.7', ['>=0.15'], true],
      ['0.14.21', ['>=0.15'], false],
      ['0.15', ['>=0.15'], true],
      ['0.15', ['>0.15'], false],
      ['0.14.99', ['<0.15'], true],
      ['0.15', ['<=0.15.0'], true],
      ['1.20.1', ['1.20.1'], true],
      ['1.20.1', ['=1.20.1'], true],
      ['1.20.2', ['=1.20.1'], false],
      ['1.20.1', ['>=1.20 <1.21'], true],
      ['1.21', ['>=1.20 <1.21'], false],
      ['1.21-alpha.24.18.a', ['>=1.20 <1.21'], true],
      ['1.21-alpha.24.18.a', ['>=1.20 <1.21-'], false],
      ['1.20.1', ['1.19.x', '1.20.x'], true],
      ['1.21', ['1.19.x', '1.20.x'], false],
      ['1.20', ['1.20.x'], true],
      ['1.20.6', ['~1.20.4'], true],
      ['1.20.3', ['~1.20.4'], false],
      ['1.21', ['~1.20.4'], false],
      ['1.9.0', ['^1.2'], true],
      ['2.0.0', ['^1.2'], false],
      ['2.0.0-beta.1', ['^1.2'], false],
      ['1.5', ['1.x'], true],
      ['2.0', ['1.x'], false],
      ['26.1', ['>=1.21'], true],
      ['26.1', ['1.21.x'], false],
      ['0.5.8+mc1.20.1', ['>=0.5.8'], true],
      ['0.5.7+mc1.20.1', ['>=0.5.8'], false],
      // Non-SemVer versions degrade to equality (Fabric Loader's VersionComparisonOperator.test: an operator that
      // includes its bound holds only for the same spelling; the Minecraft-name leniency lives in
      // satisfiesMinecraftPredicate, see minecraftVersion.test.ts).
      ['mc1.20-2.0', ['mc1.20-2.0'], true],
      ['mc1.20-2.0', ['mc1.20-2.1'], false],
      ['mc1.20-2.0', ['>=mc1.20-2.0'], true],
      ['mc1.20-2.0', ['>=mc1.20-1.0'], false],
      ['mc1.20-2.0', ['>=1.0'], false],
      ['mc1.20-2.0', ['~mc1.20-2.0'], true],
      ['mc1.20-2.0', ['<2.0'], false],
      ['1.0.0', ['>=mc1.20-2.0'], false],
      ['unknown', ['>=1.0'], null],
      ['${version}', ['>=1.0'], null],
      ['1.0', ['>=1.20.x'], null],
      // OR: one alternative true wins over an unparsable one; all false stays false.
      ['1.0', ['>=1.20.x', '1.0'], true],
      ['2.0', ['1.x', '3.x'], false],
      ['1.0', [], null],
      // Whitespace variations inside one AND.
      ['1.20.1', ['  >=1.20   <=1.20.4 '], true],
    ];
    for (const [version, ranges, expected] of table) {
      it(`${version} vs ${JSON.stringify(ranges)} → ${String(expected)}`, () => {
        assert.equal(satisfiesFabric(version, ranges), expected);
      });
    }
  });
});
