import * as path from 'node:path';
import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import { readRegularFile } from '../fs/safeRead';
import type { Locale } from '../locale/locale';
import type { ProblemCode } from '../model/problem';
import { PROBLEM_RULES } from './problemRules';
import { errorMessage } from '../text/textSafety';

/** The file name of Nova's per-pack settings (docs/suppression.md). */
export const NOVA_JSON = '.nova.json';

/** A rule's severity as `.nova.json` and the `nova.rules` setting write it; `off` drops the problem. */
export type RuleLevel = 'off' | 'info' | 'warning' | 'error';
export const RULE_LEVELS: readonly RuleLevel[] = ['off', 'info', 'warning', 'error'];

/** One `suppress` entry: problems of `code` on `file` (absolute here; relative to the root in the file). */
export interface SuppressEntry {
  code: ProblemCode;
  file: string;
  reason: string;
}

/** What one `.nova.json` says. */
export interface NovaJson {
  rules: Partial<Record<ProblemCode, RuleLevel>>;
  suppress: SuppressEntry[];
  skipUpdates: string[];
}

/** Why a `.nova.json` was refused, as data; {@link novaJsonErrorMessage} renders it per locale. */
export type NovaJsonErrorDetail =
  | { kind: 'syntax'; detail: string }
  | { kind: 'notObject'; key: string }
  | { kind: 'notString'; key: string }
  | { kind: 'notArray'; key: string }
  | { kind: 'unknownCode'; key: string; code: string }
  | { kind: 'unknownLevel'; key: string; level: string }
  | { kind: 'missingField'; key: string; field: string }
  | { kind: 'unreadable'; detail: string };

/** A refused `.nova.json`: where (1-based line and column) and why. */
export interface NovaJsonError {
  file: string;
  line: number;
  column: number;
  error: NovaJsonErrorDetail;
}

export type NovaJsonResult =
  | { ok: true; file: string; config: NovaJson }
  | { ok: false; file: string; error: NovaJsonError }
  | { ok: true; file: string; config: null };

/** Larger files are refused, never read whole. */
const MAX_BYTES = 1024 * 1024;

const EMPTY: NovaJson = { rules: {}, suppress: [], skipUpdates: [] };

/**
 * Reads `.nova.json` in `root`: `config: null` when there is none, else the parsed file, else the first thing wrong
 * with it (bad JSON, a wrong type, an unknown rule code or severity) with its line and column. The one reader of the
 * file: the checks (rules, suppress) and the update holds (skipUpdates, src/core/modrinth/updateHolds.ts) use it.
 * The file is JSON with comments (line and block comments) and no trailing commas. Keys Nova does not know are ignored, so a
 * newer file still works with an older Nova.
 */
export async function readNovaJson(root: string): Promise<NovaJsonResult> {
  const file = path.join(root, NOVA_JSON);
  let text: string;
  try {
    text = (await readRegularFile(file, { maxBytes: MAX_BYTES, root })).toString('utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { ok: true, file, config: null };
    const detail = errorMessage(error);
    return { ok: false, file, error: { file, line: 1, column: 1, error: { kind: 'unreadable', detail } } };
  }
  return parseNovaJson(text, file);
}

/** Parses the text of a `.nova.json` at `file` (absolute; suppress paths are resolved against its folder). */
export function parseNovaJson(text: string, file: string): NovaJsonResult {
  // A byte-order mark is not part of the text an editor shows: columns count from after it.
  const body = text.replace(/^\uFEFF/, '');
  const at = (offset: number, error: NovaJsonErrorDetail): NovaJsonResult => {
    const { line, column } = lineColumn(body, offset);
    return { ok: false, file, error: { file, line, column, error } };
  };
  const errors: ParseError[] = [];
  const tree = parseTree(body, errors, { disallowComments: false, allowTrailingComma: false });
  const first = errors[0];
  if (first !== undefined) return at(first.offset, { kind: 'syntax', detail: printParseErrorCode(first.error) });
  if (tree === undefined) return at(0, { kind: 'syntax', detail: 'ValueExpected' });
  if (tree.type !== 'object') return at(tree.offset, { kind: 'notObject', key: '(top level)' });
  const root = path.dirname(file);
  const config: NovaJson = { rules: {}, suppress: [], skipUpdates: [] };

  const rules = findNodeAtLocation(tree, ['rules']);
  if (rules !== undefined) {
    if (rules.type !== 'object') return at(rules.offset, { kind: 'notObject', key: 'rules' });
    for (const property of rules.children ?? []) {
      const [keyNode, valueNode] = property.children ?? [];
      if (keyNode === undefined || valueNode === undefined) continue;
      const code = String(keyNode.value);
      if (!isProblemCode(code)) return at(keyNode.offset, { kind: 'unknownCode', key: `rules`, code });
      if (valueNode.type !== 'string') return at(valueNode.offset, { kind: 'notString', key: `rules.${code}` });
      const level = String(valueNode.value);
      if (!isRuleLevel(level)) return at(valueNode.offset, { kind: 'unknownLevel', key: `rules.${code}`, level });
      config.rules[code] = level;
    }
  }

  const suppress = findNodeAtLocation(tree, ['suppress']);
  if (suppress !== undefined) {
    if (suppress.type !== 'array') return at(suppress.offset, { kind: 'notArray', key: 'suppress' });
    for (const [i, entry] of (suppress.children ?? []).entries()) {
      const key = `suppress[${i}]`;
      if (entry.type !== 'object') return at(entry.offset, { kind: 'notObject', key });
      const field = (name: string): Node | undefined => findNodeAtLocation(entry, [name]);
      const values: Record<string, string> = {};
      for (const name of ['code', 'file', 'reason']) {
        const node = field(name);
        if (node === undefined) return at(entry.offset, { kind: 'missingField', key, field: name });
        if (node.type !== 'string') return at(node.offset, { kind: 'notString', key: `${key}.${name}` });
        values[name] = String(node.value);
      }
      const code = values['code'] ?? '';
      if (!isProblemCode(code)) return at(field('code')?.offset ?? entry.offset, { kind: 'unknownCode', key, code });
      const relative = (values['file'] ?? '').trim();
      if (relative === '')
        return at(field('file')?.offset ?? entry.offset, { kind: 'missingField', key, field: 'file' });
      const reason = (values['reason'] ?? '').trim();
      if (reason === '')
        return at(field('reason')?.offset ?? entry.offset, { kind: 'missingField', key, field: 'reason' });
      config.suppress.push({ code, file: path.resolve(root, ...relative.split(/[\\/]+/)), reason });
    }
  }

  const skip = findNodeAtLocation(tree, ['skipUpdates']);
  if (skip !== undefined) {
    if (skip.type !== 'array') return at(skip.offset, { kind: 'notArray', key: 'skipUpdates' });
    for (const [i, entry] of (skip.children ?? []).entries()) {
      if (entry.type !== 'string') return at(entry.offset, { kind: 'notString', key: `skipUpdates[${i}]` });
      config.skipUpdates.push(String(entry.value));
    }
  }
  return { ok: true, file, config };
}

/** The config a result holds; an absent or refused file holds nothing (every problem keeps its default). */
export function novaJsonConfig(result: NovaJsonResult): NovaJson {
  return result.ok && result.config !== null ? result.config : EMPTY;
}

export function isRuleLevel(value: string): value is RuleLevel {
  return (RULE_LEVELS as readonly string[]).includes(value);
}

export function isProblemCode(value: string): value is ProblemCode {
  return Object.prototype.hasOwnProperty.call(PROBLEM_RULES, value);
}

/** What is wrong with a `.nova.json`, and what to do, in the reader's language. */
export function novaJsonErrorMessage(error: NovaJsonError, locale: Locale = 'en'): string {
  const e = error.error;
  const where = `${NOVA_JSON}:${error.line}:${error.column}`;
  const zh = locale === 'zh-cn';
  let what: string;
  switch (e.kind) {
    case 'syntax':
      what = zh ? `不是有效的 JSON（${e.detail}）` : `is not valid JSON (${e.detail})`;
      break;
    case 'notObject':
      what = zh ? `${e.key} 必须是对象 {…}` : `${e.key} must be an object {…}`;
      break;
    case 'notString':
      what = zh ? `${e.key} 必须是字符串` : `${e.key} must be a string`;
      break;
    case 'notArray':
      what = zh ? `${e.key} 必须是数组 […]` : `${e.key} must be an array […]`;
      break;
    case 'unknownCode':
      what = zh
        ? `${e.key} 中的问题代码 "${e.code}" 不存在（见 docs/problems.md）`
        : `${e.key} names the problem code "${e.code}", which does not exist (see docs/problems.md)`;
      break;
    case 'unknownLevel':
      what = zh
        ? `${e.key} 的级别 "${e.level}" 无效；可用 off、info、warning、error`
        : `${e.key} has the severity "${e.level}"; use off, info, warning or error`;
      break;
    case 'missingField':
      what = zh ? `${e.key} 缺少非空的 "${e.field}"` : `${e.key} needs a non-empty "${e.field}"`;
      break;
    case 'unreadable':
      what = zh ? `无法读取（${e.detail}）` : `cannot be read (${e.detail})`;
      break;
  }
  return zh
    ? `${where}：${what}。请修正此文件；在修正之前，其中的规则和抑制均不生效。`
    : `${where}: ${what}. Fix the file; until then none of its rules or suppressions apply.`;
}

function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(Math.max(offset, 0), text.length);
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}
