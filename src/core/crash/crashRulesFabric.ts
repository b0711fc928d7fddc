import { blockAfter, messageHit, modLabel, textHit, type CrashRule, type RuleContext, type RuleHit } from './crashRule';
import { CrashRuleMessages as M } from '../crashTexts/crashRuleMessages';
import { CrashDependencyMessages as D } from '../crashTexts/crashDependencyMessages';
import { renderMessage, type Message } from '../locale/messageCatalog';
import { fabricWords, noWords, textWords } from '../crashTexts/rangeWordsFacts';
import { LIBRARY_MODS, libraryOfClass, libraryOfId, type LibraryMod } from './libraryMods';
import { modOfUnknownClass } from './missingClassOwner';
import { compareFabricVersions } from '../versions/fabricVersionPredicate';

/** One parsed Fabric/Quilt dependency message (modern `Mod 'A' (a) requires …` or legacy `{b @ [range]}`). */
interface FabricRelation {
  sourceId: string;
  sourceName: string | null;
  sourceVersion: string | null;
  verb: 'requires' | 'recommends' | 'incompatible' | 'conflicts';
  targetId: string;
  targetName: string | null;
  /** Compact range (`>=3.2.0`, `*`, `>=1.19 <1.20`) and the loader's own words. */
  range: string;
  rangeText: string;
  /** `missing`, `wrong` (present version in `present`), `present` (for breaks/conflicts), `env` (disabled for this side). */
  state: 'missing' | 'wrong' | 'present' | 'env';
  present: string | null;
}

/**
 * Fabric 0.12+ `Mod 'Name' (id) [version] requires <range> of [mod] 'Name' (id)|id, <state>`, read in two anchored
 * steps with bounded parts so that a long or hostile line costs linear time. Names may hold quotes (`'YUNG's API'`).
 */
const MODERN_HEAD =
  /Mod '(.{1,200}?)' \(([^)\s]{1,120})\)(?: ([^\s]{1,120}))? (requires|recommends|is incompatible with|conflicts with) /;
const MODERN_TAIL =
  /^(.{1,400}?) of (?:mod )?(?:'(.{1,200}?)' \(([^)\s]{1,120})\)|([\w.-]{1,120})),? (which is missing|but only the wrong versions? (?:is|are) present: |(?:but )?only a different version is present(?:: |!|$)|but a matching version is present: |yet a conflicting version is present: |which is present with the following versions?: |which is present, but disabled|but it is disabled|which is disabled)/;
/**
 * The same sentence without `Mod '…' (id)`, as Quilt Loader and some Fabric screens print it: `Name requires any version
 * of fabric, which is missing!`. The name is bounded and starts the message (after a colon or the line start).
 */
const BARE_REQUIRES =
  /(?:^|: |\t|- |`)(?:([A-Za-z0-9][\w .'&+-]{0,60}?) )?requires ((?:any |version )(?:[^,![(\n]|[[(][^\])\n]{0,60}[\])]){0,200}?) of (?:mod )?(?:'(.{1,200}?)' \(([^)\s]{1,120})\)|([\w.-]{1,120})),? (which is missing|but only the wrong versions? (?:is|are) present: |(?:but )?only a different version is present(?:: |!|$))/;
const LEGACY_REQUIRES = /(?:Could not find required mod: |\(at: )([\w.-]+) requires \{([\w.-]+) @ \[([^\]]*)\]\}/;
const LEGACY_DEPENDS =
  /Mod ([\w.-]+) (depends on|breaks|conflicts with) mod \{([\w.-]+) @ \[([^\]]*)\]\}, which is (missing|present)/;
const LEGACY_CONFLICT = /Found conflicting mods: ([\w.-]+) conflicts with \{([\w.-]+) @ \[([^\]]*)\]\}/;
/**
 * Fabric Loader's solver explanation (`Reason: [NEG_HARD_DEP sodium 0.8.13 {breaks iris @ [<=1.10.7]}, …]`, logged at
 * INFO above `Incompatible mods found!`): the entries that are a cause by themselves — a `breaks` that holds, a
 * dependency with no candidate at all. `HARD_DEP`/`ROOT_FORCELOAD` entries only say what was being solved.
 */
const SOLVER_REASON =
  /\b(NEG_HARD_DEP(?:_INCOMPATIBLE_PRELOADED)?|HARD_DEP_NO_CANDIDATE|HARD_DEP_INCOMPATIBLE_PRESELECTED) ([\w.-]{1,120}) (\S{1,120}) \{(depends|breaks) ([\w.-]{1,120}) @ \[([^\]]{0,200})\]\}/g;

/** Ids of the game, the loaders and Fabric API with the names people know them by (legacy messages give only ids). */
const KNOWN_NAMES: Record<string, string> = {
  minecraft: 'Minecraft',
  fabricloader: 'Fabric Loader',
  fabric: 'Fabric API',
  'fabric-api': 'Fabric API',
  quilt_loader: 'Quilt Loader',
  quilted_fabric_api: 'Quilted Fabric API',
  java: 'Java',
};

/** Whether `id` is Fabric API or one of its modules (`fabric-client-tags-api-v1`): Fabric API is what to install. */
function isFabricApi(id: string): boolean {
  return id === 'fabric' || libraryOfId(id)?.ids[0] === 'fabric-api';
}

/** The name to show for a mod: the log's, else the known name of the game, a loader or Fabric API, else the id. */
function shownName(id: string, name: string | null): string {
  return name ?? KNOWN_NAMES[id] ?? (isFabricApi(id) ? 'Fabric API' : id);
}

/** `'Name' (id)` from the log, `Fabric API ('fabric')` for a known id the log gives bare, else `'id'`. */
function shownLabel(id: string, name: string | null): string {
  const known = KNOWN_NAMES[id] ?? (isFabricApi(id) ? 'Fabric API' : undefined);
  return name === null && known ? `${known} ('${id}')` : modLabel(id, name);
}

/**
 * The installed version(s) after `is present: `: one token (`0.102.0+1.21/0.99.5+1.21`) up to the sentence's `!`, so
 * a paste whose lines were joined into one, or a closing quote or backtick, adds nothing.
 */
function presentVersion(after: string): string | null {
  const token = /^\s*([^\s!`'"]+)/.exec(after)?.[1]?.replace(/[.,;:]+$/, '');
  return token || null;
}

/**
 * Quilt Loader's solver rules (`Unhandled solver error involving the following rules:`): a breakage that holds
 * (`Breakage for {… 'a' from <mods>/a.jar} on b versions [*] (1 breaking options, 0 okay options)`) and a dependency
 * with nothing to offer (`Dependency for mod 'a' on b versions [>=1.0.0] (0 valid options, 0 invalid options)`).
 */
const QUILT_OPTION = String.raw`(?:mod '([\w.-]{1,120})'|\{[^{}]{0,300}?'([\w.-]{1,120})' from [^{}]{0,300}\})`;
const QUILT_BREAKAGE = new RegExp(
  String.raw`Breakage for ${QUILT_OPTION} on ([\w.-]{1,120}) versions \[([^\]]{0,200})\] \(([1-9]\d*) breaking options?`,
);
const QUILT_DEPENDENCY = new RegExp(
  String.raw`Dependency for ${QUILT_OPTION} on ([\w.-]{1,120}) versions \[([^\]]{0,200})\] \(0 valid options?, 0 invalid options?\)`,
);

function quiltSolverRelation(line: string): FabricRelation | null {
  const breakage = QUILT_BREAKAGE.exec(line);
  if (breakage)
    return legacyRelation(breakage[1] ?? breakage[2]!, 'incompatible', breakage[3]!, breakage[4]!, 'present');
  const dep = QUILT_DEPENDENCY.exec(line);
  if (dep) return legacyRelation(dep[1] ?? dep[2]!, 'requires', dep[3]!, dep[4]!, 'missing');
  return null;
}

/** Every cause entry of a solver `Reason: [...]` line as a relation. */
function solverRelations(line: string): FabricRelation[] {
  const out: FabricRelation[] = [];
  // Fabric Loader 0.14 also logs the entry it failed on first (`Immediate reason: [HARD_DEP_NO_CANDIDATE a 1.0 {…}]`).
  if (!/(?:^|\W)(?:Immediate r|R)eason: \[/.test(line)) return out;
  for (const m of line.slice(0, 4000).matchAll(SOLVER_REASON)) {
    const breaks = m[4] === 'breaks';
    // A mod the user chose whose Minecraft requirement cannot hold (`HARD_DEP_INCOMPATIBLE_PRESELECTED sodium
    // 0.5.11+mc1.20.6 {depends minecraft @ [1.20.6]}`): a build for another Minecraft version. The solver names
    // no installed version; the game's is the log's.
    if (m[1] === 'HARD_DEP_INCOMPATIBLE_PRESELECTED') {
      if (m[5] !== 'minecraft' || breaks) continue;
      out.push({ ...legacyRelation(m[2]!, 'requires', 'minecraft', m[6]!, 'wrong'), sourceVersion: m[3]! });
      continue;
    }
    const rel = legacyRelation(
      m[2]!,
      breaks ? 'incompatible' : 'requires',
      m[5]!,
      m[6]!,
      breaks ? 'present' : 'missing',
    );
    out.push({ ...rel, sourceVersion: m[3]! });
  }
  return out;
}

/**
 * Fabric Loader's zh_cn sentence for a breaks relation whose target is installed (`模组 'A' (a) 1.0 与 模组 'B' (b) 的
 * 1.8.7 以下任意版本 不兼容，但已经安装了的版本是 1.8.1！`): source, target, range (`X 以下任意版本` is `any version
 * before X`; another range is kept in its words) and the installed version.
 */
const ZH_BREAKS =
  /模组 '([^']{1,120})' \(([\w.-]{1,120})\)(?: (\S{1,80}))? 与 模组 '([^']{1,120})' \(([\w.-]{1,120})\) 的 (.{1,120}?) 不兼容，但已经安装了的版本是 ?([^\s！!]{1,120})/;

/**
 * Fabric Loader's zh_cn sentences for a requirement (`模组 'A' (a) 1.0 需要 模组 'B' (b) 的 0.19.2 及以上版本，但已经安装了的
 * 版本 0.19.1 不对！`, `… 需要 b 的 任意版本，但没有安装它！`, `建议安装` for a recommendation): source, target (a missing
 * one by its id alone), range in the loader's words, and the installed version when it is the wrong one.
 */
const ZH_REQUIRES =
  /模组 '([^']{1,120})' \(([\w.-]{1,120})\)(?: (\S{1,80}))? (需要|建议安装) (?:模组 '([^']{1,120})' \(([\w.-]{1,120})\)|([\w.-]{1,120})) 的 (.{1,120}?)，但(?:已经安装了的版本 ?([^\s！!]{1,120}) ?不对|(没有安装它))/;

/** Fabric Loader's zh_cn range words as its English ones (`0.19.2 及以上版本` is `version 0.19.2 or later`). */
function zhRange(words: string): { range: string; rangeText: string } {
  const t = words.trim();
  let m: RegExpExecArray | null;
  if (t === '任意版本') return { range: '*', rangeText: 'any version' };
  if ((m = /^(\S+) 及以上版本$/.exec(t))) return { range: `>=${m[1]}`, rangeText: `version ${m[1]} or later` };
  if ((m = /^(\S+) 及以下版本$/.exec(t))) return { range: `<=${m[1]}`, rangeText: `version ${m[1]} or earlier` };
  if ((m = /^(\S+) 以上任意版本$/.exec(t))) return { range: `>${m[1]}`, rangeText: `any version after ${m[1]}` };
  if ((m = /^(\S+) 以下任意版本$/.exec(t))) return { range: `<${m[1]}`, rangeText: `any version before ${m[1]}` };
  if ((m = /^(\S+) 版本$/.exec(t))) return { range: m[1]!, rangeText: `version ${m[1]}` };
  return { range: t, rangeText: t };
}

function parseFabricRelation(line: string): FabricRelation | null {
  const solver = solverRelations(line);
  if (solver.length > 0) return solver[0]!;
  const quilt = line.includes(' for ') ? quiltSolverRelation(line) : null;
  if (quilt) return quilt;
  const head = MODERN_HEAD.exec(line);
  const m = head ? MODERN_TAIL.exec(line.slice(head.index + head[0].length, head.index + head[0].length + 2000)) : null;
  if (head && m) {
    const verbText = head[4]!;
    const verb =
      verbText === 'requires'
        ? 'requires'
        : verbText === 'recommends'
          ? 'recommends'
          : verbText === 'conflicts with'
            ? 'conflicts'
            : 'incompatible';
    const tail = m[5]!;
    const state: FabricRelation['state'] = tail.startsWith('which is missing')
      ? 'missing'
      : tail.startsWith('but only the wrong') || tail.includes('different version')
        ? 'wrong'
        : /disabled/.test(tail)
          ? 'env'
          : 'present';
    const after = line.slice(
      head.index + head[0].length + m[0].length,
      head.index + head[0].length + m[0].length + 400,
    );
    const present = tail.endsWith(': ') ? presentVersion(after) : null;
    return {
      sourceName: head[1]!,
      sourceId: head[2]!,
      sourceVersion: head[3] ?? null,
      verb,
      targetName: m[2] ?? null,
      targetId: m[3] ?? m[4]!,
      range: compactRange(m[1]!),
      rangeText: m[1]!.replace(/^"(.*)"$/, '$1'),
      state,
      present,
    };
  }
  const zh = ZH_BREAKS.exec(line);
  if (zh) {
    const before = /^(\S+) 以下任意版本$/.exec(zh[6]!.trim())?.[1];
    return {
      sourceName: zh[1]!,
      sourceId: zh[2]!,
      sourceVersion: zh[3] ?? null,
      verb: 'incompatible',
      targetName: zh[4]!,
      targetId: zh[5]!,
      range: before ? `<${before}` : zh[6]!.trim(),
      rangeText: before ? `any version before ${before}` : zh[6]!.trim(),
      state: 'present',
      present: presentVersion(zh[7]!),
    };
  }
  const zhReq = ZH_REQUIRES.exec(line);
  if (zhReq) {
    const wrong = zhReq[10] === undefined;
    return {
      sourceName: zhReq[1]!,
      sourceId: zhReq[2]!,
      sourceVersion: zhReq[3] ?? null,
      verb: zhReq[4] === '需要' ? 'requires' : 'recommends',
      targetName: zhReq[5] ?? null,
      targetId: zhReq[6] ?? zhReq[7]!,
      ...zhRange(zhReq[8]!),
      state: wrong ? 'wrong' : 'missing',
      present: wrong ? presentVersion(zhReq[9]!) : null,
    };
  }
  const legacy = LEGACY_REQUIRES.exec(line);
  if (legacy) return legacyRelation(legacy[1]!, 'requires', legacy[2]!, legacy[3]!, 'missing');
  const bare = BARE_REQUIRES.exec(line);
  if (bare) {
    const wrong = bare[6]!.startsWith('but') || bare[6]!.includes('different version');
    // A pasted sentence may lose its subject (`requires version [0.14.11,∞) of fabricloader, …`): no mod is named.
    const name = (bare[1] ?? '').trim();
    if (name === '' && (bare[4] ?? bare[5]) !== 'fabricloader') return null;
    const present = wrong
      ? presentVersion(line.slice(bare.index + bare[0].length, bare.index + bare[0].length + 200))
      : null;
    return {
      sourceId: name,
      sourceName: /^[a-z][a-z0-9_.-]*$/.test(name) ? null : name,
      sourceVersion: null,
      verb: 'requires',
      targetName: bare[3] ?? null,
      targetId: bare[4] ?? bare[5]!,
      range: compactRange(bare[2]!.trim()),
      rangeText: bare[2]!.trim(),
      state: wrong ? 'wrong' : 'missing',
      present,
    };
  }
  const dep = LEGACY_DEPENDS.exec(line);
  if (dep) {
    const verb = dep[2] === 'depends on' ? 'requires' : dep[2] === 'breaks' ? 'incompatible' : 'conflicts';
    return legacyRelation(dep[1]!, verb, dep[3]!, dep[4]!, dep[5] === 'missing' ? 'missing' : 'present');
  }
  const conflict = LEGACY_CONFLICT.exec(line);
  if (conflict) return legacyRelation(conflict[1]!, 'incompatible', conflict[2]!, conflict[3]!, 'present');
  return null;
}

function legacyRelation(
  source: string,
  verb: FabricRelation['verb'],
  target: string,
  range: string,
  state: FabricRelation['state'],
): FabricRelation {
  return {
    sourceId: source,
    sourceName: null,
    sourceVersion: null,
    verb,
    targetId: target,
    targetName: null,
    range: range.trim() === '' ? '*' : range.trim(),
    rangeText: range.trim() === '*' || range.trim() === '' ? 'any version' : `version ${range.trim()}`,
    state,
    present: null,
  };
}

/** Fabric's words for a version range as a compact predicate. */
function compactRange(text: string): string {
  const t = text.trim().replace(/^"(.*)"$/, '$1');
  let m: RegExpExecArray | null;
  if (/^any version$/.test(t)) return '*';
  if ((m = /^(?:any )?version (\S+) or later$/.exec(t))) return `>=${m[1]}`;
  if ((m = /^(?:any )?version (\S+) or earlier$/.exec(t))) return `<=${m[1]}`;
  if ((m = /^any version after (\S+)$/.exec(t))) return `>${m[1]}`;
  if ((m = /^any version before (\S+)$/.exec(t))) return `<${m[1]}`;
  if ((m = /^any version between (\S+) \((inclusive|exclusive)\) and (\S+) \((inclusive|exclusive)\)$/.exec(t))) {
    return `${m[2] === 'inclusive' ? '>=' : '>'}${m[1]} ${m[4] === 'inclusive' ? '<=' : '<'}${m[3]}`;
  }
  if ((m = /^any (\S+) version$/.exec(t))) return m[1]!;
  if ((m = /^version (\S+)$/.exec(t))) return m[1]!;
  // Quilt Loader's interval and set notation (`version [0.92.1+1.20.1, ?)`, `version { [0.5.8, 0.5.8] U … }`).
  if ((m = /^version ([[({].*[\])}])$/.exec(t))) return m[1]!;
  return t;
}

/** Quilt Loader's range and state words (Fabric Loader writes `or later` and `only the wrong version is present`). */
const QUILT_WORDS = /∞|only a different version is present/;

function relationHit(ctx: RuleContext, index: number, rel: FabricRelation): RuleHit {
  const source = shownLabel(rel.sourceId, rel.sourceName);
  const target = shownLabel(rel.targetId, rel.targetName);
  const sourceName = shownName(rel.sourceId, rel.sourceName);
  const targetName = shownName(rel.targetId, rel.targetName);
  // `version 1.0.0`, not `1.0.0 (version 1.0.0)`: the loader's own words only when they add something.
  const plain = rel.rangeText === rel.range || rel.rangeText === `version ${rel.range}`;
  const rangeNote =
    rel.range === '*'
      ? { compact: '', ...fabricWords('any version') }
      : plain
        ? { compact: '', ...fabricWords(`version ${rel.range}`) }
        : { compact: rel.range, ...fabricWords(rel.rangeText) };
  const version = rel.sourceVersion ?? '';
  const names: Record<string, string> = {};
  if (rel.sourceName) names[rel.sourceId] = rel.sourceName;
  if (rel.targetName) names[rel.targetId] = rel.targetName;
  const mods = [rel.sourceId, rel.targetId];
  const base = { lines: [index], mods, names, key: `${rel.sourceId}>${rel.targetId}:${rel.state}` };
  /** This relation's "mod requires dep" sentence, in the state the loader reported (a side rule names no version). */
  const requires = (
    dep: string,
    state: 'absent' | 'installedNamed' | 'installedVersion' | 'sideDisabled',
    installed: string,
    recommends = false,
  ): ReturnType<typeof D.requires> =>
    D.requires({
      mod: source,
      version: state === 'sideDisabled' ? '' : version,
      recommends,
      dep,
      ...rangeNote,
      state,
      installed,
    });
  if (rel.verb === 'incompatible' || rel.verb === 'conflicts') {
    const conflict = rel.verb === 'conflicts';
    const upper = rel.verb === 'incompatible' && rel.present ? /^<(=)?([^\s<>=]+)$/.exec(rel.range) : null;
    return textHit({
      ...base,
      texts: {
        title: D.relationTitle({ a: sourceName, b: targetName, conflict }),
        detail: D.relation({
          mod: source,
          version,
          conflict,
          dep: target,
          ...rangeNote,
          installed: rel.present ?? '',
          installedNamed: false,
          reason: '',
        }),
        // A break of only the versions below a bound (`is incompatible with any version before 0.6.0 of …`, `version
        // 1.7.4 or earlier`) that the installed one falls under: that mod is too old for the other, so it is what to
        // update.
        advice: upper
          ? D.updatePastIncompatible({ a: source, b: target, bound: upper[2]!, inclusive: upper[1] ? 'yes' : '' })
          : D.removeOneOf({ a: source, b: target }),
      },
    });
  }
  if (rel.targetId === 'java') {
    const java = /(\d+)/.exec(rel.range)?.[1];
    return textHit({
      ...base,
      texts: {
        title: java ? M.needsJavaTitle({ java: Number(java) }) : D.needsOtherJavaTitle({}),
        detail: D.requiresJava({ mod: source, range: rel.range, ran: rel.present ?? '', java: java ?? '' }),
        advice: java ? D.setJava({ java }) : D.changeJava({}),
      },
      mods: [rel.sourceId],
      ...(java ? { javaRequired: Number(java) } : {}),
    });
  }
  // Quilt Loader's own words (`[0.14.19, ∞)`, `only a different version is present`) mark a Quilt log too.
  if (
    rel.targetId === 'fabricloader' &&
    (ctx.facts.loader?.type === 'quilt' || QUILT_WORDS.test(ctx.log.line(index)))
  ) {
    // On Quilt, fabricloader is provided by Quilt Loader itself: a missing or different one means an old Quilt Loader.
    const range = rel.range === '*' ? 'any version' : rel.range;
    return messageHit({
      ...base,
      key: `${rel.sourceId}>${rel.targetId}`,
      mods: [rel.sourceId],
      message: {
        id: 'quiltLoaderOutdated',
        params: {
          mod: rel.sourceId === '' ? '' : source,
          range,
          present: rel.state === 'missing' ? '' : (rel.present ?? ''),
        },
      },
    });
  }
  // Fabric API's mod id was `fabric` until its builds for Minecraft 1.19: a mod asking for `fabric-api` on an older
  // Minecraft finds none even beside the installed Fabric API. That build of the mod is for a newer Minecraft, or its
  // dependency names the wrong id; another copy of Fabric API does not help.
  const mcMinor = Number(/^1\.(\d+)/.exec(ctx.facts.minecraft ?? '')?.[1] ?? NaN);
  if (rel.verb === 'requires' && rel.state === 'missing' && rel.targetId === 'fabric-api' && mcMinor < 19) {
    return messageHit({
      ...base,
      mods: [rel.sourceId],
      message: { id: 'fabricApiOldId', params: { mod: source, minecraft: ctx.facts.minecraft ?? '' } },
    });
  }
  // On Quilt, Fabric API and its modules are provided by Quilted Fabric API (QFAPI), which bundles one Fabric API
  // version: a requirement it does not meet (`requires version [0.92.1+1.20.1, ?) of fabric-api, which is missing!`,
  // Quilt's `?)` and `∞` bounds) means QFAPI is missing or older than the mod needs, not that Fabric API is to be added.
  if (
    rel.verb === 'requires' &&
    (rel.state === 'missing' || rel.state === 'wrong') &&
    isFabricApi(rel.targetId) &&
    (ctx.facts.loader?.type === 'quilt' || QUILT_WORDS.test(ctx.log.line(index)) || /, \?\)/.test(ctx.log.line(index)))
  ) {
    const range = rel.range === '*' ? '' : rel.range;
    return messageHit({
      ...base,
      key: `${rel.sourceId}>${rel.targetId}`,
      mods: [rel.sourceId, 'qsl'],
      names: { ...names, qsl: 'Quilted Fabric API' },
      message: {
        id: 'quiltedFabricApiOutdated',
        params: {
          mod: source,
          dependency: rel.targetId === 'fabric' ? 'fabric-api' : rel.targetId,
          range,
          present: rel.state === 'wrong' ? (rel.present ?? '') : '',
        },
      },
    });
  }
  if (rel.targetId === 'fabricloader' || rel.targetId === 'quilt_loader') {
    // The loader is always present: a "missing" loader in a legacy message means the wrong version.
    const present = rel.present ?? ctx.facts.loader?.version ?? null;
    const loader = targetName;
    // Of several mods needing a newer loader, the one needing the newest (the version that fits all) ranks first.
    const weaker = higherLoaderBoundNear(ctx, index, rel);
    return textHit({
      ...(weaker ? { confidence: 0.94 } : {}),
      ...base,
      key: `${rel.sourceId}>${rel.targetId}`,
      texts: {
        title: D.needsTitle({
          mod: sourceName.trimStart(),
          dep: loader,
          ...(rel.range === '*' || rel.range === '' ? noWords() : textWords(rel.range)),
          installed: '',
        }),
        detail: requires(loader, 'installedNamed', present ? `${loader} ${present}` : ''),
        advice: D.updateLoader({ loader, range: rel.range, mod: source, installed: present ?? '' }),
      },
      mods: [rel.sourceId],
    });
  }
  if (rel.state === 'env') {
    return textHit({
      ...base,
      texts: {
        detail: requires(target, 'sideDisabled', ''),
      },
    });
  }
  if (
    rel.state === 'wrong' &&
    isFabricApi(rel.targetId) &&
    rel.targetId !== 'fabric' &&
    rel.targetId !== 'fabric-api'
  ) {
    // A Fabric API module of the wrong version: Fabric API (which ships it) is what to update, not the module.
    return textHit({
      ...base,
      mods: [rel.sourceId, 'fabric-api'],
      names: { ...names, 'fabric-api': 'Fabric API' },
      texts: {
        title: D.needsTitle({ mod: sourceName, dep: 'Fabric API', ...noWords(), installed: '' }),
        detail: requires(target, 'installedVersion', String(rel.present)),
        advice: D.updateFabricApiForModule({
          module: target,
          range: rel.range,
          present: String(rel.present),
          mod: source,
        }),
      },
    });
  }
  if (rel.state === 'wrong') {
    return textHit({
      ...base,
      texts: {
        title: D.needsTitle({ mod: sourceName, dep: targetName, ...textWords(rel.range), installed: '' }),
        detail: requires(target, 'installedVersion', String(rel.present)),
        advice: D.installReplacing({ dep: target, range: rel.range, present: String(rel.present), mod: source }),
      },
    });
  }
  const shownRange = rel.range === '*' ? noWords() : textWords(rel.range);
  return textHit({
    ...base,
    texts: {
      title: D.missingTitle({ dep: targetName, ...shownRange, mod: sourceName }),
      detail: requires(target, 'absent', '', rel.verb === 'recommends'),
      advice: D.installOrRemove({ dep: target, ...shownRange, mod: source }),
    },
  });
}

/** Loader lines longer than this are quoted as they are, not read into their parts. */
/**
 * What an entrypoint failure's exception chain says (the `Caused by:`/`Suppressed:` lines below it, up to the next
 * log line): whether the cause is a class of another mod, a library or the game that is missing (no-class-def names
 * what to install), the root cause's message when it is a sentence of the mod's own (`You do not have a compatible
 * version of Sodium installed!`), and a well-known library that sentence names as a dependency.
 */
/** Mod Menu's error screen for a mod's config screen that threw (`Failed to load config screen for 'x'`). */
export const MOD_MENU_SCREEN_ERROR = /(?:Failed|Unable) to load (?:the )?config(?:uration)? screen for '([^']{1,80})'/i;

/**
 * Whether the line at `index` is the error Mod Menu's config-screen error screen shows (up to 6 lines under its
 * sentence): modmenu-config-screen explains it, the generic linkage rules leave it.
 */
export function underModMenuScreenError(ctx: RuleContext, index: number): boolean {
  for (let i = index; i >= Math.max(0, index - 6); i--) if (MOD_MENU_SCREEN_ERROR.test(ctx.log.line(i))) return true;
  return false;
}

/**
 * Whether a mixin clash warning stands within 8 lines above the entrypoint failure at `index` and concerns `mod`:
 * names it, or `mod` is a module of a library such as Fabric API (libraryMods.ts), whose code only runs what the
 * clashing mods changed.
 */
function conflictJustAbove(ctx: RuleContext, index: number, mod: string): boolean {
  const library = libraryOfId(mod) !== null;
  for (let i = index - 1; i >= Math.max(0, index - 8); i--) {
    const text = ctx.log.line(i);
    if (!/conflict\. Skipping|already redirected by|merged by|previously written by/.test(text)) continue;
    if (library || text.includes(`from mod ${mod}`) || text.includes(`${mod}.mixins.json`)) return true;
  }
  return false;
}

/** The well-known library a mod's module id names after its own first word (`magiclib_malilib_extra` → MaLiLib). */
function integratedLibrary(mod: string): LibraryMod | null {
  const words = mod.toLowerCase().split(/[_-]/);
  for (const word of words.slice(1)) {
    const lib = word.length >= 3 ? libraryOfId(word) : null;
    if (lib && !lib.ids.includes(words[0]!)) return lib;
  }
  return null;
}

function entrypointCause(
  ctx: RuleContext,
  index: number,
  mod: string,
  at: string,
): { missingOther: boolean; message: string; library: LibraryMod | null; line: number } {
  const ownPackage = at.split('.').slice(0, -1).join('.');
  let missingOther = false;
  let message = '';
  let line = -1;
  const end = Math.min(ctx.log.lineCount, index + 150);
  for (let i = index + 1; i < end; i++) {
    const text = ctx.log.line(i);
    if (/^\[?\d{1,2}:\d{2}:\d{2}|^\S+ \[[\w -]+\/(?:INFO|WARN|ERROR|FATAL)\]|^-- /.test(text)) break;
    const c = /^\s*(?:Caused by|Suppressed): ([\w$.]+(?:Exception|Error|Throwable)): ?(.*)$/.exec(text);
    if (!c) continue;
    const missing = /(?:NoClassDefFoundError|ClassNotFoundException)$/.test(c[1]!);
    // A member missing from another mod's class (`NoSuchMethodError: 'void other.mod.Api.call(…)'`) is a version
    // mismatch between the two mods (no-such-method names both): the entrypoint only carried it, like a missing class.
    // The game's, the loaders' and the known libraries' classes have no such owner (missingClassOwner.ts).
    const member =
      /^java\.lang\.NoSuch(?:Method|Field)Error$/.test(c[1]!) &&
      /^'?(?:[\w.$[\]]+ )?([\w$]+(?:\.[\w$]+)+)\.[\w$<>]+[(:]/.exec((c[2] ?? '').trim())?.[1];
    if (member) {
      const other = modOfUnknownClass(member)?.id;
      if (other && other !== mod.toLowerCase() && !(ownPackage !== '' && member.startsWith(`${ownPackage}.`)))
        missingOther = true;
    }
    if (missing) {
      const cls = (c[2] ?? '').trim().replace(/\//g, '.');
      const own =
        (ownPackage !== '' && cls.startsWith(`${ownPackage}.`)) || modOfUnknownClass(cls)?.id === mod.toLowerCase();
      if (cls !== '' && !own && !libraryOfClass(cls)?.ids.includes(mod)) missingOther = true;
    } else if (/\s/.test((c[2] ?? '').trim()) && !/^java\.lang\.reflect\.|InvocationTargetException$/.test(c[1]!)) {
      message = `${c[1]!.replace(/^.*\./, '')}: ${c[2]!.trim()}`.slice(0, 240);
      line = i;
    }
  }
  let library: LibraryMod | null = null;
  if (message !== '' && /version|install|requir|missing|compatib/i.test(message)) {
    const lower = message.toLowerCase();
    library =
      LIBRARY_MODS.find((lib) => {
        if (lib.ids.includes(mod.toLowerCase())) return false;
        const names = [lib.name.replace(/\s*\(.*\)$/, ''), lib.ids[0]!].map((n) => n.toLowerCase());
        return names.some((n) =>
          new RegExp(`(?:^|[^\\w-])${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:$|[^\\w-])`).test(lower),
        );
      }) ?? null;
  }
  return { missingOther, message, library, line };
}

const MAX_LOADER_LINE = 1000;

/** One step of Fabric Loader's proposed fix (`Install cloth-config, version 11.0.0 or later.`) as a message. */
function solutionStep(text: string, list: boolean): Message {
  const step = { action: 'text', mod: '', modWord: false, dot: false, list, text, ...noWords() };
  let m: RegExpExecArray | null;
  let parsed: typeof step | null = null;
  if (text.length > MAX_LOADER_LINE) parsed = null;
  else if ((m = /^Install (.+?), (.+?)(\.?)$/.exec(text)))
    parsed = { ...step, action: 'install', mod: m[1]!, dot: m[3] === '.', text: '', ...fabricWords(m[2]!) };
  else if ((m = /^Replace (mod )?(.+?) with (.+?)(\.?)$/.exec(text)))
    parsed = {
      ...step,
      action: 'replace',
      modWord: m[1] !== undefined,
      mod: m[2]!,
      dot: m[4] === '.',
      text: '',
      ...fabricWords(m[3]!),
    };
  else if ((m = /^Remove (mod )?(.+?)(\.?)$/.exec(text)))
    parsed = { ...step, action: 'remove', modWord: m[1] !== undefined, mod: m[2]!, dot: m[3] === '.', text: '' };
  const message = parsed ? D.loaderStep(parsed) : null;
  // The step as the loader wrote it when its parts do not give back its exact words.
  return message && renderMessage(message) === `${text}${list ? ';' : ''}` ? message : D.loaderStep(step);
}

const WARNING_TEXT = {
  form: 'text',
  mod: '',
  recommends: false,
  dep: '',
  present: '',
  wrongPresent: false,
  id: '',
  used: '',
  found: '',
};

/** One line of Fabric Loader's warnings as a message: read into its parts, or quoted as it is. */
function warningLine(line: string): Message {
  const quoted = { ...WARNING_TEXT, ...noWords(), text: line };
  let m: RegExpExecArray | null;
  let parsed: typeof quoted | null = null;
  if (line.length > MAX_LOADER_LINE) parsed = null;
  else if (
    (m =
      /^- Mod (.+?) (conflicts with|recommends) (.+?) of mod (.+?), (?:which (?:is present with the following versions: (.+?)|is missing)|but only the wrong version is present: (.+?))!$/.exec(
        line,
      ))
  )
    parsed = {
      ...quoted,
      form: 'relation',
      mod: m[1]!,
      recommends: m[2] === 'recommends',
      dep: m[4]!,
      present: m[5] ?? m[6] ?? '',
      wrongPresent: m[6] !== undefined,
      text: '',
      ...fabricWords(m[3]!),
    };
  else if ((m = /^- You must install (.+?) of (.+)\.$/.exec(line)))
    parsed = { ...quoted, form: 'mustInstall', dep: m[2]!, text: '', ...fabricWords(m[1]!) };
  else if ((m = /^- You should install (.+?) of (.+) for the optimal experience\.$/.exec(line)))
    parsed = { ...quoted, form: 'shouldInstall', dep: m[2]!, text: '', ...fabricWords(m[1]!) };
  else if (
    (m =
      /^- While this won't prevent you from starting the game, the developer\(s\) of mod (.+) have found that this combination may cause issues\. You should remove one of the mods or check for updates that resolve the issue\.$/.exec(
        line,
      ))
  )
    parsed = { ...quoted, form: 'mayCauseIssues', mod: m[1]!, text: '' };
  else if ((m = /^- While this won't prevent you from starting the game, (.+)$/.exec(line)))
    parsed = { ...quoted, form: 'wontPrevent', text: m[1]! };
  else if ((m = /^- Conflicting versions found for (\S+): used (\S+), also found (.+)$/.exec(line)))
    parsed = { ...quoted, form: 'conflictingVersions', id: m[1]!, used: m[2]!, found: m[3]!, text: '' };
  const message = parsed ? D.loaderWarning(parsed) : null;
  return message && renderMessage(message) === line ? message : D.loaderWarning(quoted);
}

/** The warning lines as messages, as far as the detail quotes them (its first 400 characters, lines joined by spaces). */
function warningLines(lines: readonly string[]): Message[] {
  const joined = lines.join(' ').slice(0, 400);
  const parts: Message[] = [];
  let at = 0;
  for (const line of lines) {
    if (at > joined.length) break;
    const piece = joined.slice(at, at + line.length);
    parts.push(piece === line ? warningLine(line) : D.loaderWarning({ ...WARNING_TEXT, ...noWords(), text: piece }));
    if (piece !== line) break;
    at += line.length + 1;
  }
  if (parts.length === 0 || parts.map((p) => renderMessage(p)).join(' ') !== joined)
    return [D.loaderWarning({ ...WARNING_TEXT, ...noWords(), text: joined })];
  return parts;
}

const RELATION_TRIGGERS = [
  'which is missing!',
  'only a different version is present',
  'but only the wrong version is present',
  'but only the wrong versions are present',
  'but a matching version is present',
  'yet a conflicting version is present',
  'Reason: [',
  'Immediate reason: [',
  'Breakage for ',
  'Dependency for ',
  'which is present with the following version',
  'Could not find required mod:',
  'Could not resolve valid mod collection',
  'Found conflicting mods:',
  'depends on mod {',
  'breaks mod {',
  'disabled for',
  // Fabric Loader's own Simplified Chinese (zh_cn) words for `but a matching version is present` (`…的版本是 X`), `but
  // only the wrong version is present` (`…的版本 X 不对`) and `which is missing`.
  '但已经安装了的版本',
  '但没有安装它',
  // Fabric Loader's error window copied as its HTML (`<html>Mod 'A' (a) … but a matching<br>version is present: …`):
  // the `<br>` of its line wrapping may fall inside any of the phrases above.
  '<html>',
];

/** A loader sentence copied from Fabric Loader's error window: its HTML line breaks and tags read as spaces. */
function withoutWindowHtml(line: string): string {
  return line.includes('<') ? line.replace(/<br\s*\/?>/gi, ' ').replace(/<\/?html>/gi, '') : line;
}

/**
 * Whether the loader's own sentence for a solver entry follows (`Mod 'Name' (id) … is incompatible with …`): it names
 * the mods, so the solver entry (ids only) gives way to it.
 */
function detailedBelow(ctx: RuleContext, index: number, rel: FabricRelation): boolean {
  const end = Math.min(ctx.log.lineCount, index + 80);
  for (let i = index + 1; i < end; i++) {
    const text = ctx.log.line(i);
    if (!text.includes(`(${rel.sourceId})`)) continue;
    const other = parseFabricRelation(text);
    if (other && other.sourceId === rel.sourceId && other.targetId === rel.targetId) return true;
  }
  return false;
}

/** Picks the relations one rule is responsible for. */
function relationRule(
  accept: (rel: FabricRelation) => boolean,
): (ctx: RuleContext, index: number, line: string) => RuleHit | RuleHit[] | null {
  return (ctx, index, raw) => {
    const line = withoutWindowHtml(raw);
    // A solver `Reason:` line may hold several causes; every other form is one relation a line.
    const solver = solverRelations(line);
    if (solver.length > 0)
      return solver
        .filter((rel) => accept(rel) && !detailedBelow(ctx, index, rel))
        .map((rel) => relationHit(ctx, index, rel));
    const rel = parseFabricRelation(line);
    if (!rel || !accept(rel)) return null;
    const hit = relationHit(ctx, index, rel);
    // A mod built for another Minecraft version: the right build has other needs, so its other requirements (a
    // newer loader, a library version) rank below the wrong-Minecraft finding, which says what to fetch.
    if (rel.verb === 'requires' && !isMinecraft(rel) && wrongMinecraftBuild(ctx, index, rel.sourceId))
      hit.confidence = 0.9;
    return hit;
  };
}

/** Whether the loader's list around `index` says mod `id` requires another Minecraft version than this one. */
function wrongMinecraftBuild(ctx: RuleContext, index: number, id: string): boolean {
  if (id === '') return false;
  for (let i = Math.max(0, index - 40); i < Math.min(ctx.log.lineCount, index + 40); i++) {
    if (i === index) continue;
    const text = ctx.log.line(i);
    if (!text.includes(`(${id})`) || !/'Minecraft' \(minecraft\)|of minecraft,/.test(text)) continue;
    const other = parseFabricRelation(text);
    if (other && other.sourceId === id && isMinecraft(other) && other.state === 'wrong') return true;
  }
  return false;
}

/** The lower bound of a `>=x` range (`>=0.16.10 <0.17`). */
const LOWER_BOUND = /^>=\s*([^\s<>=]+)/;
/** Whether a line of the loader's list around `index` requires a higher lower bound of `rel`'s loader. */
function higherLoaderBoundNear(ctx: RuleContext, index: number, rel: FabricRelation): boolean {
  const own = LOWER_BOUND.exec(rel.range)?.[1] ?? null;
  if (own === null) return false;
  for (let i = Math.max(0, index - 40); i < Math.min(ctx.log.lineCount, index + 40); i++) {
    if (i === index) continue;
    const text = ctx.log.line(i);
    if (!text.includes(`(${rel.targetId})`) && !text.includes(` ${rel.targetId},`)) continue;
    const other = parseFabricRelation(text);
    if (!other || other.verb !== 'requires' || other.targetId !== rel.targetId) continue;
    const bound = LOWER_BOUND.exec(other.range)?.[1] ?? null;
    if (bound !== null && (compareFabricVersions(bound, own) ?? 0) > 0) return true;
  }
  return false;
}

const isMinecraft = (rel: FabricRelation): boolean => rel.targetId === 'minecraft';
const isLoader = (rel: FabricRelation): boolean => rel.targetId === 'fabricloader' || rel.targetId === 'quilt_loader';

/** Fabric and Quilt loader rules (rows 11–20). */
export const fabricRules: CrashRule[] = [
  {
    id: 'fabric-missing-dependency',
    row: 11,
    title: 'Missing dependency (Fabric/Quilt)',
    severity: 'error',
    advice: 'Install the missing mod in the version range named above.',
    confidence: 0.95,
    triggers: RELATION_TRIGGERS,
    match: relationRule(
      (rel) =>
        rel.verb === 'requires' &&
        rel.state === 'missing' &&
        !isMinecraft(rel) &&
        !isLoader(rel) &&
        !isFabricApi(rel.targetId) &&
        rel.targetId !== 'java',
    ),
  },
  {
    id: 'fabric-api-missing',
    row: 12,
    title: 'Fabric API is missing',
    severity: 'error',
    advice: 'Install Fabric API for this Minecraft version (modrinth.com/mod/fabric-api).',
    confidence: 0.95,
    triggers: RELATION_TRIGGERS,
    match: relationRule((rel) => rel.verb === 'requires' && rel.state === 'missing' && isFabricApi(rel.targetId)),
  },
  {
    id: 'fabric-wrong-dependency-version',
    row: 13,
    title: 'Wrong dependency version (Fabric/Quilt)',
    severity: 'error',
    advice:
      'Install the dependency in the version range named above, or a build of the mod that fits the installed one.',
    confidence: 0.95,
    triggers: RELATION_TRIGGERS,
    match: relationRule(
      (rel) =>
        rel.verb === 'requires' &&
        (rel.state === 'wrong' || rel.targetId === 'java' || isLoader(rel)) &&
        !isMinecraft(rel) &&
        !(isFabricApi(rel.targetId) && rel.state === 'missing'),
    ),
  },
  {
    id: 'fabric-wrong-minecraft',
    row: 14,
    title: 'Mod made for another Minecraft version',
    severity: 'error',
    advice: "Get the build of the mod made for this Minecraft version, or change the instance's Minecraft version.",
    confidence: 0.95,
    triggers: RELATION_TRIGGERS,
    match(ctx, index, line) {
      const rel = parseFabricRelation(line);
      if (!rel || rel.verb !== 'requires' || !isMinecraft(rel)) return null;
      const source = shownLabel(rel.sourceId, rel.sourceName);
      const mc = rel.present ?? ctx.facts.minecraft;
      return textHit({
        key: rel.sourceId,
        texts: {
          title: D.needsMinecraftTitle({
            mod: shownName(rel.sourceId, rel.sourceName),
            range: rel.range,
            minecraft: mc ?? '',
          }),
          detail: D.requiresMinecraft({
            mod: source,
            version: rel.sourceVersion ?? '',
            range: rel.range,
            ...(rel.rangeText !== rel.range ? fabricWords(rel.rangeText) : noWords()),
            minecraft: mc ?? '',
          }),
        },
        mods: [rel.sourceId],
        ...(rel.sourceName ? { names: { [rel.sourceId]: rel.sourceName } } : {}),
        lines: [index],
      });
    },
  },
  {
    id: 'fabric-incompatible',
    row: 15,
    title: 'Incompatible mods (Fabric/Quilt breaks)',
    severity: 'error',
    advice: 'Remove one of the two mods, or update them to versions that work together.',
    confidence: 0.9,
    triggers: RELATION_TRIGGERS,
    match: relationRule((rel) => rel.verb === 'incompatible'),
  },
  {
    id: 'fabric-conflict',
    row: 16,
    title: 'Conflicting mods (Fabric soft conflict)',
    severity: 'warning',
    advice: 'The game may still start; if it misbehaves, remove one of the two mods.',
    confidence: 0.6,
    triggers: RELATION_TRIGGERS,
    match: relationRule((rel) => rel.verb === 'conflicts'),
  },
  {
    id: 'fabric-environment-dependency',
    row: 17,
    title: 'Dependency disabled for this side',
    severity: 'error',
    advice: 'A client-only dependency on a server (or the reverse): remove the mod that depends on it from this side.',
    confidence: 0.85,
    triggers: RELATION_TRIGGERS,
    match: relationRule((rel) => rel.state === 'env'),
  },
  {
    id: 'fabric-solution',
    row: 18,
    title: 'The loader proposes a fix',
    severity: 'info',
    advice: 'Apply the steps the loader lists.',
    confidence: 0.9,
    triggers: ['A potential solution has been determined'],
    match(ctx, index) {
      const steps = blockAfter(ctx, index, /^\s*(?:- |\t)/, 60).filter((i) => /^\s*- /.test(ctx.log.line(i)));
      if (steps.length === 0) return null;
      const texts = steps.map((i) => ctx.log.line(i).trim().replace(/^- /, ''));
      const last = texts.length - 1;
      const [first, ...more] = texts.map((t) => solutionStep(t, false));
      // The mods the steps change (`Replace mod 'Sodium' (sodium) …`, `Remove mod 'Iris' (iris) …`, `Install fabric-api,
      // …`): each step is the line that names it. Never the game or Java, which no step installs.
      const mods: string[] = [];
      for (const t of texts) {
        const id =
          /^(?:Replace|Remove|Upgrade|Downgrade|Update|Install) (?:mod )?'[^']*' \(([\w.-]+)\)/.exec(t)?.[1] ??
          /^Install ([\w.-]+), (?:any version|version )/.exec(t)?.[1];
        if (id && !/^(?:minecraft|java)$/.test(id) && !mods.includes(id)) mods.push(id);
      }
      return textHit({
        key: 'solution',
        ...(mods.length > 0 ? { mods } : {}),
        texts: {
          detail: D.loaderFix({}),
          detailMore: texts.map((t, i) => solutionStep(t, i < last)),
          advice: first!,
          adviceLines: more,
        },
        lines: [index, ...steps],
      });
    },
  },
  {
    id: 'fabric-entrypoint',
    row: 19,
    title: 'A mod crashed while starting (Fabric entrypoint)',
    severity: 'error',
    advice: 'Update or remove the mod named above.',
    confidence: 0.9,
    triggers: ['Could not execute entrypoint stage'],
    match(ctx, index, line) {
      const m =
        /Could not execute entrypoint stage '([^']+)' due to errors, provided by '([^']+)'(?: at '([^']+)')?/.exec(
          line,
        );
      if (!m) return null;
      const found = entrypointCause(ctx, index, m[2]!, m[3] ?? '');
      // A module named after a library it integrates with (`magiclib_malilib_extra`, `x-jei-compat`): without another
      // cause, that module and the installed library do not fit together.
      const integration = found.library || found.missingOther ? null : integratedLibrary(m[2]!);
      const cause = integration ? { ...found, library: integration } : found;
      // A mixin clash warned just above (`@Redirect conflict. Skipping …`) that names this mod, or an entrypoint of
      // Fabric API's own modules (a library, which only runs what others changed): the clash is what broke the start
      // (mixin-conflict ranks it first), this failure only followed it.
      const afterClash = conflictJustAbove(ctx, index, m[2]!);
      return textHit({
        key: m[2]!,
        mods: cause.library ? [m[2]!, cause.library.ids[0]!] : [m[2]!],
        ...(cause.library ? { names: { [cause.library.ids[0]!]: cause.library.name } } : {}),
        texts: {
          detail: M.entrypointFailed({
            mod: m[2]!,
            stage: m[1]!,
            at: m[3] ?? '',
            cause: cause.message,
            library: cause.library?.name ?? '',
            integration: integration !== null,
          }),
          advice: M.entrypointAdvice({ mod: m[2]! }),
        },
        // A class of another mod or library missing under the entrypoint is the cause (no-class-def names what to
        // install): the entrypoint, which only carried it, ranks below.
        ...(cause.missingOther ? { confidence: 0.45 } : afterClash ? { confidence: 0.5 } : {}),
        lines: cause.line >= 0 ? [index, cause.line] : [index],
        stackFrom: index,
      });
    },
    supersedes: ['stack-culprit'],
  },
  {
    // Mod Menu shows a mod's config screen that throws as an error screen, not a crash: `Failed to load config screen
    // for 'x'` / `Report to 'x', not Mod Menu` (older builds: `Unable to load the configuration screen for 'x'`), the
    // error under it. Players copy those words out of the screen, often without the dots (`Java. langNoClassDef…`).
    id: 'modmenu-config-screen',
    row: 0,
    title: "Mod Menu cannot open a mod's config screen",
    severity: 'warning',
    advice: 'Update the mod named above or install the library version it needs; report it to that mod, not Mod Menu.',
    confidence: 0.8,
    triggers: ['config screen for ', 'configuration screen for '],
    match(ctx, index, line) {
      const m = MOD_MENU_SCREEN_ERROR.exec(line);
      if (!m) return null;
      const mod = m[1]!;
      // The error Mod Menu shows under its two sentences (within 6 lines), read loosely.
      let error = '';
      let cls = '';
      let errorLine = -1;
      for (let i = index; i < Math.min(ctx.log.lineCount, index + 7) && errorLine < 0; i++) {
        const e =
          /(NoClassDefFoundError|ClassNotFoundException|NoSuchMethodError|NoSuchFieldError|AbstractMethodError)\W{0,3}:\s*'?(?:[\w.$[\]]+ )?([\w$]+(?:[./][\w$]+)+)/.exec(
            ctx.log.line(i),
          );
        if (!e) continue;
        errorLine = i;
        error = `${e[1]}: ${e[2]}`.slice(0, 240);
        cls = e[2]!.replace(/\//g, '.');
        // A member's owner class is the name before the member (`a.b.C.method(`): drop the member for the lookup.
        if (!/ClassNotFound|NoClassDef/.test(e[1]!)) cls = cls.replace(/\.[\w$<>]+$/, '');
      }
      const lib = cls ? libraryOfClass(cls) : null;
      const library = lib && !lib.ids.includes(mod) ? lib : null;
      // Named by the id the error's words show (`dev/isxander/yacl3/…` shows `yacl`), which cites it.
      const errorText = errorLine >= 0 ? ctx.log.line(errorLine).toLowerCase() : '';
      const libId = library ? (library.ids.find((id) => errorText.includes(id)) ?? library.ids[0]!) : '';
      return textHit({
        key: mod,
        mods: library ? [mod, libId] : [mod],
        ...(library ? { names: { [libId]: library.name } } : {}),
        texts: {
          detail: M.modMenuConfigScreen({ mod, error, library: library?.name ?? '' }),
          advice: M.modMenuConfigScreenAdvice({ mod, library: library?.name ?? '' }),
        },
        lines: errorLine >= 0 && errorLine !== index ? [index, errorLine] : [index],
      });
    },
  },
  {
    id: 'fabric-duplicate-mod',
    row: 20,
    title: 'Duplicate mod (Fabric/Quilt)',
    severity: 'error',
    advice: 'Delete all but one of the files of this mod from mods/.',
    confidence: 0.95,
    triggers: ['Duplicate versions for mod ID', 'Duplicate mod:', 'Duplicate mod ID: '],
    match(ctx, index, line) {
      const legacy = /Duplicate versions for mod ID '([^']+)': \[(.*)\]?/.exec(line);
      const quilt = /Duplicate mod: ([\w.-]+)/.exec(line);
      // Fabric Loader 0.4 and older: `Duplicate mod ID: x! (a-1.0.jar, a-1.1.jar)`.
      const old = /Duplicate mod ID: ([\w.-]+)! \(([^)]{1,600})\)/.exec(line);
      const id = legacy?.[1] ?? quilt?.[1] ?? old?.[1];
      if (!id) return null;
      const files: string[] = [];
      const lines = [index];
      const collect = (text: string): void => {
        for (const f of text.matchAll(/ at ([^,\]]{1,300}?\.jar)/g)) files.push(f[1]!.trim());
      };
      collect(line);
      if (old) files.push(...old[2]!.split(/,\s*/).filter((f) => f.endsWith('.jar')));
      for (const i of blockAfter(ctx, index, /^\s*(?:- |\t|\S+ at )/, 20)) {
        collect(ctx.log.line(i));
        lines.push(i);
      }
      return textHit({
        key: id,
        mods: [id],
        texts: {
          detail: M.modInstalledTwice({ mod: id, files: files.join(', ') }),
          advice: files.length > 1 ? M.keepOneFile({ files: files.join(', ') }) : M.deleteExtraCopies({ mod: id }),
        },
        lines,
      });
    },
  },
  {
    id: 'fabric-access-widener',
    row: 0,
    title: "A mod's access widener cannot be read (a development or broken jar)",
    severity: 'error',
    advice: 'Replace the mod named above with its release jar for this Minecraft version.',
    confidence: 0.9,
    triggers: ['Failed to read accessWidener file from mod '],
    match(ctx, index, line) {
      // Fabric Loader reads every mod's access widener before the game starts (FabricLoaderImpl.loadAccessWideners);
      // the reader's reason follows as a `Caused by:` line. `Namespace (named) does not match … (intermediary)` is a
      // jar built for the development environment (a `-dev` jar), never remapped for playing.
      const m = /Failed to read accessWidener file from mod ([\w.-]{1,64})/.exec(line);
      if (!m || /^\s*at /.test(line)) return null;
      let error = '';
      const lines = [index];
      for (let i = index + 1; i < Math.min(ctx.log.lineCount, index + 30); i++) {
        const c = /Caused by: [\w.$]*?(AccessWidenerFormatException|RuntimeException): (.{1,240})$/.exec(
          ctx.log.line(i),
        );
        if (!c) continue;
        error = c[2]!.trim();
        lines.push(i);
        if (c[1] === 'AccessWidenerFormatException' || /namespace/i.test(error)) break;
      }
      const dev = /Namespace \(named\) does not match/.test(error);
      return messageHit({
        key: `aw:${m[1]}`,
        mods: [m[1]!],
        lines,
        message: { id: 'accessWidenerUnreadable', params: { mod: m[1]!, dev: dev ? 'yes' : '', error } },
      });
    },
  },
  {
    id: 'fabric-duplicate-classpath',
    row: 0,
    title: 'The launcher put two versions of a library on the classpath',
    severity: 'error',
    advice:
      'Reinstall Fabric Loader for this Minecraft version with the Fabric installer, or use a launcher that supports Fabric.',
    confidence: 0.9,
    triggers: ['classes found on classpath'],
    match(_ctx, index, line) {
      // Fabric Loader's start-up check (LoaderUtil.verifyClasspath): `duplicate ASM classes found on classpath: …asm-9.7.1.jar…,
      // …asm-9.6.jar…`. The launch profile lists the library twice (an old Fabric profile, a repackaging launcher).
      const m = /duplicate (\S{1,40}) classes found on classpath: (.{0,1200})/.exec(line);
      if (!m) return null;
      const jars = [...m[2]!.matchAll(/([\w.+-]{1,120}\.jar)!/g)].map((j) => j[1]!);
      return messageHit({
        key: `classpath:${m[1]}`,
        lines: [index],
        message: { id: 'duplicateClasspath', params: { library: m[1]!, file: [...new Set(jars)].join(', ') } },
      });
    },
  },
  {
    id: 'fabric-warnings',
    row: 15,
    title: 'The loader found warnings',
    severity: 'info',
    advice: 'Not necessarily fatal: the game may still start. Check the listed mods if it does not.',
    confidence: 0.3,
    triggers: ['Warnings were found!'],
    match(ctx, index) {
      const lines = blockAfter(ctx, index, /^\s*(?:- |\t)/, 60);
      return textHit({
        key: 'warnings',
        texts: {
          detail: D.loaderWarnings({}),
          detailMore: warningLines(lines.map((i) => ctx.log.line(i).trim())),
        },
        lines: [index, ...lines.slice(0, 5)],
      });
    },
  },
];
