import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Message } from '../locale/messageCatalog';
import type { Instance } from '../model/instance';
import type { ModFile } from '../model/modFile';
import { ContentNotes } from './contentMessages';

/**
 * The mod loader's own jar of an instance (Forge or NeoForge), whose `data/` holds the loader's common tags
 * (`forge:ingots/iron`, `c:ingots`, `neoforge:…`), and its `assets/` the loader's names. Indexed like a mod whose id is
 * the loader's (docs/content.md "What is read, in load order").
 */
export interface LoaderJar {
  /** Absolute path of the jar. */
  file: string;
  /** The loader's mod id in the game's mod list: `forge`, or `neoforge` (NeoForge's 1.20.1 fork is still `forge`). */
  modId: 'forge' | 'neoforge';
  /** The loader as the instance names it. */
  loader: 'forge' | 'neoforge';
  /** The loader version the jar is of (its Maven version folder, e.g. `1.20.1-47.2.0` or `21.1.77`). */
  version: string;
  /** The jar as a mod file of one mod, `modId` (what the content index keys the loader's entries by). */
  mods: ModFile;
}

/** One Maven artifact that holds a loader's jar: its folder under `libraries/`, and the mod id its jar declares. */
interface Artifact {
  /** `net/minecraftforge/forge`, `net/neoforged/neoforge`, `net/neoforged/forge`. */
  folder: string;
  /** The jar's base name (`forge`, `neoforge`). */
  name: string;
  /** Whether the Maven version starts with the Minecraft version (`1.20.1-47.2.0`) or not (`21.1.77`). */
  mcPrefixed: boolean;
  modId: 'forge' | 'neoforge';
}

const FORGE: Artifact = { folder: 'net/minecraftforge/forge', name: 'forge', mcPrefixed: true, modId: 'forge' };
const NEOFORGE: Artifact = { folder: 'net/neoforged/neoforge', name: 'neoforge', mcPrefixed: false, modId: 'neoforge' };
/** NeoForge's 1.20.1 fork kept Forge's artifact name and mod id under NeoForged's group. */
const NEOFORGE_FORK: Artifact = { folder: 'net/neoforged/forge', name: 'forge', mcPrefixed: true, modId: 'forge' };

/** Version folders listed at most per artifact (a launcher keeps a few dozen loader versions at most). */
const MAX_VERSION_FOLDERS = 1_000;

/** Whether a version string is safe to put in a path (one folder name, nothing that climbs out). */
function safeSegment(text: string): boolean {
  return text.length > 0 && text.length <= 128 && !/[/\\]|\.\./.test(text) && text !== '.';
}

/**
 * The folders that may hold the instance's Maven `libraries/`, most specific first (the places `vanillaJar.ts` looks
 * for the client jar, with `libraries` for `versions`):
 * - Prism / MultiMC: the instance's own `libraries/` (patches with local libraries), then the launcher's shared
 *   `<launcher>/libraries/` (instances live in `<launcher>/instances/<name>`);
 * - the vanilla launcher's `.minecraft/libraries/` and a server folder's `libraries/` (written by the Forge and
 *   NeoForge server installers), next to or above the game folder;
 * - Modrinth App: `<app>/meta/libraries/`; CurseForge: `<cf>/Install/libraries/`.
 */
export function libraryFolders(instance: Instance): string[] {
  const out: string[] = [path.join(instance.root, 'libraries')];
  const launcher = path.resolve(instance.root, '..', '..');
  out.push(path.join(launcher, 'libraries'));
  for (let dir = instance.gameDir, i = 0; i < 4; i++, dir = path.dirname(dir)) {
    out.push(path.join(dir, 'libraries'));
    out.push(path.join(dir, '.minecraft', 'libraries'));
  }
  out.push(path.join(launcher, 'meta', 'libraries'));
  out.push(path.join(launcher, 'Install', 'libraries'));
  return [...new Set(out)];
}

/** The artifacts the instance's loader may be published as, in the order they are tried. */
function artifactsOf(instance: Instance): Artifact[] {
  const type = instance.loader?.type;
  if (type === 'forge') return [FORGE];
  if (type !== 'neoforge') return [];
  const mc = instance.minecraft;
  // NeoForge for 1.20.1 is the fork (`net.neoforged:forge:1.20.1-47.1.x`); every later version its own artifact.
  return mc === '1.20.1' || mc === null ? [NEOFORGE_FORK, NEOFORGE] : [NEOFORGE];
}

/**
 * The Maven version folder of an artifact for the instance's loader version: `<mc>-<v>` for Forge (its launchers write
 * `47.2.0`, Maven `1.20.1-47.2.0`), `<v>` for NeoForge. Null when the version or Minecraft version it needs is unknown.
 */
function versionFolder(artifact: Artifact, instance: Instance): string | null {
  const v = instance.loader?.version ?? null;
  if (v === null || !safeSegment(v)) return null;
  if (!artifact.mcPrefixed) return v;
  const mc = instance.minecraft;
  if (mc !== null && v.startsWith(`${mc}-`)) return v;
  if (mc === null || !safeSegment(mc)) return null;
  return `${mc}-${v}`;
}

/**
 * The file names that hold the loader's data in one version folder, in the order tried: `<name>-<version>-universal.jar`
 * (Forge 1.17+, NeoForge: the loader's own classes and resources) and `<name>-<version>.jar` (Forge 1.13–1.16, whose
 * installers write the universal jar without its classifier). The `-client.jar` and `-server.jar` beside them hold
 * the patched Minecraft classes only, and are not read.
 */
function jarNames(artifact: Artifact, version: string): string[] {
  return [`${artifact.name}-${version}-universal.jar`, `${artifact.name}-${version}.jar`];
}

/**
 * Where the instance's loader jar may be, most specific first; empty for an instance whose loader is not Forge or
 * NeoForge. When the instance does not record its loader version, a libraries folder whose artifact holds exactly one
 * version folder (for Forge, one of the instance's Minecraft version) gives that one; several are not guessed among.
 */
export async function loaderJarCandidates(
  instance: Instance,
): Promise<Array<{ file: string; artifact: Artifact; version: string }>> {
  const out: Array<{ file: string; artifact: Artifact; version: string }> = [];
  const artifacts = artifactsOf(instance);
  if (artifacts.length === 0) return out;
  const folders = libraryFolders(instance);
  for (const artifact of artifacts) {
    for (const libraries of folders) {
      const base = path.join(libraries, ...artifact.folder.split('/'));
      // A recorded version is the only one looked for (one that cannot be a folder name finds nothing).
      const known = versionFolder(artifact, instance);
      const versions =
        instance.loader?.version != null
          ? known === null
            ? []
            : [known]
          : await onlyVersion(base, artifact, instance.minecraft);
      for (const version of versions)
        for (const name of jarNames(artifact, version))
          out.push({ file: path.join(base, version, name), artifact, version });
    }
    // A Forge 1.13–1.16 server keeps the universal jar in its own folder too (`forge-<mc>-<v>.jar`, the jar it runs).
    const known = versionFolder(artifact, instance);
    if (artifact.mcPrefixed && known !== null && instance.side === 'server')
      out.push({ file: path.join(instance.gameDir, `${artifact.name}-${known}.jar`), artifact, version: known });
  }
  const seen = new Set<string>();
  return out.filter((c) => !seen.has(c.file) && seen.add(c.file) !== undefined);
}

/** The artifact's single version folder (for an `<mc>-` prefixed artifact: of that Minecraft version), else none. */
async function onlyVersion(base: string, artifact: Artifact, minecraft: string | null): Promise<string[]> {
  const entries = await fs.promises.readdir(base, { withFileTypes: true }).catch(() => []);
  const versions = entries
    .slice(0, MAX_VERSION_FOLDERS)
    .filter((e) => e.isDirectory() && safeSegment(e.name))
    .map((e) => e.name)
    .filter((v) => !artifact.mcPrefixed || minecraft === null || v.startsWith(`${minecraft}-`));
  return versions.length === 1 ? versions : [];
}

/** The instance's loader jar: the first candidate that is a regular file, or null (no Forge/NeoForge, or not found). */
export async function findLoaderJar(instance: Instance): Promise<LoaderJar | null> {
  for (const candidate of await loaderJarCandidates(instance)) {
    const stat = await fs.promises.stat(candidate.file).catch(() => null);
    if (stat?.isFile() !== true) continue;
    const { artifact } = candidate;
    return {
      file: candidate.file,
      modId: artifact.modId,
      loader: instance.loader?.type === 'neoforge' ? 'neoforge' : 'forge',
      version: candidate.version,
      mods: loaderModFile(candidate.file, stat, artifact.modId, candidate.version),
    };
  }
  return null;
}

/**
 * The loader jar as a mod file declaring one mod, the loader's own: Forge's universal jar declares `forge` in its
 * `META-INF/mods.toml`, NeoForge's `neoforge` in `META-INF/neoforge.mods.toml`. Built from the layout, not read from
 * the jar, so a loader jar whose metadata cannot be parsed still counts as the loader's.
 */
function loaderModFile(file: string, stat: fs.Stats, modId: 'forge' | 'neoforge', version: string): ModFile {
  return {
    path: file,
    fileName: path.basename(file),
    enabled: true,
    size: stat.size,
    mtimeMs: stat.mtimeMs,
    kind: 'mod',
    error: null,
    mods: [
      {
        id: modId,
        name: modId === 'forge' ? 'Forge' : 'NeoForge',
        version,
        loader: modId,
        source: modId === 'forge' ? 'META-INF/mods.toml' : 'META-INF/neoforge.mods.toml',
        side: 'both',
        dependencies: [],
        provides: [],
        warnings: [],
      },
    ],
    nested: [],
    packages: [],
    mixinConfigs: [],
    automaticModuleName: null,
  };
}

/**
 * What the index says when a Forge or NeoForge instance's loader jar was not found (or not readable), as it says so for
 * a missing client jar: a gap, and the loader's own namespace (`forge` for Forge and NeoForge's 1.20.1 fork, `neoforge`
 * for NeoForge) marked incomplete, so an id there is "cannot judge". Null when the loader has no such jar (Fabric,
 * Quilt, none) or its jar was read.
 */
export function missingLoaderJar(
  instance: Instance,
  read: boolean,
): { gap: Message; namespace: string; reason: Message } | null {
  const artifacts = artifactsOf(instance);
  if (read || artifacts.length === 0) return null;
  const loader = instance.loader?.type === 'neoforge' ? 'NeoForge' : 'Forge';
  return {
    gap: ContentNotes.noLoaderJar({ loader, version: instance.loader?.version ?? '' }),
    namespace: instance.minecraft === null ? instance.loader!.type : artifacts[0]!.modId,
    reason: ContentNotes.noLoaderNamespace({ loader }),
  };
}
