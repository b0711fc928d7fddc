import type { Message } from '../locale/messageCatalog';
import { TextEditMessages } from './textEditMessages';

/**
 * What a text change does, in words for the checklist, from a line diff of the old and new text: when the changed
 * lines are `key = value` (TOML, .properties, options.txt), `key: value` (SNBT, YAML) or `T:key=value` (.cfg) pairs
 * whose keys match, "iron_ore: count 20 → 8 in config/oreveins.toml" (the enclosing `[section]` or `name {` leads
 * the key); otherwise "3 lines changed in config/x.json" (messages of textEditMessages.ts). Bounded: the common prefix and suffix are cut first and
 * only the first 400 changed lines are compared.
 */
export function textChangeWords(before: string, after: string, file: string): Message {
  const a = before.split(/\r?\n/);
  const b = after.split(/\r?\n/);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const removed = a.slice(start, Math.min(endA, start + 400));
  const added = b.slice(start, Math.min(endB, start + 400));
  if (removed.length === added.length && removed.length > 0 && removed.length <= 3) {
    const pairs = removed.map((line, i) => [pairOf(line), pairOf(added[i] as string)] as const);
    if (pairs.every(([x, y]) => x !== null && y !== null && x.key === y.key)) {
      const section = sectionBefore(a, start);
      const changes = pairs.map(([x, y]) => `${x?.key} ${short(x?.value ?? '')} → ${short(y?.value ?? '')}`);
      return TextEditMessages.pairsChanged({ section: section ?? '', changes: changes.join(', '), file });
    }
  }
  const changed = Math.max(endA - start, endB - start);
  if (endA === start) return TextEditMessages.linesAdded({ count: endB - start, file });
  if (endB === start) return TextEditMessages.linesRemoved({ count: endA - start, file });
  return TextEditMessages.linesChanged({ count: changed, file });
}

function pairOf(line: string): { key: string; value: string } | null {
  const m = /^\s*(?:[A-Z]:)?("[^"]{1,80}"|'[^']{1,80}'|[A-Za-z0-9_.-]{1,80})\s*[=:]\s*(.*?)\s*,?\s*$/.exec(line);
  if (m === null) return null;
  return { key: (m[1] as string).replace(/^["']|["']$/g, ''), value: m[2] as string };
}

/** The `[section]` (TOML), `name {` (.cfg, SNBT) or `"name": {` (JSON) that opens the block a line is in. */
function sectionBefore(lines: readonly string[], index: number): string | null {
  for (let i = index - 1, seen = 0; i >= 0 && seen < 200; i--, seen++) {
    const line = (lines[i] as string).trim();
    const toml = /^\[+\s*([^\]]{1,80}?)\s*\]+$/.exec(line);
    if (toml !== null)
      return (
        (toml[1] as string)
          .split('.')
          .at(-1)
          ?.replace(/^["']|["']$/g, '') ?? null
      );
    const block = /^"?([A-Za-z0-9_.\- ]{1,80}?)"?\s*[:=]?\s*\{$/.exec(line);
    if (block !== null) return block[1] as string;
    if (line === '}' || line === '},') return null;
  }
  return null;
}

function short(value: string): string {
  return value.length > 40 ? `${value.slice(0, 39)}…` : value;
}
