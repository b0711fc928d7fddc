import type { Loader } from '../model/instance';
import type { Message } from '../locale/messageCatalog';
import { EnvMessages } from './environmentMessages';
import { compareMavenVersions } from '../versions/mavenVersionRange';
import {
  compareMinecraftVersions,
  javaMajorForMinecraft,
  normalizeMinecraftVersion,
} from '../versions/minecraftVersion';

/** Which Java an instance can run on. */
export interface JavaRequirement {
  /** The lowest Java major that works. */
  minimum: number;
  /** Above this, the game does not start at all (LaunchWrapper needs Java 8); null when newer Java is fine. */
  maximum: number | null;
  /** Above this, the game may break (old Forge on newer Java); null when no such bound is known. */
  suggestedMaximum: number | null;
  /** The Java to install for this instance. */
  recommended: number;
  /** Where each bound comes from, as messages (environmentMessages.ts). */
  reasons: Message[];
}

export interface JavaRequirementInput {
  minecraft: string | null;
  loader: Loader | null;
  /** `javaVersion.majorVersion` of the version JSON, when the layout records it. */
  javaMajor: number | null;
}

/**
 * The Java major an instance needs: the version JSON's `javaVersion` first, else the
 * Minecraft version (≥26.1 → 25, ≥1.20.5 → 21, ≥1.18 → 17, ≥1.17 → 16, else 8; unknown → 8); then
 * the loader's bounds (HMCL `JavaVersionConstraint`): LaunchWrapper (Minecraft ≤ 1.12.2) must run on
 * Java 8; Forge up to 1.16.5 is made for Java 8, and builds before 36.2.26 (1.16.5) fail on Java newer
 * than 8u320 because of JDK-8273826.
 */
export function javaRequirement(input: JavaRequirementInput): JavaRequirement {
  const reasons: Message[] = [];
  let minimum: number;
  if (input.javaMajor !== null && input.javaMajor > 0) {
    minimum = input.javaMajor;
    reasons.push(EnvMessages.versionJsonJava({ java: minimum }));
  } else if (input.minecraft !== null && normalizeMinecraftVersion(input.minecraft) !== null) {
    minimum = javaMajorForMinecraft(input.minecraft);
    reasons.push(EnvMessages.minecraftNeedsJava({ minecraft: input.minecraft, java: minimum }));
  } else {
    minimum = 8;
    reasons.push(
      input.minecraft === null
        ? EnvMessages.minecraftUnknown({})
        : EnvMessages.minecraftNotKnown({ minecraft: input.minecraft }),
    );
  }
  let maximum: number | null = null;
  let suggestedMaximum: number | null = null;
  const mc = input.minecraft;
  const known = mc !== null && normalizeMinecraftVersion(mc) !== null;
  const launchWrapper = input.loader?.type === 'forge' || input.loader?.type === 'liteloader';
  if (known && compareMinecraftVersions(mc, '1.13') < 0 && launchWrapper) {
    maximum = 8;
    reasons.push(
      EnvMessages.launchWrapper({ minecraft: mc, loader: input.loader!.type === 'forge' ? 'Forge' : 'LiteLoader' }),
    );
  } else if (known && compareMinecraftVersions(mc, '1.13') < 0 && input.loader === null) {
    suggestedMaximum = 8;
    reasons.push(EnvMessages.oldNatives({ minecraft: mc }));
  } else if (known && input.loader?.type === 'forge' && compareMinecraftVersions(mc, '1.17') < 0) {
    suggestedMaximum = 8;
    const version = input.loader.version;
    const oldBuild =
      version !== null &&
      compareMinecraftVersions(mc, '1.16.5') === 0 &&
      compareMavenVersions(forgeBuild(version), '36.2.26') < 0;
    reasons.push(
      oldBuild
        ? EnvMessages.forgeOldBuild({ forge: version ?? '', minecraft: mc })
        : EnvMessages.forgeJava8({ minecraft: mc }),
    );
    if (oldBuild) maximum = 8;
  }
  const recommended = maximum ?? suggestedMaximum ?? minimum;
  return { minimum, maximum, suggestedMaximum, recommended: Math.max(recommended, minimum), reasons };
}

/** `1.16.5-36.2.39` → `36.2.39` (Forge versions are sometimes written with the Minecraft prefix). */
function forgeBuild(version: string): string {
  const parts = version.split('-');
  return parts.find((p) => /^\d+\.\d+\.\d+/.test(p) && !/^1\.\d+/.test(p)) ?? parts[parts.length - 1] ?? version;
}
