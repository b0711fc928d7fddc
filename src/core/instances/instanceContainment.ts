import type { Instance } from '../model/instance';
import { renderMessage } from '../locale/messageCatalog';
import { InstanceMessages, instanceWarningMessages, warningFields } from './instanceMessages';
import type { ServedRoots } from '../fs/servedRoots';

/** The warning an instance gets when its folders resolve outside every served root. */
export const OUTSIDE_ROOTS_WARNING = renderMessage(InstanceMessages.outsideRoots({}));

/**
 * Containment by the served root (docs/architecture.md principle 11) for one discovered instance: when its game
 * folder or its instance folder resolves, links followed at every component, outside every root of `served` (an
 * HMCL `hmclversion.cfg` custom game folder, absolute or `../`; a `minecraft/` linked elsewhere), the instance is
 * returned marked `outsideRoots` with a warning, so every surface lists it and none reads its files.
 */
export async function containInstance(instance: Instance, served: ServedRoots): Promise<Instance> {
  const inside = (await served.contains(instance.root)) && (await served.contains(instance.gameDir));
  if (inside) return instance;
  const earlier = instanceWarningMessages(instance);
  return earlier === null
    ? { ...instance, outsideRoots: true, warnings: [OUTSIDE_ROOTS_WARNING, ...instance.warnings] }
    : { ...instance, outsideRoots: true, ...warningFields([InstanceMessages.outsideRoots({}), ...earlier]) };
}
