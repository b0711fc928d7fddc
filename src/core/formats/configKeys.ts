import { parseBoundedToml } from './boundedToml';
import { parseLenientJson } from './lenientJson';

/** Config files above this size are not read for keys (their change is still reported by file). */
export const MAX_CONFIG_KEY_BYTES = 256 * 1024;
/** At most this many keys are kept per file. */
const MAX_KEYS = 5000;
/** Values longer than this are cut in the flat map (a change past the cut still shows as a change of the hash). */
const MAX_VALUE_CHARS = 200;

/** The kinds of config file whose keys Nova reads, by extension. */
export function configKeyFormat(file: string): 'toml' | 'json' | 'properties' | null {
  const lower = file.toLowerCase();
  if (lower.endsWith('.toml')) return 'toml';
  if (/\.(json|json5|jsonc|mcmeta)$/.test(lower)) return 'json';
  if (lower.endsWith('.properties')) return 'properties';
  return null;
}

/**
 * A config file's settings as a flat map of dotted keys (`client.fog.enabled`) to their values as JSON text (arrays
 * are one value); null when the text does not parse in its format. TOML through the bounded reader, JSON with
 * comments and trailing commas, `.properties` as `key=value`/`key:value` lines (`#`/`!` comments).
 */
export function flattenConfig(file: string, text: string): Map<string, string> | null {
  const format = configKeyFormat(file);
  if (format === null) return null;
  const out = new Map<string, string>();
  try {
    if (format === 'properties') {
      for (const raw of text.split(/\r?\n/)) {
        const line = raw.trim();
        if (line === '' || line.startsWith('#') || line.startsWith('!')) continue;
        const m = /^([^=:\s]+)\s*[=:]\s*(.*)$/.exec(line);
        if (m?.[1] !== undefined && out.size < MAX_KEYS) out.set(m[1], clip(JSON.stringify(m[2] ?? '')));
      }
      return out;
    }
    const value = format === 'toml' ? parseBoundedToml(text) : parseLenientJson(text, file).value;
    flatten(value, '', out, 0);
    return out;
  } catch {
    return null;
  }
}

function flatten(value: unknown, prefix: string, out: Map<string, string>, depth: number): void {
  if (out.size >= MAX_KEYS) return;
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date) && depth < 32) {
    for (const [key, child] of Object.entries(value))
      flatten(child, prefix === '' ? key : `${prefix}.${key}`, out, depth + 1);
    return;
  }
  if (prefix === '') return;
  out.set(prefix, clip(JSON.stringify(value) ?? String(value)));
}

function clip(text: string): string {
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS)}…` : text;
}

/** What changed between two flat maps of one file, keys sorted. */
export interface ConfigKeyChanges {
  added: Array<{ key: string; value: string }>;
  removed: Array<{ key: string; value: string }>;
  changed: Array<{ key: string; from: string; to: string }>;
}

export function diffConfigKeys(before: Map<string, string>, after: Map<string, string>): ConfigKeyChanges {
  const out: ConfigKeyChanges = { added: [], removed: [], changed: [] };
  for (const [key, value] of after) {
    const was = before.get(key);
    if (was === undefined) out.added.push({ key, value });
    else if (was !== value) out.changed.push({ key, from: was, to: value });
  }
  for (const [key, value] of before) if (!after.has(key)) out.removed.push({ key, value });
  const byKey = (a: { key: string }, b: { key: string }): number => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  out.added.sort(byKey);
  out.removed.sort(byKey);
  out.changed.sort(byKey);
  return out;
}
