import type { LibraryMod } from './libraryMods';

/**
 * The entry of `table` whose package holds `className` (`a.b.C` or `a/b/C`; a package named without its class counts
 * too), the longest package winning, or null. One lookup for every package table of the crash rules (libraries in
 * libraryMods.ts, add-on platforms in addonPlatforms.ts), so a nested package (`…create.foundation.` beside
 * `…create.`) resolves the same way in each.
 */
export function classOwnerIn(table: readonly LibraryMod[], className: string): LibraryMod | null {
  const name = className.replace(/\//g, '.');
  let best: LibraryMod | null = null;
  let length = 0;
  for (const entry of table)
    for (const p of entry.packages)
      if (p.length > length && (name.startsWith(p) || name === p.replace(/\.$/, ''))) {
        best = entry;
        length = p.length;
      }
  return best;
}
