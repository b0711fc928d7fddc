import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import { fileKind, safeReadError } from '../fs/safeRead';
import { MAX_HASHED_FILE_BYTES } from './packFile';

/** The sha256 `refresh` records for a file, and the one its LF form would have when it holds CRLF line endings. */
export interface PackFileHash {
  hash: string;
  /** sha256 of the bytes with every CRLF made LF; null when the file holds no CR. */
  lineEndingsOnlyHash: string | null;
}

const CHUNK = 256 * 1024;
const NONBLOCK = fs.constants.O_NONBLOCK ?? 0;

/**
 * sha256 of a pack file's bytes exactly as on disk, streamed: one buffer of 256 KiB per file whatever its size, so
 * hashing three 380 MiB files costs no more memory than hashing three small ones. Only a regular file is read (a
 * FIFO or device is refused with `ENOTREG`, opened non-blocking); more than `maxBytes` rejects with `EFBIG`. The LF
 * form's hash is computed in the same pass, forked from the plain hash at the first CR (`Hash.copy`).
 */
export async function hashPackFile(file: string, maxBytes = MAX_HASHED_FILE_BYTES): Promise<PackFileHash> {
  const handle = await fs.promises.open(file, fs.constants.O_RDONLY | NONBLOCK);
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) throw safeReadError('ENOTREG', `${file} is ${fileKind(stats)}, not a regular file`);
    const hash = crypto.createHash('sha256');
    let lf: crypto.Hash | null = null;
    // A CR at the end of the previous chunk, not yet known to start a CRLF.
    let pendingCr = false;
    const buffer = Buffer.allocUnsafe(CHUNK);
    let total = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, CHUNK, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > maxBytes) throw safeReadError('EFBIG', `${file} is larger than ${maxBytes} bytes`);
      const chunk = buffer.subarray(0, bytesRead);
      if (lf === null && chunk.includes(13)) lf = hash.copy();
      hash.update(chunk);
      if (lf !== null) {
        let data: Buffer = chunk;
        if (pendingCr && data[0] !== 10) lf.update(CR);
        pendingCr = data[data.length - 1] === 13;
        if (pendingCr) data = data.subarray(0, data.length - 1);
        lf.update(Buffer.from(data.toString('latin1').replace(/\r\n/g, '\n'), 'latin1'));
      }
    }
    if (lf !== null && pendingCr) lf.update(CR);
    return { hash: hash.digest('hex'), lineEndingsOnlyHash: lf === null ? null : lf.digest('hex') };
  } finally {
    await handle.close();
  }
}

const CR = Buffer.from([13]);
