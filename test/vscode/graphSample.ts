import * as fs from 'node:fs';
import * as path from 'node:path';
import { fabricJar, writeJar } from '../unit/fixtures/modJars';
import { writeText } from '../unit/fixtures/zipBuilder';

/**
 * A Prism Launcher instance for the dependency graph and bisect tests, written at test time next to the sample
 * workspace's instances: a small Fabric pack where Iris and Sodium need Fabric API, Iris needs Sodium, Reese's uses
 * Sodium if present, Mod Menu and Solo stand alone, and (with `withBreak`) OptiFabric breaks Sodium. Without the
 * break the pack has no problem, so the diagnostics of the other instances stay exactly as they were.
 */
export const GRAPH_INSTANCE = 'Graph Pack';
export const GRAPH_MODS = `${GRAPH_INSTANCE}/minecraft/mods`;

/** What each jar requires in this pack, written independently of Nova's dependency reading. */
export const GRAPH_NEEDS: Readonly<Record<string, readonly string[]>> = {
  'sodium-0.5.8.jar': ['fabric-api-0.92.0.jar'],
  'iris-1.7.0.jar': ['fabric-api-0.92.0.jar', 'sodium-0.5.8.jar'],
};

const BASE = { fabricloader: '>=0.15.0', minecraft: '~1.20.1' };

export async function writeGraphPack(workspace: string, options: { withBreak?: boolean } = {}): Promise<string> {
  const root = path.join(workspace, GRAPH_INSTANCE);
  await fs.promises.rm(root, { recursive: true, force: true });
  await writeText(
    path.join(root, 'instance.cfg'),
    `[General]\nConfigVersion=1.2\nInstanceType=OneSix\nname=${GRAPH_INSTANCE}\niconKey=default\n`,
  );
  const components = [
    { uid: 'net.minecraft', version: '1.20.1', cachedName: 'Minecraft', important: true },
    { uid: 'net.fabricmc.fabric-loader', version: '0.15.7', cachedName: 'Fabric Loader' },
  ];
  await writeText(path.join(root, 'mmc-pack.json'), JSON.stringify({ formatVersion: 1, components }, null, 4) + '\n');
  const mods = path.join(root, 'minecraft', 'mods');
  const jar = (name: string, json: Record<string, unknown>) =>
    writeJar(path.join(mods, name), fabricJar({ environment: '*', ...json }));
  await jar('fabric-api-0.92.0.jar', { id: 'fabric-api', name: 'Fabric API', version: '0.92.0', depends: BASE });
  await jar('sodium-0.5.8.jar', {
    id: 'sodium',
    name: 'Sodium',
    version: '0.5.8',
    depends: { ...BASE, 'fabric-api': '*' },
  });
  await jar('iris-1.7.0.jar', {
    id: 'iris',
    name: 'Iris Shaders',
    version: '1.7.0',
    depends: { ...BASE, sodium: '>=0.5', 'fabric-api': '*' },
  });
  await jar('reeses-sodium-options-1.7.2.jar', {
    id: 'reeses-sodium-options',
    name: "Reese's Sodium Options",
    version: '1.7.2',
    depends: BASE,
    recommends: { sodium: '*' },
  });
  await jar('modmenu-7.2.2.jar', { id: 'modmenu', name: 'Mod Menu', version: '7.2.2', depends: BASE });
  await jar('solo-0.9.jar', { id: 'solo', name: 'Solo Mod', version: '0.9', depends: BASE });
  if (options.withBreak === true) {
    await jar('optifabric-1.14.3.jar', {
      id: 'optifabric',
      name: 'OptiFabric',
      version: '1.14.3',
      depends: BASE,
      breaks: { sodium: '*' },
    });
  }
  return root;
}
