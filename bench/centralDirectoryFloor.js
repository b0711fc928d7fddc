#!/usr/bin/env node
// The jar-scan floor: readdir, then per jar open + fstat + read the end record (+ ZIP64 records) + read the
// central directory + close, 8 jars at a time, parsing nothing. Plain JavaScript so a fresh `node` runs it
// without a TypeScript loader: `node bench/centralDirectoryFloor.js MODS_DIR` prints the directory bytes.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const CONCURRENCY = 8;

const openP = (file) => new Promise((res, rej) => fs.open(file, 'r', (e, fd) => (e ? rej(e) : res(fd))));
const fstatP = (fd) => new Promise((res, rej) => fs.fstat(fd, (e, s) => (e ? rej(e) : res(s))));
function readP(fd, length, position, into) {
  const buffer = into && into.length >= length ? into : Buffer.allocUnsafe(length);
  return new Promise((res, rej) =>
    fs.read(fd, buffer, 0, length, position, (e, n) => (e ? rej(e) : res(buffer.subarray(0, n)))),
  );
}

/**
 * Returns the total central-directory bytes read. Each worker reuses one buffer for the directories, as
 * Nova reuses its tail buffers, so the floor pays for no allocation Nova avoids.
 */
async function floorScan(dir) {
  const files = (await fs.promises.readdir(dir)).filter((n) => n.endsWith('.jar')).map((n) => path.join(dir, n));
  let total = 0;
  const buffers = [];
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++];
      let buffer = buffers.pop() ?? Buffer.allocUnsafeSlow(256 * 1024);
      const fd = await openP(file);
      try {
        const size = (await fstatP(fd)).size;
        // The minimum: the 22-byte end record plus room for the ZIP64 locator and record before it; the
        // 64 KiB comment window only when the end record is not there.
        let tailLength = Math.min(size, 22 + 20 + 56);
        let tail = await readP(fd, tailLength, size - tailLength);
        let eocd = tail.length - 22;
        if (tail.readUInt32LE(eocd) !== 0x06054b50) {
          tailLength = Math.min(size, 22 + 0xffff);
          tail = await readP(fd, tailLength, size - tailLength);
          eocd = tail.length - 22;
          while (eocd >= 0 && tail.readUInt32LE(eocd) !== 0x06054b50) eocd--;
          if (eocd < 0) throw new Error(`no EOCD in ${file}`);
        }
        let cdSize = tail.readUInt32LE(eocd + 12);
        let cdOffset = tail.readUInt32LE(eocd + 16);
        if (eocd >= 20 && tail.readUInt32LE(eocd - 20) === 0x07064b50) {
          const recordAt = Number(tail.readBigUInt64LE(eocd - 12)) - (size - tail.length);
          const record =
            recordAt >= 0 ? tail.subarray(recordAt, recordAt + 56) : await readP(fd, 56, recordAt + size - tail.length);
          cdSize = Number(record.readBigUInt64LE(40));
          cdOffset = Number(record.readBigUInt64LE(48));
        }
        if (buffer.length < cdSize) buffer = Buffer.allocUnsafeSlow(cdSize);
        const cd = await readP(fd, cdSize, cdOffset, buffer);
        total += Math.min(cd.length, cdSize);
      } finally {
        fs.closeSync(fd); // synchronous, as Nova closes (no thread-pool round trip for a read-only descriptor)
        buffers.push(buffer);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return total;
}

module.exports = { floorScan };

if (require.main === module) {
  floorScan(process.argv[2] ?? '.').then(
    (total) => process.stdout.write(`${total}\n`),
    (error) => {
      process.stderr.write(`${error.message}\n`);
      process.exitCode = 1;
    },
  );
}
