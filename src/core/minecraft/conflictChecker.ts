import type { Instance, LoaderType } from './instance';
import type { Dependency, ModFile, ModLoader, ModMetadata, NestedMod } from './modFile';
import { groupedIncompatibilityMessage, IncompatibilityGroups } from './incompatibilityGroups';
import type { Problem, ProblemCode, Severity } from './problem';
import { capEcho, problemMessages, type ProblemLocale, type ProblemMessages } from './problemMessages';
import { compareFabricVersions, isUnknownVersion, satisfiesFabric } from './versions/fabricVersionPredicate';
import { compareMavenVersions, satisfiesMaven } from './versions/mavenVersionRange';
import {
  compareMinecraftVersions,
  javaMajorForMinecraft,
  normalizeMinecraftVersion,
  satisfiesMinecraftPredicate,
} from './versions/minecraftVersion';

const MAX_MESSAGE = 2000;

export interface ConflictCheckOptions {
  locale?: ProblemLocale;
}

/**
 * Checks an instance's mod files before launch, from jar metadata and the instance's components only
 * (no network, no file access). Disabled files are ignored. Problems are sorted by severity, code, first
 * file and message, so the same input always yields the same list. Verdicts that cannot be judged
 * (unknown versions, unparsable ranges) never produce a problem. Linear in the number of mods.
 */
export function checkConflicts(instance: Instance, files: ModFile[], options: ConflictCheckOptions = {}): Problem[] {
  return new ConflictRun(instance, files, problemMessages(options.locale)).run();
}

/** Mod ids the game or loader itself provides; they are never "missing" and never duplicates. */
interface BuiltIn {
  /** Version to check ranges against; null when unknown (any range then passes). */
  version: string | null;
  label: string;
  name: string;
}

interface Provider {
  /** The enabled top-level file that carries the mod (the outer jar for nested mods). */
  file: ModFile;
  mod: ModMetadata;
  nested: boolean;
  /** From a metadata file the loader does not read (the other half of a multi-loader jar): counts only as provided. */
  alternate: boolean;
}

/** Friendly names for ids users often have to install themselves. */
const KNOWN_NAMES: Record<string, string> = {
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

const SEVERITY_RANK: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

type Family = 'fabric' | 'forge' | 'liteloader' | 'bukkit';

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

function sentence(text: string): string {
  const t = text.trim();
  return /[.!?。！？]$/.test(t) ? t : `${t}.`;
}

class ConflictRun {
  private readonly problems: Problem[] = [];
  private readonly seen = new Set<string>();
  private readonly enabled: ModFile[];
  /** Metadata entries of each enabled file that the instance's loader will actually load. */
  private readonly active = new Map<ModFile, ModMetadata[]>();
  private readonly providers = new Map<string, Provider[]>();
  private readonly builtIns = new Map<string, BuiltIn>();
  private readonly loader: LoaderType | null;
  private readonly minecraft: string | null;
  /** Sinytra Connector (Fabric mods on Forge/NeoForge) or Kilt (Forge mods on Fabric/Quilt) is installed. */
  private connector = false;
  private kilt = false;
  /** With no known loader: the loader family most mod files are written for. */
  private majorityFamily: Family | null = null;
  private readonly incompatible = new IncompatibilityGroups();

  constructor(
    private readonly instance: Instance,
    files: ModFile[],
    private readonly msg: ProblemMessages,
  ) {
    this.enabled = files.filter((f) => f.enabled);
    this.loader = instance.loader?.type ?? null;
    this.minecraft = instance.minecraft;
  }

  run(): Problem[] {
    this.detectBridges();
    this.collectBuiltIns();
    if (this.loader === null) this.checkMixedLoaders();
    for (const file of this.enabled) this.checkFile(file);
    this.indexProviders();
    this.checkDuplicates();
    for (const [file, mods] of this.active) {
      for (const mod of mods) this.checkMod(file, mod);
    }
    this.reportIncompatibilities();
    this.checkModuleNames();
    return this.problems.sort(compareProblems);
  }

  private add(
    severity: Severity,
    code: ProblemCode,
    message: string,
    files: string[],
    mods: string[],
    fixFile?: string,
  ): void {
    // Ids and names come from jars; no message may grow with them (problemMessages.ts MAX_ECHO).
    if (message.length > MAX_MESSAGE) message = `${message.slice(0, MAX_MESSAGE - 1)}…`;
    const key = `${code}\u0000${files.join('\u0000')}\u0000${message}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    const problem: Problem = { severity, code, message, instance: this.instance.id, files, mods };
    if (fixFile !== undefined) problem.fixFile = fixFile;
    this.problems.push(problem);
  }

  // ---- Built-in mods ---------------------------------------------------------------------------

  /** Bridges that let one loader run another loader's mods; detected by their mod ids in enabled jars. */
  private detectBridges(): void {
    for (const file of this.enabled) {
      for (const mod of file.mods) {
        if (mod.id === 'connector' && (mod.loader === 'forge' || mod.loader === 'neoforge')) this.connector = true;
        if (mod.id === 'kilt' && (mod.loader === 'fabric' || mod.loader === 'quilt')) this.kilt = true;
      }
    }
  }

  private collectBuiltIns(): void {
    const mc = this.minecraft;
    this.builtIns.set('minecraft', { version: mc, label: mc ? `Minecraft ${mc}` : 'Minecraft', name: 'Minecraft' });
    const java = this.javaMajor();
    this.builtIns.set('java', { version: java ? String(java.major) : null, label: 'Java', name: 'Java' });
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
    if (loader === 'forge' || (loader === 'neoforge' && this.isMinecraft1201())) put('forge', loaderVersion);
    if (loader === 'neoforge') put('neoforge', loaderVersion);
  }

  /** The loader's version without a `<minecraft>-` prefix some launchers record (`1.20.1-47.2.0`). */
  private loaderVersion(): string | null {
    const v = this.instance.loader?.version ?? null;
    if (v === null || isUnknownVersion(v)) return null;
    const mc = this.minecraft;
    return mc && v.startsWith(`${mc}-`) ? v.slice(mc.length + 1) : v;
  }

  private javaMajor(): { major: number; inferred: boolean } | null {
    if (this.instance.javaMajor !== null) return { major: this.instance.javaMajor, inferred: false };
    const mc = this.minecraft;
    if (mc === null || normalizeMinecraftVersion(mc) === null) return null;
    return { major: javaMajorForMinecraft(mc), inferred: true };
  }

  private isMinecraft1201(): boolean {
    return (
      this.minecraft !== null &&
      normalizeMinecraftVersion(this.minecraft) !== null &&
      compareMinecraftVersions(this.minecraft, '1.20.1') === 0
    );
  }

  // ---- Per-file checks ---------------------------------------------------------------------------

  private checkFile(file: ModFile): void {
    const msg = this.msg;
    switch (file.kind) {
      case 'corrupt':
        this.add(
          'error',
          'corrupt-jar',
          msg.corruptJar({ file: file.fileName, error: sentence(file.error ?? 'the file is damaged') }),
          [file.path],
          [],
          file.path,
        );
        return;
      case 'directory':
        this.add('error', 'extracted-jar', msg.extractedJar({ file: file.fileName }), [file.path], []);
        return;
      case 'library':
        if (file.error) {
          this.add(
            'warning',
            'invalid-metadata',
            msg.invalidMetadata({ file: file.fileName, detail: sentence(file.error) }),
            [file.path],
            [],
          );
        } else {
          this.add('info', 'no-metadata', msg.noMetadata({ file: file.fileName }), [file.path], []);
        }
        return;
      case 'mod':
        break;
    }
    const details = new Set<string>();
    if (file.error) details.add(sentence(file.error));
    for (const mod of file.mods) for (const w of mod.warnings) details.add(sentence(w));
    if (details.size > 0) {
      this.add(
        'warning',
        'invalid-metadata',
        msg.invalidMetadata({ file: file.fileName, detail: [...details].join(' ') }),
        [file.path],
        file.mods.map((m) => m.id),
      );
    }
    if (file.mods.length === 0) return;

    const loaded = this.loadedMetadata(file);
    if (loaded.length === 0) {
      const first = file.mods[0] as ModMetadata;
      const instanceLoader = msg.loaderName(this.loader as LoaderType);
      this.add(
        'error',
        'wrong-loader',
        msg.wrongLoader({
          file: file.fileName,
          mod: this.label(first),
          modLoaders: this.loaderList(file.mods),
          instanceLoader,
        }),
        [file.path],
        uniqueIds(file.mods),
        file.path,
      );
      return;
    }
    this.active.set(file, loaded);

    if (this.instance.side === 'server') {
      const clientOnly = loaded.find((m) => m.side === 'client');
      if (clientOnly) {
        this.add(
          'error',
          'client-only-on-server',
          msg.clientOnlyOnServer({ mod: this.label(clientOnly), file: file.fileName }),
          [file.path],
          [clientOnly.id],
          file.path,
        );
      }
    }
  }

  /**
   * The metadata entries this instance's loader reads from a file. With several compatible entries
   * (Quilt reading both quilt.mod.json and fabric.mod.json) the loader's own format wins.
   */
  private loadedMetadata(file: ModFile): ModMetadata[] {
    if (this.loader === null) {
      // Multi-loader jars in a pack of unknown loader: read the metadata of the pack's main loader family.
      const main = file.mods.filter((m) => familyOf(m.loader) === this.majorityFamily);
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
    if (loader === 'neoforge' && modLoader === 'forge' && this.isMinecraft1201()) return 'compatible';
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

  private loaderList(mods: ModMetadata[]): string {
    const names = [...new Set(mods.map((m) => m.loader))].map((l) => this.msg.loaderName(l));
    return names.join('/');
  }

  /** Without a known loader, mods for a different loader family than most of the others are suspicious. */
  private checkMixedLoaders(): void {
    const familiesOf = new Map<ModFile, Set<Family>>();
    const counts = new Map<Family, number>();
    const loaderCounts = new Map<Family, Map<ModLoader, number>>();
    for (const file of this.enabled) {
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
    if (counts.size === 0) return;
    const order: Family[] = ['fabric', 'forge', 'liteloader', 'bukkit'];
    let majority: Family = 'fabric';
    let best = -1;
    for (const f of order) {
      const c = counts.get(f) ?? 0;
      if (c > best) {
        best = c;
        majority = f;
      }
    }
    this.majorityFamily = majority;
    if (counts.size < 2) return;
    let majorityLoader: ModLoader = 'unknown';
    let top = -1;
    for (const [l, c] of loaderCounts.get(majority) ?? []) {
      if (c > top) {
        top = c;
        majorityLoader = l;
      }
    }
    for (const [file, families] of familiesOf) {
      if (families.has(majority)) continue;
      const first = file.mods[0] as ModMetadata;
      this.add(
        'warning',
        'wrong-loader',
        this.msg.mixedLoaders({
          file: file.fileName,
          mod: this.label(first),
          modLoaders: this.loaderList(file.mods),
          majorityLoader: this.msg.loaderName(majorityLoader),
          majorityCount: best,
        }),
        [file.path],
        uniqueIds(file.mods),
        file.path,
      );
    }
  }

  // ---- Providers and duplicates ------------------------------------------------------------------

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

  /** Providers of `id` and of its legacy alias (`fabric` ⇄ `fabric-api`). */
  private providersOf(id: string): Provider[] {
    const direct = this.providers.get(id) ?? [];
    const alias = ALIASES[id];
    return alias ? [...direct, ...(this.providers.get(alias) ?? [])] : direct;
  }

  private checkDuplicates(): void {
    for (const [id, list] of this.providers) {
      if (this.builtIns.has(id)) continue;
      const topLevel = new Map<ModFile, ModMetadata>();
      const nested = new Map<ModFile, ModMetadata>();
      for (const p of list) {
        // Only declared ids count: `provides` overlaps are how alternatives announce themselves.
        if (p.mod.id !== id || p.alternate) continue;
        if (!p.nested) {
          if (!topLevel.has(p.file)) topLevel.set(p.file, p.mod);
        } else if (!nested.has(p.file)) {
          nested.set(p.file, p.mod);
        }
      }
      if (topLevel.size >= 2) this.reportDuplicates(id, topLevel);
      for (const [standalone, mod] of topLevel) {
        for (const [outer, inner] of nested) {
          if (outer === standalone) continue;
          this.reportNestedDuplicate(id, standalone, mod, outer, inner);
        }
      }
    }
  }

  private reportDuplicates(id: string, copies: Map<ModFile, ModMetadata>): void {
    const entries = [...copies];
    entries.sort((a, b) => compareCopies(a[0], a[1], b[0], b[1]));
    const [keepFile, keepMod] = entries[entries.length - 1] as [ModFile, ModMetadata];
    for (const [file, mod] of entries.slice(0, -1)) {
      const sameVersion = compareModVersions(mod, keepMod) === 0;
      this.add(
        'error',
        'duplicate-mod',
        this.msg.duplicateMod({
          mod: this.msg.modLabel(keepMod.name, id, null),
          remove: file.fileName,
          removeVersion: mod.version,
          keep: keepFile.fileName,
          keepVersion: keepMod.version,
          sameVersion,
        }),
        [file.path, keepFile.path],
        [id],
        file.path,
      );
    }
  }

  private reportNestedDuplicate(
    id: string,
    standalone: ModFile,
    mod: ModMetadata,
    outer: ModFile,
    inner: ModMetadata,
  ): void {
    const standaloneNewer = compareModVersions(mod, inner) > 0;
    this.add(
      standaloneNewer ? 'info' : 'warning',
      'duplicate-mod',
      this.msg.duplicateNested({
        mod: this.msg.modLabel(mod.name, id, null),
        standalone: standalone.fileName,
        standaloneVersion: mod.version,
        outer: outer.fileName,
        nestedVersion: inner.version,
        standaloneNewer,
      }),
      [standalone.path, outer.path],
      [id],
      standaloneNewer ? undefined : standalone.path,
    );
  }

  // ---- Dependencies ------------------------------------------------------------------------------

  private checkMod(file: ModFile, mod: ModMetadata): void {
    const side = this.instance.side;
    // Mods the loader skips on this side declare nothing that must hold here.
    if ((mod.side === 'client' && side === 'server') || (mod.side === 'server' && side === 'client')) return;
    if (mod.loader === 'bukkit') return;
    for (const dep of mod.dependencies) {
      if (dep.id === mod.id) continue;
      if ((dep.side === 'client' && side === 'server') || (dep.side === 'server' && side === 'client')) continue;
      switch (dep.kind) {
        case 'required':
        case 'optional':
        case 'recommended':
          this.checkDependency(file, mod, dep);
          break;
        case 'breaks':
        case 'conflicts':
          this.checkIncompatibility(file, mod, dep);
          break;
        case 'suggested':
          break;
      }
    }
    if (mod.javaRange !== undefined) this.checkJavaRange(file, mod, mod.javaRange, 'maven');
  }

  private checkDependency(file: ModFile, mod: ModMetadata, dep: Dependency): void {
    const msg = this.msg;
    const builtIn = this.builtIns.get(dep.id);
    if (builtIn) {
      if (dep.kind === 'required') this.checkBuiltInVersion(file, mod, dep, builtIn);
      return;
    }
    const providers = this.providersOf(dep.id);
    if (providers.length === 0) {
      const dependency = KNOWN_NAMES[dep.id] ? `${KNOWN_NAMES[dep.id]} (${dep.id})` : capEcho(dep.id);
      if (dep.kind === 'required') {
        this.add(
          'error',
          'missing-dependency',
          msg.missingDependency({
            mod: this.label(mod),
            modName: capEcho(mod.name || mod.id),
            dependency,
            range: msg.rangeText(dep.ranges),
          }),
          [file.path],
          [mod.id, dep.id],
        );
      } else if (dep.kind === 'recommended') {
        this.add(
          'info',
          'recommended-missing',
          msg.recommendedMissing({ mod: this.label(mod), dependency, range: msg.rangeText(dep.ranges) }),
          [file.path],
          [mod.id, dep.id],
        );
      }
      return;
    }
    if (dep.ranges === null) return;
    let unknown = false;
    for (const p of providers) {
      const ok = satisfiesRange(dep, p.mod.version);
      if (ok === true) return;
      if (ok === null) unknown = true;
    }
    if (unknown) return;
    const first = providers[0] as Provider;
    const present = [...new Set(providers.map((p) => p.mod.version))].join(', ');
    const severity: Severity = dep.kind === 'required' ? 'error' : dep.kind === 'optional' ? 'warning' : 'info';
    this.add(
      severity,
      'dependency-version',
      msg.dependencyVersion({
        mod: this.label(mod),
        modName: capEcho(mod.name || mod.id),
        dependency: this.msg.modLabel(first.mod.name, dep.id, null),
        dependencyName: capEcho(first.mod.name || dep.id),
        range: msg.rangeText(dep.ranges),
        present,
      }),
      uniquePaths([file.path, ...providers.map((p) => p.file.path)]),
      [mod.id, dep.id],
    );
  }

  private checkBuiltInVersion(file: ModFile, mod: ModMetadata, dep: Dependency, builtIn: BuiltIn): void {
    if (dep.ranges === null || builtIn.version === null) return;
    const msg = this.msg;
    if (dep.id === 'java') {
      this.checkJavaRange(file, mod, dep.ranges, dep.syntax);
      return;
    }
    const ok = dep.id === 'minecraft' ? satisfiesMinecraft(dep, builtIn.version) : satisfiesRange(dep, builtIn.version);
    if (ok !== false) return;
    if (dep.id === 'minecraft') {
      this.add(
        'error',
        'wrong-minecraft',
        msg.wrongMinecraft({
          mod: this.label(mod),
          modName: capEcho(mod.name || mod.id),
          range: msg.rangeText(dep.ranges),
          minecraft: builtIn.version,
        }),
        [file.path],
        [mod.id, 'minecraft'],
        file.path,
      );
      return;
    }
    this.add(
      'error',
      'dependency-version',
      msg.dependencyVersion({
        mod: this.label(mod),
        modName: capEcho(mod.name || mod.id),
        dependency: builtIn.label,
        dependencyName: builtIn.name,
        range: msg.rangeText(dep.ranges),
        present: builtIn.version,
      }),
      [file.path],
      [mod.id, dep.id],
    );
  }

  /** Java ranges are judged on the major only: they fail when no release of that major could satisfy them. */
  private checkJavaRange(
    file: ModFile,
    mod: ModMetadata,
    range: string | string[],
    syntax: Dependency['syntax'],
  ): void {
    const java = this.javaMajor();
    if (java === null) return;
    const ranges = typeof range === 'string' ? [range] : range;
    const dep: Dependency = { id: 'java', kind: 'required', ranges, syntax, side: 'both' };
    const low = satisfiesRange(dep, String(java.major));
    const high = satisfiesRange(dep, `${java.major}.999.999`);
    if (low !== false || high !== false) return;
    this.add(
      'error',
      'wrong-java',
      this.msg.wrongJava({
        mod: this.label(mod),
        modName: capEcho(mod.name || mod.id),
        range: ranges.join(' | '),
        java: java.major,
        minecraft: this.minecraft,
        inferred: java.inferred,
      }),
      [file.path],
      [mod.id, 'java'],
    );
  }

  private checkIncompatibility(file: ModFile, mod: ModMetadata, dep: Dependency): void {
    if (dep.unless !== undefined && this.isPresent(dep.unless)) return;
    const severity: Severity = dep.kind === 'breaks' ? 'error' : 'warning';
    const render = dep.kind === 'breaks' ? this.msg.breaks : this.msg.conflicts;
    const range = this.msg.rangeText(dep.ranges);
    const builtIn = this.builtIns.get(dep.id);
    if (builtIn) {
      if (builtIn.version === null) return;
      const ok =
        dep.id === 'minecraft' ? satisfiesMinecraft(dep, builtIn.version) : satisfiesRange(dep, builtIn.version);
      if (ok !== true) return;
      const code: ProblemCode =
        dep.id === 'minecraft' ? 'wrong-minecraft' : dep.kind === 'breaks' ? 'breaks' : 'conflicts';
      const other = dep.id === 'minecraft' ? builtIn.label : `${builtIn.label} ${builtIn.version}`;
      this.add(
        severity,
        code,
        render({ mod: this.label(mod), other, range }),
        [file.path],
        [mod.id, dep.id],
        dep.id === 'minecraft' ? file.path : undefined,
      );
      return;
    }
    const seen = new Set<ModFile>();
    const verdicts = new Map<string, boolean | null>();
    for (const p of this.providersOf(dep.id)) {
      if (p.file === file || seen.has(p.file)) continue;
      let verdict = verdicts.get(p.mod.version);
      if (verdict === undefined) verdicts.set(p.mod.version, (verdict = satisfiesRange(dep, p.mod.version)));
      if (verdict !== true) continue;
      seen.add(p.file);
      this.incompatible.record(dep.kind === 'breaks' ? 'breaks' : 'conflicts', dep.id, {
        file,
        mod,
        otherFile: p.file,
        otherMod: p.mod,
        otherNested: p.nested,
        range,
      });
    }
  }

  /** One problem per pair, or one per id when an id fans out past PAIR_LIMIT pairs (incompatibilityGroups.ts). */
  private reportIncompatibilities(): void {
    for (const group of this.incompatible.all()) {
      const severity: Severity = group.kind === 'breaks' ? 'error' : 'warning';
      if (group.pairs === null) {
        const files = uniquePaths([...group.declaring.keys(), ...group.providing.keys()].map((f) => f.path));
        this.add(severity, group.kind, groupedIncompatibilityMessage(this.msg, group), files, [group.id]);
        continue;
      }
      const render = (p: { mod: string; other: string; range: string }): string =>
        group.kind === 'breaks' ? this.msg.breaks(p) : this.msg.conflicts(p);
      for (const pair of group.pairs) {
        const other = `${this.label(pair.otherMod)}${pair.otherNested ? ` [${pair.otherFile.fileName}]` : ''}`;
        this.add(
          severity,
          group.kind,
          render({ mod: this.label(pair.mod), other, range: pair.range }),
          [pair.file.path, pair.otherFile.path],
          [pair.mod.id, pair.otherMod.id],
        );
      }
    }
  }

  private isPresent(id: string): boolean {
    return this.builtIns.has(id) || this.providersOf(id).length > 0;
  }

  // ---- JPMS module names -------------------------------------------------------------------------

  /** Forge/NeoForge 1.17+ derive a module name from the jar's file name when it declares none. */
  private checkModuleNames(): void {
    if (this.loader !== 'forge' && this.loader !== 'neoforge') return;
    const mc = this.minecraft;
    if (mc === null || normalizeMinecraftVersion(mc) === null || compareMinecraftVersions(mc, '1.17') < 0) return;
    for (const file of this.enabled) {
      if ((file.kind !== 'mod' && file.kind !== 'library') || file.automaticModuleName) continue;
      if (!/\.jar$/i.test(file.fileName)) continue;
      const problem = moduleNameProblem(file.fileName);
      if (problem === null) continue;
      this.add(
        'warning',
        'jpms-module-name',
        this.msg.jpmsModuleName({ file: file.fileName, reason: problem }),
        [file.path],
        uniqueIds(file.mods),
      );
    }
  }

  private label(mod: ModMetadata): string {
    return this.msg.modLabel(mod.name, mod.id, isUnknownVersion(mod.version) ? null : mod.version);
  }
}

// ---- Helpers -------------------------------------------------------------------------------------

function satisfiesRange(dep: Dependency, version: string): boolean | null {
  if (dep.ranges === null) return true;
  if (dep.syntax === 'fabric') return satisfiesFabric(version, dep.ranges);
  let unknown = false;
  for (const range of dep.ranges) {
    const ok = satisfiesMaven(version, range);
    if (ok === true) return true;
    if (ok === null) unknown = true;
  }
  return unknown ? null : dep.ranges.length === 0 ? null : false;
}

/**
 * Fabric predicates see the normalised Minecraft version, as Fabric Loader does. Maven ranges are judged only
 * for release names (`1.20.1`, `26.1`): Maven orders snapshots and pre-releases unlike Minecraft does.
 */
function satisfiesMinecraft(dep: Dependency, minecraft: string): boolean | null {
  if (dep.syntax === 'fabric') return satisfiesMinecraftPredicate(minecraft, dep.ranges);
  if (dep.ranges !== null && !/^\d+\.\d+(?:\.\d+)?$/.test(minecraft.trim())) return null;
  return satisfiesRange(dep, minecraft.trim());
}

/** Orders two copies of one mod so the one to keep sorts last: higher version, then newer file, then shorter name. */
function compareCopies(fa: ModFile, ma: ModMetadata, fb: ModFile, mb: ModMetadata): number {
  const v = compareModVersions(ma, mb);
  if (v !== 0) return v;
  if (fa.mtimeMs !== fb.mtimeMs) return fa.mtimeMs < fb.mtimeMs ? -1 : 1;
  if (fa.fileName.length !== fb.fileName.length) return fa.fileName.length > fb.fileName.length ? -1 : 1;
  return fa.path < fb.path ? 1 : fa.path > fb.path ? -1 : 0;
}

/** Version order of two copies of a mod with the syntax of their loader; 0 when it cannot be told. */
function compareModVersions(a: ModMetadata, b: ModMetadata): number {
  if (isUnknownVersion(a.version) || isUnknownVersion(b.version)) return 0;
  const fabricLike = (m: ModMetadata): boolean => m.loader === 'fabric' || m.loader === 'quilt';
  if (fabricLike(a) && fabricLike(b)) return compareFabricVersions(a.version, b.version) ?? 0;
  return Math.sign(compareMavenVersions(a.version, b.version));
}

const DASH_VERSION = /-([.\d]+)/;
const DASH_VERSION_ALL = /-([.\d]+)/g;

/**
 * Why the module name Forge's SecureJarHandler derives from a file name would fail (`JarMetadata.fromFileName`):
 * an empty name after dropping non-ASCII-alphanumerics, or a version part that Java cannot parse. Digit-leading
 * and keyword parts are fixed by SecureJarHandler (prefixed with `_`), so they are not problems.
 */
export function moduleNameProblem(fileName: string): 'empty' | 'version' | null {
  let fn = fileName;
  const dot = fn.lastIndexOf('.');
  if (dot > 0) fn = fn.slice(0, dot);
  let name = fn;
  const m = DASH_VERSION.exec(fn);
  if (m) {
    let version = fn.slice(m.index + 1);
    const last = version.charAt(version.length - 1);
    if (last === '.' || last === '+' || last === '-') {
      if (version.length === 1) return 'version';
      version = version.slice(0, -1);
    }
    if (!/^\d/.test(version)) return 'version';
    name = fn.replace(DASH_VERSION_ALL, '');
  }
  const cleaned = name
    .replace(/[^A-Za-z0-9]/g, '.')
    .replace(/\.{2,}/g, '.')
    .replace(/^\./, '')
    .replace(/\.$/, '');
  return cleaned.length === 0 ? 'empty' : null;
}

function uniqueIds(mods: ModMetadata[]): string[] {
  return [...new Set(mods.map((m) => m.id))];
}

function uniquePaths(paths: string[]): string[] {
  return [...new Set(paths)];
}

function compareProblems(a: Problem, b: Problem): number {
  const s = SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity];
  if (s !== 0) return s;
  if (a.code !== b.code) return a.code < b.code ? -1 : 1;
  const fa = a.files[0] ?? '';
  const fb = b.files[0] ?? '';
  if (fa !== fb) return fa < fb ? -1 : 1;
  return a.message < b.message ? -1 : a.message > b.message ? 1 : 0;
}
