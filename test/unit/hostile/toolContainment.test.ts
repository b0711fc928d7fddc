import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ModScanner } from '../../../src/core/mods/modScanner';
import { IdLedger } from '../../../src/core/tools/idLedger';
import { novaToolRegistry } from '../../../src/core/tools/novaTools';
import type { ToolRegistry } from '../../../src/core/tools/toolRegistry';
import { writePrismInstance } from '../fixtures/instanceLayouts';
import { makeTempDir, removeTempDir, writeText } from '../fixtures/zipBuilder';
import { makeFifo, within } from './hostileInputs';

const signal = new AbortController().signal;

/** Issue 16, defects 5 and 13: read tools read only regular files inside the instance, whatever links say. */
describe('read tools stay inside the instance', () => {
  let root: string;
  let outside: string;
  let gameDir: string;
  let registry: ToolRegistry;

  async function call(name: string, args: Record<string, unknown>): Promise<string> {
    const outcome = await within(10_000, name, () =>
      registry.run({ id: 'c', name, arguments: JSON.stringify(args) }, new IdLedger(), signal),
    );
    assert.equal(outcome.kind, 'result');
    return outcome.kind === 'result' ? outcome.text : '';
  }

  beforeEach(async () => {
    root = await makeTempDir('nova-contain-');
    outside = await makeTempDir('nova-outside-');
    await writeText(path.join(outside, 'secret.txt'), 'TOP SECRET passwd line\n');
    await writeText(path.join(outside, 'crash-2024.txt'), '---- Minecraft Crash Report ----\nTOP SECRET\n');
    const dir = await writePrismInstance(path.join(root, 'pack'), { name: 'Pack', minecraft: '1.20.1' });
    gameDir = path.join(dir, 'minecraft');
    registry = novaToolRegistry(
      { roots: [root], scanner: new ModScanner(), settings: () => [] },
      { capabilities: [], readOnlyOnly: true },
    );
  });
  afterEach(async () => {
    await removeTempDir(root);
    await removeTempDir(outside);
  });

  it('read_config refuses a config/ that links outside, listing and reading alike', async () => {
    await fs.promises.rm(path.join(gameDir, 'config'), { recursive: true, force: true });
    fs.symlinkSync(outside, path.join(gameDir, 'config'));
    const listing = await call('read_config', { instance_id: 'pack', path: null, query: null, offset: null });
    assert.doesNotMatch(listing, /secret\.txt/);
    assert.match(listing, /outside the instance/);
    const read = await call('read_config', { instance_id: 'pack', path: 'secret.txt', query: null, offset: null });
    assert.doesNotMatch(read, /TOP SECRET/);
  });

  it('read_config refuses a config/ linked to / (no /etc/passwd)', async () => {
    await fs.promises.rm(path.join(gameDir, 'config'), { recursive: true, force: true });
    fs.symlinkSync('/', path.join(gameDir, 'config'));
    const read = await call('read_config', { instance_id: 'pack', path: 'etc/passwd', query: null, offset: null });
    assert.doesNotMatch(read, /root:/);
    assert.match(read, /outside/);
  });

  it('read_config reports a FIFO and a device link without reading them', async () => {
    makeFifo(path.join(gameDir, 'config', 'pipe.toml'));
    const pipe = await call('read_config', { instance_id: 'pack', path: 'pipe.toml', query: null, offset: null });
    assert.match(pipe, /not a regular file/);
    fs.symlinkSync('/dev/zero', path.join(gameDir, 'config', 'zero.toml'));
    const zero = await call('read_config', { instance_id: 'pack', path: 'zero.toml', query: null, offset: null });
    assert.match(zero, /outside/);
  });

  it('read_log and analyze_crash ignore a latest.log or crash report that links outside', async () => {
    await fs.promises.mkdir(path.join(gameDir, 'logs'), { recursive: true });
    await fs.promises.mkdir(path.join(gameDir, 'crash-reports'), { recursive: true });
    fs.symlinkSync(path.join(outside, 'secret.txt'), path.join(gameDir, 'logs', 'latest.log'));
    fs.symlinkSync(path.join(outside, 'crash-2024.txt'), path.join(gameDir, 'crash-reports', 'crash-2024.txt'));
    const log = await call('read_log', { instance_id: 'pack', file: null, offset: null, limit: null, query: null });
    assert.doesNotMatch(log, /TOP SECRET/);
    const crash = await call('analyze_crash', { instance_id: 'pack', file: null });
    assert.doesNotMatch(crash, /TOP SECRET/);
    const named = await call('read_log', {
      instance_id: 'pack',
      file: 'logs/latest.log',
      offset: null,
      limit: null,
      query: null,
    });
    assert.doesNotMatch(named, /TOP SECRET/);
  });
});
