import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { runNova } from '../fixtures/cliRun';
import { writePrismInstance } from '../fixtures/instanceLayouts';
import { fabricJar } from '../fixtures/modJars';
import { makeTempDir, removeTempDir } from '../fixtures/zipBuilder';
import { assertCleanRun, within } from './hostileInputs';

interface CheckJson {
  problems: Array<{ code: string; message: string; files: string[]; mods: string[] }>;
}

/** Issue 16, defect 1: jars that all provide and break one shared id are one grouped problem, not n² pairs. */
describe('provides/breaks fan-out', function () {
  this.timeout(120_000);
  let root: string;
  before(async () => {
    root = await makeTempDir();
    const jar = (i: number) =>
      fabricJar({ id: `clash${i}`, provides: ['shared'], breaks: { shared: '*' }, depends: {} });
    const mods: Record<string, Buffer> = {};
    for (let i = 0; i < 2000; i++) mods[`clash-${i}.jar`] = await jar(i);
    mods['a-pair.jar'] = await fabricJar({ id: 'pairone', breaks: { pairtwo: '*' } });
    mods['b-pair.jar'] = await fabricJar({ id: 'pairtwo' });
    await writePrismInstance(path.join(root, 'Clash'), {
      name: 'Clash',
      minecraft: '1.20.1',
      loader: { type: 'fabric', version: '0.15.7' },
      mods,
    });
  });
  after(() => removeTempDir(root));

  it('2,000 jars providing and breaking one id give one grouped problem naming the id', async () => {
    const started = Date.now();
    const before = process.memoryUsage().rss;
    const run = await within(60_000, 'nova check', () => runNova(root, ['check', '--json']));
    assertCleanRun(run);
    assert.equal(run.code, 1);
    const { problems } = JSON.parse(run.stdout) as CheckJson;
    const shared = problems.filter((p) => p.mods.includes('shared') && p.code === 'breaks');
    assert.equal(shared.length, 1, `${shared.length} problems about "shared"`);
    assert.match(shared[0]?.message ?? '', /2000 mods declare they break any version of shared/);
    assert.equal(shared[0]?.files.length, 2000);
    // A lone pair keeps its own, specific message.
    assert.ok(problems.some((p) => p.code === 'breaks' && p.mods.join() === 'pairone,pairtwo'));
    assert.ok(run.stdout.length < 2_000_000, `${run.stdout.length} characters of JSON`);
    assert.ok(Date.now() - started < 60_000);
    assert.ok(process.memoryUsage().rss - before < 600 * 1024 * 1024);
  });
});
