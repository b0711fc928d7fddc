import * as assert from 'node:assert/strict';
import { parseQuiltMetadata } from '../../src/core/minecraft/metadata/quiltMetadata';
import { parseSemanticVersion, satisfiesFabric } from '../../src/core/minecraft/versions/fabricVersionPredicate';
import { compareMavenVersions, satisfiesMaven } from '../../src/core/minecraft/versions/mavenVersionRange';
import { satisfiesMinecraftPredicate } from '../../src/core/minecraft/versions/minecraftVersion';
import { quiltConstraintToFabric } from '../../src/core/minecraft/versions/quiltVersionConstraint';

/** `[predicate, matching versions, non-matching versions]`. */
type PredicateVector = [string, string[], string[]];

function checkPredicates(
  vectors: PredicateVector[],
  satisfies: (version: string, predicate: string) => boolean | null,
) {
  for (const [predicate, yes, no] of vectors) {
    for (const v of yes) assert.equal(satisfies(v, predicate), true, `${v} should satisfy ${predicate}`);
    for (const v of no) assert.equal(satisfies(v, predicate), false, `${v} should not satisfy ${predicate}`);
  }
}

describe("the loaders' own version test vectors", () => {
  // Source: Fabric Loader, src/test/java/net/fabricmc/test/VersionParsingTests.java ("Semantic version creation",
  // with and without wildcards, and the SemVer spec examples).
  it('Fabric Loader: which strings are semantic versions', () => {
    const valid: [string, boolean][] = [
      ['0.3.5', false],
      ['0.3.5-beta.2', false],
      ['0.3.5-alpha.6+build.120', false],
      ['0.3.5+build.3000', false],
      ['2.x', true],
      ['2.x.x', true],
      ['2.X', true],
      ['2.*', true],
      ['1.0.0-0.3.7', false],
      ['1.0.0-x.7.z.92', false],
      ['1.0.0+20130313144700', false],
      ['1.0.0-beta+exp.sha.5114f85', false],
    ];
    const invalid: [string, boolean][] = [
      ['0.0.-1', false],
      ['0.-1.0', false],
      ['-1.0.0', false],
      ['', false],
      ['0.0.a', false],
      ['0.a.0', false],
      ['a.0.0', false],
      ['x', true],
      ['2.x.1', true],
      ['2.*.1', true],
      ['2.x-alpha.1', true],
      ['2.*-alpha.1', true],
      ['*-alpha.1', true],
      ['2.x', false],
      ['2.X', false],
      ['2.*', false],
    ];
    for (const [v, wild] of valid) assert.ok(parseSemanticVersion(v, wild), `${v} should parse`);
    for (const [v, wild] of invalid) assert.equal(parseSemanticVersion(v, wild), null, `${v} should not parse`);
  });

  // Source: Fabric Loader, VersionParsingTests.java (comparator ranges with pre-releases, pre-release parts,
  // x-ranges, tilde ranges, caret ranges).
  it('Fabric Loader: predicates', () => {
    const vectors: PredicateVector[] = [
      [
        '>=0.3.1-beta.2 <0.4.0',
        [
          '0.3.1-beta.2',
          '0.3.1-beta.2.1',
          '0.3.1-beta.3',
          '0.3.4+build.125',
          '0.3.7',
          '0.4.0-alpha.1',
          '0.3.4-beta.7',
          '0.3.1-beta.11',
        ],
        ['0.3.0', '0.3.1-beta.1', '0.4.0'],
      ],
      [
        '>=0.3.1-beta.2 <0.4.0-',
        ['0.3.1-beta.2', '0.3.1-beta.2.1', '0.3.1-beta.3', '0.3.4+build.125', '0.3.7', '0.3.4-beta.7', '0.3.1-beta.11'],
        ['0.3.0', '0.3.1-beta.1', '0.4.0-alpha.1', '0.4.0'],
      ],
      ['>=1.4-', ['1.4-beta.2', '1.4+build.125', '1.4', '1.4.2'], ['1.3', '1.3.5', '1.3-alpha.1']],
      ['<1.4', ['1.3', '1.3.5', '1.3-alpha.1', '1.4-beta.2'], ['1.4+build.125', '1.4']],
      ['<1.4-', ['1.3', '1.3.5', '1.3-alpha.1'], ['1.4-beta.2', '1.4+build.125', '1.4']],
      [
        '>=0.3.1-beta.8.d.10',
        [
          '0.3.1-beta.9',
          '0.3.1-beta.11',
          '0.3.1-beta.8.e',
          '0.3.1-beta.8.d.10',
          '0.3.1-beta.9.d.5',
          '0.3.1-beta.final',
          '0.3.1-beta.-final-',
        ],
        ['0.3.1-beta.7', '0.3.1-beta.8.d', '0.3.1-beta.8.a', '0.3.1-alpha.9', '0.3.1-beta.8.8'],
      ],
      ['1.3.x', ['1.3.0', '1.3.0-alpha.1', '1.3.99'], ['1.4.0', '1.2.9', '1.2.9-rc.6', '1.4.0-alpha.1', '2.0.0']],
      ['2.x', ['2.0.0', '2.0.0-alpha.1', '2.9.0-beta.2', '2.2.4'], ['1.99.99', '3.0.0', '3.0.0-alpha.1']],
      ['~1.2.3', ['1.2.3', '1.2.4', '1.2.4-alpha.1'], ['1.2.2', '1.2.3-rc.7', '1.3.0', '2.2.0']],
      ['~1.2', ['1.2.0', '1.2.1-alpha.3', '1.2.6'], ['1.1.9', '1.3.0', '1.2.0-rc.2', '1.3.0-alpha.3']],
      ['~1.2-', ['1.2.0', '1.2.1-alpha.3', '1.2.6', '1.2.0-rc.2'], ['1.1.9', '1.3.0', '1.3.0-alpha.3']],
      ['~1', ['1.0.0', '1.0.4'], ['0.9.9', '1.1.5', '3.0.5']],
      [
        '~1.2.3-beta.2',
        [
          '1.2.3-beta.2',
          '1.2.3-beta.2.1',
          '1.2.3-beta.3',
          '1.2.3-beta.11',
          '1.2.3-rc.7',
          '1.2.3',
          '1.2.5',
          '1.2.4-alpha.4',
        ],
        ['1.3.0', '1.2.2', '1.2.3-beta.1', '1.2.3-beta.1.9', '1.2.3-alpha.4'],
      ],
      ['^1.2.3', ['1.2.3', '1.2.4', '1.3.0', '1.2.4-beta.2'], ['1.2.2', '1.2.3-beta.2', '2.0.0']],
      ['^0.2.3', ['0.2.3', '0.2.4', '0.2.8-beta.2', '0.3.0'], ['0.2.0', '0.2.3-rc.8', '1.2.0']],
      [
        '^1.2.3-beta.2',
        ['1.2.3-beta.2', '1.2.3-beta.3', '1.2.3-rc.7', '1.2.3', '1.2.5', '1.3.0', '1.2.4-alpha.4'],
        ['1.2.2', '2.0.0', '1.2.3-alpha.4'],
      ],
      ['^1', ['1.0.0', '1.2.4', '1.99.99', '1.2.4-beta.2'], ['0.9.6', '1.0.0-rc.5', '2.0.0', '2.0.0-beta.2']],
      [
        '^1-',
        ['1.0.0', '1.0.0-rc.5', '1.2.4', '1.99.99', '1.2.4-beta.2'],
        ['0.9.0', '0.9.0-rc.5', '2.0.0', '2.0.0-beta.2'],
      ],
    ];
    checkPredicates(vectors, (v, p) => satisfiesFabric(v, [p]));
  });

  // Source: Fabric Loader, VersionPredicateParser.java: `a.b.x` is rewritten to `~a.b-` (pre-releases of a.b
  // included). Minecraft pre-releases and snapshots are normalised the way Fabric's McVersionLookup does.
  it('Fabric Loader: a Minecraft x-range accepts the pre-releases and snapshots of its lowest version', () => {
    assert.equal(satisfiesMinecraftPredicate('1.21-pre1', ['1.21.x']), true);
    assert.equal(satisfiesMinecraftPredicate('1.21-rc1', ['1.21.x']), true);
    assert.equal(satisfiesMinecraftPredicate('1.21', ['1.21.x']), true);
    assert.equal(satisfiesMinecraftPredicate('1.21.4', ['1.21.x']), true);
    assert.equal(satisfiesMinecraftPredicate('1.20.6', ['1.21.x']), false);
    assert.equal(satisfiesMinecraftPredicate('1.22', ['1.21.x']), false);
    assert.equal(satisfiesFabric('2.0.0-alpha.1', ['2.x.x']), true);
    assert.equal(satisfiesFabric('3.0.0-alpha.1', ['2.x.x']), false);
  });

  // Source: Quilt Loader, org/quiltmc/loader/api/VersionConstraint.java (Type prefixes) and
  // org/quiltmc/loader/impl/metadata/qmj/VersionConstraintImpl.java (parse: a bare version is `^v`; matches).
  it('Quilt Loader: version constraints', () => {
    const quilt = (v: string, c: string): boolean | null => {
      const fabric = quiltConstraintToFabric(c);
      return fabric === null ? true : satisfiesFabric(v, [fabric]);
    };
    const vectors: PredicateVector[] = [
      ['*', ['0.0.1', '1.0.0', '99.0.0'], []],
      ['1.2.0', ['1.2.0', '1.2.5', '1.9.0'], ['1.1.9', '2.0.0', '1.2.0-beta.1']],
      ['=1.2.0', ['1.2.0', '1.2.0+build.7'], ['1.2.1', '1.1.0']],
      ['>=1.2.0', ['1.2.0', '1.3.0', '2.0.0'], ['1.1.9', '1.2.0-rc.1']],
      ['<=1.2.0', ['1.2.0', '1.1.0', '1.2.0-rc.1'], ['1.2.1', '2.0.0']],
      ['>1.2.0', ['1.2.1', '2.0.0'], ['1.2.0', '1.1.0']],
      ['<1.2.0', ['1.1.9', '1.2.0-rc.1'], ['1.2.0', '1.3.0']],
      ['^1.2.0', ['1.2.0', '1.9.9'], ['1.1.0', '2.0.0']],
      ['~1.2.0', ['1.2.0', '1.2.9'], ['1.1.9', '1.3.0']],
      ['^^1.2.0', ['1.0.0', '1.2.0', '1.9.9'], ['0.9.0', '2.0.0']],
      ['~~1.2.3', ['1.2.0', '1.2.3', '1.2.9'], ['1.1.9', '1.3.0']],
    ];
    checkPredicates(vectors, quilt);
  });

  it('Quilt Loader: a bare version in quilt.mod.json depends is `^v`, not equality', () => {
    const meta = parseQuiltMetadata(
      JSON.stringify({
        schema_version: 1,
        quilt_loader: {
          group: 'com.example',
          id: 'alpha',
          version: '1.0.0',
          depends: [
            { id: 'beta', versions: '2.1.0' },
            { id: 'gamma', versions: { all: ['>=1.0.0', '<1.5.0'] } },
          ],
        },
      }),
    );
    const deps = meta.mods[0]!.dependencies;
    const beta = deps.find((d) => d.id === 'beta')!;
    const gamma = deps.find((d) => d.id === 'gamma')!;
    assert.equal(satisfiesFabric('2.3.0', beta.ranges), true);
    assert.equal(satisfiesFabric('3.0.0', beta.ranges), false);
    assert.equal(satisfiesFabric('1.4.9', gamma.ranges), true);
    assert.equal(satisfiesFabric('1.5.0', gamma.ranges), false);
  });

  // Source: Apache Maven, maven-artifact ComparableVersionTest (VERSIONS_QUALIFIER and VERSIONS_NUMBER: each
  // version is lower than the next).
  it('Maven ComparableVersion: ordering', () => {
    const qualifiers = [
      '1-alpha2snapshot',
      '1-alpha2',
      '1-alpha-123',
      '1-beta-2',
      '1-beta123',
      '1-m2',
      '1-m11',
      '1-rc',
      '1-cr2',
      '1-rc123',
      '1-SNAPSHOT',
      '1',
      '1-sp',
      '1-sp2',
      '1-sp123',
      '1-abc',
      '1-def',
      '1-pom-1',
      '1-1-snapshot',
      '1-1',
      '1-2',
      '1-123',
    ];
    const numbers = [
      '2.0',
      '2.0.a',
      '2-1',
      '2.0.2',
      '2.0.123',
      '2.1.0',
      '2.1-a',
      '2.1b',
      '2.1-c',
      '2.1-1',
      '2.1.0.1',
      '2.2',
      '2.123',
      '11.a2',
      '11.a11',
      '11.b2',
      '11.b11',
      '11.m2',
      '11.m11',
      '11',
      '11.a',
      '11b',
      '11c',
      '11m',
    ];
    for (const list of [qualifiers, numbers]) {
      for (let i = 0; i < list.length; i++)
        for (let j = i + 1; j < list.length; j++)
          assert.ok(compareMavenVersions(list[i]!, list[j]!) < 0, `${list[i]} < ${list[j]}`);
    }
    // Equal spellings (ComparableVersionTest.testVersionsEqual).
    const equal: [string, string][] = [
      ['1', '1.0'],
      ['1', '1.0.0'],
      ['1.0', '1.0.0'],
      ['1', '1-0'],
      ['1', '1.0-0'],
      ['1a', '1-a'],
      ['1a', '1.0-a'],
      ['1a', '1.0.0-a'],
      ['1x', '1-x'],
      ['1-a1', '1-alpha-1'],
      ['1-b2', '1-beta-2'],
      ['1-m3', '1-milestone-3'],
      ['1-rc4', '1-cr-4'],
      ['1-rc5', '1-rc-5'],
      ['1-ga', '1'],
      ['1-final', '1'],
      ['1-release', '1'],
      ['1-SNAPSHOT', '1-snapshot'],
    ];
    for (const [a, b] of equal) assert.equal(compareMavenVersions(a, b), 0, `${a} = ${b}`);
  });

  // Source: Apache Maven, maven-artifact VersionRangeTest (containsVersion on the documented range forms).
  it('Maven VersionRange: containment', () => {
    const vectors: PredicateVector[] = [
      ['[1.0,2.0)', ['1.0', '1.5', '1.9.9'], ['0.9', '2.0', '2.0.1']],
      ['[1.0,2.0]', ['1.0', '2.0'], ['2.0.1']],
      ['(1.0,2.0)', ['1.0.1', '1.5'], ['1.0', '2.0']],
      ['(,1.0]', ['0.1', '1.0'], ['1.0.1']],
      ['[1.5,)', ['1.5', '10.0'], ['1.4']],
      ['[1.0]', ['1.0'], ['1.0.1', '0.9']],
      ['(,1.0],[1.2,)', ['0.5', '1.0', '1.2', '3.0'], ['1.1']],
    ];
    checkPredicates(vectors, (v, r) => satisfiesMaven(v, r));
  });
});
