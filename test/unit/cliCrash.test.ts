import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { runNova, type CliRun } from './fixtures/cliRun';
import { fabricJar, fakeClass, writeJar } from './fixtures/modJars';
import { makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';

function nova(cwd: string, ...argv: string[]): Promise<CliRun> {
  return runNova(cwd, argv);
}

const MISSING_DEP = [
  '[12:00:00] [main/INFO]: Loading Minecraft 1.20.1 with Fabric Loader 0.15.7',
  '[12:00:01] [main/ERROR]: Incompatible mods found!',
  'net.fabricmc.loader.impl.FormattedException: Some of your mods are incompatible with the game or each other!',
  "\t - Mod 'Alpha' (alpha) 1.0.0 requires version 11.0.0 or later of cloth-config, which is missing!",
].join('\n');

describe('nova crash / nova env', () => {
  let root = '';
  beforeEach(async () => {
    root = await makeTempDir();
  });
  afterEach(async () => {
    await removeTempDir(root);
  });

  async function prismInstance(maxMem = 4096): Promise<string> {
    const dir = path.join(root, 'Pack');
    await writeText(
      path.join(dir, 'instance.cfg'),
      `[General]\nInstanceType=OneSix\nname=Pack\nOverrideMemory=true\nMaxMemAlloc=${maxMem}\nMinMemAlloc=512\n`,
    );
    await writeText(
      path.join(dir, 'mmc-pack.json'),
      JSON.stringify({
        formatVersion: 1,
        components: [
          { uid: 'net.minecraft', version: '1.20.1' },
          { uid: 'net.fabricmc.fabric-loader', version: '0.15.7' },
        ],
      }),
    );
    return dir;
  }

  it('analyses a log file: JSON per docs/cli.md, evidence lines, exit 1 on an error', async () => {
    await writeText(path.join(root, 'latest.log'), MISSING_DEP);
    const out = await nova(root, 'crash', 'latest.log', '--json');
    assert.equal(out.code, 1, out.stderr);
    const json = JSON.parse(out.stdout) as { file: string; findings: Array<Record<string, unknown>> };
    assert.equal(json.file, 'latest.log');
    const f = json.findings.find((x) => x['rule'] === 'fabric-missing-dependency');
    assert.ok(f);
    for (const key of ['rule', 'title', 'detail', 'advice', 'mods', 'confidence']) assert.ok(key in f, key);
    assert.deepEqual(f['mods'], ['alpha', 'cloth-config']);
    assert.match(String(f['detail']), />=11\.0\.0/);
    assert.deepEqual(f['evidence'], [
      {
        line: 4,
        text: "\t - Mod 'Alpha' (alpha) 1.0.0 requires version 11.0.0 or later of cloth-config, which is missing!",
      },
    ]);
  });

  it('analyses the newest crash report of an instance and names the installed jar', async () => {
    const dir = await prismInstance();
    const game = path.join(dir, 'minecraft');
    await writeJar(
      path.join(game, 'mods', 'alpha-1.0.jar'),
      fabricJar({ id: 'alpha', name: 'Alpha' }, { 'me/example/alpha/Thing.class': fakeClass() }),
    );
    await writeText(path.join(game, 'logs', 'latest.log'), '[main/INFO]: fine\n');
    await writeText(
      path.join(game, 'crash-reports', 'crash-2024-01-01_10.00.00-client.txt'),
      '---- Minecraft Crash Report ----\nDescription: Rendering screen\n\njava.lang.NullPointerException: boom\n\tat me.example.alpha.Thing.render(Thing.java:3)\n\tat net.minecraft.client.Minecraft.run(Minecraft.java:1)\n',
    );
    const out = await nova(root, 'crash', 'Pack', '--json');
    assert.equal(out.code, 1, out.stderr);
    const json = JSON.parse(out.stdout) as {
      file: string;
      modsInstalled: number;
      findings: Array<{
        rule: string;
        mods: string[];
        files: string[];
        culprits?: Array<{ id: string; file: string }>;
      }>;
    };
    assert.equal(json.file, 'minecraft/crash-reports/crash-2024-01-01_10.00.00-client.txt');
    assert.equal(json.modsInstalled, 1);
    const f = json.findings.find((x) => x.rule === 'stack-culprit');
    assert.deepEqual(f?.mods, ['alpha']);
    assert.deepEqual(f?.files, ['alpha-1.0.jar']);
    assert.equal(f?.culprits?.[0]?.file, 'alpha-1.0.jar');
  });

  it('prints findings for people and exits 0 when nothing is wrong', async () => {
    await writeText(path.join(root, 'a.log'), MISSING_DEP);
    const human = await nova(root, 'crash', 'a.log');
    assert.equal(human.code, 1);
    assert.match(human.stdout, /Missing cloth-config >=11\.0\.0 \(needed by Alpha\)/);
    assert.match(human.stdout, /line 4:/);
    await writeText(
      path.join(root, 'ok.log'),
      '[12:00:00] [main/INFO]: Loading Minecraft 1.20.1 with Fabric Loader 0.15.7\n[12:00:01] [Render thread/INFO]: Sound engine started\n',
    );
    const ok = await nova(root, 'crash', 'ok.log', '--json');
    assert.equal(ok.code, 0);
    assert.deepEqual(JSON.parse(ok.stdout).findings, []);
  });

  it('exits 2 for a missing file or an instance without logs', async () => {
    const missing = await nova(root, 'crash', 'nope.log');
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /not found/);
    await prismInstance();
    const empty = await nova(root, 'crash', 'Pack');
    assert.equal(empty.code, 2);
    assert.match(empty.stderr, /no crash report or log/);
  });

  it('nova env reports checks as JSON and exits 1 when memory exceeds RAM', async () => {
    await prismInstance(64 * 1024 * 1024);
    const out = await nova(root, 'env', 'Pack', '--json');
    assert.equal(out.code, 1, out.stderr);
    const json = JSON.parse(out.stdout) as {
      checks: Array<{ severity: string; code: string; message: string }>;
      javaRequired: { minimum: number };
    };
    assert.ok(
      json.checks.every(
        (c) => typeof c.severity === 'string' && typeof c.code === 'string' && typeof c.message === 'string',
      ),
    );
    assert.ok(json.checks.some((c) => c.code === 'memory-exceeds-ram' && c.severity === 'error'));
    assert.equal(json.javaRequired.minimum, 17);
  });
});
