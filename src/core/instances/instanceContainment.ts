import type { Instance } from '../model/instance';
import type { ServedRoots } from '../fs/servedRoots';

/** The warning an instance gets when its folders resolve outside every served root (translated in instanceWarnings.ts). */
export const OUTSIDE_ROOTS_WARNING =
  'The game folder of this instance lies outside the folders Nova serves (a custom game folder or a symbolic link points there), so none of its files are read. Move the game folder inside, or open the folder that holds it.';

/**
 * Containment by the served root (docs/architecture.md principle 11) for one discovered instance: when its game
 * folder or its instance folder resolves, links followed at every component, outside every root of `served` (an
 * HMCL `hmclversion.cfg` custom game folder, absolute or `../`; a `minecraft/` linked elsewhere), the instance is
 * returned marked `outsideRoots` with a warning, so every surface lists it and none reads its files.
 */
export async function containInstance(instance: Instance, served: ServedRoots): Promise<Instance> {
  const inside = (await served.contains(instance.root)) && (await served.contains(instance.gameDir));
  if (inside) return instance;
  return { ...instance, outsideRoots: true, warnings: [OUTSIDE_ROOTS_WARNING, ...instance.warnings] };
}
