import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { runNova } from './fixtures/cliRun';
import { contentIndex } from './fixtures/contentFixtures';
import { makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';

describe('nova check --content: script and data-pack references', () => {
  let root: string;
  let indexFile: string;
  const script =
    "ServerEvents.recipes(e => {\n  e.shaped('create:cogwheel', ['A'], { A: 'create:andesite_aloy' })\n})\n";

  before(async () => {
    root = await makeTempDir();
    const game = path.join(root, 'pack');
    await fs.promises.mkdir(path.join(game, 'mods'), { recursive: true });
    await writeText(path.join(game, 'kubejs', 'server_scripts', 'main.js'), script);
    indexFile = path.join(root, 'content.json');
    await writeText(
      indexFile,
      JSON.stringify(contentIndex({ items: ['create:cogwheel', 'create:andesite_alloy', 'minecraft:stick'] })),
    );
  });

  after(() => removeTempDir(root));

  it('adds each problem with its location relative to the instance, and exits 1 on the unknown id', async () => {
    const run = await runNova(root, ['check', 'pack', '--content', 'content.json', '--json']);
    assert.equal(run.code, 1, run.stderr);
    const json = JSON.parse(run.stdout) as { problems: Array<Record<string, unknown>> };
    const unknown = json.problems.find((p) => p['code'] === 'unknown-id');
    assert.deepEqual(unknown?.['location'], {
      file: 'kubejs/server_scripts/main.js',
      line: 2,
      column: script.split('\n')[1]!.indexOf("'create:andesite_aloy'") + 1,
    });
    assert.match(String(unknown?.['message']), /Did you mean create:andesite_alloy\?/);
    assert.deepEqual(unknown?.['files'], ['kubejs/server_scripts/main.js']);
  });

  it('carries the line and column into SARIF and GitHub annotations', async () => {
    const sarif = await runNova(root, ['check', 'pack', '--content', 'content.json', '--format', 'sarif']);
    const log = JSON.parse(sarif.stdout) as {
      runs: Array<{ results: Array<{ ruleId: string; locations: Array<{ physicalLocation: { region: unknown } }> }> }>;
    };
    const result = log.runs[0]?.results.find((r) => r.ruleId === 'unknown-id');
    assert.deepEqual(result?.locations[0]?.physicalLocation.region, { startLine: 2, startColumn: 43 });
    const github = await runNova(root, ['check', 'pack', '--content', 'content.json', '--format', 'github']);
    assert.match(github.stdout, /::error file=[^,]*main\.js,line=2,col=43,title=unknown-id/);
  });

  it('refuses a file that is not a content index as a usage error', async () => {
    await writeText(path.join(root, 'bad.json'), '{"items": 3}');
    const run = await runNova(root, ['check', 'pack', '--content', 'bad.json', '--json']);
    assert.equal(run.code, 2);
    assert.match(run.stderr, /not a content index/);
  });
});
