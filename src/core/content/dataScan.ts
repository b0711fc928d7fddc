import {
  addRecipeId,
  fullRecipeType,
  isInputKey,
  isOutputKey,
  RECIPE_ID_KEYS,
  RECIPE_MAX_DEPTH,
  RECIPE_MAX_IDS,
  RECIPE_SKIPPED_KEYS,
  RECIPE_TAG_KEYS,
} from './recipeShapes';

/**
 * Targeted scans of the two data files a cold index reads by the ten thousand — recipes and tags — that read only the
 * keys the index keeps, straight from the text, without `JSON.parse` building the file's whole object graph
 * (docs/performance.md, content index, tenth pass). Each answers exactly what `JSON.parse` followed by recipeShapes.ts
 * `recipeFacts` (or sourceContent.ts's tag reading) answers, or null whenever the text holds anything the scan does not
 * take for certain: then the caller parses it as before. Null on: text that is not strict JSON (comments, a byte-order
 * mark: gameJson.ts takes those), a string with an escape, a key that starts with a digit (JavaScript orders integer
 * keys first), a key twice in one object (the last value wins in `JSON.parse`), load-condition keys, Forge's
 * `forge:conditional`, Create's `sequence`, a missing, empty or non-string recipe type, nesting deeper than
 * {@link MAX_NESTING}, and a top level that is not an object. test/unit/contentDataScan.test.ts compares both with
 * `JSON.parse` on generated and damaged files.
 *
 * Keys are not sliced per file: each distinct key is kept once in a small table ({@link readKey}) with what it means
 * to the scans, so a key costs a hash while it is read and one comparison.
 */

/** The scan's bytes and position: module state, so a scan allocates nothing but the strings it keeps. */
let text: Buffer = Buffer.alloc(0);
let pos = 0;
/** Set when the scan meets what it does not handle; every step returns at once after it. */
let failed = false;
/** Whether the recipe being scanned is a 1.12 one (recipeShapes.ts `legacy`). */
let legacy = false;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
/** Deeper nesting than any recipe or tag file has: the caller's `JSON.parse` takes it. */
const MAX_NESTING = 64;
/** Tag entries kept at most, as sourceContent.ts's `tagEntries` keeps. */
const MAX_TAG_ENTRIES = 100_000;

// What a key means to the scans (bits of KEY_FLAGS).
const STARTS_WITH_DIGIT = 1;
const TYPE = 2;
/** Load conditions (recipeConditions.ts) and Create's `sequence`: the recipe is parsed. */
const UNHANDLED = 4;
const OUTPUT = 8;
const INPUT = 16;
const KEY_MAP = 32;
const SKIPPED = 64;
const ID_KEY = 128;
const TAG_KEY = 256;
const REPLACE = 512;
const VALUES = 1024;
const REMOVE = 2048;
const TAG_ENTRY_ID = 4096;
const REQUIRED = 8192;
const UNHANDLED_KEYS = new Set([
  'conditions',
  'forge:conditions',
  'neoforge:conditions',
  'fabric:load_conditions',
  'sequence',
]);

function flagsOf(key: string): number {
  let flags = 0;
  const c0 = key.charCodeAt(0);
  if (c0 >= 0x30 && c0 <= 0x39) flags |= STARTS_WITH_DIGIT;
  if (key === 'type') flags |= TYPE;
  else if (UNHANDLED_KEYS.has(key)) flags |= UNHANDLED;
  else if (isOutputKey(key)) flags |= OUTPUT;
  else if (isInputKey(key)) flags |= INPUT | (key === 'key' ? KEY_MAP : 0);
  if (RECIPE_SKIPPED_KEYS.has(key)) flags |= SKIPPED;
  if (RECIPE_ID_KEYS.has(key)) flags |= ID_KEY;
  if (RECIPE_TAG_KEYS.has(key)) flags |= TAG_KEY;
  if (key === 'replace') flags |= REPLACE;
  if (key === 'values') flags |= VALUES;
  if (key === 'remove') flags |= REMOVE;
  if (key === 'id') flags |= TAG_ENTRY_ID;
  if (key === 'required') flags |= REQUIRED;
  return flags;
}

/** The key table: open addressing over the key's hash, a key's slot is its number for the duplicate check. */
const SLOTS = 1024;
/** Keys kept at most; a scan that meets a new key beyond it fails (the file goes to JSON.parse). */
const MAX_KEYS = 512;
/** A scan starts with an empty table when fewer than this many keys are free: a file brings a few new keys at most. */
const FREE_KEYS = 128;
const KEYS: Array<string | undefined> = new Array<string | undefined>(SLOTS).fill(undefined);
const KEY_FLAGS = new Int32Array(SLOTS);
/**
 * The object (by {@link objectSerial}) each slot's key was last seen in: a key twice in one object is a duplicate (a
 * nested object, numbered later, may have marked it since: see {@link readKey}).
 */
const SEEN_IN = new Int32Array(SLOTS);
let keyCount = 0;
let objectSerial = 0;
/** The slots of the keys read by the objects open now, outermost first; `objectBase` holds where each object's begin. */
let keyStack = new Int32Array(256);
let keyTop = 0;
const objectBase: number[] = [];

function start(source: Buffer): void {
  text = source;
  pos = 0;
  failed = false;
  keyTop = 0;
  objectBase.length = 0;
  if (keyCount > MAX_KEYS - FREE_KEYS) {
    KEYS.fill(undefined);
    keyCount = 0;
  }
  if (objectSerial > 0x3fffffff) {
    SEEN_IN.fill(0);
    objectSerial = 0;
  }
}

function skipSpace(): void {
  for (;;) {
    const c = text[pos];
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) pos++;
    else return;
  }
}

/**
 * The key at `pos` (its opening quote) of the object numbered `serial`, then past its colon: the key's slot, or -1
 * (failed) for an escape, a control character, a missing colon, a key twice in the object or a full table.
 */
function readKey(serial: number): number {
  if (text[pos] !== QUOTE) {
    failed = true;
    return -1;
  }
  const open = ++pos;
  let hash = 0;
  for (;;) {
    const c = text[pos]!;
    if (c === QUOTE) break;
    // A key of other than printable ASCII (or the end of the bytes: undefined) goes to JSON.parse.
    if (!(c >= 0x20 && c < 0x80) || c === BACKSLASH) {
      failed = true;
      return -1;
    }
    hash = (Math.imul(hash, 31) + c) | 0;
    pos++;
  }
  const length = pos - open;
  pos++;
  let slot = (hash ^ length) & (SLOTS - 1);
  for (;;) {
    const known = KEYS[slot];
    if (known === undefined) {
      if (keyCount >= MAX_KEYS) {
        failed = true;
        return -1;
      }
      const key = text.toString('latin1', open, open + length);
      KEYS[slot] = key;
      KEY_FLAGS[slot] = flagsOf(key);
      SEEN_IN[slot] = 0;
      keyCount++;
      break;
    }
    if (known.length === length && sameKey(known, open)) break;
    slot = (slot + 1) & (SLOTS - 1);
  }
  // Marked by this object, or by one opened since (nested in it, as JSON is a tree, so it may have overwritten this
  // object's mark): then this object's own keys say whether it is a duplicate.
  const mark = SEEN_IN[slot]!;
  if (mark === serial || (mark > serial && ownKey(slot)) || (KEY_FLAGS[slot]! & STARTS_WITH_DIGIT) !== 0) {
    failed = true;
    return -1;
  }
  SEEN_IN[slot] = serial;
  if (keyTop === keyStack.length) {
    const grown = new Int32Array(keyStack.length * 2);
    grown.set(keyStack);
    keyStack = grown;
  }
  keyStack[keyTop++] = slot;
  skipSpace();
  if (text[pos] !== COLON) {
    failed = true;
    return -1;
  }
  pos++;
  skipSpace();
  return slot;
}

/** Whether the innermost open object has read the key in `slot` already. */
function ownKey(slot: number): boolean {
  for (let i = objectBase[objectBase.length - 1] ?? 0; i < keyTop; i++) if (keyStack[i] === slot) return true;
  return false;
}

/** Past an object's closing brace: its keys leave the stack. */
function closeObject(): void {
  keyTop = objectBase.pop() ?? 0;
}

/** Whether the bytes at `at` are the (ASCII) key `known`. */
function sameKey(known: string, at: number): boolean {
  for (let k = 0; k < known.length; k++) if (text[at + k] !== known.charCodeAt(k)) return false;
  return true;
}

/**
 * At an object's opening brace: past it and any white space; its serial number, or 0 when it is empty (then past its
 * closing brace too).
 */
function openObject(): number {
  pos++;
  skipSpace();
  if (text[pos] === CLOSE_BRACE) {
    pos++;
    return 0;
  }
  objectBase.push(keyTop);
  return ++objectSerial;
}

/** At an array's opening bracket: past it; false when it is empty (then past its closing bracket too). */
function openArray(): boolean {
  pos++;
  skipSpace();
  if (text[pos] === CLOSE_BRACKET) {
    pos++;
    return false;
  }
  return true;
}

/** After a member or element: true at a comma (then past it), false at `close` (past it); fails otherwise. */
function more(close: number): boolean {
  skipSpace();
  const c = text[pos++];
  if (c === COMMA) {
    skipSpace();
    return true;
  }
  if (c !== close) failed = true;
  return false;
}

/**
 * The string at `pos` (its opening quote), or null (failed) for an escape, a control character, no end, or a byte
 * outside ASCII: the strings the scans keep are ids, and an id with other characters is left to JSON.parse (and the
 * checks after it).
 */
function readString(): string | null {
  const open = ++pos;
  for (;;) {
    const c = text[pos]!;
    if (c === QUOTE) {
      pos++;
      // Copied out of the bytes (latin1 is ASCII here): no view of the file is kept.
      return text.toString('latin1', open, pos - 1);
    }
    // undefined (the end of the bytes) fails here too.
    if (!(c >= 0x20 && c < 0x80) || c === BACKSLASH) {
      failed = true;
      return null;
    }
    pos++;
  }
}

/**
 * Skips the string at `pos`. Bytes from 0x80 are passed: decoded as UTF-8, what is invalid becomes U+FFFD and ASCII
 * bytes stay the characters they are, so the bytes' structure is the text's.
 */
function skipString(): void {
  pos++;
  for (;;) {
    const c = text[pos]!;
    if (c === QUOTE) {
      pos++;
      return;
    }
    if (!(c >= 0x20) || c === BACKSLASH) {
      failed = true;
      return;
    }
    pos++;
  }
}

function skipDigits(): number {
  const from = pos;
  for (;;) {
    const c = text[pos]!;
    if (c >= 0x30 && c <= 0x39) pos++;
    else return pos - from;
  }
}

/** A JSON number at `pos`, by RFC 8259's grammar exactly (no leading zeros, no bare dot, no plus sign). */
function skipNumber(): void {
  if (text[pos] === 0x2d) pos++;
  if (text[pos] === 0x30) pos++;
  else if (skipDigits() === 0) {
    failed = true;
    return;
  }
  if (text[pos] === 0x2e) {
    pos++;
    if (skipDigits() === 0) {
      failed = true;
      return;
    }
  }
  const e = text[pos];
  if (e === 0x65 || e === 0x45) {
    pos++;
    const sign = text[pos];
    if (sign === 0x2b || sign === 0x2d) pos++;
    if (skipDigits() === 0) failed = true;
  }
}

function skipWord(word: string): void {
  for (let k = 0; k < word.length; k++)
    if (text[pos + k] !== word.charCodeAt(k)) {
      failed = true;
      return;
    }
  pos += word.length;
}

/** Skips (and checks) any JSON value at `pos`. */
function skipValue(depth: number): void {
  if (depth > MAX_NESTING) {
    failed = true;
    return;
  }
  const c = text[pos];
  if (c === QUOTE) skipString();
  else if (c === OPEN_BRACE) {
    const serial = openObject();
    if (serial === 0) return;
    do {
      if (readKey(serial) < 0) return;
      skipValue(depth + 1);
      if (failed) return;
    } while (more(CLOSE_BRACE));
    closeObject();
  } else if (c === OPEN_BRACKET) {
    if (!openArray()) return;
    do {
      skipValue(depth + 1);
      if (failed) return;
    } while (more(CLOSE_BRACKET));
  } else if (c === 0x74) skipWord('true');
  else if (c === 0x66) skipWord('false');
  else if (c === 0x6e) skipWord('null');
  else skipNumber();
}

/** Whether the scan consumed the whole text (trailing white space allowed) without failing. */
function finished(): boolean {
  if (failed) return false;
  skipSpace();
  return pos === text.length;
}

// ---- Recipes ----

/**
 * recipeShapes.ts `collect` over the value at `pos`, in the same order, with the same checks at the same points, so
 * the lists come out the same (ids are only ever appended, so a 1.12 ore-dictionary object undoes its own by
 * truncation). `depth` is the recipe reader's depth; nesting is bounded separately by {@link skipValue}'s.
 */
function collect(into: string[], depth: number, keyMap: boolean): void {
  if (depth > RECIPE_MAX_DEPTH || into.length >= RECIPE_MAX_IDS) {
    skipValue(depth);
    return;
  }
  const c = text[pos];
  if (c === QUOTE) {
    const value = readString();
    if (value !== null) addRecipeId(value, into, legacy);
    return;
  }
  if (c === OPEN_BRACKET) {
    if (!openArray()) return;
    do {
      collect(into, depth + 1, false);
      if (failed) return;
    } while (more(CLOSE_BRACKET));
    return;
  }
  if (c !== OPEN_BRACE) {
    skipValue(depth);
    return;
  }
  const serial = openObject();
  if (serial === 0) return;
  const mark = into.length;
  let type: string | null = null;
  do {
    const slot = readKey(serial);
    if (slot < 0) return;
    const flags = KEY_FLAGS[slot]!;
    const v = text[pos];
    if (keyMap) collect(into, depth + 1, false);
    else if ((flags & SKIPPED) !== 0) {
      // Only a 1.12 ingredient's type is read (its ore dictionary); other strings are passed over.
      if ((flags & TYPE) !== 0 && legacy && v === QUOTE) type = readString();
      else skipValue(depth + 1);
    } else if (v === QUOTE) {
      if ((flags & (ID_KEY | TAG_KEY)) === 0) skipString();
      else {
        const value = readString();
        if (value === null) return;
        if ((flags & ID_KEY) !== 0) addRecipeId(value, into, legacy);
        else addRecipeId(value.charCodeAt(0) === 0x23 ? value : `#${value}`, into, legacy);
      }
    } else if (v === OPEN_BRACE || v === OPEN_BRACKET) collect(into, depth + 1, false);
    else skipValue(depth + 1);
    if (failed) return;
  } while (more(CLOSE_BRACE));
  closeObject();
  // recipeShapes.ts reads a 1.12 ore-dictionary ingredient as naming nothing: what it added is taken back.
  if (legacy && type !== null && type.endsWith('ore_dict')) into.length = mark;
}

/**
 * The type, outputs and inputs of a recipe file's text, exactly as `recipeFacts(JSON.parse(text), legacy)` gives them
 * when it finds no load conditions and no choices; null when the scan cannot tell (then parse the file).
 */
export function scanRecipe(
  source: Buffer,
  legacyRecipe: boolean,
): { type: string; outputs: string[]; inputs: string[] } | null {
  start(source);
  legacy = legacyRecipe;
  skipSpace();
  if (text[pos] !== OPEN_BRACE) return null;
  // Gathered in the two lists kept between scans and copied out at the end: a recipe costs two lists of its size,
  // not two grown from empty (whose first push makes room for 17 ids).
  const outputs = OUTPUTS;
  const inputs = INPUTS;
  emptyList(outputs);
  emptyList(inputs);
  let type: string | null = null;
  const serial = openObject();
  if (serial === 0) return null;
  do {
    const slot = readKey(serial);
    if (slot < 0) return null;
    const flags = KEY_FLAGS[slot]!;
    if ((flags & TYPE) !== 0) {
      if (text[pos] !== QUOTE) return null;
      type = readString();
    } else if ((flags & UNHANDLED) !== 0) return null;
    else if ((flags & OUTPUT) !== 0) collect(outputs, 0, false);
    else if ((flags & INPUT) !== 0) collect(inputs, 0, (flags & KEY_MAP) !== 0);
    else skipValue(1);
    if (failed) return null;
  } while (more(CLOSE_BRACE));
  if (!finished() || type === null) return null;
  const raw = type;
  if (raw.length === 0 || raw === 'forge:conditional') return null;
  const result = { type: fullRecipeType(raw), outputs: outputs.slice(), inputs: inputs.slice() };
  emptyList(outputs);
  emptyList(inputs);
  return result;
}

/** {@link scanRecipe}'s lists, emptied at the start of each scan and after one that answers. */
const OUTPUTS: string[] = [];
const INPUTS: string[] = [];

/** Empties a list and keeps its room: `length = 0` would drop it, and the next push would allocate it again. */
function emptyList(list: string[]): void {
  while (list.length > 0) list.pop();
}

// ---- Tags ----

/** sourceContent.ts `fullTagEntry`. */
function tagEntry(raw: string): string {
  const tag = raw.charCodeAt(0) === 0x23;
  const id = tag ? raw.slice(1) : raw;
  return (tag ? '#' : '') + (id.includes(':') ? id : `minecraft:${id}`);
}

/** sourceContent.ts `tagEntries` over the value at `pos`: strings and `{"id", "required"}` objects, in order. */
function tagList(): string[] {
  const out: string[] = [];
  if (text[pos] !== OPEN_BRACKET) {
    skipValue(1);
    return out;
  }
  if (!openArray()) return out;
  do {
    const c = text[pos];
    if (out.length >= MAX_TAG_ENTRIES) skipValue(2);
    else if (c === QUOTE) {
      const value = readString();
      if (value !== null) out.push(tagEntry(value));
    } else if (c === OPEN_BRACE) {
      let id: string | null = null;
      let required = true;
      const serial = openObject();
      if (serial !== 0)
        do {
          const slot = readKey(serial);
          if (slot < 0) return out;
          const flags = KEY_FLAGS[slot]!;
          const v = text[pos];
          if ((flags & TAG_ENTRY_ID) !== 0 && v === QUOTE) id = readString();
          else {
            if ((flags & REQUIRED) !== 0 && v === 0x66) required = false;
            skipValue(3);
          }
          if (failed) return out;
        } while (more(CLOSE_BRACE));
      if (failed) return out;
      if (serial !== 0) closeObject();
      if (id !== null) out.push(tagEntry(id) + (required ? '' : '?'));
    } else skipValue(2);
    if (failed) return out;
  } while (more(CLOSE_BRACKET));
  return out;
}

/**
 * A tag file's `replace`, `values` and `remove` as sourceContent.ts reads them from `JSON.parse(text)`, or null when
 * the scan cannot tell (then parse the file).
 */
export function scanTag(source: Buffer): { replace: boolean; values: string[]; remove: string[] } | null {
  start(source);
  skipSpace();
  if (text[pos] !== OPEN_BRACE) return null;
  let replace = false;
  let values: string[] = [];
  let remove: string[] = [];
  const serial = openObject();
  if (serial !== 0)
    do {
      const slot = readKey(serial);
      if (slot < 0) return null;
      const flags = KEY_FLAGS[slot]!;
      if ((flags & REPLACE) !== 0) {
        replace = text[pos] === 0x74;
        skipValue(1);
      } else if ((flags & VALUES) !== 0) values = tagList();
      else if ((flags & REMOVE) !== 0) remove = tagList();
      else skipValue(1);
      if (failed) return null;
    } while (more(CLOSE_BRACE));
  return finished() ? { replace, values, remove } : null;
}
