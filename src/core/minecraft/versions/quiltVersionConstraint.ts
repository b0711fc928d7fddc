/**
 * Quilt Loader's version constraints (`quilt.mod.json` `depends[].versions`), following its VersionConstraint:
 * `*` any; `=`, `>=`, `<=`, `>`, `<` compare; `^^v` same major; `~~v` same major and minor; `^v` at least v with the
 * same major; `~v` at least v with the same major and minor; and a bare `v` means `^v` (the spec's rule), not
 * equality as in Fabric. Each constraint is rewritten to the Fabric predicate with the same meaning, so Quilt and
 * Fabric dependencies share one evaluator (fabricVersionPredicate.ts).
 */

const PREFIXES = ['^^', '~~', '>=', '<=', '>', '<', '=', '^', '~'] as const;

/** One Quilt constraint as a Fabric predicate string; null means any version. */
export function quiltConstraintToFabric(raw: string): string | null {
  const constraint = raw.trim();
  if (constraint === '' || constraint === '*') return null;
  const prefix = PREFIXES.find((p) => constraint.startsWith(p));
  const version = prefix ? constraint.slice(prefix.length) : constraint;
  switch (prefix) {
    case '^^':
    case '~~': {
      const parts = /^(\d+)(?:\.(\d+))?/.exec(version);
      if (!parts) return `=${version}`;
      const major = Number(parts[1]);
      if (prefix === '^^') return `>=${major}- <${major + 1}-`;
      const minor = Number(parts[2] ?? 0);
      return `>=${major}.${minor}- <${major}.${minor + 1}-`;
    }
    case undefined:
      // A wildcard (`1.20.x`) keeps its range meaning; any other bare version is `^v`.
      return /(?:^|\.)[xX*](?:\.|$)/.test(version) ? version : `^${version}`;
    default:
      return `${prefix}${version}`;
  }
}
