import type { ModFile } from '../model/modFile';
import type { Severity } from '../model/problem';
import type { CrashAnalysis, CrashCulprit, CrashFinding } from './crashFinding';
import type { CrashRule, RuleContext, RuleHit } from './crashRule';
import { renderCrashMessage } from '../crashTexts/crashFindingMessages';
import { CrashRuleMessages as M } from '../crashTexts/crashRuleMessages';
import { renderMessage, type Message } from '../locale/messageCatalog';
import { crashRules } from './crashRules';
import { fileOfMod, findCulprits, type NamedMod, type StackLine } from './culpritFinder';
import { libraryOfClass, libraryOfId } from './libraryMods';
import { quoteLine } from './evidenceQuote';
import { explanationFirst } from './explanationFirst';
import { readLogFacts } from './logFacts';
import { detectEncoding, logSourceFromText, openLogFile, readLogSource, type LogSource } from '../logs/logSource';
import { mayNeedNormalizing, normalizeLog } from '../logs/logNormalizer';
import { LogText, MAX_LINE_BYTES } from '../logs/logText';
import type { RemovedPrefixes } from '../logs/removedPrefixes';
import { QuietMessages, type QuietMessage } from './quietMessages';
import { movedHit, RuleReplays } from './ruleReplays';
import { CrashNoteMessages as N } from './crashNoteMessages';
import { mergeAdjacentFindings } from './mergeAdjacentFindings';
import { nullMessageOwners } from './nullMessageOwners';
import {
  KEPT_HITS,
  TriggerScanner,
  WindowedLineScan,
  type LineScan,
  type LineScanInProgress,
} from '../logs/triggerScanner';

/** A log to analyse: a file path, text already read, or bytes read by a host. */
export type CrashInput = { file: string } | { text: string; name?: string } | { source: LogSource };

export interface AnalyzeCrashOptions {
  /** The instance's installed mods (ModScanner output): lets culprits be named with their jar. */
  installed?: readonly ModFile[];
  signal?: AbortSignal;
  /** Rules to run; defaults to every rule of the table. */
  rules?: readonly CrashRule[];
}

const MAX_HITS_PER_RULE = 500;
/** Bytes of a plain log read at a time (into two buffers: 1 MiB, since every fresh page touched costs CPU too). */
const WINDOW_BYTES = 1024 * 1024;
const MAX_EVIDENCE = 6;
const SEVERITY_ORDER: Record<Severity, number> = { error: 0, warning: 1, info: 2 };
/** Lines that mark the game's fatal crash in a plain log: the exception after the last one is the crash. */
const CRASH_MARKERS = [
  'Encountered an unexpected exception',
  'Failed to start the minecraft server',
  'Exception in server tick loop',
  'This crash report has been saved to',
  'Game crashed!',
  'Unreported exception thrown!',
  'Exception in thread "main"',
  'A critical error occurred',
];

/** Reads (streaming) and analyses a crash report or log. Rejects only on I/O errors or cancellation. */
export async function analyzeCrash(input: CrashInput, options: AnalyzeCrashOptions = {}): Promise<CrashAnalysis> {
  if (!('file' in input)) {
    // Text is encoded here, so its bytes are the analyzer's own: a paste is normalised over them, not copied again.
    if ('source' in input) return analyzeLogSource(input.source, options);
    return analyzeLogSource(logSourceFromText(input.text, input.name), options, undefined, true);
  }
  const table = triggerTableFor(options.rules ?? crashRules);
  // A plain log (of any size: past the cap, its head and tail) is read a window at a time and its lines read again
  // from the file as rules ask for them, so its bytes never sit in memory whole (page faults of fresh memory cost
  // more than reading a window again).
  const file = await openLogFile(input.file, options.signal ? { signal: options.signal } : {});
  if (file !== null) {
    try {
      const encoding = detectEncoding(file.bytes);
      // A log past the cap is its head and tail, which are never normalised (their offsets keep the gap).
      if (file.gap !== null || !mayNeedNormalizing(file.bytes)) {
        const prefilter = scannerFor(table, encoding);
        const windows = new WindowedLineScan(prefilter.scanner, file.bytes.length);
        // Read straight into the scanner's WebAssembly memory, where its lanes scan each window without a copy.
        const lent = prefilter.scanner.readBuffers(WINDOW_BYTES);
        try {
          await file.readWindows((window, length) => windows.add(window, length), options.signal, lent?.buffers);
        } finally {
          lent?.release();
        }
        const scan = windows.finish(file.bytes);
        const log = new LogText({ name: file.name, bytes: file.bytes, encoding, gap: file.gap }, scan.starts);
        return analyzeLog(log, scan, prefilter, options);
      }
      // A pasted log (lines with prefixes) is normalised straight from the file: only its normalised copy is held.
      const normal = normalizeLog({ name: file.name, bytes: file.bytes, encoding, gap: null });
      if (normal !== null) return analyzeNormalized(normal.source, options, normal.removed);
    } finally {
      await file.close();
    }
  }
  // The UTF-8 scanner works on the bytes while the rest of the file is read; a log that turns out to need
  // other bytes (re-encoded, cut) or the other scanner (not UTF-8) is scanned again once read.
  const progress: { scan: LineScanInProgress | null } = { scan: null };
  const source = await readLogSource(input.file, {
    ...(options.signal ? { signal: options.signal } : {}),
    onBytes: (bytes, filled) => {
      progress.scan ??= scannerFor(table, 'utf-8').scanner.begin(bytes);
      progress.scan.advance(filled);
    },
  });
  const early = progress.scan;
  const scan =
    early !== null && source.encoding === 'utf-8' && early.covers(source.bytes)
      ? early.finish(source.bytes.length)
      : undefined;
  return analyzeLogSource(source, options, scan, true);
}

/** Each trigger string with the rules it wakes, and the triggers longest first (the order rules test them). */
interface TriggerTable {
  byTrigger: Map<string, CrashRule[]>;
  triggers: string[];
  /** The distinct rules of the table, and per trigger (by its index in `triggers`) the indexes of the rules it wakes. */
  rules: CrashRule[];
  rulesOf: number[][];
  /** Per rule (by index), the indexes of the rules with its id (itself included): a cap on hits is per id. */
  sameId: Int32Array[];
  scanners: Map<string, Prefilter>;
}

const triggerTables = new WeakMap<readonly CrashRule[], TriggerTable>();

function triggerTableFor(rules: readonly CrashRule[]): TriggerTable {
  let table = triggerTables.get(rules);
  if (!table) {
    const byTrigger = new Map<string, CrashRule[]>();
    for (const rule of rules) {
      for (const t of rule.triggers) {
        const list = byTrigger.get(t) ?? [];
        if (!list.includes(rule)) list.push(rule);
        byTrigger.set(t, list);
      }
    }
    const triggers = [...byTrigger.keys()].sort((a, b) => b.length - a.length);
    const distinct = [...new Set([...byTrigger.values()].flat())];
    const rulesOf = triggers.map((t) => byTrigger.get(t)!.map((rule) => distinct.indexOf(rule)));
    const sameId = distinct.map((rule) =>
      Int32Array.from(distinct.flatMap((other, k) => (other.id === rule.id ? [k] : []))),
    );
    table = { byTrigger, triggers, rules: distinct, rulesOf, sameId, scanners: new Map() };
    triggerTables.set(rules, table);
  }
  return table;
}

/**
 * Scans the log once for every rule's trigger strings, lets the matching rules read the lines around
 * each hit, merges repeated hits, then mines the crash's stack for culprits among the mods the log
 * lists and the jars installed. Never throws on malformed logs. `early` is the scan of `source.bytes`
 * when it was made while reading.
 */
function analyzeLogSource(
  given: LogSource,
  options: AnalyzeCrashOptions = {},
  scanned?: LineScan,
  owned = false,
): CrashAnalysis {
  // Every rule reads the log without console, panel, quote or hs_err prefixes; the evidence quotes the given lines.
  // Bytes the analyzer owns (`owned`: encoded or read here) are normalised in place, so a paste is held once.
  const normal = normalizeLog(given, { inPlace: owned });
  if (normal !== null) return analyzeNormalized(normal.source, options, normal.removed);
  return analyzeNormalized(given, options, undefined, scanned);
}

/** Scans `source` (unless `early` is its scan) and analyses it; `removed` when it is a paste's normalised copy. */
function analyzeNormalized(
  source: LogSource,
  options: AnalyzeCrashOptions,
  removed: RemovedPrefixes | undefined,
  early?: LineScan,
): CrashAnalysis {
  const table = triggerTableFor(options.rules ?? crashRules);
  // One pass over the bytes indexes the lines and finds every line holding a trigger or a crash marker.
  const prefilter = scannerFor(table, source.encoding);
  const scan = early ?? prefilter.scanner.scanLines(source.bytes);
  return analyzeLog(new LogText(source, scan.starts, removed), scan, prefilter, options);
}

/** Runs the rules on the lines `scan` found in `log`, then mines the crash's stack (see {@link analyzeLogSource}). */
function analyzeLog(log: LogText, scan: LineScan, prefilter: Prefilter, options: AnalyzeCrashOptions): CrashAnalysis {
  const rules = options.rules ?? crashRules;
  const installed = options.installed ?? [];
  const table = triggerTableFor(rules);
  const { triggers } = table;
  const facts = readLogFacts(log);
  const ctx: RuleContext = { log, facts, installed };

  const found = new Map<string, { rule: CrashRule; hits: Map<string, { hit: RuleHit; lines: number[] }> }>();
  const hitCount = new Map<string, number>();

  /** Records `hit`, a kept answer given again `delta` lines further when `replayed` (its lines moved by that). */
  const record = (rule: CrashRule, hit: RuleHit, replayed = false, delta = 0): void => {
    const entry = found.get(rule.id) ?? { rule, hits: new Map<string, { hit: RuleHit; lines: number[] }>() };
    const key = hit.key ?? hit.detail;
    const old = entry.hits.get(key);
    if (old) {
      // (A replayed hit merged into one kept already is never copied: only its moved lines are added.) The same error
      // seen again where more of its cause shows (a wrapper's line first, then its `Caused by:` with the calling mod's
      // frame under it) names every mod the first did and more: that hit's words are kept.
      if (namesMore(hit, old.hit)) old.hit = replayed ? movedHit(hit, delta) : hit;
      for (const given of hit.lines) {
        const l = given + delta;
        if (!old.lines.includes(l) && old.lines.length < MAX_EVIDENCE) old.lines.push(l);
      }
    } else {
      const kept = replayed ? movedHit(hit, delta) : hit;
      entry.hits.set(key, { hit: kept, lines: [...kept.lines].slice(0, MAX_EVIDENCE) });
    }
    found.set(rule.id, entry);
  };

  // Only the triggers the scan found on the line, plus the non-ASCII ones (matched on decoded text, as a GBK
  // line may hold them), each confirmed on the decoded line, in the order the table would test them all.
  const candidates = new Int32Array(prefilter.triggerOf.length + prefilter.alwaysTested.length);
  // Spam repeats: a rule that found nothing on a line's message without reading any other line finds nothing on the
  // same message again (its answer depended on that text alone), so it runs once per distinct message.
  const quiet = new Map<string, number[]>();
  // The same for an ASCII line, recognised from its bytes: a line whose every rule is known quiet is not even decoded.
  const quietBytes = new QuietMessages(MAX_QUIET_MESSAGES);
  // Per rule (by index): 1 when it never runs on a line (no `match`, or MAX_HITS_PER_RULE hits under its id), as
  // `hitCount` says, kept here so that the check per hit line is no map lookup by id.
  const idle = Uint8Array.from(table.rules, (rule) => (rule.match ? 0 : 1));
  /** Whether every rule the triggers found on hit line `hit` would run is known quiet on its message. */
  const allQuiet = (entry: QuietMessage, hit: number): boolean => {
    for (let p = scan.hitPatternStart[hit]!; p < scan.hitPatternStart[hit + 1]!; p++) {
      const t = prefilter.triggerOf[scan.hitPatterns[p]!]!;
      if (t < 0) continue;
      for (const r of table.rulesOf[t]!) {
        if (idle[r] !== 0) continue;
        if (!entry.rules.includes(r)) return false;
      }
    }
    return true;
  };
  // Answers of rules that read other lines, or found something, given again where the lines they read repeat.
  const replays = new RuleReplays();
  // The rules already run (or known quiet) on the current line: `seen[rule] === stamp`, one stamp per line.
  const seen = new Int32Array(table.rules.length);
  let stamp = 0;
  const runRules = (index: number, hit: number): void => {
    // An ASCII line (the non-ASCII triggers cannot be on it) whose rules all found nothing on its message before.
    const raw = log.lineBytes(index);
    // An ASCII line read whole (not cut at MAX_LINE_BYTES) holds, as text, every trigger the scan found in its bytes
    // (no trigger holds a line end): those need no confirming on the text.
    const whole = log.heldTo - log.heldFrom < MAX_LINE_BYTES;
    const entry = quietBytes.find(raw, log.heldFrom, log.heldTo);
    if (entry !== null && allQuiet(entry, hit)) return;
    const line = log.line(index);
    const message = entry === null ? spamKey(line) : '';
    const known = entry !== null ? entry.rules : quiet.get(message);
    stamp++;
    if (known) for (let k = 0; k < known.length; k++) seen[known[k]!] = stamp;
    let n = 0;
    for (let p = scan.hitPatternStart[hit]!; p < scan.hitPatternStart[hit + 1]!; p++) {
      const t = prefilter.triggerOf[scan.hitPatterns[p]!]!;
      if (t >= 0) n = insertSorted(candidates, n, t);
    }
    // A non-ASCII trigger cannot be on an ASCII line (`entry` is null for any other): only other lines test them.
    if (entry === null) {
      const always = prefilter.alwaysTested;
      for (let k = 0; k < always.length; k++) n = insertSorted(candidates, n, always[k]!);
    }
    for (let c = 0; c < n; c++) {
      const t = candidates[c]!;
      if (!(entry !== null && whole) && !line.includes(triggers[t]!)) continue;
      const woken = table.rulesOf[t]!;
      for (let w = 0; w < woken.length; w++) {
        const r = woken[w]!;
        const rule = table.rules[r]!;
        if (seen[r] === stamp || !rule.match) continue;
        seen[r] = stamp;
        const count = hitCount.get(rule.id) ?? 0;
        if (count >= MAX_HITS_PER_RULE) continue;
        // (On an ASCII line, its message's text kept with its entry: the same string, its hash made once.)
        const said = entry !== null ? (entry.text ??= spamKey(line)) : message;
        let result: RuleHit | RuleHit[] | null | undefined = replays.find(r, said, log, index);
        if (result === undefined && said !== line) result = replays.find(r, line, log, index);
        let reads = log.reads;
        const replayed = result !== undefined;
        if (result !== undefined) reads = -1;
        else {
          // The lines the rule reads are traced, so its answer can be given again where they repeat.
          const traced: number[] = [];
          const untraced = log.untraced;
          result = matchTraced(rule, ctx, index, line, traced);
          if (log.reads !== reads) {
            // An answer of nothing is kept by the line's message (as the spam memo does), a finding by its text.
            const key = result === null ? said : line;
            replays.add(r, key, log, index, traced, log.untraced !== untraced, result);
          } else if (result !== null) replays.add(r, line, log, index, [], log.untraced !== untraced, result);
        }
        // A rule that found nothing reading no other line finds nothing on the same message (given again, it read some).
        if (result === null && log.reads === reads && entry !== null) entry.rules.push(r);
        else if (result === null && log.reads === reads) {
          if (quiet.size >= MAX_QUIET_MESSAGES) quiet.clear();
          const list = quiet.get(message);
          if (list) list.push(r);
          else quiet.set(message, [r]);
        }
        if (result === null) continue;
        // (One hit is recorded as it is: no array is made for it on each of the lines where it is given again.)
        const many = Array.isArray(result) ? result : null;
        for (let h = 0, hits = many !== null ? many.length : 1; h < hits; h++) {
          const hit = many !== null ? many[h]! : (result as RuleHit);
          hitCount.set(rule.id, count + 1);
          record(rule, hit, replayed, replayed ? replays.delta : 0);
          // Every hit sets the marks, not only the one that reaches the cap: code first run late in a long log
          // (when the first rule reaches its cap) would make V8 drop this function's optimised code and compile it
          // again (tens of milliseconds of CPU on a 100 MiB log).
          const capped = count + 1 >= MAX_HITS_PER_RULE ? 1 : 0;
          const same = table.sameId[r]!;
          for (let k = 0; k < same.length; k++) idle[same[k]!] = idle[same[k]!]! | capped;
        }
      }
    }
  };

  let lastMarker: number | null = null;
  for (let h = 0; h < scan.hitLines.length; h++) {
    if ((h & 0xff) === 0xff && options.signal?.aborted) throw new Error('Crash analysis was cancelled.');
    const index = scan.hitLines[h]!;
    const flags = scan.hitFlags[h]!;
    if (flags & MARKER) lastMarker = index;
    if (flags & TRIGGER) runRules(index, h);
  }
  for (const rule of rules) {
    if (!rule.whole) continue;
    for (const hit of rule.whole(ctx)) record(rule, hit);
  }

  for (const { rule } of [...found.values()]) for (const gone of rule.supersedes ?? []) found.delete(gone);

  const findings: CrashFinding[] = [];
  const named: NamedMod[] = [];
  let stackFrom: number | null = null;
  let missingClass: string | null = null;
  for (const { rule, hits } of found.values()) {
    for (const { hit, lines } of hits.values()) {
      const severity = hit.severity ?? rule.severity;
      // A mod is only ever named when the log mentions it or it is installed (never a guess from a rule's topic).
      const mods = unique(hit.mods ?? []).filter(
        (id) => mentioned(log, id, hit.names?.[id], lines) || fileOfMod(id, installed) !== null,
      );
      const text = hit.message ? renderCrashMessage(hit.message) : null;
      findings.push({
        rule: rule.id,
        title: text?.title ?? hit.title ?? rule.title,
        detail: text?.detail ?? hit.detail,
        advice: text?.advice ?? hit.advice ?? rule.advice,
        ...(hit.message ? { message: hit.message } : {}),
        ...(hit.texts ? { texts: hit.texts } : {}),
        severity,
        mods,
        files: [],
        confidence: hit.confidence ?? rule.confidence,
        evidence: lines.map((i) => ({ line: log.lineNumber(i), text: quoteLine(log.rawLine(i), mods) })),
        ...(hit.javaRequired !== undefined ? { javaRequired: hit.javaRequired } : {}),
      });
      if (severity === 'error' && hit.stackFrom !== undefined && stackFrom === null) {
        stackFrom = hit.stackFrom;
        missingClass = hit.missingClass ?? null;
      }
      if (rule.id === 'suspected-mods')
        for (const id of mods)
          named.push({
            id,
            name: hit.names?.[id] ?? null,
            confidence: 0.8,
            reason: 'named under Suspected Mods in the crash report',
          });
    }
  }

  mergeAdjacentFindings(findings, MAX_EVIDENCE);
  addStackFinding(ctx, findings, named, installed, stackFrom, missingClass, lastMarker);

  for (const f of findings) {
    f.files = unique(
      f.mods.map((id) => fileOfMod(id, installed)?.fileName).filter((x): x is string => x !== undefined),
    );
  }
  findings.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || b.confidence - a.confidence);
  explanationFirst(findings);

  return {
    findings,
    facts: {
      kind: facts.kind,
      minecraft: facts.minecraft,
      loader: facts.loader,
      java: facts.java,
      modsListed: facts.mods.size,
    },
    lines: log.lineNumber(log.lineCount - 1),
    encoding: log.encoding,
    truncated: log.truncated,
    ...(scan.summarised > 0 ? { notes: [N.hitsSummarised({ hits: scan.summarised, kept: KEPT_HITS })] } : {}),
  };
}

/**
 * Faults of the machine, not of any code: memory, the disk, file access, the network port, a world another program
 * holds. The stack under them shows whatever code was running when it hit, so no culprit is attached to them. Nor to a
 * follow-up error whose stack is of a mod that only met another's failure.
 */
const NO_CULPRIT = new Set([
  'out-of-memory',
  'native-memory',
  'disk-full',
  'file-access-denied',
  'world-locked',
  'server-port-in-use',
  'server-address',
  // The stack is a follow-up error's: its mod is not the one that failed (crashRulesForge.ts).
  'forge-registry-object-hidden',
]);

/**
 * Finds the crash's stack (crash report head, hs_err frames, or the exception after a rule's hit or a
 * fatal marker), ranks culprits, and either attaches them to the error finding that has no mod yet or
 * reports a `stack-culprit` finding when no rule explained the crash.
 */
function addStackFinding(
  ctx: RuleContext,
  findings: CrashFinding[],
  named: NamedMod[],
  installed: readonly ModFile[],
  ruleStack: number | null,
  missingClass: string | null,
  lastMarker: number | null,
): void {
  const { log, facts } = ctx;
  let description: string | null = null;
  /** The hs_err signal and problematic frame: the description is then the analyzer's own sentence about them. */
  let vmCrash: { signal: string; frame: string } | null = null;
  let start = ruleStack;
  if (facts.kind === 'crash-report') {
    const header = log.indexOf(' Crash Report ----');
    const at = header >= 0 ? log.lineIndexAt(header) : -1;
    const desc = at >= 0 ? findForwardLine(log, at, 40, /^Description: /) : -1;
    if (desc >= 0) {
      description = log
        .line(desc)
        .replace(/^Description: /, '')
        .trim();
      start ??= desc;
    }
  } else if (facts.kind === 'hs-err') {
    const banner = log.indexOf('A fatal error has been detected by the Java Runtime Environment');
    const from = banner >= 0 ? log.lineIndexAt(banner) : 0;
    const signal = findForwardLine(log, from, 12, HS_ERR_SIGNAL);
    const problem = log.indexOf('Problematic frame:');
    const frame =
      problem >= 0
        ? log
            .line(log.lineIndexAt(problem) + 1)
            .replace(/^#\s*/, '')
            .trim()
        : '';
    if (signal >= 0) {
      vmCrash = { signal: HS_ERR_SIGNAL.exec(log.line(signal))![1]!, frame };
      description = `The Java VM crashed (${vmCrash.signal}${frame ? ` in ${frame}` : ''})`;
    }
    const frames = [
      log.indexOf('\nJava frames:'),
      log.indexOf('\nNative frames:'),
      log.indexOf('Problematic frame:'),
    ].filter((o) => o >= 0);
    if (frames.length > 0) start ??= log.lineIndexAt(Math.min(...frames) + 1);
  } else if (start === null) {
    // A pasted fragment has no fatal marker: its first exception with frames is the crash (only when no rule found
    // an error, and only in a fragment-sized log, so a whole log's harmless caught exceptions stay harmless).
    start = lastMarker ?? (findings.some((f) => f.severity === 'error') ? null : fragmentException(log));
  }
  if (start === null || start < 0) {
    if (named.length === 0) return;
    start = -1;
  }
  if (description !== null && /^(Level dump|Manually triggered debug crash)$/.test(description)) return;
  const frames = start >= 0 ? collectStack(log, start) : [];
  if (missingClass !== null && start >= 0) frames.unshift({ index: start, text: `at ${missingClass}.<clinit>()` });
  let result = findCulprits({ frames, logged: facts.mods, installed, named, missingClass });
  // A stack that names no mod: a helpful NullPointerException's message may name the mod's classes the failing code
  // used (nullMessageOwners.ts), which then stand for it (with a mod list, only a listed mod).
  if (result.culprits.length === 0) {
    const owners = frames
      .filter((f) => !/^\s*at /.test(f.text))
      .flatMap((f) => nullMessageOwners(f.text))
      .filter(
        (o) => (facts.mods.size === 0 && installed.length === 0) || facts.mods.has(o.id) || fileOfMod(o.id, installed),
      );
    if (owners.length > 0)
      result = findCulprits({
        frames,
        logged: facts.mods,
        installed,
        named: [
          ...named,
          ...owners.map((o) => ({
            id: o.id,
            confidence: 0.6,
            reason: `the NullPointerException's message names ${o.cls}, a class of mod ${o.id}`,
          })),
        ],
        missingClass,
      });
  }
  const errors = findings.filter((f) => f.severity === 'error');
  if (errors.length > 0) {
    const target = errors.find((f) => f.mods.length === 0 && !f.rule.startsWith('java') && !NO_CULPRIT.has(f.rule));
    if (target && result.culprits.length > 0) {
      target.culprits = result.culprits;
      const top = result.culprits[0]!;
      if (top.confidence >= 0.6) {
        target.mods = [top.id];
        // The frames that implicate it are the finding's evidence too.
        for (const f of frames.slice(0, 3)) {
          const line = log.lineNumber(f.index);
          if (!target.evidence.some((e) => e.line === line))
            target.evidence.push({ line, text: (log.normalised ? log.rawLine(f.index) : f.text).slice(0, 400) });
        }
      }
      appendSentence(target, M.likelyCulprit({ culprit: culpritLabel(top), confidence: String(top.confidence) }));
    } else if (target && result.hints.length > 0) {
      appendSentence(target, M.stackPointsAt({ hints: result.hints.slice(0, 3).join(', ') }));
    }
    return;
  }
  if (frames.length === 0 && result.culprits.length === 0) return;
  const exception = facts.kind === 'hs-err' ? undefined : frames.find((f) => !/^\s*at /.test(f.text))?.text.trim();
  const top = result.culprits[0];
  if (!top && result.hints.length === 0 && facts.kind !== 'crash-report' && facts.kind !== 'hs-err') return;
  const lead = [vmCrash ? null : description, exception?.slice(0, 240)].filter(
    (t) => t !== undefined && t !== null && t !== '',
  );
  const detail = M.stackCulprit({
    signal: vmCrash?.signal ?? '',
    frame: vmCrash?.frame ?? '',
    lead: lead.join(': '),
    exception: exception !== undefined && exception !== '',
    where: top ? 'culprits' : result.hints.length > 0 ? 'hints' : 'none',
    list: top ? result.culprits.slice(0, 3).map(culpritLabel).join(', ') : result.hints.slice(0, 3).join(', '),
  });
  const title = top ? M.crashInTitle({ mod: top.name ?? top.id }) : undefined;
  const thrower = top && top.confidence >= 0.5 ? libraryThrower(frames, top, result.culprits) : null;
  const optifine = top && top.confidence >= 0.5 && !thrower ? optifineCalledMod(frames, top) : null;
  const libraryAdvice = thrower
    ? M.libraryThrewAdvice({ mod: culpritLabel(top!), library: culpritLabel(thrower) })
    : optifine
      ? M.optifineCalledModAdvice({ mod: culpritLabel(top!) })
      : undefined;
  findings.push({
    rule: 'stack-culprit',
    title: title ? renderMessage(title) : 'The game crashed',
    detail: renderMessage(detail),
    texts: { detail, ...(title ? { title } : {}), ...(libraryAdvice ? { advice: libraryAdvice } : {}) },
    advice: libraryAdvice
      ? renderMessage(libraryAdvice)
      : top
        ? `Update or remove ${culpritLabel(top)}; if that does not help, disable half of the mods at a time to find the culprit.`
        : 'Update the mods and loader; if the crash stays, disable half of the mods at a time to find the culprit.',
    severity: top && top.confidence >= 0.6 ? 'error' : 'warning',
    mods:
      top && top.confidence >= 0.5 ? (thrower ? [top.id, thrower.id] : optifine ? [top.id, 'optifine'] : [top.id]) : [],
    files: [],
    confidence: top ? Math.min(0.9, top.confidence) : 0.3,
    evidence: withFrame(culpritEvidence(frames, top && top.confidence >= 0.5 ? top.id : null), optifine).map((f) => ({
      line: log.lineNumber(f.index),
      text: (log.normalised ? log.rawLine(f.index) : f.text).slice(0, 400),
    })),
    culprits: result.culprits,
  });
}

/**
 * Whether OptiFine's own code (`net.optifine.…`, not its `Reflector`, which only forwards the game's calls) called the
 * blamed mod's code: a frame of OptiFine comes right after the mod's frames, within the stack's first frames. OptiFine
 * replaced the game's code that normally calls the mod, and calls it in a way the mod does not expect.
 */
function optifineCalledMod(frames: StackLine[], top: CrashCulprit): StackLine | null {
  let seenMod = false;
  for (const f of frames.slice(0, 10)) {
    const cls = /^\s*at\s+(?:\S*\/)?([\w$.]+)\.[\w$<>]+\(/.exec(f.text.slice(0, 600))?.[1];
    if (!cls) continue;
    if (top.reasons.some((r) => r.includes(` ${cls} `))) seenMod = true;
    else if (/^net\.optifine\.(?!reflect\.)/.test(cls)) return seenMod ? f : null;
  }
  return null;
}

/** Whether `hit` names every mod `kept` names and more (two hits of one rule and key). */
function namesMore(hit: RuleHit, kept: RuleHit): boolean {
  const now = hit.mods ?? [];
  const before = kept.mods ?? [];
  return now.length > before.length && before.every((id) => now.includes(id));
}

/**
 * The library mod (libraryMods.ts) whose code threw the exception, when the blamed mod called it: the first stack frame
 * of a mod is in a known library's package and that library is among the other culprits. A crash inside a library's
 * code called by a mod usually means the two were built for different versions of each other, so both are named (the
 * mod first). Null when the blamed mod's own frame comes first, or the first mod frame is no library's.
 */
function libraryThrower(frames: StackLine[], top: CrashCulprit, culprits: CrashCulprit[]): CrashCulprit | null {
  if (libraryOfId(top.id)) return null;
  for (const f of frames) {
    // A frame's qualified method before its `(`, after any `module@version/` prefix (a real frame is short).
    const name = /^\s*at\s+(?:\S*\/)?([\w$.<>]+)\(/.exec(f.text.slice(0, 600))?.[1];
    const dot = name ? name.lastIndexOf('.') : -1;
    if (!name || dot <= 0) continue;
    const cls = name.slice(0, dot);
    if (top.reasons.some((r) => r.includes(` ${cls} `))) return null;
    const lib = libraryOfClass(cls);
    if (!lib) continue;
    return culprits.find((c) => c !== top && lib.ids.includes(c.id)) ?? null;
  }
  return null;
}

/**
 * The stack's first four lines, and the first frame that names the blamed mod when it lies deeper (a recursion or a
 * wrapped `Caused by:` puts the mod's frame further down): a blamed mod is always cited by a line naming it.
 */
function culpritEvidence(frames: StackLine[], mod: string | null): StackLine[] {
  const head = frames.slice(0, 4);
  if (mod === null) return head;
  const lower = mod.toLowerCase();
  if (head.some((f) => f.text.toLowerCase().includes(lower))) return head;
  const naming = frames.slice(4).find((f) => f.text.toLowerCase().includes(lower));
  return naming ? [...head, naming] : head;
}

/** `lines` with `extra` after them, unless it is one of them. */
function withFrame(lines: StackLine[], extra: StackLine | null): StackLine[] {
  return extra && !lines.includes(extra) ? [...lines, extra] : lines;
}

/** Adds a sentence to a finding's detail: in English to the field, and as a message after its texts (other locales). */
function appendSentence(finding: CrashFinding, sentence: Message): void {
  finding.detail += ` ${renderMessage(sentence)}`;
  finding.texts = { ...finding.texts, detailMore: [...(finding.texts?.detailMore ?? []), sentence] };
}

function culpritLabel(c: { id: string; name: string | null; file: string | null }): string {
  return `${c.name && c.name !== c.id ? `${c.name} (${c.id})` : c.id}${c.file ? ` [${c.file}]` : ''}`;
}

/** The exception and its frames from `start`: up to 150 lines, tolerating a few non-frame lines between causes. */
function collectStack(log: LogText, start: number): StackLine[] {
  const out: StackLine[] = [];
  let misses = 0;
  for (let i = start; i < Math.min(log.lineCount, start + 400) && out.length < 150; i++) {
    const text = log.line(i);
    if (
      /^\s*(?:at |\.\.\. \d+ more|Caused by:|Suppressed:)|(?:Exception|Error)(?::|$)|^[JjCcVv]\s+\[?[\w.]+\]?|^j\s+/.test(
        text,
      ) ||
      /\]: (?:at |Caused by)/.test(text)
    ) {
      out.push({ index: i, text: text.replace(/^.*?\]: (?=at |Caused by)/, '') });
      misses = 0;
    } else if (i !== start && ++misses > 6 && out.length > 0) break;
  }
  return out;
}

/** Lines a pasted fragment has at most (a game's own log of a start is longer). */
const FRAGMENT_LINES = 300;

/**
 * The first exception of a pasted fragment that has stack frames below it (`x.y.SomeException: …` or `Caused by: …`
 * followed within two lines by `at …`), or null for a longer log or one without.
 */
function fragmentException(log: LogText): number | null {
  if (log.lineCount > FRAGMENT_LINES) return null;
  for (let i = 0; i < log.lineCount; i++) {
    const text = log.line(i);
    // (`java.lang.Exception` and `java.lang.Error` themselves too, not only names ending in them)
    if (
      !/(?:^|\s|: )(?:Caused by: )?[\w$]+(?:\.[\w$]+)*\.[\w$]*(?:Exception|Error)\b/.test(text) ||
      /^\s*at /.test(text)
    )
      continue;
    for (let j = i + 1; j <= Math.min(log.lineCount - 1, i + 2); j++) if (/^\s*at /.test(log.line(j))) return i;
  }
  // A crash report's section pasted without its exception (`-- Head --`, `Thread: …`, `Stacktrace:` and frames): its
  // frames are still the crash's stack.
  for (let i = 0; i < log.lineCount - 1; i++) {
    if (/^\s*Stacktrace:\s*$/.test(log.line(i)) && /^\s*at /.test(log.line(i + 1))) return i;
  }
  return null;
}

function findForwardLine(log: LogText, from: number, max: number, pattern: RegExp): number {
  for (let i = from; i < Math.min(log.lineCount, from + max); i++) if (pattern.test(log.line(i))) return i;
  return -1;
}

/** The signal line of an hs_err banner (its `#` removed by the normaliser, or never there in a paste). */
const HS_ERR_SIGNAL = /^#?\s*(EXCEPTION_\w+|SIG\w+|Internal Error|Out of Memory Error)\b/;

/**
 * `rule.match` on line `index` with every line it reads traced into `traced`; a rule that throws found nothing. Kept
 * out of the analyzer's loop over hit lines so that V8's optimising compiler, which compiles that loop once per long
 * log, is not given a try/finally block to build in it too (the compile is part of the cost of a large log).
 */
function matchTraced(
  rule: CrashRule,
  ctx: RuleContext,
  index: number,
  line: string,
  traced: number[],
): RuleHit | RuleHit[] | null {
  const log = ctx.log;
  log.traced = traced;
  try {
    return rule.match!(ctx, index, line);
  } catch {
    return null;
  } finally {
    log.traced = null;
  }
}

/** Distinct messages remembered as matching no rule (bounded memory on logs of millions of distinct lines). */
const MAX_QUIET_MESSAGES = 50_000;

/**
 * Inserts `value` into the ascending `list[0, n)` unless it is there already; returns the new length. A hit line
 * holds a handful of triggers, so this costs less than collecting them and sorting.
 */
function insertSorted(list: Int32Array, n: number, value: number): number {
  // (The scan gives a line's triggers ascending: each goes last.)
  if (n === 0 || list[n - 1]! < value) {
    list[n] = value;
    return n + 1;
  }
  let at = n;
  while (at > 0 && list[at - 1]! > value) at--;
  if (at > 0 && list[at - 1] === value) return n;
  list.copyWithin(at + 1, at, n);
  list[at] = value;
  return n + 1;
}

/** A line's message without its leading `[12:34:56]` time: spam repeats with only the time changing. */
function spamKey(line: string): string {
  if (line.charCodeAt(0) !== 0x5b) return line;
  const close = line.indexOf(']');
  return close > 0 && close < 40 ? line.slice(close + 1) : line;
}

const TRIGGER = 1;
const MARKER = 2;

/** A compiled scanner with, per pattern, the index of its trigger in the sorted trigger list (-1: a crash marker). */
interface Prefilter {
  scanner: TriggerScanner;
  triggerOf: Int32Array;
  /** Triggers tested on every hit line whatever the scan found: the non-ASCII ones. */
  alwaysTested: number[];
}

/**
 * The compiled scanner for a rule table's triggers (memoised with the table: building the automaton costs more
 * than scanning a small log). Non-ASCII triggers are searched as their UTF-8 bytes, so they only match UTF-8 logs.
 */
function scannerFor(table: TriggerTable, encoding: string): Prefilter {
  const key = encoding === 'utf-8' ? 'utf-8' : 'other';
  let prefilter = table.scanners.get(key);
  if (!prefilter) {
    const patterns: string[] = [];
    const flags: number[] = [];
    const triggerOf: number[] = [];
    const alwaysTested: number[] = [];
    table.triggers.forEach((t, index) => {
      const ascii = isAscii(t);
      if (!ascii) alwaysTested.push(index);
      if (!ascii && key !== 'utf-8') return;
      patterns.push(ascii ? t : Buffer.from(t, 'utf8').toString('latin1'));
      flags.push(TRIGGER);
      triggerOf.push(index);
    });
    for (const m of CRASH_MARKERS) {
      patterns.push(m);
      flags.push(MARKER);
      triggerOf.push(-1);
    }
    prefilter = { scanner: new TriggerScanner(patterns, flags), triggerOf: Int32Array.from(triggerOf), alwaysTested };
    table.scanners.set(key, prefilter);
  }
  return prefilter;
}

/**
 * Whether the log mentions `id` (or its usual spellings, its letters without `-` and `_`, or `name`). The hit's own evidence lines are looked at
 * first — a rule nearly always read the id there — so the whole log (100 MiB and more) is searched only when
 * they do not hold it; the answer is the same either way.
 */
function mentioned(log: LogText, id: string, name: string | undefined, evidence: readonly number[]): boolean {
  const capitalised = id.charAt(0).toUpperCase() + id.slice(1);
  // A package spells an id without its separators (`com.hollingsworth.arsnouveau.…` for `ars_nouveau`).
  const joined = /[-_]/.test(id) ? id.toLowerCase().replace(/[-_]/g, '') : undefined;
  const variants = [id, id.toLowerCase(), capitalised, id.toUpperCase(), name, joined].filter(
    (v): v is string => v !== undefined && v !== '',
  );
  const ascii = variants.every(isAscii);
  // Evidence text is decoded; the log search is over Latin-1 bytes: they agree for ASCII spellings only.
  if (ascii && evidence.some((i) => variants.some((v) => log.line(i).includes(v)))) return true;
  return variants.some((v) => log.indexOf(v) >= 0);
}

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}
