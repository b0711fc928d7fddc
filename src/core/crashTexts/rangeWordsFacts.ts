import type { Locale } from '../locale/locale';
import { compareMavenVersions } from '../versions/mavenVersionRange';

/**
 * A version range in words, as structured facts a message renders in each locale (crashDependencyMessages.ts). The
 * loaders word ranges themselves (Fabric Loader's `version 1.0 or later`, FML's `1.0 or above`) and Nova words Maven
 * ranges for Forge (`[47.2.0,)` → `47.2.0 or newer`); a rule reads the words into a kind and its versions when it
 * reads the log, and keeps words of any other form verbatim (`text`). The English rendering is always the words as
 * they were read (each reader checks it), so the English texts never change; the versions stay verbatim in Chinese.
 */
export type RangeWordsKind =
  /** No range shown at all. */
  | 'none'
  /** Words of a form no reader knows: shown verbatim in every locale. */
  | 'text'
  | 'fabricAny'
  | 'fabricAtLeast'
  | 'fabricAtMost'
  | 'fabricAfter'
  | 'fabricBefore'
  | 'fabricBetween'
  | 'fabricSeries'
  | 'fabricExact'
  | 'fabricCompatible'
  | 'mavenAtLeast'
  | 'mavenAfter'
  | 'mavenExact'
  | 'mavenUpTo'
  | 'mavenBetween'
  | 'mavenBefore'
  | 'mavenAtMost'
  | 'fmlAny'
  | 'fmlOrAbove'
  | 'fmlOrAboveBelow';

/** The facts of one range's words, spread into a message's parameters. */
export interface RangeWords {
  [key: string]: string | boolean;
  wordsKind: RangeWordsKind;
  wordsLow: string;
  wordsHigh: string;
  wordsLowIn: boolean;
  wordsHighIn: boolean;
  /** The words themselves for `text`. */
  wordsText: string;
}

function words(kind: RangeWordsKind, low = '', high = '', lowIn = true, highIn = true, text = ''): RangeWords {
  return { wordsKind: kind, wordsLow: low, wordsHigh: high, wordsLowIn: lowIn, wordsHighIn: highIn, wordsText: text };
}

/** No range shown. */
export function noWords(): RangeWords {
  return words('none');
}

/** Words kept verbatim (a range the log writes in a form no reader knows, or a raw range such as `[1.0,)`). */
export function textWords(text: string): RangeWords {
  return words('text', '', '', true, true, text);
}

/** The words of `p` in `locale`; null for `none`. */
export function rangeWordsText(p: RangeWords, locale: Locale = 'en'): string | null {
  const zh = locale === 'zh-cn';
  const lo = p.wordsLow;
  const hi = p.wordsHigh;
  switch (p.wordsKind) {
    case 'none':
      return null;
    case 'text':
      return p.wordsText;
    case 'fabricAny':
      return zh ? '任意版本' : 'any version';
    case 'fabricAtLeast':
      return zh ? `${lo} 或更新版本` : `version ${lo} or later`;
    case 'fabricAtMost':
      return zh ? `${lo} 或更早版本` : `version ${lo} or earlier`;
    case 'fabricAfter':
      return zh ? `晚于 ${lo} 的任意版本` : `any version after ${lo}`;
    case 'fabricBefore':
      return zh ? `早于 ${lo} 的任意版本` : `any version before ${lo}`;
    case 'fabricBetween':
      return zh
        ? `${lo}（${p.wordsLowIn ? '含' : '不含'}）到 ${hi}（${p.wordsHighIn ? '含' : '不含'}）之间的任意版本`
        : `any version between ${lo} (${p.wordsLowIn ? 'inclusive' : 'exclusive'}) and ${hi} (${p.wordsHighIn ? 'inclusive' : 'exclusive'})`;
    case 'fabricSeries':
      return zh ? `任意 ${lo} 版本` : `any ${lo} version`;
    case 'fabricExact':
      return zh ? `版本 ${lo}` : `version ${lo}`;
    case 'fabricCompatible':
      return zh ? '与以下版本兼容的任意版本：' : 'any version that is compatible with:';
    case 'mavenAtLeast':
      return zh ? `${lo} 或更新版本` : `${lo} or newer`;
    case 'mavenAfter':
      return zh ? `高于 ${lo} 的版本` : `newer than ${lo}`;
    case 'mavenExact':
      return zh ? `${lo}（精确）` : `exactly ${lo}`;
    case 'mavenUpTo':
      return zh ? `${lo} 至（不含）${hi}` : `${lo} up to (not including) ${hi}`;
    case 'mavenBetween':
      return zh ? `${lo} 到 ${hi}（含）` : `${lo} to ${hi}`;
    case 'mavenBefore':
      return zh ? `低于 ${lo} 的版本` : `older than ${lo}`;
    case 'mavenAtMost':
      return zh ? `${lo} 或更旧版本` : `${lo} or older`;
    case 'fmlAny':
      return zh ? '任意版本' : 'any';
    case 'fmlOrAbove':
      return zh ? `${lo} 或更高` : `${lo} or above`;
    case 'fmlOrAboveBelow':
      return zh ? `${lo} 或更高，且低于 ${hi}` : `${lo} or above, and below ${hi}`;
  }
}

/** `candidate` when its English rendering is exactly `text`, else `text` kept verbatim. */
function checked(candidate: RangeWords | null, text: string): RangeWords {
  return candidate !== null && rangeWordsText(candidate) === text ? candidate : textWords(text);
}

/** Fabric Loader's words for a dependency's versions (`version 1.0 or later`, `any version between …`). */
export function fabricWords(text: string): RangeWords {
  let m: RegExpExecArray | null;
  let candidate: RangeWords | null = null;
  if (text === 'any version') candidate = words('fabricAny');
  else if (text === 'any version that is compatible with:') candidate = words('fabricCompatible');
  else if ((m = /^version (\S+) or later$/.exec(text))) candidate = words('fabricAtLeast', m[1]);
  else if ((m = /^version (\S+) or earlier$/.exec(text))) candidate = words('fabricAtMost', m[1]);
  else if ((m = /^any version after (\S+)$/.exec(text))) candidate = words('fabricAfter', m[1]);
  else if ((m = /^any version before (\S+)$/.exec(text))) candidate = words('fabricBefore', m[1]);
  else if ((m = /^any version between (\S+) \((inclusive|exclusive)\) and (\S+) \((inclusive|exclusive)\)$/.exec(text)))
    candidate = words('fabricBetween', m[1], m[3], m[2] === 'inclusive', m[4] === 'inclusive');
  else if ((m = /^any (\S+) version$/.exec(text))) candidate = words('fabricSeries', m[1]);
  else if ((m = /^version (\S+)$/.exec(text))) candidate = words('fabricExact', m[1]);
  return checked(candidate, text);
}

/** Nova's words for a Maven range (`[47.2.0,)` → `47.2.0 or newer`); a range of another form is kept as written. */
export function mavenWords(range: string): RangeWords {
  const r = range.trim().replace(/^'|'$/g, '');
  let m: RegExpExecArray | null;
  if ((m = /^\[([^,[\]()]+),\s*\)$/.exec(r))) return words('mavenAtLeast', m[1]);
  if ((m = /^\(([^,[\]()]+),\s*\)$/.exec(r))) return words('mavenAfter', m[1]);
  if ((m = /^\[([^,[\]()]+)\]$/.exec(r))) return words('mavenExact', m[1]);
  if ((m = /^\[([^,[\]()]+),\s*([^,[\]()]+)\)$/.exec(r))) return words('mavenUpTo', m[1], m[2]);
  if ((m = /^\[([^,[\]()]+),\s*([^,[\]()]+)\]$/.exec(r))) return words('mavenBetween', m[1], m[2]);
  if ((m = /^\(,\s*([^,[\]()]+)\)$/.exec(r))) return words('mavenBefore', m[1]);
  if ((m = /^\(,\s*([^,[\]()]+)\]$/.exec(r))) return words('mavenAtMost', m[1]);
  if ((m = /^(\S+) or above$/.exec(r))) return words('mavenAtLeast', m[1]);
  // FML's words for a closed range (`between 1.16.3 and 1.16.5 (inclusive)`; Forge 1.16 printed it without brackets).
  if ((m = /^between (\S+) and (\S+) \(?inclusive\)?$/.exec(r))) return words('mavenBetween', m[1], m[2]);
  return textWords(r);
}

/** FML's own words for a version range in its loading errors (`1.1.2 or above`, `45 or above, and below 46`). */
export function fmlWords(text: string): RangeWords {
  let m: RegExpExecArray | null;
  let candidate: RangeWords | null = null;
  if (text === 'any') candidate = words('fmlAny');
  else if ((m = /^(\S+) or above$/.exec(text))) candidate = words('fmlOrAbove', m[1]);
  else if ((m = /^(\S+) or above, and below (\S+)$/.exec(text))) candidate = words('fmlOrAboveBelow', m[1], m[2]);
  return checked(candidate, text);
}

/**
 * Whether `installed` is at or past the upper end of FML's range words (`0.6.9 or above, and below 0.7`, `below 0.7`):
 * the dependency is newer than the mod asking supports, so that mod, not the dependency, is out of date.
 */
export function installedPastFmlRange(range: string, installed: string): boolean {
  const below = /\bbelow (\S+?)[.,]?$/.exec(range.trim())?.[1];
  return below !== undefined && installed !== '' && compareMavenVersions(installed, below) >= 0;
}
