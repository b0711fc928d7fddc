/**
 * WebAssembly's binary encoding for the hand-assembled loops (laneScanWasm.ts, and the prefilter bench that measures
 * a rival loop the same way): LEB128 numbers, vectors and sections, and a whole module of one function.
 */

const I32 = 0x7f;

/** An unsigned LEB128 number. */
export function leb(value: number): number[] {
  const out: number[] = [];
  let rest = value;
  do {
    const low = rest & 0x7f;
    rest >>>= 7;
    out.push(rest !== 0 ? low | 0x80 : low);
  } while (rest !== 0);
  return out;
}

/** A vector: its length, then its items. */
export function vector(items: number[][]): number[] {
  return [...leb(items.length), ...items.flat()];
}

function section(id: number, body: number[]): number[] {
  return [id, ...leb(body.length), ...body];
}

/**
 * A module of one function `(i32 × params) → i32` named `exportName`, over the imported memory `m.memory`, whose
 * code (its locals, then its body) is `code`.
 */
export function wasmFunctionModule(exportName: string, params: number, code: number[]): Uint8Array {
  const name = (text: string): number[] => [...leb(text.length), ...Buffer.from(text, 'latin1')];
  return Uint8Array.from([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...section(1, vector([[0x60, ...vector(Array.from({ length: params }, () => [I32])), ...vector([[I32]])]])),
    ...section(2, vector([[...name('m'), ...name('memory'), 0x02, 0x00, 0x01]])),
    ...section(3, vector([[0]])),
    ...section(7, vector([[...name(exportName), 0x00, 0]])),
    ...section(10, vector([[...leb(code.length), ...code]])),
  ]);
}
