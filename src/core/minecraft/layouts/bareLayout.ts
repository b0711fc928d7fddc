import * as path from 'node:path';
import type { Instance } from '../instance';
import { isDirectory } from './fsProbe';
import { detectSide } from './instanceSide';

/**
 * A folder with a `mods/` folder and no launcher metadata (a server folder, a copied game folder,
 * a `.minecraft` without versions): an instance whose version and loader are unknown. Callers try
 * every other layout first.
 */
export async function readBareInstance(dir: string, id: string): Promise<Instance | null> {
  if (!(await isDirectory(path.join(dir, 'mods')))) return null;
  return {
    id,
    name: path.basename(path.resolve(dir)),
    layout: 'bare',
    root: dir,
    gameDir: dir,
    manifest: null,
    minecraft: null,
    loader: null,
    side: await detectSide(dir),
    javaMajor: null,
    maxMemoryMiB: null,
    minMemoryMiB: null,
    warnings: [],
  };
}
