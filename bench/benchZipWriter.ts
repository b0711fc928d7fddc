import * as zlib from 'node:zlib';

/** One entry for {@link writeBenchZip}: deflated when `compress`, else stored. */
export interface BenchZipEntry {
  name: string;
  data: Buffer;
  compress: boolean;
}

const DOS_TIME = 0; // 00:00:00
const DOS_DATE = (44 << 9) | (1 << 5) | 1; // 2024-01-01

/**
 * A minimal deterministic zip writer for generating benchmark jars quickly (yazl deflates through one zlib
 * stream per entry, which takes minutes for 400k entries). With `zip64`, every size and offset goes through
 * ZIP64 fields and ZIP64 end records, as Gradle's `zip64 = true` jars do. The naive baseline reads every
 * generated jar with yauzl, which validates this writer's output independently.
 */
export function writeBenchZip(entries: BenchZipEntry[], zip64: boolean): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const body = entry.compress ? zlib.deflateRawSync(entry.data) : entry.data;
    const method = entry.compress ? 8 : 0;
    const crc = zlib.crc32(entry.data) >>> 0;
    const localExtra = zip64 ? zip64Extra([entry.data.length, body.length]) : Buffer.alloc(0);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(zip64 ? 45 : 20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(zip64 ? 0xffffffff : body.length, 18);
    local.writeUInt32LE(zip64 ? 0xffffffff : entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(localExtra.length, 28);
    parts.push(local, name, localExtra, body);

    const centralExtra = zip64 ? zip64Extra([entry.data.length, body.length, offset]) : Buffer.alloc(0);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE((3 << 8) | 45, 4);
    record.writeUInt16LE(zip64 ? 45 : 20, 6);
    record.writeUInt16LE(0x0800, 8);
    record.writeUInt16LE(method, 10);
    record.writeUInt16LE(DOS_TIME, 12);
    record.writeUInt16LE(DOS_DATE, 14);
    record.writeUInt32LE(crc, 16);
    record.writeUInt32LE(zip64 ? 0xffffffff : body.length, 20);
    record.writeUInt32LE(zip64 ? 0xffffffff : entry.data.length, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt16LE(centralExtra.length, 30);
    record.writeUInt32LE((0o100644 << 16) >>> 0, 38);
    record.writeUInt32LE(zip64 ? 0xffffffff : offset, 42);
    central.push(record, name, centralExtra);
    offset += 30 + name.length + localExtra.length + body.length;
  }
  const cd = Buffer.concat(central);
  const tail: Buffer[] = [];
  if (zip64) {
    const record = Buffer.alloc(56);
    record.writeUInt32LE(0x06064b50, 0);
    record.writeBigUInt64LE(44n, 4);
    record.writeUInt16LE(45, 12);
    record.writeUInt16LE(45, 14);
    record.writeBigUInt64LE(BigInt(entries.length), 24);
    record.writeBigUInt64LE(BigInt(entries.length), 32);
    record.writeBigUInt64LE(BigInt(cd.length), 40);
    record.writeBigUInt64LE(BigInt(offset), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(offset + cd.length), 8);
    locator.writeUInt32LE(1, 16);
    tail.push(record, locator);
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(zip64 ? 0xffff : entries.length, 8);
  end.writeUInt16LE(zip64 ? 0xffff : entries.length, 10);
  end.writeUInt32LE(zip64 ? 0xffffffff : cd.length, 12);
  end.writeUInt32LE(zip64 ? 0xffffffff : offset, 16);
  tail.push(end);
  return Buffer.concat([...parts, cd, ...tail]);
}

function zip64Extra(values: number[]): Buffer {
  const extra = Buffer.alloc(4 + values.length * 8);
  extra.writeUInt16LE(0x0001, 0);
  extra.writeUInt16LE(values.length * 8, 2);
  values.forEach((v, i) => extra.writeBigUInt64LE(BigInt(v), 4 + i * 8));
  return extra;
}
