import type { Message } from '../locale/messageCatalog';
/** Which metadata file a mod entry was read from. */
export type ModMetadataSource =
  | 'fabric.mod.json'
  | 'quilt.mod.json'
  | 'META-INF/mods.toml'
  | 'META-INF/neoforge.mods.toml'
  | 'mcmod.info'
  | 'litemod.json'
  | 'plugin.yml'
  | 'paper-plugin.yml'
  | 'MANIFEST.MF'
  /** A packwiz metafile (`*.pw.toml`): what the pack says about a jar it does not hold. */
  | 'packwiz metafile';

/** The loader a mod entry is written for, derived from its metadata file (and, for mods.toml, its dependencies). */
export type ModLoader = 'fabric' | 'quilt' | 'forge' | 'neoforge' | 'liteloader' | 'bukkit' | 'unknown';

/**
 * How strongly a dependency binds. Fabric/Quilt `depends` and Forge `mandatory=true` / NeoForge `type="required"`
 * map to `required`; Fabric `breaks` and NeoForge `incompatible` to `breaks`; Fabric `conflicts` and NeoForge
 * `discouraged` to `conflicts`.
 */
export type DependencyKind = 'required' | 'optional' | 'recommended' | 'suggested' | 'breaks' | 'conflicts';

/** The syntax of a version range: Fabric/Quilt predicates or Maven ranges (Forge, NeoForge). */
export type RangeSyntax = 'fabric' | 'maven';

export interface Dependency {
  id: string;
  kind: DependencyKind;
  /**
   * The declared version range(s), null when any version is accepted. Several entries are alternatives (OR);
   * a Fabric entry with spaces is an AND of predicates.
   */
  ranges: string[] | null;
  syntax: RangeSyntax;
  /** The side the dependency applies to (Forge/NeoForge `side`), `both` otherwise. */
  side: 'both' | 'client' | 'server';
  /** Quilt `unless`: the breaks/conflicts does not apply while this mod is present. */
  unless?: string;
}

/** One mod declared by a metadata file. A jar may declare several (multi-loader jars, Forge `[[mods]]` arrays). */
export interface ModMetadata {
  id: string;
  name: string;
  /** Version with `${file.jarVersion}` already substituted from the manifest; `unknown` when absent. */
  version: string;
  loader: ModLoader;
  source: ModMetadataSource;
  /** Declared environment: `client` (client-only), `server` (dedicated-server only) or `both`. */
  side: 'both' | 'client' | 'server';
  dependencies: Dependency[];
  /** Ids this mod also satisfies (Fabric `provides`, Quilt `provides`). */
  provides: string[];
  /** Minimum Java (`javaVersion` in neoforge.mods.toml) as a Maven range, when declared. */
  javaRange?: string;
  /** Metadata problems that did not stop parsing (bad id, schemaVersion misplaced, unknown environment…). */
  warnings: string[];
  /**
   * The same warnings by message id (mods/modMetadataMessages.ts, formats/metadataTextMessages.ts) for people in their
   * locale, absent when there are none; used only while they still render to `warnings` (mods/readerTexts.ts).
   */
  warningMessages?: Message[];
}

/** A mod bundled inside another jar (Fabric `jars`, Quilt `jars`, Forge/NeoForge jarjar); its ids count as provided. */
export interface NestedMod {
  /** The entry path inside the outer jar. */
  entry: string;
  mods: ModMetadata[];
  nested: NestedMod[];
}

/** What a file under `mods/` turned out to be. */
export type ModFileKind =
  /** A readable archive with at least one mod metadata file. */
  | 'mod'
  /** A readable archive without mod metadata: a library, coremod or manifest-only jar. */
  | 'library'
  /** A folder inside mods/ (usually an extracted jar). */
  | 'directory'
  /** Zero bytes, not a zip, truncated, HTML saved as .jar, or unreadable metadata. */
  | 'corrupt';

export interface ModFile {
  /** Absolute path of the file as it is on disk (including any `.disabled` suffix). */
  path: string;
  /** The file name (`sodium-0.5.8.jar.disabled`). */
  fileName: string;
  /** False when the name ends in `.disabled`. */
  enabled: boolean;
  size: number;
  mtimeMs: number;
  kind: ModFileKind;
  /** Why the file is corrupt, or why its metadata could not be read — a sentence naming the problem. */
  error: string | null;
  /**
   * For a corrupt file, the same sentence by message id (archive/archiveMessages.ts, mods/modReadMessages.ts) for
   * people in their locale.
   */
  errorText?: Message;
  /**
   * For a mod or library whose metadata files could not be read, the errors by message id (mods/modMetadataMessages.ts,
   * formats/metadataTextMessages.ts); `error` is their English renderings joined by a space.
   */
  metadataErrors?: Message[];
  mods: ModMetadata[];
  nested: NestedMod[];
  /**
   * Java package prefixes of the classes in the jar (up to 3 segments, e.g. `me.jellysquid.mods`),
   * used to map stack frames to jars. Capped to keep the cache small.
   */
  packages: string[];
  /** Mixin config file names declared or found at the jar root (`sodium.mixins.json`). */
  mixinConfigs: string[];
  /** MANIFEST.MF `Automatic-Module-Name`, when present (JPMS checks). */
  automaticModuleName: string | null;
  /**
   * Set when the entry is a packwiz metafile rather than a jar on disk: `path` is the metafile, `fileName` the jar
   * it describes, and `mods` holds one entry named after the metafile with what the metafile says (no dependencies:
   * they are only known from the jar). Jar checks never run on these.
   */
  packwiz?: PackwizFileInfo;
}

/** What a packwiz metafile says about the file it describes. */
export interface PackwizFileInfo {
  /** The metafile, relative to the pack root. */
  metafile: string;
  /** The described file, relative to the pack root. */
  target: string;
  url: string | null;
  /** `sha1`, `sha256`, `sha512`, `md5` or `murmur2`, lower-cased; null when absent. */
  hashFormat: string | null;
  hash: string | null;
  /** `url` (or empty) for plain downloads; `metadata:curseforge` when the file must be fetched through CurseForge. */
  mode: string;
  modrinth: { projectId: string; versionId: string } | null;
  curseforge: { projectID: number; fileID: number } | null;
  /** `[option] optional`: players may leave the file out. */
  optional: boolean;
  /** `[option] default`: an optional file is selected unless the player unticks it. */
  optionDefault: boolean;
  /** `pin = true`: `packwiz update` leaves the file at its version. */
  pin: boolean;
}

/** Every mod bundled inside `nested` jars, at any depth (jar-in-jar). */
export function nestedMods(nested: readonly NestedMod[]): ModMetadata[] {
  return nested.flatMap((n) => [...n.mods, ...nestedMods(n.nested)]);
}
