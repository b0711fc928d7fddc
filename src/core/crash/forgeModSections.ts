import type { RuleContext } from './crashRule';

/** A mod that Forge's or NeoForge's crash report names as the owner of the section a line is in. */
export interface ModSection {
  id: string;
  name: string | null;
  /** The line that names the mod. */
  line: number;
  /** The jar the section names (`Mod File:`), file name only, when given. */
  file: string | null;
}

const SECTION_HEAD = /^\s*-- (?:MOD|Mod loading issue for:) (\S+) --/;
// `Failure message:` may be cut at the start of a paste (`ailure message: Name (id) has failed …`): not the name.
const FAILED_CORRECTLY = /^[ \t]*(?:[A-Za-z]{0,7} message:[ \t]*)?(\S.*?) \(([^()\s]+)\) has failed to load correctly/;
const MOD_FILE = /^\s*Mod File:\s*(.+)$/i;

/**
 * The mod whose crash-report section holds line `index`: the nearest `-- MOD x --` / `-- Mod loading issue for: x --`
 * head or `Name (x) has failed to load correctly` line at most `maxLines` above it, stopping at another section's
 * head (`-- … --`) so a line is never given to the section before it. Pasted fragments often start inside the
 * section, below its head: the `has failed to load correctly` line and the `Mod File:` line are read then.
 */
export function modSectionOf(ctx: RuleContext, index: number, maxLines = 16): ModSection | null {
  let file: string | null = null;
  for (let i = index; i >= Math.max(0, index - maxLines); i--) {
    const text = ctx.log.line(i);
    const f = MOD_FILE.exec(text);
    if (f && file === null) file = f[1]!.replace(/^.*[\\/]/, '').trim();
    const head = SECTION_HEAD.exec(text);
    if (head) return { id: head[1]!, name: null, line: i, file };
    const failed = FAILED_CORRECTLY.exec(text);
    if (failed) return { id: failed[2]!, name: failed[1]!, line: i, file };
    if (i !== index && /^\s*-- .* --\s*$/.test(text)) return null;
  }
  return null;
}

/** Config parse failures as Forge and NightConfig word them (the exception, not a frame). */
export const CONFIG_FAILURE =
  /ParsingException|ConfigLoadingException|Failed loading config file|Not enough data available/;

/**
 * Whether the mod section starting at `index` failed because its config file could not be read: its failure or
 * exception message (within the next `maxLines` lines, stopping at the next section) is a config parse failure.
 */
export function sectionFailedOnConfig(ctx: RuleContext, index: number, maxLines = 10): boolean {
  const end = Math.min(ctx.log.lineCount, index + 1 + maxLines);
  for (let i = index; i < end; i++) {
    const text = ctx.log.line(i);
    if (i !== index && /^\s*-- .* --\s*$/.test(text)) return false;
    if (/^\s*at /.test(text)) continue;
    if (
      CONFIG_FAILURE.test(text) &&
      // (the exception's own line may have lost its indent in a paste)
      /Failure message:|Exception message:|^\s+\S|has failed to load correctly|^[\w$]+(?:\.[\w$]+)+(?:Exception|Error):/.test(
        text,
      )
    )
      return true;
  }
  return false;
}

/**
 * The mod section that starts within `maxLines` below `index` and failed on its config: a crash report's `-- Head --`
 * stack comes before the `-- MOD x --` section that explains it.
 */
export function modSectionBelow(ctx: RuleContext, index: number, maxLines = 8): ModSection | null {
  const end = Math.min(ctx.log.lineCount, index + 1 + maxLines);
  for (let i = index + 1; i < end; i++) {
    const head = SECTION_HEAD.exec(ctx.log.line(i));
    if (head) return sectionFailedOnConfig(ctx, i) ? { id: head[1]!, name: null, line: i, file: null } : null;
  }
  return null;
}

/**
 * The first `-- MOD x --` section that starts within `maxLines` below `index`, past the `-- Head --` section only: the
 * mod a Forge or NeoForge crash report (1.18 and newer) blames for the stack above it. Another section first (the
 * report's `-- System Details --`, a level's or an entity's) means the report blamed no mod.
 */
export function modSectionAfter(ctx: RuleContext, index: number, maxLines = 80): ModSection | null {
  const end = Math.min(ctx.log.lineCount, index + 1 + maxLines);
  for (let i = index + 1; i < end; i++) {
    const text = ctx.log.line(i);
    const head = SECTION_HEAD.exec(text);
    if (head) return { id: head[1]!, name: null, line: i, file: null };
    if (/^\s*-- (?!Head --).* --\s*$/.test(text)) return null;
  }
  return null;
}
