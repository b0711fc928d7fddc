import type { CrashFinding } from './crashFinding';
import { renderMessage } from '../locale/messageCatalog';
import { CrashRuleMessages as M } from '../crashTexts/crashRuleMessages';

/** The loaders' missing-dependency findings: each names the mod that asks first, then what it asks for. */
const DEPENDENCY_RULES = new Set([
  'forge-missing-dependency',
  'forge-legacy-missing-dependency',
  'neoforge-missing-dependency',
  'fabric-missing-dependency',
]);

/**
 * When the top finding is a missing dependency and the loader reported more of them (one finding each), the top one
 * names them all: its mods take every asking and missing mod, its title counts them and its detail lists the others,
 * so one finding says everything to install (a modpack's download that left several libraries out). The other findings
 * stay as they are. Changes `findings[0]` in place.
 */
export function listMissingDependencies(findings: CrashFinding[], maxEvidence: number): void {
  const top = findings[0];
  if (!top || top.severity !== 'error' || !DEPENDENCY_RULES.has(top.rule) || top.mods.length < 2) return;
  // Another rule's view of the same pair (its mods in another order) adds nothing.
  const others = findings.filter(
    (f) =>
      f !== top &&
      f.severity === 'error' &&
      DEPENDENCY_RULES.has(f.rule) &&
      f.mods.length >= 2 &&
      f.mods.some((id) => !top.mods.includes(id)),
  );
  if (others.length === 0) return;
  const missing = [
    top.mods.slice(1),
    ...others.map((f) => f.mods.slice(1).filter((id) => !top.mods.includes(id))),
  ].flat();
  const unique = missing.filter((id, i) => missing.indexOf(id) === i);
  if (unique.length < 2) return;
  // A mod is named only with a line that names it: past the evidence cap, the others are listed in words alone.
  for (const f of others) {
    const ev = f.evidence.find((e) => !top.evidence.some((t) => t.line === e.line));
    if (!ev || top.evidence.length >= maxEvidence) continue;
    top.evidence.push(ev);
    for (const id of f.mods) if (!top.mods.includes(id)) top.mods.push(id);
  }
  top.evidence.sort((a, b) => a.line - b.line);
  const title = M.severalMissingTitle({ count: unique.length, deps: unique.join(', ') });
  const also = M.alsoMissing({
    list: others.map((f) => `${f.mods.slice(1).join(', ')} (${f.mods[0]})`).join('; '),
  });
  top.title = renderMessage(title);
  top.detail += ` ${renderMessage(also)}`;
  top.texts = { ...top.texts, title, detailMore: [...(top.texts?.detailMore ?? []), also] };
}
