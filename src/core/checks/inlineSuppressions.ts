/**
 * The `nova-ignore` comments of a script (docs/suppression.md):
 * - `// nova-ignore-next-line unknown-id, unknown-tag -- reason` hides those problems on the next line;
 * - `// nova-ignore unknown-id -- reason` among the comments at the top of the file (before any code) hides them in
 *   the whole file.
 * With no code listed, every problem is hidden. The text after ` -- ` is the reason (SARIF's justification).
 */
export interface InlineSuppressions {
  /** Whole-file comments. */
  file: InlineComment[];
  /** Next-line comments by the 1-based line they hide problems on. */
  lines: Map<number, InlineComment[]>;
}

export interface InlineComment {
  /** The codes named; empty = every code. */
  codes: string[];
  /** The reason given, else where the comment is. */
  justification: string;
  /** 1-based line of the comment. */
  line: number;
}

const COMMENT = /^\s*\/\/\s*nova-ignore(-next-line)?(?=\s|$)(.*)$/;
/** Lines longer than this are code, not suppression comments; they are not searched. */
const MAX_LINE = 2000;

export function parseInlineSuppressions(text: string): InlineSuppressions {
  const found: InlineSuppressions = { file: [], lines: new Map() };
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  let header = true;
  let inBlock = false;
  for (const [index, line] of lines.entries()) {
    const number = index + 1;
    const trimmed = line.trim();
    if (line.length <= MAX_LINE) {
      const match = COMMENT.exec(line);
      if (match !== null) {
        const comment = parseComment(match[2] ?? '', number);
        if (match[1] !== undefined) {
          const target = number + 1;
          found.lines.set(target, [...(found.lines.get(target) ?? []), comment]);
        } else if (header) found.file.push(comment);
        continue;
      }
    }
    // The header is the blank lines, line comments and block comments before the first line of code.
    if (!header) continue;
    if (inBlock) {
      const end = trimmed.indexOf('*/');
      if (end !== -1) {
        inBlock = false;
        if (trimmed.slice(end + 2).trim() !== '') header = false;
      }
      continue;
    }
    if (trimmed === '' || trimmed.startsWith('//')) continue;
    if (trimmed.startsWith('/*')) {
      const end = trimmed.indexOf('*/', 2);
      if (end === -1) inBlock = true;
      else if (trimmed.slice(end + 2).trim() !== '') header = false;
      continue;
    }
    header = false;
  }
  return found;
}

/** The justification of the comment hiding `code` on `line` (1-based), or null when none does. */
export function inlineSuppression(found: InlineSuppressions, code: string, line: number | undefined): string | null {
  const matches = (c: InlineComment) => c.codes.length === 0 || c.codes.includes(code);
  const onLine = line !== undefined ? found.lines.get(line)?.find(matches) : undefined;
  const hit = onLine ?? found.file.find(matches);
  return hit?.justification ?? null;
}

function parseComment(rest: string, line: number): InlineComment {
  const dash = rest.indexOf(' -- ');
  const codesText = dash === -1 ? rest : rest.slice(0, dash);
  const reason = dash === -1 ? '' : rest.slice(dash + 4).trim();
  const codes = codesText
    .split(/[\s,]+/)
    .map((c) => c.trim())
    .filter((c) => c !== '');
  return { codes, justification: reason !== '' ? reason : `nova-ignore comment on line ${line}`, line };
}
