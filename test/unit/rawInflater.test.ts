import * as assert from 'node:assert/strict';
import * as zlib from 'node:zlib';
import {
  InflatedTooLarge,
  inflateRaw,
  resetInflaterForTests,
  usesNativeHandle,
} from '../../src/core/archive/rawInflater';
import { seededRandom } from '../fuzz/seededRandom';

/** Deterministic bytes, mixing text-like runs with noise so streams hold every block type. */
function sample(seed: number, size: number): Buffer {
  const random = seededRandom(seed);
  const next = (): number => random.next();
  const words = ['"id": ', '"version": ', 'modId="', 'fabric', 'forge', '[[dependencies]]\n', '{', '}', ',\n  '];
  const out = Buffer.alloc(size);
  for (let i = 0; i < size;) {
    if (next() < 0.7) {
      const word = Buffer.from(words[Math.floor(next() * words.length)]!);
      i += word.copy(out, i);
    } else out[i++] = Math.floor(next() * 256);
  }
  return out;
}

/** The raw deflate streams the tests inflate: several sizes, levels (0 = stored blocks) and strategies. */
function streams(): Array<{ data: Buffer; packed: Buffer }> {
  const list: Array<{ data: Buffer; packed: Buffer }> = [];
  const sizes = [0, 1, 2, 63, 64, 65, 1000, 4095, 4096, 4097, 40_000, 300_000];
  sizes.forEach((size, i) => {
    const data = sample(i + 1, size);
    for (const level of [0, 1, 6, 9])
      list.push({ data, packed: zlib.deflateRawSync(data, { level, strategy: i % 2 ? zlib.constants.Z_FIXED : 0 }) });
  });
  return list;
}

describe('inflateRaw (one reused native handle)', () => {
  afterEach(() => resetInflaterForTests(true));

  it('uses the reused handle on the Node this suite runs on, and the public path when told to', () => {
    resetInflaterForTests(true);
    assert.equal(usesNativeHandle(), true);
    resetInflaterForTests(false);
    assert.equal(usesNativeHandle(), false);
  });

  for (const native of [true, false]) {
    const path = native ? 'the reused handle' : 'the public inflateRawSync path';

    it(`gives the bytes zlib gives, stream after stream, through ${path}`, () => {
      resetInflaterForTests(native);
      for (const { data, packed } of streams()) {
        const out = inflateRaw(packed, data.length);
        assert.equal(out.length, data.length);
        assert.ok(out.equals(data), `stream of ${data.length} bytes`);
        // More room than needed changes nothing: the stream says where it ends.
        assert.ok(inflateRaw(packed, data.length + 100).equals(data));
      }
    });

    it(`refuses a stream longer than allowed, and a damaged or cut one, naming the problem, through ${path}`, () => {
      resetInflaterForTests(native);
      const data = sample(7, 5000);
      const packed = zlib.deflateRawSync(data);
      assert.throws(() => inflateRaw(packed, data.length - 1), InflatedTooLarge);
      assert.throws(() => inflateRaw(packed, 0), /more than the 0 bytes/);
      assert.throws(() => inflateRaw(packed.subarray(0, packed.length >> 1), data.length), /unexpected end of file/);
      // Block type 3 is reserved: zlib says so.
      assert.throws(() => inflateRaw(Buffer.from([0x07, 0x00]), 100), /invalid block type/);
      assert.throws(() => inflateRaw(Buffer.alloc(0), 100), /unexpected end of file/);
      // A failure never poisons the next stream.
      assert.ok(inflateRaw(packed, data.length).equals(data));
    });
  }

  it("inflates into the caller's buffer when it has room, with the same bytes and the same refusals", () => {
    resetInflaterForTests(true);
    const into = Buffer.alloc(64 * 1024, 0xee);
    for (const { data, packed } of streams()) {
      const out = inflateRaw(packed, data.length, into);
      assert.ok(out.equals(data), `stream of ${data.length} bytes`);
      // Into the buffer when the allowed bytes and the spare one fit, else a buffer of its own.
      assert.equal(out.buffer === into.buffer, data.length < into.length, `stream of ${data.length} bytes`);
    }
    const data = sample(7, 5000);
    const packed = zlib.deflateRawSync(data);
    // The room past the allowed size is not used: a stream longer than allowed is refused as without `into`.
    assert.throws(() => inflateRaw(packed, data.length - 1, into), /more than the 4999 bytes/);
    assert.throws(
      () => inflateRaw(packed.subarray(0, packed.length >> 1), data.length, into),
      /unexpected end of file/,
    );
    assert.ok(inflateRaw(packed, data.length, into).equals(data));
  });

  it('answers many small streams the same through both paths, failures in between', () => {
    const packed = Array.from({ length: 300 }, (_, i) => {
      const data = sample(100 + i, 200 + ((i * 37) % 3000));
      return { data, packed: zlib.deflateRawSync(data) };
    });
    for (const native of [true, false]) {
      resetInflaterForTests(native);
      packed.forEach(({ data, packed: bytes }, i) => {
        if (i % 50 === 7) assert.throws(() => inflateRaw(bytes.subarray(0, 3), data.length));
        assert.ok(inflateRaw(bytes, data.length).equals(data), `stream ${i}`);
      });
    }
  });
});
