import { hasUnsafeCharacters, jsonQuoted, oneLine as safeOneLine } from './textSafety';

/**
 * Text from files and fetched pages (mod names, instance names, config lines) on one line, without control
 * characters and at most `max` characters, then JSON-quoted: such text is data and cannot forge lines, markers or
 * instructions in a tool result.
 */
export function quoted(text: string, max = 80): string {
  return JSON.stringify(oneLine(text, max));
}

/** `oneLine` of src/core/text/textSafety.ts with the tool results' default of 80 characters. */
export function oneLine(text: string, max = 80): string {
  return safeOneLine(text, max);
}

/** A page of a listing, and the `rest` callback that turns what the cap kept into the next offset. */
export interface ListPage {
  text: string;
  rest: (kept: string) => string;
}

/**
 * Renders `header` and one line per item from `offset`, at most `limit` items. When the cap cuts the result, the
 * next offset is computed from the item lines that were actually kept, so the marker is always honest.
 * `again` renders the call that fetches more, given the next offset (e.g. `list_mods with instance_id="x", offset=40`).
 */
export function listPage(
  header: string,
  lines: readonly string[],
  offset: number,
  limit: number,
  again: (next: number) => string,
): ListPage {
  const page = lines.slice(offset, offset + limit);
  const shownEnd = offset + page.length;
  const range = page.length === 0 ? 'none shown' : `showing ${offset + 1}–${shownEnd} of ${lines.length}`;
  const more = shownEnd < lines.length ? `\nMore: call ${again(shownEnd)}.` : '';
  const head = `${header} (${range})`;
  const text =
    page.length === 0
      ? `${head}${offset > 0 && lines.length > 0 ? `; offset ${offset} is past the end` : ''}`
      : `${head}\n${page.join('\n')}${more}`;
  return {
    text,
    rest: (kept) => {
      const keptLines = kept.split('\n').slice(1);
      let complete = 0;
      for (let i = 0; i < keptLines.length && i < page.length; i++) {
        if (keptLines[i] === page[i]) complete++;
        else break;
      }
      return `call ${again(offset + complete)}`;
    },
  };
}

/** Paging arguments as the model sent them (null when omitted), clamped to sane values. */
export function paging(
  offset: number | null,
  limit: number | null,
  defaultLimit: number,
  maxLimit: number,
): { offset: number; limit: number } {
  return {
    offset: Math.max(0, Math.floor(offset ?? 0)),
    limit: Math.min(maxLimit, Math.max(1, Math.floor(limit ?? defaultLimit))),
  };
}

/**
 * A file name as tools show it: as is when it is plain, JSON-quoted when it holds an unsafe character (Linux allows
 * newlines in names), so a name can never forge lines in a result.
 */
export function fileNameText(name: string): string {
  return hasUnsafeCharacters(name) ? jsonQuoted(name) : name;
}
