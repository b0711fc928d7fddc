import { renderMessage } from '../../src/core/locale/messageCatalog';
import { spawn } from 'node:child_process';
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import * as path from 'node:path';
import { PassThrough } from 'node:stream';
import * as yauzl from 'yauzl';
import { novaMcpServer } from '../../src/cli/mcpServer';
import { BoundedStdioTransport } from '../../src/cli/mcpTransport';
import { NodeChangeApplier } from '../../src/cli/nodeChangeApplier';
import type { PackwizMeta } from '../../src/core/formats/packwizMeta';
import { ModScanner } from '../../src/core/mods/modScanner';
import { PackwizJarCache } from '../../src/core/packwiz/packwizJarCache';
import { IdLedger } from '../../src/core/tools/idLedger';
import { novaToolRegistry } from '../../src/core/tools/novaTools';
import { runNova, type CliRun } from '../unit/fixtures/cliRun';
import { writeDotMinecraft, writePackwiz, writePrismInstance } from '../unit/fixtures/instanceLayouts';
import { fabricJar } from '../unit/fixtures/modJars';
import { manyModsPack, writePackwizPack } from '../unit/fixtures/packwizProjects';
import { FuzzViolation, type FuzzOutcome, type FuzzTarget } from './fuzzTargets';
import type { SeededRandom } from './seededRandom';

/**
 * Issue 33's hostile shapes as fuzz generators (docs/fuzz.md): each input is a seeded description of a shape —
 * game and content folders linked outside the served root, planted temporary names, hostile bisect states, an
 * `[index] file` in a linked folder, 1,500 metafiles under a 1,024 open-file limit, huge `.packwizignore` files,
 * FIFOs and `/dev/zero` links, servers that never answer, sparse 100 GB files, 5,000-character hashes, deeply nested
 * and 12 MB MCP lines, concurrent starts, caps, SARIF names with spaces and `#` — built on disk and run through the
 * real CLI (in-process, or a child process for the open-file limit) or the real boundary. Every input must end in
 * its limit with exit 0/1/2 and no stack trace, never show the secret that lies outside, leave the outside folder
 * byte for byte as it was, and lose nothing inside.
 */

const STACK = /\n\s+at [^\n]+:\d+:\d+|Maximum call stack|report it as a Nova bug|unexpected error|EEXIST|EMFILE/i;
const SECRET = 'TOP-SECRET-outside-token';
const unix = process.platform !== 'win32';
const repo = path.resolve(__dirname, '..', '..');

interface Scene {
  served: string;
  outside: string;
}

let sceneCount = 0;

/** A fresh served folder and, beside it, an outside folder shaped like a game folder whose files hold the secret. */
async function scene(work: string, name: string): Promise<Scene> {
  const dir = path.join(work, 'shapes', `${name}-${sceneCount++}`);
  const served = path.join(dir, 'served');
  const outside = path.join(dir, 'outside');
  const put = async (rel: string, content: string | Buffer): Promise<void> => {
    await fs.promises.mkdir(path.dirname(path.join(outside, rel)), { recursive: true });
    await fs.promises.writeFile(path.join(outside, rel), content);
  };
  await fs.promises.mkdir(served, { recursive: true });
  await put('config/kube.toml', `token = "${SECRET}"\n`);
  await put('config/x.cfg', `${SECRET}\n`);
  await put('mods/secret-1.0.jar', await secretJar());
  for (const rel of ['resourcepacks/secret-pack.zip', 'shaderpacks/secret-shader.zip', 'datapacks/secret-data.zip'])
    await put(rel, SECRET);
  await put('saves/Secret World/level.dat', SECRET);
  await put('victim.txt', 'precious');
  await put(
    'secret.pw.toml',
    `name = "${SECRET}"\nfilename = "secret.jar"\nside = "both"\n\n[download]\nurl = "https://cdn.modrinth.com/data/AAAAAAAA/versions/BBBBBBBB/secret.jar"\nhash-format = "sha512"\nhash = "${'cd'.repeat(64)}"\n`,
  );
  return { served, outside };
}

let secretJarBytes: Buffer | undefined;
async function secretJar(): Promise<Buffer> {
  secretJarBytes ??= await fabricJar({ id: 'secretmod', name: SECRET });
  return secretJarBytes;
}

/** Every entry under `dir` (links not followed): file → sha256, link → its target, folder, FIFO. */
async function tree(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const stack = [''];
  while (stack.length > 0) {
    const rel = stack.pop() as string;
    const full = path.join(dir, rel);
    const st = await fs.promises.lstat(full);
    if (st.isSymbolicLink()) out.set(rel, `link ${await fs.promises.readlink(full)}`);
    else if (st.isDirectory()) {
      out.set(rel, 'dir');
      for (const name of await fs.promises.readdir(full)) stack.push(path.join(rel, name));
    } else if (st.isFile())
      out.set(
        rel,
        st.size > 64 * 1024 * 1024
          ? `sparse ${st.size}`
          : crypto
              .createHash('sha256')
              .update(await fs.promises.readFile(full))
              .digest('hex'),
      );
    else out.set(rel, 'special');
  }
  return out;
}

/** Fails unless every entry of `before` is still there, unchanged (entries may be added only where `added` allows). */
function unchanged(what: string, before: Map<string, string>, after: Map<string, string>, added = false): void {
  for (const [rel, sig] of before)
    if (after.get(rel) !== sig) throw new FuzzViolation(`${what}: ${rel || '.'} was changed or removed`);
  if (!added) for (const rel of after.keys()) if (!before.has(rel)) throw new FuzzViolation(`${what}: ${rel} appeared`);
}

/** The CLI contract: exit 0/1/2, no stack trace or raw error code, never the secret. */
function clean(run: CliRun, argv: string[]): CliRun {
  const all = run.stdout + run.stderr;
  const what = `nova ${argv.map((a) => path.basename(a)).join(' ')}`;
  if (![0, 1, 2].includes(run.code)) throw new FuzzViolation(`${what} exited ${run.code}: ${all.slice(0, 300)}`);
  if (STACK.test(all)) throw new FuzzViolation(`${what} looks like a crash: ${all.slice(0, 300)}`);
  if (all.includes(SECRET) || /secretmod|secret-pack|Secret World/.test(all))
    throw new FuzzViolation(`${what} showed a file from outside the served root`);
  return run;
}

async function nova(cwd: string, argv: string[], env: NodeJS.ProcessEnv = {}): Promise<CliRun> {
  const cli = process.env.NOVA_FUZZ_CLI;
  if (cli === undefined || cli === '') return clean(await runNova(cwd, argv, { NO_COLOR: '1', ...env }), argv);
  return clean(await novaProcess(cli, cwd, argv, env), argv);
}

/**
 * With `NOVA_FUZZ_CLI=dist/cli.js` every CLI call of a shape runs the built CLI in its own process under
 * `/usr/bin/time`, so its peak resident memory is measured too (over 1 GiB is a failure).
 */
function novaProcess(cli: string, cwd: string, argv: string[], env: NodeJS.ProcessEnv): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      '/usr/bin/time',
      ['-f', 'NOVA-FUZZ-MAXRSS %M', process.execPath, path.resolve(repo, cli), ...argv],
      {
        cwd,
        env: { ...process.env, NO_COLOR: '1', ...env },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => {
      const m = /NOVA-FUZZ-MAXRSS (\d+)\n?$/.exec(stderr);
      const kib = Number(m?.[1] ?? 0);
      stderr = stderr.replace(/(Command exited with non-zero status \d+\n)?NOVA-FUZZ-MAXRSS \d+\n?$/, '');
      peakChildKiB = Math.max(peakChildKiB, kib);
      if (kib > 1024 * 1024) reject(new FuzzViolation(`nova ${argv[0]} peaked at ${Math.round(kib / 1024)} MiB`));
      else resolve({ code: code ?? -1, stdout, stderr });
    });
  });
}

let peakChildKiB = 0;

/** The highest peak resident memory of a CLI process so far (NOVA_FUZZ_CLI runs), in KiB. */
export function childPeakKiB(): number {
  return peakChildKiB;
}

/** Every entry's bytes of a written pack must be free of the secret (entries are inflated, not searched raw). */
async function packFree(file: string): Promise<void> {
  if (!fs.existsSync(file)) return;
  const texts = await new Promise<Buffer[]>((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (error, zip) => {
      if (error || zip === undefined) return reject(error ?? new Error('no zip'));
      const found: Buffer[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        found.push(Buffer.from(entry.fileName));
        zip.openReadStream(entry, (e, stream) => {
          if (e || stream === undefined) return reject(e ?? new Error('no stream'));
          const parts: Buffer[] = [];
          stream.on('data', (c: Buffer) => parts.push(c));
          stream.on('end', () => {
            found.push(Buffer.concat(parts));
            zip.readEntry();
          });
          stream.on('error', reject);
        });
      });
      zip.on('end', () => resolve(found));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
  for (const t of texts)
    if (t.includes(Buffer.from(SECRET)) || t.includes(Buffer.from('secretmod')))
      throw new FuzzViolation(`${path.basename(file)} embeds a file from outside the pack`);
}

function spec(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value), 'utf8');
}
function read<T>(input: Buffer): T {
  return JSON.parse(input.toString('utf8')) as T;
}
function outcome(runs: CliRun[]): FuzzOutcome {
  return runs.some((r) => r.code !== 0) ? 'refused' : 'accepted';
}

/** Removes every scene but the MCP server's root (a shape's input never outlives its run). */
async function clearScenes(work: string): Promise<void> {
  const dir = path.join(work, 'shapes');
  for (const name of await fs.promises.readdir(dir))
    if (name !== 'mcp-root') await fs.promises.rm(path.join(dir, name), { recursive: true, force: true });
}

/** A generator target: the input is a JSON description the seeded random chose. */
function shape<S>(
  work: string,
  name: string,
  weight: number,
  generate: (random: SeededRandom) => S,
  run: (s: S) => Promise<FuzzOutcome>,
  maxInputMs?: number,
): FuzzTarget {
  return {
    name,
    label: name,
    weight,
    maxBytes: 0,
    seeds: [Buffer.alloc(0)],
    generate: (random) => spec(generate(random)),
    run: async (input) => {
      try {
        return await run(read<S>(input));
      } finally {
        await clearScenes(work);
      }
    },
    ...(maxInputMs === undefined ? {} : { maxInputMs }),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// 1–3: game and content folders outside the served root, through the read tools, check, mods, export and diff.

const LINKED = [
  'prism-minecraft',
  'hmcl-absolute',
  'hmcl-relative',
  'content-folders',
  'config-file',
  'packwiz-metafile',
  'packwiz-config',
  'diff-config',
  'mods-folder',
  'jar-link',
  'id-folders',
] as const;

function servedRootShape(work: string): FuzzTarget {
  const next = cycle(LINKED);
  return shape(
    work,
    'linked outside the served root',
    0.008,
    (random) => ({
      variant: next(),
      folders: ['resourcepacks', 'shaderpacks', 'saves', 'datapacks'].filter(() => random.chance(0.6)),
      configPath: random.pick(['.', '', './', 'config', '.\\', 'kube.toml', '../config/kube.toml']),
      idLinks: [0, 1, 2, 3].filter(() => random.chance(0.8)),
    }),
    async (s) => {
      const { served, outside } = await scene(work, 'served');
      const before = await tree(outside);
      const registry = novaToolRegistry(
        { roots: [served], scanner: new ModScanner(), settings: () => [] },
        { capabilities: [], readOnlyOnly: true },
      );
      const tool = async (name: string, args: Record<string, unknown>): Promise<boolean> => {
        const result = await registry.run(
          { id: 'c', name, arguments: JSON.stringify(args) },
          new IdLedger(),
          new AbortController().signal,
        );
        const text = result.kind === 'result' ? result.text : '';
        if (text.includes(SECRET) || /secretmod|secret-pack|secret-shader|Secret World/.test(text))
          throw new FuzzViolation(`${name} showed a file from outside the served root`);
        if (STACK.test(text)) throw new FuzzViolation(`${name} looks like a crash: ${text.slice(0, 300)}`);
        return result.kind === 'result' && result.ok;
      };
      const runs: CliRun[] = [];
      const out = path.join(served, 'out.mrpack');
      switch (s.variant) {
        case 'prism-minecraft': {
          const dir = await writePrismInstance(path.join(served, 'pack'), { name: 'Pack', minecraft: '1.20.1' });
          await fs.promises.rm(path.join(dir, 'minecraft'), { recursive: true, force: true });
          await fs.promises.symlink(outside, path.join(dir, 'minecraft'));
          await tool('read_config', { instance_id: 'pack', path: 'kube.toml', query: null, offset: null });
          await tool('list_mods', { instance_id: 'pack' });
          runs.push(await nova(served, ['mods', 'pack']));
          runs.push(await nova(served, ['export', 'pack', '--out', out]));
          break;
        }
        case 'hmcl-absolute':
        case 'hmcl-relative': {
          const mc = path.join(served, '.minecraft');
          const custom = s.variant === 'hmcl-absolute' ? outside : path.relative(mc, outside);
          await writeDotMinecraft(mc, [
            { id: '1.20.1-fabric', minecraft: '1.20.1', isolation: 'hmcl-custom', customGameDir: custom },
          ]);
          const listing = await registry.run(
            { id: 'l', name: 'list_instances', arguments: '{"offset":null}' },
            new IdLedger(),
            new AbortController().signal,
          );
          const id = /"([^"]*1\.20\.1-fabric[^"]*)"/.exec(listing.kind === 'result' ? listing.text : '')?.[1];
          if (id === undefined) throw new FuzzViolation('the HMCL instance was lost');
          for (const [name, args] of [
            ['read_config', { instance_id: id, path: 'kube.toml', query: null, offset: null }],
            ['list_mods', { instance_id: id }],
            ['list_content', { instance_id: id, kind: 'resourcepacks', offset: null }],
          ] as const)
            if (await tool(name, args)) throw new FuzzViolation(`${name} read a game folder outside the served root`);
          runs.push(await nova(served, ['check', '.', '--json']));
          // Not even counted: the listing never reads the game folder outside (session-28 audit).
          const listed = await nova(served, ['instances', '.', '--json']);
          const rows = (JSON.parse(listed.stdout) as { instances: Array<{ modCount: number; outsideRoots?: boolean }> })
            .instances;
          if (rows.some((r) => r.modCount > 0))
            throw new FuzzViolation('nova instances counted the mods of a game folder outside');
          runs.push(listed);
          break;
        }
        case 'id-folders': {
          // kubejs/, datapacks/, global_packs/required_data and saves/ linked outside: the reference reader
          // (`nova check`) and the content index (`nova content`, find_content, get_tags) must read none of them.
          const ns = 'kubesecretns';
          // A second tree outside the served root (the scene's own outside folder is compared before and after).
          const ids = path.join(path.dirname(outside), 'ids-outside');
          const put = async (rel: string, text: string): Promise<void> => {
            await fs.promises.mkdir(path.dirname(path.join(ids, rel)), { recursive: true });
            await fs.promises.writeFile(path.join(ids, rel), text);
          };
          const meta = '{"pack":{"pack_format":15,"description":"x"}}';
          await put('kubejs/server_scripts/x.js', `ServerEvents.recipes(e => { e.remove({ output: '${ns}:a' }) })\n`);
          await put('kubejs/startup_scripts/r.js', `StartupEvents.registry('item', e => { e.create('${ns}:b') })\n`);
          await put('dp/p/pack.mcmeta', meta);
          await put(`dp/p/data/${ns}/tags/items/t.json`, `{"values":["${ns}:c"]}`);
          await put('idsaves/w/datapacks/q/pack.mcmeta', meta);
          await put(`idsaves/w/datapacks/q/data/${ns}/tags/items/u.json`, `{"values":["${ns}:d"]}`);
          const dir = await writePrismInstance(path.join(served, 'pack'), { name: 'Pack', minecraft: '1.20.1' });
          const game = path.join(dir, 'minecraft');
          const links: Array<[string, string]> = [
            ['kubejs', 'kubejs'],
            ['dp', 'datapacks'],
            ['idsaves', 'saves'],
            ['dp', 'global_packs/required_data'],
          ];
          for (const [from, to] of links.filter((_, i) => s.idLinks.includes(i))) {
            await fs.promises.mkdir(path.dirname(path.join(game, to)), { recursive: true });
            await fs.promises.rm(path.join(game, to), { recursive: true, force: true });
            await fs.promises.symlink(path.join(ids, from), path.join(game, to));
          }
          const leak = new RegExp(`${ns}:`);
          for (const run of [
            await nova(served, ['check', 'pack', '--json']),
            await nova(served, ['content', 'pack', 'kubesecret', '--json']),
          ]) {
            if (leak.test(run.stdout + run.stderr)) throw new FuzzViolation('an id from a folder outside was shown');
            runs.push(run);
          }
          for (const [name, args] of [
            ['find_content', { instance_id: 'pack', query: 'kubesecret', kind: null }],
            ['get_tags', { instance_id: 'pack', id: `#${ns}:t`, registry: null }],
          ] as const) {
            const result = await registry.run(
              { id: 'c', name, arguments: JSON.stringify(args) },
              new IdLedger(),
              new AbortController().signal,
            );
            const text = result.kind === 'result' ? result.text.replaceAll(`#${ns}:t`, '') : '';
            if (leak.test(text)) throw new FuzzViolation(`${name} showed an id from a folder outside`);
          }
          break;
        }
        case 'content-folders': {
          const dir = await writePrismInstance(path.join(served, 'pack'), { name: 'Pack', minecraft: '1.20.1' });
          const game = path.join(dir, 'minecraft');
          for (const folder of s.folders) {
            await fs.promises.rm(path.join(game, folder), { recursive: true, force: true });
            await fs.promises.symlink(path.join(outside, folder), path.join(game, folder));
          }
          for (const kind of [null, 'resourcepacks', 'shaderpacks', 'datapacks', 'worlds'])
            await tool('list_content', { instance_id: 'pack', kind, offset: null });
          break;
        }
        case 'config-file': {
          const dir = await writePrismInstance(path.join(served, 'pack'), { name: 'Pack', minecraft: '1.20.1' });
          const game = path.join(dir, 'minecraft');
          await fs.promises.rm(path.join(game, 'config'), { recursive: true, force: true });
          await fs.promises.symlink(path.join(outside, 'config', 'kube.toml'), path.join(game, 'config'));
          await tool('read_config', { instance_id: 'pack', path: s.configPath, query: null, offset: null });
          await tool('read_config', { instance_id: 'pack', path: s.configPath, query: 'token', offset: null });
          break;
        }
        case 'packwiz-metafile': {
          const pack = await writePackwiz(path.join(served, 'pw'), { name: 'PW', minecraft: '1.20.1' });
          await fs.promises.rm(path.join(pack, 'mods', 'a.pw.toml'), { force: true });
          await fs.promises.symlink(path.join(outside, 'secret.pw.toml'), path.join(pack, 'mods', 'a.pw.toml'));
          await tool('list_mods', { instance_id: 'pw' });
          await tool('read_mod_info', { instance_id: 'pw', file: 'secret.jar' });
          runs.push(await nova(served, ['mods', 'pw', '--json']));
          runs.push(await nova(served, ['check', 'pw', '--json']));
          break;
        }
        case 'packwiz-config': {
          const pack = await writePackwiz(path.join(served, 'pw'), { name: 'PW', minecraft: '1.20.1' });
          await fs.promises.rm(path.join(pack, 'config'), { recursive: true, force: true });
          await fs.promises.symlink(path.join(outside, 'config'), path.join(pack, 'config'));
          runs.push(await nova(pack, ['export', '.', '--out', out]));
          runs.push(await nova(served, ['refresh', 'pw', '--check']));
          break;
        }
        case 'diff-config': {
          const a = await writePrismInstance(path.join(served, 'a'), { name: 'A', minecraft: '1.20.1' });
          const b = await writePrismInstance(path.join(served, 'b'), { name: 'B', minecraft: '1.20.1' });
          await fs.promises.rm(path.join(b, 'minecraft', 'config'), { recursive: true, force: true });
          await fs.promises.symlink(path.join(outside, 'config'), path.join(b, 'minecraft', 'config'));
          const run = await nova(served, ['diff', a, b]);
          if (/kube\.toml/.test(run.stdout)) throw new FuzzViolation('diff listed a file of a config/ linked outside');
          if (/^No changes\.$/m.test(run.stdout)) throw new FuzzViolation('diff said "No changes." past a link');
          runs.push(run);
          break;
        }
        case 'mods-folder':
        case 'jar-link': {
          // Only a link below the game folder: mods/ itself, or one jar in it, leads to the outside mods/.
          const dir = await writePrismInstance(path.join(served, 'pack'), {
            name: 'Pack',
            minecraft: '1.20.1',
            mods: { 'ok.jar': await fabricJar({ id: 'okmod' }) },
          });
          const mods = path.join(dir, 'minecraft', 'mods');
          if (s.variant === 'mods-folder') {
            await fs.promises.rm(mods, { recursive: true, force: true });
            await fs.promises.symlink(path.join(outside, 'mods'), mods);
          } else await fs.promises.symlink(path.join(outside, 'mods', 'secret-1.0.jar'), path.join(mods, 'linked.jar'));
          await tool('list_mods', { instance_id: 'pack' });
          await tool('read_mod_info', { instance_id: 'pack', file: 'secret-1.0.jar' });
          await tool('read_mod_info', { instance_id: 'pack', file: 'linked.jar' });
          runs.push(await nova(served, ['mods', 'pack', '--json']));
          runs.push(await nova(served, ['check', 'pack', '--json']));
          runs.push(await nova(served, ['export', 'pack', '--out', out]));
          runs.push(await nova(served, ['bisect', 'start', 'pack']));
          runs.push(await nova(served, ['bisect', 'reset', 'pack']));
          break;
        }
      }
      await packFree(out);
      unchanged('the outside folder', before, await tree(outside));
      return outcome(runs);
    },
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 4, 5, 9, 12: bisect — planted temporary names, hostile states, devices and pipes, hand renames, concurrent starts.

const STATE = '.nova-bisect.json';
const BAD_NAMES = ['../../victim.txt', '/tmp/nova-fuzz-victim.txt', '..', 'sub/x.jar', 'a\u0000.jar', 'x'.repeat(5000)];
const BISECT = [
  'too-many-mods',
  'planted-temp',
  'bad-name',
  'many-names',
  'nested',
  'device',
  'fifo',
  'hand-rename',
  'concurrent',
  'mods-swapped',
  'state-linked',
];

function bisectShape(work: string): FuzzTarget {
  const next = cycle(BISECT);
  return shape(
    work,
    'bisect (hostile states)',
    0.008,
    (random) => ({
      variant: next(),
      jars: 2 + random.int(6),
      name: random.pick(BAD_NAMES),
      count: random.pick([10_001, 50_000, 200_000]),
      depth: random.pick([300, 5_000, 100_000]),
      actions: Array.from({ length: 1 + random.int(4) }, () => random.pick(['good', 'bad', 'start'])),
    }),
    async (s) => {
      if (!unix && ['device', 'fifo'].includes(s.variant)) return 'accepted';
      const { served, outside } = await scene(work, 'bisect');
      const jars: Record<string, Buffer> = {};
      for (let i = 0; i < s.jars; i++) jars[`m${i}.jar`] = await fabricJar({ id: `m${i}` });
      await writePrismInstance(path.join(served, 'pack'), {
        name: 'Pack',
        minecraft: '1.20.1',
        loader: { type: 'fabric', version: '0.15.7' },
        mods: jars,
      });
      const game = path.join(served, 'pack', 'minecraft');
      const mods = path.join(game, 'mods');
      const victim = path.join(outside, 'victim.txt');
      const state = (names: string[], extra: object = {}): string =>
        JSON.stringify({
          format: 1,
          startedAt: '2024-01-01T00:00:00.000Z',
          files: names.map((name) => ({ name, enabled: true, size: 1, sha512: 'x' })),
          mods: {},
          requires: {},
          candidates: names,
          suspects: names,
          covered: names.slice(0, Math.ceil(names.length / 2)),
          enabled: names,
          answers: [],
          culprit: null,
          ...extra,
        });
      const before = await tree(outside);
      const jarsBefore = await tree(mods);
      const runs: CliRun[] = [];
      const step = async (action: string): Promise<void> => {
        runs.push(await nova(served, ['bisect', action, 'pack']));
      };
      switch (s.variant) {
        case 'too-many-mods': {
          // One past the cap: a start must say so and change nothing (never bisect the first 10,000 in silence).
          const empty = Buffer.alloc(0);
          for (let i = 0; i < 10_001; i++)
            fs.writeFileSync(path.join(mods, `x${String(i).padStart(5, '0')}.jar`), empty);
          const count = fs.readdirSync(mods).length;
          const run = await nova(served, ['bisect', 'start', 'pack']);
          if (run.code !== 2 || !/more than the 10000 a bisect can track/.test(run.stderr))
            throw new FuzzViolation(`bisect start past the cap: exit ${run.code}, ${run.stderr.slice(0, 200)}`);
          if (fs.readdirSync(mods).length !== count) throw new FuzzViolation('bisect start past the cap renamed files');
          runs.push(run);
          break;
        }
        case 'planted-temp':
          for (const pid of [process.pid, process.pid + 1, 1])
            await fs.promises.symlink(victim, path.join(game, `${STATE}.nova-tmp-${pid}`));
          await step('start');
          if (runs[0]?.code !== 0)
            throw new FuzzViolation(`bisect start failed beside planted links: ${runs[0]?.stderr}`);
          for (const a of s.actions) await step(a);
          break;
        case 'bad-name':
          await fs.promises.writeFile(path.join(game, STATE), state(['m0.jar', s.name]));
          for (const a of s.actions) await step(a);
          break;
        case 'many-names': {
          const names = Array.from({ length: s.count }, (_, i) => `n${i}.jar`);
          await fs.promises.writeFile(
            path.join(game, STATE),
            state(names, { files: [], covered: [], enabled: [] }).slice(0, 8 * 1024 * 1024),
          );
          for (const a of s.actions) await step(a);
          break;
        }
        case 'nested':
          await fs.promises.writeFile(
            path.join(game, STATE),
            '{"files":' + '['.repeat(s.depth) + ']'.repeat(s.depth) + '}',
          );
          for (const a of s.actions) await step(a);
          break;
        case 'device':
        case 'fifo': {
          await step('start');
          const first = (await fs.promises.readdir(mods)).find((n) => n.endsWith('.jar'));
          if (first !== undefined) {
            // The jar is kept aside (nothing lost), a device link or a pipe takes its place.
            await fs.promises.rename(path.join(mods, first), path.join(served, `kept-${first}`));
            if (s.variant === 'device') await fs.promises.symlink('/dev/zero', path.join(mods, first));
            else await mkfifo(path.join(mods, first));
          }
          for (const a of s.actions) await step(a);
          await step('reset');
          if (first !== undefined) {
            await fs.promises.rm(path.join(mods, first), { force: true });
            await fs.promises.rename(path.join(served, `kept-${first}`), path.join(mods, first));
          }
          break;
        }
        case 'hand-rename': {
          await step('start');
          const disabled = (await fs.promises.readdir(mods)).find((n) => n.endsWith('.disabled'));
          if (disabled !== undefined)
            await fs.promises.rename(
              path.join(mods, disabled),
              path.join(mods, disabled.slice(0, -'.disabled'.length)),
            );
          for (const a of s.actions) await step(a);
          break;
        }
        case 'mods-swapped':
        case 'state-linked': {
          // After a start, mods/ (or the state file) is swapped for a link to a copy outside: no later step may
          // rename a file out there or read the state from there.
          await step('start');
          const copy = path.join(outside, s.variant === 'mods-swapped' ? 'mods-copy' : 'state.json');
          const real = path.join(served, 'kept-real');
          const swapped = s.variant === 'mods-swapped' ? mods : path.join(game, STATE);
          if (s.variant === 'mods-swapped') await fs.promises.cp(mods, copy, { recursive: true });
          else if (fs.existsSync(swapped)) await fs.promises.copyFile(swapped, copy);
          if (fs.existsSync(swapped)) {
            await fs.promises.rename(swapped, real);
            await fs.promises.symlink(copy, swapped);
          }
          const copied = fs.existsSync(copy) ? await tree(copy) : new Map<string, string>();
          const modsNow = s.variant === 'state-linked' ? await tree(mods) : new Map<string, string>();
          for (const a of s.actions) await step(a === 'start' ? 'reset' : a);
          unchanged('the copy outside', copied, fs.existsSync(copy) ? await tree(copy) : new Map<string, string>());
          // A state read from outside would have renamed jars in mods/: every step must have refused it.
          if (s.variant === 'state-linked') {
            unchanged('mods/ after a state linked outside', modsNow, await tree(mods));
            const link = await fs.promises.lstat(swapped).catch(() => null);
            if (fs.existsSync(real) && link?.isSymbolicLink() !== true)
              throw new FuzzViolation('a bisect step used (and rewrote) a state linked outside the game folder');
          }
          // The copy was made by this input, not by Nova: it goes before the outside folder is compared.
          await fs.promises.rm(copy, { recursive: true, force: true });
          if (fs.existsSync(real)) {
            await fs.promises.rm(swapped, { force: true });
            await fs.promises.rename(real, swapped);
          }
          break;
        }
        case 'concurrent': {
          const both = await Promise.all([
            nova(served, ['bisect', 'start', 'pack']),
            nova(served, ['bisect', 'start', 'pack']),
          ]);
          runs.push(...both);
          if (both.filter((r) => r.code === 0).length !== 1)
            throw new FuzzViolation(`two concurrent starts: exits ${both.map((r) => r.code).join(', ')}`);
          break;
        }
      }
      // However the bisect went, reset (with the state gone if it was refused) gives back every jar byte for byte.
      await step('reset');
      if (fs.existsSync(path.join(game, STATE))) await fs.promises.rm(path.join(game, STATE));
      // Each jar of the start is back under its name, byte for byte (only those are read: mods/ may hold 10,001 more).
      for (const [rel, before] of jarsBefore) {
        if (before === 'dir') continue;
        const after = await tree(path.join(mods, rel)).catch(() => new Map<string, string>());
        if (after.get('') !== before) throw new FuzzViolation(`mods/${rel} was not given back as it was`);
      }
      unchanged('the outside folder', before, await tree(outside));
      if (fs.readFileSync(victim, 'utf8') !== 'precious') throw new FuzzViolation('the victim file was overwritten');
      return outcome(runs);
    },
    30_000,
  );
}

function mkfifo(file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('mkfifo', [file]);
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`mkfifo exited ${code}`))));
  });
}

// ---------------------------------------------------------------------------------------------------------------
// 6, 8, 9, 10, 12: packwiz refresh, check and export — an [index] file in a linked folder, huge .packwizignore,
// FIFOs and /dev/zero links, a sparse 100 GB file, names import refuses, comments to keep.

const PACKWIZ = [
  'index-linked',
  'huge-ignore',
  'fifo',
  'dev-zero',
  'sparse',
  'import-refused-names',
  'comments',
  'missing-index',
  'file-linked-out',
  'case-clash',
] as const;
const FORCED: Partial<Record<(typeof PACKWIZ)[number], string>> = {
  'index-linked': 'refresh',
  'huge-ignore': 'refresh',
  sparse: 'export',
  'import-refused-names': 'export',
  comments: 'refresh',
  'missing-index': 'refresh',
  'file-linked-out': 'refresh',
  'case-clash': 'export',
};
const SPECIAL_AT = ['pack.toml', 'index.toml', 'mods/alpha.pw.toml', '.packwizignore', 'config/a.txt'];

function packwizShape(work: string): FuzzTarget {
  const next = cycle(PACKWIZ);
  return shape(
    work,
    'packwiz (hostile packs)',
    0.008,
    (random) => ({
      variant: next(),
      at: random.pick(SPECIAL_AT),
      rules: random.pick([2_001, 2_500, 5_000]),
      ruleLength: random.pick([1_025, 2_000, 5_000]),
      name: random.pick(['aux.txt', 'con.cfg', 'tab\there.txt', 'ends-with-dot.', 'bell\u0007.txt']),
      command: random.pick(['refresh', 'check', 'export', 'mods']),
    }),
    async (s) => {
      if (!unix && ['fifo', 'dev-zero'].includes(s.variant)) return 'accepted';
      const { served, outside } = await scene(work, 'packwiz');
      const pack = path.join(served, 'pack');
      const comments = s.variant === 'comments';
      writePackwizPack(pack, {
        versions: { minecraft: '1.20.1', fabric: '0.15.7' },
        mods: [{ slug: 'alpha', url: 'https://cdn.modrinth.com/data/AAAAAAAA/versions/BBBBBBBB/alpha.jar' }],
        files: { 'config/a.txt': 'a\n', 'config/b.txt': 'b\n' },
      });
      const out = path.join(served, 'out.mrpack');
      const before = await tree(outside);
      if (comments) {
        const file = path.join(pack, 'pack.toml');
        const text = fs.readFileSync(file, 'utf8');
        fs.writeFileSync(
          file,
          `# the author's note\n${text}\n# trailing note\n[unknown-table]\nkeep = "me" # inline\n`,
        );
      }
      switch (s.variant) {
        case 'index-linked': {
          // [index] file = "meta/index.toml" where meta/ links to the outside folder, which holds an index.toml.
          await fs.promises.writeFile(path.join(outside, 'index.toml'), 'hash-format = "sha256"\n');
          await fs.promises.symlink(outside, path.join(pack, 'meta'));
          const file = path.join(pack, 'pack.toml');
          fs.writeFileSync(
            file,
            fs.readFileSync(file, 'utf8').replace(/file = "index\.toml"/, 'file = "meta/index.toml"'),
          );
          before.clear();
          for (const [k, v] of await tree(outside)) before.set(k, v);
          break;
        }
        case 'huge-ignore': {
          const rules = Array.from({ length: s.rules - 2 }, (_, i) => `unused-${i}.txt`);
          rules.push('config/b.txt', `config/${'y'.repeat(s.ruleLength)}*`);
          fs.writeFileSync(path.join(pack, '.packwizignore'), rules.join('\n') + '\n');
          break;
        }
        case 'fifo':
        case 'dev-zero': {
          const file = path.join(pack, ...s.at.split('/'));
          fs.rmSync(file, { force: true });
          if (s.variant === 'fifo') await mkfifo(file);
          else fs.symlinkSync('/dev/zero', file);
          break;
        }
        case 'sparse': {
          const fd = fs.openSync(path.join(pack, 'config', 'huge.bin'), 'w');
          fs.ftruncateSync(fd, 100 * 1024 ** 3);
          fs.closeSync(fd);
          // Indexed by hand (refresh refuses to hash it), so export must ship it or stop, never leave it out.
          fs.appendFileSync(
            path.join(pack, 'index.toml'),
            `\n[[files]]\nfile = "config/huge.bin"\nhash = "${'0'.repeat(64)}"\n`,
          );
          break;
        }
        case 'import-refused-names':
          fs.writeFileSync(path.join(pack, 'config', s.name), 'x');
          break;
        case 'missing-index':
          fs.rmSync(path.join(pack, 'index.toml'));
          break;
        case 'file-linked-out':
          // A config file linked to a file outside: refresh must neither hash nor index it.
          fs.symlinkSync(path.join(outside, 'config', 'kube.toml'), path.join(pack, 'config', 'kube.toml'));
          break;
        case 'case-clash':
          // Names a case-sensitive file system holds together and import refuses together; indexed by hand.
          fs.writeFileSync(path.join(pack, 'config', 'A.txt'), 'upper\n');
          fs.mkdirSync(path.join(pack, 'config', 'x'));
          fs.writeFileSync(path.join(pack, 'config', 'x', 'in.txt'), 'in\n');
          fs.writeFileSync(path.join(pack, 'config', 'X'), 'file\n');
          for (const rel of ['config/A.txt', 'config/x/in.txt', 'config/X'])
            fs.appendFileSync(
              path.join(pack, 'index.toml'),
              `\n[[files]]\nfile = "${rel}"\nhash = "${'0'.repeat(64)}"\n`,
            );
          break;
      }
      const inside = await tree(pack);
      // The variants whose defect showed in one command always run it; the others run a random one.
      const command = FORCED[s.variant] ?? s.command;
      s.command = command;
      const argv =
        s.command === 'refresh'
          ? ['refresh', 'pack', '--json']
          : s.command === 'export'
            ? ['export', 'pack', '--out', out, '--json']
            : [s.command, 'pack', '--json'];
      const run = await nova(served, argv);
      if (s.variant === 'huge-ignore' && s.command === 'refresh' && run.code === 0) {
        const index = fs.readFileSync(path.join(pack, 'index.toml'), 'utf8');
        if (index.includes('config/b.txt'))
          throw new FuzzViolation(`refresh indexed config/b.txt, excluded by .packwizignore rule ${s.rules - 1}`);
      }
      if (s.variant === 'sparse' && s.command === 'export' && run.code === 0)
        throw new FuzzViolation('export shipped a pack without its 100 GB file (exit 0)');
      if (
        s.variant === 'file-linked-out' &&
        s.command === 'refresh' &&
        /kube\.toml/.test(fs.readFileSync(path.join(pack, 'index.toml'), 'utf8'))
      )
        throw new FuzzViolation('refresh indexed a file linked from outside the pack');
      if (['import-refused-names', 'case-clash'].includes(s.variant) && s.command === 'export' && fs.existsSync(out)) {
        const imported = await nova(served, ['import', out, '--into', path.join(served, 'imported')]);
        if (imported.code === 2) throw new FuzzViolation(`Nova's own import refused its export: ${imported.stderr}`);
      }
      if (comments && s.command === 'refresh') {
        const text = fs.readFileSync(path.join(pack, 'pack.toml'), 'utf8');
        for (const kept of ["# the author's note", '# trailing note', 'keep = "me" # inline'])
          if (!text.includes(kept)) throw new FuzzViolation(`refresh dropped "${kept}" from pack.toml`);
      }
      // Nothing lost: every file of the pack is still there (refresh may rewrite index.toml and pack.toml only).
      const after = await tree(pack);
      for (const [rel, sig] of inside) {
        if (s.command === 'refresh' && ['index.toml', 'pack.toml'].includes(rel)) continue;
        if (after.get(rel) !== sig) throw new FuzzViolation(`the pack's ${rel} was changed or removed by ${s.command}`);
      }
      await packFree(out);
      unchanged('the outside folder', before, await tree(outside));
      return outcome([run]);
    },
    30_000,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 7: 1,500 metafiles under a 1,024 open-file limit, in a child process (the limit is per process).

function openFilesShape(work: string): FuzzTarget {
  return shape(
    work,
    'packwiz (1,500 files, 1,024 open files)',
    0.0015,
    (random) => ({
      mods: 1_100 + random.int(600),
      configs: random.int(200),
      command: random.pick(['mods', 'check', 'export', 'refresh']),
    }),
    async (s) => {
      if (!unix) return 'accepted';
      const { served, outside } = await scene(work, 'limit');
      const pack = path.join(served, 'pack');
      const fixture = manyModsPack(s.mods);
      fixture.files = {};
      for (let i = 0; i < s.configs; i++) fixture.files[`config/c${i}.json`] = `{"i": ${i}}\n`;
      writePackwizPack(pack, fixture);
      const before = await tree(outside);
      const out = path.join(served, 'out.mrpack');
      const argv = s.command === 'export' ? ['export', pack, '--out', out, '--json'] : [s.command, pack, '--json'];
      const run = clean(await novaChild(argv, 1024), argv);
      if (run.code === 2)
        throw new FuzzViolation(`nova ${s.command} refused a valid pack: ${run.stderr.slice(0, 300)}`);
      const doc = JSON.parse(run.stdout) as {
        mods?: unknown[];
        problems?: Array<{ severity: string; message: string }>;
        files?: number;
        warnings?: string[];
      };
      if (s.command === 'mods' && doc.mods?.length !== s.mods)
        throw new FuzzViolation(`nova mods listed ${doc.mods?.length} of ${s.mods} mods`);
      const errors = (doc.problems ?? []).filter((p) => p.severity === 'error');
      if (errors.length > 0) throw new FuzzViolation(`check: ${errors.length} errors, e.g. ${errors[0]?.message}`);
      if (s.command === 'refresh' && doc.files !== undefined && doc.files !== s.mods + s.configs)
        throw new FuzzViolation(`refresh indexed ${doc.files} of ${s.mods + s.configs} files`);
      if ((doc.warnings ?? []).some((w) => /open files|EMFILE|cannot be read/i.test(w)))
        throw new FuzzViolation('export left files out for lack of file handles');
      unchanged('the outside folder', before, await tree(outside));
      return outcome([run]);
    },
    120_000,
  );
}

/** `nova ARGV` in a child under `ulimit -n LIMIT`, with a 1 GiB heap: past it the child dies and the exit shows it. */
function novaChild(argv: string[], limit: number): Promise<CliRun> {
  const main = path.join(repo, 'src', 'cli', 'main.ts');
  const quoted = argv.map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  return new Promise((resolve, reject) => {
    const child = spawn(
      'bash',
      ['-c', `ulimit -n ${limit}; exec node --max-old-space-size=1024 --import tsx '${main}' ${quoted}`],
      { cwd: repo, env: { ...process.env, NO_COLOR: '1' } },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

// ---------------------------------------------------------------------------------------------------------------
// 9, 11: the jar cache of `check --download` — servers that never answer or stall, FIFOs and links in the cache,
// 5,000-character and malformed hashes.

const DOWNLOAD = [
  'silent',
  'stall',
  'fifo-cache',
  'dev-zero-cache',
  'long-hash',
  'bad-hash',
  'good',
  'cli-long-hash',
  'drip',
] as const;

function downloadShape(work: string): FuzzTarget {
  let server: { url: (p: string) => string; close(): Promise<void> } | undefined;
  const body = crypto.randomBytes(50_000);
  const sha1 = crypto.createHash('sha1').update(body).digest('hex');
  const nextDownload = cycle(DOWNLOAD);
  return shape(
    work,
    'check --download (hostile servers)',
    0.008,
    (random) => ({ variant: nextDownload(), length: random.pick([41, 5_000, 100_000]) }),
    async (s) => {
      if (!unix && s.variant.endsWith('cache')) return 'accepted';
      server ??= await startServer(body);
      if (s.variant === 'cli-long-hash') {
        // Through `nova check --download`: one metafile's hash of `length` characters gets its own problem, the
        // other jar is still fetched and checked.
        const { served } = await scene(work, 'download');
        const jar = await fabricJar({ id: 'alpha' });
        const jarServer = server;
        writePackwizPack(path.join(served, 'pack'), {
          versions: { minecraft: '1.20.1', fabric: '0.15.7' },
          mods: [
            { slug: 'alpha', filename: 'alpha.jar', url: jarServer.url('/alpha.jar'), jar, hashFormat: 'sha1' },
            {
              slug: 'huge',
              filename: 'huge.jar',
              url: jarServer.url('/file'),
              hashFormat: 'sha1',
              hash: 'f'.repeat(s.length),
            },
          ],
        });
        alphaJar = jar;
        const run = await nova(served, ['check', 'pack', '--download', '--json'], {
          NOVA_CACHE_DIR: path.join(served, 'cache'),
        });
        const problems = (JSON.parse(run.stdout) as { problems: Array<{ code: string; message: string }> }).problems;
        const bad = problems.find((p) => p.code === 'packwiz-bad-download');
        if (bad === undefined) throw new FuzzViolation(`no problem names the ${s.length}-character hash`);
        if (bad.message.length > 2000) throw new FuzzViolation('the problem repeats the hostile hash');
        return 'refused';
      }
      const cacheDir = path.join(work, 'shapes', `cache-${sceneCount++}`);
      const hash =
        s.variant === 'long-hash' ? 'f'.repeat(s.length) : s.variant === 'bad-hash' ? 'zz' + sha1.slice(2) : sha1;
      if (s.variant === 'fifo-cache' || s.variant === 'dev-zero-cache') {
        await fs.promises.mkdir(path.join(cacheDir, 'sha1'), { recursive: true });
        if (s.variant === 'fifo-cache') await mkfifo(path.join(cacheDir, 'sha1', sha1));
        else await fs.promises.symlink('/dev/zero', path.join(cacheDir, 'sha1', sha1));
      }
      // A server dripping a byte at a time is never silent: it must end at the silence limit, long before the total
      // (session-28 audit: it held a download for the whole 10 minutes).
      const limits = s.variant === 'drip' ? { idleMs: 300, totalMs: 60_000 } : { idleMs: 300, totalMs: 1500 };
      const cache = new PackwizJarCache(cacheDir, globalThis.fetch, limits);
      const started = Date.now();
      const meta = {
        name: 'x',
        filename: 'x.jar',
        side: 'both',
        url: server.url(
          s.variant === 'silent'
            ? '/silent'
            : s.variant === 'stall'
              ? '/stall'
              : s.variant === 'drip'
                ? '/drip'
                : '/file',
        ),
        hashFormat: 'sha1',
        hash,
        mode: '',
        modrinth: null,
        curseforge: null,
        option: null,
      } as unknown as PackwizMeta;
      const got = await cache.get(meta);
      if (s.variant === 'drip' && Date.now() - started > 10_000)
        throw new FuzzViolation(`a dripping server held the download ${Date.now() - started} ms`);
      if (!got.ok) {
        const reason = renderMessage(got.reason);
        if (STACK.test(reason)) throw new FuzzViolation(`a reason looks like a crash: ${reason.slice(0, 300)}`);
        if (reason.length > 2000) throw new FuzzViolation('a reason repeats the hostile hash');
        return 'refused';
      }
      if (s.variant !== 'good') throw new FuzzViolation(`the cache accepted a ${s.variant} jar`);
      return 'accepted';
    },
    10_000,
  );
}

/** The jar `/alpha.jar` serves (set by the CLI variant before it runs). */
let alphaJar: Buffer | undefined;

async function startServer(body: Buffer): Promise<{ url: (p: string) => string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    if (req.url === '/silent') return; // accepts the connection, never answers
    if (req.url === '/alpha.jar' && alphaJar !== undefined) {
      res.writeHead(200);
      res.end(alphaJar);
      return;
    }
    if (req.url === '/drip') {
      res.writeHead(200);
      const timer = setInterval(() => res.write('x'), 40);
      res.on('close', () => clearInterval(timer));
      return;
    }
    if (req.url === '/stall') {
      res.writeHead(200, { 'content-length': String(body.length) });
      res.write(body.subarray(0, 1000));
      return;
    }
    res.writeHead(200);
    res.end(body);
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  server.unref();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (p) => `http://127.0.0.1:${port}${p}`,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// 10, 11: nova mcp — lines of megabytes, arguments nested deep, many calls at once; a ping after must be answered.

const MCP = ['long-line', 'nested', 'many', 'long-id-last', 'unread'] as const;

function mcpShape(work: string): FuzzTarget {
  const nextMcp = cycle(MCP);
  let registry: ReturnType<typeof novaToolRegistry> | undefined;
  return shape(
    work,
    'MCP (huge, nested and many lines)',
    0.008,
    (random) => ({
      variant: nextMcp(),
      megabytes: random.pick([1, 5, 12, 20]),
      depth: random.pick([1_000, 100_000, 1_000_000]),
      calls: random.pick([50, 400, 1_000]),
    }),
    async (s) => {
      if (registry === undefined) {
        const root = path.join(work, 'shapes', 'mcp-root');
        await writePrismInstance(path.join(root, 'pack'), { name: 'Pack', minecraft: '1.20.1' });
        registry = novaToolRegistry(
          { roots: [root], scanner: new ModScanner(), settings: () => [] },
          { capabilities: [], readOnlyOnly: true },
        );
      }
      const stdin = new PassThrough();
      const stdout = new PassThrough();
      let out = '';
      const read = (chunk: Buffer): void => {
        out += chunk.toString('utf8');
        if (out.length > 64 * 1024 * 1024) out = out.slice(-1024 * 1024);
      };
      // 'unread': a client that sends and never reads its answers (until it is checked that they did not pile up).
      if (s.variant !== 'unread') stdout.on('data', read);
      const server = novaMcpServer(registry, '0.0.0');
      await server.connect(new BoundedStdioTransport(stdin, stdout));
      const call = (id: number | string, args: string): string =>
        `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"method":"tools/call","params":{"name":"read_config","arguments":${args}}}\n`;
      if (s.variant === 'long-line') stdin.write(call(1, `{"instance_id":"${'p'.repeat(s.megabytes * 1024 * 1024)}"}`));
      else if (s.variant === 'long-id-last')
        stdin.write(
          `{"jsonrpc":"2.0","method":"tools/call","params":{"pad":"${'x'.repeat(s.megabytes * 1024 * 1024)}"},"id":7}\n`,
        );
      else if (s.variant === 'nested') stdin.write(call(2, `{"x":${'['.repeat(s.depth)}${']'.repeat(s.depth)}}`));
      else if (s.variant === 'unread') {
        // 20,000 pings answer with about 800 KB; a bounded transport holds a few answers past the pipe's 16 KiB.
        for (let i = 0; i < 20_000; i++)
          stdin.write(`{"jsonrpc":"2.0","id":${i},"method":"ping","params":{"_meta":{"n":${s.calls}}}}\n`);
        await new Promise((r) => setTimeout(r, 300));
        if (stdout.writableLength > 128 * 1024)
          throw new FuzzViolation(`${stdout.writableLength} bytes of answers piled up for a client that does not read`);
        stdout.on('data', read);
      } else
        for (let i = 0; i < s.calls; i++)
          stdin.write(call(i, '{"instance_id":"pack","path":".","query":null,"offset":null}'));
      stdin.write('{"jsonrpc":"2.0","id":"final-ping","method":"ping"}\n');
      const deadline = Date.now() + 25_000;
      while (!out.includes('"final-ping"') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
      await server.close();
      if (!out.includes('"final-ping"')) throw new FuzzViolation(`the server stopped answering (${s.variant})`);
      if (STACK.test(out)) throw new FuzzViolation(`an answer looks like a crash: ${out.slice(0, 300)}`);
      return /"error":\{"code":-32[0-9]{3}/.test(out) ? 'refused' : 'accepted';
    },
    30_000,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 12: SARIF names — every artifact URI must resolve back to the file it names.

function sarifShape(work: string): FuzzTarget {
  const parts = [' ', '#', '%', '?', '&', '+', ';', '[', ']', 'é', '中', "'", '@', '=', ':'];
  return shape(
    work,
    'SARIF (names with spaces and #)',
    0.008,
    (random) => ({
      names: Array.from({ length: 1 + random.int(4) }, (_, n) => {
        let name = `m${n}`;
        for (let i = random.int(6); i >= 0; i--) name += random.pick(parts) + random.pick(['x', '1', 'mod']);
        return `${name}.jar`;
      }),
    }),
    async (s) => {
      const { served } = await scene(work, 'sarif');
      const mods: Record<string, Buffer> = {};
      for (const name of s.names) mods[name] = Buffer.from('not a zip at all');
      await writePrismInstance(path.join(served, 'pack'), { name: 'Pack', minecraft: '1.20.1', mods });
      const run = await nova(served, ['check', '.', '--format', 'sarif']);
      const log = JSON.parse(run.stdout) as {
        runs: Array<{
          results: Array<{ locations?: Array<{ physicalLocation?: { artifactLocation?: { uri?: string } } }> }>;
        }>;
      };
      const base = 'file:///base/';
      const seen = new Set<string>();
      for (const result of log.runs[0]?.results ?? [])
        for (const loc of result.locations ?? []) {
          const uri = loc.physicalLocation?.artifactLocation?.uri;
          if (uri === undefined) continue;
          if (/[ #?]/.test(uri)) throw new FuzzViolation(`SARIF URI not percent-encoded: ${uri}`);
          seen.add(decodeURIComponent(new URL(uri, base).pathname.slice('/base/'.length)));
        }
      for (const name of s.names)
        if (!seen.has(`pack/minecraft/mods/${name}`))
          throw new FuzzViolation(`no SARIF URI resolves to mods/${name} (${[...seen].join(', ')})`);
      return outcome([run]);
    },
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 13: huge log shapes — nothing but line feeds, one huge line, blank runs around a crash: bounded memory and time.

const HUGE_LOGS = ['line feeds', 'one line', 'blank runs'] as const;

function hugeLogShape(work: string): FuzzTarget {
  const next = cycle(HUGE_LOGS);
  const missing = "\t - Mod 'Alpha' (alpha) 1.0 requires any version of beta, which is missing!";
  return shape(
    work,
    'crash (huge log shapes)',
    0.006,
    (random) => ({ variant: next(), megabytes: random.pick([2, 8, 24]), run: 1 + random.int(200) }),
    async (s) => {
      const { served } = await scene(work, 'huge-log');
      const file = path.join(served, 'latest.log');
      const size = s.megabytes * 1_000_000;
      const bytes = Buffer.alloc(size, s.variant === 'one line' ? 0x61 : 0x0a);
      let lines = size;
      if (s.variant === 'one line') {
        bytes.write('Caused by: java.lang.ClassNotFoundException: ');
        bytes[size - 1] = 0x0a;
        lines = 1;
      } else if (s.variant === 'blank runs') {
        // A text line after every `run` empty lines, and the crash at the end.
        const text = Buffer.from('[12:00:00] [main/INFO]: x\n');
        lines = 0;
        let at = 0;
        while (at + s.run + text.length <= size - missing.length - 1) {
          at += s.run;
          at += text.copy(bytes, at);
          lines += s.run + 1;
        }
        at += bytes.write(`${missing}\n`, at);
        lines += 1 + (size - at);
      }
      await fs.promises.writeFile(file, bytes);
      const run = await nova(served, ['crash', file, '--json']);
      // Exit 1: an error was found (the crash); 2 would be a failure to read the log.
      if (run.code !== 0 && run.code !== 1)
        throw new FuzzViolation(`nova crash exited ${run.code} on ${s.variant}: ${run.stderr}`);
      const got = JSON.parse(run.stdout) as { lines: number; findings: Array<{ rule: string }> };
      if (got.lines !== lines) throw new FuzzViolation(`${s.variant}: ${got.lines} lines, not ${lines}`);
      const want =
        s.variant === 'one line' ? 'no-class-def' : s.variant === 'blank runs' ? 'fabric-missing-dependency' : null;
      if (want !== null && !got.findings.some((f) => f.rule === want))
        throw new FuzzViolation(`${s.variant}: no ${want} finding (${got.findings.map((f) => f.rule).join(', ')})`);
      await fs.promises.rm(file, { force: true });
      return outcome([run]);
    },
    60_000,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Session 30's audit: a text file swapped between proposal and apply, and server packs of hostile game folders.

const SWAPPED = ['fifo', 'dev-zero', 'sparse', 'outside-link', 'folder'] as const;

function swappedFileShape(work: string): FuzzTarget {
  const next = cycle(SWAPPED);
  return shape(
    work,
    'apply (a file swapped since the proposal)',
    0.004,
    (random) => ({ variant: next(), gib: random.pick([1, 3, 6]), depth: random.int(4) }),
    async (s) => {
      const { served, outside } = await scene(work, 'swapped');
      const before = await tree(outside);
      const dir = path.join(served, ...Array.from({ length: s.depth }, (_, i) => `d${i}`));
      const file = path.join(dir, 'x.toml');
      await fs.promises.mkdir(dir, { recursive: true });
      switch (s.variant) {
        case 'fifo':
          if (!unix) return 'refused';
          await new Promise<void>((resolve, reject) =>
            spawn('mkfifo', [file]).on('exit', (code) => (code === 0 ? resolve() : reject(new Error('mkfifo')))),
          );
          break;
        case 'dev-zero':
          if (!fs.existsSync('/dev/zero')) return 'refused';
          await fs.promises.symlink('/dev/zero', file);
          break;
        case 'sparse': {
          const handle = await fs.promises.open(file, 'w');
          await handle.truncate(s.gib * 1024 ** 3);
          await handle.close();
          break;
        }
        case 'outside-link':
          await fs.promises.symlink(path.join(outside, 'config', 'kube.toml'), file);
          break;
        case 'folder':
          await fs.promises.mkdir(file);
          break;
      }
      const [result] = await new NodeChangeApplier([served]).apply(
        [
          {
            item: 1,
            tool: 'edit_file',
            displayName: 'Edit file',
            summary: 'Edit x.toml',
            risk: 'safe',
            operations: [{ kind: 'write', path: file, content: 'new = 1\n', previous: 'old = 1\n' }],
            inverse: [{ kind: 'write', path: file, content: 'old = 1\n', previous: 'new = 1\n' }],
          },
        ],
        'fuzz',
      );
      if (result?.status !== 'failed') throw new FuzzViolation(`${s.variant}: the edit was ${result?.status}`);
      if (JSON.stringify([...(await tree(outside))]) !== JSON.stringify([...before]))
        throw new FuzzViolation(`${s.variant}: the outside folder changed`);
      if ((await fs.promises.readdir(dir)).length !== 1)
        throw new FuzzViolation(`${s.variant}: a temporary file was left beside the target`);
      return 'refused';
    },
  );
}

const SERVER_PACKS = ['sparse-config', 'bad-names', 'special-files'] as const;

function serverPackShape(work: string): FuzzTarget {
  const next = cycle(SERVER_PACKS);
  return shape(
    work,
    'server-pack (hostile game folders)',
    0.004,
    (random) => ({
      variant: next(),
      zip: random.chance(0.5),
      gib: random.pick([5, 50, 500]),
      name: random.pick(['aux.txt', 'CON', 'nul.json', 'a\nb.toml', 'trailing.', 'space ', 'x:y.toml']),
    }),
    async (s) => {
      const { served, outside } = await scene(work, 'server-pack');
      const before = await tree(outside);
      const dir = await writePrismInstance(path.join(served, 'pack'), { name: 'Pack', minecraft: '1.20.1' });
      const config = path.join(dir, 'minecraft', 'config');
      await fs.promises.writeFile(path.join(config, 'ok.toml'), 'a = 1\n');
      switch (s.variant) {
        case 'sparse-config': {
          const handle = await fs.promises.open(path.join(config, 'huge.bin'), 'w');
          await handle.truncate(s.gib * 1024 ** 3);
          await handle.close();
          break;
        }
        case 'bad-names':
          await fs.promises.writeFile(path.join(config, s.name), 'x');
          break;
        case 'special-files':
          await fs.promises.symlink(path.join(outside, 'config'), path.join(config, 'linked'));
          if (fs.existsSync('/dev/zero')) await fs.promises.symlink('/dev/zero', path.join(config, 'zero.toml'));
          break;
      }
      const out = path.join(served, s.zip ? 'server.zip' : 'server');
      const run = await nova(served, ['server-pack', 'pack', '--out', out, ...(s.zip ? ['--format', 'zip'] : [])]);
      if (STACK.test(run.stdout + run.stderr) || ![0, 1, 2].includes(run.code))
        throw new FuzzViolation(`${s.variant}: exit ${run.code}: ${(run.stdout + run.stderr).slice(0, 300)}`);
      if (s.variant === 'sparse-config' && (run.code !== 2 || fs.existsSync(out)))
        throw new FuzzViolation(`a ${s.gib} GiB file was not refused before writing (exit ${run.code})`);
      if (s.variant !== 'sparse-config' && run.code === 2)
        throw new FuzzViolation(`${s.variant}: refused: ${run.stderr.slice(0, 300)}`);
      if (s.variant === 'bad-names' && !s.zip && fs.existsSync(path.join(out, 'config', s.name)))
        throw new FuzzViolation(`${JSON.stringify(s.name)} was written into the server pack`);
      if (JSON.stringify([...(await tree(outside))]) !== JSON.stringify([...before]))
        throw new FuzzViolation(`${s.variant}: the outside folder changed`);
      if ((run.stdout + run.stderr).includes(SECRET)) throw new FuzzViolation(`${s.variant}: showed the secret`);
      return outcome([run]);
    },
  );
}

/** Each shape's variants are taken in turn (so N inputs cover all N); only their parameters are random. */
function cycle<T>(items: readonly T[]): () => T {
  let n = 0;
  return () => items[n++ % items.length] as T;
}

/** How many variants each shape has: the fixed-seed slice runs each shape that many times. */
export const SHAPE_VARIANTS: Record<string, number> = {
  'linked outside the served root': LINKED.length,
  'bisect (hostile states)': BISECT.length,
  'packwiz (hostile packs)': PACKWIZ.length,
  'packwiz (1,500 files, 1,024 open files)': 1,
  'check --download (hostile servers)': DOWNLOAD.length,
  'MCP (huge, nested and many lines)': MCP.length,
  'SARIF (names with spaces and #)': 3,
  'crash (huge log shapes)': HUGE_LOGS.length,
  'apply (a file swapped since the proposal)': SWAPPED.length,
  'server-pack (hostile game folders)': SERVER_PACKS.length,
};

/** The generator targets (registered by fuzzTargets.ts). */
export async function shapeTargets(work: string): Promise<FuzzTarget[]> {
  await fs.promises.mkdir(path.join(work, 'shapes'), { recursive: true });
  return [
    servedRootShape(work),
    bisectShape(work),
    packwizShape(work),
    openFilesShape(work),
    downloadShape(work),
    mcpShape(work),
    sarifShape(work),
    hugeLogShape(work),
    swappedFileShape(work),
    serverPackShape(work),
  ];
}
