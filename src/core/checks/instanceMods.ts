import type { Instance } from '../model/instance';
import type { ModFile } from '../model/modFile';
import type { ModScanner, ScanFolderOptions } from '../mods/modScanner';
import { packwizModFiles } from '../packwiz/packwizModFiles';
import { loadPackwizProject } from '../packwiz/packwizProject';
import { modsFolder } from './workspaceCheck';

/**
 * The mods of an instance as every surface lists them: the jars in its `mods/` folder and, for a packwiz pack, the
 * mods its metafiles describe (`ModFile.packwiz` set). A metafile whose jar is also on disk (a pack installed in
 * place) is shown once, as the jar.
 */
export async function scanInstanceMods(
  scanner: ModScanner,
  instance: Instance,
  options: ScanFolderOptions = {},
): Promise<ModFile[]> {
  const jars = await scanner.scanFolder(modsFolder(instance), options);
  if (instance.layout !== 'packwiz') return jars;
  const project = await loadPackwizProject(instance.root);
  options.signal?.throwIfAborted();
  const onDisk = new Set(jars.map((f) => f.fileName.replace(/\.disabled$/i, '').toLowerCase()));
  const metas = packwizModFiles(project).filter((f) => !onDisk.has(f.fileName.toLowerCase()));
  return [...jars, ...metas].sort((a, b) => compare(a.fileName, b.fileName));
}

function compare(a: string, b: string): number {
  const la = a.toLowerCase();
  const lb = b.toLowerCase();
  if (la !== lb) return la < lb ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
