import * as assert from 'node:assert/strict';
import { LIBRARY_MODS, libraryOfClass, type LibraryMod } from '../../src/core/crash/libraryMods';

/** The search libraryOfClass made on every call before its table and memo: every package, longest first wins. */
function reference(className: string): LibraryMod | null {
  const name = className.replace(/\//g, '.');
  let best: LibraryMod | null = null;
  let length = 0;
  for (const lib of LIBRARY_MODS)
    for (const p of lib.packages)
      if (p.length > length && (name.startsWith(p) || name === p.replace(/\.$/, ''))) {
        best = lib;
        length = p.length;
      }
  return best;
}

describe('libraryOfClass (the library a class belongs to)', () => {
  it('answers as a search of every package does, for every package, its name, a class in it and near misses', () => {
    const names: string[] = [];
    for (const lib of LIBRARY_MODS) {
      for (const p of lib.packages) {
        const bare = p.replace(/\.$/, '');
        names.push(
          p,
          bare,
          `${p}Thing`,
          `${p}sub.Other$Inner`,
          `${bare}x.Thing`,
          bare.slice(0, -1),
          `${bare}`.replace(/\./g, '/'),
        );
        names.push(`${p}mixin.Compat12`.replace(/\./g, '/'), `x${p}Thing`, p.toUpperCase());
      }
    }
    names.push('', '.', 'net.minecraft.client.Minecraft', 'com.example.mod.Thing', 'java.lang.String');
    // Asked twice: the second answer comes from the memo.
    for (let round = 0; round < 2; round++)
      for (const name of names) assert.equal(libraryOfClass(name), reference(name), `${name} (round ${round})`);
  });

  it('keeps answering alike past its memo’s bound (spam of many distinct classes)', () => {
    const packages = LIBRARY_MODS.flatMap((lib) => lib.packages);
    let seed = 7;
    const random = (n: number): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed % n;
    };
    for (let i = 0; i < 12_000; i++) {
      const p = packages[random(packages.length)]!;
      const name = random(3) === 0 ? `com.other${i}.Thing` : `${p}${random(2) === 0 ? 'client.' : ''}Compat${i}`;
      assert.equal(libraryOfClass(name), reference(name), name);
    }
  });
});
