import * as path from 'node:path';
import ignore from 'ignore';
import type { PackIgnore } from '../formats/packIgnore';
import { readRegularFile } from '../fs/safeRead';
import { MAX_TEXT_FILE_BYTES, readFailure } from '../formats/textDecoding';

/** packwiz's built-in `.packwizignore` lines, applied before the user's (packwiz `core/index.go` `ignoreDefaults`). */
export const PACKWIZ_IGNORE_DEFAULTS = [
  '.git/**',
  '.gitattributes',
  '.gitignore',
  '.DS_Store',
  '/*.zip',
  '*.mrpack',
  'packwiz.exe',
  'packwiz',
];

/**
 * A `.packwizignore` matched as packwiz matches it (docs/packwiz.md): gitignore semantics, case-sensitive (`Mods/`
 * does not exclude `mods/`), `[ab]` a set of characters, `!` re-includes, a trailing `/` matches folders only, a
 * path under an excluded folder stays excluded. Every rule is honoured, however many and however long: there is no
 * cap that could drop one and ship a file the author excluded. With `defaults`, packwiz's own lines come first.
 */
export function parsePackwizIgnore(text: string, options: { defaults?: boolean } = {}): PackIgnore {
  const matcher = ignore({ ignorecase: false });
  if (options.defaults === true) matcher.add(PACKWIZ_IGNORE_DEFAULTS);
  matcher.add(text.replace(/^\uFEFF/, ''));
  return {
    ignores(relativePath, isDirectory) {
      const clean = relativePath.replace(/\/+$/, '');
      if (clean === '' || clean === '.' || clean === '..' || clean.startsWith('../') || clean.startsWith('/'))
        return false;
      return matcher.ignores(isDirectory ? `${clean}/` : clean);
    },
  };
}

/**
 * The text of `.packwizignore` in `indexDir`; '' when there is none. Any other failure (a FIFO, a file over 16 MiB,
 * no permission, too many open files) throws a sentence saying so: an unreadable ignore file is never read as "no
 * rules", which would index and ship files the author excluded.
 */
export async function readIgnoreText(indexDir: string): Promise<string> {
  const file = path.join(indexDir, '.packwizignore');
  try {
    return (await readRegularFile(file, { maxBytes: MAX_TEXT_FILE_BYTES })).toString('utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw new Error(
      `${readFailure('.packwizignore', error)} Its exclusions cannot be applied, so nothing was refreshed or exported.`,
      { cause: error },
    );
  }
}

/**
 * A `.packwizignore` line matching exactly the file `rel` (relative to the index's folder), anchored with `/`:
 * gitignore's special characters (`*`, `?`, `[`, `]`, `\`, a trailing space) are escaped, so disabling
 * `mods/mod[1].pw.toml` never excludes `mods/mod1.pw.toml` instead.
 */
export function packwizIgnoreLine(rel: string): string {
  return `/${rel.replace(/[\\*?[\]]/g, '\\$&').replace(/ $/, '\\ ')}`;
}
