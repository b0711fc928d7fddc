import type { RawTag, SourceContent, SourcePart } from './sourceContent';

/**
 * A jar's {@link SourceContent} as the content worker (contentWorker.ts) sends it to the indexer's thread: every
 * distinct string once, in two texts (strings of one-byte characters in `narrow`, the rest in `wide`, so a Chinese name
 * does not make every id a two-byte string), and the parts' shape as numbers. Posting it copies two flat strings and
 * transfers two typed arrays, where the object graph would be cloned object by object and deserialized string by
 * string on the receiving thread (docs/performance.md, content index, "Parsing jars on worker threads").
 */
export interface PackedContent {
  narrow: string;
  wide: string;
  /** Per string number, its length: in `narrow` when ≥ 0, in `wide` (as `-1 - length`) when negative. */
  lengths: Int32Array;
  /** The parts as counts and string numbers, in the order {@link unpackContent} reads them. */
  shape: Int32Array;
}

/** The fields every part has, in the order readPart (sourceContent.ts) makes them; the rest go as JSON. */
const BASE_FIELDS = new Set([
  'prefix',
  'namespaces',
  'items',
  'blocks',
  'fluids',
  'lang',
  'tags',
  'recipes',
  'incomplete',
  'runtimeContent',
  'problems',
]);
/** A character past Latin-1: the string goes in the two-byte text. */
const WIDE = /[\u0100-\uffff]/;

/** Packs `content`; {@link unpackContent} gives back an equal content, field order included. */
export function packContent(content: SourceContent): PackedContent {
  const numbers = new Map<string, number>();
  const narrow: string[] = [];
  const wide: string[] = [];
  const lengths: number[] = [];
  const shape: number[] = [];
  const str = (text: string): void => {
    let n = numbers.get(text);
    if (n === undefined) {
      n = lengths.length;
      numbers.set(text, n);
      if (!WIDE.test(text)) {
        narrow.push(text);
        lengths.push(text.length);
      } else {
        wide.push(text);
        lengths.push(-1 - text.length);
      }
    }
    shape.push(n);
  };
  const list = (items: readonly string[]): void => {
    shape.push(items.length);
    for (let k = 0; k < items.length; k++) str(items[k]!);
  };
  shape.push(content.parts.length);
  for (const part of content.parts) {
    str(part.prefix);
    list(part.namespaces);
    list(part.items);
    list(part.blocks);
    list(part.fluids);
    const locales = Object.keys(part.lang);
    shape.push(locales.length);
    for (const locale of locales) {
      str(locale);
      list(part.lang[locale]!);
    }
    shape.push(part.tags.length);
    for (const tag of part.tags) {
      str(tag.registry);
      str(tag.id);
      shape.push(tag.replace ? 1 : 0);
      list(tag.values);
      list(tag.remove);
      str(tag.file);
    }
    list(part.recipes);
    // Messages, overlays, filters and recipe conditions: few, and rarely any (most parts have none), so JSON.
    const rest: Record<string, unknown> = {
      incomplete: part.incomplete,
      runtimeContent: part.runtimeContent,
      problems: part.problems,
    };
    let plain = Object.keys(part.incomplete).length === 0 && part.runtimeContent === null && part.problems.length === 0;
    for (const key of Object.keys(part)) {
      if (BASE_FIELDS.has(key)) continue;
      rest[key] = (part as unknown as Record<string, unknown>)[key];
      plain = false;
    }
    if (plain) shape.push(-1);
    else str(JSON.stringify(rest));
  }
  return {
    narrow: narrow.join(''),
    wide: wide.join(''),
    lengths: Int32Array.from(lengths),
    shape: Int32Array.from(shape),
  };
}

/** The content {@link packContent} packed. Throws a RangeError when `packed` is not one it made. */
export function unpackContent(packed: PackedContent): SourceContent {
  const { narrow, wide, lengths, shape } = packed;
  const strings = new Array<string>(lengths.length);
  let n = 0;
  let w = 0;
  for (let i = 0; i < lengths.length; i++) {
    const length = lengths[i]!;
    if (length >= 0) strings[i] = narrow.slice(n, (n += length));
    else strings[i] = wide.slice(w, (w -= length + 1));
  }
  if (n !== narrow.length || w !== wide.length) throw new RangeError('packed content: texts and lengths disagree');
  let at = 0;
  const num = (): number => {
    if (at >= shape.length) throw new RangeError('packed content: shape ends early');
    return shape[at++]!;
  };
  const str = (): string => {
    const s = strings[num()];
    if (s === undefined) throw new RangeError('packed content: no such string');
    return s;
  };
  const list = (): string[] => {
    const count = num();
    const out = new Array<string>(count);
    for (let k = 0; k < count; k++) out[k] = str();
    return out;
  };
  const parts: SourcePart[] = [];
  for (let p = num(); p > 0; p--) {
    const prefix = str();
    const namespaces = list();
    const items = list();
    const blocks = list();
    const fluids = list();
    const lang: Record<string, string[]> = {};
    for (let l = num(); l > 0; l--) {
      const locale = str();
      lang[locale] = list();
    }
    const tags: RawTag[] = [];
    for (let t = num(); t > 0; t--) {
      const registry = str();
      const id = str();
      const replace = num() === 1;
      const values = list();
      const remove = list();
      tags.push({ registry, id, replace, values, remove, file: str() });
    }
    const recipes = list();
    const part: SourcePart = {
      prefix,
      namespaces,
      items,
      blocks,
      fluids,
      lang,
      tags,
      recipes,
      incomplete: {},
      runtimeContent: null,
      problems: [],
    };
    if (shape[at] === -1) at++;
    else Object.assign(part, JSON.parse(str()) as Partial<SourcePart>);
    parts.push(part);
  }
  if (at !== shape.length) throw new RangeError('packed content: shape has more than its parts');
  return { parts };
}
