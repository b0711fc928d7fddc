import { strict as assert } from 'node:assert';
import { checkConflicts, moduleNameProblem } from '../../src/core/checks/conflictChecker';
import type { Instance } from '../../src/core/model/instance';
import type { ModFile } from '../../src/core/model/modFile';
import type { Problem } from '../../src/core/model/problem';
import { dep, file, instance, mod, nested, p } from './fixtures/modFileBuilder';

/** `severity:code@firstFileName` for compact assertions. */
function summary(problems: Problem[]): string[] {
  return problems.map((x) => `${x.severity}:${x.code}@${x.files[0] ? x.files[0].split(/[\\/]/).pop() : '-'}`);
}

interface Case {
  name: string;
  instance: Instance;
  files: ModFile[];
  /** Exactly the problems expected, as `severity:code@file`. */
  expect: string[];
}

const fabricApi = (): ModFile =>
  file('fabric-api-0.92.0.jar', [
    mod('fabric-api', { name: 'Fabric API', version: '0.92.0+1.20.1', provides: ['fabric'] }),
  ]);

const cases: Case[] = [
  // ---- Baseline -------------------------------------------------------------------------------
  {
    name: 'a healthy Fabric pack has no problems',
    instance: instance({ loaderVersion: '0.15.7' }),
    files: [
      fabricApi(),
      file('sodium.jar', [
        mod('sodium', {
          version: '0.5.8',
          dependencies: [dep('fabricloader', '>=0.15'), dep('minecraft', '1.20.x'), dep('fabric-api')],
        }),
      ]),
    ],
    expect: [],
  },

  // ---- Duplicates -----------------------------------------------------------------------------
  {
    name: 'duplicate ids in two files: the older file is the one to remove',
    instance: instance(),
    files: [
      file('alpha-1.1.jar', [mod('alpha', { version: '1.1' })]),
      file('alpha-1.0.jar', [mod('alpha', { version: '1.0' })]),
    ],
    expect: ['error:duplicate-mod@alpha-1.0.jar'],
  },
  {
    name: 'a .disabled copy is ignored',
    instance: instance(),
    files: [
      file('alpha-1.1.jar', [mod('alpha', { version: '1.1' })]),
      file('alpha-1.0.jar.disabled', [mod('alpha', { version: '1.0' })]),
    ],
    expect: [],
  },
  {
    name: 'one file declaring the same id twice (multi-loader jar) is not a duplicate',
    instance: instance({ loaderType: null }),
    files: [file('multi.jar', [mod('multi'), mod('multi', { loader: 'neoforge' })])],
    expect: [],
  },
  {
    name: 'three copies: each non-newest copy gets its own error',
    instance: instance(),
    files: [
      file('beta-2.jar', [mod('beta', { version: '2.0.0' })]),
      file('beta-1.jar', [mod('beta', { version: '1.0.0' })]),
      file('beta-3.jar', [mod('beta', { version: '3.0.0' })]),
    ],
    expect: ['error:duplicate-mod@beta-1.jar', 'error:duplicate-mod@beta-2.jar'],
  },
  {
    name: 'provides overlaps are not duplicates',
    instance: instance(),
    files: [file('a.jar', [mod('a', { provides: ['shared'] })]), file('b.jar', [mod('b', { provides: ['shared'] })])],
    expect: [],
  },
  {
    name: 'jar-in-jar: nested ids satisfy dependencies',
    instance: instance(),
    files: [
      file('fabric-jij-outer.jar', [mod('outer')], {
        nested: [nested('META-INF/jars/inner.jar', [mod('inner-lib', { version: '1.2.0' })])],
      }),
      file('needs-inner.jar', [mod('needs', { dependencies: [dep('inner-lib', '>=1.0')] })]),
    ],
    expect: [],
  },
  {
    name: 'jar-in-jar: deeper nesting and nested provides also count',
    instance: instance(),
    files: [
      file('outer.jar', [mod('outer')], {
        nested: [
          nested(
            'META-INF/jars/mid.jar',
            [mod('mid')],
            [nested('META-INF/jars/deep.jar', [mod('deep', { provides: ['deep-api'] })])],
          ),
        ],
      }),
      file('user.jar', [mod('user', { dependencies: [dep('deep'), dep('deep-api')] })]),
    ],
    expect: [],
  },
  {
    name: 'jar-in-jar: the same library nested in two different jars is normal de-duplication',
    instance: instance(),
    files: [
      file('one.jar', [mod('one')], {
        nested: [nested('META-INF/jars/lib.jar', [mod('shared-lib', { version: '1.0.0' })])],
      }),
      file('two.jar', [mod('two')], {
        nested: [nested('META-INF/jars/lib.jar', [mod('shared-lib', { version: '1.1.0' })])],
      }),
    ],
    expect: [],
  },
  {
    name: 'jar-in-jar: a top-level jar not newer than the nested copy → warning with a fix',
    instance: instance(),
    files: [
      file('fabric-jij-outer.jar', [mod('outer')], {
        nested: [nested('META-INF/jars/inner.jar', [mod('inner-lib', { version: '1.2.0' })])],
      }),
      file('inner-lib-1.0.jar', [mod('inner-lib', { version: '1.0.0' })]),
    ],
    expect: ['warning:duplicate-mod@inner-lib-1.0.jar'],
  },
  {
    name: 'jar-in-jar: a newer top-level jar → info only',
    instance: instance(),
    files: [
      file('fabric-jij-outer.jar', [mod('outer')], {
        nested: [nested('META-INF/jars/inner.jar', [mod('inner-lib', { version: '1.2.0' })])],
      }),
      file('inner-lib-2.0.jar', [mod('inner-lib', { version: '2.0.0' })]),
    ],
    expect: ['info:duplicate-mod@inner-lib-2.0.jar'],
  },

  // ---- Loaders --------------------------------------------------------------------------------
  {
    name: 'a Fabric jar in a Forge instance is an error',
    instance: instance({ loaderType: 'forge' }),
    files: [file('fabric-only.jar', [mod('fabriconly')])],
    expect: ['error:wrong-loader@fabric-only.jar'],
  },
  {
    name: 'a Fabric jar in a Quilt instance is fine',
    instance: instance({ loaderType: 'quilt' }),
    files: [file('fabric-only.jar', [mod('fabriconly', { dependencies: [dep('fabricloader', '>=0.14')] })])],
    expect: [],
  },
  {
    name: 'a Forge jar in a NeoForge 1.20.1 instance is fine',
    instance: instance({ loaderType: 'neoforge', minecraft: '1.20.1' }),
    files: [
      file('forge-modern.jar', [
        mod('beta', { loader: 'forge', dependencies: [dep('forge', '[47,)', { syntax: 'maven' })] }),
      ]),
    ],
    expect: [],
  },
  {
    name: 'a Forge jar in a NeoForge 1.21 instance is an error',
    instance: instance({ loaderType: 'neoforge', minecraft: '1.21' }),
    files: [file('forge-modern.jar', [mod('beta', { loader: 'forge' })])],
    expect: ['error:wrong-loader@forge-modern.jar'],
  },
  {
    name: 'a multi-loader jar is fine when one of its metadata files matches, and only that one is checked',
    instance: instance({ loaderType: 'neoforge', minecraft: '1.21' }),
    files: [
      file('multiloader.jar', [
        mod('multi', { dependencies: [dep('fabric-api')] }),
        mod('multi', { loader: 'neoforge', dependencies: [dep('neoforge', '[21,)', { syntax: 'maven' })] }),
      ]),
    ],
    expect: [],
  },
  {
    name: 'Sinytra Connector lets a Forge/NeoForge instance load Fabric mods (and provides Fabric Loader)',
    instance: instance({ loaderType: 'neoforge', minecraft: '1.21.1' }),
    files: [
      file('connector.jar', [mod('connector', { loader: 'neoforge' })]),
      file('ffapi.jar', [mod('fabric_api', { loader: 'neoforge' }), mod('fabric-api', { loader: 'fabric' })]),
      file('fabric-only.jar', [
        mod('fabriconly', { dependencies: [dep('fabricloader', '>=0.15'), dep('fabric-api')] }),
      ]),
    ],
    expect: [],
  },
  {
    name: 'Kilt lets a Fabric instance load Forge mods',
    instance: instance({ loaderType: 'fabric' }),
    files: [file('kilt.jar', [mod('kilt')]), file('forge-modern.jar', [mod('beta', { loader: 'forge' })])],
    expect: [],
  },
  {
    name: 'ids from the unread half of a multi-loader jar still count as provided, but never as duplicates',
    instance: instance({ loaderType: 'neoforge', minecraft: '1.21' }),
    files: [
      file('lib-multi.jar', [mod('lib_neo', { loader: 'neoforge' }), mod('lib-fabric', { loader: 'fabric' })]),
      file('user.jar', [
        mod('user', { loader: 'neoforge', dependencies: [dep('lib-fabric', null, { syntax: 'maven' })] }),
      ]),
      file('lib-fabric.jar', [mod('lib-fabric', { loader: 'neoforge' })]),
    ],
    expect: [],
  },
  {
    name: 'unknown loader: the minority loader family is flagged',
    instance: instance({ loaderType: null }),
    files: [
      file('f1.jar', [mod('f1')]),
      file('f2.jar', [mod('f2', { loader: 'quilt' })]),
      file('f3.jar', [mod('f3')]),
      file('forge-thing.jar', [mod('forgething', { loader: 'forge' })]),
    ],
    expect: ['warning:wrong-loader@forge-thing.jar'],
  },
  {
    name: "unknown loader: a multi-loader jar is read with the metadata of the pack's main loader",
    instance: instance({ loaderType: null }),
    files: [
      file('f1.jar', [mod('f1')]),
      file('f2.jar', [mod('f2')]),
      file('multiloader.jar', [
        mod('multi', { dependencies: [dep('f1')] }),
        mod('multi', { loader: 'neoforge', dependencies: [dep('neo-only-lib', null, { syntax: 'maven' })] }),
      ]),
    ],
    expect: [],
  },
  {
    name: 'unknown loader: Fabric and Quilt mods together are not mixed',
    instance: instance({ loaderType: null }),
    files: [
      file('f1.jar', [mod('f1')]),
      file('q1.jar', [mod('q1', { loader: 'quilt', dependencies: [dep('quilt_loader')] })]),
    ],
    expect: [],
  },

  // ---- File kinds -----------------------------------------------------------------------------
  {
    name: 'corrupt, extracted, library and metadata warnings',
    instance: instance(),
    files: [
      file('broken.jar', [], { kind: 'corrupt', error: 'The file is empty (0 bytes)' }),
      file('extracted', [], { kind: 'directory' }),
      file('somelib.jar', []),
      file('badmeta.jar', [], { kind: 'library', error: 'fabric.mod.json is not valid JSON' }),
      file('warned.jar', [mod('warned', { warnings: ['"environment" has an unknown value "both-ish"'] })]),
    ],
    expect: [
      'error:corrupt-jar@broken.jar',
      'error:extracted-jar@extracted',
      'warning:invalid-metadata@badmeta.jar',
      'warning:invalid-metadata@warned.jar',
      'info:no-metadata@somelib.jar',
    ],
  },

  // ---- Dependencies ---------------------------------------------------------------------------
  {
    name: 'a missing required dependency is an error; built-ins are never missing',
    instance: instance({ loaderVersion: '0.15.7' }),
    files: [
      file('needs-api.jar', [
        mod('needsapi', {
          dependencies: [dep('fabric-api'), dep('minecraft'), dep('java'), dep('fabricloader'), dep('fabric-loader')],
        }),
      ]),
    ],
    expect: ['error:missing-dependency@needs-api.jar'],
  },
  {
    name: 'legacy id `fabric` is satisfied by fabric-api (via provides)',
    instance: instance(),
    files: [fabricApi(), file('old.jar', [mod('old', { dependencies: [dep('fabric', '*')] })])],
    expect: [],
  },
  {
    name: 'legacy id `fabric` is satisfied by fabric-api even without provides, and vice versa',
    instance: instance(),
    files: [
      file('fabric-api.jar', [mod('fabric-api')]),
      file('old.jar', [mod('old', { dependencies: [dep('fabric')] })]),
      file('legacy-api.jar', [mod('fabric')]),
      file('new.jar', [mod('new', { dependencies: [dep('fabric-api')] })]),
    ],
    expect: [],
  },
  {
    name: 'Quilt instances provide quilt_loader and fabricloader; Fabric ones not quilt_loader',
    instance: instance({ loaderType: 'fabric' }),
    files: [file('q.jar', [mod('q', { dependencies: [dep('quilt_loader')] })])],
    expect: ['error:missing-dependency@q.jar'],
  },
  {
    name: 'NeoForge 1.20.1 provides forge; fml and javafml are built in',
    instance: instance({ loaderType: 'neoforge', minecraft: '1.20.1', loaderVersion: '47.1.79' }),
    files: [
      file('nf.jar', [
        mod('nf', {
          loader: 'neoforge',
          dependencies: [
            dep('forge', '[47,)', { syntax: 'maven' }),
            dep('fml', null, { syntax: 'maven' }),
            dep('javafml', null, { syntax: 'maven' }),
          ],
        }),
      ]),
    ],
    expect: [],
  },
  {
    name: 'NeoForge 1.21 does not provide forge',
    instance: instance({ loaderType: 'neoforge', minecraft: '1.21' }),
    files: [
      file('nf.jar', [mod('nf', { loader: 'neoforge', dependencies: [dep('forge', null, { syntax: 'maven' })] })]),
    ],
    expect: ['error:missing-dependency@nf.jar'],
  },
  {
    name: 'a CLIENT-side dependency is not required on a dedicated server',
    instance: instance({ loaderType: 'neoforge', minecraft: '1.21', side: 'server' }),
    files: [
      file('nf.jar', [
        mod('nf', {
          loader: 'neoforge',
          dependencies: [dep('jei', null, { syntax: 'maven', side: 'client' }), dep('jade', null, { syntax: 'maven' })],
        }),
      ]),
    ],
    expect: ['error:missing-dependency@nf.jar'],
  },
  {
    name: 'loader version too old → dependency-version',
    instance: instance({ loaderVersion: '0.14.21' }),
    files: [file('sodium.jar', [mod('sodium', { version: '0.5.8', dependencies: [dep('fabricloader', '>=0.15')] })])],
    expect: ['error:dependency-version@sodium.jar'],
  },
  {
    name: 'unknown loader version → no verdict',
    instance: instance({ loaderVersion: null }),
    files: [file('sodium.jar', [mod('sodium', { dependencies: [dep('fabricloader', '>=0.15')] })])],
    expect: [],
  },
  {
    name: 'mod-to-mod version mismatch → dependency-version naming both files',
    instance: instance(),
    files: [
      file('lib-1.0.jar', [mod('lib', { version: '1.0.0' })]),
      file('user.jar', [mod('user', { dependencies: [dep('lib', '>=2.0')] })]),
    ],
    expect: ['error:dependency-version@user.jar'],
  },
  {
    // Fabric Loader compares a non-SemVer mod version with a SemVer range by spelling only, so it fails to load.
    name: 'a non-SemVer dependency version against a SemVer range → dependency-version, as Fabric Loader decides',
    instance: instance(),
    files: [
      file('lib.jar', [mod('lib', { version: 'mc1.20-build7' })]),
      file('user.jar', [mod('user', { dependencies: [dep('lib', '>=2.0')] })]),
    ],
    expect: ['error:dependency-version@user.jar'],
  },
  {
    name: 'a dependency version that was never recorded (${version}) → no problem',
    instance: instance(),
    files: [
      file('lib.jar', [mod('lib', { version: '${version}' })]),
      file('user.jar', [mod('user', { dependencies: [dep('lib', '>=2.0')] })]),
    ],
    expect: [],
  },
  {
    name: 'Forge loader version with a Minecraft prefix is compared without it (Maven)',
    instance: instance({ loaderType: 'forge', loaderVersion: '1.20.1-47.2.0' }),
    files: [file('f.jar', [mod('f', { loader: 'forge', dependencies: [dep('forge', '[47,)', { syntax: 'maven' })] })])],
    expect: [],
  },
  {
    name: 'Forge loader too old for a Maven range → dependency-version',
    instance: instance({ loaderType: 'forge', loaderVersion: '46.0.14' }),
    files: [file('f.jar', [mod('f', { loader: 'forge', dependencies: [dep('forge', '[47,)', { syntax: 'maven' })] })])],
    expect: ['error:dependency-version@f.jar'],
  },
  {
    name: 'Maven unions: a version in the excluded gap fails',
    instance: instance({ loaderType: 'forge' }),
    files: [
      file('lib.jar', [mod('lib', { loader: 'forge', version: '1.1' })]),
      file('user.jar', [
        mod('user', { loader: 'forge', dependencies: [dep('lib', '(,1.1),(1.1,)', { syntax: 'maven' })] }),
      ]),
    ],
    expect: ['error:dependency-version@user.jar'],
  },
  {
    name: 'Maven soft requirement `1.0` accepts any version',
    instance: instance({ loaderType: 'forge' }),
    files: [
      file('lib.jar', [mod('lib', { loader: 'forge', version: '0.1' })]),
      file('user.jar', [mod('user', { loader: 'forge', dependencies: [dep('lib', '1.0', { syntax: 'maven' })] })]),
    ],
    expect: [],
  },
  {
    name: 'an optional dependency that is absent is fine, but a present wrong version warns',
    instance: instance({ loaderType: 'forge' }),
    files: [
      file('lib.jar', [mod('lib', { loader: 'forge', version: '1.0' })]),
      file('user.jar', [
        mod('user', {
          loader: 'forge',
          dependencies: [
            dep('lib', '[2,)', { syntax: 'maven', kind: 'optional' }),
            dep('absent', null, { syntax: 'maven', kind: 'optional' }),
          ],
        }),
      ]),
    ],
    expect: ['warning:dependency-version@user.jar'],
  },
  {
    name: 'recommended missing → info; suggested missing → nothing',
    instance: instance(),
    files: [
      file('user.jar', [
        mod('user', {
          dependencies: [dep('modmenu', null, { kind: 'recommended' }), dep('emi', null, { kind: 'suggested' })],
        }),
      ]),
    ],
    expect: ['info:recommended-missing@user.jar'],
  },

  // ---- Minecraft ranges -----------------------------------------------------------------------
  ...(['1.20.1', '1.21', '26.1'] as const).flatMap((mc): Case[] => [
    {
      name: `OR ranges ["1.19.x","1.20.x"] on Minecraft ${mc}`,
      instance: instance({ minecraft: mc }),
      files: [file('fabric-or-deps.jar', [mod('ordeps', { dependencies: [dep('minecraft', ['1.19.x', '1.20.x'])] })])],
      expect: mc === '1.20.1' ? [] : ['error:wrong-minecraft@fabric-or-deps.jar'],
    },
    {
      name: `AND range ">=1.20 <1.21" on Minecraft ${mc}`,
      instance: instance({ minecraft: mc }),
      files: [file('fabric-and-deps.jar', [mod('anddeps', { dependencies: [dep('minecraft', '>=1.20 <1.21')] })])],
      expect: mc === '1.20.1' ? [] : ['error:wrong-minecraft@fabric-and-deps.jar'],
    },
    {
      name: `Maven range [1.20.1,1.21) on Minecraft ${mc}`,
      instance: instance({ minecraft: mc, loaderType: 'forge' }),
      files: [
        file('forge-modern.jar', [
          mod('beta', { loader: 'forge', dependencies: [dep('minecraft', '[1.20.1,1.21)', { syntax: 'maven' })] }),
        ]),
      ],
      expect: mc === '1.20.1' ? [] : ['error:wrong-minecraft@forge-modern.jar'],
    },
  ]),
  {
    name: 'a 26.1 snapshot satisfies ">=26.1-" but not ">=26.1"',
    instance: instance({ minecraft: '26.1-snapshot-1' }),
    files: [
      file('a.jar', [mod('a', { dependencies: [dep('minecraft', '>=26.1-')] })]),
      file('b.jar', [mod('b', { dependencies: [dep('minecraft', '>=26.1')] })]),
    ],
    expect: ['error:wrong-minecraft@b.jar'],
  },
  {
    name: 'Maven Minecraft ranges are not judged against snapshots or odd names',
    instance: instance({ minecraft: '24w14a', loaderType: 'neoforge' }),
    files: [
      file('nf.jar', [
        mod('nf', { loader: 'neoforge', dependencies: [dep('minecraft', '[1.20.4,1.21)', { syntax: 'maven' })] }),
      ]),
    ],
    expect: [],
  },
  {
    name: 'an unrecognised Minecraft name never fails a Fabric range',
    instance: instance({ minecraft: '1.20.1-OptiFine_HD_U_I5' }),
    files: [file('a.jar', [mod('a', { dependencies: [dep('minecraft', '1.19.x')] })])],
    expect: [],
  },
  {
    name: 'unknown Minecraft version → no verdict',
    instance: instance({ minecraft: null }),
    files: [file('a.jar', [mod('a', { dependencies: [dep('minecraft', '1.19.x')] })])],
    expect: [],
  },

  // ---- Breaks / conflicts ---------------------------------------------------------------------
  {
    name: 'breaks on a present mod → error; conflicts → warning',
    instance: instance(),
    files: [
      file('fabric-breaks.jar', [mod('breaker', { dependencies: [dep('sodium', '*', { kind: 'breaks' })] })]),
      file('fabric-conflicts.jar', [mod('conflicter', { dependencies: [dep('sodium', null, { kind: 'conflicts' })] })]),
      file('sodium-fake.jar', [mod('sodium', { version: '0.5.8' })]),
    ],
    expect: ['error:breaks@fabric-breaks.jar', 'warning:conflicts@fabric-conflicts.jar'],
  },
  {
    name: 'breaks with a range the present version does not match → nothing',
    instance: instance(),
    files: [
      file('breaker.jar', [mod('breaker', { dependencies: [dep('sodium', '<0.5', { kind: 'breaks' })] })]),
      file('sodium.jar', [mod('sodium', { version: '0.5.8' })]),
    ],
    expect: [],
  },
  {
    name: 'breaks on an absent mod → nothing',
    instance: instance(),
    files: [file('breaker.jar', [mod('breaker', { dependencies: [dep('optifabric', '*', { kind: 'breaks' })] })])],
    expect: [],
  },
  {
    name: 'Quilt `unless`: the break does not apply while the unless mod is present',
    instance: instance({ loaderType: 'quilt' }),
    files: [
      file('quilt-basic.jar', [
        mod('quiltbasic', {
          loader: 'quilt',
          dependencies: [dep('sodium', null, { kind: 'breaks', unless: 'indium' })],
        }),
      ]),
      file('sodium.jar', [mod('sodium')]),
      file('indium.jar', [mod('indium')]),
    ],
    expect: [],
  },
  {
    name: 'Quilt `unless`: without the unless mod the break applies',
    instance: instance({ loaderType: 'quilt' }),
    files: [
      file('quilt-basic.jar', [
        mod('quiltbasic', {
          loader: 'quilt',
          dependencies: [dep('sodium', null, { kind: 'breaks', unless: 'indium' })],
        }),
      ]),
      file('sodium.jar', [mod('sodium')]),
    ],
    expect: ['error:breaks@quilt-basic.jar'],
  },
  {
    name: 'NeoForge incompatible (breaks) and discouraged (conflicts) with Maven ranges',
    instance: instance({ loaderType: 'neoforge', minecraft: '1.21' }),
    files: [
      file('neoforge-modern.jar', [
        mod('neomod', {
          loader: 'neoforge',
          dependencies: [
            dep('badmod', '[1,)', { syntax: 'maven', kind: 'breaks' }),
            dep('meh', null, { syntax: 'maven', kind: 'conflicts' }),
            dep('oldmod', '[5,)', { syntax: 'maven', kind: 'breaks' }),
          ],
        }),
      ]),
      file('badmod.jar', [mod('badmod', { loader: 'neoforge', version: '2.0' })]),
      file('meh.jar', [mod('meh', { loader: 'neoforge' })]),
      file('oldmod.jar', [mod('oldmod', { loader: 'neoforge', version: '4.0' })]),
    ],
    expect: ['error:breaks@neoforge-modern.jar', 'warning:conflicts@neoforge-modern.jar'],
  },
  {
    name: 'breaks on a Minecraft range that matches → wrong-minecraft',
    instance: instance({ minecraft: '1.21' }),
    files: [file('old.jar', [mod('old', { dependencies: [dep('minecraft', '>=1.21', { kind: 'breaks' })] })])],
    expect: ['error:wrong-minecraft@old.jar'],
  },

  // ---- Sides ----------------------------------------------------------------------------------
  {
    name: 'a client-only mod in a server instance is an error and its dependencies are not checked',
    instance: instance({ side: 'server' }),
    files: [file('fabric-client-only.jar', [mod('clientonly', { side: 'client', dependencies: [dep('fabric-api')] })])],
    expect: ['error:client-only-on-server@fabric-client-only.jar'],
  },
  {
    name: 'a client-only mod in a client instance is fine',
    instance: instance({ side: 'client' }),
    files: [file('fabric-client-only.jar', [mod('clientonly', { side: 'client' })])],
    expect: [],
  },

  // ---- Java -----------------------------------------------------------------------------------
  {
    name: 'NeoForge javaVersion [21,) on Minecraft 1.20.4 (Java 17 by default) → wrong-java',
    instance: instance({ loaderType: 'neoforge', minecraft: '1.20.4' }),
    files: [file('neoforge-modern.jar', [mod('neomod', { loader: 'neoforge', javaRange: '[21,)' })])],
    expect: ['error:wrong-java@neoforge-modern.jar'],
  },
  {
    name: 'NeoForge javaVersion [21,) on Minecraft 1.21 → fine',
    instance: instance({ loaderType: 'neoforge', minecraft: '1.21' }),
    files: [file('neoforge-modern.jar', [mod('neomod', { loader: 'neoforge', javaRange: '[21,)' })])],
    expect: [],
  },
  {
    name: 'an explicit instance Java major wins over the Minecraft default',
    instance: instance({ loaderType: 'neoforge', minecraft: '1.20.4', javaMajor: 21 }),
    files: [file('neoforge-modern.jar', [mod('neomod', { loader: 'neoforge', javaRange: '[21,)' })])],
    expect: [],
  },
  {
    name: 'Fabric `java` dependency is judged on the major (>=17.0.2 passes with 17, fails with 8)',
    instance: instance({ minecraft: '1.16.5' }),
    files: [file('j17.jar', [mod('jseventeen', { dependencies: [dep('java', '>=17.0.2')] })])],
    expect: ['error:wrong-java@j17.jar'],
  },
  {
    name: 'Fabric `java` dependency with a patch-level minimum passes on the same major',
    instance: instance({ minecraft: '1.20.1' }),
    files: [file('j17.jar', [mod('jseventeen', { dependencies: [dep('java', '>=17.0.2')] })])],
    expect: [],
  },

  // ---- JPMS -----------------------------------------------------------------------------------
  {
    name: 'a non-ASCII jar name under Forge 1.17+ → jpms-module-name warning',
    instance: instance({ loaderType: 'forge', minecraft: '1.20.1' }),
    files: [
      file('拔刀剑.jar', [mod('slashblade', { loader: 'forge' })]),
      file('拔刀剑-1.0.jar', [mod('other', { loader: 'forge' })]),
    ],
    expect: ['warning:jpms-module-name@拔刀剑-1.0.jar', 'warning:jpms-module-name@拔刀剑.jar'],
  },
  {
    name: 'an Automatic-Module-Name makes the file name irrelevant',
    instance: instance({ loaderType: 'forge', minecraft: '1.20.1' }),
    files: [file('拔刀剑.jar', [mod('slashblade', { loader: 'forge' })], { automaticModuleName: 'mods.slashblade' })],
    expect: [],
  },
  {
    name: 'JPMS names do not matter before 1.17 or on Fabric',
    instance: instance({ loaderType: 'forge', minecraft: '1.16.5' }),
    files: [file('拔刀剑.jar', [mod('slashblade', { loader: 'forge' })])],
    expect: [],
  },
];

describe('checkConflicts', () => {
  for (const c of cases) {
    it(c.name, () => {
      const problems = checkConflicts(c.instance, c.files);
      assert.deepEqual(summary(problems), c.expect, problems.map((x) => x.message).join('\n'));
      for (const x of problems) {
        assert.equal(x.instance, c.instance.id);
        assert.ok(x.message.length > 20, 'message says something');
        for (const f of x.files)
          assert.ok(
            c.files.some((cf) => cf.path === f),
            `${f} is one of the input files`,
          );
      }
    });
  }

  it('JPMS: a Fabric instance never gets the warning', () => {
    const problems = checkConflicts(instance({ loaderType: 'fabric', minecraft: '1.20.1' }), [
      file('拔刀剑.jar', [mod('slashblade')]),
    ]);
    assert.deepEqual(problems, []);
  });

  it('duplicate-mod: fixFile is the older file, files lists both, mods the id', () => {
    const [x] = checkConflicts(instance(), [
      file('alpha-1.1.jar', [mod('alpha', { version: '1.1' })]),
      file('alpha-1.0.jar', [mod('alpha', { version: '1.0' })]),
    ]);
    assert.ok(x);
    assert.equal(x.fixFile, p('alpha-1.0.jar'));
    assert.deepEqual(x.files, [p('alpha-1.0.jar'), p('alpha-1.1.jar')]);
    assert.deepEqual(x.mods, ['alpha']);
    assert.match(x.message, /alpha-1\.0\.jar \(1\.0\) and alpha-1\.1\.jar \(1\.1\)/);
    assert.match(x.message, /Remove the older copy, alpha-1\.0\.jar\./);
  });

  it('duplicate-mod with equal versions keeps the newer file and drops the copy with the longer name', () => {
    const [x] = checkConflicts(instance(), [file('alpha.jar', [mod('alpha')]), file('alpha (1).jar', [mod('alpha')])]);
    assert.equal(x?.fixFile, p('alpha (1).jar'));
    assert.match(x?.message ?? '', /Remove one copy/);
  });

  it('duplicate-mod with Maven versions (Forge) orders 1.9 before 1.10', () => {
    const [x] = checkConflicts(instance({ loaderType: 'forge' }), [
      file('a-1.10.jar', [mod('a', { loader: 'forge', version: '1.10' })]),
      file('a-1.9.jar', [mod('a', { loader: 'forge', version: '1.9' })]),
    ]);
    assert.equal(x?.fixFile, p('a-1.9.jar'));
  });

  it('nested duplicate: the warning offers to disable the standalone jar; the info does not', () => {
    const outer = file('outer.jar', [mod('outer')], {
      nested: [nested('META-INF/jars/inner.jar', [mod('inner-lib', { version: '1.2.0' })])],
    });
    const [older] = checkConflicts(instance(), [
      outer,
      file('inner-old.jar', [mod('inner-lib', { version: '1.2.0' })]),
    ]);
    assert.equal(older?.fixFile, p('inner-old.jar'));
    assert.deepEqual(older?.files, [p('inner-old.jar'), p('outer.jar')]);
    const [newer] = checkConflicts(instance(), [
      outer,
      file('inner-new.jar', [mod('inner-lib', { version: '9.0.0' })]),
    ]);
    assert.equal(newer?.fixFile, undefined);
  });

  it('wrong-loader: the message names both loaders and the fix file is the jar', () => {
    const [x] = checkConflicts(instance({ loaderType: 'forge', loaderVersion: '47.2.0' }), [
      file('fabric-only.jar', [mod('fabriconly', { name: 'Fabric Only' })]),
    ]);
    assert.equal(x?.fixFile, p('fabric-only.jar'));
    assert.match(
      x?.message ?? '',
      /Fabric Only \(fabriconly\) 1\.0\.0, built for Fabric, but this instance runs Forge/,
    );
  });

  it('mixed loaders: the message names the majority', () => {
    const problems = checkConflicts(instance({ loaderType: null }), [
      file('f1.jar', [mod('f1')]),
      file('f2.jar', [mod('f2')]),
      file('forge-thing.jar', [mod('forgething', { loader: 'forge' })]),
    ]);
    assert.equal(problems.length, 1);
    assert.match(problems[0]?.message ?? '', /built for Forge, while most mods here \(2\) are built for Fabric/);
    assert.deepEqual(problems[0]?.mods, ['forgething']);
  });

  it('dependency-version uses Fabric-style wording', () => {
    const [x] = checkConflicts(instance({ loaderVersion: '0.14.21' }), [
      file('sodium.jar', [mod('sodium', { version: '0.5.8', dependencies: [dep('fabricloader', '>=0.15')] })]),
    ]);
    assert.equal(
      x?.message,
      'Sodium (sodium) 0.5.8 requires version 0.15 or newer of Fabric Loader (fabricloader), but only 0.14.21 is present. Update Fabric Loader to a matching version, or use a version of Sodium that accepts 0.14.21.',
    );
    assert.deepEqual(x?.mods, ['sodium', 'fabricloader']);
    assert.equal(x?.fixFile, undefined);
  });

  it('missing-dependency names the friendly dependency name and what to do', () => {
    const [x] = checkConflicts(instance(), [
      file('needs-api.jar', [mod('needsapi', { name: 'Needs API', dependencies: [dep('fabric-api', '>=0.90')] })]),
    ]);
    assert.equal(
      x?.message,
      'Needs API (needsapi) 1.0.0 requires version 0.90 or newer of Fabric API (fabric-api), which is missing. Install Fabric API (fabric-api) or remove Needs API.',
    );
  });

  it('wrong-minecraft says which Minecraft the instance has and offers the jar as fix', () => {
    const [x] = checkConflicts(instance({ minecraft: '1.21' }), [
      file('or.jar', [mod('ordeps', { dependencies: [dep('minecraft', ['1.19.x', '1.20.x'])] })]),
    ]);
    assert.match(
      x?.message ?? '',
      /requires version 1\.19\.x or 1\.20\.x of Minecraft, but this instance is Minecraft 1\.21\./,
    );
    assert.equal(x?.fixFile, p('or.jar'));
  });

  it('corrupt-jar quotes the reader error and offers the jar as fix', () => {
    const [x] = checkConflicts(instance(), [
      file('broken.jar', [], { kind: 'corrupt', error: 'It is an HTML page saved as .jar' }),
    ]);
    assert.match(
      x?.message ?? '',
      /broken\.jar cannot be read as a mod: It is an HTML page saved as \.jar\. Download it again/,
    );
    assert.equal(x?.fixFile, p('broken.jar'));
  });

  it('extracted-jar tells to remove the folder from mods/', () => {
    const [x] = checkConflicts(instance(), [file('sodium-0.5.8', [], { kind: 'directory' })]);
    assert.match(x?.message ?? '', /remove the folder from mods\//i);
  });

  it('zh-cn messages are in Simplified Chinese', () => {
    const files = [
      file('alpha-1.1.jar', [mod('alpha', { version: '1.1' })]),
      file('alpha-1.0.jar', [mod('alpha', { version: '1.0' })]),
      file('needs-api.jar', [mod('needsapi', { dependencies: [dep('fabric-api')] })]),
      file('sodium.jar', [
        mod('sodium', { version: '0.5.8', dependencies: [dep('fabricloader', '>=0.15'), dep('minecraft', '1.19.x')] }),
      ]),
    ];
    const problems = checkConflicts(instance({ loaderVersion: '0.14.21' }), files, { locale: 'zh-cn' });
    const byCode = new Map(problems.map((x) => [x.code, x.message]));
    assert.match(byCode.get('duplicate-mod') ?? '', /^重复的模组：Alpha \(alpha\) 安装了两份/);
    assert.match(byCode.get('missing-dependency') ?? '', /需要 Fabric API \(fabric-api\) 的任意版本，但它缺失/);
    assert.match(
      byCode.get('dependency-version') ?? '',
      /需要 Fabric Loader \(fabricloader\) 的 0\.15 或更新版本，但当前只有 0\.14\.21/,
    );
    assert.match(byCode.get('wrong-minecraft') ?? '', /需要 Minecraft 的版本 1\.19\.x，但此实例是 Minecraft 1\.20\.1/);
    const en = checkConflicts(instance({ loaderVersion: '0.14.21' }), files);
    assert.deepEqual(summary(en), summary(problems), 'the locale changes wording only');
    assert.ok(en.every((x) => !/[\u4e00-\u9fff]/.test(x.message)));
  });

  it('order is deterministic: severity, then code, then first file, whatever the input order', () => {
    const files = [
      file('zeta.jar', [mod('zeta', { dependencies: [dep('missing-z')] })]),
      file('lib.jar', []),
      file('alpha.jar', [
        mod('alpha', { dependencies: [dep('missing-a'), dep('modmenu', null, { kind: 'recommended' })] }),
      ]),
      file('broken.jar', [], { kind: 'corrupt', error: 'Truncated zip' }),
      file('c.jar', [mod('c', { dependencies: [dep('alpha', '*', { kind: 'conflicts' })] })]),
    ];
    const forward = checkConflicts(instance(), files);
    const backward = checkConflicts(instance(), [...files].reverse());
    assert.deepEqual(forward, backward);
    assert.deepEqual(summary(forward), [
      'error:corrupt-jar@broken.jar',
      'error:missing-dependency@alpha.jar',
      'error:missing-dependency@zeta.jar',
      'warning:conflicts@c.jar',
      'info:no-metadata@lib.jar',
      'info:recommended-missing@alpha.jar',
    ]);
  });

  it('an empty mods folder and a vanilla instance produce nothing', () => {
    assert.deepEqual(checkConflicts(instance(), []), []);
    assert.deepEqual(checkConflicts(instance({ loaderType: null, minecraft: null }), [file('x.jar', [mod('x')])]), []);
  });

  it('checks 300 interdependent mods without quadratic blow-up', () => {
    const files: ModFile[] = [fabricApi()];
    for (let i = 0; i < 300; i++) {
      const deps = [
        dep('fabric-api'),
        dep('minecraft', '1.20.x'),
        dep(`mod${(i + 1) % 300}`, '>=1.0'),
        dep(`mod${(i + 7) % 300}`, '*', { kind: 'breaks' }),
      ];
      files.push(
        file(`mod${i}.jar`, [mod(`mod${i}`, { dependencies: i % 2 === 0 ? deps : deps.slice(0, 3) })], {
          nested: [nested('META-INF/jars/lib.jar', [mod('shared-lib', { version: `1.${i}.0` })])],
        }),
      );
    }
    const problems = checkConflicts(instance(), files);
    // Every even mod breaks mod(i+7), which is present at version 1.0.0 → 150 breaks errors, nothing else.
    assert.equal(problems.length, 150);
    assert.ok(problems.every((x) => x.code === 'breaks'));
  });
});

describe('moduleNameProblem', () => {
  const table: [string, 'empty' | 'version' | null][] = [
    ['拔刀剑.jar', 'empty'],
    ['拔刀剑-1.0.jar', 'empty'],
    ['---.jar', 'empty'],
    ['sodium-fabric-0.5.8+mc1.20.1.jar', null],
    ['1.20.1-mymod.jar', null],
    ['enum-utils.jar', null],
    ['create-1.20.1-0.5.1.f.jar', null],
    ['mod-.5.jar', 'version'],
    ['jei-1.20.1-forge-15.2.0.27.jar', null],
    ['拔刀剑SlashBlade.jar', null],
  ];
  for (const [name, expected] of table) {
    it(`${name} → ${String(expected)}`, () => assert.equal(moduleNameProblem(name), expected));
  }
});
