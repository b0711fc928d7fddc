import * as path from 'node:path';
import { parse as parseToml } from 'smol-toml';
import JSON5 from 'json5';
import * as acorn from 'acorn';
import { snbtProblem } from './snbtSyntax';
import { forgeCfgProblem } from './forgeCfgSyntax';

/** The syntaxes Nova checks text edits against, by file name. */
export type TextSyntax = 'toml' | 'json' | 'snbt' | 'cfg' | 'javascript';

/** The syntax of a file by its extension, or null when Nova has no checker for it (plain text, .properties…). */
export function syntaxOf(file: string): TextSyntax | null {
  const ext = path.extname(file).toLowerCase();
  switch (ext) {
    case '.toml':
      return 'toml';
    case '.json':
    case '.json5':
    case '.jsonc':
    case '.mcmeta':
      return 'json';
    case '.snbt':
      return 'snbt';
    case '.cfg':
      return 'cfg';
    case '.js':
    case '.mjs':
    case '.cjs':
      return 'javascript';
    default:
      return null;
  }
}

/** What a syntax is called in messages. */
export const SYNTAX_NAMES: Record<TextSyntax, string> = {
  toml: 'TOML',
  json: 'JSON',
  snbt: 'SNBT',
  cfg: 'Forge .cfg',
  javascript: 'JavaScript',
};

/**
 * Why `text` does not parse as `syntax`, or null when it does. JSON is read as JSON5 (a superset: mods' configs carry
 * comments); JavaScript is parsed with acorn as a script (a syntax check of a KubeJS file, never a run).
 */
export function syntaxProblem(syntax: TextSyntax, text: string): string | null {
  try {
    switch (syntax) {
      case 'toml':
        parseToml(text);
        return null;
      case 'json':
        JSON5.parse(text);
        return null;
      case 'snbt':
        return snbtProblem(text);
      case 'cfg':
        return forgeCfgProblem(text);
      case 'javascript':
        acorn.parse(text, {
          ecmaVersion: 'latest',
          sourceType: 'script',
          allowReturnOutsideFunction: true,
          allowHashBang: true,
        });
        return null;
    }
  } catch (error) {
    return ((error as Error).message ?? String(error)).split('\n')[0]?.slice(0, 200) ?? 'does not parse';
  }
}
