import { strict as assert } from 'node:assert';
import { compareMavenVersions, parseMavenRange, satisfiesMaven } from '../../src/core/versions/mavenVersionRange';

describe('mavenVersionRange', () => {
  describe('compareMavenVersions', () => {
    const ordered: [string, string][] = [
      ['1', '2'],
      ['1.5', '2'],
      ['1', '2.5'],
      ['1.0', '1.1'],
      ['1.1', '1.2'],
      ['1.0.0', '1.1'],
      ['1.9', '1.10'],
      ['1.0-alpha-1', '1.0'],
      ['1.0-alpha-1', '1.0-alpha-2'],
      ['1.0-alpha-2', '1.0-beta-1'],
      ['1.0-beta-1', '1.0-snapshot'],
      ['1.0-snapshot', '1.0'],
      ['1.0-rc1', '1.0'],
      ['1.0', '1.0-sp'],
      ['1.0', '1.0-1'],
      ['1.0-1', '1.0-2'],
      ['1.0.0', '1.0.1'],
      ['1.0a1', '1.0b1'],
      ['1.0b1', '1.0m1'],
      ['1.0m1', '1.0rc1'],
      ['47.1.0', '47.2.0'],
      ['47.2.0', '48'],
      ['20.4.80-beta', '20.4.80'],
      ['1.20.1', '1.20.2'],
      ['1.20.4', '1.20.5'],
      ['1.20.5', '1.20.5-pre1'],
      ['21', '21.0.1'],
    ];
    for (const [a, b] of ordered) {
      it(`${a} < ${b}`, () => {
        assert.ok(compareMavenVersions(a, b) < 0);
        assert.ok(compareMavenVersions(b, a) > 0);
      });
    }
    const equal: [string, string][] = [
      ['1', '1.0'],
      ['1', '1.0.0'],
      ['1.0', '1-0'],
      ['1-ga', '1'],
      ['1-final', '1'],
      ['1.0-RELEASE', '1'],
      ['1.0-CR1', '1.0-rc1'],
      ['1.0-a1', '1.0-alpha1'],
      ['1.0.0-SNAPSHOT', '1.0-snapshot'],
      ['01.02', '1.2'],
    ];
    for (const [a, b] of equal) {
      it(`${a} == ${b}`, () => assert.equal(compareMavenVersions(a, b), 0));
    }
  });

  describe('parseMavenRange', () => {
    it('reads an exact version, bounds and unions', () => {
      assert.deepEqual(parseMavenRange('[1.0]')?.restrictions, [
        { lower: '1.0', lowerInclusive: true, upper: '1.0', upperInclusive: true },
      ]);
      assert.deepEqual(parseMavenRange('(,1.0],[1.2,)')?.restrictions, [
        { lower: null, lowerInclusive: false, upper: '1.0', upperInclusive: true },
        { lower: '1.2', lowerInclusive: true, upper: null, upperInclusive: false },
      ]);
    });
    it('keeps the soft version of a bare spec', () => {
      assert.equal(parseMavenRange('1.0')?.recommended, '1.0');
    });
    for (const bad of ['[1.0', '(1.0)', '[2.0,1.0]', '[1.0,2.0),3.0']) {
      it(`rejects ${bad}`, () => assert.equal(parseMavenRange(bad), null));
    }
    // Maven 3.9 VersionRange: only the first comma splits a set, and a spec not starting with a bracket is a bare
    // (soft) version whatever it contains.
    it('reads [1,2,3] as the bounds 1 and "2,3"', () => {
      assert.deepEqual(parseMavenRange('[1,2,3]')?.restrictions, [
        { lower: '1', lowerInclusive: true, upper: '2,3', upperInclusive: true },
      ]);
    });
    it('reads 1.0] as a soft version', () => assert.equal(parseMavenRange('1.0]')?.recommended, '1.0]'));
  });

  describe('satisfiesMaven', () => {
    const table: [string, string, boolean | null][] = [
      ['1.0', '[1.0]', true],
      ['1.0.0', '[1.0]', true],
      ['1.0.1', '[1.0]', false],
      ['1.5', '[1.0,2.0)', true],
      ['2.0', '[1.0,2.0)', false],
      ['2.0', '[1.0,2.0]', true],
      ['1.0', '(1.0,2.0)', false],
      ['0.5', '(,1.0]', true],
      ['1.0', '(,1.0]', true],
      ['1.0.1', '(,1.0]', false],
      ['1.5', '[1.5,)', true],
      ['1.4.9', '[1.5,)', false],
      ['1.1', '(,1.0],[1.2,)', false],
      ['0.9', '(,1.0],[1.2,)', true],
      ['3', '(,1.0],[1.2,)', true],
      ['1.1', '(,1.1),(1.1,)', false],
      ['1.1.1', '(,1.1),(1.1,)', true],
      ['47.2.0', '[47,)', true],
      ['46.0.14', '[47,)', false],
      ['1.20.1', '[1.20.1,1.21)', true],
      ['1.20.6', '[1.20.1,1.21)', true],
      ['1.21', '[1.20.1,1.21)', false],
      ['1.21.1', '[1.21,1.21.2)', true],
      ['21', '[21,)', true],
      ['17', '[21,)', false],
      // Soft requirements accept everything.
      ['0.1', '1.0', true],
      ['99', '1.0', true],
      ['unknown', '1.0', true],
      ['1.0', '*', true],
      ['1.0', '', true],
      ['1.0', '(,)', true],
      // Unknown versions and malformed ranges cannot be judged.
      ['unknown', '[1.0,)', null],
      ['${file.jarVersion}', '[1.0,)', null],
      ['', '[1.0,)', null],
      ['1.0', '[1.0', null],
      ['1.0', '[2.0,1.0]', null],
      // Maven orders pre-releases after the release (NeoForge's documented caveat).
      ['1.20.5-pre1', '[1.20.5]', false],
      ['1.20.5-pre1', '(,1.20.5]', false],
      ['20.4.80-beta', '[20.4,)', true],
    ];
    for (const [version, range, expected] of table) {
      it(`${JSON.stringify(version)} in ${JSON.stringify(range)} → ${String(expected)}`, () => {
        assert.equal(satisfiesMaven(version, range), expected);
      });
    }
  });
});
