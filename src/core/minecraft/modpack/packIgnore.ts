/**
 * The user's export exclusions: Prism's `<instance>/.packignore` and packwiz's `.packwizignore`, read with the
 * gitignore rules both use in practice — `#` comments, `!` re-includes, a trailing `/` matches folders only, a
 * leading or inner `/` anchors to the game folder, `*`, `?` and `**`. Prism writes game-folder paths prefixed
 * with `minecraft/` or `.minecraft/` in some versions; that prefix is dropped.
 */
export interface PackIgnore {
  /** True when `relativePath` (`/`-separated, relative to the game folder) is excluded. */
  ignores(relativePath: string, isDirectory: boolean): boolean;
}

interface Rule {
  regex: RegExp;
  negate: boolean;
  directoryOnly: boolean;
}

export function parsePackIgnore(text: string): PackIgnore {
  const rules: Rule[] = [];
  for (const rawLine of text.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    let line = rawLine.replace(/(?<!\\)\s+$/, '');
    if (line === '' || line.startsWith('#')) continue;
    let negate = false;
    if (line.startsWith('!')) {
      negate = true;
      line = line.slice(1);
    }
    line = line.replace(/^\\/, '').replace(/^(\.?minecraft)\//, '');
    const directoryOnly = line.endsWith('/');
    if (directoryOnly) line = line.replace(/\/+$/, '');
    if (line === '') continue;
    const anchored = line.startsWith('/') || line.includes('/');
    line = line.replace(/^\/+/, '');
    rules.push({ regex: globToRegex(line, anchored), negate, directoryOnly });
  }
  return {
    ignores(relativePath, isDirectory) {
      // A path is excluded when it, or any folder above it, is excluded (gitignore cannot re-include under an excluded folder).
      const parts = relativePath.split('/');
      for (let i = 1; i <= parts.length; i++) {
        const prefix = parts.slice(0, i).join('/');
        const dir = i < parts.length || isDirectory;
        if (matchRules(rules, prefix, dir)) return true;
      }
      return false;
    },
  };
}

function matchRules(rules: Rule[], candidate: string, isDirectory: boolean): boolean {
  let ignored = false;
  for (const rule of rules) {
    if (rule.directoryOnly && !isDirectory) continue;
    if (rule.regex.test(candidate)) ignored = !rule.negate;
  }
  return ignored;
}

function globToRegex(glob: string, anchored: boolean): RegExp {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*') {
      if (glob[i + 1] === '*') {
        const slashAfter = glob[i + 2] === '/';
        out += slashAfter ? '(?:.*/)?' : '.*';
        i += slashAfter ? 2 : 1;
      } else out += '[^/]*';
    } else if (c === '?') out += '[^/]';
    else if (c === '\\' && i + 1 < glob.length) out += escapeRegex(glob[++i]!);
    else out += escapeRegex(c);
  }
  return new RegExp(`^${anchored ? '' : '(?:.*/)?'}${out}$`, 'i');
}

function escapeRegex(c: string): string {
  return /[.+^${}()|[\]\\/]/.test(c) ? `\\${c}` : c;
}
