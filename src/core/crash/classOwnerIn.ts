/**
 * The entry of `table` whose package holds `className` (`a.b.C` or `a/b/C`; a package named without its class counts
 * too), the longest package winning and the first entry's among equally long ones, or null. One lookup for every
 * package table of the crash rules (libraries in libraryMods.ts, add-on platforms in addonPlatforms.ts), so a nested
 * package resolves the same way in each.
 *
 * The rules ask for classes on many lines of a spammed log (`Error loading class: …`), so each table's packages are
 * sorted longest first once, and answers are remembered by class name (up to MAX_CLASSES per table).
 */
export function classOwnerIn<T extends PackageOwner>(table: readonly T[], className: string): T | null {
  let lookup = lookups.get(table) as Lookup<T> | undefined;
  if (!lookup) lookups.set(table, (lookup = { packages: packagesLongestFirst(table), answers: new Map() }));
  const known = lookup.answers.get(className);
  if (known !== undefined) return known;
  const name = className.replace(/\//g, '.');
  let found: T | null = null;
  for (const { prefix, bare, entry } of lookup.packages)
    if (name.startsWith(prefix) || name === bare) {
      found = entry;
      break;
    }
  if (lookup.answers.size >= MAX_CLASSES) lookup.answers.clear();
  lookup.answers.set(className, found);
  return found;
}

/** What a package table's entry has (a library's or an add-on platform's record in libraryMods.ts). */
export interface PackageOwner {
  readonly packages: readonly string[];
}

interface PackageRow<T> {
  prefix: string;
  /** The package's name without its trailing dot: a class string naming the package itself. */
  bare: string;
  entry: T;
}

interface Lookup<T> {
  packages: PackageRow<T>[];
  answers: Map<string, T | null>;
}

const MAX_CLASSES = 4096;

/** Per table (the tables are module constants): its packages longest first and the answers given so far. */
const lookups = new WeakMap<readonly PackageOwner[], Lookup<PackageOwner>>();

function packagesLongestFirst<T extends PackageOwner>(table: readonly T[]): PackageRow<T>[] {
  const rows = table.flatMap((entry) =>
    entry.packages.filter((p) => p.length > 0).map((p) => ({ prefix: p, bare: p.replace(/\.$/, ''), entry })),
  );
  // A stable sort: equally long packages keep the table's order, so the first entry among them wins.
  return rows.sort((a, b) => b.prefix.length - a.prefix.length);
}
