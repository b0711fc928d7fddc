import type { CrashFinding } from './crashFinding';

/** How far apart (in lines) two findings' evidence may be and still be one event of the log. */
const ADJACENT_LINES = 3;

/**
 * Merges two findings of the same rule drawn from adjacent lines of one event when one names a mod and the other
 * names none (Forge's `Attempted to load class … for invalid dist` just above `Failed to create mod instance. ModID: x`):
 * the finding naming the mod is kept, with the other's evidence added (in line order, at most `maxEvidence` lines), so
 * the mod-less copy never ranks above it. Changes `findings` in place.
 */
export function mergeAdjacentFindings(findings: CrashFinding[], maxEvidence: number): void {
  // Findings naming a mod, by rule: a bare finding is only compared with its own rule's (at most the analyzer's hits
  // per rule), never with every finding of a log that fires many rules.
  const namedByRule = new Map<string, CrashFinding[]>();
  for (const f of findings) {
    if (f.mods.length === 0) continue;
    const list = namedByRule.get(f.rule);
    if (list) list.push(f);
    else namedByRule.set(f.rule, [f]);
  }
  for (let i = findings.length - 1; i >= 0; i--) {
    const bare = findings[i]!;
    if (bare.mods.length > 0 || bare.evidence.length === 0) continue;
    const named = namedByRule
      .get(bare.rule)
      ?.find(
        (f) =>
          f.severity === bare.severity &&
          f.evidence.some((a) => bare.evidence.some((b) => Math.abs(a.line - b.line) <= ADJACENT_LINES)),
      );
    if (!named) continue;
    // The named finding's own lines (those that name the mod) are kept first when the two hold more than fit.
    const evidence = named.evidence.slice(0, maxEvidence);
    for (const ev of bare.evidence)
      if (evidence.length < maxEvidence && !evidence.some((e) => e.line === ev.line)) evidence.push(ev);
    named.evidence = evidence.sort((a, b) => a.line - b.line);
    named.confidence = Math.max(named.confidence, bare.confidence);
    findings.splice(i, 1);
  }
}
