import type { Instance, LoaderType } from '../model/instance';
import type { ModFile, ModLoader, ModMetadata, NestedMod } from '../model/modFile';
import { isUnknownVersion } from '../versions/fabricVersionPredicate';
import {
  compareMinecraftVersions,
  javaMajorForMinecraft,
  normalizeMinecraftVersion,
} from '../versions/minecraftVersion';

/** Mod ids the game or loader itself provides; they are never "missing" and never duplicates. */
export interface BuiltIn {
  /** Version to check ranges against; null when unknown (any range then passes). */
  version: string | null;
  label: string;
  name: string;
}

/** One enabled file that provides a mod id (its own id or one it `provides`). */
export interface Provider {
  /** The enabled top-level file that carries the mod (the outer jar for nested mods). */
  file: ModFile;
  mod: ModMetadata;
  nested: boolean;
  /** From a metadata file the loader does not read (the other half of a multi-loader jar): counts only as provided. */
  alternate: boolean;
}

type Family = 'fabric' | 'forge' | 'liteloader' | 'bukkit';

/** With no known loader: which loader family each mod file is written for, and which family most files use. */
export interface LoaderCensus {
  familiesOf: Map<ModFile, Set<Family>>;
  /** How many loader families occur at all. */
  familyCount: number;
  majority: Family;
  /** The loader most mods of the majority family declare. */
  majorityLoader: ModLoader;
  /** How many files are written for the majority family. */
  majorityCount: number;
}

/** Friendly names for ids users often have to install themselves. */
export const KNOWN_NAMES: Record<string, string> = {
  'fabric-api': 'Fabric API',
  fabric: 'Fabric API',
  fabricloader: 'Fabric Loader',
  'fabric-loader': 'Fabric Loader',
  quilt_loader: 'Quilt Loader',
  quilted_fabric_api: 'Quilted Fabric API',
  qsl: 'Quilt Standard Libraries',
  minecraft: 'Minecraft',
  java: 'Java',
  forge: 'Forge',
  neoforge: 'NeoForge',
  'fabric-language-kotlin': 'Fabric Language Kotlin',
  architectury: 'Architectury API',
  cloth_config: 'Cloth Config',
  'cloth-config': 'Cloth Config',
  geckolib: 'GeckoLib',
  modmenu: 'Mod Menu',
};

/** The legacy Fabric API id and its current one satisfy each other. */
const ALIASES: Record<string, string> = { fabric: 'fabric-api', 'fabric-api': 'fabric' };

/** The tie-break order of loader families when counting which one most files use. */
const FAMILY_ORDER: readonly Family[] = ['fabric', 'forge', 'liteloader', 'bukkit'];

function familyOf(loader: ModLoader): Family | null {
  switch (loader) {
    case 'fabric':
    case 'quilt':
      return 'fabric';
    case 'forge':
    case 'neoforge':
      return 'forge';
    case 'liteloader':
      return 'liteloader';
    case 'bukkit':
      return 'bukkit';
    case 'unknown':
      return null;
  }
}

/**
 * What every conflict rule reads about one instance, computed once before any rule runs. Rules only read these
 * facts; they never change them. The constructor computes them in dependency order (see its comments), which is
 * why they are built here and not lazily by whichever rule asks first.
 */
export class ConflictFacts {
  /** The files the loader will see; disabled files are ignored entirely. */
  readonly enabled: ModFile[];
  readonly loader: LoaderType | null;
  readonly minecraft: string | null;
  /** The instance's Java major, or the one its Minecraft version needs (`inferred`); null when neither is known. */
  readonly java: { major: number; inferred: boolean } | null;
  /** NeoForge on Minecraft 1.20.1 still loads Forge mods and provides the `forge` id. */
  readonly isMinecraft1201: boolean;
  /** Sinytra Connector (Fabric mods on Forge/NeoForge) is installed. */
  readonly connector: boolean;
  /** Kilt (Forge mods on Fabric/Quilt) is installed. */
  readonly kilt: boolean;
  readonly builtIns = new Map<string, BuiltIn>();
  /** Only with no known loader and at least one file for a known loader family. */
  readonly census: LoaderCensus | null;
  /** Metadata entries of each enabled mod file that the instance's loader will actually load (none: not a key). */
  readonly active = new Map<ModFile, ModMetadata[]>();
  /** Every enabled file providing each id, built from {@link active} plus the alternate and nested metadata. */
  readonly providers = new Map<string, Provider[]>();

  constructor(
    readonly instance: Instance,
    files: readonly ModFile[],
  ) {
    this.enabled = files.filter((f) => f.enabled);
    this.loader = instance.loader?.type ?? null;
    this.minecraft = instance.minecraft;
    this.java = javaOf(instance);
    this.isMinecraft1201 =
      this.minecraft !== null &&
      normalizeMinecraftVersion(this.minecraft) !== null &&
      compareMinecraftVersions(this.minecraft, '1.20.1') === 0;
    // 1. Bridges first: they change which ids are built in and which metadata the loader reads.
    this.connector = this.enabled.some((f) =>
      f.mods.some((m) => m.id === 'connector' && (m.loader === 'forge' || m.loader === 'neoforge')),
    );
    this.kilt = this.enabled.some((f) =>
      f.mods.some((m) => m.id === 'kilt' && (m.loader === 'fabric' || m.loader === 'quilt')),
    );
    // 2. Built-in ids (needs the bridges).
    this.collectBuiltIns();
    // 3. Without a known loader, the majority family decides which half of a multi-loader jar is read.
    this.census = this.loader === null ? loaderCensus(this.enabled) : null;
    // 4. The metadata the loader reads from each file (needs the bridges and the census).
    for (const file of this.enabled) {
      if (file.kind !== 'mod' || file.mods.length === 0) continue;
      const loaded = this.loadedMetadata(file);
      if (loaded.length > 0) this.active.set(file, loaded);
    }
    // 5. Who provides which id (needs the active metadata).
    this.indexProviders();
  }

  /** Providers of `id` and of its legacy alias (`fabric` ⇄ `fabric-api`). */
  providersOf(id: string): Provider[] {
    const direct = this.providers.get(id) ?? [];
    const alias = ALIASES[id];
    return alias ? [...direct, ...(this.providers.get(alias) ?? [])] : direct;
  }

  /** The game, the loader or an enabled file provides `id`. */
  isPresent(id: string): boolean {
    return this.builtIns.has(id) || this.providersOf(id).length > 0;
  }

  /**
   * The metadata entries this instance's loader reads from a file. With several compatible entries
   * (Quilt reading both quilt.mod.json and fabric.mod.json) the loader's own format wins.
   */
  loadedMetadata(file: ModFile): ModMetadata[] {
    if (this.loader === null) {
      // Multi-loader jars in a pack of unknown loader: read the metadata of the pack's main loader family.
      const majority = this.census?.majority ?? null;
      const main = file.mods.filter((m) => familyOf(m.loader) === majority);
      return main.length > 0 ? main : file.mods;
    }
    const exact: ModMetadata[] = [];
    const compatible: ModMetadata[] = [];
    for (const mod of file.mods) {
      const fit = this.accepts(mod.loader);
      if (fit === 'exact') exact.push(mod);
      else if (fit === 'compatible') compatible.push(mod);
    }
    return exact.length > 0 ? exact : compatible;
  }

  /** Whether the instance's loader loads metadata written for `modLoader`. */
  private accepts(modLoader: ModLoader): 'exact' | 'compatible' | false {
    const loader = this.loader;
    if (modLoader === 'unknown') return 'compatible';
    if (loader === null || modLoader === loader) return 'exact';
    if (loader === 'quilt' && modLoader === 'fabric') return 'compatible';
    if (loader === 'neoforge' && modLoader === 'forge' && this.isMinecraft1201) return 'compatible';
    // LiteLoader ran alongside Forge; the instance records only one of the two.
    if ((loader === 'forge' && modLoader === 'liteloader') || (loader === 'liteloader' && modLoader === 'forge'))
      return 'compatible';
    if (
      this.connector &&
      (loader === 'forge' || loader === 'neoforge') &&
      (modLoader === 'fabric' || modLoader === 'quilt')
    )
      return 'compatible';
    if (this.kilt && (loader === 'fabric' || loader === 'quilt') && modLoader === 'forge') return 'compatible';
    return false;
  }

  private collectBuiltIns(): void {
    const mc = this.minecraft;
    this.builtIns.set('minecraft', { version: mc, label: mc ? `Minecraft ${mc}` : 'Minecraft', name: 'Minecraft' });
    this.builtIns.set('java', {
      version: this.java ? String(this.java.major) : null,
      label: 'Java',
      name: 'Java',
    });
    const loaderVersion = this.loaderVersion();
    const put = (id: string, version: string | null): void => {
      const name = KNOWN_NAMES[id] ?? id;
      this.builtIns.set(id, { version, label: `${name} (${id})`, name });
    };
    const loader = this.loader;
    if (loader === null) {
      // Unknown loader: every loader's ids may be present; their versions cannot be judged.
      for (const id of [
        'fabricloader',
        'fabric-loader',
        'quilt_loader',
        'forge',
        'neoforge',
        'fml',
        'javafml',
        'lowcodefml',
        'mclanguage',
      ]) {
        put(id, null);
      }
      return;
    }
    if (this.connector) {
      put('fabricloader', null);
      put('fabric-loader', null);
    }
    if (loader === 'fabric' || loader === 'quilt') {
      // Quilt reports its own version, which is not the Fabric Loader version it emulates.
      put('fabricloader', loader === 'fabric' ? loaderVersion : null);
      put('fabric-loader', loader === 'fabric' ? loaderVersion : null);
    }
    if (loader === 'quilt') put('quilt_loader', loaderVersion);
    if (loader === 'forge' || loader === 'neoforge') {
      for (const id of ['fml', 'javafml', 'lowcodefml', 'mclanguage']) put(id, null);
    }
    if (loader === 'forge' || (loader === 'neoforge' && this.isMinecraft1201)) put('forge', loaderVersion);
    if (loader === 'neoforge') put('neoforge', loaderVersion);
  }

  /** The loader's version without a `<minecraft>-` prefix some launchers record (`1.20.1-47.2.0`). */
  private loaderVersion(): string | null {
    const v = this.instance.loader?.version ?? null;
    if (v === null || isUnknownVersion(v)) return null;
    const mc = this.minecraft;
    return mc && v.startsWith(`${mc}-`) ? v.slice(mc.length + 1) : v;
  }

  private indexProviders(): void {
    const addProvider = (id: string, provider: Provider): void => {
      const list = this.providers.get(id);
      if (list) list.push(provider);
      else this.providers.set(id, [provider]);
    };
    const addMod = (file: ModFile, mod: ModMetadata, nested: boolean, alternate: boolean): void => {
      addProvider(mod.id, { file, mod, nested, alternate });
      for (const p of mod.provides) if (p !== mod.id) addProvider(p, { file, mod, nested, alternate });
    };
    const addNested = (file: ModFile, nested: NestedMod[]): void => {
      for (const n of nested) {
        for (const mod of n.mods) addMod(file, mod, true, false);
        addNested(file, n.nested);
      }
    };
    for (const [file, mods] of this.active) {
      for (const mod of mods) addMod(file, mod, false, false);
      const loadedIds = new Set(mods.flatMap((m) => [m.id, ...m.provides]));
      for (const mod of file.mods) {
        if (!mods.includes(mod) && !loadedIds.has(mod.id)) addMod(file, mod, false, true);
      }
      addNested(file, file.nested);
    }
  }
}

function javaOf(instance: Instance): { major: number; inferred: boolean } | null {
  if (instance.javaMajor !== null) return { major: instance.javaMajor, inferred: false };
  const mc = instance.minecraft;
  if (mc === null || normalizeMinecraftVersion(mc) === null) return null;
  return { major: javaMajorForMinecraft(mc), inferred: true };
}

function loaderCensus(enabled: readonly ModFile[]): LoaderCensus | null {
  const familiesOf = new Map<ModFile, Set<Family>>();
  const counts = new Map<Family, number>();
  const loaderCounts = new Map<Family, Map<ModLoader, number>>();
  for (const file of enabled) {
    if (file.kind !== 'mod') continue;
    const families = new Set<Family>();
    for (const mod of file.mods) {
      const family = familyOf(mod.loader);
      if (family === null) continue;
      families.add(family);
      const perLoader = loaderCounts.get(family) ?? new Map<ModLoader, number>();
      perLoader.set(mod.loader, (perLoader.get(mod.loader) ?? 0) + 1);
      loaderCounts.set(family, perLoader);
    }
    if (families.size === 0) continue;
    familiesOf.set(file, families);
    for (const f of families) counts.set(f, (counts.get(f) ?? 0) + 1);
  }
  if (counts.size === 0) return null;
  let majority: Family = 'fabric';
  let best = -1;
  for (const f of FAMILY_ORDER) {
    const c = counts.get(f) ?? 0;
    if (c > best) {
      best = c;
      majority = f;
    }
  }
  let majorityLoader: ModLoader = 'unknown';
  let top = -1;
  for (const [l, c] of loaderCounts.get(majority) ?? []) {
    if (c > top) {
      top = c;
      majorityLoader = l;
    }
  }
  return { familiesOf, familyCount: counts.size, majority, majorityLoader, majorityCount: best };
}
