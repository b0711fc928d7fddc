import * as fs from 'node:fs';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import { runTurn } from '../../src/core/agent/agentLoop';
import { createOpenAiChatModel } from '../../src/core/agent/chatModel';
import { analyzeCrash } from '../../src/core/crash/crashAnalyzer';
import { logSourceFromBytes } from '../../src/core/logs/logSource';
import { readPackwiz } from '../../src/core/instances/packwizLayout';
import { readPrismInstance } from '../../src/core/instances/prismLayout';
import { readDotMinecraft } from '../../src/core/instances/vanillaLayout';
import { readArchiveMetadata } from '../../src/core/mods/archiveMetadata';
import { parseFabricMetadata } from '../../src/core/mods/fabricMetadata';
import { parseForgeMetadata } from '../../src/core/mods/forgeMetadata';
import { parseMcmodInfo } from '../../src/core/mods/legacyMetadata';
import { ManifestFile } from '../../src/core/mods/manifestFile';
import { MetadataError } from '../../src/core/formats/parsedMetadata';
import { parseQuiltMetadata } from '../../src/core/mods/quiltMetadata';
import { ArchiveSafetyError } from '../../src/core/archive/archiveSafety';
import { importModpack } from '../../src/core/packs/modpackImporter';
import { parsePackIgnore } from '../../src/core/formats/packIgnore';
import { parsePackwizMeta } from '../../src/core/formats/packwizMeta';
import { BufferSource } from '../../src/core/archive/byteSource';
import { JarArchive } from '../../src/core/archive/jarArchive';
import { ZipFormatError } from '../../src/core/archive/zipFormatError';
import { renderMessage } from '../../src/core/locale/messageCatalog';
import { IdLedger } from '../../src/core/tools/idLedger';
import { ToolRegistry } from '../../src/core/tools/toolRegistry';
import { fabricJar, forgeToml, neoforgeToml, quiltJar, tomlJar } from '../unit/fixtures/modJars';
import { buildZip } from '../unit/fixtures/zipBuilder';
import type { SeededRandom } from './seededRandom';
import { servedTargets } from './servedTargets';
import { shapeTargets } from './shapeTargets';

/**
 * Every parser boundary the fuzz suite mutates inputs at (docs/fuzz.md). A target runs one input and returns its
 * documented outcome: `accepted` (parsed, possibly with warnings that name the file) or `refused` (a known error
 * type whose message names the file). Anything else, an unknown error, a message that does not name the file or
 * looks like a stack trace, is a {@link FuzzViolation}.
 */
export interface FuzzTarget {
  name: string;
  /** The file name every message about a bad input must contain. */
  label: string;
  /** Share of the total inputs this target gets (cheap parsers get more). */
  weight: number;
  /** Largest mutated input. */
  maxBytes: number;
  seeds: Buffer[];
  /**
   * A hostile-shape generator (test/fuzz/shapeTargets.ts): when present, every input is built by it from the seeded
   * random instead of mutated from a seed, and describes a shape (folders, links, FIFOs, servers) `run` builds.
   */
  generate?: (random: SeededRandom) => Buffer;
  /** This target's own time limit per input, when its shape legitimately takes longer than the run's default. */
  maxInputMs?: number;
  run(input: Buffer): Promise<FuzzOutcome>;
}

export type FuzzOutcome = 'accepted' | 'refused';

export class FuzzViolation extends Error {
  override readonly name = 'FuzzViolation';
}

const STACK = /\n\s+at [^\n]+:\d+:\d+|Maximum call stack|report it as a Nova bug|unexpected error/;

/** Fails unless `message` names `label` and carries no stack trace. */
function checkMessage(message: string, label: string): void {
  if (STACK.test(message)) throw new FuzzViolation(`a message looks like a crash: ${message.slice(0, 300)}`);
  if (!message.includes(label)) throw new FuzzViolation(`a message does not name ${label}: ${message.slice(0, 300)}`);
}

function checkClean(message: string): void {
  if (STACK.test(message)) throw new FuzzViolation(`a message looks like a crash: ${message.slice(0, 300)}`);
}

/** A text parser that either returns or throws MetadataError naming the file. */
function metadataTarget(
  name: string,
  label: string,
  seeds: string[],
  parse: (text: string) => unknown,
  weight = 1,
): FuzzTarget {
  return {
    name,
    label,
    weight,
    maxBytes: 64 * 1024,
    seeds: seeds.map((s) => Buffer.from(s, 'utf8')),
    run: async (input) => {
      try {
        const parsed = parse(input.toString('utf8')) as { mods?: Array<{ warnings?: string[] }> };
        for (const mod of parsed.mods ?? []) for (const w of mod.warnings ?? []) checkClean(w);
        return 'accepted';
      } catch (error) {
        if (error instanceof MetadataError) {
          checkMessage(error.message, label);
          return 'refused';
        }
        throw error;
      }
    },
  };
}

const FABRIC = JSON.stringify(
  {
    schemaVersion: 1,
    id: 'sodium',
    version: '0.5.8+mc1.20.1',
    name: 'Sodium',
    environment: 'client',
    entrypoints: { client: ['me.jellysquid.mods.sodium.client.SodiumClientMod'] },
    mixins: ['sodium.mixins.json'],
    depends: { fabricloader: '>=0.12.0', minecraft: ['1.20', '1.20.1'], java: '>=17' },
    breaks: { optifabric: '*', canvas: '*' },
    provides: ['indium-api'],
    jars: [{ file: 'META-INF/jars/fabric-api-base-0.4.31.jar' }],
    custom: { modmenu: { links: { 'modmenu.discord': 'https://x' } } },
  },
  null,
  2,
);

const QUILT = JSON.stringify({
  schema_version: 1,
  quilt_loader: {
    group: 'org.example',
    id: 'example',
    version: '1.0.0',
    metadata: { name: 'Example', contributors: { Someone: 'Owner' } },
    depends: [{ id: 'quilt_loader', versions: '>=0.19.0' }, 'minecraft', { id: 'qsl', optional: true }],
    breaks: [{ id: 'bad', versions: '*' }],
    provides: ['example-api'],
    entrypoints: { init: 'org.example.Init' },
  },
  mixin: 'example.mixins.json',
});

const MCMOD = JSON.stringify([
  {
    modid: 'oldmod',
    name: 'Old Mod',
    version: '1.7.10-1.2',
    mcversion: '1.7.10',
    requiredMods: ['Forge@[10.13.4,)'],
    dependencies: ['CodeChickenCore'],
    authorList: ['someone'],
  },
]);

const MANIFEST =
  'Manifest-Version: 1.0\r\nImplementation-Version: 1.2.3\r\nAutomatic-Module-Name: com.example.mod\r\n' +
  'MixinConfigs: a.mixins.json,b.mixins.json\r\nFMLCorePlugin: com.example.Core\r\n' +
  'Long-Header: 0123456789012345678901234567890123456789012345678901234567890123456789\r\n continued\r\n\r\n';

/** The real-shaped seeds and targets; `work` is a scratch folder the file-based targets write into. */
export async function fuzzTargets(work: string): Promise<FuzzTarget[]> {
  const context = { implementationVersion: '1.2.3' };
  const jars = await Promise.all([
    fabricJar(JSON.parse(FABRIC) as Record<string, unknown>, {
      'META-INF/jars/fabric-api-base-0.4.31.jar': await fabricJar({ id: 'fabric-api-base', version: '0.4.31' }),
    }),
    quiltJar({ id: 'example', depends: [{ id: 'minecraft', versions: '1.20.1' }] }),
    tomlJar(forgeToml('jei', '15.2.0.27', { forge: '[47,)', minecraft: '[1.20.1,1.21)' })),
    tomlJar(neoforgeToml('create', '0.5.1', { neoforge: ['required', '[21.1,)'] }), { neoforge: true }),
    buildZip({ 'mcmod.info': MCMOD, 'META-INF/MANIFEST.MF': MANIFEST }),
  ]);
  const targets: FuzzTarget[] = [
    {
      name: 'jar',
      label: 'jar',
      weight: 2,
      maxBytes: 256 * 1024,
      seeds: jars,
      run: async (input) => {
        try {
          const archive = await JarArchive.open(new BufferSource(input));
          const metadata = await readArchiveMetadata(archive, { depth: 0, withPackages: true });
          for (const e of metadata.errors) checkClean(renderMessage(e));
          return 'accepted';
        } catch (error) {
          if (error instanceof ZipFormatError) {
            checkClean(error.message);
            return 'refused';
          }
          throw error;
        }
      },
    },
    metadataTarget('fabric.mod.json', 'fabric.mod.json', [FABRIC], (t) => parseFabricMetadata(t), 2),
    metadataTarget('quilt.mod.json', 'quilt.mod.json', [QUILT], (t) => parseQuiltMetadata(t), 2),
    metadataTarget(
      'mods.toml',
      'mods.toml',
      [forgeToml('jei', '15.2.0.27', { forge: '[47,)', minecraft: '[1.20.1,1.21)' })],
      (t) => parseForgeMetadata(t, 'META-INF/mods.toml', context),
      2,
    ),
    metadataTarget(
      'neoforge.mods.toml',
      'neoforge.mods.toml',
      [neoforgeToml('create', '0.5.1', { neoforge: ['required', '[21.1,)'], minecraft: ['required', '[1.21.1]'] })],
      (t) => parseForgeMetadata(t, 'META-INF/neoforge.mods.toml', context),
      2,
    ),
    metadataTarget('mcmod.info', 'mcmod.info', [MCMOD], (t) => parseMcmodInfo(t, context), 2),
    metadataTarget('MANIFEST.MF', 'MANIFEST.MF', [MANIFEST], (t) => ManifestFile.parse(t), 2),
    ...(await launcherTargets(work)),
    ...(await packTargets(work)),
    ...crashTargets(work),
    sseTarget(),
    ...(await servedTargets(work)),
    ...(await shapeTargets(work)),
  ];
  return targets;
}

/** Writes `input` as `file` inside a fresh copy of a launcher layout and reads the instance back. */
async function launcherTargets(work: string): Promise<FuzzTarget[]> {
  const prism = path.join(work, 'prism');
  const dot = path.join(work, 'dot');
  const cfg =
    '[General]\nInstanceType=OneSix\nname=Fuzz Pack\nOverrideMemory=true\nMaxMemAlloc=4096\nJavaPath=/usr/bin/java\n';
  const pack = JSON.stringify(
    {
      formatVersion: 1,
      components: [
        { uid: 'org.lwjgl3', version: '3.3.1', dependencyOnly: true },
        { uid: 'net.minecraft', version: '1.20.1', important: true },
        { uid: 'net.fabricmc.fabric-loader', version: '0.15.7', cachedRequires: [{ uid: 'net.minecraft' }] },
      ],
    },
    null,
    4,
  );
  const version = JSON.stringify({
    id: '1.20.1-fabric',
    inheritsFrom: '1.20.1',
    type: 'release',
    mainClass: 'net.fabricmc.loader.impl.launch.knot.KnotClient',
    libraries: [{ name: 'net.fabricmc:fabric-loader:0.15.7' }, { name: 'net.fabricmc:intermediary:1.20.1' }],
    arguments: { game: ['--fml.forgeVersion', '47.2.0'], jvm: [] },
    javaVersion: { component: 'java-runtime-gamma', majorVersion: 17 },
  });
  const hmcl = JSON.stringify({ usesGlobal: false, maxMemory: 4096, gameDirType: 'VERSION_FOLDER', java: 'Default' });
  const pcl = 'VersionVanillaName:1.20.1\r\nVersionArgumentIndieV2:True\r\nVersionRamType:1\r\n';
  await fs.promises.mkdir(path.join(prism, 'minecraft', 'mods'), { recursive: true });
  await fs.promises.writeFile(path.join(prism, 'instance.cfg'), cfg);
  await fs.promises.writeFile(path.join(prism, 'mmc-pack.json'), pack);
  const vDir = path.join(dot, 'versions', '1.20.1-fabric');
  await fs.promises.mkdir(path.join(vDir, 'PCL'), { recursive: true });
  await fs.promises.mkdir(path.join(dot, 'mods'), { recursive: true });
  await fs.promises.writeFile(path.join(vDir, '1.20.1-fabric.json'), version);
  await fs.promises.writeFile(path.join(vDir, 'hmclversion.cfg'), hmcl);
  await fs.promises.writeFile(path.join(vDir, 'PCL', 'Setup.ini'), pcl);

  const launcher = (
    name: string,
    file: string,
    seed: string,
    read: () => Promise<{ warnings: string[] } | null>,
  ): FuzzTarget => ({
    name,
    label: path.basename(file),
    weight: 0.3,
    maxBytes: 64 * 1024,
    seeds: [Buffer.from(seed, 'utf8')],
    run: async (input) => {
      await fs.promises.writeFile(file, input);
      try {
        const instance = await read();
        if (instance === null) throw new FuzzViolation(`${name}: the instance was lost`);
        for (const w of instance.warnings) checkClean(w);
        return instance.warnings.length === 0 ? 'accepted' : 'refused';
      } finally {
        await fs.promises.writeFile(file, seed);
      }
    },
  });
  const readDot = async (): Promise<{ warnings: string[] } | null> => {
    const found = await readDotMinecraft(dot, 'dot');
    return found[0] ?? null;
  };
  return [
    launcher('instance.cfg', path.join(prism, 'instance.cfg'), cfg, () => readPrismInstance(prism, 'p')),
    launcher('mmc-pack.json', path.join(prism, 'mmc-pack.json'), pack, () => readPrismInstance(prism, 'p')),
    launcher('version json', path.join(vDir, '1.20.1-fabric.json'), version, readDot),
    launcher('hmclversion.cfg', path.join(vDir, 'hmclversion.cfg'), hmcl, readDot),
    launcher('PCL/Setup.ini', path.join(vDir, 'PCL', 'Setup.ini'), pcl, readDot),
  ];
}

/** packwiz TOML, Modrinth and CurseForge indexes, and .packignore. */
async function packTargets(work: string): Promise<FuzzTarget[]> {
  const packwiz = path.join(work, 'packwiz');
  await fs.promises.mkdir(packwiz, { recursive: true });
  const packToml =
    'name = "Fuzz"\nauthor = "me"\nversion = "1.0.0"\npack-format = "packwiz:1.1.0"\n\n[index]\nfile = "index.toml"\nhash-format = "sha256"\nhash = "00"\n\n[versions]\nminecraft = "1.20.1"\nfabric = "0.15.7"\n';
  await fs.promises.writeFile(path.join(packwiz, 'index.toml'), 'hash-format = "sha256"\n');
  const meta =
    'name = "Sodium"\nfilename = "sodium-fabric-0.5.8.jar"\nside = "client"\n\n[download]\nurl = "https://cdn.modrinth.com/data/AANobbMI/versions/b4hTi3mo/sodium-fabric-0.5.8%2Bmc1.20.1.jar"\nhash-format = "sha1"\nhash = "0123456789abcdef0123456789abcdef01234567"\n\n[update]\n[update.modrinth]\nmod-id = "AANobbMI"\nversion = "b4hTi3mo"\n';
  const index = JSON.stringify({
    formatVersion: 1,
    game: 'minecraft',
    versionId: '1.0.0',
    name: 'Fuzz',
    files: [
      {
        path: 'mods/sodium.jar',
        hashes: { sha1: '0'.repeat(40), sha512: '0'.repeat(128) },
        env: { client: 'required', server: 'unsupported' },
        downloads: ['https://cdn.modrinth.com/data/x/sodium.jar'],
        fileSize: 1000,
      },
    ],
    dependencies: { minecraft: '1.20.1', 'fabric-loader': '0.15.7' },
  });
  const manifest = JSON.stringify({
    minecraft: { version: '1.20.1', modLoaders: [{ id: 'forge-47.2.0', primary: true }] },
    manifestType: 'minecraftModpack',
    manifestVersion: 1,
    name: 'Fuzz',
    version: '1.0',
    author: 'me',
    files: [{ projectID: 238222, fileID: 4712866, required: true }],
    overrides: 'overrides',
  });
  let n = 0;
  const importTarget = (name: string, label: string, seed: string): FuzzTarget => ({
    name,
    label,
    weight: 0.08,
    maxBytes: 32 * 1024,
    seeds: [Buffer.from(seed, 'utf8')],
    run: async (input) => {
      const archive = path.join(work, `${name}.zip`);
      await fs.promises.writeFile(
        archive,
        await buildZip({ [label]: input, 'overrides/config/a.toml': 'a = 1\n', 'overrides/options.txt': 'fov:1\n' }),
      );
      const into = path.join(work, `import-${n++}`);
      try {
        const result = await importModpack(archive, into);
        for (const w of result.warnings) checkClean(w);
        return 'accepted';
      } catch (error) {
        if (error instanceof ArchiveSafetyError) {
          checkMessage(error.message, label === 'manifest.json' ? '' : '');
          if (!/manifest\.json|modrinth\.index\.json|\.zip|pack/i.test(error.message))
            throw new FuzzViolation(`the refusal does not name the pack or its index: ${error.message}`);
          return 'refused';
        }
        throw error;
      } finally {
        await fs.promises.rm(into, { recursive: true, force: true });
      }
    },
  });
  const paths = [
    'mods/sodium.jar',
    'config/a/b/c.toml',
    `config/${'a'.repeat(3000)}`,
    'saves/World/level.dat',
    'options.txt',
    'logs/latest.log',
    'config/deep/' + 'x/'.repeat(200) + 'f',
  ];
  return [
    {
      name: 'pack.toml',
      label: 'pack.toml',
      weight: 0.3,
      maxBytes: 64 * 1024,
      seeds: [Buffer.from(packToml)],
      run: async (input) => {
        await fs.promises.writeFile(path.join(packwiz, 'pack.toml'), input);
        const instance = await readPackwiz(packwiz, 'w');
        if (instance === null) throw new FuzzViolation('pack.toml: the instance was lost');
        for (const w of instance.warnings) checkClean(w);
        return instance.warnings.length === 0 ? 'accepted' : 'refused';
      },
    },
    {
      name: '*.pw.toml',
      label: '.pw.toml',
      weight: 2,
      maxBytes: 64 * 1024,
      seeds: [Buffer.from(meta)],
      run: async (input) => {
        const parsed = parsePackwizMeta(input.toString('utf8'));
        if ('error' in parsed) {
          checkClean(parsed.error);
          return 'refused';
        }
        return 'accepted';
      },
    },
    importTarget('modrinth.index.json', 'modrinth.index.json', index),
    importTarget('CurseForge manifest.json', 'manifest.json', manifest),
    {
      name: '.packignore',
      label: '.packignore',
      weight: 2,
      maxBytes: 16 * 1024,
      seeds: [Buffer.from('# comment\n*.log\n!important.log\nsaves/\n/options.txt\nconfig/**/secret*\n**/cache/\n')],
      run: async (input) => {
        const ignore = parsePackIgnore(input.toString('utf8'));
        for (const p of paths) ignore.ignores(p, false);
        return 'accepted';
      },
    },
  ];
}

const CRASH = [
  '---- Minecraft Crash Report ----',
  '// Who set us up the TNT?',
  '',
  'Time: 2024-01-01 12:00:00',
  'Description: Mod loading error has occurred',
  '',
  'java.lang.NoClassDefFoundError: net/minecraft/client/renderer/RenderType',
  '\tat com.example.mod.Client.init(Client.java:42) ~[example-1.0.jar%23123!/:1.0] {re:classloading}',
  '\tat net.minecraftforge.fml.ModContainer.lambda$buildTransitionHandler$4(ModContainer.java:124) ~[fmlcore-1.20.1-47.2.0.jar%23220!/:?]',
  'Caused by: java.lang.ClassNotFoundException: net.minecraft.client.renderer.RenderType',
  '',
  '-- System Details --',
  'Details:',
  '\tMinecraft Version: 1.20.1',
  '\tJava Version: 17.0.8, Eclipse Adoptium',
  '\tMemory: 512 MB / 4096 MB up to 4096 MB',
  '\tMod List: ',
  '\t\texample-1.0.jar                |Example Mod                   |example                       |1.0                 |DONE      |Manifest: NOSIGNATURE',
  '\t\tjei-1.20.1-forge-15.2.0.27.jar  |Just Enough Items             |jei                           |15.2.0.27           |DONE      |Manifest: NOSIGNATURE',
  '[12:00:01] [main/ERROR]: Mixin apply failed sodium.mixins.json:MixinFoo -> net.minecraft.Foo',
  'Exception in thread "main" java.lang.OutOfMemoryError: Java heap space',
].join('\n');

/** Crash logs as the game and launchers write them: plain, CRLF, CR, UTF-16, GBK and gzip. */
function crashTargets(work: string): FuzzTarget[] {
  const variant = (name: string, encode: (text: string) => Buffer): FuzzTarget => ({
    name: `crash log (${name})`,
    label: 'crash.txt',
    weight: 1,
    // Linear since the crash rules' backtracking fix (issue 16, defect 6); before it, 8 KiB logs took 10-40 s.
    maxBytes: 16 * 1024,
    seeds: [encode(CRASH)],
    run: async (input) => {
      const analysis = await analyzeCrash({ source: logSourceFromBytes(input, 'crash.txt') });
      for (const f of analysis.findings) checkClean(`${f.title} ${f.detail}`);
      return analysis.findings.length > 0 ? 'accepted' : 'refused';
    },
  });
  const gbk = (text: string): Buffer => Buffer.from(text.replace('Who set us up', '谁在捣乱'), 'utf8');
  let n = 0;
  return [
    variant('plain', (t) => Buffer.from(t)),
    variant('CRLF', (t) => Buffer.from(t.replace(/\n/g, '\r\n'))),
    variant('CR', (t) => Buffer.from(t.replace(/\n/g, '\r'))),
    variant('UTF-16', (t) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(t, 'utf16le')])),
    variant('GBK', gbk),
    {
      name: 'crash log (gzip)',
      label: 'latest.log.gz',
      weight: 0.3,
      maxBytes: 8 * 1024,
      seeds: [zlib.gzipSync(Buffer.from(CRASH))],
      run: async (input) => {
        const file = path.join(work, `latest-${n++ % 4}.log.gz`);
        await fs.promises.writeFile(file, input);
        let analysis;
        try {
          analysis = await analyzeCrash({ file });
        } catch (error) {
          // A damaged gzip rejects; `nova crash` reports it as "cannot read FILE: …" with exit 2.
          if (!(error instanceof Error)) throw error;
          checkClean(error.message);
          return 'refused';
        }
        for (const f of analysis.findings) checkClean(`${f.title} ${f.detail}`);
        return analysis.findings.length > 0 ? 'accepted' : 'refused';
      },
    },
  ];
}

const SSE_SEED = [
  { choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] },
  { choices: [{ index: 0, delta: { content: 'Sodium and ' }, finish_reason: null }] },
  { choices: [{ index: 0, delta: { content: 'OptiFine conflict.' }, finish_reason: null }] },
  {
    choices: [
      {
        index: 0,
        delta: {
          tool_calls: [
            { index: 0, id: 'c1', type: 'function', function: { name: 'list_nothing', arguments: '{"a":' } },
          ],
        },
        finish_reason: null,
      },
    ],
  },
  {
    choices: [{ index: 0, delta: { tool_calls: [{ index: 0, function: { arguments: '1}' } }] }, finish_reason: null }],
  },
  { choices: [{ index: 0, delta: {}, finish_reason: 'stop' }], usage: { prompt_tokens: 5, completion_tokens: 3 } },
]
  .map((c) => `data: ${JSON.stringify(c)}\n\n`)
  .join('')
  .concat('data: [DONE]\n\n');

/** The model's SSE stream, served by a fake fetch to the real openai client and the agent loop. */
function sseTarget(): FuzzTarget {
  return {
    name: 'SSE stream',
    label: 'model server',
    weight: 0.3,
    maxBytes: 64 * 1024,
    seeds: [Buffer.from(SSE_SEED)],
    run: async (input) => {
      const original = globalThis.fetch;
      globalThis.fetch = async () =>
        new Response(new Uint8Array(input), {
          status: 200,
          headers: { 'content-type': 'text/event-stream' },
        });
      try {
        const model = createOpenAiChatModel({ baseURL: 'http://fuzz.invalid/v1', model: 'm' });
        globalThis.fetch = original;
        const answers: string[] = [];
        const result = await runTurn([{ role: 'system', content: 's' }], 'hi', {
          model: {
            ...model,
            // A second request would replay the same bytes: one per input keeps the run bounded.
            stream: (request, signal) => {
              answers.push('x');
              if (answers.length > 2) throw new Error('fuzz: only two requests per input');
              return model.stream(request, signal);
            },
          },
          tools: new ToolRegistry([], { capabilities: [] }),
          ledger: new IdLedger(),
          signal: new AbortController().signal,
          retry: { maxRetries: 0 },
          maxIterations: 2,
        });
        if (!['done', 'failed', 'stopped'].includes(result.status))
          throw new FuzzViolation(`turn ended as ${result.status}`);
        if (result.error !== undefined) checkClean(result.error);
        return result.status === 'done' ? 'accepted' : 'refused';
      } finally {
        globalThis.fetch = original;
      }
    },
  };
}
