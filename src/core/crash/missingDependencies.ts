import type { CrashFinding } from './crashFinding';

/**
 * Where each dependency rule puts the dependency in a finding's mods: Fabric's and Forge's rules name the asking mod
 * first, the pasted-format rules the dependency (named-dependency-missing names only it). NeoForge's screen read as
 * the asking mod being too new for its dependency (`neoforgeDependencyTooNew`) names no dependency to add.
 */
const DEPENDENCY_AT: Readonly<Record<string, number>> = {
  'fabric-missing-dependency': 1,
  'fabric-api-missing': 1,
  'fabric-wrong-dependency-version': 1,
  'forge-missing-dependency': 1,
  'forge-legacy-missing-dependency': 1,
  'neoforge-missing-dependency': 0,
  'named-dependency-missing': 0,
};

/** The dependency a finding of a dependency rule asks to install or update, or null. */
function dependencyOf(f: CrashFinding): string | null {
  const at = DEPENDENCY_AT[f.rule];
  if (at === undefined || f.message?.id === 'neoforgeDependencyTooNew') return null;
  return f.mods[at] ?? null;
}

/**
 * One report often lists several missing dependencies (a loader's list, error screens of a few mods): each is a
 * finding of its own, and the top one named only the first. When the top finding is such a dependency, the other
 * dependencies the report asks for — other findings of the dependency rules, and the mods the loader's proposed fix
 * installs or replaces (`fabric-solution`) — are named on it too, with a line of each as evidence (up to
 * `maxEvidence`). Returns the dependencies added (in the report's order); changes the top finding in place.
 */
export function allMissingDependencies(findings: CrashFinding[], maxEvidence: number): string[] {
  const top = findings[0];
  if (!top || top.severity !== 'error' || dependencyOf(top) === null) return [];
  const added: string[] = [];
  const cited: { line: number; text: string }[] = [];
  for (const f of findings.slice(1)) {
    const deps = f.rule === 'fabric-solution' ? f.mods : [dependencyOf(f)];
    for (const dep of deps) {
      if (dep === null || dep === undefined || top.mods.includes(dep) || added.includes(dep)) continue;
      added.push(dep);
      const line = f.evidence.find((e) => e.text.includes(dep)) ?? f.evidence[0];
      if (line && !cited.some((c) => c.line === line.line)) cited.push(line);
    }
  }
  if (added.length === 0) return [];
  top.mods.push(...added);
  for (const line of cited)
    if (top.evidence.length < maxEvidence && !top.evidence.some((e) => e.line === line.line)) top.evidence.push(line);
  top.evidence.sort((a, b) => a.line - b.line);
  return added;
}
