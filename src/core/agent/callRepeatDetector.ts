import { tooDeeplyNested } from '../formats/nestingDepth';

/** Identical calls (same tool, same arguments) within one turn: warn at 3, stop the turn at 5 (Cline's thresholds). */
export const REPEAT_WARN_AT = 3;
export const REPEAT_STOP_AT = 5;

export type RepeatVerdict = 'ok' | 'warn' | 'stop';

/** Counts identical calls within one turn; arguments are compared as JSON with sorted keys. */
export class CallRepeatDetector {
  private readonly counts = new Map<string, number>();

  see(name: string, rawArguments: string): RepeatVerdict {
    const key = `${name}\u0000${canonical(rawArguments)}`;
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    if (count >= REPEAT_STOP_AT) return 'stop';
    if (count >= REPEAT_WARN_AT) return 'warn';
    return 'ok';
  }
}

function canonical(raw: string): string {
  if (tooDeeplyNested(raw)) return raw.trim();
  try {
    return JSON.stringify(sortKeys(JSON.parse(raw)));
  } catch {
    return raw.trim();
  }
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== null)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => [k, sortKeys(v)]),
  );
}
