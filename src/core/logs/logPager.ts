import { redactLog, type RedactionCounts } from './logRedactor';
import { readLogSource, type LogSource } from './logSource';
import { LogText } from './logText';

/** One page of a log, as `read_log` returns it: numbered lines, redacted, with where to continue. */
export interface LogPage {
  /** Lines in the file (1-based numbering of `lines[].line` follows the file). */
  totalLines: number;
  lines: { line: number; text: string }[];
  /** The `offset` to pass for the next page, or null at the end. */
  nextOffset: number | null;
  /** With a query: how many lines matched in the part scanned. */
  matches: number | null;
  redactions: RedactionCounts;
}

export interface LogPageOptions {
  /** 0-based line index to start at (default 0). A negative offset counts from the end (-100 = last 100 lines). */
  offset?: number;
  /** Lines per page (default 60, at most 400). */
  limit?: number;
  /** Only lines containing this text (case-insensitive), each with `context` lines around it. */
  query?: string;
  context?: number;
  /** Redact tokens, ids, personal paths and addresses (default true; the model must only ever see redacted text). */
  redact?: boolean;
  /** Longest line kept, in characters (default 400). */
  maxLineLength?: number;
  signal?: AbortSignal;
}

/** Reads one page of a log file (any size, CRLF, GBK, .gz) for `read_log`; see {@link pageLog}. */
export async function readLogPage(file: string, options: LogPageOptions = {}): Promise<LogPage> {
  return pageLog(await readLogSource(file, options.signal ? { signal: options.signal } : {}), options);
}

/** Pages through a log: plain ranges, or query hits with context; every line redacted unless told otherwise. */
export function pageLog(source: LogSource, options: LogPageOptions = {}): LogPage {
  const log = new LogText(source);
  const limit = Math.max(1, Math.min(400, Math.floor(options.limit ?? 60)));
  const maxLen = Math.max(40, options.maxLineLength ?? 400);
  const total = log.lineCount;
  let start = Math.floor(options.offset ?? 0);
  if (start < 0) start = Math.max(0, total + start);
  const counts: RedactionCounts = { token: 0, session: 0, uuid: 0, path: 0, ip: 0, email: 0 };
  const render = (index: number): { line: number; text: string } => {
    let text = log.line(index);
    if (options.redact !== false) {
      const r = redactLog(text);
      text = r.text;
      for (const k of Object.keys(counts) as (keyof RedactionCounts)[]) counts[k] += r.counts[k];
    }
    return {
      line: log.lineNumber(index),
      text: text.length > maxLen ? `${text.slice(0, maxLen)}… [${text.length - maxLen} more characters]` : text,
    };
  };
  const query = options.query?.trim().toLowerCase();
  if (!query) {
    const end = Math.min(total, start + limit);
    const lines: LogPage['lines'] = [];
    for (let i = start; i < end; i++) lines.push(render(i));
    return {
      totalLines: log.lineNumber(total - 1),
      lines,
      nextOffset: end < total ? end : null,
      matches: null,
      redactions: counts,
    };
  }
  const context = Math.max(0, Math.min(20, Math.floor(options.context ?? 0)));
  const picked = new Set<number>();
  let matches = 0;
  let i = start;
  for (; i < total && picked.size < limit; i++) {
    if ((i & 0xfff) === 0 && options.signal?.aborted) throw new Error('Log reading was cancelled.');
    if (!log.line(i).toLowerCase().includes(query)) continue;
    matches++;
    for (let j = Math.max(0, i - context); j <= Math.min(total - 1, i + context); j++) picked.add(j);
  }
  const lines = [...picked]
    .sort((a, b) => a - b)
    .slice(0, limit)
    .map(render);
  return {
    totalLines: log.lineNumber(total - 1),
    lines,
    nextOffset: i < total ? i : null,
    matches,
    redactions: counts,
  };
}
