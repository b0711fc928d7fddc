import { parseSemanticVersion } from './fabricVersionPredicate';

/**
 * Quilt Loader's version specifiers (`quilt.mod.json` `depends[].versions`), as its quilt.mod.json reader turns
 * each string into an interval: `*` any; `=v` exactly v; `>=v`, `>v`, `<=v`, `<v` one bound; `~v` from v up to
 * the next minor (`~1` up to 1.1); `^v` from v up to the next major; `a.b.x` from a.b up to a.(b+1); any other
 * bare version is `^v` when it is semantic and exactly v when it is not. Upper bounds are exclusive releases, so
 * `^3.4` admits 4.0.0-alpha but `3.4.x` does not admit 3.4.0-rc.1, unlike Fabric. `^^v` and `~~v` (an old draft)
 * and `~`/`^` on a version that is not semantic are refused by Quilt. Each specifier becomes the Fabric predicate
 * with the same meaning, so Quilt and Fabric dependencies share one evaluator (fabricVersionPredicate.ts).
 */

/** A predicate Fabric's parser refuses (an exclusive bound on a non-SemVer string): judged as "cannot tell". */
const REFUSED = '>quilt-refused-specifier';

/** Components of the exclusive upper bound one step above `v` at `position` (0 = major, 1 = minor). */
function nextAt(components: number[], position: 0 | 1): string {
  const major = components[0] ?? 0;
  if (position === 0) return String(major + 1);
  return `${major}.${(components.length < 2 ? 0 : (components[1] ?? 0)) + 1}`;
}

/** One Quilt specifier as a Fabric predicate string; null means any version. */
export function quiltConstraintToFabric(raw: string): string | null {
  const spec = raw.trim();
  if (spec === '' || spec === '*') return null;
  if (spec.startsWith('^^') || spec.startsWith('~~')) return REFUSED;
  const op = /^(>=|<=|>|<|=)/.exec(spec)?.[1];
  if (op) return `${op}${spec.slice(op.length)}`;
  if (spec.startsWith('~') || spec.startsWith('^')) {
    const v = spec.slice(1);
    const semantic = parseSemanticVersion(v);
    if (!semantic) return REFUSED;
    return `>=${v} <${nextAt(semantic.components, spec.startsWith('~') ? 1 : 0)}`;
  }
  const core = spec.split(/[-+]/)[0] ?? spec;
  if (core.endsWith('.x')) {
    if (spec.indexOf('.x') !== spec.length - 2) return REFUSED;
    const min = spec.slice(0, -2);
    const semantic = parseSemanticVersion(min);
    if (!semantic) return REFUSED;
    const upper = [...semantic.components];
    upper[upper.length - 1] = (upper[upper.length - 1] ?? 0) + 1;
    return `>=${min} <${upper.join('.')}`;
  }
  const semantic = parseSemanticVersion(spec);
  return semantic ? `>=${spec} <${nextAt(semantic.components, 0)}` : `=${spec}`;
}
