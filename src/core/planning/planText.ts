import { oneLine, quoted } from '../text/toolText';

/** Game-folder paths and reasons read from files: plain when simple, else quoted (they may hold anything). */
export function token(text: string): string {
  return /^[\w.\-/]{1,40}$/.test(text) ? text : quoted(text, 40);
}

/** Up to five paths in a checklist line, then how many more. */
export function pathList(items: readonly string[]): string {
  if (items.length === 0) return 'nothing';
  return items.slice(0, 5).map(token).join(', ') + (items.length > 5 ? ` +${items.length - 5} more` : '');
}

/** A service's warnings as one impact text (the first three), or undefined when there are none. */
export function warningsText(warnings: readonly string[]): string | undefined {
  if (warnings.length === 0) return undefined;
  const shown = warnings.slice(0, 3).map((w) => oneLine(w, 160));
  return shown.join(' ') + (warnings.length > 3 ? ` (+${warnings.length - 3} more warnings)` : '');
}
