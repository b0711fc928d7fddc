import { strict as assert } from 'node:assert';
import {
  compareMinecraftVersions,
  javaMajorForMinecraft,
  normalizeMinecraftVersion,
  satisfiesMinecraftPredicate,
} from '../../src/core/minecraft/versions/minecraftVersion';

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
      ['24w14potato', null],
      ['99w01a', null],
      ['banana', null],
      ['', null],
    ];
    for (const [input, expected] of table) {
      it(`${JSON.stringify(input)} → ${String(expected)}`, () =>
        assert.equal(normalizeMinecraftVersion(input), expected));
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
      ['24w14potato', ['>=1.20'], null],
      ['24w14potato', ['*'], true],
    ];
    for (const [mc, ranges, expected] of table) {
      it(`Minecraft ${mc} vs ${JSON.stringify(ranges)} → ${String(expected)}`, () => {
        assert.equal(satisfiesMinecraftPredicate(mc, ranges), expected);
      });
    }
  });
});
