import type { Message } from '../locale/messageCatalog';

/** The launcher layout an instance was found in; decides where its game folder and manifest live. */
export type InstanceLayout =
  'prism' | 'multimc' | 'vanilla' | 'vanilla-isolated' | 'packwiz' | 'modrinth-app' | 'curseforge' | 'bare';

/** Mod loaders Nova knows; `vanilla` is never used as a loader type (an unmodded instance has `loader: null`). */
export type LoaderType = 'fabric' | 'quilt' | 'forge' | 'neoforge' | 'liteloader';

export interface Loader {
  type: LoaderType;
  /** The loader's own version (e.g. `0.15.7`, `47.2.0`), or null when the layout does not record it. */
  version: string | null;
}

/**
 * One game instance found on disk. Paths are absolute and use the platform separator;
 * surfaces (CLI, tools) convert them to `/`-separated paths relative to the root they were given.
 */
export interface Instance {
  /**
   * Stable id: the instance folder relative to the discovery root with `/` separators
   * (`.` for the root itself), suffixed with `#<versionId>` for each version of a shared
   * `.minecraft` that has no isolated game folder.
   */
  id: string;
  name: string;
  layout: InstanceLayout;
  /** The folder that identifies the instance (holds instance.cfg, pack.toml, the version JSON…). */
  root: string;
  /** The game folder: where `mods/`, `config/`, `saves/` live. */
  gameDir: string;
  /** The file that describes the instance, where diagnostics attach when no single jar fits; null for a bare folder. */
  manifest: string | null;
  /** Minecraft version as written by the launcher: `1.20.1`, `26.1`, `26.1-snapshot-1`…; null when unknown. */
  minecraft: string | null;
  loader: Loader | null;
  /** A dedicated-server instance (server.properties or a server jar without a client launcher). */
  side: 'client' | 'server';
  /** Java major the version JSON asks for (`javaVersion.majorVersion`), when the layout records it. */
  javaMajor: number | null;
  /** Maximum heap in MiB the launcher is configured with, when the layout records it. */
  maxMemoryMiB: number | null;
  /** Minimum heap in MiB, when recorded. */
  minMemoryMiB: number | null;
  /** Non-fatal problems met while reading the instance's own files (malformed JSON, BOM, unknown keys). */
  warnings: string[];
  /** `warnings` as messages, rendered per locale where people read them (src/core/instances/instanceMessages.ts). */
  warningMessages?: readonly Message[];
  /**
   * True when the game folder or the instance folder resolves (links followed) outside every folder the host serves
   * (src/core/fs/servedRoots.ts): the instance is listed with a warning and none of its files are read.
   */
  outsideRoots?: boolean;
}
