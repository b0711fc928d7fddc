/** How many characters of a line a finding's evidence quotes. */
export const QUOTE_LENGTH = 400;

/**
 * The part of `line` a finding quotes as evidence: its first {@link QUOTE_LENGTH} characters, unless the line is
 * longer and a mod the finding names appears only past them — a crash report flattened onto one line by a paste
 * holds its `Failure message: Mod x requires y …` far along. Then the quote is the window of that length that starts a
 * little before the first such mention (and still holds the earlier ones when it can), so the line cited shows the
 * mods it implicates. Always a piece of the line as given.
 */
export function quoteLine(line: string, mods: readonly string[]): string {
  if (line.length <= QUOTE_LENGTH || mods.length === 0) return line.slice(0, QUOTE_LENGTH);
  const lower = line.toLowerCase();
  const at = mods.map((m) => lower.indexOf(m.toLowerCase())).filter((p) => p >= 0);
  if (at.length === 0 || at.every((p, i) => p + mods[i]!.length <= QUOTE_LENGTH)) return line.slice(0, QUOTE_LENGTH);
  // Every mention first seen past the head: start shortly before the first of them.
  const late = at.filter((p) => p >= QUOTE_LENGTH - 40);
  const first = Math.min(...late);
  const start = Math.max(0, Math.min(first - 120, line.length - QUOTE_LENGTH));
  return line.slice(start, start + QUOTE_LENGTH);
}
