import * as assert from 'node:assert/strict';
import { seededRandom } from '../fuzz/seededRandom';
import { parseQuiltMetadata } from '../../src/core/mods/quiltMetadata';
import {
  compareSemanticVersions,
  parseSemanticVersion,
  satisfiesFabric,
} from '../../src/core/versions/fabricVersionPredicate';
import { compareMavenVersions, parseMavenRange, satisfiesMaven } from '../../src/core/versions/mavenVersionRange';
import { satisfiesMinecraftPredicate } from '../../src/core/versions/minecraftVersion';
import { quiltConstraintToFabric } from '../../src/core/versions/quiltVersionConstraint';

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

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)]!;
}

// All cases below are written for Nova from the published semantics, not taken from the loaders' test files.
//
// Fabric: the fabric.mod.json specification (wiki.fabricmc.net/documentation:fabric_mod_json_spec, "VersionRange"
// and "Version") and Semantic Versioning 2.0.0 (semver.org), with Fabric Loader's documented extensions: any number
// of numeric components (missing ones are 0), an empty pre-release (`1.2-`) as the lowest pre-release of 1.2,
// `x`/`X`/`*` wildcards only with `=` or no operator (`a.b.x` means `~a.b-`, `a.x` means `^a-`), `~` = same
// major.minor and at least the version, `^` = same major and at least the version (also for 0.x, unlike npm),
// space-separated terms ANDed, array entries ORed, `*` any, build metadata ignored, numeric pre-release identifiers
// ordered by length then digits, and a version that is not SemVer compared as a plain string (equality only).
describe("the loaders' version semantics", () => {
  it('Fabric: which strings are semantic versions', () => {
    const valid: [string, boolean][] = [
      ['7', false],
      ['7.3', false],
      ['7.3.1.4', false],
      ['10.0.0-rc.1', false],
      ['1.2-', false],
      ['0.0.0-0', false],
      ['4.1.0-pre-release.a-b', false],
      ['2.5.1+fabric.mc1.20', false],
      ['3.0.0-beta.4+build.77', false],
      // Build metadata may hold anything (Fabric's SemanticVersionImpl checks only the pre-release).
      ['1.0.0+build@1', false],
      ['1.0+a+b', false],
      ['007.1', false],
      ['3.x', true],
      ['3.4.X', true],
      ['3.*.*', true],
      ['5.2.3.x', true],
    ];
    const invalid: [string, boolean][] = [
      ['', false],
      ['7.', false],
      ['.7', false],
      ['7..1', false],
      ['v1.0', false],
      ['1.0a', false],
      ['1.0.0-beta!', false],
      ['3000000000.0', false],
      ['3.x', false],
      ['*', true],
      ['X', true],
      ['3.x.4', true],
      ['3.*-rc.1', true],
      ['3.x+build', false],
    ];
    for (const [v, wild] of valid) assert.ok(parseSemanticVersion(v, wild), `${v} should parse`);
    for (const [v, wild] of invalid) assert.equal(parseSemanticVersion(v, wild), null, `${v} should not parse`);
  });

  it('Fabric: pre-release and build ordering', () => {
    // Each is lower than the next (SemVer 2.0.0 §11 with Fabric's empty pre-release at the bottom).
    const chain = [
      '2.0.0-',
      '2.0.0-0',
      '2.0.0-9',
      '2.0.0-10',
      '2.0.0-010',
      '2.0.0-a',
      '2.0.0-a.1',
      '2.0.0-a.1.z',
      '2.0.0-a.b',
      '2.0.0-alpha',
      '2.0.0-beta.2',
      '2.0.0-beta.10',
      '2.0.0-beta-2',
      '2.0.0-rc.1',
      '2.0.0',
      '2.0.0.1',
      '2.0.1-alpha',
      '2.1',
      '10',
    ];
    const parsed = chain.map((v) => parseSemanticVersion(v)!);
    for (let i = 0; i < parsed.length; i++)
      for (let j = i + 1; j < parsed.length; j++) {
        assert.ok(compareSemanticVersions(parsed[i]!, parsed[j]!) < 0, `${chain[i]} < ${chain[j]}`);
        assert.ok(compareSemanticVersions(parsed[j]!, parsed[i]!) > 0, `${chain[j]} > ${chain[i]}`);
      }
    // SemanticVersionImpl: an identifier with a leading zero is alphanumeric, so it sorts after every number.
    for (const [a, b] of [
      ['2.0.0-10', '2.0.0-00'],
      ['2.0.0-1', '2.0.0-01'],
      ['2.0.0-99', '2.0.0-007'],
    ] as [string, string][])
      assert.ok(compareSemanticVersions(parseSemanticVersion(a)!, parseSemanticVersion(b)!) < 0, `${a} < ${b}`);
    const same: [string, string][] = [
      ['2', '2.0.0'],
      ['2.0.0+a', '2.0.0+b'],
      ['2.0.0-rc.1+x', '2.0.0-rc.1'],
      ['02.0', '2.0'],
    ];
    for (const [a, b] of same)
      assert.equal(compareSemanticVersions(parseSemanticVersion(a)!, parseSemanticVersion(b)!), 0, `${a} = ${b}`);
  });

  it('Fabric: predicates', () => {
    const vectors: PredicateVector[] = [
      [
        '>=2.1.0-beta.3 <2.2.0',
        ['2.1.0-beta.3', '2.1.0-beta.10', '2.1.0-beta.3.1', '2.1.0-rc.1', '2.1.0', '2.1.9+build.4', '2.2.0-alpha.1'],
        ['2.0.9', '2.1.0-beta.2', '2.1.0-alpha.9', '2.2.0', '2.2.0+build.1'],
      ],
      ['>=2.1.0-beta.3 <2.2.0-', ['2.1.5', '2.1.0-beta.4'], ['2.2.0-alpha.1', '2.2.0-', '2.2.0']],
      ['<3', ['2.99', '3.0.0-rc.1', '0.0.1'], ['3', '3.0.0+b', '3.0.1']],
      ['<=3', ['3.0.0+b', '3.0.0-rc.1', '3'], ['3.0.1', '3.0.0.1']],
      ['>2.0', ['2.0.1', '2.0.0.1', '2.0.1-alpha'], ['2.0', '2.0.0-rc.1', '2.0.0+build']],
      ['=1.5.0', ['1.5', '1.5.0.0', '1.5.0+x'], ['1.5.0-rc.1', '1.5.1', '1.4']],
      ['1.5.0', ['1.5', '1.5.0+y'], ['1.5.0-rc.1', '1.5.1']],
      [
        '4.2.x',
        ['4.2', '4.2.0-alpha.1', '4.2.17', '4.2.3-rc.2', '4.2-'],
        ['4.3.0-alpha.1', '4.1.99', '4.1.0-rc.1', '5.0'],
      ],
      ['4.2.*', ['4.2.9'], ['4.3']],
      ['=4.2.X', ['4.2.1'], ['4.20']],
      ['4.x', ['4.0.0-pre.1', '4.99', '4.0'], ['3.9', '5.0.0-beta.1', '5']],
      ['4.*.*', ['4.5.6'], ['5.0.0']],
      ['~4.2.3', ['4.2.3', '4.2.10', '4.2.4-beta.1'], ['4.2.3-beta.1', '4.3.0', '4.3.0-alpha', '4.2.2']],
      ['~4.2', ['4.2.0', '4.2.7-rc.1'], ['4.2.0-rc.1', '4.1.9', '4.3']],
      ['~4.2-', ['4.2.0-alpha', '4.2.0', '4.2.8'], ['4.1.9', '4.3.0-alpha']],
      ['~4', ['4.0.0', '4.0.9'], ['3.9', '4.1.0', '5.0']],
      ['^0.5.2', ['0.5.2', '0.9.0', '0.5.3-alpha'], ['0.5.1', '0.5.2-rc.1', '1.0.0']],
      ['^2.1.0-rc.1', ['2.1.0-rc.1', '2.1.0-rc.2', '2.1.0', '2.5.0-alpha'], ['2.1.0-beta.9', '3.0.0-alpha.1', '3.0.0']],
      ['^2', ['2.0.0', '2.8.1-pre'], ['2.0.0-rc.1', '1.9', '3.0']],
      ['^2-', ['2.0.0-alpha', '2.0.0'], ['1.9', '3.0.0-alpha']],
      ['>=1.0 <2.0 >=1.5', ['1.5', '1.9.9'], ['1.4', '2.0']],
      ['*', ['0.0.1', '99.9', '1.0-rc.1'], []],
      ['', ['3.1'], []],
      // A version that is not SemVer matches only its own spelling.
      ['build-42', ['build-42'], ['build-43']],
      ['>=build-42', ['build-42'], []],
    ];
    checkPredicates(vectors, (v, p) => satisfiesFabric(v, [p]));
  });

  it('Fabric: arrays are OR, and unparsable predicates are no verdict', () => {
    assert.equal(satisfiesFabric('1.19.4', ['1.18.x', '1.19.x']), true);
    assert.equal(satisfiesFabric('1.20', ['1.18.x', '1.19.x']), false);
    assert.equal(satisfiesFabric('1.19.4', ['>=1.19.x']), null);
    assert.equal(satisfiesFabric('1.19.4', ['>']), null);
    assert.equal(satisfiesFabric('abc', ['>abc']), null);
  });

  // Fabric normalises Minecraft's own version names to SemVer (snapshots → `-alpha.yy.ww.x`, pre-releases →
  // `-beta.n`, release candidates → `-rc.n`), so a wildcard's `~a.b-` admits them.
  it('Fabric: a Minecraft x-range accepts the pre-releases and snapshots of its lowest version', () => {
    assert.equal(satisfiesMinecraftPredicate('1.20-pre3', ['1.20.x']), true);
    assert.equal(satisfiesMinecraftPredicate('1.20-rc1', ['1.20.x']), true);
    assert.equal(satisfiesMinecraftPredicate('1.20.2-pre1', ['1.20.x']), true);
    assert.equal(satisfiesMinecraftPredicate('1.20.6', ['1.20.x']), true);
    assert.equal(satisfiesMinecraftPredicate('1.19.4', ['1.20.x']), false);
    assert.equal(satisfiesMinecraftPredicate('1.21-pre1', ['1.20.x']), false);
    assert.equal(satisfiesMinecraftPredicate('1.20-pre3', ['>=1.20']), false);
    assert.equal(satisfiesMinecraftPredicate('1.20-pre3', ['>=1.20-']), true);
    assert.equal(satisfiesFabric('5.0.0-rc.2', ['5.x.x']), true);
    assert.equal(satisfiesFabric('6.0.0-rc.2', ['5.x.x']), false);
  });

  // Differential check of the operators against their definitions in terms of `>=`/`<` bounds and of the ordering
  // against an independent reading of SemVer §11 (with Fabric's any-length numeric core).
  it('Fabric: operators and ordering agree with their definitions on 4,000 generated versions', () => {
    const rng = seededRandom(20261201);
    const next = (): number => rng.next();
    const pre = ['', 'alpha', 'alpha.1', 'alpha.10', 'beta', 'beta.2', 'rc.1', '1', '01', 'x-y', 'a.b.c'];
    const gen = (): string => {
      const n = 1 + Math.floor(next() * 3);
      const core = Array.from({ length: n }, () => String(Math.floor(next() * 4))).join('.');
      const p = next() < 0.4 ? `-${pick(next, pre)}` : '';
      const b = next() < 0.2 ? '+build.5' : '';
      return core + p + b;
    };
    const oracle = (a: string, b: string): number => {
      const split = (v: string) => {
        const noBuild = v.split('+')[0]!;
        const dash = noBuild.indexOf('-');
        const core = (dash < 0 ? noBuild : noBuild.slice(0, dash)).split('.').map(Number);
        return {
          core,
          pre:
            dash < 0
              ? null
              : noBuild
                  .slice(dash + 1)
                  .split('.')
                  .filter(Boolean),
        };
      };
      const x = split(a);
      const y = split(b);
      for (let i = 0; i < Math.max(x.core.length, y.core.length); i++) {
        const d = (x.core[i] ?? 0) - (y.core[i] ?? 0);
        if (d !== 0) return Math.sign(d);
      }
      if (x.pre === null || y.pre === null) return x.pre === y.pre ? 0 : x.pre === null ? 1 : -1;
      for (let i = 0; i < Math.min(x.pre.length, y.pre.length); i++) {
        const p = x.pre[i]!;
        const q = y.pre[i]!;
        const pn = /^\d+$/.test(p);
        const qn = /^\d+$/.test(q);
        if (pn !== qn) return pn ? -1 : 1;
        const key = (s: string) => (pn ? s.padStart(12, '0') + String(s.length).padStart(3, '0') : s);
        if (pn && p.length !== q.length) return p.length < q.length ? -1 : 1;
        if (key(p) !== key(q)) return key(p) < key(q) ? -1 : 1;
      }
      return Math.sign(x.pre.length - y.pre.length);
    };
    for (let i = 0; i < 4000; i++) {
      const v = gen();
      const r = gen();
      const c = compareSemanticVersions(parseSemanticVersion(v)!, parseSemanticVersion(r)!);
      assert.equal(Math.sign(c), oracle(v, r), `${v} vs ${r}`);
      const ref = parseSemanticVersion(r)!;
      const [major = 0, minor = 0] = ref.components;
      const core = r.split('+')[0]!;
      const same = (p: string, q: string) =>
        assert.equal(satisfiesFabric(v, [p]), satisfiesFabric(v, [q]), `${v}: ${p} ≡ ${q}`);
      assert.equal(satisfiesFabric(v, [`>=${r}`]), c >= 0, `${v} >=${r}`);
      assert.equal(satisfiesFabric(v, [`<${r}`]), c < 0, `${v} <${r}`);
      assert.equal(satisfiesFabric(v, [`=${r}`]), c === 0, `${v} =${r}`);
      same(`~${core}`, `>=${core} <${major}.${minor + 1}-`);
      same(`^${core}`, `>=${core} <${major + 1}-`);
      same(`${major}.${minor}.x`, `>=${major}.${minor}- <${major}.${minor + 1}-`);
      same(`${major}.x`, `>=${major}- <${major + 1}-`);
    }
  });
});

// Quilt: the quilt.mod.json specification (Quilt RFC 0002, `depends[].versions`) as Quilt Loader implements it:
// `*` any, `=`/`>=`/`<=`/`>`/`<` compare, `^v` at least v below the next major, `~v` at least v below the next
// minor, a bare `v` the same as `^v`, and `{ all: [...] }` / `{ any: [...] }` objects combining constraints.
describe('Quilt constraints', () => {
  const quilt = (v: string, c: string): boolean | null => {
    const fabric = quiltConstraintToFabric(c);
    return fabric === null ? true : satisfiesFabric(v, [fabric]);
  };

  it('each prefix', () => {
    const vectors: PredicateVector[] = [
      ['*', ['0.0.1', '3.0.0', '88.1.0'], []],
      ['', ['1.0.0'], []],
      ['3.4.0', ['3.4.0', '3.4.9', '3.8.0'], ['3.3.9', '4.0.0', '3.4.0-rc.1']],
      ['0.4.0', ['0.4.0', '0.9.1'], ['0.3.9', '1.0.0']],
      ['=3.4.0', ['3.4.0', '3.4.0+local'], ['3.4.1', '3.3.0']],
      ['>=3.4.0', ['3.4.0', '3.5.0', '9.0.0'], ['3.3.9', '3.4.0-beta.1']],
      ['<=3.4.0', ['3.4.0', '3.0.0', '3.4.0-beta.1'], ['3.4.1', '4.0.0']],
      ['>3.4.0', ['3.4.1', '4.0.0'], ['3.4.0', '3.0.0']],
      ['<3.4.0', ['3.3.9', '3.4.0-beta.1'], ['3.4.0', '3.5.0']],
      ['^3.4.0', ['3.4.0', '3.99.0'], ['3.3.0', '4.0.0']],
      ['~3.4.0', ['3.4.0', '3.4.12'], ['3.3.9', '3.5.0']],
      ['3.4.x', ['3.4.0', '3.4.5'], ['3.5.0']],
    ];
    checkPredicates(vectors, quilt);
  });

  // Quilt Loader's V1ModMetadataReader.readVersionSpecifier (quilt.mod.json): each specifier is an interval whose
  // upper bound is an exclusive release, and `^^`/`~~` or `~`/`^` on a non-semantic version are refused.
  it("readVersionSpecifier's intervals", () => {
    const vectors: PredicateVector[] = [
      ['^3.4.0', ['3.4.0', '3.9.0-beta', '4.0.0-alpha'], ['3.4.0-rc.1', '4.0.0']],
      ['~3.4', ['3.4.0', '3.4.99', '3.5.0-alpha'], ['3.4.0-rc.1', '3.5.0']],
      ['~3', ['3.0.0', '3.0.9', '3.1.0-alpha'], ['3.1.0', '2.9']],
      ['3.4.x', ['3.4', '3.4.9', '3.5.0-alpha'], ['3.4.0-rc.1', '3.5']],
      ['3.x', ['3.0', '3.9', '4.0.0-beta'], ['3.0.0-beta', '4.0']],
      ['3.4.0-beta.2', ['3.4.0-beta.2', '3.4.0', '3.8'], ['3.4.0-beta.1', '4.0.0']],
      ['build-42', ['build-42'], ['build-43']],
      ['=build-42', ['build-42'], ['build-41']],
    ];
    checkPredicates(vectors, quilt);
    for (const refused of ['^^3.4.0', '~~3.4.7', '^build-42', '~abc', '3.x.1.x'])
      assert.equal(quilt('3.4.0', refused), null, refused);
  });

  it('a bare version in quilt.mod.json depends is `^v`, and `all` is AND', () => {
    const meta = parseQuiltMetadata(
      JSON.stringify({
        schema_version: 1,
        quilt_loader: {
          group: 'org.example',
          id: 'lantern',
          version: '2.0.0',
          depends: [
            { id: 'wick', versions: '4.2.0' },
            { id: 'oil', versions: { all: ['>=2.0.0', '<2.3.0'] } },
            { id: 'glass', versions: { any: ['=1.0.0', '=3.0.0'] } },
          ],
        },
      }),
    );
    const deps = meta.mods[0]!.dependencies;
    const ranges = (id: string) => deps.find((d) => d.id === id)!.ranges;
    assert.equal(satisfiesFabric('4.9.0', ranges('wick')), true);
    assert.equal(satisfiesFabric('4.1.0', ranges('wick')), false);
    assert.equal(satisfiesFabric('5.0.0', ranges('wick')), false);
    assert.equal(satisfiesFabric('2.2.9', ranges('oil')), true);
    assert.equal(satisfiesFabric('2.3.0', ranges('oil')), false);
    assert.equal(satisfiesFabric('3.0.0', ranges('glass')), true);
    assert.equal(satisfiesFabric('2.0.0', ranges('glass')), false);
  });
});

// Maven: the ComparableVersion javadoc (maven.apache.org/ref/current/maven-artifact/apidocs, "Generic
// implementation of version comparison") and the VersionRange/version-range specification of the POM reference:
// versions split at `.`, `-` and digit/letter transitions; trailing zeros, empty strings and release qualifiers are
// dropped (`1.0.0` = `1` = `1-ga`); `a1`/`b1`/`m1` abbreviate alpha/beta/milestone only before a digit; known
// qualifiers order alpha < beta < milestone < rc = cr < snapshot < "" = ga = final = release < sp, unknown ones
// after them alphabetically, and a number after any qualifier; ranges `[a,b]`, `(a,b)`, `(,b]`, `[a,)`, `[v]`,
// comma-separated unions of ascending sets, and a bare `v` as a soft requirement (any version).
describe('Maven ComparableVersion and VersionRange', () => {
  it('ordering of qualifiers, separators and numbers', () => {
    const chain = [
      '3-alpha',
      // Maven 3.9 joins a qualifier to the number after it (`alpha-1` = `alpha1`), which sorts after `alpha.10`.
      '3-alpha.10',
      '3-alpha-1',
      '3-a2',
      '3-beta',
      '3-b2',
      '3-milestone-1',
      '3-m3',
      '3-rc',
      '3-cr2',
      '3-rc-3',
      '3-snapshot',
      '3',
      '3-sp',
      '3-sp1',
      '3-a',
      '3-foo',
      '3-zzz',
      '3-0.1',
      '3-1',
      '3.0.1',
      '3.1-alpha',
      '3.1',
      '3.1.0.5',
      '3.10',
      '4',
    ];
    for (let i = 0; i < chain.length; i++)
      for (let j = i + 1; j < chain.length; j++) {
        assert.ok(compareMavenVersions(chain[i]!, chain[j]!) < 0, `${chain[i]} < ${chain[j]}`);
        assert.ok(compareMavenVersions(chain[j]!, chain[i]!) > 0, `${chain[j]} > ${chain[i]}`);
      }
    const equal: [string, string][] = [
      ['3', '3.0.0.0'],
      ['3', '3-0'],
      ['3.0-0', '3'],
      ['3-ga', '3.0'],
      ['3-FINAL', '3'],
      ['3.0-release', '3'],
      ['3-cr1', '3-rc1'],
      ['3-a1', '3-alpha1'],
      ['3-alpha-1', '3-alpha1'],
      ['3-b2', '3-beta-2'],
      ['3-m1', '3-milestone-1'],
      ['3-Snapshot', '3-SNAPSHOT'],
      ['3x', '3-x'],
      ['03.002', '3.2'],
      ['3.0.x', '3-x'],
    ];
    for (const [a, b] of equal) assert.equal(compareMavenVersions(a, b), 0, `${a} = ${b}`);
  });

  it('range containment', () => {
    const vectors: PredicateVector[] = [
      ['[47.1,48)', ['47.1', '47.1.0', '47.3.22', '48-alpha'], ['47.0.9', '48', '48.0.1']],
      ['[47.1,48]', ['48', '48.0.0'], ['48.0.1']],
      ['(47.1,48)', ['47.1.1', '47.2'], ['47.1', '47.1.0', '48']],
      ['(,36.2]', ['1', '36.2', '36.2.0'], ['36.2.1', '37']],
      ['[1.20.1,)', ['1.20.1', '1.21'], ['1.20', '1.20.1-rc1']],
      ['[2.0]', ['2', '2.0.0'], ['2.0.1', '1.9']],
      ['(,1.0],[1.2,)', ['0.5', '1.0', '1.2', '3.0'], ['1.1', '1.0.1']],
      ['[1.0,1.2),(1.5,2.0]', ['1.0', '1.1.9', '1.6', '2.0'], ['1.2', '1.5', '2.1']],
      ['[1.0,1.2] , [1.2,2.0)', ['1.2', '1.9'], ['2.0']],
      ['1.5', ['0.1', '1.5', '99'], []],
    ];
    checkPredicates(vectors, (v, r) => satisfiesMaven(v, r));
  });

  it('ranges Maven rejects', () => {
    for (const spec of [
      '[1.0,2.0',
      '(1.0)',
      '[1.0)',
      '[2.0,1.0]',
      '(1.0,1.0]',
      '(,1.5],[1.2,)',
      '[1.0],2.0',
      '[1.0,2.0),(,3.0]',
    ])
      assert.equal(parseMavenRange(spec), null, spec);
  });

  it('containment agrees with the ordering on generated versions and bounds', () => {
    const rng = seededRandom(47);
    const next = (): number => rng.next();
    const parts = ['0', '1', '2', '10', 'alpha', 'beta1', 'rc', 'snapshot', 'sp', 'final'];
    const gen = (): string => {
      const n = 1 + Math.floor(next() * 3);
      let v = String(Math.floor(next() * 3));
      for (let i = 1; i < n; i++) v += pick(next, ['.', '-']) + pick(next, parts);
      return v;
    };
    for (let i = 0; i < 3000; i++) {
      const v = gen();
      let lo = gen();
      let hi = gen();
      if (compareMavenVersions(lo, hi) > 0) [lo, hi] = [hi, lo];
      if (compareMavenVersions(lo, hi) === 0) continue;
      const cl = compareMavenVersions(v, lo);
      const ch = compareMavenVersions(v, hi);
      assert.equal(satisfiesMaven(v, `[${lo},${hi})`), cl >= 0 && ch < 0, `${v} in [${lo},${hi})`);
      assert.equal(satisfiesMaven(v, `(${lo},${hi}]`), cl > 0 && ch <= 0, `${v} in (${lo},${hi}]`);
      assert.equal(satisfiesMaven(v, `(,${hi}]`), ch <= 0, `${v} in (,${hi}]`);
      assert.equal(satisfiesMaven(v, `[${lo},)`), cl >= 0, `${v} in [${lo},)`);
      assert.equal(satisfiesMaven(v, `[${v}]`), true, `${v} in [${v}]`);
      if (/\d$/.test(v)) assert.equal(compareMavenVersions(v, `${v}.0`), 0, `${v} = ${v}.0`);
      assert.equal(Math.sign(compareMavenVersions(v, lo)) + Math.sign(compareMavenVersions(lo, v)), 0, `${v} vs ${lo}`);
    }
  });
});

// Maven 3.9 ComparableVersion, the cases of Maven's own ComparableVersionTest (maven-artifact, org.apache.maven.
// artifact.versioning): qualifier and number chains, equalities, MNG-5568, MNG-6572, MNG-6964, MNG-7644, MNG-7714,
// leading zeros, case and non-ASCII handling.
describe("Maven's ComparableVersionTest vectors", () => {
  const ascending = (versions: string[]): void => {
    for (let i = 0; i < versions.length; i++)
      for (let j = i + 1; j < versions.length; j++) {
        assert.ok(compareMavenVersions(versions[i]!, versions[j]!) < 0, `${versions[i]} < ${versions[j]}`);
        assert.ok(compareMavenVersions(versions[j]!, versions[i]!) > 0, `${versions[j]} > ${versions[i]}`);
      }
  };
  const equal = (a: string, b: string): void => {
    assert.equal(compareMavenVersions(a, b), 0, `${a} == ${b}`);
    assert.equal(compareMavenVersions(b, a), 0, `${b} == ${a}`);
  };

  it('qualifier and number chains', () => {
    ascending(['1-alpha2snapshot', '1-alpha2', '1-alpha-123', '1-beta-2', '1-beta123', '1-m2', '1-m11', '1-rc']);
    ascending(['1-rc', '1-cr2', '1-rc123', '1-SNAPSHOT', '1', '1-sp', '1-sp2', '1-sp123', '1-abc', '1-def']);
    ascending(['1-def', '1-pom-1', '1-1-snapshot', '1-1', '1-2', '1-123']);
    ascending(['2.0', '2.0.a', '2-1', '2.0.2', '2.0.123', '2.1.0', '2.1-a', '2.1b', '2.1-c', '2.1-1', '2.1.0.1']);
    ascending(['2.1.0.1', '2.2', '2.123', '11.a2', '11.a11', '11.b2', '11.b11', '11.m2', '11.m11', '11', '11.a']);
    ascending(['11.a', '11b', '11c', '11m']);
  });

  it('equal versions: trailing zeros, missing separators, aliases, case', () => {
    const pairs: [string, string][] = [
      ['1', '1.0'],
      ['1', '1.0.0'],
      ['1.0', '1.0.0'],
      ['1', '1-0'],
      ['1', '1.0-0'],
      ['1.0', '1.0-0'],
      ['1a', '1-a'],
      ['1a', '1.0-a'],
      ['1a', '1.0.0-a'],
      ['1.0a', '1-a'],
      ['1.0.0a', '1-a'],
      ['1x', '1-x'],
      ['1x', '1.0.0-x'],
      ['1.0.0x', '1-x'],
      ['1cr', '1rc'],
      ['1a1', '1-alpha-1'],
      ['1b2', '1-beta-2'],
      ['1m3', '1-milestone-3'],
      ['1X', '1x'],
      ['1A', '1a'],
      ['1Cr', '1Rc'],
      ['1cR', '1rC'],
      ['1m3', '1MileStone3'],
      ['1m3', '1MILESTONE3'],
      // Release qualifiers order like no qualifier at all.
      ['1ga', '1'],
      ['1release', '1'],
      ['1final', '1'],
      ['1GA', '1'],
      ['1RELeaSE', '1'],
      ['1FINAL', '1'],
      ['1.0.0-alpha1', '1.0.0-ALPHA1'],
      ['1.a', '1.A'],
      ['1.é', '1.É'],
      ['1-abcdefghijklmnopqrstuvwxyz', '1-ABCDEFGHIJKLMNOPQRSTUVWXYZ'],
      ['0000000000000000001', '1'],
      ['000000000001', '01'],
      ['0000000000000000000', '0'],
      ['00', '0'],
    ];
    for (const [a, b] of pairs) equal(a, b);
  });

  it('ordered pairs', () => {
    const pairs: [string, string][] = [
      ['1.0.1', '1.1'],
      ['1.1', '1.2.0'],
      ['1.0-alpha-1', '1.0-beta-1'],
      ['1.0-beta-1', '1.0-SNAPSHOT'],
      ['1.0-alpha-1-SNAPSHOT', '1.0-alpha-1'],
      ['1.0.0', '1.0-1'],
      ['2.0-1', '2.0.1'],
      ['2.0.1-klm', '2.0.1-lmn'],
      ['2.0.1', '2.0.1-xyz'],
      ['2.0.1-xyz', '2.0.1-123'],
      ['0.7', '2'],
      ['0.2', '1.0.7'],
      ['1-1', '1.1'],
      // Letters (even non-ASCII digits) sort below ASCII digits; strings compare by UTF-16 code unit.
      ['é', '1'],
      ['\uD835\uDFE4', '1'],
      ['\u0668', '9'],
      ['J', '7'],
      ['aardvark', 'zebra'],
      ['zebra', 'ζέβρα'],
      // MNG-5568: ordering stays transitive.
      ['6.1.0rc3', '6.1.0'],
      ['6.1.0rc3', '6.1H.5-beta'],
      ['6.1.0', '6.1H.5-beta'],
      // MNG-6572: numbers of any length.
      ['20190126.230843', '1234567890.12345'],
      ['1234567890.12345', '123456789012345.1H.5-beta'],
      ['123456789012345.1H.5-beta', '12345678901234567890.1H.5-beta'],
      // MNG-6964: a qualifier after `-0.` still sorts below the release.
      ['1-0.alpha', '1'],
      ['1-0.beta', '1'],
      ['1-0.alpha', '1-0.beta'],
      // MNG-7714: a service pack sorts after final, whatever follows it.
      ['1.0.final-redhat', '1.0-sp1-redhat'],
      ['1.0.final-redhat', '1.0-sp-1-redhat'],
      ['1.0.final-redhat', '1.0-sp.1-redhat'],
    ];
    for (const [a, b] of pairs) ascending([a, b]);
  });

  it('MNG-7644: 1.0.0.X1 < 1.0.0-X2, and 2.0.X = 2-X = 2.0.0.X, for any qualifier X', () => {
    for (const x of ['abc', 'alpha', 'a', 'beta', 'b', 'def', 'milestone', 'm', 'RC']) {
      ascending([`1.0.0.${x}1`, `1.0.0-${x}2`]);
      equal(`2-${x}`, `2.0.${x}`);
      equal(`2-${x}`, `2.0.0.${x}`);
      equal(`2.0.${x}`, `2.0.0.${x}`);
    }
  });
});

// Maven 3.9 VersionRange.createFromVersionSpec and containsVersion, the cases of Maven's VersionRangeTest, plus the
// parser's own rules that Forge's mods.toml `versionRange` inherits: the first comma splits a set, a spec that does
// not start with a bracket is a soft version (contains everything), equal bounds are legal only when both inclusive.
describe("Maven's VersionRangeTest vectors", () => {
  it('rejects what Maven rejects', () => {
    for (const spec of [
      '(1.0)',
      '[1.0)',
      '(1.0]',
      '(1.0,1.0]',
      '[1.0,1.0)',
      '(1.0,1.0)',
      '[1.1,1.0]',
      '[1.0,1.2),1.3',
      '[1.0,1.2),(1.1,1.3]',
      '[1.1,1.3),(1.0,1.2]',
      '(1.1,1.2],[1.0,1.1)',
      '[1.0,2.0',
    ])
      assert.equal(parseMavenRange(spec), null, spec);
  });

  it('containment', () => {
    const vectors: PredicateVector[] = [
      ['(,)', ['0', '1.0-SNAPSHOT', '99'], []],
      ['[1,2,3]', ['1', '1.5', '2', '2,3'], ['0.9', '2.5', '3']],
      ['1.0]', ['0.1', '5'], []],
      ['[1.0]', ['1', '1.0.0'], ['1.0.1', '1.0-SNAPSHOT']],
      ['[1.0,1.0]', ['1.0'], ['1.0.1']],
      ['[1.0,)', ['1.0', '2'], ['1.0-SNAPSHOT']],
      ['[1.0,1.1-SNAPSHOT]', ['1.1-SNAPSHOT', '1.0.5'], ['1.1']],
      ['[5.0.9.0,5.0.10.0)', ['5.0.9.0', '5.0.9.9'], ['5.0.10.0']],
      ['[1.0,1.2]', ['1.1-SNAPSHOT', '1.2-SNAPSHOT', '1.2'], ['1.0-SNAPSHOT', '1.2.1']],
      ['[1.0,1.2-SNAPSHOT]', ['1.1-SNAPSHOT', '1.2-SNAPSHOT'], ['1.2']],
      ['[1.0-SNAPSHOT,1.2]', ['1.0-SNAPSHOT', '1.1-SNAPSHOT'], ['0.9']],
      ['(,1.0],[1.2,)', ['1.0', '1.2'], ['1.1']],
    ];
    checkPredicates(vectors, (v, r) => satisfiesMaven(v, r));
  });
});

// Fabric Loader's own VersionParsingTests (src/test/java/net/fabricmc/test/VersionParsingTests.java): SemanticVersion
// parsing with and without x-ranges, and VersionPredicateParser on comparator, pre-release, x-, tilde and caret
// ranges; plus VersionComparisonOperator.test for versions that are not SemVer (a StringVersion matches an
// operator that includes its bound only by equal spelling, and never `>`/`<`).
describe("Fabric Loader's VersionParsingTests vectors", () => {
  it('SemanticVersion parsing', () => {
    const parses: [string, boolean][] = [
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
    const refused: [string, boolean][] = [
      ['0.0.-1', false],
      ['0.2147483648.0', false],
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
    for (const [v, x] of parses) assert.ok(parseSemanticVersion(v, x), `${v} parses`);
    for (const [v, x] of refused) assert.equal(parseSemanticVersion(v, x), null, `${v} is not SemVer`);
  });

  it('VersionPredicateParser', () => {
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
          '0.3.1-beta.11',
        ],
        ['0.3.0', '0.3.1-beta.1', '0.4.0'],
      ],
      [
        '>=0.3.1-beta.2 <0.4.0-',
        ['0.3.1-beta.2', '0.3.1-beta.2.1', '0.3.4+build.125', '0.3.7', '0.3.4-beta.7', '0.3.1-beta.11'],
        ['0.3.0', '0.3.1-beta.1', '0.4.0-alpha.1', '0.4.0'],
      ],
      ['>=1.4-', ['1.4-beta.2', '1.4+build.125', '1.4', '1.4.2'], ['1.3', '1.3.5', '1.3-alpha.1']],
      ['<1.4', ['1.3', '1.3.5', '1.3-alpha.1', '1.4-beta.2'], ['1.4+build.125', '1.4']],
      ['<1.4-', ['1.3', '1.3.5', '1.3-alpha.1'], ['1.4-beta.2', '1.4+build.125', '1.4']],
      [
        '>=0.3.1-beta.8.d.10',
        ['0.3.1-beta.9', '0.3.1-beta.11', '0.3.1-beta.8.e', '0.3.1-beta.8.d.10', '0.3.1-beta.9.d.5'],
        ['0.3.1-beta.7', '0.3.1-beta.8.d', '0.3.1-beta.8.a', '0.3.1-alpha.9', '0.3.1-beta.8.8'],
      ],
      ['>=0.3.1-beta.8.d.10', ['0.3.1-beta.final', '0.3.1-beta.-final-'], []],
      ['1.3.x', ['1.3.0', '1.3.0-alpha.1', '1.3.99'], ['1.4.0', '1.2.9', '1.2.9-rc.6', '1.4.0-alpha.1', '2.0.0']],
      ['2.x', ['2.0.0', '2.0.0-alpha.1', '2.9.0-beta.2', '2.2.4'], ['1.99.99', '3.0.0', '3.0.0-alpha.1']],
      ['~1.2.3', ['1.2.3', '1.2.4', '1.2.4-alpha.1'], ['1.2.2', '1.2.3-rc.7', '1.3.0', '2.2.0']],
      ['~1.2', ['1.2.0', '1.2.1-alpha.3', '1.2.6'], ['1.1.9', '1.3.0', '1.2.0-rc.2', '1.3.0-alpha.3']],
      ['~1.2-', ['1.2.0', '1.2.1-alpha.3', '1.2.6', '1.2.0-rc.2'], ['1.1.9', '1.3.0', '1.3.0-alpha.3']],
      ['~1', ['1.0.0', '1.0.4'], ['0.9.9', '1.1.5', '3.0.5']],
      [
        '~1.2.3-beta.2',
        ['1.2.3-beta.2', '1.2.3-beta.2.1', '1.2.3-beta.3', '1.2.3-beta.11', '1.2.3-rc.7', '1.2.3', '1.2.4-alpha.4'],
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
      ['^1-', ['1.0.0', '1.0.0-rc.5', '1.2.4', '1.2.4-beta.2'], ['0.9.0', '0.9.0-rc.5', '2.0.0', '2.0.0-beta.2']],
      // StringVersion operands (VersionComparisonOperator.test).
      ['>=1.0', [], ['mc1.20-2.0', 'build-7']],
      ['<=mc1.20-2.0', ['mc1.20-2.0'], ['mc1.20-1.0', '1.0']],
      ['^mc1.20-2.0', ['mc1.20-2.0'], ['mc1.20-2.1']],
      ['1.0', [], ['1.0-final!']],
    ];
    checkPredicates(vectors, (v, p) => satisfiesFabric(v, [p]));
    // Bound-excluding operators need a SemVer reference: Fabric refuses the predicate, Nova gives no verdict.
    assert.equal(satisfiesFabric('mc1.20-2.0', ['>mc1.20-1.0']), null);
  });
});
