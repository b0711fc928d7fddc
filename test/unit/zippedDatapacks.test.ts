import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { readPackReferences } from '../../src/core/references/referenceCheck';
import { runNova } from './fixtures/cliRun';
import { fabricJar } from './fixtures/modJars';
import { makeTempDir, removeTempDir, writeText, writeZip } from './fixtures/zipBuilder';

interface JsonProblem {
  code: string;
  message: string;
  location?: { file: string; line: number; column: number };
}

describe('zipped data packs: read by the content index and the reference check', () => {
  let root: string;
  let game: string;
  const recipe =
    '{\n  "type": "create:mixing",\n  "ingredients": [{ "item": "create:zinc_ingott" }],\n  "results": [{ "item": "create:brass_ingot" }]\n}\n';

  before(async () => {
    root = await makeTempDir('nova-zipped-dp-');
    game = path.join(root, 'pack');
    await writeText(
      path.join(game, 'mods', 'create.jar'),
      await fabricJar(
        { id: 'create', name: 'Create', version: '1.0' },
        {
          'assets/create/models/item/brass_ingot.json': '{}',
          'assets/create/models/item/zinc_ingot.json': '{}',
        },
      ),
    );
    await writeZip(path.join(game, 'datapacks', 'good.zip'), {
      'pack.mcmeta': '{"pack":{"pack_format":15,"description":""}}',
      'data/mypack/recipes/a.json': recipe,
      'data/mypack/tags/items/plates.json': '{"values":["create:brass_ingot"]}',
    });
    await writeZip(path.join(game, 'saves', 'World', 'datapacks', 'w.zip'), {
      'data/w/recipes/bad.json': '{ "type": ',
    });
    await writeZip(path.join(game, 'datapacks', 'big.zip'), {
      'data/big/recipes/huge.json': `{"type":"create:mixing","pad":"${' '.repeat(3 * 1024 * 1024)}"}`,
    });
    await writeText(path.join(game, 'datapacks', 'broken.zip'), '<!DOCTYPE html><html>not a zip</html>');
    await writeText(
      path.join(game, 'kubejs', 'server_scripts', 'main.js'),
      "ServerEvents.recipes(e => {\n  e.shaped('create:brass_ingot', ['AB'], { A: '#mypack:plates', B: '#mypack:missing' })\n})\n",
    );
  });
  after(() => removeTempDir(root));

  it('nova check --json locates problems inside a zip as <zip>/<entry>, and uses the zip’s tags', async () => {
    const run = await runNova(root, ['check', 'pack', '--json']);
    assert.equal(run.code, 1, run.stderr);
    const problems = (JSON.parse(run.stdout) as { problems: JsonProblem[] }).problems.filter(
      (p) => p.location !== undefined,
    );
    const at = (code: string): Array<string> =>
      problems
        .filter((p) => p.code === code)
        .map((p) => `${p.location?.file}:${p.location?.line}:${p.location?.column}`)
        .sort();
    assert.deepEqual(at('unknown-id'), ['datapacks/good.zip/data/mypack/recipes/a.json:3:29']);
    assert.match(problems.find((p) => p.code === 'unknown-id')?.message ?? '', /Did you mean create:zinc_ingot\?/);
    // #mypack:plates is defined in good.zip (the index and the check both read it); #mypack:missing is not.
    assert.deepEqual(at('unknown-tag'), ['kubejs/server_scripts/main.js:2:68']);
    const unchecked = problems.filter((p) => p.code === 'unchecked-file');
    assert.deepEqual(unchecked.map((p) => p.location?.file).sort(), [
      'datapacks/big.zip/data/big/recipes/huge.json',
      'datapacks/broken.zip',
      'saves/World/datapacks/w.zip/data/w/recipes/bad.json',
    ]);
    assert.match(
      unchecked.find((p) => p.location?.file === 'datapacks/broken.zip')?.message ?? '',
      /zipped data pack cannot be read .*Zip the pack again/,
    );
    const zh = await runNova(root, ['check', 'pack', '--json', '--lang', 'zh-cn']);
    const broken = (JSON.parse(zh.stdout) as { problems: JsonProblem[] }).problems.find(
      (p) => p.location?.file === 'datapacks/broken.zip',
    );
    assert.match(broken?.message ?? '', /无法读取此压缩数据包/);
  });

  it('closes every zip it opened and reads the same references twice (no state left behind)', async () => {
    // Every descriptor of this process that points at one of the pack's zips (none may stay open).
    const openZips = (): string[] =>
      fs
        .readdirSync('/proc/self/fd')
        .map((fd) => {
          try {
            return fs.readlinkSync(`/proc/self/fd/${fd}`);
          } catch {
            return '';
          }
        })
        .filter((target) => target.startsWith(game) && target.endsWith('.zip'));
    const first = await readPackReferences(game);
    const second = await readPackReferences(game);
    assert.deepEqual(openZips(), [], 'the zips are closed after each read');
    assert.deepEqual(
      first.references.map((r) => `${path.relative(game, r.file)}:${r.id}`),
      second.references.map((r) => `${path.relative(game, r.file)}:${r.id}`),
    );
    assert.ok(first.references.some((r) => r.id === 'create:zinc_ingott' && r.file.includes('good.zip')));
    assert.ok(first.definitions.tags.has('item mypack:plates'));
  });
});
