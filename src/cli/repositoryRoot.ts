import * as fs from 'node:fs';
import * as path from 'node:path';

/**
 * The working tree of the git repository that holds `dir` (the nearest folder upward with a `.git` entry), or `dir`
 * itself outside any repository. Code-scanning reports name files relative to it, whatever folder was checked.
 */
export function repositoryRoot(dir: string): string {
  for (let current = dir; ;) {
    if (fs.existsSync(path.join(current, '.git'))) return current;
    const parent = path.dirname(current);
    if (parent === current) return dir;
    current = parent;
  }
}
