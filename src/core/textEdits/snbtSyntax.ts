/** Deepest nesting of compounds and lists the checker follows (Minecraft itself stops at 512). */
const MAX_DEPTH = 512;

/**
 * Why `text` is not SNBT, or null when it parses: compounds `{k: v}`, lists `[v]`, typed arrays `[B; 1b]`, quoted
 * (`"…"`, `'…'`) and bare strings, numbers with their suffixes. Entries are separated by commas or by line breaks
 * (FTB Quests writes its .snbt files with line breaks), so both styles pass. Bounded: one pass over the text with an
 * explicit stack, at most {@link MAX_DEPTH} levels deep.
 */
export function snbtProblem(text: string): string | null {
  let i = 0;
  const n = text.length;
  const lineOf = (at: number): number => text.slice(0, at).split('\n').length;
  const fail = (what: string, at = i): string => `line ${lineOf(at)}: ${what}`;
  /** Skips blanks; returns whether a line break was crossed. */
  const blank = (): boolean => {
    let newline = false;
    while (i < n) {
      const c = text[i] as string;
      if (c === '\n') newline = true;
      else if (!/\s/.test(c)) break;
      i++;
    }
    return newline;
  };
  const quotedString = (): string | null => {
    const q = text[i];
    i++;
    while (i < n && text[i] !== q) {
      if (text[i] === '\\') i++;
      i++;
    }
    if (i >= n) return fail('a quoted string is never closed');
    i++;
    return null;
  };
  const bare = (): boolean => {
    const start = i;
    while (i < n && /[A-Za-z0-9._+-]/.test(text[i] as string)) i++;
    return i > start;
  };
  // Stack of open containers: '{' or '['; `expect` is what the parser wants next.
  const stack: string[] = [];
  blank();
  if (i >= n) return 'the file is empty; SNBT needs one value';
  let expect: 'value' | 'key' = 'value';
  for (;;) {
    blank();
    if (i >= n) return stack.length === 0 ? null : fail(`a ${stack.at(-1) === '{' ? '{' : '['} is never closed`);
    const top = stack.at(-1);
    if (expect === 'key') {
      if (text[i] === '}') {
        stack.pop();
      } else {
        if (text[i] === '"' || text[i] === "'") {
          const problem = quotedString();
          if (problem !== null) return problem;
        } else if (!bare()) return fail(`expected a key or }, found ${JSON.stringify(text[i])}`);
        blank();
        if (text[i] !== ':') return fail('expected : after a key');
        i++;
        expect = 'value';
        continue;
      }
    } else {
      const c = text[i];
      if (c === '{') {
        if (stack.length >= MAX_DEPTH) return fail(`nested deeper than ${MAX_DEPTH} levels`);
        stack.push('{');
        i++;
        expect = 'key';
        continue;
      }
      if (c === '[') {
        if (stack.length >= MAX_DEPTH) return fail(`nested deeper than ${MAX_DEPTH} levels`);
        stack.push('[');
        i++;
        const typed = /^[BIL]\s*;/.exec(text.slice(i, i + 8));
        if (typed !== null) i += typed[0].length;
        blank();
        if (text[i] === ']') {
          stack.pop();
          i++;
          if (stack.length === 0) break;
          const sep = separator();
          if (sep !== null) return sep;
          continue;
        }
        expect = 'value';
        continue;
      }
      if (c === ']' && top === '[') {
        stack.pop();
      } else if (c === '"' || c === "'") {
        const problem = quotedString();
        if (problem !== null) return problem;
        if (stack.length === 0) break;
        const sep = separator();
        if (sep !== null) return sep;
        continue;
      } else if (bare()) {
        if (stack.length === 0) break;
        const sep = separator();
        if (sep !== null) return sep;
        continue;
      } else {
        return fail(`expected a value, found ${JSON.stringify(c)}`);
      }
    }
    // A container was just closed at text[i].
    i++;
    if (stack.length === 0) break;
    const sep = separator();
    if (sep !== null) return sep;
  }
  blank();
  return i < n ? fail('text after the end of the value') : null;

  /** After a value inside a container: a comma, a line break, or the container's closing bracket. */
  function separator(): string | null {
    const newline = blank();
    const top = stack.at(-1);
    const close = top === '{' ? '}' : ']';
    if (text[i] === ',') {
      i++;
      blank();
      expect = top === '{' ? 'key' : 'value';
      if (text[i] === close) {
        // A trailing comma before the closing bracket: Minecraft refuses it in lists and compounds alike.
        return fail(`a comma before ${close}`);
      }
      return null;
    }
    if (text[i] === close) {
      expect = top === '{' ? 'key' : 'value';
      // The main loop sees the closing bracket as the next key/value position.
      return null;
    }
    if (newline && i < n) {
      expect = top === '{' ? 'key' : 'value';
      return null;
    }
    return i >= n ? fail(`a ${top} is never closed`) : fail(`expected , or ${close}, found ${JSON.stringify(text[i])}`);
  }
}
