/** Narrowing helpers for untyped parsed JSON/TOML/YAML values. */

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A non-empty trimmed string, or null. Numbers are accepted as strings (versions written as `1.0`). */
export function stringValue(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** A string or an array of strings as a list of non-empty strings. */
export function stringList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(stringValue).filter((v): v is string => v !== null);
  const single = stringValue(value);
  return single === null ? [] : [single];
}

/** Side of a dependency or mod from Forge/NeoForge `side` values (`BOTH`, `CLIENT`, `SERVER`). */
export function sideValue(value: unknown): 'both' | 'client' | 'server' {
  const side = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return side === 'CLIENT' ? 'client' : side === 'SERVER' ? 'server' : 'both';
}
