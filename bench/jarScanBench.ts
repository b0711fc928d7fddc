import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as yauzl from 'yauzl';
import { ModScanner } from '../src/core/minecraft/modScanner';
import type { BenchResult } from './benchResult';
import { writeBenchZip } from './benchZipWriter';

/**
 * The jar-scan benchmark (issue 2, item 8): 300 generated jars of 0.2–5 MB with hundreds to thousands of
 * entries each and realistic metadata at random central-directory positions. Compares Nova's cold scan with
 * the floor (reading only each jar's central-directory bytes), with the naive yauzl `open()` per jar, and
 * times the cached re-scan. The dataset is generated once into the OS temp folder and reused.
 */

const JAR_COUNT = 300;
const CONCURRENCY = 8;
/** Floor and cold runs alternate in pairs (order swapped every pair) so load drifts hit both alike. */
const RUNS = 15;
/**
 * Untimed scans of both kinds before the measured pairs. Nova's per-jar code reaches V8's optimized tiers only
 * after about ten folder scans (the first takes 3–4× as long as the settled ones), while the floor's few lines
 * settle at once; without a warm-up the ratio would measure the JIT rather than the scan. The first scan of a
 * fresh process is reported on its own line.
 */
const WARMUP_SCANS = 12;
const GENERATOR_VERSION = 5;
const DATA_DIR = path.join(os.tmpdir(), `nova-bench-jars-v${GENERATOR_VERSION}`);
const MODS_DIR = path.join(DATA_DIR, 'mods');
const DONE_MARKER = path.join(DATA_DIR, 'complete.json');
const METADATA_NAMES = new Set([
  'fabric.mod.json',
  'quilt.mod.json',
  'META-INF/mods.toml',
  'META-INF/neoforge.mods.toml',
  'mcmod.info',
]);

type Flavor = 'fabric' | 'quilt' | 'forge' | 'neoforge' | 'mcmod';

interface Dataset {
  files: string[];
  /** The mod id each jar must be identified as. */
  expected: Record<string, string>;
  totalBytes: number;
  totalEntries: number;
}

export async function runJarScanBench(): Promise<BenchResult> {
  const dataset = await ensureDataset();
  const cdBytes = await floorScan(MODS_DIR); // also warms the page cache for every measurement below
  await readAllFully(dataset.files); // warm the page cache for the naive reader's local headers too
  const firstScan = await time(() => new ModScanner({ concurrency: CONCURRENCY }).scanFolder(MODS_DIR));
  for (let i = 0; i < WARMUP_SCANS; i++) {
    await floorScan(MODS_DIR);
    await new ModScanner({ concurrency: CONCURRENCY }).scanFolder(MODS_DIR);
  }

  const floorTimes: number[] = [];
  const coldTimes: number[] = [];
  let identified = 0;
  const pairRatios: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    let files: Awaited<ReturnType<ModScanner['scanFolder']>> = [];
    const measureFloor = (): Promise<number> => time(() => floorScan(MODS_DIR));
    const measureCold = (): Promise<number> =>
      time(async () => (files = await new ModScanner({ concurrency: CONCURRENCY }).scanFolder(MODS_DIR)));
    let floorMs: number;
    let coldMs: number;
    if (run % 2 === 0) {
      floorMs = await measureFloor();
      coldMs = await measureCold();
    } else {
      coldMs = await measureCold();
      floorMs = await measureFloor();
    }
    floorTimes.push(floorMs);
    coldTimes.push(coldMs);
    pairRatios.push(coldMs / floorMs);
    identified = files.filter((f) => f.mods.some((m) => m.id === dataset.expected[f.fileName])).length;
  }
  const naive = await time(() => naiveScan(dataset.files));
  const scanner = new ModScanner({ concurrency: CONCURRENCY });
  await scanner.scanFolder(MODS_DIR);
  const warmTimes: number[] = [];
  for (let run = 0; run < RUNS; run++) warmTimes.push(await time(() => scanner.scanFolder(MODS_DIR)));

  const floor = median(floorTimes);
  const cold = median(coldTimes);
  const ratio = median(pairRatios);
  const warm = median(warmTimes);
  const mib = (n: number): string => `${(n / 1024 / 1024).toFixed(0)} MiB`;
  const ms = (n: number): string => `${n < 100 ? n.toFixed(1) : n.toFixed(0)} ms`;
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const markdown = [
    `300 generated jars (${mib(dataset.totalBytes)}, ${dataset.totalEntries.toLocaleString('en-US')} entries, central directories ${mib(cdBytes)}), ${CONCURRENCY} jars at a time, OS page cache warm, ${WARMUP_SCANS} untimed scans of each kind first, then the median of ${RUNS} runs (naive: 1 run); cold/floor is the median of the ${RUNS} back-to-back pairs' ratios.`,
    '',
    '| Scan | Median | Best | × floor (median) |',
    '|---|---:|---:|---:|',
    `| Floor: read only each jar's central-directory bytes (no parsing) | ${ms(floor)} | ${ms(Math.min(...floorTimes))} | 1.0× |`,
    `| **Nova cold scan** (new \`ModScanner\`: all metadata, nested jars, packages) | **${ms(cold)}** | ${ms(Math.min(...coldTimes))} | **${(cold / floor).toFixed(1)}×** |`,
    `| Naive: yauzl default \`open()\` per jar, every entry name + the metadata entry | ${ms(naive)} | — | ${(naive / floor).toFixed(1)}× |`,
    `| **Nova warm re-scan** (same \`ModScanner\`, nothing changed) | **${ms(warm)}** | ${ms(Math.min(...warmTimes))} | ${(warm / floor).toFixed(2)}× |`,
    `| Nova's first scan in a fresh process (code not yet optimized by V8; 1 run) | ${ms(firstScan)} | — | ${(firstScan / floor).toFixed(1)}× |`,
    '',
    `Cold/floor **${ratio.toFixed(2)}×** (best runs: ${(Math.min(...coldTimes) / Math.min(...floorTimes)).toFixed(2)}×; target ≤ 3×); naive/cold **${(naive / cold).toFixed(1)}×**; warm re-scan ${ms(warm)} (target < 50 ms). ` +
      `Identified ${identified}/${dataset.files.length} jars correctly. Machine: ${os.cpus().length}× ${cpu}, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)} at the end.`,
  ].join('\n');
  return {
    title: 'Jar scan (300 jars)',
    figures: {
      floorMs: floor,
      coldMs: cold,
      firstScanMs: firstScan,
      naiveMs: naive,
      warmMs: warm,
      coldOverFloor: ratio,
      naiveOverCold: naive / cold,
      identified,
    },
    markdown,
  };
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function pool<T>(items: T[], fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

// ---------------------------------------------------------------------------------------------------------
// The floor: readdir, then per jar open + fstat + read the end record + read the central directory + close.

const openP = (file: string): Promise<number> =>
  new Promise((res, rej) => fs.open(file, 'r', (e, fd) => (e ? rej(e) : res(fd))));
const fstatP = (fd: number): Promise<fs.Stats> =>
  new Promise((res, rej) => fs.fstat(fd, (e, s) => (e ? rej(e) : res(s))));
function readP(fd: number, length: number, position: number, into?: Buffer): Promise<Buffer> {
  const buffer = into && into.length >= length ? into : Buffer.allocUnsafe(length);
  return new Promise((res, rej) =>
    fs.read(fd, buffer, 0, length, position, (e, n) => (e ? rej(e) : res(buffer.subarray(0, n)))),
  );
}

/**
 * Returns the total central-directory bytes read. Each worker reuses one buffer for the directories, as
 * Nova reuses its tail buffers, so the floor pays for no allocation Nova avoids.
 */
async function floorScan(dir: string): Promise<number> {
  const files = (await fs.promises.readdir(dir)).filter((n) => n.endsWith('.jar')).map((n) => path.join(dir, n));
  let total = 0;
  const buffers: Buffer[] = [];
  await pool(files, async (file) => {
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
  });
  return total;
}

async function readAllFully(files: string[]): Promise<void> {
  await pool(files, async (file) => {
    await fs.promises.readFile(file);
  });
}

// ---------------------------------------------------------------------------------------------------------
// The naive baseline: yauzl's default fd reader, every entry name, the metadata entry read as text.

async function naiveScan(files: string[]): Promise<void> {
  await pool(
    files,
    (file) =>
      new Promise<void>((resolve, reject) => {
        yauzl.open(file, { lazyEntries: true }, (openError, zip) => {
          if (openError) return reject(openError);
          zip.on('error', reject);
          zip.on('end', () => resolve());
          zip.on('entry', (entry: yauzl.Entry) => {
            if (!METADATA_NAMES.has(entry.fileName)) return zip.readEntry();
            zip.openReadStream(entry, (streamError, stream) => {
              if (streamError) return reject(streamError);
              const chunks: Buffer[] = [];
              stream.on('data', (c: Buffer) => chunks.push(c));
              stream.on('error', reject);
              stream.on('end', () => {
                if (Buffer.concat(chunks).length === 0) return reject(new Error(`empty metadata in ${file}`));
                zip.readEntry();
              });
            });
          });
          zip.readEntry();
        });
      }),
  );
}

// ---------------------------------------------------------------------------------------------------------
// The dataset: deterministic, generated once.

async function ensureDataset(): Promise<Dataset> {
  try {
    const saved = JSON.parse(await fs.promises.readFile(DONE_MARKER, 'utf8')) as Dataset;
    if (saved.files.length === JAR_COUNT && saved.files.every((f) => fs.existsSync(f))) return saved;
  } catch {
    // not generated yet
  }
  await fs.promises.rm(DATA_DIR, { recursive: true, force: true });
  await fs.promises.mkdir(MODS_DIR, { recursive: true });
  process.stderr.write(`Generating ${JAR_COUNT} benchmark jars into ${MODS_DIR} (once)…\n`);
  const random = mulberry32(0x5eed);
  const flavors: Flavor[] = [
    ...Array<Flavor>(120).fill('fabric'),
    ...Array<Flavor>(30).fill('quilt'),
    ...Array<Flavor>(90).fill('forge'),
    ...Array<Flavor>(30).fill('neoforge'),
    ...Array<Flavor>(30).fill('mcmod'),
  ];
  const dataset: Dataset = { files: [], expected: {}, totalBytes: 0, totalEntries: 0 };
  const noise = Buffer.alloc(8 * 1024 * 1024);
  for (let i = 0; i < noise.length; i += 4) noise.writeUInt32LE((random() * 0x100000000) >>> 0, i);
  for (let i = 0; i < JAR_COUNT; i++) {
    const flavor = flavors[(i * 7) % flavors.length]!;
    const id = `mod${String(i).padStart(3, '0')}`;
    const fileName = `${id}-${flavor}-1.${i % 7}.${i % 3}.jar`;
    const nested = i % 20 === 7 && (flavor === 'fabric' || flavor === 'forge' || flavor === 'neoforge');
    const jar = await buildBenchJar(random, noise, id, flavor, { nested, zip64: i % 25 === 3 });
    const file = path.join(MODS_DIR, fileName);
    await fs.promises.writeFile(file, jar.data);
    dataset.files.push(file);
    dataset.expected[fileName] = id;
    dataset.totalBytes += jar.data.length;
    dataset.totalEntries += jar.entries;
  }
  await fs.promises.writeFile(DONE_MARKER, JSON.stringify(dataset));
  return dataset;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A compressible class-file-like body (constant pool text), sliced per class. */
const CLASS_TEMPLATE = Buffer.concat([
  Buffer.from([0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 61, 0, 0, 0, 0]),
  Buffer.from('Ljava/lang/Object;Lnet/minecraft/class_310;render(Lnet/minecraft/class_4587;F)V'.repeat(60)),
]);

const WORDS = [
  'render',
  'client',
  'mixin',
  'util',
  'network',
  'block',
  'item',
  'entity',
  'world',
  'config',
  'api',
  'impl',
  'gui',
  'data',
  'core',
  'compat',
];

async function buildBenchJar(
  random: () => number,
  noise: Buffer,
  id: string,
  flavor: Flavor,
  options: { nested: boolean; zip64: boolean },
): Promise<{ data: Buffer; entries: number }> {
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)]!;
  const targetSize = Math.floor(200_000 + random() ** 1.5 * 4_800_000);
  const classCount = Math.floor(80 + random() ** 1.7 * 2900);
  const entries: Array<[string, Buffer, boolean]> = [];
  const author = pick(['jellysquid', 'vazkii', 'shedaniel', 'modmuss', 'tterrag', 'lambda', 'ishland', 'caffeine']);
  const packages = Array.from(
    { length: 4 + Math.floor(random() * 12) },
    () => `com/${author}/${id}/${pick(WORDS)}/${pick(WORDS)}`,
  );
  if (random() < 0.3) packages.push('org/apache/commons/lang3', 'com/google/gson/internal');
  let classBytes = 0;
  for (let c = 0; c < classCount; c++) {
    const size = 300 + Math.floor(random() * 3500);
    const body = Buffer.from(CLASS_TEMPLATE.subarray(0, size));
    body.writeUInt32BE(c, 8);
    classBytes += size / 4;
    entries.push([
      `${packages[c % packages.length]}/Class${c}${pick(['', 'Mixin', 'Renderer', 'Handler'])}.class`,
      body,
      true,
    ]);
  }
  let filler = Math.max(0, targetSize - classBytes);
  let asset = 0;
  while (filler > 0) {
    const size = Math.min(filler, 8_000 + Math.floor(random() * 200_000));
    const start = Math.floor(random() * (noise.length - size));
    entries.push([`assets/${id}/textures/block/tex_${asset++}.png`, noise.subarray(start, start + size), false]);
    filler -= size;
  }
  // Build tools write entries folder by folder, so classes and assets come grouped by path; the descriptors
  // and nested jars then go to random positions, as the brief asks.
  entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const metadata = benchMetadata(id, flavor, options.nested);
  const insertAt = (): number => Math.floor(random() * (entries.length + 1));
  for (const [name, text] of metadata) entries.splice(insertAt(), 0, [name, Buffer.from(text), true]);
  if (options.nested) {
    const inner = await buildBenchJar(
      mulberry32(Math.floor(random() * 1e9)),
      noise.subarray(0, 300_000),
      `${id}_lib`,
      flavor === 'fabric' ? 'fabric' : flavor,
      {
        nested: false,
        zip64: false,
      },
    );
    const innerPath = flavor === 'fabric' ? `META-INF/jars/${id}_lib.jar` : 'META-INF/jarjar/lib.jar';
    entries.splice(insertAt(), 0, [innerPath, inner.data, false]);
  }
  entries.unshift([
    'META-INF/MANIFEST.MF',
    Buffer.from(
      `Manifest-Version: 1.0\r\nImplementation-Version: 1.${id.length}.0\r\nAutomatic-Module-Name: com.${author}.${id}\r\n\r\n`,
    ),
    true,
  ]);

  return {
    data: writeBenchZip(
      entries.map(([name, data, compress]) => ({ name, data, compress })),
      options.zip64,
    ),
    entries: entries.length,
  };
}

function benchMetadata(id: string, flavor: Flavor, nested: boolean): Array<[string, string]> {
  switch (flavor) {
    case 'fabric':
      return [
        [
          'fabric.mod.json',
          JSON.stringify(
            {
              schemaVersion: 1,
              id,
              version: '1.2.3+mc1.20.1',
              name: `Mod ${id}`,
              description: 'A generated benchmark mod with a realistically sized descriptor.',
              authors: ['Someone', { name: 'Someone Else', contact: { homepage: 'https://example.com' } }],
              contact: {
                homepage: 'https://modrinth.com/mod/x',
                sources: 'https://github.com/x/y',
                issues: 'https://github.com/x/y/issues',
              },
              license: 'LGPL-3.0-only',
              icon: `assets/${id}/icon.png`,
              environment: '*',
              entrypoints: { main: [`com.example.${id}.Main`], client: [`com.example.${id}.Client`] },
              mixins: [`${id}.mixins.json`, { config: `${id}.client.mixins.json`, environment: 'client' }],
              depends: { fabricloader: '>=0.15.0', minecraft: '~1.20.1', java: '>=17', 'fabric-api': '*' },
              suggests: { modmenu: '*' },
              breaks: { optifabric: '*' },
              jars: nested ? [{ file: `META-INF/jars/${id}_lib.jar` }] : undefined,
            },
            null,
            2,
          ),
        ],
      ];
    case 'quilt':
      return [
        [
          'quilt.mod.json',
          JSON.stringify(
            {
              schema_version: 1,
              quilt_loader: {
                group: 'com.example',
                id,
                version: '2.0.0',
                metadata: { name: `Mod ${id}`, description: 'Generated.', contributors: { Someone: 'Owner' } },
                intermediate_mappings: 'net.fabricmc:intermediary',
                entrypoints: { init: `com.example.${id}.Init` },
                depends: [
                  { id: 'quilt_loader', versions: '>=0.19.0' },
                  { id: 'minecraft', versions: '>=1.20' },
                  'quilted_fabric_api',
                ],
              },
              mixin: `${id}.mixins.json`,
              minecraft: { environment: '*' },
            },
            null,
            2,
          ),
        ],
      ];
    case 'forge':
    case 'neoforge': {
      const neo = flavor === 'neoforge';
      const deps = neo
        ? `[[dependencies.${id}]]\nmodId="neoforge"\ntype="required"\nversionRange="[20.4,)"\nordering="NONE"\nside="BOTH"\n\n[[dependencies.${id}]]\nmodId="minecraft"\ntype="required"\nversionRange="[1.20.4,1.21)"\nordering="NONE"\nside="BOTH"\n`
        : `[[dependencies.${id}]]\nmodId="forge"\nmandatory=true\nversionRange="[47,)"\nordering="NONE"\nside="BOTH"\n\n[[dependencies.${id}]]\nmodId="minecraft"\nmandatory=true\nversionRange="[1.20.1,1.21)"\nordering="NONE"\nside="BOTH"\n`;
      const toml = `modLoader="javafml"\nloaderVersion="${neo ? '[1,)' : '[47,)'}"\nlicense="MIT"\nissueTrackerURL="https://github.com/x/y/issues"\n\n[[mods]]\nmodId="${id}"\nversion="\${file.jarVersion}"\ndisplayName="Mod ${id}"\nauthors="Someone"\ndescription='''\nA generated benchmark mod.\n'''\n\n${deps}`;
      const files: Array<[string, string]> = [[neo ? 'META-INF/neoforge.mods.toml' : 'META-INF/mods.toml', toml]];
      if (nested) {
        files.push([
          'META-INF/jarjar/metadata.json',
          JSON.stringify({
            jars: [
              {
                identifier: { group: 'com.example', artifact: `${id}_lib` },
                version: { range: '[1,)', artifactVersion: '1.0' },
                path: 'META-INF/jarjar/lib.jar',
                isObfuscated: false,
              },
            ],
          }),
        ]);
      }
      return files;
    }
    case 'mcmod':
      return [
        [
          'mcmod.info',
          JSON.stringify(
            [{ modid: id, name: `Mod ${id}`, version: '1.0', mcversion: '1.12.2', authorList: ['Someone'] }],
            null,
            2,
          ),
        ],
      ];
  }
}
