import { strict as assert } from 'node:assert';
import {
  compareMinecraftVersions,
  javaMajorForMinecraft,
  normalizeMinecraftVersion,
  satisfiesMinecraftPredicate,
} from '../../src/core/versions/minecraftVersion';

describe('minecraftVersion', () => {
  describe('normalizeMinecraftVersion', () => {
    const table: [string, string | null][] = [
      ['1.20.1', '1.20.1'],
      ['1.21', '1.21'],
      ['1.8.9', '1.8.9'],
      ['26.1', '26.1'],
      ['26.1.1', '26.1.1'],
      ['24w14a', '1.20.5-alpha.24.14.a'],
      ['23w51b', '1.20.5-alpha.23.51.b'],
      ['24w18a', '1.21-alpha.24.18.a'],
      ['20w06a', '1.16-alpha.20.6.a'],
      ['20w45a', '1.17-alpha.20.45.a'],
      ['18w47b', '1.14-alpha.18.47.b'],
      ['25w41a', '1.21.11-alpha.25.41.a'],
      ['1.20.5-pre1', '1.20.5-beta.1'],
      ['1.20.5-rc1', '1.20.5-rc.1'],
      ['1.14.4-pre3', '1.14.4-rc.3'],
      ['1.16-pre8', '1.16-rc.8'],
      ['1.16-rc1', '1.16-rc.9'],
      ['1.16.2-pre1', '1.16.2-beta.1'],
      ['1.14 Pre-Release 2', '1.14-rc.2'],
      ['26.1-snapshot-1', '26.1-alpha.1'],
      ['26.1-snapshot-12', '26.1-alpha.12'],
      ['26.1-pre-1', '26.1-beta.1'],
      ['26.1-rc-1', '26.1-rc.1'],
      ['26.2-snapshot-3', '26.2-alpha.3'],
      ['b1.7.3', '1.0.0-beta.7.3'],
      ['a1.2.6', '1.0.0-alpha.2.6'],
      ['1.20.5-beta.1', '1.20.5-beta.1'],
      ['  1.20.1 ', '1.20.1'],
      // Fabric Loader's McVersionLookup normalises April Fools names to the snapshot they were forked from.
      ['24w14potato', '1.20.5-alpha.24.12.potato'],
      ['99w01a', null],
      ['1.20.1-OptiFine_HD_U_I5', null],
      ['banana', null],
      ['', null],
    ];
    for (const [input, expected] of table) {
      it(`${JSON.stringify(input)} → ${String(expected)}`, () =>
        assert.equal(normalizeMinecraftVersion(input), expected));
    }
  });

  // Fabric Loader's VersionNormalizationTest and minecraft_versions.json (minecraft/src/test): every name paired with
  // the SemVer Fabric gives the built-in `minecraft` mod.
  describe("Fabric Loader's normalisation vectors", () => {
    const table: [string, string][] = [
      ['1.0.0-rc1', '1.0.0-rc.1'],
      ['Snapshot 12w07b', '1.2-alpha.12.7.b'],
      ['12w05a', '1.2-alpha.12.5.a'],
      ['13w36a', '1.7-alpha.13.36.a'],
      ['13w47a', '1.7.3-alpha.13.47.a'],
      ['13w12~', '1.5.1-alpha.13.12.a'],
      ['2point0_red', '1.5.2-2.0+red'],
      ['af-2013-blue', '1.5.2-2.0+blue'],
      ['1.7.6-pre1', '1.7.6-rc.1'],
      ['1.7.10-pre1', '1.7.10-rc.1'],
      ['15w14a', '1.8.4-alpha.15.14.a+loveandhugs'],
      ['1.9-pre1', '1.9-rc.1'],
      ['1.RV-Pre1', '1.9.2-rv+trendy'],
      ['3D Shareware v1.34', '1.14-alpha.19.13.shareware'],
      ['1.14.3 - Combat Test', '1.14.3-rc.4.combat.1'],
      ['1.14_combat-212796', '1.14.3-rc.4.combat.1'],
      ['Combat Test 4', '1.15-rc.3.combat.4'],
      ['20w14infinite', '1.16-alpha.20.13.inf'],
      ['20w14~', '1.16-alpha.20.13.inf'],
      ['1.16 Release Candidate 1', '1.16-rc.9'],
      ['1.16.2-pre1', '1.16.2-beta.1'],
      ['1.16_combat-0', '1.16.2-beta.3.combat.6'],
      ['1.16.2-rc1', '1.16.2-rc.1'],
      ['1.16_combat-3', '1.16.3-combat.7.c'],
      ['1.18 Experimental Snapshot 1', '1.18-Experimental.1'],
      ['1.18 experimental snapshot 2', '1.18-Experimental.2'],
      ['1.18_experimental-snapshot-2', '1.18-Experimental.2'],
      ['1.18-exp3', '1.18-Experimental.3'],
      ['22w13oneBlockAtATime', '1.18.3-alpha.22.13.oneblockatatime'],
      ['1.19 Deep Dark Experimental Snapshot 1', '1.19-Experimental.1'],
      ['1.19_deep_dark_experimental_snapshot-1', '1.19-Experimental.1'],
      ['23w13a_or_b', '1.20-alpha.23.13.ab'],
      ['1.20-pre1', '1.20-beta.1'],
      ['24w03a', '1.20.5-alpha.24.3.a'],
      ['25w14craftmine', '1.21.6-alpha.25.14.craftmine'],
      ['25w31a', '1.21.9-alpha.25.31.a'],
      ['b1.2_02', '1.0.0-beta.2.2'],
      ['a1.2.3_01', '1.0.0-alpha.2.3.1'],
    ];
    for (const [input, expected] of table) {
      it(`${input} → ${expected}`, () => assert.equal(normalizeMinecraftVersion(input), expected));
    }
  });

  describe('compareMinecraftVersions', () => {
    const ascending = [
      '1.7.10',
      '1.12.2',
      '1.16-pre8',
      '1.16-rc1',
      '1.16',
      '1.17',
      '1.19.4',
      '1.20',
      '1.20.1',
      '1.20.4',
      '23w51b',
      '24w14a',
      '1.20.5-pre1',
      '1.20.5-pre4',
      '1.20.5-rc1',
      '1.20.5',
      '1.20.6',
      '24w18a',
      '1.21',
      '1.21.1',
      '1.21.11',
      '26.1-snapshot-1',
      '26.1-snapshot-2',
      '26.1-pre-1',
      '26.1-rc-1',
      '26.1',
      '26.1.1',
      '26.2',
    ];
    it('orders releases, snapshots, pre-releases, release candidates and the 2026 scheme', () => {
      const shuffled = [...ascending].reverse();
      shuffled.sort(compareMinecraftVersions);
      assert.deepEqual(shuffled, ascending);
    });
    it('treats 1.20 and 1.20.0 as equal', () => assert.equal(compareMinecraftVersions('1.20', '1.20.0'), 0));
    it('sorts unknown names before known ones without throwing', () => {
      assert.ok(compareMinecraftVersions('banana', '1.0') < 0);
      assert.ok(compareMinecraftVersions('1.0', 'banana') > 0);
    });
  });

  describe('javaMajorForMinecraft', () => {
    const table: [string, number][] = [
      ['1.7.10', 8],
      ['1.12.2', 8],
      ['1.16.5', 8],
      ['1.17', 16],
      ['1.17.1', 16],
      ['1.18', 17],
      ['1.18.2', 17],
      ['1.20.1', 17],
      ['1.20.4', 17],
      ['23w51a', 17],
      ['24w13a', 17],
      ['24w14a', 21],
      ['1.20.5-pre1', 21],
      ['1.20.5', 21],
      ['1.21', 21],
      ['1.21.11', 21],
      ['26.1-snapshot-1', 25],
      ['26.1', 25],
      ['26.1.1', 25],
      ['27.1', 25],
      ['21w18a', 8],
      ['21w19a', 16],
      ['banana', 8],
    ];
    for (const [v, java] of table) {
      it(`${v} → Java ${java}`, () => assert.equal(javaMajorForMinecraft(v), java));
    }
  });

  describe('satisfiesMinecraftPredicate', () => {
    const table: [string, string[] | null, boolean | null][] = [
      ['1.20.1', ['1.19.x', '1.20.x'], true],
      ['1.21', ['1.19.x', '1.20.x'], false],
      ['26.1', ['1.19.x', '1.20.x'], false],
      ['1.20.1', ['>=1.20 <1.21'], true],
      ['1.21', ['>=1.20 <1.21'], false],
      ['26.1', ['>=1.20 <1.21'], false],
      ['26.1', ['>=26.1'], true],
      ['26.1-snapshot-1', ['>=26.1-'], true],
      ['26.1-snapshot-1', ['>=26.1'], false],
      ['26.1-rc-1', ['>=26.1-snapshot-3'], true],
      ['24w14a', ['>=1.20.5-alpha.24.14.a'], true],
      ['24w13a', ['>=24w14a'], false],
      ['1.20.5-pre1', ['>=24w14a'], true],
      ['1.20.5-pre1', ['<1.20.5-rc1'], true],
      ['1.20.1', null, true],
      ['24w14potato', ['>=1.20'], true],
      ['24w14potato', ['1.21.x'], false],
      // A name Nova cannot normalise never fails a range (Fabric would know the game's real version); it passes
      // only a range that accepts it as written.
      ['99w01a', ['>=1.20'], null],
      ['1.20.1-OptiFine_HD_U_I5', ['1.19.x'], null],
      ['1.20.1-OptiFine_HD_U_I5', ['<1.0'], null],
      ['1.20.1-OptiFine_HD_U_I5', ['=1.20.1-OptiFine_HD_U_I5'], true],
      ['99w01a', ['*'], true],
      ['1.20.1', ['>=99w01a'], null],
      ['1.20.1', ['>=99w01a', '1.20.x'], true],
    ];
    for (const [mc, ranges, expected] of table) {
      it(`Minecraft ${mc} vs ${JSON.stringify(ranges)} → ${String(expected)}`, () => {
        assert.equal(satisfiesMinecraftPredicate(mc, ranges), expected);
      });
    }
  });
});
