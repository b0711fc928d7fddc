import { parse, printParseErrorCode, visit } from 'jsonc-parser';
import type { ParseError } from 'jsonc-parser';
import type { Message } from '../locale/messageCatalog';
import { FormatMessages } from './formatMessages';
import { tooDeeplyNested, tooDeepNote } from './nestingDepth';

/** A JSON document read leniently: what could be read, plus warnings about what could not. */
export interface LenientJson {
  /** The parsed value; after a syntax error, whatever parsed before it (null when nothing did). */
  value: unknown;
  /** What could not be read, as messages (rendered per locale; in English they are the instance's warnings). */
  warnings: Message[];
}

/**
 * Parses launcher-written JSON without throwing. Syntax errors (trailing commas, comments, a
 * truncated file) become one warning naming the position, and the values read up to that point
 * are kept. Duplicate keys become a warning each; the last value wins, as in `JSON.parse`. A document nested
 * deeper than `MAX_NESTING_DEPTH` is not parsed at all (value null, one warning), so it cannot overflow the stack.
 */
export function parseJsonText(text: string, label: string): LenientJson {
  const warnings: Message[] = [];
  if (tooDeeplyNested(text)) return { value: null, warnings: [tooDeepNote(label)] };
  const seen: Array<Set<string>> = [];
  visit(
    text,
    {
      onObjectBegin: () => {
        seen.push(new Set());
      },
      onObjectEnd: () => {
        seen.pop();
      },
      onObjectProperty: (property, _offset, _length, startLine) => {
        const keys = seen[seen.length - 1];
        if (!keys) return;
        if (keys.has(property)) {
          warnings.push(FormatMessages.duplicateKey({ file: label, key: property, line: startLine + 1 }));
        }
        keys.add(property);
      },
    },
    { allowTrailingComma: true, disallowComments: false },
  );
  try {
    return { value: JSON.parse(text) as unknown, warnings };
  } catch {
    const errors: ParseError[] = [];
    const value: unknown = parse(text, errors, { allowTrailingComma: true, allowEmptyContent: true });
    const first = errors[0];
    if (text.trim() === '') {
      warnings.push(FormatMessages.empty({ file: label }));
    } else if (first) {
      const { line, column } = lineAndColumn(text, first.offset);
      warnings.push(FormatMessages.jsonInvalid({ file: label, error: printParseErrorCode(first.error), line, column }));
    } else {
      warnings.push(FormatMessages.jsonLenient({ file: label }));
    }
    return { value: value ?? null, warnings };
  }
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/** The value as a plain object, or null for arrays, primitives and null. */
export function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** A non-empty trimmed string, or null. */
export function asText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** A finite number (numeric strings accepted), or null. */
export function asNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}
