import * as zlib from 'node:zlib';

/**
 * The native inflate handle behind a Node `InflateRaw` stream (`stream._handle`), with the calls Node's own
 * synchronous path makes on it (lib/zlib.js `processChunkSync`): `writeSync` inflates in place and leaves the
 * bytes of output and input still free in the stream's `_writeState` (`[availOut, availIn]`); failures reach
 * `onerror` during the call.
 */
interface NativeInflate {
  reset(): void;
  writeSync(
    flush: number,
    input: Uint8Array,
    inputOffset: number,
    inputLength: number,
    output: Uint8Array,
    outputOffset: number,
    outputLength: number,
  ): void;
  onerror: ((message: string, errno: number) => void) | undefined;
}

interface Engine {
  stream: zlib.InflateRaw;
  handle: NativeInflate;
  state: Uint32Array;
  /** The message of the failure reported during the current `writeSync`, if any. */
  failure: string | null;
}

/** Thrown when a stream holds more bytes than the caller allowed. */
export class InflatedTooLarge extends Error {}

/** A raw deflate stream of {@link CHECK_TEXT}, known to the self-check before any jar's bytes are trusted to it. */
const CHECK_STREAM = Buffer.from(
  'f3cb2f4b54284a4d4c2956c8cf4b5548492d4e2eca2c28c92fd25128c948cd5348cccb2fc9482db252f0832bd40300',
  'hex',
);
const CHECK_TEXT = 'Nova reads one descriptor, then another: Nova reads.';

/** undefined: not set up yet; null: this runtime's handle is not the expected one, so every call uses `inflateRawSync`. */
let engine: Engine | null | undefined;

/**
 * Inflates one raw deflate stream of at most `maxBytes` bytes (the size a zip entry declares), returning exactly
 * the bytes it holds. Throws {@link InflatedTooLarge} past `maxBytes`, or an Error naming zlib's complaint for a
 * damaged or cut stream. With `into` longer than `maxBytes`, the bytes are inflated into it and the result views it
 * (the caller must be done with them before it uses `into` again); `into` is written to even when the call throws.
 *
 * Why not `zlib.inflateRawSync`: it builds a stream object (a Transform with its states, a native handle, a
 * 32 KiB window) per call, which for a folder scan's few-KiB descriptors cost three times the inflating itself
 * (bench/jarScanBench.ts). One handle is set up once and reset between streams, with the same native calls. The
 * handle is an undocumented part of Node, so it is used only after it inflates a known stream correctly; any
 * other runtime gets `inflateRawSync`, and a handle that reports a failure is dropped, never reused.
 */
export function inflateRaw(data: Uint8Array, maxBytes: number, into?: Buffer): Buffer {
  const native = engine === undefined ? (engine = setUp()) : engine;
  if (native === null) return inflateRawSlow(data, maxBytes);
  // Into the caller's buffer when it has room for the allowed bytes and the spare one (the result then views it).
  const out = into !== undefined && into.length > maxBytes ? into : Buffer.allocUnsafe(maxBytes + 1);
  const produced = run(native, data, out, maxBytes + 1);
  if (produced > maxBytes) throw new InflatedTooLarge(`it holds more than the ${maxBytes} bytes it declares`);
  return out.subarray(0, produced);
}

/**
 * Inflates into the first `length` bytes of `out` (one spare byte past what is allowed shows an overlong stream);
 * returns the bytes written.
 */
function run(native: Engine, data: Uint8Array, out: Buffer, length = out.length): number {
  native.handle.reset();
  native.failure = null;
  native.handle.writeSync(zlib.constants.Z_FINISH, data, 0, data.length, out, 0, length);
  if (native.failure !== null) {
    const message = native.failure;
    engine = undefined; // a failed handle is closed; the next stream gets a fresh one
    native.stream.close();
    throw new Error(message);
  }
  return length - native.state[0]!;
}

function setUp(): Engine | null {
  let stream: zlib.InflateRaw | null = null;
  try {
    stream = zlib.createInflateRaw();
    const inner = stream as unknown as { _handle?: Partial<NativeInflate>; _writeState?: unknown };
    const handle = inner._handle;
    const state = inner._writeState;
    if (
      handle === undefined ||
      typeof handle.reset !== 'function' ||
      typeof handle.writeSync !== 'function' ||
      !(state instanceof Uint32Array) ||
      state.length !== 2
    ) {
      stream.close();
      return null;
    }
    const native: Engine = { stream, handle: handle as NativeInflate, state, failure: null };
    native.handle.onerror = (message) => {
      native.failure = message;
    };
    const check = Buffer.alloc(CHECK_TEXT.length + 1);
    if (
      run(native, CHECK_STREAM, check) !== CHECK_TEXT.length ||
      check.toString('latin1', 0, CHECK_TEXT.length) !== CHECK_TEXT
    ) {
      stream.close();
      return null;
    }
    return native;
  } catch {
    stream?.close();
    return null;
  }
}

/** Node's public one-shot call, for runtimes whose handle is not the expected one. */
function inflateRawSlow(data: Uint8Array, maxBytes: number): Buffer {
  try {
    // One output chunk of the allowed size instead of the default 16 KiB; the spare byte lets a stream of
    // exactly that size end within its first chunk.
    return zlib.inflateRawSync(data, {
      maxOutputLength: Math.max(1, maxBytes),
      chunkSize: Math.max(zlib.constants.Z_MIN_CHUNK, maxBytes + 1),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
      throw new InflatedTooLarge(`it holds more than the ${maxBytes} bytes it declares`);
    throw error;
  }
}

/** Whether this runtime inflates through the reused handle (false: every call is `inflateRawSync`). */
export function usesNativeHandle(): boolean {
  if (engine === undefined) engine = setUp();
  return engine !== null;
}

/** For tests: forget the handle (`native: false` forces the public path until the next call with true). */
export function resetInflaterForTests(native: boolean): void {
  engine = native ? undefined : null;
}
