import type { CrashFinding } from './crashFinding';

/** Findings that say where a crash happened (what was ticking, which mod was loading), not why it happened. */
const WHERE_RULES = new Set(['ticking-entity', 'ticking-block-entity', 'block-crash', 'forge-mod-crash']);
/** Findings that say why code failed: it met another version of what it calls, or code that is not there. */
const WHY_RULES = new Set([
  'no-such-method',
  'no-class-def',
  'client-mod-on-server',
  'class-cast-between-mods',
  'class-verify-error',
  'overrides-final-method',
]);

/** A game member by its SRG (Forge 1.7–1.16) or intermediary (Fabric) name. */
const OBFUSCATED_MEMBER = /\b(?:func|field)_\d+_[a-z]?\b|\b(?:method|field|comp)_\d+\b/;

/**
 * Puts first the finding that explains the crash when the top one only says where it happened: an error of a linkage
 * rule that names mods, about the same crash, and telling more than the top one. It tells more when the top one names
 * no mod (`'tinkerer' was built for another version of 'thaumcraft'` over `An entity crashes the game while ticking`),
 * when it names a mod the top one does not, on a shared mod or line (`lionfishapi is missing` over `cataclysm failed
 * while loading` on the missing class's line), or when it is client code on a server of the mod that failed to load.
 * A top finding that already names the other side (the library a mod was built against) keeps its place; a mod that
 * failed while loading, named alone, gives way to the linkage finding about that mod (built for another Minecraft).
 */
export function explanationFirst(findings: CrashFinding[]): void {
  const top = findings[0];
  if (!top || top.severity !== 'error' || !WHERE_RULES.has(top.rule)) return;
  const shares = (f: CrashFinding): boolean =>
    top.mods.some((id) => f.mods.includes(id)) || top.evidence.some((e) => f.evidence.some((g) => g.line === e.line));
  const at = findings.findIndex(
    (f) =>
      f.severity === 'error' &&
      WHY_RULES.has(f.rule) &&
      f.mods.length > 0 &&
      (top.mods.length === 0 ||
        (f.mods.some((id) => !top.mods.includes(id)) && shares(f)) ||
        // A mod that failed while loading, named alone: the other side (a library, the game's version) is unnamed, and
        // a linkage finding about that mod's same error says what it met (in its own words, its own title, not the bare
        // error). Not for a game member by its obfuscated name (`func_77142_a`, `field_185200_c`): its absence has more
        // causes than the game's version (a loader's patch, client-only code on a server), so the loading failure keeps
        // its place.
        (top.rule === 'forge-mod-crash' &&
          top.mods.length === 1 &&
          (f.message !== undefined || f.texts?.title !== undefined) &&
          f.mods.includes(top.mods[0]!) &&
          shares(f) &&
          !f.evidence.some((e) => OBFUSCATED_MEMBER.test(e.text))) ||
        (f.rule === 'client-mod-on-server' && top.mods.some((id) => f.mods.includes(id)))),
  );
  if (at > 0) findings.unshift(...findings.splice(at, 1));
}
