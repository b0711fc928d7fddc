import * as path from 'node:path';
import { warningFields } from './instanceMessages';
import type { Instance } from '../model/instance';
import { isDirectory } from './fsProbe';
import { detectSide } from './instanceSide';
import { readServerRuntime } from './serverRuntime';

/**
 * A folder with a `mods/` folder and no launcher metadata (a server folder, a copied game folder,
 * a `.minecraft` without versions). Its version and loader are unknown, except for a dedicated
 * server, whose installer-written `libraries/` name them (a client `.minecraft` keeps every
 * version ever installed there, so its libraries prove nothing). Callers try every other layout
 * first.
 */
export async function readBareInstance(dir: string, id: string): Promise<Instance | null> {
  if (!(await isDirectory(path.join(dir, 'mods')))) return null;
  const side = await detectSide(dir);
  const runtime = side === 'server' ? await readServerRuntime(dir) : { minecraft: null, loader: null, warnings: [] };
  return {
    id,
    name: path.basename(path.resolve(dir)),
    layout: 'bare',
    root: dir,
    gameDir: dir,
    manifest: null,
    minecraft: runtime.minecraft,
    loader: runtime.loader,
    side,
    javaMajor: null,
    maxMemoryMiB: null,
    minMemoryMiB: null,
    ...warningFields(runtime.warnings),
  };
}
