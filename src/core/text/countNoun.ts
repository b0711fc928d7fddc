/**
 * A count with its English noun in the right number ("1 instance", "3 instances"), for tool results and CLI lines
 * that people read too (the chat's tool cards show results as sent): no "instance(s)". `plural` defaults to the noun
 * plus "s"; translated text uses the host's own plural phrases instead.
 */
export function countNoun(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}
