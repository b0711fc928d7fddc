import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ModScanner } from '../../src/core/mods/modScanner';
import { IdLedger } from '../../src/core/tools/idLedger';
import { novaToolRegistry } from '../../src/core/tools/novaTools';
import type { ToolRegistry } from '../../src/core/tools/toolRegistry';
import { writePrismInstance } from './fixtures/instanceLayouts';
import { fabricJar } from './fixtures/modJars';
import { makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';

const signal = new AbortController().signal;

/** A Fabric crash report whose missing dependency and user paths the tools must report and redact. */
const CRASH = [
  '---- Minecraft Crash Report ----',
  '// Who set us up the TNT?',
  '',
  'Time: 2024-05-01 12:00:00',
  'Description: Mod resolution failed',
  '',
  'net.fabricmc.loader.impl.FormattedException: Some of your mods are incompatible with the game or each other!',
  'A potential solution has been determined, this may resolve your problem:',
  '\t - Install fabric-api, any version.',
  'More details:',
  "\t - Mod 'Iris' (iris) 1.6.11 requires any version of fabric-api, which is missing!",
  '\tat net.fabricmc.loader.impl.FabricLoaderImpl.load(FabricLoaderImpl.java:186)',
  '',
  '-- System Details --',
  '\tJava Version: 17.0.8, Eclipse Adoptium',
  '\tLaunched from C:\\Users\\alice\\AppData\\Roaming\\.minecraft --accessToken abc123secret',
].join('\n');

describe('crash tools on a generated instance', () => {
  let root: string;
  let registry: ToolRegistry;
  let ledger: IdLedger;

  before(async () => {
    root = await makeTempDir('nova-crash-tools-');
    const dir = await writePrismInstance(path.join(root, 'packs', 'iris'), {
      name: 'Iris Pack',
      minecraft: '1.20.1',
      loader: { type: 'fabric', version: '0.15.7' },
      mods: {
        'iris-1.6.11.jar': await fabricJar({
          id: 'iris',
          name: 'Iris',
          version: '1.6.11',
          depends: { 'fabric-api': '*' },
        }),
      },
    });
    const gameDir = path.join(dir, 'minecraft');
    await writeText(path.join(gameDir, 'crash-reports', 'crash-2024-05-01_12.00.00-client.txt'), CRASH);
    const log = await writeText(
      path.join(gameDir, 'logs', 'latest.log'),
      Array.from({ length: 300 }, (_, i) => `[12:00:00] [main/INFO]: line ${i}`).join('\n'),
    );
    // The log is newer than the report, as after a relaunch: the report must still be the one analysed first.
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(log, later, later);
    registry = novaToolRegistry({ roots: [root], scanner: new ModScanner() }, { capabilities: [] });
    ledger = new IdLedger();
    await call('list_instances', {});
  });
  after(() => removeTempDir(root));

  async function call(name: string, args: Record<string, unknown>): Promise<string> {
    const outcome = await registry.run({ id: 'c', name, arguments: JSON.stringify(args) }, ledger, signal);
    assert.equal(outcome.kind, 'result');
    const text = outcome.kind === 'result' ? outcome.text : '';
    assert.ok(text.length <= 900, `${name}: ${text.length} chars`);
    return text;
  }

  it('analyze_crash reads the crash report even when latest.log is newer, names the missing dependency and lists the other files', async () => {
    const text = await call('analyze_crash', { instance_id: 'packs/iris', file: null });
    assert.match(text, /crash-reports\/crash-2024-05-01_12\.00\.00-client\.txt/);
    assert.match(text, /fabric-api/);
    assert.match(text, /iris/i);
    assert.match(text, /logs\/latest\.log/);
  });

  it('read_log pages a named file, searches it, and never shows the user name or token', async () => {
    const tail = await call('read_log', {
      instance_id: 'packs/iris',
      file: 'logs/latest.log',
      query: null,
      offset: -5,
      limit: 5,
    });
    assert.match(tail, /line 299/);
    assert.doesNotMatch(tail, /line 200/);
    const found = await call('read_log', {
      instance_id: 'packs/iris',
      file: null,
      query: 'Launched from',
      offset: null,
      limit: null,
    });
    assert.match(found, /Launched from/);
    assert.doesNotMatch(found, /alice|abc123secret/);
  });

  it('read_log refuses a file that is not one of the instance crash files', async () => {
    const text = await call('read_log', {
      instance_id: 'packs/iris',
      file: '../../../../etc/passwd',
      query: null,
      offset: null,
      limit: null,
    });
    assert.match(text, /no crash report or log/);
    assert.doesNotMatch(text, /root:/);
  });

  it('names the files it read (for the references hosts show) and nothing for a refused file', async () => {
    const readOf = async (name: string, args: Record<string, unknown>) => {
      const outcome = await registry.run({ id: 'r', name, arguments: JSON.stringify(args) }, ledger, signal);
      assert.equal(outcome.kind, 'result');
      return outcome.kind === 'result' ? (outcome.read ?? []) : [];
    };
    const gameDir = path.join(root, 'packs', 'iris', 'minecraft');
    assert.deepEqual(await readOf('analyze_crash', { instance_id: 'packs/iris', file: null }), [
      path.join(gameDir, 'crash-reports', 'crash-2024-05-01_12.00.00-client.txt'),
    ]);
    const log = { instance_id: 'packs/iris', file: 'logs/latest.log', query: null, offset: null, limit: null };
    assert.deepEqual(await readOf('read_log', log), [path.join(gameDir, 'logs', 'latest.log')]);
    assert.deepEqual(await readOf('read_log', { ...log, file: '../../../../etc/passwd' }), []);
    assert.deepEqual(await readOf('list_instances', {}), []);
  });

  it('check_environment states the Java the instance needs', async () => {
    const text = await call('check_environment', { instance_id: 'packs/iris' });
    assert.match(text, /"packs\/iris" needs Java 17 or newer/);
  });
});
