/** Deepest category nesting the checker accepts. */
const MAX_DEPTH = 64;

/**
 * Why `text` is not a Forge 1.12 configuration file (`.cfg`), or null when it is: `# comments`, categories
 * `name {` … `}` (names may be quoted), properties `T:key=value` with a one-letter type (B booleans, I integers,
 * D decimals, S strings; the key may be quoted), lists `T:key <` … `>` with one value a line, and the
 * `~CONFIG_VERSION: x` header. One pass over the lines, bounded depth.
 */
export function forgeCfgProblem(text: string): string | null {
  const lines = text.split(/\r?\n/);
  let depth = 0;
  let list: { type: string; line: number } | null = null;
  const key = String.raw`(?:"[^"]*"|[^\s=<{}"]+)`;
  const property = new RegExp(String.raw`^([A-Z]):${key}=(.*)$`);
  const listStart = new RegExp(String.raw`^([A-Z]):${key}\s*<$`);
  const category = new RegExp(String.raw`^${key}(?:\s+${key})*\s*\{$|^"[^"]*"\s*\{$`);
  for (const [index, raw] of lines.entries()) {
    const at = `line ${index + 1}`;
    const line = raw.trim();
    if (list !== null) {
      if (line === '>') list = null;
      else if (line !== '' && valueProblem(list.type, line) !== null)
        return `${at}: ${valueProblem(list.type, line) as string}`;
      continue;
    }
    if (line === '' || line.startsWith('#') || /^~[A-Z_]+:/.test(line)) continue;
    if (line === '}') {
      if (depth === 0) return `${at}: } closes no category`;
      depth -= 1;
      continue;
    }
    const prop = property.exec(line);
    if (prop !== null) {
      const problem = valueProblem(prop[1] as string, (prop[2] as string).trim());
      if (problem !== null) return `${at}: ${problem}`;
      continue;
    }
    const start = listStart.exec(line);
    if (start !== null) {
      list = { type: start[1] as string, line: index + 1 };
      continue;
    }
    if (category.test(line)) {
      depth += 1;
      if (depth > MAX_DEPTH) return `${at}: categories nested deeper than ${MAX_DEPTH}`;
      continue;
    }
    return `${at}: not a category, property (T:name=value) or list (T:name <): ${JSON.stringify(line.slice(0, 60))}`;
  }
  if (list !== null) return `line ${list.line}: the list opened with < is never closed with >`;
  if (depth > 0) return `${depth} categor${depth === 1 ? 'y is' : 'ies are'} never closed with }`;
  return null;
}

/** Why `value` is not of Forge type `type`, or null. */
function valueProblem(type: string, value: string): string | null {
  switch (type) {
    case 'B':
      return /^(true|false)$/i.test(value) ? null : `a B: value must be true or false, not ${JSON.stringify(value)}`;
    case 'I':
      return /^[-+]?\d+$/.test(value) ? null : `an I: value must be a whole number, not ${JSON.stringify(value)}`;
    case 'D':
      return /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(value)
        ? null
        : `a D: value must be a number, not ${JSON.stringify(value)}`;
    default:
      return null;
  }
}
