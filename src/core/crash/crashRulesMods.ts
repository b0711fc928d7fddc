import { configParseHit } from './crashRulesPasted';
import { modSectionBelow, modSectionOf, type ModSection } from './forgeModSections';
import {
  CONFLICT_CLAUSE,
  compatModOfMixin,
  mixinMentions,
  modOfMixinClass,
  modOfMixinConfig,
  type MixinMention,
} from './mixinOwners';
import {
  findForward,
  messageHit,
  messageOf,
  modLabel,
  textHit,
  type CrashRule,
  type RuleContext,
  type RuleHit,
} from './crashRule';
import { CrashRuleMessages as M } from '../crashTexts/crashRuleMessages';
import { libraryOfClass, libraryOfId, loaderOfClass, type LibraryMod } from './libraryMods';
import { libraryOrPlatformOfClass } from './addonPlatforms';
import { modOfUnknownClass, modIdOfClass } from './missingClassOwner';
import { linkageCaller } from './linkageCaller';
import { listedModId } from './listedModId';
import { postedMods } from './postedMods';
import { libraryOnThisLoader } from './libraryOnThisLoader';

/** The mod a mixin failure names, and the mixin config it came from, looking at the line and the few after it. */
function mixinOwner(ctx: RuleContext, index: number): { mod: string | null; config: string | null; lines: number[] } {
  const end = Math.min(ctx.log.lineCount, index + 40);
  let mod: string | null = null;
  let config: string | null = null;
  const lines: number[] = [index];
  for (let i = index; i < end && (mod === null || config === null); i++) {
    const text = ctx.log.line(i);
    // A conflict clause below the failure names the other side of the conflict, not the owner.
    if (i !== index && CONFLICT_CLAUSE.test(text)) continue;
    const byMod = /(?:from mod|for mod) (\w(?:[\w.]|-(?!>))*)/.exec(text);
    const cfg = mixinConfigIn(text, true);
    if (byMod && mod === null && byMod[1] !== 'minecraft') {
      mod = byMod[1]!;
      if (i !== index) lines.push(i);
    }
    if (cfg && config === null && !/refmap/.test(cfg)) {
      config = cfg;
      if (i !== index && !lines.includes(i)) lines.push(i);
    }
  }
  if (mod === null && config === null) {
    // Mixin logs a mixin it rejects as `x.mixins.json:M from mod x: <message>` and the exception with the same message
    // on the next line (`…InvalidMixinException: <message>`), a bare prefix line (`[12:00:00] [main/ERROR]:`) at most
    // between them: that line names the mod and the config.
    const said = /throwables\.\w+Exception: (.{12,60})/.exec(ctx.log.line(index))?.[1];
    for (let i = index - 1; said && i >= Math.max(0, index - 3); i--) {
      const above = /(?:^|\s)([\w.-]+\.json):[\w.$]+(?: from mod (\w(?:[\w.]|-(?!>))*))?: (.+)$/.exec(ctx.log.line(i));
      if (above && !/refmap/.test(above[1]!) && above[3]!.startsWith(said))
        return { mod: above[2] ?? null, config: above[1]!, lines: [index, i] };
    }
    // `InvalidMixinException: @Shadow field X was not located in the target class T. Using refmap y-refmap.json`
    // names neither mod nor config: the refmap is named by the mod's build after the mod (`y-refmap.json`,
    // `y.refmap.json`), and the mod list (when there is one) confirms it.
    const refmap = /Using refmap ([\w.-]+?)[-.]refmap\.json/.exec(ctx.log.line(index))?.[1];
    if (refmap && refmap.length >= 3) {
      const listed = listedModId(ctx, refmap);
      if (listed || ctx.facts.mods.size === 0) return { mod: listed ?? refmap, config: null, lines };
    }
    // A later echo of the failure (the crash report's copy) names no mod: take the nearest earlier mixin failure's.
    for (let i = index - 1; i >= Math.max(0, index - 300); i--) {
      const text = ctx.log.line(i);
      if (!/Mixin apply|MixinApplyError|FAILED during|mixin\.injection\.throwables/.test(text)) continue;
      const byMod = /(?:from mod|for mod) (\w(?:[\w.]|-(?!>))*)/.exec(text);
      const cfg = mixinConfigIn(text, false);
      if (byMod || cfg) return { mod: byMod?.[1] ?? null, config: cfg, lines: [index, i] };
    }
  }
  return { mod, config, lines };
}

/**
 * The target of a mixin failure that a paste wrapped onto the next lines (`Mixin apply for mod x failed` / `x.mixins.
 * json:M from mod x` / `-> a.b.Target:`), read from the three lines under `index` that carry no log prefix.
 */
function wrappedTarget(ctx: RuleContext, index: number): { target: string; line: number } | null {
  for (let i = index + 1; i < Math.min(ctx.log.lineCount, index + 4); i++) {
    const text = ctx.log.line(i);
    if (/^\s*(?:at |\[|Caused by)/.test(text)) return null;
    const to = /(?:^|\s)-> (?![\w.-]+\.json\b)([\w$]+(?:[./][\w$]+)+)/.exec(text)?.[1];
    if (to) return { target: to, line: i };
  }
  return null;
}

/** The mixin config and the mixin classes (`x.mixins.json:pkg.Cls`) the lines of a failure name. */
function mixinNamesOn(ctx: RuleContext, lines: readonly number[], config: string | null): string[] {
  const names = config ? [config] : [];
  for (const i of lines)
    for (const m of ctx.log.line(i).matchAll(/(?<![\w.-])[\w.-]+\.json:([\w.$]+)/g)) names.push(m[1]!);
  return names;
}

/**
 * The first mixin config file named in `text`: a `.json` token with a `.mixin`/`.mixins` part (`create.mixins.json`),
 * else (when `loose`) any `.json` token containing "mixin". Tokens are found once each, so the cost is linear.
 */
function mixinConfigIn(text: string, loose: boolean): string | null {
  let fallback: string | null = null;
  for (const m of text.matchAll(/(?<![\w.-])[\w.-]+\.json/g)) {
    const token = m[0];
    if (/\.mixins?(?:\.|$)/.test(token.slice(0, -'.json'.length))) return token;
    if (loose && fallback === null && /mixin/i.test(token)) fallback = token;
  }
  return fallback;
}

/** How a conflict clause says the two mixins clash, as a message parameter rendered per locale. */
function conflictKind(line: string): string {
  if (/redirect/i.test(line)) return 'redirect';
  if (/merged by/.test(line)) return 'merge';
  if (/overwritten|written by/.test(line)) return 'overwrite';
  return 'conflict';
}

/**
 * The other mod of a conflict with `mod`'s mixin: a conflict clause in the failure's own lines (the next three),
 * else a conflict line within 40 lines below or 400 above that names `mod` or its config.
 */
function conflictWith(
  ctx: RuleContext,
  index: number,
  mod: string,
  config: string | null,
): { mention: MixinMention; line: number; how: string } | null {
  const look = (i: number, own: boolean): { mention: MixinMention; line: number; how: string } | null => {
    const text = ctx.log.line(i);
    if (!CONFLICT_CLAUSE.test(text)) return null;
    const mentions = mixinMentions(text, ctx);
    // A clause in the failure's own lines needs not repeat the owner; a warning elsewhere must name it.
    if (!own && !mentions.some((m) => m.mod === mod || (config !== null && m.config === config))) return null;
    const other = mentions.find((m) => m.mod !== mod && (config === null || m.config !== config));
    return other ? { mention: other, line: i, how: conflictKind(text) } : null;
  };
  for (let i = index; i < Math.min(ctx.log.lineCount, index + 40); i++) {
    const found = look(i, i < index + 4);
    if (found) return found;
  }
  for (let i = index - 1; i >= Math.max(0, index - 400); i--) {
    const found = look(i, false);
    if (found) return found;
  }
  return null;
}

/**
 * The conflict warning a mixin failure that names no mod follows (or precedes, in a crash report's copy): within 400
 * lines above or 40 below, the one naming the failed target class (`net/minecraft/class_465` in its descriptors) first,
 * else the nearest; it must name two mods.
 */
function conflictNear(
  ctx: RuleContext,
  index: number,
  target: string | null,
): { mentions: [MixinMention, MixinMention]; line: number } | null {
  const slashed = target && target.length > 'net.minecraft.'.length + 2 ? target.replace(/\./g, '/') : null;
  let nearest: { mentions: [MixinMention, MixinMention]; line: number } | null = null;
  const from = Math.max(0, index - 400);
  const to = Math.min(ctx.log.lineCount, index + 40);
  const order: number[] = [];
  for (let i = index - 1; i >= from; i--) order.push(i);
  for (let i = index + 1; i < to; i++) order.push(i);
  for (const i of order) {
    const text = ctx.log.line(i);
    if (!CONFLICT_CLAUSE.test(text) && !/conflict\. Skipping/.test(text)) continue;
    const mentions = mixinMentions(text, ctx);
    if (mentions.length < 2) continue;
    const found = { mentions: [mentions[0]!, mentions[1]!] as [MixinMention, MixinMention], line: i };
    if (slashed && text.includes(slashed)) return found;
    nearest ??= found;
  }
  return nearest;
}

const OPTIFINE_FORGE_METHODS = [
  'SpriteContents.<init>',
  'RenderSystem.getBackendDescription',
  'BakedQuad.<init>',
  'ForgeGui.renderSelectedItemName',
  'DistanceManager.',
  'Font.ellipsize',
  "'java.lang.Class sun.misc.Unsafe.defineAnonymousClass",
  'ChunkManager$ProxyTicketManager.shouldForceTicks',
];

/**
 * The missing method as `line` names it, for the table entry `key` that matched it: the whole `Class.member` when
 * the key is only a class (`DistanceManager.` → `DistanceManager.addRegionTicket`), the key itself otherwise.
 */
function shownMethod(line: string, key: string): string {
  const bare = key.replace(/^'/, '');
  if (!bare.endsWith('.')) return bare;
  const at = line.indexOf(bare);
  const member = /^[\w$<>]+/.exec(line.slice(at + bare.length))?.[0];
  return member ? `${bare}${member}` : bare.slice(0, -1);
}

/** The first line holding one of `spellings` (-1 when none does). */
function lineNaming(ctx: RuleContext, spellings: readonly string[]): number {
  const offsets = spellings.map((w) => ctx.log.indexOf(w)).filter((o) => o >= 0);
  return offsets.length > 0 ? ctx.log.lineIndexAt(Math.min(...offsets)) : -1;
}

/** Whether `line` is the NoSuchMethodError of a Forge or game method that OptiFine's patched classes lack. */
export function isOptiFineForgeBreak(line: string): boolean {
  return /NoSuchMethodError/.test(line) && OPTIFINE_FORGE_METHODS.some((m) => line.includes(m));
}

/** Whether the first stack frame within three lines after `index` runs OptiFine's own code (`optifine.`, `net.optifine.`). */
function firstFrameIsOptiFine(ctx: RuleContext, index: number): boolean {
  for (let i = index + 1; i < Math.min(ctx.log.lineCount, index + 4); i++) {
    const frame = /^\s*at ([^(]+)/.exec(ctx.log.line(i));
    if (frame) return /(?:^|[/\s])(?:net\.)?optifine\.[\w$.<>]+$/.test(frame[1]!.trim());
  }
  return false;
}

/** Mixin, OptiFine, shader and overlay rules (rows 32–37). */
/** The Forge servers that also run Bukkit plugins (hybrids), by a word or a package of their own code. */
const HYBRID_SERVERS: [RegExp, string][] = [
  [/\barclight\b|\bio[./]izzel[./]arclight\b/i, 'Arclight'],
  [/\byouer\b|\bcom[./]mohistmc[./]youer\b/i, 'Youer'],
  [/\bmohist\b|\bcom[./]mohistmc\b/i, 'Mohist'],
  [/\bketting\b|\borg[./]kettingpowered\b/i, 'Ketting'],
  [/\borg[./]magmafoundation\b|\bMagma (?:server|version|\d)/, 'Magma'],
];

/**
 * A hybrid server under a mixin's `LVT … has incompatible changes` failure: Bukkit's or Spigot's types in the `Found:`
 * locals (`Lorg/bukkit/…;`, cut as `Lorg/bukki` in a paste), or a hybrid named within 60 lines around. Its patches
 * changed the method for its Bukkit layer; the server is named when the log names it.
 */
function hybridServerNear(
  ctx: RuleContext,
  index: number,
  foundLine: number,
): { server: string; line: number; bukkitTypes: boolean } | null {
  const bukkitTypes = foundLine >= 0 && /\bL(?:org\/bukki|org\/spigotmc\/)/.test(ctx.log.line(foundLine));
  const start = Math.max(0, index - 60);
  const end = Math.min(ctx.log.lineCount, index + 61);
  for (let i = start; i < end; i++) {
    const text = ctx.log.line(i);
    for (const [pattern, server] of HYBRID_SERVERS)
      if (pattern.test(text)) return { server, line: bukkitTypes ? foundLine : i, bukkitTypes };
  }
  return bukkitTypes ? { server: '', line: foundLine, bukkitTypes } : null;
}

export const modRules: CrashRule[] = [
  {
    id: 'mixin-failure',
    row: 32,
    title: 'A mixin failed to apply',
    severity: 'error',
    advice:
      'The mod that owns the mixin is incompatible with this Minecraft, loader or another mod: update or remove it.',
    confidence: 0.9,
    triggers: [
      'Mixin apply for mod',
      'Mixin apply failed',
      'Mixin prepare failed',
      'Mixin prepare for mod',
      'was loaded too early',
      'MixinApplyError',
      'MixinTransformerError',
      'mixin.injection.throwables.',
      'throwables.InvalidMixinException: ',
      'FAILED during APPLY',
      'FAILED during PREPARE',
      'Mixin transformation of',
      // Mixin's own words for a required injector that failed, logged without the exception's class name.
      'Critical injection failure: ',
      // An @Overwrite narrower than its target (`M from mod x cannot reduce visibiliy of PUBLIC target method`, Mixin's
      // spelling): another mod widened the method (an access widener or transformer), and the mixin no longer fits.
      'cannot reduce visibil',
    ],
    match(ctx, index, line) {
      if (/^\s*at /.test(line)) return null;
      // `Static binding violation: … cannot reduce visibiliy of PUBLIC target method, visibility will be upgraded.` is
      // Mixin's warning for an instance method it widens itself: harmless (only a static one stops the mixin).
      if (/cannot reduce visibil/.test(line) && /visibility will be upgraded|\/WARN\]/.test(line)) return null;
      // A bare `InvalidMixinException: …` line (no other trigger on it) counts only when it names the mod (its refmap,
      // config or `from mod`) and is no warning: a mixin that is not required only warns when it fails, and a client
      // mixin refused on a server (`Cannot load class … in environment type SERVER`) is client-mod-on-server's.
      const bareInvalid =
        /throwables\.InvalidMixinException: /.test(line) &&
        !/Mixin (?:apply|prepare)|MixinApplyError|MixinTransformerError|mixin\.injection\.throwables\.|FAILED during|Mixin transformation of|loaded too early/.test(
          line,
        );
      if (bareInvalid && (/\/WARN\]/.test(line) || /in environment type/.test(line))) return null;
      // `MixinTargetAlreadyLoadedException: … x.mixins.json:M from mod x target T was loaded too early`: something
      // loaded T before mixins could apply (another mod's early entrypoint or mixin plugin, a library): the mod whose
      // mixin it is only suffers it, so it is named in the text and not blamed.
      const early =
        /(?:^|\s)([\w.-]+\.json):([\w.$]+)(?: from mod ([\w.-]+))? target ([\w.$/]+) was loaded too early/.exec(line);
      if (early) {
        const victim = early[3] ?? modOfMixinConfig(early[1]!, ctx) ?? '';
        return messageHit({
          key: `early:${early[4]}`,
          lines: [index],
          message: {
            id: 'mixinTargetLoadedEarly',
            params: { mod: victim, config: early[1]!, target: early[4]!.replace(/\//g, '.') },
          },
        });
      }
      // Its `Mixin prepare for mod x failed … MixinTargetAlreadyLoadedException` header gives way to the sentence below.
      if (/MixinTargetAlreadyLoadedException\s*$/.test(line)) {
        for (let i = index + 1; i < Math.min(ctx.log.lineCount, index + 4); i++)
          if (/was loaded too early/.test(ctx.log.line(i))) return null;
      }
      const owner = mixinOwner(ctx, index);
      // `Mixin apply failed x.mixins.json:M -> target` names the target; never the `-> config.json:Mixin` of Mixin's
      // phase trail (`[PREINJECT Applicator Phase -> a.mixins.json:…`); `… in target.` before the trail names it too.
      const target =
        /(?:apply failed|FAILED during \w+)[^>]*-> ([\w.$/]+)/.exec(line)?.[1] ??
        /-> (?![\w.-]+\.json\b)([\w$]+(?:[./][\w$]+)+)/.exec(line)?.[1] ??
        /Mixin transformation of (\S+) failed/.exec(line)?.[1] ??
        / in (net[./]minecraft[./][\w.$/]+?)\.? (?:Using refmap|No refMap|\[)/.exec(line)?.[1] ??
        / in ([\w.$]+)\. Using refmap/.exec(line)?.[1] ??
        / in the target class ([\w.$/]+?)\.? (?:Using refmap|No refMap|\[|$)/.exec(line)?.[1] ??
        // `Super class 'a.B' of M was not found in the hierarchy of target class 'c/D'`.
        / of target class '([\w.$/]+)'/.exec(line)?.[1];
      const mixinClass = /Mixin \[[\w.-]+\.json:([\w.$]+)\]/.exec(line)?.[1];
      const owned =
        owner.mod ??
        (owner.config ? modOfMixinConfig(owner.config, ctx) : null) ??
        (mixinClass ? modOfMixinClass(mixinClass, ctx) : null);
      if (owned === null && bareInvalid) return null;
      if (owned !== null) {
        const conflict = conflictWith(ctx, index, owned, owner.config);
        if (conflict) {
          return messageHit({
            key: [owned, conflict.mention.mod].sort().join('+'),
            mods: [owned, conflict.mention.mod],
            lines: [...owner.lines, conflict.line].filter((l, i, all) => all.indexOf(l) === i),
            stackFrom: index,
            message: {
              id: 'mixinConflict',
              params: {
                a: `'${owned}'`,
                b: `'${conflict.mention.mod}'`,
                aConfig: owner.config ?? '',
                bConfig: conflict.mention.config ?? '',
                target: target ?? '',
                how: conflict.how,
              },
            },
          });
        }
        // The mixin patches a class of a well-known library or add-on platform (`… was not located in the target class
        // me.jellysquid.mods.sodium.…`, `@Mixin target com.simibubi.create.… was not found`, on this line or a
        // `Caused by:` right under it): the mod was built for another version of that library or platform.
        const into = intoOtherVersion(ctx, index, target ?? null, owned);
        if (into)
          return messageHit({
            key: `into-version:${owned}`,
            mods: [owned, into.lib.ids[0]!],
            names: { [into.lib.ids[0]!]: into.lib.name },
            lines: [...owner.lines, into.line, ...(into.named !== null ? [into.named] : [])].filter(
              (l, i, all) => all.indexOf(l) === i,
            ),
            stackFrom: index,
            message: {
              id: 'mixinIntoOtherVersion',
              params: {
                mod: `'${owned}'`,
                library: into.lib.name,
                url: into.lib.url,
                config: owner.config ?? '',
                target: into.target,
              },
            },
          });
        // The mixin's target is a method OptiFine adds to the game's class (`… does not match target in
        // net/minecraft/class_309::charTypedOptifine`): the mod's OptiFine-compatibility mixin does not fit the OptiFine
        // (OptiFabric, OptiForge) installed, so the two clash.
        const optifineAt = [index, index + 1].find(
          (i) => i < ctx.log.lineCount && /(?:::|\$)\w*Optifine\w*|\bnet[./]optifine[./]/.test(ctx.log.line(i)),
        );
        if (optifineAt !== undefined && owned !== 'optifine')
          return messageHit({
            key: `optifine:${owned}`,
            mods: [owned, 'optifine'],
            lines: [...owner.lines, optifineAt].filter((l, i, all) => all.indexOf(l) === i),
            stackFrom: index,
            message: {
              id: 'mixinIntoOptiFine',
              params: {
                mod: `'${owned}'`,
                config: owner.config ?? '',
                target:
                  /(?:::|\$)(\w*Optifine\w*)/.exec(ctx.log.line(optifineAt))?.[1] ??
                  /\bnet[./]optifine[./][\w./$]+/.exec(ctx.log.line(optifineAt))?.[0] ??
                  '',
              },
            },
          });
        // `Critical injection failure: LVT in T::m has incompatible changes … Expected: [Z] Found: [Lother/mod/Type;]`:
        // the mixin reads the method's local variables, and another mod's patch changed them (a type of that mod's
        // package stands where the mixin expects its own): the two mods clash over the method.
        const locals = /\bLVT in ([\w/$]+)::[\w$<>]+\(.*has incompatible changes/.exec(line);
        const foundLine = locals ? findForward(ctx, index, 4, /^\s*Found: \[/) : -1;
        const foreign =
          foundLine >= 0
            ? [...ctx.log.line(foundLine).matchAll(/L([\w$]+(?:\/[\w$]+)+);/g)]
                .map((t) => t[1]!.replace(/\//g, '.'))
                .find((t) => !/^(?:java|javax|jdk|net\.minecraft|com\.mojang|org\.spongepowered)\./.test(t))
            : undefined;
        const hybrid = locals ? hybridServerNear(ctx, index, foundLine) : null;
        if (locals && hybrid)
          return messageHit({
            key: `hybrid:${owned}`,
            mods: [owned],
            lines: [...owner.lines, foundLine, hybrid.line].filter((l, i, all) => l >= 0 && all.indexOf(l) === i),
            stackFrom: index,
            message: {
              id: 'mixinOnHybridServer',
              params: {
                mod: `'${owned}'`,
                config: owner.config ?? '',
                target: locals[1]!.replace(/\//g, '.'),
                server: hybrid.server,
                bukkit: hybrid.bukkitTypes ? 'yes' : '',
              },
            },
          });
        if (locals && foreign) {
          const other = modOfUnknownClass(foreign)?.id;
          return messageHit({
            key: `locals:${owned}`,
            mods: other && other !== owned ? [owned, other] : [owned],
            lines: [...owner.lines, foundLine].filter((l, i, all) => all.indexOf(l) === i),
            stackFrom: index,
            message: {
              id: 'mixinLocalsChanged',
              params: {
                mod: `'${owned}'`,
                config: owner.config ?? '',
                target: locals[1]!.replace(/\//g, '.'),
                type: foreign,
                package: foreign.replace(/\.[^.]+$/, ''),
                other: other && other !== owned ? `'${other}'` : '',
              },
            },
          });
        }
        // The locals differ with no other mod's type among them: the method was rewritten by something that keeps to the
        // game's types (OptiFine through OptiFabric or OptiForge, most often), or the mod is for another Minecraft.
        if (locals) {
          const seen = findForward(ctx, -1, ctx.log.lineCount + 1, /optifabric|optiforge|optifine/i);
          const rewrites =
            seen < 0 ? '' : (/optifabric|optiforge/i.exec(ctx.log.line(seen))?.[0]?.toLowerCase() ?? 'optifine');
          return messageHit({
            key: `locals:${owned}`,
            mods: rewrites ? [owned, rewrites] : [owned],
            lines: [...owner.lines, foundLine, seen].filter((l, i, all) => l >= 0 && all.indexOf(l) === i),
            stackFrom: index,
            message: {
              id: 'mixinLocalsDiffer',
              params: {
                mod: `'${owned}'`,
                config: owner.config ?? '',
                target: locals[1]!.replace(/\//g, '.'),
                rewriter: rewrites ? `'${rewrites}'` : '',
              },
            },
          });
        }
        // Compatibility code for another mod (its config or class names that mod, and the target class or the mod list
        // confirms it): the two mods' versions do not fit together, so both are named.
        const wrapped = target ? null : wrappedTarget(ctx, index);
        const compat = compatModOfMixin(
          ctx,
          owned,
          mixinNamesOn(ctx, owner.lines, owner.config),
          target ?? wrapped?.target ?? null,
        );
        if (compat)
          return messageHit({
            key: `compat:${owned}+${compat}`,
            mods: [owned, compat],
            lines: [...owner.lines, ...(wrapped ? [wrapped.line] : [])].filter((l, i, all) => all.indexOf(l) === i),
            stackFrom: index,
            message: {
              id: 'mixinCompatFailed',
              params: {
                mod: `'${owned}'`,
                other: `'${compat}'`,
                config: owner.config ?? '',
                target: target ?? wrapped?.target ?? '',
              },
            },
          });
        // A mixin of Fabric API (or Quilted Fabric API) itself: the library is built for one exact Minecraft version and
        // no other mod is named in the clash, so its build and the game's code disagree (a build for another version,
        // or an instance switched to another Minecraft in place that kept the old version's mappings).
        // OptiFine (through OptiFabric) and Connector rewrite the game's classes themselves: with either in the mod list
        // or in sight, they are the likelier reason and the generic message stays.
        const platform = libraryOfId(owned);
        const rewriter =
          ['optifabric', 'optifine', 'connector'].some((id) => ctx.facts.mods.has(id)) ||
          findForward(ctx, Math.max(-1, index - 41), 81, /optifabric|OptiFine|sinytra|connector-\d/i) >= 0;
        if (platform && (platform.ids.includes('fabric-api') || platform.ids.includes('qsl')) && !rewriter)
          return messageHit({
            key: owned,
            mods: [owned],
            lines: owner.lines,
            stackFrom: index,
            message: {
              id: 'platformMixinFailed',
              params: {
                library: platform.name,
                mod: `'${owned}'`,
                config: owner.config ?? '',
                target: target ?? '',
              },
            },
          });
        return messageHit({
          key: owned,
          mods: [owned],
          lines: owner.lines,
          stackFrom: index,
          message: {
            id: 'mixinOwned',
            params: { mod: `'${owned}'`, config: owner.config ?? '', target: target ?? '' },
          },
        });
      }
      // A failure that names no mod (`Mixin transformation of X failed`, `MixinTransformerError`) after a conflict
      // warning (`@Redirect conflict. Skipping a… from mod a, already redirected by b… from mod b`): that pair.
      const pair = conflictNear(ctx, index, target ?? null);
      if (pair) {
        const [a, b] = pair.mentions;
        return mixinConflictHit(a, b, [index, pair.line], target ?? '', conflictKind(ctx.log.line(pair.line)), index);
      }
      // Nothing names the mod, but the target is a known mod's own class: a mod that patches that mod is out of step.
      // A class of a mod that is no known library counts too, the mod read from its package (missingClassOwner.ts):
      // named in the text only, never blamed, since its add-on is what is out of step.
      const intoLib = target ? libraryOfClass(target.replace(/\//g, '.')) : null;
      const intoMod = target && !intoLib ? modOfUnknownClass(target) : null;
      const into = intoLib?.name ?? (intoMod ? `'${intoMod.id}'` : null);
      if (into && !owner.config)
        return messageHit({
          key: `into:${intoLib?.ids[0] ?? intoMod!.id}`,
          lines: owner.lines,
          stackFrom: index,
          message: { id: 'mixinIntoMod', params: { library: into, target: target! } },
        });
      const key = owner.config ?? 'mixin';
      // Nothing in the log names the mod: the mods the person names beside the error (jar names in a sentence, a
      // version list, postedMods.ts) are the ones to update, the libraries among them last.
      const posted = owner.config ? [] : postedMods(ctx).slice(0, 3);
      const named = posted.map((p) => `'${p.id}'${p.version ? ` ${p.version}` : ''}`).join(', ');
      const hit: RuleHit = textHit({
        key,
        mods: posted.map((p) => p.id),
        texts: {
          detail: M.mixinFailed({ config: owner.config ?? '', target: target ?? '', posted: named }),
          advice: M.mixinFailedAdvice({ posted: named }),
        },
        lines: [...owner.lines, ...posted.map((p) => p.line)].filter((l, i, all) => all.indexOf(l) === i),
        stackFrom: index,
        ...(owner.config ? { names: { [`mixin:${owner.config}`]: owner.config } } : {}),
      });
      return hit;
    },
    supersedes: ['stack-culprit', 'no-such-method', 'no-class-def', 'mixin-conflict'],
  },
  {
    // Mixin's warnings `@Mixin target X was not found cfg.mixins.json:M`: a mixin of cfg's mod patches class X, which is
    // not there. For a class of an optional mod that is not installed these are harmless (a compat mixin that stays
    // off), so the finding needs two or more of one mod's mixins missing their targets in one well-known library or
    // add-on platform, and a mod list that has that library (or none to check): then the mod's build expects another
    // version of the library (Oculus 1.6.4 on Rubidium 0.7, Create 0.5 add-ons on Create 6). A warning below errors.
    id: 'mixin-targets-missing',
    row: 0,
    title: "A mod's mixins do not find their targets in a library",
    severity: 'warning',
    advice: 'Install the builds of the mod and the library made for each other.',
    confidence: 0.4,
    triggers: ['@Mixin target '],
    match(ctx, index, line) {
      const first = MIXIN_TARGET_MISSING.exec(line);
      if (!first) return null;
      const lib = libraryOrPlatformOfClass(first[1]!);
      const mod = lib ? modOfMixinConfig(first[2]!, ctx) : null;
      if (!lib || !mod || lib.ids.includes(mod.toLowerCase())) return null;
      const listed = ctx.facts.mods.size > 0 || (ctx.installed?.length ?? 0) > 0;
      const present =
        lib.ids.some((id) => ctx.facts.mods.has(id)) ||
        (ctx.installed ?? []).some((f) => f.mods.some((m) => lib.ids.includes(m.id)));
      if (listed && !present) return null;
      // Only the first of the mod's lines reports, with the others it finds among the next 200 lines.
      for (let i = Math.max(0, index - 200); i < index; i++) {
        const m = MIXIN_TARGET_MISSING.exec(ctx.log.line(i));
        if (m && libraryOrPlatformOfClass(m[1]!) === lib && modOfMixinConfig(m[2]!, ctx) === mod) return null;
      }
      const lines = [index];
      const targets = new Set([first[1]!.replace(/\//g, '.')]);
      for (let i = index + 1; i < Math.min(ctx.log.lineCount, index + 200) && lines.length < 6; i++) {
        const m = MIXIN_TARGET_MISSING.exec(ctx.log.line(i));
        if (!m || libraryOrPlatformOfClass(m[1]!) !== lib || modOfMixinConfig(m[2]!, ctx) !== mod) continue;
        lines.push(i);
        targets.add(m[1]!.replace(/\//g, '.'));
      }
      if (targets.size < 2) return null;
      const here = libraryOnThisLoader(ctx, lib, first[1]!, index);
      const named = here.lib;
      return messageHit({
        key: `${mod}>${named.ids[0]}`,
        mods: [mod, named.ids[0]!],
        names: { [named.ids[0]!]: named.name },
        lines: here.line !== null && !lines.includes(here.line) ? [...lines, here.line] : lines,
        confidence: present ? 0.6 : 0.4,
        message: {
          id: 'mixinTargetsMissing',
          params: {
            mod: `'${mod}'`,
            library: named.name,
            config: first[2]!,
            count: String(targets.size),
            targets: [...targets].slice(0, 3).join(', '),
            present: present ? 'yes' : '',
          },
        },
      });
    },
  },
  {
    // Mixin runs each config's plugin (its IMixinConfigPlugin) before applying anything; an exception there is
    // logged as `Error encountered during mixin config <step> step '<config>': <message>` with the plugin's stack
    // under it. The config's mod is what failed (a build that breaks on this loader or with this mod set).
    id: 'mixin-plugin-failed',
    row: 0,
    title: "A mod's mixin plugin failed while starting",
    severity: 'error',
    advice: 'Update (or roll back) the mod that owns the mixin config.',
    confidence: 0.8,
    triggers: ['Error encountered during mixin config ', 'Error loading companion plugin class'],
    match(ctx, index, line) {
      // Mixin could not load the plugin class itself (`Error loading companion plugin class [a.b.mixin.Plugin] for
      // mixin config [x.mixins.json]. The plugin may be out of date: …`, often cut after the class): its mod is named by
      // the config, else by the plugin's package.
      const companion =
        /Error loading companion plugin class \[([\w.$]+)\](?: for mixin config \[([\w.-]+\.json)\])?/.exec(line);
      if (companion) {
        const mod = companion[2] ? modOfMixinConfig(companion[2], ctx) : modOfMixinClass(companion[1]!, ctx);
        if (!mod) return null;
        const error = /out of date: ([\w.$]+)/.exec(line)?.[1] ?? '';
        // The plugin's own class not found: the jar lacks it (a broken or incomplete build), no settings file involved.
        const missing = /ClassNotFoundException|NoClassDefFoundError/.test(error) ? 'yes' : '';
        return textHit({
          key: companion[2] ?? companion[1]!,
          mods: [mod],
          texts: {
            title: M.mixinCompanionPluginTitle({ mod: `'${mod}'` }),
            detail: M.mixinCompanionPlugin({ mod: `'${mod}'`, plugin: companion[1]!, error, missing }),
            advice: M.mixinCompanionPluginAdvice({ mod: `'${mod}'`, missing }),
          },
          lines: [index],
          stackFrom: index,
        });
      }
      const m = /Error encountered during mixin config (\w+) step ?'([\w.-]+\.json)'/.exec(line);
      if (!m) return null;
      const mod = modOfMixinConfig(m[2]!, ctx);
      if (!mod) return null;
      const errorLine = findForward(ctx, index, 2, /^\s*(?:Caused by: )?[\w.$]+(?:Exception|Error)\b/);
      const error = errorLine >= 0 ? /([\w.$]+(?:Exception|Error))\b/.exec(ctx.log.line(errorLine))![1]! : 'an error';
      return textHit({
        key: m[2]!,
        mods: [mod],
        texts: {
          detail: M.mixinPluginFailed({ mod: `'${mod}'`, config: m[2]!, step: m[1]!, error }),
          advice: M.mixinPluginFailedAdvice({ mod: `'${mod}'` }),
        },
        lines: errorLine >= 0 ? [index, errorLine] : [index],
        stackFrom: index,
      });
    },
    supersedes: ['stack-culprit'],
  },
  {
    id: 'mixin-conflict',
    row: 0,
    title: 'Two mods change the same code with mixins',
    severity: 'warning',
    advice: 'Update both mods to versions made to work together, or remove one of them.',
    confidence: 0.6,
    triggers: [
      'already redirected by',
      'merged by',
      'previously written by',
      'conflict. Skipping',
      'due to conflicts with',
    ],
    match(ctx, index, line) {
      if (!CONFLICT_CLAUSE.test(line) && !/conflict\. Skipping/.test(line)) return null;
      const joined = conflictWrappedAbove(ctx, index, line);
      const text = joined?.text ?? line;
      const mentions = mixinMentions(text, ctx);
      if (mentions.length < 2) return null;
      const [a, b] = mentions as [MixinMention, MixinMention];
      const lines = joined ? joined.lines : [index];
      const hit = mixinConflictHit(a, b, lines, /->\s*@?\w+::?([\w$<>]+)/.exec(text)?.[1] ?? '', conflictKind(text));
      // An injector refused by a method another mixin merged (`… cannot inject into X merged by Y`) is Mixin's
      // InvalidInjectionException: the failure itself, not a warning.
      if (/cannot inject into/.test(text)) return { ...hit, severity: 'error', confidence: 0.85 };
      // The game stops within a few lines of the warning: the skipped mixin left one mod's change half made, and
      // the clash is the likeliest cause of the crash (an entrypoint that failed right after only carried it:
      // fabric-entrypoint ranks itself below). Ranked below a clear machine fault such as running out of memory.
      if (findForward(ctx, index, 5, CRASH_FOLLOWS) >= 0) return { ...hit, severity: 'error', confidence: 0.85 };
      return hit;
    },
  },
  {
    id: 'mixinbootstrap-missing',
    row: 33,
    title: 'MixinBootstrap is missing',
    severity: 'error',
    advice: 'Install MixinBootstrap (or another mixin loader) for Forge 1.12.2 and older.',
    confidence: 0.9,
    // Forge 1.14–1.16.3 shipped no Mixin: a mod that needs it says so in the exception it throws when loaded
    // (`This is an expected crash because MixinBootstrap isn't (properly) installed`, `Mixins not found! Please
    // install MixinBootstrap mod!`), under the loader's line naming that mod.
    triggers: [
      'ClassNotFoundException: org.spongepowered.asm.launch.MixinTweaker',
      "MixinBootstrap isn't",
      'MixinBootstrap is not',
      'install MixinBootstrap',
      'Install MixinBootstrap',
    ],
    match(ctx, index, line) {
      if (line.includes('org.spongepowered.asm.launch.MixinTweaker'))
        return textHit({ key: 'mixinbootstrap', texts: { detail: M.mixinBootstrapMissing({}) }, lines: [index] });
      // Only the exception a mod throws says so (`…Exception: … install MixinBootstrap …`); a log line of
      // MixinBootstrap's own or a mod's advice is no failure.
      if (
        !/(?:Exception|Error): /.test(line) ||
        !/MixinBootstrap (?:isn't|is not) \(?properly\)? ?instal|[Ii]nstall (?:the )?MixinBootstrap\b(?! updates)/.test(
          line,
        )
      )
        return null;
      // The mod that threw it: the loader's line right above (`Failed to create mod instance. ModID: x`,
      // `Caught exception from X (x)`, `X (x) has failed to load correctly`), or a frame's mod module.
      for (let i = index - 1; i >= Math.max(0, index - 3); i--) {
        const above = ctx.log.line(i);
        const id =
          /Failed to create mod instance\. ModID: ([^,\s]+)/.exec(above)?.[1] ??
          /Caught exception from .*?\(([^()\s]+)\)\s*$/.exec(above)?.[1] ??
          /\(([^()\s]+)\) has failed to load correctly/.exec(above)?.[1];
        if (id)
          return textHit({
            key: `mixinbootstrap:${id}`,
            mods: [id],
            texts: { detail: M.mixinBootstrapNeededBy({ mod: id }), advice: M.mixinBootstrapAdvice({}) },
            lines: [i, index],
          });
      }
      // Else the mod whose code threw it: the first frame below (`at com.qouteall.immersive_portals.ModMain.
      // checkMixinState`).
      const thrower = linkageCaller(ctx, index, null);
      if (thrower)
        return textHit({
          key: `mixinbootstrap:${thrower.id}`,
          mods: [thrower.id],
          texts: { detail: M.mixinBootstrapNeededBy({ mod: thrower.id }), advice: M.mixinBootstrapAdvice({}) },
          lines: [index, thrower.line],
        });
      return textHit({
        key: 'mixinbootstrap',
        texts: { detail: M.mixinBootstrapNeeded({}), advice: M.mixinBootstrapAdvice({}) },
        lines: [index],
      });
    },
    supersedes: ['forge-mod-crash', 'stack-culprit'],
  },
  {
    id: 'optifine-forge-mismatch',
    row: 34,
    title: 'OptiFine does not match this Forge version',
    severity: 'error',
    advice: "Install the OptiFine build made for this Forge version (see OptiFine's changelog), or remove OptiFine.",
    confidence: 0.85,
    triggers: [
      'java.lang.NoSuchMethodError',
      'TRANSFORMER/net.optifine/net.optifine.reflect.Reflector.<clinit>',
      'OptiFine',
    ],
    match(ctx, index, line) {
      const method = OPTIFINE_FORGE_METHODS.find((m) => line.includes(m));
      const reflector = line.includes('net.optifine.reflect.Reflector.<clinit>');
      const lower = line.toLowerCase();
      const at = lower.indexOf('the mod file ');
      const notFound =
        at >= 0 && lower.includes('optifine', at) && lower.indexOf('has mods that were not found', at) >= 0;
      // A loader or game method missing under OptiFine's own first frame (`NoSuchMethodError: …Jar.<init>(…)` then
      // `at LAYER SERVICE/optifine/optifine.OptiFineJar.<init>`): OptiFine calls what this loader build lacks.
      const ownFrame = !method && /NoSuchMethodError/.test(line) && firstFrameIsOptiFine(ctx, index);
      if (!(method && /NoSuchMethodError/.test(line)) && !reflector && !notFound && !ownFrame) return null;
      if (ownFrame && ctx.facts.loader?.type === 'neoforge')
        return textHit({
          key: 'optifine',
          mods: ['optifine'],
          names: { optifine: 'OptiFine' },
          texts: {
            title: M.optifineNeoforgeTitle({}),
            detail: M.optifineNeoforge({}),
            advice: M.optifineNeoforgeAdvice({}),
          },
          lines: [index, index + 1],
        });
      // OptiFine is named only with a line that shows it (its own frame or file, `xf:OptiFine`, a version line); the
      // missing method alone tells what broke, not that OptiFine is there.
      const shown = /optifine/i.test(line) ? index : lineNaming(ctx, ['OptiFine', 'optifine', 'Optifine']);
      return textHit({
        key: 'optifine',
        mods: shown >= 0 ? ['optifine'] : [],
        names: { optifine: 'OptiFine' },
        texts: { detail: M.optifineForge({ method: method ? shownMethod(line, method) : '' }) },
        lines: shown >= 0 && shown !== index ? [index, shown] : [index],
      });
    },
    supersedes: ['no-such-method', 'stack-culprit'],
  },
  {
    id: 'optifine-incompatible',
    row: 35,
    title: 'OptiFine is incompatible with this loader or a mod',
    severity: 'error',
    advice: 'Remove OptiFine (use Embeddium/Sodium + Oculus/Iris instead), or the mod that clashes with it.',
    confidence: 0.85,
    triggers: [
      'Invalid Services found OptiFine',
      'multipart.js function render',
      'Redirector OnisOnLadder',
      'outside of image bounds',
      'jade.mixins.json:GameRendererMixin',
      'cannot be cast to',
    ],
    match(_ctx, index, line) {
      // An object of OptiFine's own class where the game's was expected (`ChunkCacheOF cannot be cast to IWorld`):
      // OptiFine replaced a game object that a mod (or Forge) relies on.
      const cast = /\b(?:class )?(net\.optifine\.[\w.$]+) cannot be cast to (?:class )?([\w.$]+)/.exec(line);
      if (cast)
        return textHit({
          key: `cast:${cast[1]}`,
          mods: ['optifine'],
          names: { optifine: 'OptiFine' },
          texts: { detail: M.optifineCast({ cls: cast[1]!, target: cast[2]! }) },
          lines: [index],
          stackFrom: index,
        });
      if (line.includes('cannot be cast to')) return null;
      let other: string | null = null;
      if (/multipart\.js/.test(line)) other = 'forge multipart';
      else if (/OnisOnLadder/.test(line)) other = 'performant';
      else if (/outside of image bounds/.test(line)) other = 'twilightforest';
      else if (/jade\.mixins/.test(line)) other = 'jade';
      const neo = /Invalid Services found OptiFine/.test(line);
      return textHit({
        key: other ?? 'neoforge',
        mods: other && other !== 'forge multipart' ? ['optifine', other] : ['optifine'],
        names: { optifine: 'OptiFine' },
        texts: {
          detail: neo
            ? M.optifineNeoforge({})
            : other === 'twilightforest'
              ? M.optifineTwilightForest({})
              : M.optifineWith({ mod: String(other) }),
        },
        lines: [index],
      });
    },
    supersedes: ['mixin-failure', 'stack-culprit'],
  },
  {
    id: 'shaders-mod-with-optifine',
    row: 36,
    title: 'Shaders Mod installed next to OptiFine',
    severity: 'error',
    advice: 'Remove Shaders Mod: OptiFine has built-in shader support.',
    confidence: 0.95,
    triggers: ['Shaders Mod detected. Please remove it'],
    match(_ctx, index) {
      return textHit({ key: 'shadersmod', texts: { detail: M.shadersModWithOptifine({}) }, lines: [index] });
    },
  },
  {
    id: 'rtss-sodium',
    row: 37,
    title: 'RivaTuner Statistics Server breaks Sodium',
    severity: 'error',
    advice: 'Close RivaTuner Statistics Server (RTSS, bundled with MSI Afterburner) or disable its overlay for Java.',
    confidence: 0.95,
    triggers: ['RivaTuner Statistics Server (RTSS) is not compatible with Sodium', 'RTSS'],
    match(_ctx, index, line) {
      if (!line.includes('RivaTuner') && !(/RTSS\b/.test(line) && line.includes('Sodium'))) return null;
      return textHit({ key: 'rtss', mods: ['sodium'], texts: { detail: M.rtssSodium({}) }, lines: [index] });
    },
  },
  {
    id: 'config-corrupt',
    row: 40,
    title: 'A mod config file is corrupt',
    severity: 'error',
    advice: 'Back up and delete the named config file (the mod recreates it), or install NightConfigFixes.',
    confidence: 0.9,
    triggers: [
      'Failed loading config file',
      'ParsingException: Not enough data available',
      'Failed to load config file',
      'JsonSyntaxException',
      'MalformedJsonException',
      'nightconfig.core.io.ParsingException',
      'Failed to load config',
      'Failed to read config',
      'Could not load config',
      'ParsingException.notEnoughData(',
      'ConfigFileTypeHandler.lambda$reader$',
    ],
    match(ctx, index, line) {
      if (/^\s*at /.test(line)) return configFrameHit(ctx, index, line);
      const m = /Failed loading config file (\S+) of type (\S+) for modid (\S+)/.exec(line);
      if (m) {
        const file = m[1]!.replace(/^.*[\\/]/, '');
        return textHit({
          key: `${m[3]}:${file}`,
          mods: [m[3]!],
          texts: {
            detail: M.configUnreadable({ type: m[2]!, file, mod: m[3]! }),
            advice: M.configUnreadableAdvice({ file, mod: m[3]! }),
          },
          lines: [index],
        });
      }
      if (/Not enough data available/.test(line)) {
        const near = findForward(ctx, Math.max(0, index - 30), 60, /Failed loading config file|\.toml/);
        const file = near >= 0 ? /(?<![\w.-])([\w-][\w.-]*\.toml)(?![\w.])/.exec(ctx.log.line(near))?.[1] : undefined;
        const section = modSectionOf(ctx, index);
        if (section) return configOfModHit(section, file ?? '', near >= 0 && near !== index ? [index, near] : [index]);
        return textHit({
          key: 'nightconfig',
          texts: { detail: M.configTruncated({ file: file ?? '' }), advice: M.configTruncatedAdvice({}) },
          lines: near >= 0 && near !== index ? [index, near] : [index],
        });
      }
      const parsed = configParseHit(ctx, index);
      if (parsed) return parsed;
      const night = /nightconfig\.core\.io\.ParsingException: (.+)$/.exec(line);
      if (night) return nightConfigSyntaxHit(ctx, index, night[1]!);
      const generic = /Failed to load config file (\S+)/.exec(line);
      if (generic)
        return textHit({
          key: generic[1]!,
          texts: { detail: M.configNotLoaded({ file: generic[1]! }) },
          lines: [index],
        });
      return null;
    },
  },
  {
    id: 'fabric-renderer-missing',
    row: 0,
    title: 'No Fabric Renderer API implementation (Indium missing)',
    severity: 'error',
    advice:
      'With Sodium before 0.6, install Indium (the version for your Sodium); or update Sodium, or remove the mod that needs the renderer (often Continuity).',
    confidence: 0.85,
    triggers: [
      'RendererAccess.getRenderer()" is null',
      'RendererAccess.INSTANCE.getRenderer()" is null',
      'rendering API',
      'Rendering API',
      'renderer API',
      'Renderer API',
    ],
    match(_ctx, index, line) {
      // A mod's own check that refuses to start without the API (Supplementaries' `UnsupportedModError: You seem to
      // have installed Sodium which breaks fabric rendering API. To fix you must install Indium …`): the exception
      // line names Indium as the fix; the mod that threw is the one that needs it.
      if (
        /(?:Error|Exception): .{0,200}\b[Rr]ender(?:ing|er) API\b/.test(line) &&
        /\binstall(?:ed)? Indium\b/i.test(line)
      ) {
        const thrower = /([a-z][\w]*(?:\.[a-z][\w]*)+)\.[A-Z][\w$]*(?:Error|Exception)\b/.exec(line)?.[1];
        const by = thrower ? modOfUnknownClass(`${thrower}.X`)?.id : undefined;
        return textHit({
          key: 'renderer',
          mods: by ? ['indium', by] : ['indium'],
          texts: { detail: M.fabricRendererIndiumAsked({ mod: by ? `'${by}'` : '' }) },
          lines: [index],
        });
      }
      const call = /Cannot invoke "net\.fabricmc\.fabric\.api\.renderer\.v1\.(Renderer\.\w+\(\))"/.exec(line)?.[1];
      if (!call) return null;
      return textHit({
        key: 'renderer',
        mods: [],
        texts: { detail: M.fabricRendererMissing({ call }) },
        lines: [index],
      });
    },
    supersedes: ['stack-culprit'],
  },
  {
    // Minecraft (1.20 on) checks every block state's shapes: a block with a collision shape and an offset type (the
    // random nudge of flowers and crops) must be marked `dynamicShape`. The block's id names the mod that registers it.
    id: 'block-not-dynamic-shape',
    row: 0,
    title: "A mod's block has an offset but is not marked dynamicShape",
    severity: 'error',
    advice: 'Update the mod that adds the block named in the error, or remove it until it is fixed.',
    confidence: 0.85,
    triggers: ['but is not marked as dynamicShape'],
    match(_ctx, index, line) {
      const m =
        /([a-z0-9_.-]+):([a-z0-9_./-]+) has a collision shape and an offset type, but is not marked as dynamicShape/.exec(
          line,
        );
      if (!m || m[1] === 'minecraft') return null;
      return textHit({
        key: `${m[1]}:${m[2]}`,
        mods: [m[1]!],
        texts: {
          detail: M.blockNotDynamicShape({ block: `${m[1]}:${m[2]}`, mod: m[1]! }),
          advice: M.blockNotDynamicShapeAdvice({ mod: m[1]! }),
        },
        lines: [index],
        stackFrom: index,
      });
    },
  },
  {
    id: 'entity-renderer-missing',
    row: 0,
    title: 'An entity has no renderer',
    severity: 'error',
    advice:
      'Install the same mods (and versions) on this client as on the server or world; update the mod that adds the entity, or remove it (back up the world first).',
    confidence: 0.7,
    triggers: ['renderer.entity.EntityRenderer.', 'net.minecraft.class_897.'],
    match(_ctx, index, line) {
      // `Cannot invoke "net.minecraft.client.renderer.entity.EntityRenderer.m_5523_(…)" because "entityrenderer" is
      // null`: the dispatcher found no renderer for the entity's type (Fabric's intermediary name is class_897).
      const m =
        /Cannot invoke "net\.minecraft\.(?:client\.renderer\.entity\.EntityRenderer|class_897)\.([\w$]+)\([^"]{0,400}\)" because "[\w$]*renderer[\w$]*" is null/i.exec(
          line,
        );
      if (!m) return null;
      return textHit({
        key: 'entity-renderer',
        texts: { detail: M.entityRendererMissing({ call: `EntityRenderer.${m[1]}()` }) },
        lines: [index],
        stackFrom: index,
      });
    },
  },
  {
    // GeckoLib's own words for a model or animation file a mod asked for and that is not there or unreadable
    // (`GeckoLibException: alpha:geo/beast.geo.json: Could not find model`, GeckoLib 4's `…: Unable to find model`,
    // `Could not find animation file`, `Unsupported geometry json version`): the resource's namespace is the mod that
    // owns the file. GeckoLib's own example models (`geckolib3:geo/creeper.geo.json`, a development run) and a
    // namespace of `null` (a mod's registration error, seen only while developing) name no mod.
    id: 'geckolib-resource-missing',
    row: 0,
    title: "A mod's GeckoLib model or animation file is missing",
    severity: 'error',
    advice: 'Reinstall or update the mod that owns the file; if it stays, report it to its author.',
    confidence: 0.85,
    triggers: ['GeckoLibException', 'GeoModelException'],
    match(_ctx, index, line) {
      if (/^\s*at /.test(line)) return null;
      const at = line.search(/(?:GeckoLibException|GeoModelException)/);
      const m =
        /^(?:GeckoLibException|GeoModelException)\**:? ([a-z0-9_.-]{1,64}):([a-z0-9_./-]{1,200}\.json): ([^.\r\n]{3,80})/.exec(
          line.slice(at, at + 600),
        );
      if (!m || /^(?:geckolib3?|minecraft|null)$/.test(m[1]!)) return null;
      const mod = m[1]!;
      return textHit({
        key: `gecko:${mod}`,
        mods: [mod],
        texts: {
          detail: M.geckoResourceMissing({ mod, resource: `${mod}:${m[2]}`, what: m[3]!.trim() }),
          advice: M.geckoResourceMissingAdvice({ mod }),
        },
        lines: [index],
        stackFrom: index,
      });
    },
  },
  {
    // Java's helpful NullPointerException on a call into a mod's own config data (`Cannot invoke
    // "a.b.alpha.config.data.EntryData.toData(…)" because the return value of "java.util.Map.get(Object)" is null`):
    // the mod looked up an entry its config files do not hold, so they are outdated or damaged. The mod is the package
    // word right before `config` (the mod's own name there, after any domain and author words); the game's, the
    // loaders' and the JVM's classes name none.
    id: 'mod-config-data-null',
    row: 0,
    title: "A mod's config data lacks an entry",
    severity: 'error',
    advice: "Back up, then delete the mod's config so it writes a fresh one; if it stays, update the mod.",
    confidence: 0.75,
    triggers: ['NullPointerException: Cannot '],
    match(_ctx, index, line) {
      if (/^\s*at /.test(line)) return null;
      const at = line.indexOf('NullPointerException: Cannot ');
      const m =
        /^NullPointerException: Cannot [^"]{1,60}"((?:[a-z_][\w$]{0,60}\.){1,12}config\.(?:[a-z_][\w$]{0,60}\.){0,6}[A-Z][\w$]{0,80}\.[\w$]{1,80})\([^"]{0,400}\)" because (?:the return value of "([^"]{1,300})"|"[^"]{1,200}") is null/.exec(
          line.slice(at, at + 1400),
        );
      if (!m) return null;
      const call = m[1]!;
      if (
        /^(?:net\.minecraft|com\.mojang|net\.minecraftforge|net\.neoforged|net\.fabricmc|org\.quiltmc|java|javax|jdk|sun)\./.test(
          call,
        )
      )
        return null;
      // A well-known library's config classes (a config library's API) are not the config of the mod at fault.
      if (libraryOfClass(call.replace(/\.[^.]+$/, ''))) return null;
      const words = call.split('.');
      const mod = words[words.indexOf('config') - 1]!.toLowerCase();
      // A library's config classes (`spawnlib.config.…`, named so by convention) hold data other mods register: the
      // mod whose lookup found nothing is not known from the line, so none is named (the receiver is not blamed).
      if (
        mod.length < 3 ||
        /^(?:common|core|api|lib|mod|mods|util|utils|client|server|main|forge|fabric|neoforge)$/.test(mod) ||
        /(?:lib|api|core)$/.test(mod)
      )
        return null;
      return textHit({
        key: `config-data:${mod}`,
        mods: [mod],
        texts: {
          detail: M.modConfigDataNull({ mod, call: `${call}()`, source: m[2] ?? '' }),
          advice: M.modConfigDataNullAdvice({ mod }),
        },
        lines: [index],
        stackFrom: index,
      });
    },
  },
  {
    // Java's helpful NullPointerException names the null it tripped on. When that is a static field of a mod's class
    // (`… because "somemod.client.Shaders.GLOW" is null`), that mod used something it never set up, and a pasted
    // one-liner (a launcher's `The game crashed whilst … Error: …`) with no stack names the mod only there. A receiver
    // class (`Cannot invoke "lib.Thing.run()"`) is not blamed: the caller passed the null. With frames below the line
    // the stack names the mod instead.
    id: 'null-mod-field',
    row: 0,
    title: "A mod's field was null",
    severity: 'error',
    advice: 'Update the mod named; if the crash stays, report it to its author with the full crash report.',
    confidence: 0.6,
    triggers: ['NullPointerException: Cannot '],
    match(ctx, index, line) {
      if (/^\s*at /.test(line)) return null;
      // Java's message is short: the part after its start is read (a pathological line stays linear).
      const at = line.indexOf('NullPointerException: Cannot ');
      // Or a mod's method that returned null on the mod's own class (`Cannot invoke "mod.api.A.b()" because the return
      // value of "mod.api.C.d()" is null`): both classes one mod's, that mod handed itself a null.
      const r =
        /^NullPointerException: Cannot [^"]{1,60}"([^"]{1,400})" because (the return value of )?"((?:[a-z_][\w$]{0,60}\.){1,12}[A-Z][\w$]{0,80})\.([\w$]{1,80})(\(\))?" is null/.exec(
          line.slice(at, at + 1200),
        );
      if (!r) return null;
      const returned = r[2] !== undefined;
      const m = [r[0], r[3]!, r[4]!] as const;
      for (let i = index + 1; i <= Math.min(ctx.log.lineCount - 1, index + 3); i++)
        if (/^\s*at /.test(ctx.log.line(i))) return null;
      const cls = m[1];
      // The game's, the loaders' and the JVM's own fields name no mod.
      if (
        /^(?:net\.minecraft|com\.mojang|net\.minecraftforge|net\.neoforged|net\.fabricmc|org\.quiltmc|java|javax|jdk|sun)\./.test(
          cls,
        )
      )
        return null;
      const words = cls.toLowerCase().split('.');
      const listed = [...ctx.facts.mods.keys()].find(
        (id) =>
          !/^(?:minecraft|forge|neoforge|fabricloader|java|mcp|fml)$/.test(id) && words.includes(id.toLowerCase()),
      );
      const ownerOf = (c: string): string | null =>
        libraryOrPlatformOfClass(c)?.ids[0] ?? modOfUnknownClass(c)?.id ?? null;
      const mod = listed ?? ownerOf(cls);
      if (mod === null) return null;
      if (returned) {
        const invoked = /^([\w$.]+)\.[\w$<>]+\(/.exec(r[1]!)?.[1];
        if (!invoked || (ownerOf(invoked) !== mod && !invoked.toLowerCase().split('.').includes(mod.toLowerCase())))
          return null;
      }
      return textHit({
        key: `null-field:${cls}.${m[2]}`,
        mods: [mod],
        texts: {
          ...(returned ? { title: M.nullModReturnTitle({ mod }) } : {}),
          detail: returned
            ? M.nullModReturn({ method: `${cls}.${m[2]}()`, mod })
            : M.nullModField({ field: `${cls}.${m[2]}`, mod }),
        },
        lines: [index],
      });
    },
  },
  {
    id: 'mod-payload-codec',
    row: 0,
    title: "A mod's network packet failed",
    severity: 'error',
    advice:
      'Update the mod named (the same version on the server and every client); if it stays, report it to its author with the log.',
    confidence: 0.8,
    triggers: ['custom payload '],
    match(_ctx, index, line) {
      // `Failed encoding custom payload enderstorage:network: java.lang.IndexOutOfBoundsException: …` (1.20.5+): the
      // channel's namespace is the mod that wrote or read the payload; `minecraft:` and loader channels name no mod.
      const m =
        /Failed (encoding|decoding) custom payload ([a-z0-9_.-]{1,64}):([a-z0-9_./-]{1,120}?):?(?:\s+(.{1,200}))?$/.exec(
          line.trimEnd(),
        );
      if (!m || /^(?:minecraft|c|fabric|neoforge|forge|fml)$/.test(m[2]!)) return null;
      const reason = /([\w$]+(?:Exception|Error))\b/.exec(m[4] ?? '')?.[1] ?? '';
      return textHit({
        key: m[2]!,
        mods: [m[2]!],
        texts: {
          detail: M.modPayloadCodec({ mod: m[2]!, channel: `${m[2]}:${m[3]}`, verb: m[1]!, reason }),
        },
        lines: [index],
      });
    },
    supersedes: ['stack-culprit'],
  },
  {
    id: 'class-cast-between-mods',
    row: 0,
    title: "Two mods' classes clash",
    severity: 'error',
    advice:
      'Update both mods to versions made for each other; if one already contains what the other adds, remove the extra one.',
    confidence: 0.75,
    triggers: ['cannot be cast to'],
    match(ctx, index, line) {
      const m = /ClassCastException: (?:class )?([\w$.]+) cannot be cast to (?:class )?([\w$.]+)/.exec(line);
      if (!m || /^\s*at /.test(line)) return null;
      // A cast inside the bytecode library itself (`java.util.ArrayList cannot be cast to …asm.tree.AnnotationNode`):
      // Mixin read a mod's mixin annotations written by a newer Mixin than the one the loader ships.
      if (/^org\.objectweb\.asm\./.test(m[1]!) || /^org\.objectweb\.asm\./.test(m[2]!))
        return messageHit({
          key: 'asm-cast',
          lines: [index],
          stackFrom: index,
          confidence: 0.8,
          message: { id: 'mixinNewerThanLoader', params: { what: `${m[1]!} → ${m[2]!}` } },
        });
      // Only a cast between classes of two different mods (or libraries) says which two clash; a cast involving the
      // game's, a loader's or the JVM's classes is an ordinary crash of the code on the stack.
      const owner = (cls: string): string | null => modIdOfClass(cls);
      const a = owner(m[1]!);
      const b = owner(m[2]!);
      // A game object cast to a mod's own class by that mod's own code (the first frame below): that mod's code is
      // what failed, whichever mod called it further down.
      if (a === null && b !== null && /^net\.minecraft\./.test(m[1]!)) {
        const frame = /^\s*at ([\w$.]+)\.[\w$<>]+\(/.exec(ctx.log.line(index + 1))?.[1];
        if (!frame || owner(frame) !== b) return null;
        return textHit({
          key: `self:${b}`,
          mods: [b],
          texts: {
            title: M.classCastInOwnModTitle({ mod: b }),
            detail: M.classCastInOwnMod({ mod: b, from: m[1]!, to: m[2]! }),
            advice: M.classCastInOwnModAdvice({ mod: b }),
          },
          lines: [index, index + 1],
          stackFrom: index,
        });
      }
      if (a === null || b === null || a === b) return null;
      // Cast to the other mod's API type (`….api.…`) in code that is not the first mod's, or in a capability lookup
      // below (`getCapability`, `LazyOptional`): the first mod handed out its object as a capability or API type of
      // the other that it does not implement (a block entity answering every capability with its own handler).
      const site = ctx.log.line(index + 1);
      const capability =
        (/\.api\./.test(m[2]!) && /^\s*at /.test(site) && !atModFrame(site, a, owner)) ||
        [1, 2, 3].some((d) =>
          /^\s*at .*(?:\.getCapability\(|LazyOptional\.|Capability\.)/.test(ctx.log.line(index + d)),
        );
      if (capability)
        return textHit({
          key: `${a}+${b}`,
          mods: [a, b],
          texts: {
            title: M.capabilityCastTitle({ a: `'${a}'`, b: `'${b}'` }),
            detail: M.capabilityCast({ a: `'${a}'`, b: `'${b}'`, from: m[1]!, to: m[2]! }),
            advice: M.capabilityCastAdvice({ a: `'${a}'`, b: `'${b}'` }),
          },
          lines: [index, ...(/^\s*at /.test(site) ? [index + 1] : [])],
          stackFrom: index,
        });
      return textHit({
        key: `${a}+${b}`,
        mods: [a, b],
        texts: { detail: M.classCastBetweenMods({ a: `'${a}'`, b: `'${b}'`, from: m[1]!, to: m[2]! }) },
        lines: [index],
        stackFrom: index,
      });
    },
    supersedes: ['stack-culprit'],
  },
  {
    id: 'class-verify-error',
    row: 0,
    title: 'A class was rewritten into invalid code',
    severity: 'error',
    advice:
      'Update the coremods listed in the report, or remove them one at a time to find the one that breaks the class.',
    confidence: 0.8,
    triggers: ['java.lang.VerifyError'],
    match(ctx, index, line) {
      if (/^\s*at /.test(line)) return null;
      const found = verifyDetails(ctx, index, line);
      if (found === null) return null;
      const { cls, reason, types, lines } = found;
      // The class Java refused is a mod's own: that mod's code is what is invalid (damaged, or for another version).
      const owner = cls.replace(/\.[^.]+$/, '');
      const ownMod = /^(?:net\.minecraft|com\.mojang|net\.minecraftforge|cpw\.mods|net\.neoforged)\./.test(owner)
        ? null
        : modIdOfClass(owner);
      // A game class whose invalid code uses a mod's class: that mod's transformer wrote the code (a game class never
      // refers to a mod's classes by itself).
      const foreign = ownMod
        ? null
        : (types
            .map((t) => ({ t, id: libraryOfClass(t)?.ids[0] ?? modOfUnknownClass(t)?.id }))
            .find((x) => x.id !== undefined) ?? null);
      const mod = ownMod ?? foreign?.id ?? null;
      const coremod = mod && !ownMod ? coremodLine(ctx, mod) : null;
      const params = {
        cls,
        reason: reason.slice(0, 200),
        mod: mod ? `'${mod}'` : '',
        type: foreign?.t ?? '',
        own: ownMod ? 'yes' : '',
        coremod: coremod?.text ?? '',
      };
      return textHit({
        key: `verify:${cls}`,
        ...(mod ? { mods: [mod] } : {}),
        texts: {
          ...(mod && !ownMod ? { title: M.classVerifyTitle({ mod: `'${mod}'` }) } : {}),
          detail: M.classVerify(params),
          advice: M.classVerifyAdvice({ mod: params.mod, own: params.own }),
        },
        lines: [index, ...lines, ...(coremod ? [coremod.line] : [])],
        stackFrom: index,
      });
    },
    supersedes: ['stack-culprit'],
  },
  {
    id: 'registry-key-clash',
    row: 47,
    title: 'Two mods register the same key',
    severity: 'error',
    advice: 'The mod owning that namespace clashes with another mod: update or remove one of them.',
    confidence: 0.7,
    triggers: ['Multiple entries with same key:'],
    match(ctx, index, line) {
      const m = /Multiple entries with same key: ([^=\s]+)=/.exec(line);
      const ns = m?.[1]?.includes(':') ? m[1].split(':')[0]! : null;
      const inLog = ns !== null && ns !== 'minecraft' && ctx.facts.mods.has(ns);
      return textHit({
        key: m?.[1] ?? 'key',
        mods: inLog ? [ns] : [],
        texts: {
          detail: M.registryKeyClash({
            key: m ? String(m[1]) : '',
            mod: inLog ? modLabel(ns, ctx.facts.mods.get(ns)?.name) : '',
          }),
        },
        lines: [index],
        stackFrom: index,
      });
    },
  },
  {
    // The game refuses a block state that two point-of-interest types list (`Point of interest types beehive and
    // draconic_nest both list Block{mod:hive}[…] in their blockstates, this is not allowed`): the mod of that block
    // registers its points of interest in a way this game or loader version (or another mod's type) no longer
    // allows. Its namespace names the mod to update.
    id: 'poi-state-clash',
    row: 0,
    title: 'A block is claimed by two point-of-interest types',
    severity: 'error',
    advice:
      'Update the mod that owns the block (a build for this Minecraft and loader version); if that does not help, remove the mod that adds the other type.',
    confidence: 0.75,
    triggers: ['Point of interest types '],
    match(_ctx, index, line) {
      const m = /Point of interest types (\S+) and (\S+) both list Block\{([\w.-]+):([\w./-]+)\}/.exec(line);
      if (!m) return null;
      const ns = m[3]!;
      const mod = ns !== 'minecraft' ? ns : null;
      return textHit({
        key: `${m[3]}:${m[4]}`,
        mods: mod ? [mod] : [],
        texts: {
          title: M.poiStateClashTitle({ block: `${m[3]}:${m[4]}` }),
          detail: M.poiStateClash({ first: m[1]!, second: m[2]!, block: `${m[3]}:${m[4]}`, mod: mod ?? '' }),
          ...(mod ? { advice: M.poiStateClashAdvice({ mod }) } : {}),
        },
        lines: [index],
        stackFrom: index,
      });
    },
    supersedes: ['stack-culprit'],
  },
  {
    id: 'overrides-final-method',
    row: 0,
    title: 'A mod was built for another version of the code it extends (final method overridden)',
    severity: 'error',
    advice: 'Install the build of the mod named here made for this Minecraft, loader or library version, or remove it.',
    confidence: 0.85,
    triggers: [' overrides final method '],
    match(_ctx, index, line) {
      // `IncompatibleClassChangeError: class a.B overrides final method c.D.m()V`: B's mod extends D as it was in another
      // version (where m was not final): that mod was built for another version of D's owner (the game, a loader, a
      // library or mod). The owner is named; the mod of B is blamed.
      // A `VerifyError` words it without the base class (`class a.B overrides final method m.()Z`): the owner is unnamed.
      const m =
        /class ([\w$]+(?:[./][\w$]+)+) overrides final method ([\w$]+(?:[./][\w$]+)+)\.([\w$<>]+)/.exec(line) ??
        /VerifyError: class ([\w$]+(?:[./][\w$]+)+) overrides final method ()([\w$<>]+)\./.exec(line);
      if (!m) return null;
      const sub = m[1]!.replace(/\//g, '.');
      const base = m[2]!.replace(/\//g, '.');
      const lib = libraryOfClass(sub);
      // A library is named by the id its package spells, when one does (`dev.isxander.yacl3` → yacl): the line cites it.
      const mod = (lib ? (lib.ids.find((id) => sub.includes(id)) ?? lib.ids[0]) : modOfUnknownClass(sub)?.id) ?? null;
      if (mod === null) return null;
      const label = lib ? lib.name : `'${mod}'`;
      const owner =
        base === ''
          ? ''
          : /^(?:net\.minecraft|com\.mojang)\./.test(base)
            ? 'Minecraft'
            : (loaderOfClass(base) ?? libraryOfClass(base)?.name ?? modOfUnknownClass(base)?.id ?? '');
      return textHit({
        key: `final:${sub}`,
        mods: [mod],
        ...(lib ? { names: { [mod]: lib.name } } : {}),
        texts: {
          title: M.overridesFinalTitle({ mod: label, owner }),
          detail: M.overridesFinal({ mod: label, cls: sub, method: base ? `${base}.${m[3]!}` : m[3]!, owner }),
        },
        lines: [index],
        stackFrom: index,
      });
    },
    supersedes: ['stack-culprit'],
  },
  {
    id: 'mixin-subsystem-too-old',
    row: 0,
    title: "An older Mixin than a mod's mixins need was loaded first",
    severity: 'error',
    advice:
      'Remove the mod that ships the old Mixin, or add a mod that loads the newest Mixin first (MixinBooter or MixinCompat on Forge 1.12); update the loader on newer versions.',
    confidence: 0.85,
    triggers: ['requires mixin subsystem version', 'IllegalAccessError', 'NoSuchMethodError', 'NoSuchFieldError'],
    match(ctx, index, line) {
      const copies = mixinCopiesClash(ctx, index, line);
      if (copies !== undefined) return copies;
      // `Mixin config x.mixins.json requires mixin subsystem version 0.8 but 0.7.11 was found. The mixin config will not
      // be applied.`: another mod's jar carries an old Mixin that loaded first; x's mixins are skipped and x fails.
      const m = /Mixin config ([\w.-]+\.json) requires mixin subsystem version ([\d.]+) but ([\d.]+) was found/.exec(
        line,
      );
      if (!m) return null;
      const mod = modOfMixinConfig(m[1]!, ctx);
      return textHit({
        key: `subsystem:${m[1]!}`,
        ...(mod ? { mods: [mod] } : {}),
        texts: {
          detail: M.mixinSubsystemOld({ config: m[1]!, mod: mod ? `'${mod}'` : '', need: m[2]!, found: m[3]! }),
        },
        lines: [index],
      });
    },
  },
];

/**
 * Mixin's own classes failing against each other (`IllegalAccessError: tried to access class org.spongepowered.asm.…
 * from class org.spongepowered.asm.…`, or a Mixin method missing under a Mixin frame): two copies of Mixin from
 * different jars are loaded, an older one another mod bundles first and the one a mod needs. The mod whose code runs
 * under the error (a tweaker or coremod that starts Mixin 0.8) is named as the one that fails, with its frame quoted.
 * `undefined` when the line is no such error; `null` when it is one this rule leaves alone.
 */
function mixinCopiesClash(ctx: RuleContext, index: number, line: string): RuleHit | null | undefined {
  const m =
    /(IllegalAccessError|NoSuchMethodError|NoSuchFieldError)\b[:\s].{0,240}?\borg[./]spongepowered[./]asm[./]/.exec(
      line,
    );
  if (!m) return undefined;
  const mixinRefs = line.match(/\borg[./]spongepowered[./]asm[./]/g)?.length ?? 0;
  const frameAt = (i: number): string | undefined =>
    /\bat (?:[\w.-]{1,80}\/\/)?([\w$]+(?:\.[\w$]+)+)\.[\w$<>]+\(/.exec(ctx.log.line(i))?.[1];
  const below: number[] = [];
  for (let i = index + 1; i < Math.min(ctx.log.lineCount, index + 14) && below.length < 6; i++)
    if (frameAt(i)) below.push(i);
  const mixinFirst = below.length > 0 && /^org\.spongepowered\.asm\./.test(frameAt(below[0]!)!);
  if (mixinRefs < 2 && !mixinFirst) return null;
  const callerLine = below.find(
    (i) =>
      !/^(?:org\.spongepowered|java|javax|jdk|sun|net\.minecraft\.launchwrapper|cpw\.mods|net\.fabricmc|net\.minecraftforge|net\.neoforged)\./.test(
        frameAt(i)!,
      ),
  );
  const mod = callerLine !== undefined ? (modOfUnknownClass(frameAt(callerLine)!)?.id ?? null) : null;
  return textHit({
    key: 'mixin-copies',
    ...(mod ? { mods: [mod] } : {}),
    texts: {
      title: M.mixinCopiesTitle({}),
      detail: M.mixinCopies({ error: messageOf(line).trim().slice(0, 240), mod: mod ? `'${mod}'` : '' }),
      advice: M.mixinCopiesAdvice({ mod: mod ? `'${mod}'` : '' }),
    },
    lines: [index, ...(mod && callerLine !== undefined ? [callerLine] : [])],
  });
}

/** The finding that mixins of two mods conflict on `target`, read from `lines` (the stack, when known, from `stackFrom`). */
/** The lines that say the game stopped (a loader's crash line, a crash report's head, a failed start). */
const CRASH_FOLLOWS =
  /Minecraft has crashed!|---- Minecraft Crash Report ----|Could not execute entrypoint stage|Mixin transformation of \S+ failed|Exception in thread "main"|Failed to start the minecraft server/;

const CLAUSE_STARTS_LINE = new RegExp(`^\\s*(?:${CONFLICT_CLAUSE.source})`);

/**
 * A conflict clause that starts its line (`merged by x.mixin.M with priority 1000`) continues a message a paste broke
 * over lines: the message's text from up to two lines above (stopping at a line that starts a log entry, a frame or is
 * empty), joined onto it, with those lines.
 */
function conflictWrappedAbove(ctx: RuleContext, index: number, line: string): { text: string; lines: number[] } | null {
  if (!CLAUSE_STARTS_LINE.test(line)) return null;
  let text = line;
  const lines = [index];
  for (let i = index - 1; i >= Math.max(0, index - 2); i--) {
    const above = ctx.log.line(i);
    if (!above.trim() || /^\s*(?:at |\[|\d{1,2}:\d{2}|Caused by)/.test(above)) break;
    text = `${above.trimEnd()} ${text.trimStart()}`;
    lines.unshift(i);
    if (/cannot inject into|@\w+\(/.test(above)) break;
  }
  return lines.length > 1 ? { text, lines } : null;
}

function mixinConflictHit(
  a: MixinMention,
  b: MixinMention,
  lines: number[],
  target: string,
  how: ReturnType<typeof conflictKind>,
  stackFrom?: number,
): RuleHit {
  return messageHit({
    key: [a.mod, b.mod].sort().join('+'),
    mods: [a.mod, b.mod],
    lines,
    ...(stackFrom === undefined ? {} : { stackFrom }),
    message: {
      id: 'mixinConflict',
      params: {
        a: `'${a.mod}'`,
        b: `'${b.mod}'`,
        aConfig: a.config ?? '',
        bConfig: b.config ?? '',
        target,
        how,
      },
    },
  });
}

/**
 * NightConfig's syntax error with no file named near it (a pasted `Caused by:` line): the config is corrupt all the
 * same. The entry the parser stopped after (`… after key [a.b]`) says which file to look in; an invalid character that
 * is a line break splits the message over two lines (`Invalid character '` / `' after key [a]`), joined here.
 */
function nightConfigSyntaxHit(ctx: RuleContext, index: number, text: string): RuleHit {
  const next = index + 1 < ctx.log.lineCount ? ctx.log.line(index + 1) : '';
  const joined = /'$/.test(text.trimEnd().replace(/`+$/, '')) && /^'/.test(next) ? `${text}\\n${next}` : text;
  const error = joined
    .replace(/`+\s*$/, '')
    .trim()
    .slice(0, 200);
  const key = /after key \[([^\]]{1,120})\]/.exec(joined)?.[1] ?? '';
  return messageHit({
    key: `nightconfig:${key}`,
    lines: joined === text ? [index] : [index, index + 1],
    message: { id: 'configSyntaxNoFile', params: { error, key } },
  });
}

/** A config failure inside a mod's crash-report section: the mod is named from the section head it quotes. */
function configOfModHit(section: ModSection, file: string, lines: number[]): RuleHit {
  return textHit({
    key: 'nightconfig',
    mods: [section.id],
    ...(section.name ? { names: { [section.id]: section.name } } : {}),
    texts: {
      detail: M.configOfModTruncated({ mod: modLabel(section.id, section.name), file }),
      advice: M.configOfModAdvice({ mod: section.id }),
    },
    lines: [...new Set([section.line, ...lines])].sort((a, b) => a - b),
  });
}

/**
 * The first frame of a stack that stops in NightConfig's parser or Forge's config reader, when the stack has no
 * exception line above it (a crash report's `Stacktrace:` head, a pasted trace): the config file could not be read.
 * A stack under an exception line is read from that line instead.
 */
function configFrameHit(ctx: RuleContext, index: number, line: string): RuleHit | null {
  if (!/ParsingException\.notEnoughData\(|ConfigFileTypeHandler\.lambda\$reader\$/.test(line)) return null;
  const above = index > 0 ? ctx.log.line(index - 1) : '';
  if (index > 0 && !/^\s*(?:Stacktrace:|-- .* --|Thread: .*|Details:)?\s*$/.test(above)) return null;
  const section = modSectionOf(ctx, index) ?? modSectionBelow(ctx, index);
  if (section) return configOfModHit(section, '', [index]);
  return textHit({
    key: 'nightconfig',
    texts: { detail: M.configReaderFailed({}), advice: M.configTruncatedAdvice({}) },
    lines: [index],
  });
}

/**
 * The well-known library or add-on platform (libraryMods.ts, addonPlatforms.ts) whose class a failed mixin of `owned`
 * patches, read from the target on the failure's line (`target`) or from the `Caused by:` lines of its trace (up to
 * ten lines under it, past a few frames and `... N more`) that name the class a member was not found in (`… was not
 * located in the target class X`, cut or not; `@Mixin target X was not found`) or the class whose method a redirect
 * could not find (`could not find any targets matching 'LX;m(…)'`). Null when the class is the game's, an unknown
 * mod's, or `owned`'s own. Sodium's old package on Forge is named as its Forge port (libraryOnThisLoader.ts).
 */
function intoOtherVersion(
  ctx: RuleContext,
  index: number,
  target: string | null,
  owned: string,
): { lib: LibraryMod; target: string; line: number; named: number | null } | null {
  const candidates: { cls: string; line: number }[] = target ? [{ cls: target, line: index }] : [];
  for (let i = index; i < Math.min(ctx.log.lineCount, index + 11); i++) {
    const text = ctx.log.line(i);
    if (i > index && !/^\s*(?:at |\.\.\. \d+ more|Caused by|$)/.test(text)) break;
    const cls =
      / in the target class ([\w.$/]+?)\.?(?: (?:Using refmap|No refMap|\[)|\s*$)/.exec(text)?.[1] ??
      /@Mixin target ([\w.$/]+) was not found/.exec(text)?.[1] ??
      /could not find any targets matching '(?:[\w$]+)?L([\w$]+(?:\/[\w$]+)+);/.exec(text)?.[1] ??
      /ClassMetadataNotFoundException: ([\w$]+(?:[./][\w$]+)+)/.exec(text)?.[1];
    if (cls) candidates.push({ cls, line: i });
  }
  for (const { cls, line } of candidates) {
    const name = cls.replace(/\//g, '.');
    const lib = libraryOrPlatformOfClass(name);
    if (lib && !lib.ids.includes(owned.toLowerCase())) {
      const here = libraryOnThisLoader(ctx, lib, name, index);
      return { lib: here.lib, target: name, line, named: here.line };
    }
  }
  return null;
}

/** Mixin's warning that a mixin's target class is missing: the class and the mixin config. */
const MIXIN_TARGET_MISSING = /@Mixin target ([\w.$/]+) was not found ([\w.-]+\.json):[\w.$]+/;

/** Class names written in a JVM verifier's text (`'toughasnails/api/season/Season'`, `Lcom/x/Y;`), dotted. */
const VERIFIER_TYPE = /'L?([\w$]+(?:\/[\w$]+)+);?'/g;
const JDK_TYPE = /^(?:java|javax|jdk|sun|com\.sun)\./;

/**
 * The verifier's account of a `java.lang.VerifyError` on line `index`: the class (and method) it refused, its reason,
 * and the classes named in the refused code's frame (the JDK's and the refused class's own left out), from the
 * `Exception Details:` block under it (Java 7+) or the `(class: x/Y, method: m …)` form of the message (Java 6).
 */
function verifyDetails(
  ctx: RuleContext,
  index: number,
  line: string,
): { cls: string; reason: string; types: string[]; lines: number[] } | null {
  const old = /VerifyError: \(class: ([\w$/]+), method: ([\w$<>]+)(?: signature: \S*?)?\) (.*)$/.exec(line);
  let cls = old ? `${old[1]!.replace(/\//g, '.')}.${old[2]!}` : '';
  let reason = old?.[3]?.trim() ?? /VerifyError: (.*)$/.exec(line)?.[1]?.trim() ?? '';
  const lines: number[] = [];
  const named = new Set<string>();
  const end = Math.min(ctx.log.lineCount, index + 40);
  let section = '';
  for (let i = index + 1; i < end; i++) {
    const text = ctx.log.line(i);
    if (/^\s*at /.test(text) || /^\s*(?:Caused by|Bytecode|Stackmap Table):?/.test(text)) break;
    const head = /^\s*(Location|Reason|Current Frame|Exception Details):\s*$/.exec(text)?.[1];
    if (head) {
      section = head;
      continue;
    }
    if (section === 'Location' && cls === '') {
      const loc = /^\s*([\w$/]+)\.([\w$<>]+)\(/.exec(text);
      if (loc) {
        cls = `${loc[1]!.replace(/\//g, '.')}.${loc[2]!}`;
        lines.push(i);
      }
    } else if (section === 'Reason') {
      if (reason === '' || /^Bad |^Inconsistent |^Expecting |^Illegal /.test(reason)) reason = text.trim();
      lines.push(i);
    }
    if (section === 'Reason' || section === 'Current Frame') {
      for (const m of text.matchAll(VERIFIER_TYPE)) named.add(m[1]!.replace(/\//g, '.'));
    }
  }
  if (cls === '') return null;
  const owner = cls.replace(/\.[^.]+$/, '');
  const types = [...named].filter((t) => t !== owner && !JDK_TYPE.test(t) && !/^net\.minecraft\./.test(t));
  return { cls, reason, types, lines: lines.slice(0, 3) };
}

/**
 * The line of a crash report's `WARNING: coremods are present:` list whose jar or name spells mod `id` (compared
 * without case, spaces, `-` and `_`): `  TANLoadingPlugin (ToughAsNails-1.9.4-1.0.3.jar)` for `toughasnails`.
 */
function coremodLine(ctx: RuleContext, id: string): { line: number; text: string } | null {
  const at = ctx.log.indexOf('coremods are present');
  if (at < 0) return null;
  const start = ctx.log.lineIndexAt(at);
  const wanted = id.toLowerCase().replace(/[\s_-]/g, '');
  for (let i = start + 1; i < Math.min(ctx.log.lineCount, start + 60); i++) {
    const text = ctx.log.line(i).trim();
    const m = /^(.+?) \((.+?)\)$/.exec(text);
    if (!m) break;
    const jar = m[2]!.toLowerCase().replace(/[\s_-]/g, '');
    if (wanted.length >= 4 && jar.startsWith(wanted)) return { line: i, text };
  }
  return null;
}

/** Whether stack line `frame` is code of mod `id` (its class's owner, read as `owner` reads one). */
function atModFrame(frame: string, id: string, owner: (cls: string) => string | null): boolean {
  const cls = /^\s*at (?:\S*\/)?([\w$.]+)\.[\w$<>]+\(/.exec(frame)?.[1];
  return cls !== undefined && owner(cls) === id;
}
