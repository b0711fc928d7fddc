import type { LogSource } from './logSource';
import type { LogBytes } from './logFileBytes';
import { RemovedPrefixes } from './removedPrefixes';

/**
 * Logs as people paste them: every line may carry a prefix that is no part of the game's log — a launcher console's
 * `Client> `, a hosting panel's `main/ERROR03:33:22 ` or `03:33:22 main/ERROR `, markdown quote markers `> `, list
 * bullets before a log line, a chat relay's `<nick> `, hs_err's `# ` — and markdown code fences stand on lines of their own. The normalised log
 * has exactly the original's lines (a fence becomes an empty line), each with those prefixes removed, so line numbers
 * stay true and the evidence can quote the original line. A game log's own `[12:34:56] [Server thread/ERROR]:` stays:
 * it is log content the rules read.
 */
export interface NormalizedLog {
  /** The log the rules read. */
  source: LogSource;
  /** What was removed from each line: a line as given (the evidence quotes it) is those bytes, then its normalised line. */
  removed: RemovedPrefixes;
}

/** A log to normalise: its bytes in memory or read from its file on demand (logFileBytes.ts). */
export interface NormalizeInput {
  name: string;
  bytes: LogBytes;
  encoding: LogSource['encoding'];
  gap: LogSource['gap'];
}

/** Never copied: a log this large is analysed as it is (memory stays bounded). */
const COPY_LIMIT = 48 * 1024 * 1024;
const SAMPLE_LINES = 2000;
/** How many bytes of a line's start are examined for a prefix. */
const HEAD = 160;

const TIME = String.raw`\d{1,2}:\d{2}:\d{2}(?:[.,]\d{1,3})?`;
const LEVEL = String.raw`(?:INFO|WARN|WARNING|ERROR|FATAL|DEBUG|TRACE|SEVERE)`;
/** Markdown code fence (with an optional language), alone on its line. */
const FENCE = /^[ \t]*(?:```|~~~)[\w+-]*[ \t]*$/;
/** One prefix at the start of a line; applied repeatedly (a quoted panel line has two). */
const PREFIXES: RegExp[] = [
  // Markdown quote markers (`>`, `> >`).
  /^[ \t]{0,3}(?:>[ \t]?)+/,
  // A chat relay's speaker before each line it passed on (an IRC or Discord bridge: `<FC1sm> at com.…`): a nick in
  // angle brackets, a space, then text. A game log's chat lines carry the nick after the log's own time and thread.
  /^[ \t]{0,3}<[A-Za-z0-9_][\w.|-]{0,31}> (?=\S)/,
  // Launcher console prefixes: `Client> `, `Server> `, `[Client] > `.
  /^[ \t]*\[?[A-Za-z][\w-]{0,15}\]?[ \t]?> ?/,
  // A launcher console's date and time (ATLauncher, Technic: `[18/4/2015 13:39:29 PM] `, `[2024-12-18 21:17:57] `): a
  // game log writes a time without a date, or a date without separators (`[30Nov2019 12:45:21.396]`).
  new RegExp(String.raw`^[ \t]*\[\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4},? ${TIME}(?: ?[AP]M)?\][ \t]*`),
  // Technic Launcher's console: the launcher build in brackets (`[B#212] `) before every line the game printed, and
  // its own date, time and level words (`2015/01/03 19:27:18 [INFORMATION]  `) before the lines it logged itself.
  /^[ \t]*\[B#\d{1,6}\][ \t]?/,
  new RegExp(
    String.raw`^[ \t]*\d{4}/\d{1,2}/\d{1,2} ${TIME} \[(?:INFORMATION|INFO|WARNING|WARN|SEVERE|ERROR|FINE|DEBUG)\] *`,
  ),
  // A launcher console's columns split by bars: the time, the source, an empty column and the level
  // (`05:56:32 | game |   | info | `).
  new RegExp(
    String.raw`^[ \t]*${TIME} \| [\w-]{1,20} \|[ \t\w-]{0,20}\| (?:info|warn|warning|error|debug|fatal|trace) \| ?`,
    'i',
  ),
  // A launcher console's lower-case level before a game log line or a crash report (`info: [22:06:46] [main/INFO]: …`).
  /^[ \t]*(?:info|warn|warning|error|debug|fatal): (?=\[|-{4} )/,
  // Hosting-panel prefixes: `main/ERROR03:33:22 `, `[main/ERROR]03:33:22 `, `03:33:22 main/ERROR `, `03:33:22 [main/ERROR] `.
  new RegExp(String.raw`^[ \t]*\[?[\w .-]{1,40}/${LEVEL}\]?[ \t]*\[?${TIME}\]?:?[ \t]*`),
  new RegExp(String.raw`^[ \t]*${TIME}[ \t]+\[?[\w .-]{1,40}/${LEVEL}\]?:?[ \t]*`),
  // Multicraft's console: a day and month, the time, the source and the level (`09.06 21:06:38 [Server] INFO `,
  // `09.06 21:06:38 [Multicraft] `) before every line the server printed; other panels bracket the day and time
  // (`[08.02 00:35:23] [Server] `). A game log's own time has no day, and its thread field holds a `/LEVEL`.
  new RegExp(
    String.raw`^[ \t]*(?:\d{1,2}\.\d{1,2}(?:\.\d{2,4})? ${TIME}|\[\d{1,2}\.\d{1,2}(?:\.\d{2,4})? ${TIME}\]) \[[A-Za-z][\w -]{0,20}\](?: ${LEVEL})?[ \t]+`,
  ),
  // A server wrapper's or container's own columns before each line the server printed: a full date and time, then a
  // bar, then an optional stream (`2020-07-15 19:32:09 | [RAW] # …`, `2024/07/11 12:50:55 | stderr | at …`). A game
  // log never starts a line with a full date and a bar.
  new RegExp(
    String.raw`^[ \t]*\d{4}[-/.]\d{1,2}[-/.]\d{1,2}[T ]${TIME}\d*(?:Z|[+-]\d{2}:?\d{2})?[ \t]+\| ?(?:(?:std(?:out|err)|STD(?:OUT|ERR)|out|err)[ \t]+\| ?|\[(?:RAW|STDOUT|STDERR|OUT|ERR)\] ?)?`,
  ),
  // Docker Compose's service column before each line a container printed (`mc-1  | `, `minecraft_1  | `, `mc    | `):
  // the lower-case service name, padded with spaces, then a bar and a space, from the line's first byte. A game log's
  // own lines start with a bracket, a tab or upper-case text, and a crash report's mod table puts no space after its bars.
  /^[a-z0-9][a-z0-9_.-]{0,39} +\| /,
  // The system journal or a platform's log router before each line a server service printed: a date and time, the
  // host (optional) and the process with its id (`Feb 21 18:27:10 java[27585]: …`, `juil. 12 11:15:20 host
  // java[1672463]: …`, `2021-07-19T17:31:10.504931+00:00 app[web.1]: …`), maybe after an installer's level word
  // (`Warning: Feb 21 …`).
  new RegExp(
    String.raw`^[ \t]*(?:[A-Z][a-z]{2,8}: )?(?:\d{4}-\d{2}-\d{2}T${TIME}\d*(?:Z|[+-]\d{2}:?\d{2})?|[A-Za-z\xC0-\xFF]{3,5}\.? {1,2}\d{1,2} ${TIME})[ \t]+(?:[\w.-]{1,40}[ \t]+)?[\w./-]{1,40}\[[\w.]{1,20}\]:[ \t]?`,
  ),
  // Bare panel prefix without a time: `main/ERROR: `, followed by text that is not a bracketed logger.
  new RegExp(String.raw`^[\w .-]{1,40}/${LEVEL}:?[ \t]+(?!\[)`),
  // A list bullet in front of a log line, a stack frame or an hs_err line.
  /^[ \t]{0,3}[-*+] (?=\[|[ \t]*at |[ \t]*Caused by|[ \t]*\.\.\. \d+ more|#|[\w.$]+(?:Exception|Error)\b|[ \t]*Mod [\w.-]+ requires )/,
  // A line number copied with the line from a paste site's numbered view (mclo.gs, a GitHub blob: `38 | Exception in
  // thread "main" …`, `39 | at LAYER SERVICE/…`): the number and its bar, never a table cell's leading number.
  /^[ \t]{0,3}\d{1,6} \| (?=[ \t]*\S)/,
  // Forge 1.7–1.12 logs what a mod prints to System.out/err as INFO lines with the printing call in brackets
  // (`[16:32:58] [Server thread/INFO]: [java.lang.Throwable$WrappedPrintStream:println:-1]: \tat …`, `[main/INFO]
  // [STDERR/]: [java.lang.Throwable:printStackTrace:-1]: …`, `[main/INFO]: [STDERR]: …`): a printed stack trace's lines
  // lose that prefix, so its exception and frames read as a stack.
  /^\[[^\]\r\n]{1,40}\] \[[^\]\r\n]{1,60}\/[A-Z]+\](?: \[[^\]\r\n]{1,80}\])?: \[(?:STD(?:ERR|OUT)|[\w.$]{1,120}:[\w$<>]{1,60}:-?\d{1,6})\/?\]: (?=[ \t]*at |[ \t]*Caused by|[ \t]*\.\.\. \d+ more|[\w.$]+(?:Exception|Error)\b)/,
  // hs_err's comment marker (`# A fatal error…`, `# Problematic frame:`, a lone `#`).
  /^#(?:[ \t]|$)/,
  // Markdown inline code opened at a line's start (`` `[18:44:07] [Server thread/ERROR]: …` ``): one backtick, not a
  // fence. The closing backtick stays at the line's end, where the rules allow it.
  /^[ \t]{0,3}`(?!`)(?=\S)/,
];

/** The prefix length of the line in `bytes[start, end)` (-1: a fence line). */
function cutAt(bytes: LogBytes, start: number, end: number): number {
  const head = bytes
    .subarray(start, Math.min(end, start + HEAD))
    .toString('latin1')
    .replace(/\r?\n$/, '');
  return prefixLength(head);
}

/** Whether one of the first or last {@link SAMPLE_LINES} lines has a prefix (found without indexing every line). */
function sampleHasPrefix(bytes: LogBytes): boolean {
  let start = 0;
  for (let n = 0; n < SAMPLE_LINES && start < bytes.length; n++) {
    const nl = bytes.indexOf(0x0a, start);
    const end = nl < 0 ? bytes.length : nl + 1;
    if (cutAt(bytes, start, end) !== 0) return true;
    start = end;
  }
  const headEnd = start;
  let end = bytes.length;
  for (let n = 0; n < SAMPLE_LINES && end > headEnd; n++) {
    const nl = end >= 2 ? bytes.lastIndexOf(0x0a, end - 2) : -1;
    const lineStart = Math.max(headEnd, nl + 1);
    if (cutAt(bytes, lineStart, end) !== 0) return true;
    end = lineStart;
  }
  return false;
}

/** The number of bytes of prefix at the start of `head` (a line's first bytes as Latin-1), or -1 for a fence line. */
export function prefixLength(head: string): number {
  if (FENCE.test(head)) return -1;
  let cut = 0;
  for (let round = 0; round < 4; round++) {
    const rest = head.slice(cut);
    let matched = false;
    for (const re of PREFIXES) {
      const m = re.exec(rest);
      if (m && m[0].length > 0 && !wholeLineIsPrefix(rest, m[0])) {
        cut += m[0].length;
        matched = true;
        break;
      }
    }
    if (!matched) break;
  }
  return cut;
}

/** A launcher-prefix match that would eat a log's own word before `>` only (`a > b`) is kept out by requiring text. */
function wholeLineIsPrefix(rest: string, match: string): boolean {
  return match.length === rest.length && !/^#|^[ \t]*>/.test(match);
}

/**
 * Whether {@link normalizeLog} may find prefixes in a log of these bytes and no gap (the test it makes first, on
 * the first and last 2,000 lines): a log for which this is false is analysed as it is.
 */
export function mayNeedNormalizing(bytes: LogBytes): boolean {
  return bytes.length <= COPY_LIMIT && sampleHasPrefix(bytes);
}

/**
 * The log with line prefixes removed, or null when none of its first or last 2,000 lines has one (the log is then
 * analysed as it is, without a copy); never above 48 MiB. Only the normalised bytes and what was removed are kept, not
 * the original beside them: with `inPlace` (the caller gives up `source.bytes`, a Buffer) the normalised log is
 * written over the original, so a paste is held once, not twice; else into a new buffer (`source.bytes` may then be
 * read from a file on demand, never held whole).
 */
export function normalizeLog(source: NormalizeInput, options: { inPlace?: boolean } = {}): NormalizedLog | null {
  const bytes = source.bytes;
  // A head-and-tail log keeps byte offsets of its gap: it is a file the game wrote, analysed as it is.
  if (bytes.length > COPY_LIMIT || source.gap !== null) return null;
  // The first and last 2,000 lines decide (a paste is shorter than that; a game's log has no prefixes there).
  if (!sampleHasPrefix(bytes)) return null;
  const memory = Buffer.isBuffer(bytes) ? bytes : null;
  const out = options.inPlace === true && memory !== null ? memory : Buffer.allocUnsafe(bytes.length);
  const removed = new RemovedPrefixes();
  let at = 0;
  let cutLines = 0;
  let start = 0;
  // Lines are walked once in order (a trailing line feed starts no line; an empty log is one line). Writing over the
  // original is safe: a line is read before anything is written at or past its start.
  for (;;) {
    const nl = bytes.indexOf(0x0a, start);
    const end = nl < 0 ? bytes.length : nl + 1;
    const c = cutAt(bytes, start, end);
    if (c !== 0) cutLines++;
    // A fence line keeps only its line feed; what it loses is kept to quote it.
    const keepFrom = c < 0 ? (nl >= 0 ? nl : end) : start + c;
    const gone = memory ?? bytes.subarray(start, keepFrom);
    removed.add(gone, memory !== null ? start : 0, memory !== null ? keepFrom : keepFrom - start);
    at += copyRange(bytes, memory, keepFrom, end, out, at);
    start = end;
    if (end >= bytes.length) break;
  }
  if (cutLines === 0) return null;
  return {
    source: { name: source.name, bytes: out.subarray(0, at), encoding: source.encoding, gap: source.gap },
    removed,
  };
}

/** Copies `bytes[from, to)` to `out[at, …)` (a file's bytes a piece at a time); returns the count. */
function copyRange(bytes: LogBytes, memory: Buffer | null, from: number, to: number, out: Buffer, at: number): number {
  if (memory !== null) return memory.copy(out, at, from, to);
  for (let piece = from; piece < to; piece += COPY_PIECE) {
    bytes.subarray(piece, Math.min(to, piece + COPY_PIECE)).copy(out, at + piece - from);
  }
  return to - from;
}

/** Bytes of a line read from a file at a time (a line of tens of MB is copied through small views). */
const COPY_PIECE = 256 * 1024;
