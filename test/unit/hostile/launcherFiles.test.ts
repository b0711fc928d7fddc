import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { readDotMinecraft } from '../../../src/core/instances/vanillaLayout';
import { runNova } from '../fixtures/cliRun';
import { writeDotMinecraft, writePrismInstance } from '../fixtures/instanceLayouts';
import { makeTempDir, removeTempDir, writeText } from '../fixtures/zipBuilder';
import { assertCleanRun, deepJson, hasDevZero, makeFifo, within } from './hostileInputs';

interface InstancesJson {
  instances: Array<{ id: string; name: string; minecraft: string | null }>;
}

/** Issue 16, defects 2, 5 and 11: hostile launcher files cost one warning on their instance, never the run. */
describe('hostile launcher files', () => {
  let root: string;
  beforeEach(async () => {
    root = await makeTempDir();
    await writePrismInstance(path.join(root, 'Healthy'), { name: 'Healthy Pack', minecraft: '1.20.1' });
  });
  afterEach(() => removeTempDir(root));

  async function instances(): Promise<InstancesJson> {
    const run = await within(15000, 'nova instances', () => runNova(root, ['instances', '--json']));
    assertCleanRun(run);
    assert.equal(run.code, 0, run.stderr);
    return JSON.parse(run.stdout) as InstancesJson;
  }

  async function checkMentions(file: string): Promise<void> {
    const run = await within(15000, 'nova check', () => runNova(root, ['check', '--json']));
    assertCleanRun(run);
    const problems = (JSON.parse(run.stdout) as { problems: Array<{ message: string }> }).problems;
    assert.ok(
      problems.some((p) => p.message.includes(file)),
      `no problem names ${file}: ${JSON.stringify(problems).slice(0, 800)}`,
    );
  }

  for (const where of ['mmc-pack.json', 'version json', 'hmclversion.cfg'] as const) {
    it(`a 100,000-deep JSON as ${where} is one warning; the healthy instance beside it survives`, async () => {
      const deep = deepJson(100_000);
      if (where === 'mmc-pack.json') {
        await writePrismInstance(path.join(root, 'Deep'), { name: 'Deep', minecraft: '1.20.1', rawPack: deep });
      } else {
        await writeDotMinecraft(path.join(root, 'Dot'), [
          where === 'version json'
            ? { id: '1.20.1', raw: deep }
            : { id: '1.20.1', minecraft: '1.20.1', isolation: 'hmcl' },
        ]);
        if (where === 'hmclversion.cfg') {
          await writeText(path.join(root, 'Dot', 'versions', '1.20.1', 'hmclversion.cfg'), deep);
        }
      }
      const json = await instances();
      assert.ok(json.instances.some((i) => i.name === 'Healthy Pack'));
      assert.ok(json.instances.length >= 2, JSON.stringify(json));
      await checkMentions(
        where === 'mmc-pack.json' ? 'mmc-pack.json' : where === 'version json' ? '1.20.1' : 'hmclversion.cfg',
      );
    });
  }

  it('deep nesting behind an unterminated string (found by the fuzzer) is still caught', async () => {
    // jsonc-parser ends a string at a line break, so the brackets after it are nesting, not text.
    const hidden = `{"id":"1.20.1","type":"rel\n${deepJson(100_000, false)}`;
    await writeDotMinecraft(path.join(root, 'Dot'), [{ id: '1.20.1', raw: hidden }]);
    const found = await readDotMinecraft(path.join(root, 'Dot'), 'dot');
    assert.ok(found.some((i) => i.warnings.some((w) => w.includes('1.20.1.json') && /nests deeper/.test(w))));
  });

  for (const where of ['mmc-pack.json', 'version json', 'hmclversion.cfg', 'PCL/Setup.ini'] as const) {
    it(`a FIFO as ${where} is reported, never opened for reading`, async () => {
      if (where === 'mmc-pack.json') {
        await writePrismInstance(path.join(root, 'Pipe'), { name: 'Pipe', minecraft: '1.20.1', rawPack: null });
        makeFifo(path.join(root, 'Pipe', 'mmc-pack.json'));
      } else {
        await writeDotMinecraft(path.join(root, 'Dot'), [{ id: '1.20.1', minecraft: '1.20.1' }]);
        const vDir = path.join(root, 'Dot', 'versions', '1.20.1');
        if (where === 'version json') {
          await fs.promises.rm(path.join(vDir, '1.20.1.json'));
          makeFifo(path.join(vDir, '1.20.1.json'));
        } else if (where === 'hmclversion.cfg') {
          makeFifo(path.join(vDir, 'hmclversion.cfg'));
        } else {
          await fs.promises.mkdir(path.join(vDir, 'PCL'), { recursive: true });
          makeFifo(path.join(vDir, 'PCL', 'Setup.ini'));
        }
      }
      const json = await instances();
      assert.ok(json.instances.some((i) => i.name === 'Healthy Pack'));
      const run = await within(15000, 'nova check', () => runNova(root, ['check', '--json']));
      assertCleanRun(run);
    });
  }

  it('an mmc-pack.json that links to /dev/zero is refused without reading it', async function () {
    if (!hasDevZero()) this.skip();
    await writePrismInstance(path.join(root, 'Zero'), { name: 'Zero', minecraft: '1.20.1', rawPack: null });
    await fs.promises.symlink('/dev/zero', path.join(root, 'Zero', 'mmc-pack.json'));
    const before = process.memoryUsage().rss;
    const json = await instances();
    assert.ok(json.instances.some((i) => i.name === 'Zero'));
    assert.ok(process.memoryUsage().rss - before < 200 * 1024 * 1024, 'memory grew while reading /dev/zero');
    await checkMentions('mmc-pack.json');
  });
});
