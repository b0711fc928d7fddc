import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { readModFile } from '../../src/core/mods/modFileReader';
import type { Dependency, ModFile, ModMetadata } from '../../src/core/model/modFile';
import * as jars from './fixtures/jarFixtures';
import { fabricJar, forgeToml, quiltJar, tomlJar, writeJar } from './fixtures/modJars';
import { buildZip, makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';

/** Writes `jar` as `name` in the test folder and reads it back. */
async function read(dir: string, name: string, jar: Promise<Buffer> | Buffer): Promise<ModFile> {
  return readModFile(await writeJar(path.join(dir, name), jar));
}

function only(file: ModFile): ModMetadata {
  assert.equal(file.kind, 'mod', `expected a mod, got ${file.kind}: ${file.error}`);
  assert.equal(file.mods.length, 1);
  return file.mods[0]!;
}

function dep(mod: ModMetadata, id: string): Dependency {
  const found = mod.dependencies.find((d) => d.id === id);
  assert.ok(found, `no dependency ${id} in ${JSON.stringify(mod.dependencies)}`);
  return found;
}

describe('readModFile: fixture jars (items 1–25)', () => {
  let dir: string;
  before(async () => {
    dir = await makeTempDir('nova-modfile-');
  });
  after(async () => {
    await removeTempDir(dir);
  });

  it('1. reads a basic Fabric mod with every ModFile field filled', async () => {
    const file = await read(dir, 'fabric-basic.jar', jars.fabricBasic());
    assert.equal(file.path, path.join(dir, 'fabric-basic.jar'));
    assert.equal(file.fileName, 'fabric-basic.jar');
    assert.equal(file.enabled, true);
    assert.equal(file.size, fs.statSync(file.path).size);
    assert.equal(file.mtimeMs, fs.statSync(file.path).mtimeMs);
    assert.equal(file.error, null);
    assert.deepEqual(file.nested, []);
    assert.deepEqual(file.packages, ['com.example.alpha']);
    assert.deepEqual(file.mixinConfigs, []);
    assert.equal(file.automaticModuleName, null);
    const mod = only(file);
    assert.deepEqual(
      {
        id: mod.id,
        name: mod.name,
        version: mod.version,
        loader: mod.loader,
        source: mod.source,
        side: mod.side,
        provides: mod.provides,
        warnings: mod.warnings,
      },
      {
        id: 'alpha',
        name: 'alpha',
        version: '1.0.0',
        loader: 'fabric',
        source: 'fabric.mod.json',
        side: 'both',
        provides: [],
        warnings: [],
      },
    );
    assert.deepEqual(mod.dependencies, [
      { id: 'minecraft', kind: 'required', ranges: ['~1.20.1'], syntax: 'fabric', side: 'both' },
      { id: 'fabricloader', kind: 'required', ranges: ['>=0.15'], syntax: 'fabric', side: 'both' },
      { id: 'fabric-api', kind: 'required', ranges: null, syntax: 'fabric', side: 'both' },
    ]);
  });

  it('2. parses schemaVersion as the last key as v1, without warnings', async () => {
    const mod = only(await read(dir, 'fabric-schema-late.jar', jars.fabricSchemaLate()));
    assert.equal(mod.id, 'late');
    assert.deepEqual(mod.warnings, []);
    assert.deepEqual(dep(mod, 'minecraft').ranges, ['>=1.20']);
  });

  it('3. reads v0 metadata: requires → required, conflicts → breaks, side', async () => {
    const mod = only(await read(dir, 'fabric-v0.jar', jars.fabricV0()));
    assert.equal(mod.id, 'oldmod');
    assert.equal(mod.side, 'client');
    assert.equal(dep(mod, 'fabric').kind, 'required');
    assert.equal(dep(mod, 'othermod').kind, 'breaks');
  });

  it('4. warns about an invalid Fabric id but still reads the mod', async () => {
    const mod = only(await read(dir, 'fabric-bad-id.jar', jars.fabricBadId()));
    assert.equal(mod.id, 'Bad_ID!');
    assert.equal(mod.warnings.length, 1);
    assert.match(mod.warnings[0]!, /id "Bad_ID!" is invalid.*\[a-z\]\[a-z0-9-_\]\{1,63\}/);
  });

  it('5. keeps OR alternatives as several ranges and an AND range as one string', async () => {
    assert.deepEqual(dep(only(await read(dir, 'fabric-or.jar', jars.fabricOrDeps())), 'minecraft').ranges, [
      '1.19.x',
      '1.20.x',
    ]);
    assert.deepEqual(dep(only(await read(dir, 'fabric-and.jar', jars.fabricAndDeps())), 'minecraft').ranges, [
      '>=1.20 <1.21',
    ]);
  });

  it('6. maps breaks and conflicts', async () => {
    assert.deepEqual(dep(only(await read(dir, 'fabric-breaks.jar', jars.fabricBreaks())), 'sodium'), {
      id: 'sodium',
      kind: 'breaks',
      ranges: null,
      syntax: 'fabric',
      side: 'both',
    });
    assert.equal(only(await read(dir, 'sodium-fake.jar', jars.sodiumFake())).version, '0.5.8');
    const conflicts = dep(only(await read(dir, 'fabric-conflicts.jar', jars.fabricConflicts())), 'sodium');
    assert.equal(conflicts.kind, 'conflicts');
    assert.deepEqual(conflicts.ranges, ['<0.6']);
  });

  it('6b. maps recommends and suggests', async () => {
    const mod = only(
      await read(dir, 'fabric-rec.jar', fabricJar({ id: 'rec', recommends: { a: '*' }, suggests: { b: '>=2' } })),
    );
    assert.equal(dep(mod, 'a').kind, 'recommended');
    assert.equal(dep(mod, 'b').kind, 'suggested');
  });

  it('7. reads environment client as a client-only side', async () => {
    assert.equal(only(await read(dir, 'fabric-client-only.jar', jars.fabricClientOnly())).side, 'client');
    assert.equal(
      only(await read(dir, 'fabric-server.jar', fabricJar({ id: 'srv', environment: 'server' }))).side,
      'server',
    );
  });

  it('8. reads jar-in-jar mods from a stored nested jar', async () => {
    const file = await read(dir, 'fabric-jij-outer.jar', jars.fabricJijOuter());
    assert.equal(only(file).id, 'outer');
    assert.equal(file.nested.length, 1);
    assert.equal(file.nested[0]!.entry, 'META-INF/jars/inner.jar');
    assert.deepEqual(
      file.nested[0]!.mods.map((m) => [m.id, m.version]),
      [['inner-lib', '3.1.0']],
    );
    assert.equal(dep(only(await read(dir, 'needs-inner.jar', jars.needsInner())), 'inner-lib').kind, 'required');
  });

  it('8b. reads a deflated nested jar and follows nesting up to three levels', async () => {
    const level3 = await fabricJar({ id: 'level-three' });
    const level2 = await buildZip({
      'fabric.mod.json': JSON.stringify({
        schemaVersion: 1,
        id: 'level-two',
        version: '1',
        jars: [{ file: 'META-INF/jars/l3.jar' }],
      }),
      'META-INF/jars/l3.jar': level3,
    });
    const level1 = await buildZip({
      'fabric.mod.json': JSON.stringify({
        schemaVersion: 1,
        id: 'level-one',
        version: '1',
        jars: [{ file: 'META-INF/jars/l2.jar' }],
      }),
      'META-INF/jars/l2.jar': level2,
    });
    const outer = buildZip({
      'fabric.mod.json': JSON.stringify({
        schemaVersion: 1,
        id: 'level-zero',
        version: '1',
        jars: [{ file: 'META-INF/jars/l1.jar' }],
      }),
      'META-INF/jars/l1.jar': level1,
    });
    const file = await read(dir, 'deep.jar', outer);
    const l1 = file.nested[0]!;
    const l2 = l1.nested[0]!;
    const l3 = l2.nested[0]!;
    assert.deepEqual([l1.mods[0]!.id, l2.mods[0]!.id, l3.mods[0]!.id], ['level-one', 'level-two', 'level-three']);
    assert.deepEqual(l3.nested, []);
  });

  it('8c. lists a nested jar that is not a zip with no mods instead of failing the outer jar', async () => {
    const file = await read(
      dir,
      'bad-nested.jar',
      buildZip({
        'fabric.mod.json': JSON.stringify({
          schemaVersion: 1,
          id: 'host',
          version: '1',
          jars: [{ file: 'META-INF/jars/x.jar' }, { file: 'META-INF/jars/missing.jar' }],
        }),
        'META-INF/jars/x.jar': 'not a zip',
      }),
    );
    assert.equal(file.kind, 'mod');
    assert.deepEqual(file.nested, [{ entry: 'META-INF/jars/x.jar', mods: [], nested: [] }]);
  });

  it('9. reads provides', async () => {
    assert.deepEqual(only(await read(dir, 'fabric-api.jar', jars.fabricApiProvider())).provides, ['fabric']);
  });

  it('10. reads Quilt metadata: group:id, optional, versions, unless, dedicated_server', async () => {
    const mod = only(await read(dir, 'quilt-basic.jar', jars.quiltBasic()));
    assert.deepEqual(
      [mod.id, mod.name, mod.loader, mod.source, mod.side],
      ['quiltbasic', 'Quilt Basic', 'quilt', 'quilt.mod.json', 'server'],
    );
    assert.deepEqual(dep(mod, 'quilt_base'), {
      id: 'quilt_base',
      kind: 'required',
      ranges: null,
      syntax: 'fabric',
      side: 'both',
    });
    assert.equal(dep(mod, 'modmenu').kind, 'optional');
    assert.deepEqual(dep(mod, 'x').ranges, ['>=1.0']);
    assert.deepEqual(dep(mod, 'sodium'), {
      id: 'sodium',
      kind: 'breaks',
      ranges: null,
      syntax: 'fabric',
      side: 'both',
      unless: 'indium',
    });
    const grouped = only(
      await read(
        dir,
        'quilt-group.jar',
        quiltJar(
          {
            id: 'grouped',
            depends: ['org.quiltmc:quilt_loader', { id: 'org.example:lib', versions: ['1.x', '2.x'] }],
            provides: ['org.example:alias'],
          },
          { mixin: ['grouped.mixins.json'] },
        ),
      ),
    );
    assert.equal(dep(grouped, 'quilt_loader').kind, 'required');
    // Quilt's `a.x` is the interval [a, a+1) (quiltVersionConstraint.ts), written as a Fabric predicate.
    assert.deepEqual(dep(grouped, 'lib').ranges, ['>=1 <2', '>=2 <3']);
    assert.deepEqual(grouped.provides, ['alias']);
  });

  it('11. reads Forge mods.toml with ${file.jarVersion} from the manifest', async () => {
    const mod = only(await read(dir, 'forge-modern.jar', jars.forgeModern()));
    assert.deepEqual([mod.id, mod.version, mod.loader, mod.source], ['beta', '2.3.4', 'forge', 'META-INF/mods.toml']);
    assert.deepEqual(dep(mod, 'forge'), {
      id: 'forge',
      kind: 'required',
      ranges: ['[47,)'],
      syntax: 'maven',
      side: 'both',
    });
    assert.deepEqual(dep(mod, 'minecraft').ranges, ['[1.20.1,1.21)']);
  });

  it('11b. leaves the version unknown with a warning when the manifest has no Implementation-Version', async () => {
    const mod = only(
      await read(
        dir,
        'forge-nover.jar',
        tomlJar(
          'modLoader="javafml"\nloaderVersion="[47,)"\nlicense="x"\n[[mods]]\nmodId="nover"\nversion="${file.jarVersion}"\n',
        ),
      ),
    );
    assert.equal(mod.version, 'unknown');
    assert.match(mod.warnings[0]!, /Implementation-Version/);
  });

  it('11c. collects mixin configs from mods.toml, MANIFEST.MF and the jar root, and the module name', async () => {
    const file = await read(
      dir,
      'forge-mixins.jar',
      tomlJar(forgeToml('mixy', '1.0') + '\n[[mixins]]\nconfig="mixy.mixins.json"\n', {
        manifest: jars.manifestWith({
          MixinConfigs: 'mixy.mixins.json, mixy.extra.mixins.json',
          'Automatic-Module-Name': 'com.example.mixy',
        }),
        extra: { 'mixy.mixins.json': '{}', 'mixins.mixy.client.json': '{}', 'assets/mixy/other.mixins.json': '{}' },
      }),
    );
    assert.deepEqual(file.mixinConfigs, ['mixy.mixins.json', 'mixy.extra.mixins.json', 'mixins.mixy.client.json']);
    assert.equal(file.automaticModuleName, 'com.example.mixy');
    const fabric = await read(
      dir,
      'fabric-mixins.jar',
      fabricJar({
        id: 'fmix',
        mixins: ['fmix.mixins.json', { config: 'fmix.client.mixins.json', environment: 'client' }],
      }),
    );
    assert.deepEqual(fabric.mixinConfigs, ['fmix.mixins.json', 'fmix.client.mixins.json']);
  });

  it('12. keeps a mandatory dependency on an absent mod', async () => {
    assert.deepEqual(dep(only(await read(dir, 'forge-missing-dep.jar', jars.forgeMissingDep())), 'jei'), {
      id: 'jei',
      kind: 'required',
      ranges: ['[15,)'],
      syntax: 'maven',
      side: 'both',
    });
  });

  it('13. reports both [[mods]] of one jar, each with its own dependencies', async () => {
    const file = await read(dir, 'forge-two-mods.jar', jars.forgeTwoMods());
    assert.deepEqual(
      file.mods.map((m) => [m.id, m.version, m.name]),
      [
        ['first', '1.0', 'first'],
        ['second', '2.0', 'Second'],
      ],
    );
    assert.deepEqual(file.mods[0]!.dependencies, []);
    assert.equal(dep(file.mods[1]!, 'first').kind, 'required');
  });

  it('14. supports a flat [[dependencies]] array (HMCL#5068) with mandatory=false and side', async () => {
    const mod = only(await read(dir, 'forge-flat-deps.jar', jars.forgeFlatDeps()));
    assert.equal(dep(mod, 'forge').kind, 'required');
    assert.deepEqual(dep(mod, 'curios'), {
      id: 'curios',
      kind: 'optional',
      ranges: null,
      syntax: 'maven',
      side: 'client',
    });
  });

  it('15. reads neoforge.mods.toml types, side and javaVersion', async () => {
    const mod = only(await read(dir, 'neoforge-modern.jar', jars.neoforgeModern()));
    assert.deepEqual(
      [mod.id, mod.version, mod.loader, mod.source, mod.javaRange],
      ['gamma', '4.5.6', 'neoforge', 'META-INF/neoforge.mods.toml', '[21,)'],
    );
    assert.equal(dep(mod, 'neoforge').kind, 'required');
    assert.deepEqual(dep(mod, 'jei'), {
      id: 'jei',
      kind: 'optional',
      ranges: ['[19,)'],
      syntax: 'maven',
      side: 'client',
    });
    assert.deepEqual(dep(mod, 'optifine'), {
      id: 'optifine',
      kind: 'breaks',
      ranges: null,
      syntax: 'maven',
      side: 'both',
    });
    assert.equal(dep(mod, 'oldlib').kind, 'conflicts');
  });

  it('15b. treats displayTest IGNORE_ALL_VERSION as client-only only with a client-side Minecraft dependency', async () => {
    const base =
      'modLoader="javafml"\nloaderVersion="[47,)"\nlicense="x"\n[[mods]]\nmodId="shady"\nversion="1"\ndisplayTest="IGNORE_ALL_VERSION"\n';
    const clientDep =
      '[[dependencies.shady]]\nmodId="minecraft"\nmandatory=true\nversionRange="[1.20.1,)"\nside="CLIENT"\n';
    assert.equal(only(await read(dir, 'display-client.jar', tomlJar(base + clientDep))).side, 'client');
    assert.equal(only(await read(dir, 'display-any.jar', tomlJar(base))).side, 'both');
  });

  it('16. infers NeoForge for a 1.20.4 mods.toml that depends on neoforge', async () => {
    const mod = only(await read(dir, 'neoforge-1.20.4.jar', jars.neoforge1204()));
    assert.equal(mod.loader, 'neoforge');
    assert.equal(mod.source, 'META-INF/mods.toml');
  });

  it('16b. infers NeoForge from loaderVersion [1,) without a forge dependency; Forge otherwise', async () => {
    const neo = only(
      await read(
        dir,
        'neo-loaderversion.jar',
        tomlJar('modLoader="javafml"\nloaderVersion="[2,)"\nlicense="x"\n[[mods]]\nmodId="neo"\nversion="1"\n'),
      ),
    );
    assert.equal(neo.loader, 'neoforge');
    const forge = only(
      await read(
        dir,
        'forge-loaderversion.jar',
        tomlJar('modLoader="javafml"\nloaderVersion="[36,)"\nlicense="x"\n[[mods]]\nmodId="old"\nversion="1"\n'),
      ),
    );
    assert.equal(forge.loader, 'forge');
  });

  it('17. reads mcmod.info as an array and as {modListVersion: 2}', async () => {
    const array = only(await read(dir, 'legacy-forge-array.jar', jars.legacyForgeArray()));
    assert.deepEqual(
      [array.id, array.name, array.version, array.loader, array.source],
      ['oldie', 'Oldie', '1.7.10-1.2', 'forge', 'mcmod.info'],
    );
    const v2 = await read(dir, 'legacy-forge-v2.jar', jars.legacyForgeV2());
    assert.deepEqual(
      v2.mods.map((m) => [m.id, m.version]),
      [
        ['oldtwo', '9.9'],
        ['oldthree', '3'],
      ],
    );
  });

  it('18. reads a manifest-only coremod as a library, not corrupt', async () => {
    const file = await read(dir, 'coremod-only.jar', jars.coremodOnly());
    assert.equal(file.kind, 'library');
    assert.equal(file.error, null);
    assert.deepEqual(file.mods, []);
    assert.equal(file.automaticModuleName, 'com.example.core');
    assert.deepEqual(file.packages, ['com.example.core']);
  });

  it('19. reads Forge jarjar nested mods', async () => {
    const file = await read(dir, 'jarjar.jar', jars.jarjar());
    assert.equal(only(file).id, 'jarjarhost');
    assert.deepEqual(
      file.nested.map((n) => [n.entry, n.mods.map((m) => m.id)]),
      [['META-INF/jarjar/lib.jar', ['jarjarlib']]],
    );
  });

  it('20. reports every metadata file of a multi-loader jar, plus mixin configs', async () => {
    const file = await read(dir, 'multiloader.jar', jars.multiloader());
    assert.deepEqual(
      file.mods.map((m) => [m.id, m.loader, m.source]),
      [
        ['multi', 'fabric', 'fabric.mod.json'],
        ['multi', 'neoforge', 'META-INF/neoforge.mods.toml'],
      ],
    );
    assert.deepEqual(file.mixinConfigs, ['multi.mixins.json']);
    assert.deepEqual(file.packages, ['com.example.multi']);
  });

  it('21. reads a LiteLoader .litemod', async () => {
    const mod = only(await read(dir, 'liteloader.litemod', jars.liteloaderMod()));
    assert.deepEqual(
      [mod.id, mod.name, mod.version, mod.loader, mod.source],
      ['voxelmap', 'VoxelMap', '1.7.10', 'liteloader', 'litemod.json'],
    );
  });

  it('22. reads Bukkit and Paper plugin descriptors', async () => {
    const bukkit = only(await read(dir, 'bukkit-plugin.jar', jars.bukkitPlugin()));
    assert.deepEqual(
      [bukkit.id, bukkit.version, bukkit.loader, bukkit.side],
      ['EssentialsX', '2.20.1', 'bukkit', 'server'],
    );
    assert.equal(dep(bukkit, 'Vault').kind, 'required');
    assert.equal(dep(bukkit, 'LuckPerms').kind, 'optional');
    const paper = only(await read(dir, 'paper-plugin.jar', jars.paperPlugin()));
    assert.equal(paper.source, 'paper-plugin.yml');
    assert.equal(dep(paper, 'ProtocolLib').kind, 'required');
    assert.equal(dep(paper, 'Dynmap').kind, 'optional');
  });

  it('23. reads resource, data and shader packs as libraries without mods', async () => {
    for (const [name, zip] of [
      ['pack-resource.zip', jars.packResource()],
      ['pack-data.zip', jars.packData()],
      ['pack-shader.zip', jars.packShader()],
    ] as const) {
      const file = await read(dir, name, zip);
      assert.deepEqual([file.kind, file.error, file.mods.length], ['library', null, 0], name);
    }
  });

  it('24. reports the corrupt set with a sentence that says what to do', async () => {
    const empty = await read(dir, 'empty.jar', jars.emptyJar());
    assert.equal(empty.kind, 'corrupt');
    assert.equal(empty.error, 'The file is empty (0 bytes): the download was interrupted. Re-download it.');
    const truncated = await read(dir, 'truncated.jar', jars.truncatedJar());
    assert.equal(truncated.kind, 'corrupt');
    assert.match(truncated.error!, /truncated.*Re-download it\./);
    const html = await read(dir, 'html.jar', jars.htmlJar());
    assert.equal(html.kind, 'corrupt');
    assert.match(html.error!, /HTML web page.*Download the real jar/);
  });

  it('25. marks .disabled files disabled but still reads them; reads a folder as a directory; reads non-ASCII names', async () => {
    const disabled = await read(dir, 'alpha-1.0.jar.disabled', jars.fabricBasic());
    assert.equal(disabled.enabled, false);
    assert.equal(only(disabled).id, 'alpha');
    fs.mkdirSync(path.join(dir, 'extracted-mod'));
    const folder = await readModFile(path.join(dir, 'extracted-mod'));
    assert.deepEqual([folder.kind, folder.error, folder.enabled], ['directory', null, true]);
    const cjk = await read(dir, '拔刀剑.jar', jars.forgeModern());
    assert.equal(cjk.fileName, '拔刀剑.jar');
    assert.equal(cjk.automaticModuleName, null);
    assert.equal(only(cjk).id, 'beta');
  });
});

describe('readModFile: malformed input never throws', () => {
  let dir: string;
  before(async () => {
    dir = await makeTempDir('nova-modfile-bad-');
  });
  after(async () => {
    await removeTempDir(dir);
  });

  it('invalid JSON: library with an error naming the file and line', async () => {
    const file = await read(
      dir,
      'bad-json.jar',
      buildZip({ 'fabric.mod.json': '{\n  "schemaVersion": 1,\n  "id": "x"\n  "version": "1"\n}' }),
    );
    assert.equal(file.kind, 'library');
    assert.match(
      file.error!,
      /^fabric\.mod\.json is not valid JSON: .* at line 4, column \d+\. Fix the file or re-download the mod\.$/,
    );
  });

  it('invalid TOML: library with an error naming the file and line', async () => {
    const file = await read(
      dir,
      'bad-toml.jar',
      tomlJar('modLoader="javafml"\nloaderVersion="[47,)"\n[[mods]]\nmodId = "x\nversion="1"\n'),
    );
    assert.equal(file.kind, 'library');
    assert.match(file.error!, /^META-INF\/mods\.toml is not valid TOML: .* at line 4, column \d+\./);
  });

  it('a BOM before JSON and TOML is ignored', async () => {
    const fabric = only(
      await read(
        dir,
        'bom.jar',
        buildZip({ 'fabric.mod.json': '\uFEFF{"schemaVersion":1,"id":"bommed","version":"1"}' }),
      ),
    );
    assert.equal(fabric.id, 'bommed');
    const forge = only(
      await read(
        dir,
        'bom-toml.jar',
        tomlJar(
          '\uFEFFmodLoader="javafml"\nloaderVersion="[47,)"\nlicense="x"\n[[mods]]\nmodId="bomtoml"\nversion="1"\n',
        ),
      ),
    );
    assert.equal(forge.id, 'bomtoml');
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('[{"modid":"wide","version":"1"}]', 'utf16le'),
    ]);
    assert.equal(only(await read(dir, 'utf16.jar', buildZip({ 'mcmod.info': utf16 }))).id, 'wide');
  });

  it('duplicate keys: the last value wins and a warning says so', async () => {
    const mod = only(
      await read(
        dir,
        'dupe.jar',
        buildZip({ 'fabric.mod.json': '{"schemaVersion":1,"id":"first","version":"1","id":"dupe"}' }),
      ),
    );
    assert.equal(mod.id, 'dupe');
    assert.ok(
      mod.warnings.some((w) => /duplicate keys \("id"\)/.test(w)),
      mod.warnings.join('|'),
    );
  });

  it('a raw newline inside a JSON string is tolerated like Fabric Loader does', async () => {
    const mod = only(
      await read(
        dir,
        'newline.jar',
        buildZip({
          'fabric.mod.json': '{"schemaVersion":1,"id":"nl","version":"1","description":"line one\nline two"}',
        }),
      ),
    );
    assert.equal(mod.id, 'nl');
    assert.ok(mod.warnings.some((w) => /raw line breaks/.test(w)));
  });

  it('comments and trailing commas are tolerated', async () => {
    const mod = only(
      await read(
        dir,
        'jsonc.jar',
        buildZip({ 'fabric.mod.json': '{\n // comment\n "schemaVersion":1, "id":"cm", "version":"1",\n}' }),
      ),
    );
    assert.equal(mod.id, 'cm');
  });

  it('a fabric.mod.json without an id or not an object is an error, not a mod', async () => {
    const noId = await read(dir, 'noid.jar', buildZip({ 'fabric.mod.json': '{"schemaVersion":1}' }));
    assert.deepEqual([noId.kind, noId.mods.length], ['library', 0]);
    assert.match(noId.error!, /has no "id"/);
    const array = await read(dir, 'array.jar', buildZip({ 'fabric.mod.json': '[1,2]' }));
    assert.match(array.error!, /not a JSON object/);
  });

  it('one bad metadata file next to a good one keeps the good mod and reports the bad one', async () => {
    const file = await read(
      dir,
      'half.jar',
      buildZip({
        'fabric.mod.json': '{"schemaVersion":1,"id":"good","version":"1"}',
        'META-INF/mods.toml': 'this is = = not toml',
      }),
    );
    assert.equal(file.kind, 'mod');
    assert.equal(only(file).id, 'good');
    assert.match(file.error!, /META-INF\/mods\.toml is not valid TOML/);
  });

  it('a mods.toml without [[mods]] and an unreadable plugin.yml are errors', async () => {
    const file = await read(dir, 'nomods.jar', tomlJar('modLoader="javafml"\nloaderVersion="[47,)"\n'));
    assert.match(file.error!, /has no \[\[mods\]\]/);
    const yml = await read(dir, 'badyml.jar', buildZip({ 'plugin.yml': 'name: x\n\tversion: 1\n' }));
    assert.equal(yml.kind, 'library');
    assert.match(yml.error!, /plugin\.yml is not valid YAML/);
  });

  it('a jar of JSON text and a random binary are corrupt with distinct messages', async () => {
    const json = await read(dir, 'json.jar', Buffer.from('{"error":"not found"}'));
    assert.match(json.error!, /JSON text, not a jar/);
    const junk = await read(dir, 'junk.jar', Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 37) % 251)));
    assert.equal(junk.kind, 'corrupt');
    assert.match(junk.error!, /not a zip\/jar archive/);
  });

  it('a damaged metadata entry (bad CRC) makes the jar corrupt', async () => {
    const good = await buildZip([['fabric.mod.json', '{"schemaVersion":1,"id":"crc","version":"1"}', { store: true }]]);
    const bad = Buffer.from(good);
    const at = bad.indexOf('"crc"');
    bad[at + 1] = 'x'.charCodeAt(0);
    const file = await read(dir, 'crc.jar', bad);
    assert.equal(file.kind, 'corrupt');
    assert.match(file.error!, /fails its CRC check/);
  });

  it('a central directory that points past the end of the file is reported as truncated', async () => {
    const good = await fabricJar({ id: 'cdcut' });
    const bad = Buffer.from(good);
    const eocd = bad.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    bad.writeUInt32LE(bad.length, eocd + 16); // central directory offset beyond the end
    const file = await read(dir, 'cdcut.jar', bad);
    assert.equal(file.kind, 'corrupt');
    assert.match(file.error!, /truncated|damaged/);
  });

  it('a missing file is corrupt with a sentence, not a throw', async () => {
    const file = await readModFile(path.join(dir, 'nope.jar'));
    assert.equal(file.kind, 'corrupt');
    assert.match(file.error!, /no longer exists/);
  });

  it('reads a jar whose end record is followed by a zip comment', async () => {
    const good = await fabricJar({ id: 'commented' });
    const withComment = Buffer.concat([good, Buffer.from('x'.repeat(20000))]);
    withComment.writeUInt16LE(20000, good.length - 2);
    assert.equal(only(await read(dir, 'comment.jar', withComment)).id, 'commented');
  });

  it('honours an aborted signal by throwing', async () => {
    const file = await writeText(path.join(dir, 'abort.jar'), await fabricJar({ id: 'ab' }));
    await assert.rejects(readModFile(file, { signal: AbortSignal.abort() }), { name: 'AbortError' });
  });
});
