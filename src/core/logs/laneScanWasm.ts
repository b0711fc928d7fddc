import { leb, vector, wasmFunctionModule } from './wasmFunctionModule';

/**
 * The inner loop of {@link TriggerScanner}'s four-lane scan as a WebAssembly function, assembled here from its
 * opcodes (a few hundred bytes, nothing fetched or generated at build time). WebAssembly loads and adds carry no
 * bounds checks of their own, which makes the loop about twice as fast as the same loop in JavaScript.
 *
 * {@link laneScanInstance} binds it to a new memory of at least `memoryBytes` bytes, or gives null where
 * WebAssembly is missing or refuses. `lanes(n, hit, scratch, cap) → k` steps {@link LANE_COUNT} automaton states
 * side by side over `n` bytes: lane `i`'s state is the 32-bit word `i` at `scratch` (read, and written back at the
 * end) and its bytes start at the address in word `LANE_COUNT + i` (read only). A state is the byte address of its
 * row of 32-bit entries in the same memory, one per byte class, and an entry is the next state; a byte's offset in a
 * row (its class times 4) is the 32-bit word at `classes + 4 * byte`, `classes` being scratch word
 * {@link SCRATCH_CLASSES} (read only). Wherever a lane's state has the `hit`
 * bit (a pattern ended there), the address of the byte and the state are appended as two words to the lane's output
 * area (its address in word `3 * LANE_COUNT + i`, the bytes it holds in word `2 * LANE_COUNT + i`, read and written
 * back), so hits cost no call out of the loop. The loop stops after `n` columns, or after the first column that fills
 * some lane's area to `cap` bytes; it returns the number of columns stepped.
 */
export function laneScanInstance(
  memoryBytes: number,
): { scan: LaneScan; lineFeeds: LineFeeds | null; buffer: ArrayBuffer } | null {
  const api = (globalThis as { WebAssembly?: WasmApi }).WebAssembly;
  if (!api) return null;
  try {
    compiled ??= new api.Module(assemble());
    const memory = new api.Memory({ initial: Math.ceil(memoryBytes / 65536) });
    const instance = new api.Instance(compiled, { m: { memory } });
    return {
      scan: instance.exports['lanes'] as LaneScan,
      lineFeeds: lineFeedsOver(api, memory),
      buffer: memory.buffer,
    };
  } catch {
    return null;
  }
}

/**
 * `lineFeeds(from, to, out, adjust) → n`: writes `a + adjust` for the address `a` of every line feed in
 * `[from, to)`, ascending, as 32-bit words from address `out`, and returns how many (the caller leaves room for
 * one word per byte). With `adjust` = 1 + the log offset of address 0, the words are the line starts after them.
 * Sixteen bytes are compared at a time (WebAssembly SIMD): one pass over a window in cache instead of a native
 * `indexOf` call per line. Null where the runtime has no WebAssembly SIMD (line feeds are then found natively).
 */
export type LineFeeds = (from: number, to: number, out: number, adjust: number) => number;

let lineFeedsCompiled: object | null | undefined;

function lineFeedsOver(api: WasmApi, memory: object): LineFeeds | null {
  if (lineFeedsCompiled === undefined) {
    try {
      lineFeedsCompiled = new api.Module(assembleLineFeeds());
    } catch {
      lineFeedsCompiled = null;
    }
  }
  if (lineFeedsCompiled === null) return null;
  try {
    return new api.Instance(lineFeedsCompiled, { m: { memory } }).exports['lineFeeds'] as LineFeeds;
  } catch {
    return null;
  }
}

/** The `lanes` function's signature as JavaScript sees it. */
export type LaneScan = (n: number, hit: number, scratch: number, cap: number) => number;

/**
 * Lanes stepped side by side: each step is a table load that depends on the last one, so independent lanes keep
 * that many loads in flight (eight measured faster than four on the 2-core build machine; see docs/performance.md).
 */
export const LANE_COUNT = 8;

/** The part of the WebAssembly API used here (the host's typings declare it only as a namespace). */
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Memory: new (descriptor: { initial: number }) => { buffer: ArrayBuffer };
  Instance: new (module: object, imports: object) => { exports: Record<string, unknown> };
}

let compiled: object | undefined;

const I32 = 0x7f;
// Parameters n = 0, hit = 1, scratch = 2, cap = 3; locals p0.. = 4.., then s0.., c0.., o0.., then k.
const N = 0;
const HIT = 1;
const SCRATCH = 2;
const CAP = 3;
const HEAD = 4;
const STATE = HEAD + LANE_COUNT;
const COUNT = STATE + LANE_COUNT;
const OUT = COUNT + LANE_COUNT;
const K = OUT + LANE_COUNT;
const CLASSES = K + 1;

/**
 * Scratch words of the lane loop, in units of {@link LANE_COUNT} words from `scratch`: the states (read and written
 * back), the heads (read), the bytes of hits each lane's output area holds (read and written back) and the areas'
 * addresses (read).
 */
export const SCRATCH_STATES = 0;
export const SCRATCH_HEADS = 1;
export const SCRATCH_COUNTS = 2;
export const SCRATCH_OUTPUTS = 3;
/** The word (an index from `scratch`, not a unit) holding the address of the byte classes' table (read). */
export const SCRATCH_CLASSES = 4 * LANE_COUNT;
/** Words of scratch the lane loop uses. */
export const SCRATCH_WORDS = 4 * LANE_COUNT + 1;

/** `local.get i` and `local.set i`. */
const get = (i: number): number[] => [0x20, i];
const set = (i: number): number[] => [0x21, i];
/** The opcodes both functions use (i32 arithmetic and comparisons, control flow, a byte load). */
const [ADD, SUB, AND, OR, SHL, EQ, EQZ, GT_U, GE_U, CTZ] = [0x6a, 0x6b, 0x71, 0x72, 0x74, 0x46, 0x45, 0x4b, 0x4f, 0x68];
const [BLOCK, LOOP, IF, VOID, END, BR, BR_IF] = [0x02, 0x03, 0x04, 0x40, 0x0b, 0x0c, 0x0d];
const LOAD8_U = [0x2d, 0, 0];

function assemble(): Uint8Array {
  const load = (offset: number): number[] => [0x28, 2, ...leb(offset)];
  const store = (offset: number): number[] => [0x36, 2, ...leb(offset)];
  const word = (part: number, lane: number): number => 4 * (part * LANE_COUNT + lane);
  // s_i = load(s_i + load(classes + (load8_u(p_i + k) << 2))): the class load does not wait for the last state.
  const step = (lane: number): number[] => [
    ...get(STATE + lane),
    ...get(CLASSES),
    ...get(HEAD + lane),
    ...get(K),
    ADD,
    ...LOAD8_U,
    0x41,
    2,
    SHL,
    ADD,
    ...load(0),
    ADD,
    ...load(0),
    ...set(STATE + lane),
  ];
  // When s_i has the hit bit: the address of the byte just stepped (p_i + k - 1) and s_i appended to lane i's area.
  const record = (lane: number): number[] => [
    ...get(STATE + lane),
    ...get(HIT),
    AND,
    IF,
    VOID,
    ...get(OUT + lane),
    ...get(COUNT + lane),
    ADD,
    ...get(HEAD + lane),
    ...get(K),
    ADD,
    0x41,
    1,
    SUB,
    ...store(0),
    ...get(OUT + lane),
    ...get(COUNT + lane),
    ADD,
    ...get(STATE + lane),
    ...store(4),
    ...get(COUNT + lane),
    0x41,
    8,
    ADD,
    ...set(COUNT + lane),
    END,
  ];
  const lanes = Array.from({ length: LANE_COUNT }, (_, lane) => lane);
  const body = [
    ...get(SCRATCH),
    ...load(4 * SCRATCH_CLASSES),
    ...set(CLASSES),
    ...lanes.flatMap((lane) => [...get(SCRATCH), ...load(word(SCRATCH_STATES, lane)), ...set(STATE + lane)]),
    ...lanes.flatMap((lane) => [...get(SCRATCH), ...load(word(SCRATCH_HEADS, lane)), ...set(HEAD + lane)]),
    ...lanes.flatMap((lane) => [...get(SCRATCH), ...load(word(SCRATCH_COUNTS, lane)), ...set(COUNT + lane)]),
    ...lanes.flatMap((lane) => [...get(SCRATCH), ...load(word(SCRATCH_OUTPUTS, lane)), ...set(OUT + lane)]),
    0x02,
    VOID, // block (the exit)
    0x03,
    VOID, // loop
    ...get(K),
    ...get(N),
    GE_U,
    BR_IF,
    1,
    ...lanes.flatMap(step),
    ...get(K),
    0x41,
    1,
    ADD,
    ...set(K),
    ...get(STATE),
    ...lanes.slice(1).flatMap((lane) => [...get(STATE + lane), OR]),
    ...get(HIT),
    AND,
    IF,
    VOID,
    ...lanes.flatMap(record),
    // Stop once some lane's area is full (the caller empties the areas and calls again).
    ...get(COUNT),
    ...get(CAP),
    GE_U,
    ...lanes.slice(1).flatMap((lane) => [...get(COUNT + lane), ...get(CAP), GE_U, OR]),
    BR_IF,
    2,
    END,
    BR,
    0,
    END,
    END,
    ...lanes.flatMap((lane) => [...get(SCRATCH), ...get(STATE + lane), ...store(word(SCRATCH_STATES, lane))]),
    ...lanes.flatMap((lane) => [...get(SCRATCH), ...get(COUNT + lane), ...store(word(SCRATCH_COUNTS, lane))]),
    ...get(K),
    END,
  ];
  return wasmFunctionModule('lanes', 4, [...vector([[4 * LANE_COUNT + 2, I32]]), ...body]);
}

function assembleLineFeeds(): Uint8Array {
  // Parameters from = 0, to = 1, out = 2, adjust = 3; locals p = 4, count = 5, mask = 6 (i32), lf = 7 (v128).
  const [FROM, TO, OUT, ADJUST, P, COUNT, MASK, LF] = [0, 1, 2, 3, 4, 5, 6, 7];
  const i32 = (value: number): number[] => [0x41, value]; // small non-negative constants only (below 64)
  const V128_LOAD = [0xfd, 0x00, 0x00, 0x00];
  const I8X16_SPLAT = [0xfd, 0x0f];
  const I8X16_EQ = [0xfd, 0x23];
  const I8X16_BITMASK = [0xfd, 0x64];
  const STORE = [0x36, 2, 0];
  // out[count++] = position + adjust
  const emit = (position: number[]): number[] => [
    ...get(OUT),
    ...get(COUNT),
    ...i32(2),
    SHL,
    ADD,
    ...position,
    ...get(ADJUST),
    ADD,
    ...STORE,
    ...get(COUNT),
    ...i32(1),
    ADD,
    ...set(COUNT),
  ];
  const body = [
    ...get(FROM),
    ...set(P),
    ...i32(10),
    ...I8X16_SPLAT,
    ...set(LF),
    // Sixteen bytes at a time while sixteen are left: a mask of the line feeds, its bits taken lowest first.
    BLOCK,
    VOID,
    LOOP,
    VOID,
    ...get(P),
    ...i32(16),
    ADD,
    ...get(TO),
    GT_U,
    BR_IF,
    1,
    ...get(P),
    ...V128_LOAD,
    ...get(LF),
    ...I8X16_EQ,
    ...I8X16_BITMASK,
    ...set(MASK),
    BLOCK,
    VOID,
    LOOP,
    VOID,
    ...get(MASK),
    EQZ,
    BR_IF,
    1,
    ...emit([...get(P), ...get(MASK), CTZ, ADD]),
    ...get(MASK),
    ...get(MASK),
    ...i32(1),
    SUB,
    AND,
    ...set(MASK),
    BR,
    0,
    END,
    END,
    ...get(P),
    ...i32(16),
    ADD,
    ...set(P),
    BR,
    0,
    END,
    END,
    // The last few bytes one at a time.
    BLOCK,
    VOID,
    LOOP,
    VOID,
    ...get(P),
    ...get(TO),
    GE_U,
    BR_IF,
    1,
    ...get(P),
    ...LOAD8_U,
    ...i32(10),
    EQ,
    IF,
    VOID,
    ...emit(get(P)),
    END,
    ...get(P),
    ...i32(1),
    ADD,
    ...set(P),
    BR,
    0,
    END,
    END,
    ...get(COUNT),
    END,
  ];
  const locals = vector([
    [3, I32],
    [1, 0x7b],
  ]);
  return wasmFunctionModule('lineFeeds', 4, [...locals, ...body]);
}
