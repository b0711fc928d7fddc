/**
 * A three-byte prefilter before the trigger automaton, measured (docs/performance.md, eleventh pass): would testing
 * every position's three bytes against a set of triples — one per trigger, so a line holding no triple of the set
 * holds no trigger — and running the automaton only over the lines it flags cost less than the automaton over every
 * byte? In one process, in interleaved rounds, in CPU time (user + system), over 100 MiB of real lines (every line of
 * the crash corpus's logs, test/unit/fixtures/codexCorpus.ts, `NOVA_CODEX_CORPUS`, repeated) with the rules' triggers:
 *
 * - the automaton: `scanRegion` in WebAssembly lanes, as the analyzer scans a log;
 * - the filter's own pass: a WebAssembly loop that reads 8 bytes at a time and looks up the 6 triples starting in
 *   them in a table of 1 Mi bytes (a triple hashed to 20 bits; the filter's set marked), the fastest of the forms
 *   tried (one position per iteration cost about a tenth more);
 * - the share of lines, and of bytes on those lines, holding a triple of the set: the automaton's work left.
 *
 * Each trigger's triple is its rarest one by counts over the log's first 8 MiB (the best case: a filter built at
 * start-up cannot count the log it will scan). The bench also checks that every line the automaton finds holds a
 * triple of the set (the filter would miss nothing).
 *
 *   NOVA_CODEX_CORPUS=… node --import tsx bench/triggerPrefilter.ts [ROUNDS]
 */
import * as assert from 'node:assert/strict';
import { crashRules } from '../src/core/crash/crashRules';
import { TriggerScanner } from '../src/core/logs/triggerScanner';
import { loadCases } from '../test/unit/fixtures/codexCorpus';
import { vector, wasmFunctionModule } from '../src/core/logs/wasmFunctionModule';
import { cpuMs } from './cpuMs';
import { medianRange } from './medianRange';

const MIB = 1024 * 1024;
/** The filter's table: one byte per 20-bit hash of a triple, at address 0 of the filter's memory. */
const TABLE_BYTES = 1 << 20;
/** Bytes of the log copied into the filter's memory at a time (after the table), as the scan's windows are. */
const WINDOW = 4 * MIB;

/** The part of the WebAssembly API used here. */
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Memory: new (descriptor: { initial: number }) => { buffer: ArrayBuffer };
  Instance: new (module: object, imports: object) => { exports: Record<string, unknown> };
}

/** The table slot of the triple `key` (its three bytes, first in the low byte): the filter computes the same. */
function slotOf(key: number): number {
  return Math.imul(key << 8, 0x9e3779b1) >>> 12;
}

/** Each pattern's triple with the fewest occurrences in `sample` (patterns shorter than three bytes: an error). */
function rarestTriples(patterns: readonly string[], sample: Uint8Array): Set<number> {
  const ids = new Map<number, number>();
  for (const p of patterns) {
    if (p.length < 3) throw new Error(`a trigger of fewer than three bytes cannot be filtered: ${p}`);
    for (let i = 0; i + 3 <= p.length; i++) {
      const key = p.charCodeAt(i) | (p.charCodeAt(i + 1) << 8) | (p.charCodeAt(i + 2) << 16);
      if (!ids.has(key)) ids.set(key, ids.size);
    }
  }
  const idOf = new Int32Array(1 << 24).fill(-1);
  for (const [key, id] of ids) idOf[key] = id;
  const counts = new Int32Array(ids.size);
  for (let i = 0; i + 3 <= sample.length; i++) {
    const id = idOf[sample[i]! | (sample[i + 1]! << 8) | (sample[i + 2]! << 16)]!;
    if (id >= 0) counts[id]!++;
  }
  const chosen = new Set<number>();
  for (const p of patterns) {
    let best = -1;
    for (let i = 0; i + 3 <= p.length; i++) {
      const key = p.charCodeAt(i) | (p.charCodeAt(i + 1) << 8) | (p.charCodeAt(i + 2) << 16);
      if (best < 0 || counts[ids.get(key)!]! < counts[ids.get(best)!]!) best = key;
    }
    chosen.add(best);
  }
  return chosen;
}

/** Lines holding a triple of `triples`, and the bytes of those lines (line feeds included). */
function flagged(
  bytes: Uint8Array,
  triples: Set<number>,
): { lines: number; flaggedLines: number; flaggedBytes: number } {
  let lines = 0;
  let flaggedLines = 0;
  let flaggedBytes = 0;
  let start = 0;
  let holds = false;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] === 0x0a) {
      lines++;
      if (holds) {
        flaggedLines++;
        flaggedBytes += i + 1 - start;
      }
      holds = false;
      start = i + 1;
    } else if (!holds && i + 2 < bytes.length) {
      holds = triples.has(bytes[i]! | (bytes[i + 1]! << 8) | (bytes[i + 2]! << 16));
    }
  }
  return { lines, flaggedLines, flaggedBytes };
}

/**
 * `filter(from, to) → n`: for each 8 bytes at `p` (from `from` while `p + 8 <= to`, stepping 6), ORs the table bytes
 * of the 6 triples starting at p … p + 5 and counts the steps where that is not 0. The hash is {@link slotOf}'s.
 */
function assembleFilter(): Uint8Array {
  const sleb = (value: number): number[] => {
    const out: number[] = [];
    let rest = value;
    for (;;) {
      const low = rest & 0x7f;
      rest >>= 7;
      if ((rest === 0 && (low & 0x40) === 0) || (rest === -1 && (low & 0x40) !== 0)) return [...out, low];
      out.push(low | 0x80);
    }
  };
  const [I32, I64] = [0x7f, 0x7e];
  const get = (i: number): number[] => [0x20, i];
  const set = (i: number): number[] => [0x21, i];
  const i32 = (value: number): number[] => [0x41, ...sleb(value)];
  const [ADD, OR, SHL, SHR_U, MUL, GT_U] = [0x6a, 0x72, 0x74, 0x76, 0x6c, 0x4b];
  // Parameters from = 0, to = 1; locals p = 2, n = 3 (i32), word = 4 (i64).
  const [FROM, TO, P, N, WORD] = [0, 1, 2, 3, 4];
  // table[slotOf(bytes j, j + 1, j + 2 of the word)], the table being at address 0.
  const triple = (j: number): number[] => [
    ...get(WORD),
    0x42,
    8 * j,
    0x88, // i64.shr_u
    0xa7, // i32.wrap_i64
    ...i32(8),
    SHL,
    ...i32(0x9e3779b1 | 0),
    MUL,
    ...i32(12),
    SHR_U,
    0x2d,
    0,
    0, // i32.load8_u
  ];
  const body = [
    ...get(FROM),
    ...set(P),
    0x02,
    0x40,
    0x03,
    0x40,
    ...get(P),
    ...i32(8),
    ADD,
    ...get(TO),
    GT_U,
    0x0d,
    1,
    ...get(P),
    0x29,
    0,
    0, // i64.load (unaligned)
    ...set(WORD),
    ...triple(0),
    ...[1, 2, 3, 4, 5].flatMap((j) => [...triple(j), OR]),
    ...get(N),
    ADD,
    ...set(N),
    ...get(P),
    ...i32(6),
    ADD,
    ...set(P),
    0x0c,
    0,
    0x0b,
    0x0b,
    ...get(N),
    0x0b,
  ];
  const code = [
    ...vector([
      [2, I32],
      [1, I64],
    ]),
    ...body,
  ];
  return wasmFunctionModule('filter', 2, code);
}

function main(): void {
  const rounds = Number(process.argv[2] ?? 11);
  const unit = Buffer.from(
    loadCases()
      .map((c) => c.text)
      .join('\n') + '\n',
  );
  if (unit.length <= 1) throw new Error('The crash corpus was not found: set NOVA_CODEX_CORPUS.');
  const bytes = Buffer.alloc(Math.floor((100 * MIB) / unit.length) * unit.length);
  for (let at = 0; at < bytes.length; at += unit.length) unit.copy(bytes, at);
  const view = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
  const patterns = [...new Set(crashRules.flatMap((r) => r.triggers))].map((t) =>
    Buffer.from(t, 'utf8').toString('latin1'),
  );
  const scanner = new TriggerScanner(
    patterns,
    patterns.map(() => 1),
  );
  const triples = rarestTriples(patterns, view.subarray(0, 8 * MIB));

  // The filter misses nothing: every line the automaton finds holds a triple of the set.
  const scan = scanner.scanLines(bytes.subarray(0, 8 * MIB));
  for (const line of scan.hitLines) {
    const from = scan.starts.start(line);
    const end = bytes.indexOf(0x0a, from);
    const to = end < 0 ? 8 * MIB : end;
    let holds = false;
    for (let i = from; i + 2 < to && !holds; i++)
      holds = triples.has(view[i]! | (view[i + 1]! << 8) | (view[i + 2]! << 16));
    assert.ok(holds, `line ${line} holds a trigger and no triple of the set`);
  }

  // The host's typings declare WebAssembly only as a namespace (as in src/core/logs/laneScanWasm.ts).
  const api = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
  const memory = new api.Memory({ initial: (TABLE_BYTES + WINDOW + 65536) / 65536 });
  const instance = new api.Instance(new api.Module(assembleFilter()), { m: { memory } });
  const filter = instance.exports['filter'] as (from: number, to: number) => number;
  const memoryBytes = new Uint8Array(memory.buffer);
  for (const key of triples) memoryBytes[slotOf(key)] = 1;

  const times: Record<'automaton' | 'filter', number[]> = { automaton: [], filter: [] };
  let sink = 0;
  for (let round = 0; round < rounds + 2; round++) {
    const automaton = cpuMs(() => {
      const hits = scanner.keptHits();
      scanner.scanRegion(view, 0, view.length, hits);
      sink += hits.length;
    });
    const pass = cpuMs(() => {
      // Windows copied in as the scan's are (the analyzer reads a log straight into the lanes' memory instead).
      for (let at = 0; at < view.length; at += WINDOW) {
        const part = view.subarray(at, Math.min(view.length, at + WINDOW));
        memoryBytes.set(part, TABLE_BYTES);
        sink += filter(TABLE_BYTES, TABLE_BYTES + part.length);
      }
    });
    if (round < 2) continue; // warm-up rounds
    times.automaton.push(automaton);
    times.filter.push(pass);
  }
  const share = flagged(view.subarray(0, 8 * MIB), triples);
  const median = (values: number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  const left = share.flaggedBytes / (8 * MIB);
  console.log(`${patterns.length} triggers, ${triples.size} triples (${sink > 0 ? 'ran' : 'empty'})`);
  console.log(`automaton over every byte: ${medianRange(times.automaton, 0)} ms`);
  console.log(`filter's own pass:         ${medianRange(times.filter, 0)} ms`);
  console.log(
    `lines holding a triple: ${((100 * share.flaggedLines) / share.lines).toFixed(1)}%, ` +
      `their bytes ${(100 * left).toFixed(1)}% of the log`,
  );
  console.log(
    `best case with the filter (its pass + the automaton over those bytes, nothing for copying them out): ` +
      `${(median(times.filter) + left * median(times.automaton)).toFixed(0)} ms against ${median(times.automaton).toFixed(0)} ms`,
  );
}

main();
