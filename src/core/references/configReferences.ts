import type { ContentReference } from './contentReference';
import { parseIdLiteral } from './idLiteral';
import { TextPositions } from './textPositions';

/** A key whose value (or whose parent's value, for an `id` inside `item: {…}`) is an item, block or fluid id. */
const ID_ROLE = /item|block|fluid/i;
/** Keys that name other registries even when they contain "block" or "item" (`blockedEntities`, `itemEnchantments`). */
const OTHER_ROLE =
  /entit|biome|dimension|mob|effect|enchant|sound|structure|feature|potion|particle|villager|recipe|loot|advancement|tab|group|mod/i;
const MAX_KEY_STACK = 64;

/**
 * The ids of a config file (TOML, JSON, JSON5, SNBT, Forge `.cfg`): quoted strings (and `.cfg` list lines) shaped
 * `ns:path` whose key says they are items, blocks or fluids (`blacklistedItems = ["…"]`, `item: {id: "…"}`). A
 * small tokenizer of those formats' common ground (strings, comments, brackets, `key =` / `key:`), not a parser:
 * configs are judged at a lower severity, and only where the key makes the role clear.
 */
export function readConfig(file: string, text: string): ContentReference[] {
  const out: ContentReference[] = [];
  const positions = new TextPositions(text);
  const emit = (value: string, contentStart: number, quoteStart: number): void => {
    const parsed = parseIdLiteral(value);
    if (parsed === null || parsed.tag) return;
    const start = contentStart + parsed.offset;
    out.push({
      file,
      id: parsed.id,
      tag: false,
      ...positions.at(quoteStart),
      start,
      end: start + parsed.length,
      source: 'config',
    });
  };
  if (file.toLowerCase().endsWith('.cfg')) {
    readForgeCfg(text, emit);
    return out;
  }
  const stack: Array<string | null> = [];
  let key: string | null = null;
  let pendingWord: string | null = null;
  const role = (k: string | null): boolean => k !== null && ID_ROLE.test(k) && !OTHER_ROLE.test(k);
  const inRole = (): boolean => role(key) || (key === 'id' && stack.some(role));
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (c === '#' || (c === '/' && text[i + 1] === '/')) {
      const eol = text.indexOf('\n', i);
      i = eol === -1 ? text.length : eol + 1;
      continue;
    }
    if (c === '/' && text[i + 1] === '*') {
      const close = text.indexOf('*/', i + 2);
      i = close === -1 ? text.length : close + 2;
      continue;
    }
    if (c === '"' || c === "'") {
      const triple = text.startsWith(c.repeat(3), i);
      const quote = triple ? c.repeat(3) : c;
      let j = i + quote.length;
      let value = '';
      let raw = true;
      while (j < text.length && !text.startsWith(quote, j)) {
        if (!triple && text[j] === '\n') break;
        if (text[j] === '\\' && c === '"') {
          raw = false;
          value += text[j + 1] ?? '';
          j += 2;
        } else value += text[j++];
      }
      const after = skipSpaces(text, j + quote.length);
      if (text[after] === '=' || text[after] === ':') key = value;
      else if (raw && inRole()) emit(value, i + quote.length, i);
      pendingWord = null;
      i = j + quote.length;
      continue;
    }
    if (c === '{' || c === '[') {
      // A TOML table header `[name]` at a line start sets the context instead of opening a value.
      if (c === '[' && atLineStart(text, i)) {
        const close = text.indexOf(']', i);
        const eol = text.indexOf('\n', i);
        if (close !== -1 && (eol === -1 || close < eol) && !/["']/.test(text.slice(i, close))) {
          key = null;
          stack.length = 0;
          i = close + 1;
          continue;
        }
      }
      if (stack.length < MAX_KEY_STACK) stack.push(key);
      i++;
      continue;
    }
    if (c === '}' || c === ']') {
      key = stack.pop() ?? null;
      i++;
      continue;
    }
    if (c === '=' || c === ':') {
      if (pendingWord !== null) key = pendingWord;
      pendingWord = null;
      i++;
      continue;
    }
    if (c === ',' || c === '\n') {
      if (c === '\n' && stack.length === 0) key = null;
      pendingWord = null;
      i++;
      continue;
    }
    if (/[A-Za-z0-9_.-]/.test(c)) {
      let j = i;
      while (j < text.length && /[A-Za-z0-9_.-]/.test(text[j] as string)) j++;
      pendingWord = text.slice(i, j);
      i = j;
      continue;
    }
    i++;
  }
  return out;
}

function skipSpaces(text: string, at: number): number {
  let i = at;
  while (i < text.length && (text[i] === ' ' || text[i] === '\t')) i++;
  return i;
}

function atLineStart(text: string, at: number): boolean {
  for (let i = at - 1; i >= 0; i--) {
    const c = text[i];
    if (c === '\n') return true;
    if (c !== ' ' && c !== '\t') return false;
  }
  return true;
}

/** Forge 1.12 `.cfg`: `S:key=value` and `S:key <` … `>` lists of unquoted lines. */
function readForgeCfg(text: string, emit: (value: string, start: number, quoteStart: number) => void): void {
  let listKey: string | null = null;
  let offset = 0;
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    const lead = line.length - line.trimStart().length;
    if (listKey !== null) {
      if (trimmed.startsWith('>')) listKey = null;
      else if (ID_ROLE.test(listKey) && !OTHER_ROLE.test(listKey) && trimmed !== '')
        emit(trimmed, offset + lead, offset + lead);
    } else {
      const match = /^S:"?([^"=<]+)"?\s*([=<])\s*(.*)$/.exec(trimmed);
      if (match !== null) {
        const [, name = '', sign, value = ''] = match;
        if (sign === '<') listKey = name;
        else if (ID_ROLE.test(name) && !OTHER_ROLE.test(name) && value !== '')
          emit(value.trim(), offset + line.indexOf(value), offset + line.indexOf(value));
      }
    }
    offset += line.length + 1;
  }
}
