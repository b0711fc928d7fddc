import * as crypto from 'node:crypto';

/** The hash formats packwiz reads in metafiles and `index.toml` (`core/hash.go` in packwiz); see docs/packwiz.md. */
export const PACKWIZ_HASH_FORMATS = ['sha1', 'sha256', 'sha512', 'md5', 'murmur2'] as const;
export type PackwizHashFormat = (typeof PACKWIZ_HASH_FORMATS)[number];

export function isPackwizHashFormat(value: string): value is PackwizHashFormat {
  return (PACKWIZ_HASH_FORMATS as readonly string[]).includes(value);
}

/**
 * Incremental hasher for one packwiz hash format. Hex digests for the SHA family and md5; `murmur2` is CurseForge's
 * fingerprint (MurmurHash2, seed 1, over the bytes with tab, LF, CR and space removed), written as a decimal number.
 */
export interface PackwizHasher {
  update(chunk: Uint8Array): void;
  digest(): string;
}

export function createPackwizHasher(format: PackwizHashFormat): PackwizHasher {
  if (format === 'murmur2') return new CurseForgeMurmur2();
  const hash = crypto.createHash(format);
  return { update: (chunk) => hash.update(chunk), digest: () => hash.digest('hex') };
}

/** One-shot hash of `bytes`; format names are compared lower-cased as packwiz does. */
export function packwizHash(format: PackwizHashFormat, bytes: Uint8Array): string {
  const hasher = createPackwizHasher(format);
  hasher.update(bytes);
  return hasher.digest();
}

/** True when `actual` matches the metafile's `expected` (hex compared case-insensitively, murmur2 as a number). */
export function sameHash(format: PackwizHashFormat, expected: string, actual: string): boolean {
  if (format === 'murmur2') return expected.trim().replace(/^0+(?=\d)/, '') === actual;
  return expected.trim().toLowerCase() === actual.toLowerCase();
}

/**
 * CurseForge's MurmurHash2 variant. It needs the whole (whitespace-stripped) input's length up front, so bytes are
 * buffered; jars are small enough for that and the cache check reads each file once anyway.
 */
class CurseForgeMurmur2 implements PackwizHasher {
  private readonly chunks: Buffer[] = [];

  update(chunk: Uint8Array): void {
    const kept = Buffer.allocUnsafe(chunk.length);
    let n = 0;
    for (const byte of chunk) if (byte !== 9 && byte !== 10 && byte !== 13 && byte !== 32) kept[n++] = byte;
    this.chunks.push(kept.subarray(0, n));
  }

  digest(): string {
    const data = Buffer.concat(this.chunks);
    const m = 0x5bd1e995;
    let length = data.length;
    let h = (1 ^ length) >>> 0;
    let i = 0;
    while (length >= 4) {
      let k = data[i]! | (data[i + 1]! << 8) | (data[i + 2]! << 16) | (data[i + 3]! << 24);
      k = Math.imul(k, m);
      k ^= k >>> 24;
      k = Math.imul(k, m);
      h = Math.imul(h, m) ^ k;
      i += 4;
      length -= 4;
    }
    if (length === 3) h ^= data[i + 2]! << 16;
    if (length >= 2) h ^= data[i + 1]! << 8;
    if (length >= 1) {
      h ^= data[i]!;
      h = Math.imul(h, m);
    }
    h ^= h >>> 13;
    h = Math.imul(h, m);
    h ^= h >>> 15;
    return String(h >>> 0);
  }
}
