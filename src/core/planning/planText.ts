import { quoted } from '../text/toolText';
import type { Message } from '../locale/messageCatalog';
import { PlanMessages } from './planMessages';

/** Game-folder paths and reasons read from files: plain when simple, else quoted (they may hold anything). */
export function token(text: string): string {
  return /^[\w.\-/]{1,40}$/.test(text) ? text : quoted(text, 40);
}

/** Up to five paths in a checklist line, then how many more. */
export function pathList(items: readonly string[]): string {
  if (items.length === 0) return 'nothing';
  return items.slice(0, 5).map(token).join(', ') + (items.length > 5 ? ` +${items.length - 5} more` : '');
}

/**
 * A service's warnings as one impact message (the first three, then how many more), or undefined when there are
 * none; rendered per locale like the rest of the impact line (planMessages.ts `warnings`).
 */
export function warningsText(warnings: readonly Message[]): Message | undefined {
  if (warnings.length === 0) return undefined;
  return PlanMessages.warnings({
    first: warnings[0]!,
    second: warnings[1] ?? '',
    third: warnings[2] ?? '',
    more: Math.max(0, warnings.length - 3),
  });
}
