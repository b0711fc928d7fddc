import type { Dependency, ModFile, ModMetadata } from '../model/modFile';
import type { ProblemCode, Severity } from '../model/problem';
import type { BuiltIn, Provider } from './conflictFacts';
import { KNOWN_NAMES } from './conflictFacts';
import { modText, uniquePaths, type ConflictContext, type ConflictRule } from './conflictRule';
import { satisfiesMinecraft, satisfiesRange } from './versionChecks';
import { groupedIncompatibilityMessage, IncompatibilityGroups } from './incompatibilityGroups';
import { capEcho } from './problemMessages';

/**
 * What each loaded mod declares: required, optional and recommended dependencies (missing or the wrong version,
 * Minecraft and Java included), `breaks`/`conflicts` with a present mod, and the Java range of its metadata.
 * Mods and dependencies for the other side (client/server) are skipped; versions that cannot be judged pass.
 */
export const dependenciesRule: ConflictRule = {
  id: 'dependencies',
  check(ctx) {
    const side = ctx.facts.instance.side;
    const incompatible = new IncompatibilityGroups();
    for (const [file, mods] of ctx.facts.active) {
      for (const mod of mods) {
        // Mods the loader skips on this side declare nothing that must hold here.
        if ((mod.side === 'client' && side === 'server') || (mod.side === 'server' && side === 'client')) continue;
        if (mod.loader === 'bukkit') continue;
        for (const dep of mod.dependencies) {
          if (dep.id === mod.id) continue;
          if ((dep.side === 'client' && side === 'server') || (dep.side === 'server' && side === 'client')) continue;
          switch (dep.kind) {
            case 'required':
            case 'optional':
            case 'recommended':
              checkDependency(ctx, file, mod, dep);
              break;
            case 'breaks':
            case 'conflicts':
              checkIncompatibility(ctx, file, mod, dep, incompatible);
              break;
            case 'suggested':
              break;
          }
        }
        if (mod.javaRange !== undefined) checkJavaRange(ctx, file, mod, mod.javaRange, 'maven');
      }
    }
    reportIncompatibilities(ctx, incompatible);
  },
};

/** One problem per pair, or one per id when an id fans out past PAIR_LIMIT pairs (incompatibilityGroups.ts). */
function reportIncompatibilities({ msg, report }: ConflictContext, groups: IncompatibilityGroups): void {
  for (const group of groups.all()) {
    const severity: Severity = group.kind === 'breaks' ? 'error' : 'warning';
    if (group.pairs === null) {
      const files = uniquePaths([...group.declaring.keys(), ...group.providing.keys()].map((f) => f.path));
      report.add(severity, group.kind, groupedIncompatibilityMessage(msg, group), files, [group.id]);
      continue;
    }
    const render = (p: { mod: string; other: string; range: string }): string =>
      group.kind === 'breaks' ? msg.breaks(p) : msg.conflicts(p);
    for (const pair of group.pairs) {
      const other = `${modText(msg, pair.otherMod)}${pair.otherNested ? ` [${pair.otherFile.fileName}]` : ''}`;
      report.add(
        severity,
        group.kind,
        render({ mod: modText(msg, pair.mod), other, range: pair.range }),
        [pair.file.path, pair.otherFile.path],
        [pair.mod.id, pair.otherMod.id],
      );
    }
  }
}

function checkDependency(ctx: ConflictContext, file: ModFile, mod: ModMetadata, dep: Dependency): void {
  const { facts, msg, report } = ctx;
  const builtIn = facts.builtIns.get(dep.id);
  if (builtIn) {
    if (dep.kind === 'required') checkBuiltInVersion(ctx, file, mod, dep, builtIn);
    return;
  }
  const providers = facts.providersOf(dep.id);
  if (providers.length === 0) {
    const dependency = KNOWN_NAMES[dep.id] ? `${KNOWN_NAMES[dep.id]} (${dep.id})` : capEcho(dep.id);
    const names = [capEcho(mod.name || mod.id), capEcho(KNOWN_NAMES[dep.id] ?? dep.id)];
    if (dep.kind === 'required') {
      report.add(
        'error',
        'missing-dependency',
        msg.missingDependency({
          mod: modText(msg, mod),
          modName: capEcho(mod.name || mod.id),
          dependency,
          range: msg.rangeText(dep.ranges),
        }),
        [file.path],
        [mod.id, dep.id],
        undefined,
        names,
      );
    } else if (dep.kind === 'recommended') {
      report.add(
        'info',
        'recommended-missing',
        msg.recommendedMissing({ mod: modText(msg, mod), dependency, range: msg.rangeText(dep.ranges) }),
        [file.path],
        [mod.id, dep.id],
        undefined,
        names,
      );
    }
    return;
  }
  if (dep.ranges === null) return;
  let unknown = false;
  for (const p of providers) {
    const ok = satisfiesRange(dep, p.mod.version);
    if (ok === true) return;
    if (ok === null) unknown = true;
  }
  if (unknown) return;
  const first = providers[0] as Provider;
  const present = [...new Set(providers.map((p) => p.mod.version))].join(', ');
  const severity: Severity = dep.kind === 'required' ? 'error' : dep.kind === 'optional' ? 'warning' : 'info';
  report.add(
    severity,
    'dependency-version',
    msg.dependencyVersion({
      mod: modText(msg, mod),
      modName: capEcho(mod.name || mod.id),
      dependency: msg.modLabel(first.mod.name, dep.id, null),
      dependencyName: capEcho(first.mod.name || dep.id),
      range: msg.rangeText(dep.ranges),
      present,
    }),
    uniquePaths([file.path, ...providers.map((p) => p.file.path)]),
    [mod.id, dep.id],
    undefined,
    [capEcho(mod.name || mod.id), capEcho(first.mod.name || dep.id)],
  );
}

function checkBuiltInVersion(
  ctx: ConflictContext,
  file: ModFile,
  mod: ModMetadata,
  dep: Dependency,
  builtIn: BuiltIn,
): void {
  if (dep.ranges === null || builtIn.version === null) return;
  const { msg, report } = ctx;
  if (dep.id === 'java') {
    checkJavaRange(ctx, file, mod, dep.ranges, dep.syntax);
    return;
  }
  const ok = dep.id === 'minecraft' ? satisfiesMinecraft(dep, builtIn.version) : satisfiesRange(dep, builtIn.version);
  if (ok !== false) return;
  if (dep.id === 'minecraft') {
    report.add(
      'error',
      'wrong-minecraft',
      msg.wrongMinecraft({
        mod: modText(msg, mod),
        modName: capEcho(mod.name || mod.id),
        range: msg.rangeText(dep.ranges),
        minecraft: builtIn.version,
      }),
      [file.path],
      [mod.id, 'minecraft'],
      file.path,
    );
    return;
  }
  report.add(
    'error',
    'dependency-version',
    msg.dependencyVersion({
      mod: modText(msg, mod),
      modName: capEcho(mod.name || mod.id),
      dependency: builtIn.label,
      dependencyName: builtIn.name,
      range: msg.rangeText(dep.ranges),
      present: builtIn.version,
    }),
    [file.path],
    [mod.id, dep.id],
  );
}

/** Java ranges are judged on the major only: they fail when no release of that major could satisfy them. */
function checkJavaRange(
  { facts, msg, report }: ConflictContext,
  file: ModFile,
  mod: ModMetadata,
  range: string | string[],
  syntax: Dependency['syntax'],
): void {
  const java = facts.java;
  if (java === null) return;
  const ranges = typeof range === 'string' ? [range] : range;
  const dep: Dependency = { id: 'java', kind: 'required', ranges, syntax, side: 'both' };
  const low = satisfiesRange(dep, String(java.major));
  const high = satisfiesRange(dep, `${java.major}.999.999`);
  if (low !== false || high !== false) return;
  report.add(
    'error',
    'wrong-java',
    msg.wrongJava({
      mod: modText(msg, mod),
      modName: capEcho(mod.name || mod.id),
      range: ranges.join(' | '),
      java: java.major,
      minecraft: facts.minecraft,
      inferred: java.inferred,
    }),
    [file.path],
    [mod.id, 'java'],
  );
}

function checkIncompatibility(
  { facts, msg, report }: ConflictContext,
  file: ModFile,
  mod: ModMetadata,
  dep: Dependency,
  groups: IncompatibilityGroups,
): void {
  if (dep.unless !== undefined && facts.isPresent(dep.unless)) return;
  const severity: Severity = dep.kind === 'breaks' ? 'error' : 'warning';
  const render = (p: { mod: string; other: string; range: string }): string =>
    dep.kind === 'breaks' ? msg.breaks(p) : msg.conflicts(p);
  const range = msg.rangeText(dep.ranges);
  const builtIn = facts.builtIns.get(dep.id);
  if (builtIn) {
    if (builtIn.version === null) return;
    const ok = dep.id === 'minecraft' ? satisfiesMinecraft(dep, builtIn.version) : satisfiesRange(dep, builtIn.version);
    if (ok !== true) return;
    const code: ProblemCode =
      dep.id === 'minecraft' ? 'wrong-minecraft' : dep.kind === 'breaks' ? 'breaks' : 'conflicts';
    const other = dep.id === 'minecraft' ? builtIn.label : `${builtIn.label} ${builtIn.version}`;
    report.add(
      severity,
      code,
      render({ mod: modText(msg, mod), other, range }),
      [file.path],
      [mod.id, dep.id],
      dep.id === 'minecraft' ? file.path : undefined,
    );
    return;
  }
  const seen = new Set<ModFile>();
  const verdicts = new Map<string, boolean | null>();
  for (const p of facts.providersOf(dep.id)) {
    if (p.file === file || seen.has(p.file)) continue;
    let verdict = verdicts.get(p.mod.version);
    if (verdict === undefined) verdicts.set(p.mod.version, (verdict = satisfiesRange(dep, p.mod.version)));
    if (verdict !== true) continue;
    seen.add(p.file);
    groups.record(dep.kind === 'breaks' ? 'breaks' : 'conflicts', dep.id, {
      file,
      mod,
      otherFile: p.file,
      otherMod: p.mod,
      otherNested: p.nested,
      range,
    });
  }
}
