import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { checkConflicts } from '../../src/core/checks/conflictChecker';
import type { Instance } from '../../src/core/model/instance';
import type { ModFile } from '../../src/core/model/modFile';
import { readModFile } from '../../src/core/mods/modFileReader';
import { instance } from './fixtures/modFileBuilder';
import { fabricJar, forgeToml, neoforgeToml, quiltJar, tomlJar, writeJar } from './fixtures/modJars';
import { buildZip, makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';

/** The conflict checker over jars generated at test time and read by the real metadata reader (fixtures 5–9, 15, 16, 25). */
describe('checkConflicts on real jars', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await makeTempDir('nova-conflicts-');
  });
  afterEach(async () => {
    await removeTempDir(dir);
  });

  async function readAll(): Promise<ModFile[]> {
    const names = (await fs.promises.readdir(dir)).sort();
    return Promise.all(names.map((n) => readModFile(path.join(dir, n))));
  }

  async function check(inst: Instance): Promise<string[]> {
    const problems = checkConflicts({ ...inst, gameDir: path.dirname(dir) }, await readAll());
    return problems.map((p) => `${p.severity}:${p.code}@${path.basename(p.files[0] ?? '-')}`);
  }

  it('fixture 5: OR and AND Minecraft ranges on 1.20.1, 1.21 and 26.1', async () => {
    await writeJar(
      path.join(dir, 'fabric-or-deps.jar'),
      fabricJar({ id: 'ordeps', depends: { minecraft: ['1.19.x', '1.20.x'] } }),
    );
    await writeJar(
      path.join(dir, 'fabric-and-deps.jar'),
      fabricJar({ id: 'anddeps', depends: { minecraft: '>=1.20 <1.21' } }),
    );
    assert.deepEqual(await check(instance({ minecraft: '1.20.1' })), []);
    const expected = ['error:wrong-minecraft@fabric-and-deps.jar', 'error:wrong-minecraft@fabric-or-deps.jar'];
    assert.deepEqual(await check(instance({ minecraft: '1.21' })), expected);
    assert.deepEqual(await check(instance({ minecraft: '26.1' })), expected);
  });

  it('fixture 6: breaks → error, conflicts → warning', async () => {
    await writeJar(path.join(dir, 'fabric-breaks.jar'), fabricJar({ id: 'breaker', breaks: { sodium: '*' } }));
    await writeJar(path.join(dir, 'fabric-conflicts.jar'), fabricJar({ id: 'conflicter', conflicts: { sodium: '*' } }));
    await writeJar(path.join(dir, 'sodium-fake.jar'), fabricJar({ id: 'sodium', version: '0.5.8' }));
    assert.deepEqual(await check(instance()), [
      'error:breaks@fabric-breaks.jar',
      'warning:conflicts@fabric-conflicts.jar',
    ]);
  });

  it('fixture 7: a client-only mod on a server', async () => {
    await writeJar(path.join(dir, 'fabric-client-only.jar'), fabricJar({ id: 'clientonly', environment: 'client' }));
    assert.deepEqual(await check(instance({ side: 'server' })), ['error:client-only-on-server@fabric-client-only.jar']);
    assert.deepEqual(await check(instance({ side: 'client' })), []);
  });

  it('fixture 8: jar-in-jar resolves dependencies; a top-level copy of the nested mod is flagged', async () => {
    const inner = await fabricJar({ id: 'inner-lib', version: '1.0.0' });
    await writeJar(
      path.join(dir, 'fabric-jij-outer.jar'),
      fabricJar({ id: 'outer', jars: [{ file: 'META-INF/jars/inner.jar' }] }, { 'META-INF/jars/inner.jar': inner }),
    );
    await writeJar(
      path.join(dir, 'needs-inner.jar'),
      fabricJar({ id: 'needsinner', depends: { 'inner-lib': '>=1.0' } }),
    );
    assert.deepEqual(await check(instance()), []);
    await writeJar(path.join(dir, 'inner-lib.jar'), fabricJar({ id: 'inner-lib', version: '1.0.0' }));
    assert.deepEqual(await check(instance()), ['warning:duplicate-mod@inner-lib.jar']);
  });

  it('fixture 9: the legacy `fabric` id is provided by fabric-api', async () => {
    await writeJar(path.join(dir, 'fabric-api-provider.jar'), fabricJar({ id: 'fabric-api', provides: ['fabric'] }));
    await writeJar(path.join(dir, 'old-dependant.jar'), fabricJar({ id: 'olddep', depends: { fabric: '*' } }));
    assert.deepEqual(await check(instance()), []);
    await fs.promises.rename(
      path.join(dir, 'fabric-api-provider.jar'),
      path.join(dir, 'fabric-api-provider.jar.disabled'),
    );
    assert.deepEqual(await check(instance()), ['error:missing-dependency@old-dependant.jar']);
  });

  it('fixture 10: Quilt breaks with unless', async () => {
    await writeJar(
      path.join(dir, 'quilt-basic.jar'),
      quiltJar({ id: 'quiltbasic', breaks: [{ id: 'sodium', unless: 'indium' }] }),
    );
    await writeJar(path.join(dir, 'sodium.jar'), fabricJar({ id: 'sodium' }));
    assert.deepEqual(await check(instance({ loaderType: 'quilt' })), ['error:breaks@quilt-basic.jar']);
    await writeJar(path.join(dir, 'indium.jar'), fabricJar({ id: 'indium' }));
    assert.deepEqual(await check(instance({ loaderType: 'quilt' })), []);
  });

  it('fixture 15: NeoForge required/incompatible/discouraged/CLIENT-side deps and javaVersion', async () => {
    const toml =
      neoforgeToml('neomod', '1.0.0', {
        neoforge: ['required', '[21,)'],
        needed: ['required', '[1,)'],
        maybe: ['optional', '[1,)'],
        badmod: ['incompatible', '[1,)'],
        meh: ['discouraged', '[1,)'],
      }) + '\n[[dependencies.neomod]]\nmodId="clientlib"\ntype="required"\nversionRange="[1,)"\nside="CLIENT"\n';
    await writeJar(
      path.join(dir, 'neoforge-modern.jar'),
      tomlJar(toml.replace('license="MIT"', 'license="MIT"\njavaVersion="[21,)"'), { neoforge: true }),
    );
    await writeJar(path.join(dir, 'badmod.jar'), tomlJar(neoforgeToml('badmod', '2.0'), { neoforge: true }));
    await writeJar(path.join(dir, 'meh.jar'), tomlJar(neoforgeToml('meh', '1.0'), { neoforge: true }));
    const server = instance({ loaderType: 'neoforge', minecraft: '1.21.1', loaderVersion: '21.1.77', side: 'server' });
    assert.deepEqual(await check(server), [
      'error:breaks@neoforge-modern.jar',
      'error:missing-dependency@neoforge-modern.jar',
      'warning:conflicts@neoforge-modern.jar',
    ]);
    const client = await check({ ...server, side: 'client' });
    assert.equal(
      client.filter((c) => c === 'error:missing-dependency@neoforge-modern.jar').length,
      2,
      'the CLIENT dependency counts on a client',
    );
    const problems = checkConflicts({ ...server, side: 'client' }, await readAll());
    assert.deepEqual(
      problems
        .filter((p) => p.code === 'missing-dependency')
        .map((p) => p.mods[1])
        .sort(),
      ['clientlib', 'needed'],
    );
  });

  it('fixture 16 and 25: Forge in NeoForge 1.20.1 vs 1.21; Fabric in Forge and Quilt; duplicates; extracted folder; JPMS', async () => {
    await writeJar(
      path.join(dir, 'forge-modern.jar'),
      tomlJar(forgeToml('beta', '2.3.4', { forge: '[47,)', minecraft: '[1.20.1,1.21)' })),
    );
    assert.deepEqual(
      await check(instance({ loaderType: 'neoforge', minecraft: '1.20.1', loaderVersion: '47.1.106' })),
      [],
    );
    assert.deepEqual(await check(instance({ loaderType: 'neoforge', minecraft: '1.21' })), [
      'error:wrong-loader@forge-modern.jar',
    ]);
    await fs.promises.rm(path.join(dir, 'forge-modern.jar'));

    await writeJar(path.join(dir, 'fabric-only.jar'), fabricJar({ id: 'fabriconly' }));
    assert.deepEqual(await check(instance({ loaderType: 'forge' })), ['error:wrong-loader@fabric-only.jar']);
    assert.deepEqual(await check(instance({ loaderType: 'quilt' })), []);
    await fs.promises.rm(path.join(dir, 'fabric-only.jar'));

    await writeJar(path.join(dir, 'alpha-1.0.jar'), tomlJar(forgeToml('alpha', '1.0')));
    await writeJar(path.join(dir, 'alpha-1.1.jar'), tomlJar(forgeToml('alpha', '1.1')));
    await writeJar(path.join(dir, 'alpha-0.9.jar.disabled'), tomlJar(forgeToml('alpha', '0.9')));
    await fs.promises.mkdir(path.join(dir, 'extracted-mod', 'META-INF'), { recursive: true });
    await writeJar(path.join(dir, '拔刀剑.jar'), tomlJar(forgeToml('slashblade', '1.0')));
    await writeText(path.join(dir, 'empty.jar'), Buffer.alloc(0));
    await writeJar(
      path.join(dir, 'plainlib.jar'),
      buildZip({
        'META-INF/MANIFEST.MF': 'Manifest-Version: 1.0\r\nAutomatic-Module-Name: plain.lib\r\n\r\n',
        'a/B.class': Buffer.from([0xca, 0xfe, 0xba, 0xbe]),
      }),
    );
    const forge = instance({ loaderType: 'forge', minecraft: '1.20.1', loaderVersion: '47.2.0' });
    const problems = checkConflicts({ ...forge, gameDir: path.dirname(dir) }, await readAll());
    const summary = problems.map((p) => `${p.severity}:${p.code}@${path.basename(p.files[0] ?? '-')}`);
    assert.deepEqual(summary, [
      'error:corrupt-jar@empty.jar',
      'error:duplicate-mod@alpha-1.0.jar',
      'error:extracted-jar@extracted-mod',
      'warning:jpms-module-name@拔刀剑.jar',
      'info:no-metadata@plainlib.jar',
    ]);
    assert.equal(problems[1]?.fixFile, path.join(dir, 'alpha-1.0.jar'));
  });
});
