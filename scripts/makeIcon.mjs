// Writes media/icon.png, the 128×128 marketplace icon, from the pixel pattern below: a grass block with a
// four-pointed star, drawn on a 16×16 grid of 8×8-pixel cells. No image library: the PNG is encoded here with
// node:zlib (one IDAT, filter 0 on every row). `npm run icon` re-creates the committed file byte for byte.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'media', 'icon.png');

/** One character per cell: . transparent, g/G grass, d/D dirt, s star. */
const PATTERN = [
  '................',
  '.......s........',
  '......sss.......',
  '......sss.......',
  '...sssssssss....',
  '......sss.......',
  '..gggGsssgGggg..',
  '..GggggsgggGgg..',
  '..gGgggggGgggG..',
  '..dDddddDdddDd..',
  '..ddddDdddDddd..',
  '..dDddddddddDd..',
  '..ddDdddDddddd..',
  '..dddDddddDddd..',
  '..DddddDdddddD..',
  '................',
];

const COLORS = {
  '.': [0, 0, 0, 0],
  g: [94, 170, 68, 255],
  G: [70, 140, 50, 255],
  d: [134, 96, 67, 255],
  D: [108, 76, 52, 255],
  s: [255, 214, 64, 255],
};

const SIZE = 128;
const CELL = SIZE / PATTERN.length;

function crc32(buffer) {
  let crc = ~0;
  for (const byte of buffer) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function iconPng() {
  const rows = [];
  for (let y = 0; y < SIZE; y++) {
    const row = Buffer.alloc(1 + SIZE * 4);
    const line = PATTERN[Math.floor(y / CELL)];
    for (let x = 0; x < SIZE; x++) {
      const color = COLORS[line[Math.floor(x / CELL)] ?? '.'] ?? COLORS['.'];
      row.set(color, 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, deflate, no filter choice, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  fs.writeFileSync(out, iconPng());
  console.log(`[nova] wrote ${path.relative(root, out)} (${SIZE}×${SIZE})`);
}
