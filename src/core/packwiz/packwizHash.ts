import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import { renderMessage, type Message } from '../locale/messageCatalog';
import { JarCacheMessages } from './jarCacheMessages';

/** The hash formats packwiz reads in metafiles and `index.toml` (`core/hash.go` in packwiz); see docs/packwiz.md. */
export const PACKWIZ_HASH_FORMATS = ['sha1', 'sha256', 'sha512', 'md5', 'murmur2'] as const;
export type PackwizHashFormat = (typeof PACKWIZ_HASH_FORMATS)[number];

export function isPackwizHashFormat(value: string): value is PackwizHashFormat {
  return (PACKWIZ_HASH_FORMATS as readonly string[]).includes(value);
}

/** The digits a hash of each format has in a metafile (murmur2: a decimal 32-bit number, leading zeros allowed). */
const HASH_SHAPES: Record<PackwizHashFormat, RegExp> = {
  sha1: /^[0-9a-fA-F]{40}$/,
  sha256: /^[0-9a-fA-F]{64}$/,
  sha512: /^[0-9a-fA-F]{128}$/,
  md5: /^[0-9a-fA-F]{32}$/,
  murmur2: /^[0-9]{1,20}$/,
};

/** Why `hash` cannot be a `format` hash (so no file can match it, and it must never name a file); null when it can. */
export function hashShapeProblem(format: PackwizHashFormat, hash: string): string | null {
  const problem = hashShapeMessage(format, hash);
  return problem === null ? null : renderMessage(problem, 'en');
}

/** {@link hashShapeProblem} by id, rendered per locale. */
export function hashShapeMessage(format: PackwizHashFormat, hash: string): Message | null {
  const value = hash.trim();
  if (HASH_SHAPES[format].test(value)) return null;
  // The count in the pattern's `{n}` (the first number of its source is the 0 of `[0-9a-f]`).
  const digits = format === 'murmur2' ? 0 : Number(/\{(\d+)\}/.exec(HASH_SHAPES[format].source)![1]);
  return JarCacheMessages.hashShape({ length: String(value.length), format, digits });
}

/**
 * Incremental hasher for one packwiz hash format. Hex digests for the SHA family and md5; `murmur2` is CurseForge's
 * fingerprint (MurmurHash2, seed 1, over the bytes with tab, LF, CR and space removed), written as a decimal number.
 * murmur2 starts from the length of the stripped input, so its hasher takes that length up front
 * ({@link murmur2Length}); {@link packwizFileHash} reads a file twice for it rather than hold it.
 */
export interface PackwizHasher {
  update(chunk: Uint8Array): void;
  digest(): string;
}

export function createPackwizHasher(format: PackwizHashFormat, murmur2StrippedLength = 0): PackwizHasher {
  if (format === 'murmur2') return new CurseForgeMurmur2(murmur2StrippedLength);
  const hash = crypto.createHash(format);
  return { update: (chunk) => hash.update(chunk), digest: () => hash.digest('hex') };
}

/** One-shot hash of `bytes`; format names are compared lower-cased as packwiz does. */
export function packwizHash(format: PackwizHashFormat, bytes: Uint8Array): string {
  const hasher = createPackwizHasher(format, format === 'murmur2' ? murmur2Length(bytes) : 0);
  hasher.update(bytes);
  return hasher.digest();
}

/** True when `actual` matches the metafile's `expected` (hex compared case-insensitively, murmur2 as a number). */
export function sameHash(format: PackwizHashFormat, expected: string, actual: string): boolean {
  if (format === 'murmur2') return expected.trim().replace(/^0+(?=\d)/, '') === actual;
  return expected.trim().toLowerCase() === actual.toLowerCase();
}

/** Bytes of `chunk` murmur2 hashes: all but tab, LF, CR and space. */
export function murmur2Length(chunk: Uint8Array): number {
  let n = 0;
  for (const byte of chunk) if (!isMurmurSpace(byte)) n++;
  return n;
}

const CHUNK = 256 * 1024;

/**
 * Hashes a regular file in `format` with a bounded buffer (murmur2: one pass for the length, one for the hash). The
 * file is opened without following a last link and without blocking, and refused unless it is a regular file, so a
 * FIFO or a device planted where a file was expected is never read.
 */
export async function packwizFileHash(format: PackwizHashFormat, file: string, signal?: AbortSignal): Promise<string> {
  const flags = fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0) | (fs.constants.O_NOFOLLOW ?? 0);
  const handle = await fs.promises.open(file, flags);
  try {
    if (!(await handle.stat()).isFile()) throw new Error(`${file} is not a regular file`);
    const buffer = Buffer.allocUnsafe(CHUNK);
    const pass = async (use: (chunk: Buffer) => void): Promise<void> => {
      for (let position = 0; ;) {
        signal?.throwIfAborted();
        const { bytesRead } = await handle.read(buffer, 0, CHUNK, position);
        if (bytesRead === 0) return;
        use(buffer.subarray(0, bytesRead));
        position += bytesRead;
      }
    };
    let length = 0;
    if (format === 'murmur2') await pass((chunk) => (length += murmur2Length(chunk)));
    const hasher = createPackwizHasher(format, length);
    await pass((chunk) => hasher.update(chunk));
    return hasher.digest();
  } finally {
    await handle.close();
  }
}

function isMurmurSpace(byte: number): boolean {
  return byte === 9 || byte === 10 || byte === 13 || byte === 32;
}

/**
 * CurseForge's MurmurHash2 variant, streaming: it needs the whole stripped input's length up front (the seed mixes
 * it in), which the caller counts in a first pass; the up to three bytes of an unfinished 4-byte block are carried
 * between chunks.
 */
class CurseForgeMurmur2 implements PackwizHasher {
  private static readonly M = 0x5bd1e995;
  private h: number;
  private readonly tail = [0, 0, 0];
  private tailLength = 0;

  constructor(length: number) {
    this.h = (1 ^ length) >>> 0;
  }

  update(chunk: Uint8Array): void {
    const m = CurseForgeMurmur2.M;
    const tail = this.tail;
    let n = this.tailLength;
    let h = this.h;
    for (const byte of chunk) {
      if (isMurmurSpace(byte)) continue;
      if (n < 3) {
        tail[n++] = byte;
        continue;
      }
      let k = tail[0]! | (tail[1]! << 8) | (tail[2]! << 16) | (byte << 24);
      k = Math.imul(k, m);
      k ^= k >>> 24;
      k = Math.imul(k, m);
      h = Math.imul(h, m) ^ k;
      n = 0;
    }
    this.h = h;
    this.tailLength = n;
  }

  digest(): string {
    const m = CurseForgeMurmur2.M;
    const tail = this.tail;
    const length = this.tailLength;
    let h = this.h;
    if (length === 3) h ^= tail[2]! << 16;
    if (length >= 2) h ^= tail[1]! << 8;
    if (length >= 1) {
      h ^= tail[0]!;
      h = Math.imul(h, m);
    }
    h ^= h >>> 13;
    h = Math.imul(h, m);
    h ^= h >>> 15;
    return String(h >>> 0);
  }
}
