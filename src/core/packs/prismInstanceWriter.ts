import * as fs from 'node:fs';
import * as path from 'node:path';
import { oneLine } from '../text/textSafety';
import type { Loader } from '../model/instance';

export interface PrismInstanceSpec {
  name: string;
  minecraft: string;
  loader: Loader | null;
  /** `modrinth` or `flame`, as Prism records where a managed pack came from. */
  managedPackType: 'modrinth' | 'flame';
  packVersion: string | null;
}

/** Prism's component uids per loader; Fabric and Quilt also need intermediary mappings for the game version. */
const LOADER_UID = {
  fabric: 'net.fabricmc.fabric-loader',
  quilt: 'org.quiltmc.quilt-loader',
  forge: 'net.minecraftforge',
  neoforge: 'net.neoforged',
  liteloader: 'com.mumfrey.liteloader',
} as const;

/**
 * Writes `instance.cfg` and `mmc-pack.json` into `dir` (the game folder is `dir/minecraft`), so Prism, MultiMC
 * and Nova's own discovery recognise the folder as an instance. A loader without a known version is left for the
 * launcher to pick (Prism resolves a component without a version to the recommended one).
 */
export async function writePrismInstance(dir: string, spec: PrismInstanceSpec): Promise<void> {
  const name = oneLine(spec.name, 256) || 'Imported pack';
  const cfg = [
    '[General]',
    'ConfigVersion=1.2',
    'InstanceType=OneSix',
    'iconKey=default',
    `name=${name}`,
    'ManagedPack=true',
    `ManagedPackType=${spec.managedPackType}`,
    `ManagedPackName=${name}`,
    ...(spec.packVersion !== null ? [`ManagedPackVersionName=${oneLine(spec.packVersion, 256)}`] : []),
    '',
  ].join('\n');
  const components: Array<Record<string, unknown>> = [
    { uid: 'net.minecraft', version: spec.minecraft, important: true },
  ];
  if (spec.loader !== null) {
    if (spec.loader.type === 'fabric' || spec.loader.type === 'quilt') {
      components.push({ uid: 'net.fabricmc.intermediary', version: spec.minecraft, dependencyOnly: true });
    }
    components.push({
      uid: LOADER_UID[spec.loader.type],
      ...(spec.loader.version !== null ? { version: spec.loader.version } : {}),
    });
  }
  await fs.promises.writeFile(path.join(dir, 'instance.cfg'), cfg, { flag: 'wx' });
  await fs.promises.writeFile(
    path.join(dir, 'mmc-pack.json'),
    JSON.stringify({ formatVersion: 1, components }, null, 4) + '\n',
    { flag: 'wx' },
  );
}
