import { renderMessage, type Message } from '../locale/messageCatalog';

/**
 * One piece of evidence about where a mod runs. Server packs (docs/server-packs.md) rank them: the strongest signal
 * decides, and the report names every signal and which one won.
 */
export type SideClaim = 'client' | 'server' | 'both';

export type SideSignalSource =
  /** Forge `clientSideOnly = true` (file level): Forge skips the file on a dedicated server. */
  | 'forge-client-side-only'
  /** Forge/NeoForge `displayTest` of a `[[mods]]` entry: a hint for the server list, not where the mod loads. */
  | 'forge-display-test'
  /** Fabric `environment` (or v0 `side`): Fabric Loader refuses a `client` mod on a dedicated server. */
  | 'fabric-environment'
  /** Quilt `minecraft.environment`. */
  | 'quilt-environment'
  /** Fabric/Quilt entry points: only `client` ones, or a `main`/`server` one. */
  | 'entrypoints'
  /** Mixin configs: every mixin listed under `client`, or some under `mixins`/`server`. */
  | 'mixins'
  /** packwiz `side` in the mod's metafile. */
  | 'packwiz-side'
  /** `env` of the file in an `.mrpack` index the pack came from. */
  | 'mrpack-env'
  /** Modrinth's `client_side`/`server_side` of the project (often wrong: the weakest online signal). */
  | 'modrinth'
  /** Nova's short built-in list of client-only mods, matched by mod id (src/core/serverPacks/knownClientMods.ts). */
  | 'known-client-mod';

export interface SideSignal {
  source: SideSignalSource;
  claim: SideClaim;
  /** What was read, as evidence, in English (`--json`, the model): `fabric.mod.json environment "client"`. */
  detail: string;
  /** The same evidence by message id (serverPackMessages.ts), for people in their locale. */
  message: Message;
  /** Higher wins; equal strengths that disagree leave the mod undecided. */
  strength: number;
}

/**
 * The ranking. A loader's own rule (it refuses or skips the mod on a server) is strongest; the pack author's explicit
 * statement next; declared hints (displayTest, an explicit `*`) next; what the code shows (entry points, mixins);
 * Modrinth's labels; Nova's list last.
 */
export const SIGNAL_STRENGTH: Record<SideSignalSource, number> = {
  'forge-client-side-only': 6,
  'fabric-environment': 6,
  'quilt-environment': 6,
  'packwiz-side': 5,
  'mrpack-env': 5,
  'forge-display-test': 4,
  entrypoints: 3,
  mixins: 3,
  modrinth: 2,
  'known-client-mod': 1,
};

export function signal(source: SideSignalSource, claim: SideClaim, message: Message, strength?: number): SideSignal {
  return { source, claim, detail: renderMessage(message), message, strength: strength ?? SIGNAL_STRENGTH[source] };
}
