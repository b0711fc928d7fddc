import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as yauzl from 'yauzl';
import { ModScanner } from '../src/core/mods/modScanner';
import { seededRandom } from '../test/fuzz/seededRandom';
import type { BenchResult } from './benchResult';
import { writeBenchZip } from './benchZipWriter';
import { processPairs, ratioText, summarise } from './processPairs';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain JavaScript shared with a fresh `node`
const { floorScan } = require('./centralDirectoryFloor.js') as { floorScan: (dir: string) => Promise<number> };

/**
 * The jar-scan benchmark (issue 15): generated jars of 0.2–5 MB with hundreds to thousands of entries each
 * and realistic metadata at random central-directory positions. `nova mods INSTANCE --json`, cold in a fresh
 * process, is timed against the floor (`centralDirectoryFloor.js`, also a fresh `node`, reading only each
 * jar's central-directory bytes) in interleaved pairs at 300, 1,000 and 3,000 jars. In-process, the naive
 * yauzl `open()` per jar and the cached re-scan are timed at 300. The jars are generated once into the OS
 * temp folder (3,000, ~5.6 GiB) and the smaller folders hard-link the first of them.
 */

const POOL_COUNT = 3000;
const SIZES = [300, 1000, 3000];
const CONCURRENCY = 8;
/** Interleaved process pairs per size (order swapped every pair, so load drifts hit both alike). */
const PAIRS = 9;
const RUNS = 15;
const GENERATOR_VERSION = 6;
const DATA_DIR = path.join(os.tmpdir(), `nova-bench-jars-v${GENERATOR_VERSION}`);
const POOL_DIR = path.join(DATA_DIR, 'pool');
const DONE_MARKER = path.join(DATA_DIR, 'complete.json');
const CLI = path.join(__dirname, '..', 'dist', 'cli.js');
const FLOOR = path.join(__dirname, 'centralDirectoryFloor.js');
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

/** An instance folder (`inst-N/mods/`) holding the first `count` jars of the pool. */
function instanceDir(count: number): string {
  return path.join(DATA_DIR, `inst-${count}`);
}

export async function runJarScanBench(): Promise<BenchResult> {
  const dataset = await ensureDataset();
  const lines: string[] = [
    '| Jars | floor (median) | `nova mods --json` cold, fresh process (median) | × floor: median (range) over pairs | × floor in CPU time (user + sys) | peak RSS | identified |',
    '|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const figures: Record<string, number> = {};
  for (const count of SIZES) {
    const mods = path.join(instanceDir(count), 'mods');
    await floorScan(mods); // warms the page cache
    const pairs = await processPairs(
      { command: process.execPath, args: [CLI, 'mods', instanceDir(count), '--json'] },
      { command: process.execPath, args: [FLOOR, mods] },
      PAIRS,
    );
    const last = pairs.subject.at(-1)!;
    const rows = (JSON.parse(last.stdout) as { mods: Array<{ file: string; id: string | null }> }).mods;
    const identified = rows.filter((r) => r.id === dataset.expected[path.basename(r.file)]).length;
    if (identified !== count) throw new Error(`nova mods identified ${identified} of ${count} jars`);
    const ratio = summarise(pairs.ratios);
    const cpuRatio = summarise(pairs.cpuRatios);
    const nova = summarise(pairs.subject.map((r) => r.ms));
    const floor = summarise(pairs.baseline.map((r) => r.ms));
    const rss = summarise(pairs.subject.map((r) => r.maxRssMiB));
    figures[`floorMs${count}`] = floor.median;
    figures[`novaMs${count}`] = nova.median;
    figures[`ratio${count}`] = ratio.median;
    figures[`cpuRatio${count}`] = cpuRatio.median;
    lines.push(
      `| ${count.toLocaleString('en-US')} | ${ms(floor.median)} | ${ms(nova.median)} | **${ratioText(ratio)}** | ${ratioText(cpuRatio)} | ${rss.max.toFixed(0)} MiB | ${identified}/${count} |`,
    );
  }

  const small = dataset.files.slice(0, SIZES[0]);
  const smallDir = path.join(instanceDir(SIZES[0]!), 'mods');
  const naive = await time(() => naiveScan(small));
  const scanner = new ModScanner({ concurrency: CONCURRENCY });
  await scanner.scanFolder(smallDir);
  const warmTimes: number[] = [];
  for (let run = 0; run < RUNS; run++) warmTimes.push(await time(() => scanner.scanFolder(smallDir)));
  const warm = summarise(warmTimes);
  figures['naiveMs300'] = naive;
  figures['warmMs300'] = warm.median;
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const markdown = [
    `Generated jars (${mib(dataset.totalBytes)} and ${dataset.totalEntries.toLocaleString('en-US')} entries for all ${POOL_COUNT.toLocaleString('en-US')}), OS page cache warm; ${PAIRS} interleaved pairs of fresh processes per size (node start-up included on both sides).`,
    '',
    ...lines,
    '',
    `In-process at ${SIZES[0]} jars: naive yauzl \`open()\` per jar (every entry name + the metadata entry) ${ms(naive)}; **warm re-scan** (same \`ModScanner\`, nothing changed) **${ms(warm.median)}** (${ms(warm.min)}–${ms(warm.max)}; target < 10 ms). ` +
      `Machine: ${os.cpus().length}× ${cpu}, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)} at the end.`,
  ].join('\n');
  return { title: 'Jar scan', figures, markdown };
}

function ms(n: number): string {
  return `${n < 100 ? n.toFixed(1) : n.toFixed(0)} ms`;
}

function mib(n: number): string {
  return `${(n / 1024 / 1024).toFixed(0)} MiB`;
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

async function pool<T>(items: T[], fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
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

export async function ensureDataset(): Promise<Dataset> {
  let dataset: Dataset | null = null;
  try {
    const saved = JSON.parse(await fs.promises.readFile(DONE_MARKER, 'utf8')) as Dataset;
    if (saved.files.length === POOL_COUNT && saved.files.every((f) => fs.existsSync(f))) dataset = saved;
  } catch {
    // not generated yet
  }
  if (dataset === null) dataset = await generatePool();
  for (const count of SIZES) {
    const mods = path.join(instanceDir(count), 'mods');
    if (fs.existsSync(mods) && fs.readdirSync(mods).length === count) continue;
    await fs.promises.rm(instanceDir(count), { recursive: true, force: true });
    await fs.promises.mkdir(mods, { recursive: true });
    for (const file of dataset.files.slice(0, count))
      await fs.promises.link(file, path.join(mods, path.basename(file)));
  }
  return dataset;
}

async function generatePool(): Promise<Dataset> {
  await fs.promises.rm(DATA_DIR, { recursive: true, force: true });
  await fs.promises.mkdir(POOL_DIR, { recursive: true });
  process.stderr.write(`Generating ${POOL_COUNT} benchmark jars into ${POOL_DIR} (once)…\n`);
  const random = randomFloats(0x5eed);
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
  for (let i = 0; i < POOL_COUNT; i++) {
    const flavor = flavors[(i * 7) % flavors.length]!;
    const id = `mod${String(i).padStart(4, '0')}`;
    const fileName = `${id}-${flavor}-1.${i % 7}.${i % 3}.jar`;
    const nested = i % 20 === 7 && (flavor === 'fabric' || flavor === 'forge' || flavor === 'neoforge');
    const jar = await buildBenchJar(random, noise, id, flavor, { nested, zip64: i % 25 === 3 });
    const file = path.join(POOL_DIR, fileName);
    await fs.promises.writeFile(file, jar.data);
    dataset.files.push(file);
    dataset.expected[fileName] = id;
    dataset.totalBytes += jar.data.length;
    dataset.totalEntries += jar.entries;
  }
  await fs.promises.writeFile(DONE_MARKER, JSON.stringify(dataset));
  return dataset;
}

/** The shared mulberry32 (test/fuzz/seededRandom.ts) as a bare float source, the shape the jar builders take. */
function randomFloats(seed: number): () => number {
  const rng = seededRandom(seed);
  return () => rng.next();
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
    classBytes += size;
    // Stored, not deflated: the scan never reads a class, and deflating 3 million of them would make the
    // 3,000-jar dataset take minutes to generate. The central directory looks the same either way.
    entries.push([
      `${packages[c % packages.length]}/Class${c}${pick(['', 'Mixin', 'Renderer', 'Handler'])}.class`,
      body,
      false,
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
      randomFloats(Math.floor(random() * 1e9)),
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
