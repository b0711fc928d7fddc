import { summarise } from './processPairs';

/** `median (least–most)` of `values` ({@link summarise}'s), each with `digits` decimals. */
export function medianRange(values: number[], digits: number): string {
  const r = summarise(values);
  return `${r.median.toFixed(digits)} (${r.min.toFixed(digits)}–${r.max.toFixed(digits)})`;
}
