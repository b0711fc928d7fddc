import type { RuleContext } from './crashRule';
import { libraryOfClass, libraryOfId } from './libraryMods';
import { listedModId } from './listedModId';
import { isGenericPackageWord } from './missingClassOwner';

/** Parts of mixin config and package names that name no mod (`sodium-common.mixins.json`, `…mods.sodium.mixin`). */
const NOT_A_MOD = new Set([
  'mixin',
  'mixins',
  'common',
  'client',
  'server',
  'fabric',
  'forge',
  'neoforge',
  'quilt',
  'compat',
  'core',
  'main',
  'json',
  'mod',
  'mods',
  'impl',
  'accessor',
  'accessors',
  'refmap',
  'late',
  'early',
  'init',
]);

/**
 * The mod id a mixin config belongs to: the installed jar that declares it (when the instance is known), else the
 * log's mod list entry its name holds, else a well-known library's id, else the first part of its name that is no
 * generic word (`create.mixins.json` → create, `mixins.sodium.json` → sodium, `fabric-lifecycle-events-v1.mixins.json`
 * → fabric-api).
 */
export function modOfMixinConfig(config: string, ctx: RuleContext): string | null {
  for (const jar of ctx.installed ?? []) {
    if (jar.mixinConfigs.includes(config) && jar.mods[0]) return jar.mods[0].id;
  }
  const base = config.replace(/\.json$/i, '');
  const whole = base.replace(/(?:^|[.-])mixins?(?=$|[.-])/g, '').replace(/^[.-]+|[.-]+$/g, '');
  const lib = libraryOfId(whole);
  if (lib) return lib.ids[0]!;
  if (whole && ctx.facts.mods.has(whole)) return whole;
  const parts = base.split(/[.-]/).filter((p) => p.length > 1 && !NOT_A_MOD.has(p.toLowerCase()) && !/^v\d+$/.test(p));
  for (const p of parts) if (ctx.facts.mods.has(p)) return p;
  // Two words joined by a dash are one mod's id (`sodium-extra.mixins.json` is Sodium Extra, not Sodium); a longer
  // dashed name keeps its first word (`iris-batched-entity-rendering` → iris), as does `alpha-api`.
  for (const segment of whole.split('.')) {
    const words = segment
      .split('-')
      .filter((p) => p.length > 1 && !NOT_A_MOD.has(p.toLowerCase()) && !/^(?:v\d+|api|lib|mc\d.*|\d.*)$/i.test(p));
    if (segment.includes('-') && words.length === 2) return words.join('-');
  }
  return parts[0] ?? null;
}

/** The mod a mixin class's package names (`me.jellysquid.mods.sodium.mixin.features.X` → sodium). */
export function modOfMixinClass(className: string, ctx: RuleContext): string | null {
  const lib = libraryOfClass(className);
  if (lib) return lib.ids[0]!;
  for (const jar of ctx.installed ?? []) {
    if (jar.packages.some((p) => className.startsWith(`${p}.`)) && jar.mods[0]) return jar.mods[0].id;
  }
  const segments = className.split('.');
  const at = segments.findIndex((s) => s === 'mixin' || s === 'mixins');
  for (let i = at - 1; i >= 1; i--) {
    const s = segments[i]!;
    if (!NOT_A_MOD.has(s.toLowerCase())) return s;
  }
  // A package that starts with the mod id itself (`carpet.mixins.ItemEntityMixin` → carpet), never a domain.
  const first = at >= 1 ? segments[0]! : '';
  return first.length >= 3 && !/^(?:com|net|org|dev|io|me|de|gg|xyz)$/.test(first) && !NOT_A_MOD.has(first)
    ? first
    : null;
}

/** One mod named by a mixin clause of a line, with the config or class it came from. */
export interface MixinMention {
  mod: string;
  config: string | null;
}

/**
 * The mods a line names as owners of mixins: `x.mixins.json:Cls from mod x`, `from mod x`, bare mixin configs, and
 * the other side of a conflict (`already redirected by y.mixins.json:Cls from mod y`, `merged by …`, `previously
 * written by …`), in order of appearance.
 */
export function mixinMentions(line: string, ctx: RuleContext): MixinMention[] {
  const out: MixinMention[] = [];
  const add = (named: string | null, config: string | null): void => {
    // Crash Assistant names jars, not ids (`from mod bobby-5.0.1.jar`, `from mod Multiworld-Forge-1.20.1.jar`, a
    // jar-in-jar `from mod fabric-api-0.92.6+1.11.14+1.20.1.jar!/META-INF/jarjar/…`): the file name without its
    // version and loader word is the mod.
    const mod =
      named && /\.jar$/i.test(named)
        ? named
            .replace(/\.jar$/i, '')
            .replace(/[-_+]v?\d[\w.+-]*$/, '')
            .replace(/[-_](?:fabric|forge|neoforge|quilt)$/i, '')
            .toLowerCase()
        : named;
    if (!mod || mod === 'minecraft' || out.some((m) => m.mod === mod)) return;
    out.push({ mod, config });
  };
  // The other side may be a mixin class alone: `merged by me.jellysquid.mods.sodium.mixin.X`, `previously written by …`.
  // An injector that cannot inject into a method another mixin merged is described by its handler (`@At("INVOKE") on
  // net/minecraft/X::alpha$onTick with priority 1000 cannot inject into … merged by …`): mods prefix their handlers
  // with their id (Mixin's own `handler$abc000$alpha$onTick` too), which names the injecting side.
  // Mixin 0.8.4 and older put `from mod x` after the handler (`a.mixins.json:M->@Redirect::h(La/B;)Z from mod a with
  // priority 1000`), newer ones right after the class: both name the config's mod.
  const clause =
    /(?<![\w.-])([\w.-]+\.json)(?::([\w.$]+))?(?:->@\w+::[\w$<>]+\([^\s()]*\)[^\s,]*)?(?:\s+from mod (\w(?:[\w.]|-(?!>)|\+(?=[\w.+-]{0,80}\.jar\b))*))?|from mod (\w(?:[\w.]|-(?!>)|\+(?=[\w.+-]{0,80}\.jar\b))*)|(?:merged|written|overwritten|modified) by ([a-z_][\w$]*(?:\.[\w$]+){2,})(?![\w.$-]*\.json)|\bon [\w/$.]{1,200}::(?:[a-z]\w*\$[a-z]{3}\d{3}\$)?([a-z][a-z0-9_]{1,40})\$[\w$]+ with priority/g;
  for (const m of line.matchAll(clause)) {
    if (m[6]) {
      if (!GENERATED_HANDLER.test(m[6])) add(m[6], null);
    } else if (m[5]) add(modOfMixinClass(m[5], ctx), null);
    else if (m[4]) add(m[4], null);
    // A config is named for mixins (`x.mixins.json`), or Mixin itself says whose it is (`net.kyrptonaught.kyrptconfig.json:
    // Cls->@Redirect::h… from mod kyrptconfig`): any file name then.
    else if ((m[3] !== undefined || /mixin/i.test(m[1]!)) && !/refmap/i.test(m[1]!))
      add(m[3] ?? modOfMixinConfig(m[1]!, ctx), m[1]!);
  }
  return out;
}

/** Prefixes Mixin and MixinExtras give generated handler names, never a mod's id. */
const GENERATED_HANDLER = /^(?:handler|redirect|modify|localvar|constant|args|lambda|access|md\w*|mixinextras\w*)$/;

/** Clauses naming the other side of a mixin conflict. */
export const CONFLICT_CLAUSE =
  /already redirected by|merged by|previously (?:written|merged|overwritten) by|already (?:overwritten|modified) by|conflicts? with/;

/** Words of a mixin config's or class's name that mark compatibility code written for another mod. */
const COMPAT_WORD = /^(?:compat|compatibility|integration|integrations|interop|support)$/;
/** Packages of the game and the loaders, never another mod's. */
const GAME_PACKAGE = /^(?:net\.minecraft|com\.mojang|net\.minecraftforge|net\.neoforged|net\.fabricmc|org\.quiltmc)\./;

/**
 * The other mod a failing mixin of `owned` was written for, named by the mixin config's or class's own name and
 * confirmed by the failure: the word is a package word of the target class (`maidsoulkitchen.mixins.json:drinkbeer.
 * BarrelAccessor -> lekavar.lma.drinkbeer.…`), or, for a target in the game's code, the word follows a compat word
 * (`optifabric.compat.carpet.…mixins.json`, `…mixin.compat.sodium.M`) and the mod list or the library table has that
 * mod. Such a mixin fails when the two mods' versions do not fit together. Null otherwise.
 */
export function compatModOfMixin(
  ctx: RuleContext,
  owned: string,
  names: readonly string[],
  target: string | null,
): string | null {
  const bare = (text: string): string => text.toLowerCase().replace(/[-_.]/g, '');
  const targetName = target?.replace(/\//g, '.') ?? '';
  const inGame = targetName === '' || GAME_PACKAGE.test(`${targetName}.`);
  const targetWords = inGame ? [] : targetName.split('.').slice(0, -1).map(bare);
  for (const name of names) {
    // A class's own (last) name is no package word; a config's words all count.
    const words = name.replace(/\.json$/i, '').split(/[./]/);
    const parts = /\.json$/i.test(name) ? words.flatMap((w) => w.split('-')) : words.slice(0, -1);
    for (let i = 0; i < parts.length; i++) {
      const word = parts[i]!;
      if (!/^[a-z][a-z0-9_]{2,40}$/.test(word) || NOT_A_MOD.has(word) || isGenericPackageWord(word)) continue;
      if (bare(word) === bare(owned) || /^(?:mixins?|extra|new|old|api)$/.test(word)) continue;
      if (!inGame && targetWords.includes(bare(word))) return libraryOfId(word)?.ids[0] ?? word;
      if (inGame && i > 0 && COMPAT_WORD.test(parts[i - 1]!)) {
        const listed = listedModId(ctx, word);
        const lib = libraryOfId(word);
        if (listed ?? lib) return listed ?? lib!.ids[0]!;
      }
    }
  }
  return null;
}
