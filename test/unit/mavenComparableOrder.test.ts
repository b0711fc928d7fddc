import * as assert from 'node:assert/strict';
import { compareMavenVersions, satisfiesMaven } from '../../src/core/versions/mavenVersionRange';

/** The orderings maven-artifact's ComparableVersion documents (its javadoc and test suite), which FML ranges use. */
describe('Maven ComparableVersion orderings', () => {
  it('orders qualifiers alpha < beta < milestone < rc < snapshot < release < sp < unknown < numbers', () => {
    const seq = [
      '1-alpha1',
      '1-alpha2',
      '1-beta1',
      '1-milestone1',
      '1-rc1',
      '1-SNAPSHOT',
      '1',
      '1-sp1',
      '1-abc',
      '1-1',
      '1.1',
    ];
    for (let i = 0; i + 1 < seq.length; i++)
      assert.ok(compareMavenVersions(seq[i]!, seq[i + 1]!) < 0, `${seq[i]} < ${seq[i + 1]}`);
  });

  it('treats separators and release qualifiers as ComparableVersion does', () => {
    assert.equal(compareMavenVersions('1.0', '1'), 0);
    assert.equal(compareMavenVersions('1-ga', '1'), 0);
    assert.equal(compareMavenVersions('1a1', '1-alpha-1'), 0);
    assert.ok(compareMavenVersions('2.0.a', '2-1') < 0, '2.0.a < 2-1');
    assert.ok(compareMavenVersions('1.0.0-alpha2', '1.0.0.alpha1') > 0, '1.0.0-alpha2 > 1.0.0.alpha1');
    assert.ok(compareMavenVersions('1.0.0.RC1', '1.0.0') < 0);
  });

  it('matches ranges with those orderings', () => {
    assert.equal(satisfiesMaven('47.2.0', '[47.1,)'), true);
    assert.equal(satisfiesMaven('1.0-SNAPSHOT', '[1.0,)'), false);
    assert.equal(satisfiesMaven('1.0-sp1', '[1.0,1.0]'), false);
  });
});
