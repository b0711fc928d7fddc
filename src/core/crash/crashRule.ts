import type { ModFile } from '../model/modFile';
import type { Severity } from '../model/problem';
import type { Message } from '../locale/messageCatalog';
import type { CrashTexts, LogFacts } from './crashFinding';
import { renderCrashMessage, type CrashMessage } from '../crashTexts/crashFindingMessages';
import type { LogText } from '../logs/logText';
import { renderCrashTexts } from './renderCrashTexts';

/** What a rule sees: the log with random line access and the facts read from it. */
export interface RuleContext {
  log: LogText;
  facts: LogFacts;
  /** The instance's installed jars when the instance is known (mixin configs and packages map to mod ids). */
  installed?: readonly ModFile[];
}

/** One match of a rule. Lines are 0-based indexes into the log; the analyzer turns them into evidence. */
export interface RuleHit {
  /** Deduplicates repeated matches of the same rule (e.g. the same mod named twice). Default: the detail. */
  key?: string;
  detail: string;
  title?: string;
  advice?: string;
  severity?: Severity;
  /** Mod ids the log names as involved; the first is the one to act on. */
  mods?: string[];
  /** Mod names the log gives for `mods` (id → name), for culprits and messages. */
  names?: Record<string, string>;
  lines: number[];
  javaRequired?: number;
  confidence?: number;
  /** Set when the finding points at a crash whose stack should be mined for culprits. */
  stackFrom?: number;
  /** A class the error names (missing class, owner of a missing method): mined like a top stack frame. */
  missingClass?: string;
  /** The finding's texts by message id (crashFindingMessages.ts): replaces title, detail and advice in every locale. */
  message?: CrashMessage;
  /** The hit's own texts by message id (crashRuleMessages.ts); `textHit` fills `detail`, `title`, `advice` from them. */
  texts?: CrashTexts;
}

/**
 * One analyzer rule. `triggers` are literal, case-sensitive substrings: only lines containing one are
 * handed to `match`, so the whole log is scanned once whatever the number of rules. `whole` runs once
 * per log for rules about the log as a whole (very short output).
 */
export interface CrashRule {
  /** Stable kebab-case id (CLI output, tests, tools). */
  id: string;
  /** Stable row number of the rule; the rule files are ordered by it; 0 for rules added beyond the original table. */
  row: number;
  title: string;
  severity: Severity;
  advice: string;
  /** Default confidence that a hit is the cause of the crash. */
  confidence: number;
  triggers: string[];
  /**
   * The answer must follow from `line`, the facts, the installed jars and the lines read with `ctx.log.line` (by
   * their distance from `index`): the analyzer gives it again, lines moved, where those repeat (ruleReplays.ts).
   * Reading the log another way (`indexOf`, `lineStart`, …) makes it run each time.
   */
  match?(ctx: RuleContext, index: number, line: string): RuleHit | RuleHit[] | null;
  whole?(ctx: RuleContext): RuleHit[];
  /** Rule ids whose findings are dropped when this rule fires (a specific rule explains a generic one). */
  supersedes?: string[];
}

/** A hit whose texts come from a message id (its English detail filled in for keys and readers of the hit). */
export function messageHit(hit: Omit<RuleHit, 'detail'> & { message: CrashMessage }): RuleHit {
  return { ...hit, detail: renderCrashMessage(hit.message).detail };
}

/** A hit whose detail (and title and advice, when set) are messages: its English fields are their English rendering. */
export function textHit(
  hit: Omit<RuleHit, 'detail' | 'title' | 'advice' | 'texts'> & { texts: CrashTexts & { detail: Message } },
): RuleHit {
  const { title, detail, advice } = renderCrashTexts(hit.texts);
  return {
    ...hit,
    detail: detail!,
    ...(title !== undefined ? { title } : {}),
    ...(advice !== undefined ? { advice } : {}),
  };
}

/** Index of the first line in (from, from+maxLines] whose text matches, or -1. */
export function findForward(ctx: RuleContext, from: number, maxLines: number, pattern: RegExp): number {
  const end = Math.min(ctx.log.lineCount, from + 1 + maxLines);
  for (let i = from + 1; i < end; i++) if (pattern.test(ctx.log.line(i))) return i;
  return -1;
}

/** Lines after `from` while they match `pattern` (a block such as the tab-indented dependency list). */
export function blockAfter(ctx: RuleContext, from: number, pattern: RegExp, maxLines = 200): number[] {
  const out: number[] = [];
  const end = Math.min(ctx.log.lineCount, from + 1 + maxLines);
  for (let i = from + 1; i < end; i++) {
    if (!pattern.test(ctx.log.line(i))) break;
    out.push(i);
  }
  return out;
}

/** The text of a log line after the usual `[time] [thread/LEVEL] [logger]:` prefix. */
export function messageOf(line: string): string {
  const m = /^(?:\[[^\]]*\]\s*){1,3}(?:\([^)]*\)\s*)?:?\s?/.exec(line);
  return m ? line.slice(m[0].length) : line.trim();
}

/** "'Name' (id)" when the log gives a name different from the id, else "'id'". */
export function modLabel(id: string, name?: string | null): string {
  return name && name !== id ? `'${name}' (${id})` : `'${id}'`;
}

/**
 * Minecraft's § formatting codes (Forge writes them into loading errors), also as a paste garbles the `§`: a
 * replacement character where a page or terminal could not decode it (`�eftblibrary�r requires �6architectury`), or
 * `Â§` where its UTF-8 bytes were read as Latin-1. A garbled one counts only before a code letter, so text that merely
 * holds a replacement character keeps it.
 */
export const FORMAT_CODE = /Â?§.|\uFFFD[0-9a-fk-or]/gi;

/** Strips Minecraft § formatting codes, garbled ones too ({@link FORMAT_CODE}). */
export function stripFormatting(text: string): string {
  return text.replace(FORMAT_CODE, '');
}

/** The Java major for a class-file major version (52 → 8, 61 → 17, 65 → 21, 69 → 25). */
export function javaForClassVersion(classVersion: number): number {
  return classVersion - 44;
}

/** The Java a Minecraft version needs: 8 up to 1.16, 16 for 1.17, 17 up to 1.20.4, then 21. */
export function javaForMinecraft(minecraft: string | null): number | null {
  if (!minecraft) return null;
  const m = /^1\.(\d+)(?:\.(\d+))?/.exec(minecraft);
  if (!m) return null;
  const minor = Number(m[1]);
  if (minor <= 16) return 8;
  if (minor === 17) return 16;
  if (minor <= 19 || (minor === 20 && Number(m[2] ?? 0) <= 4)) return 17;
  return 21;
}
