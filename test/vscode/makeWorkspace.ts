import * as fs from 'node:fs';
import * as path from 'node:path';
import type { ProblemCode } from '../../src/core/model/problem';
import { fabricJar, forgeToml, tomlJar, writeJar } from '../unit/fixtures/modJars';
import { writeText } from '../unit/fixtures/zipBuilder';

/**
 * The sample workspace the real-VS-Code tests and `npm start` open: Prism Launcher instances
 * with real jars generated on the spot. "Problem Pack" (Fabric 1.20.1) holds one example of each
 * problem the diagnostics must show, and the crash report it causes; "Clean Pack" and "Shader Pack" (long jar
 * names, Iris requiring Sodium) have none. Paths below are relative to the
 * workspace folder, with `/`.
 */
export const PROBLEM_INSTANCE = 'Problem Pack';
export const CLEAN_INSTANCE = 'Clean Pack';
export const PROBLEM_MODS = `${PROBLEM_INSTANCE}/minecraft/mods`;
export const CLEAN_MODS = `${CLEAN_INSTANCE}/minecraft/mods`;

/** The two jars sharing the mod id `alpha`; a duplicate-mod diagnostic sits on at least one of them. */
export const DUPLICATE_JARS = [`${PROBLEM_MODS}/alpha-1.0.jar`, `${PROBLEM_MODS}/alpha-1.1.jar`] as const;
export const MISSING_DEPENDENCY_JAR = `${PROBLEM_MODS}/beta-2.0.jar`;
export const FORGE_JAR = `${PROBLEM_MODS}/forgeonly-1.0.jar`;
export const CORRUPT_JAR = `${PROBLEM_MODS}/broken-0.1.jar`;
export const CLEAN_JARS = [`${CLEAN_MODS}/delta-1.0.jar`, `${CLEAN_MODS}/epsilon-1.0.jar`] as const;
/** A third, healthy instance with long jar names as real mods have them, where disabling one breaks the other. */
export const SHADER_INSTANCE = 'Shader Pack';
export const SHADER_MODS = `${SHADER_INSTANCE}/minecraft/mods`;
export const SODIUM_JAR = `${SHADER_MODS}/sodium-fabric-0.5.3+mc1.20.1.jar`;
export const IRIS_JAR = `${SHADER_MODS}/iris-mc1.20.1-1.6.11.jar`;

/** Every jar that must carry exactly these codes (the duplicate pair is checked separately). */
export const EXPECTED_CODES: Readonly<Record<string, readonly ProblemCode[]>> = {
  [MISSING_DEPENDENCY_JAR]: ['missing-dependency'],
  [FORGE_JAR]: ['wrong-loader'],
  [CORRUPT_JAR]: ['corrupt-jar'],
};

/** The mod id beta requires and nobody provides; problem messages name it. */
export const MISSING_MOD_ID = 'gamma';

/** The crash the Problem Pack's missing dependency causes, so "Nova: Analyze Crash" has something to show. */
export const SAMPLE_CRASH_REPORT = `${PROBLEM_INSTANCE}/minecraft/crash-reports/crash-2024-04-30_18.22.10-client.txt`;

function crashReport(): string {
  return [
    '---- Minecraft Crash Report ----',
    '// Who set us up the TNT?',
    '',
    'Time: 2024-04-30 18:22:10',
    'Description: Mod resolution failed',
    '',
    'net.fabricmc.loader.impl.FormattedException: Some of your mods are incompatible with the game or each other!',
    'A potential solution has been determined, this may resolve your problem:',
    `\t - Install ${MISSING_MOD_ID}, version 1.0.0 or later.`,
    'More details:',
    `\t - Mod 'Beta' (beta) 2.0.0 requires version 1.0.0 or later of ${MISSING_MOD_ID}, which is missing!`,
    '\tat net.fabricmc.loader.impl.FabricLoaderImpl.load(FabricLoaderImpl.java:196)',
    '\tat net.fabricmc.loader.impl.launch.knot.Knot.init(Knot.java:146)',
    '',
    '-- System Details --',
    'Details:',
    '\tMinecraft Version: 1.20.1',
    '\tJava Version: 17.0.8, Eclipse Adoptium',
    '\tFabric Mods: ',
    '\t\talpha: Alpha 1.1.0',
    '\t\tbeta: Beta 2.0.0',
    '\t\tfabricloader: Fabric Loader 0.15.7',
    '',
  ].join('\n');
}

function instanceCfg(name: string): string {
  return `[General]\nConfigVersion=1.2\nInstanceType=OneSix\nname=${name}\niconKey=default\nMaxMemAlloc=4096\nMinMemAlloc=512\n`;
}

function fabricPack(minecraft: string, loader: string): string {
  const components = [
    { uid: 'org.lwjgl3', version: '3.3.1', cachedName: 'LWJGL 3', dependencyOnly: true },
    { uid: 'net.minecraft', version: minecraft, cachedName: 'Minecraft', important: true },
    { uid: 'net.fabricmc.intermediary', version: minecraft, cachedName: 'Intermediary Mappings', dependencyOnly: true },
    { uid: 'net.fabricmc.fabric-loader', version: loader, cachedName: 'Fabric Loader' },
  ];
  return JSON.stringify({ formatVersion: 1, components }, null, 4) + '\n';
}

const FABRIC_DEPENDS = { fabricloader: '>=0.15.0', minecraft: '~1.20.1' };

/** Writes the sample workspace into `dir` (created if needed; existing instance folders are replaced). */
export async function makeWorkspace(dir: string): Promise<string> {
  const root = path.resolve(dir);
  for (const instance of [PROBLEM_INSTANCE, CLEAN_INSTANCE, SHADER_INSTANCE]) {
    await fs.promises.rm(path.join(root, instance), { recursive: true, force: true });
  }
  const at = (relative: string): string => path.join(root, ...relative.split('/'));

  await writeText(at(`${PROBLEM_INSTANCE}/instance.cfg`), instanceCfg(PROBLEM_INSTANCE));
  await writeText(at(`${PROBLEM_INSTANCE}/mmc-pack.json`), fabricPack('1.20.1', '0.15.7'));
  const [alphaOld, alphaNew] = DUPLICATE_JARS;
  await writeJar(
    at(alphaOld),
    fabricJar({ id: 'alpha', version: '1.0.0', name: 'Alpha', environment: '*', depends: FABRIC_DEPENDS }),
  );
  await writeJar(
    at(alphaNew),
    fabricJar({ id: 'alpha', version: '1.1.0', name: 'Alpha', environment: '*', depends: FABRIC_DEPENDS }),
  );
  await writeJar(
    at(MISSING_DEPENDENCY_JAR),
    fabricJar({
      id: 'beta',
      version: '2.0.0',
      name: 'Beta',
      environment: '*',
      depends: { ...FABRIC_DEPENDS, [MISSING_MOD_ID]: '>=1.0.0' },
    }),
  );
  await writeJar(at(FORGE_JAR), tomlJar(forgeToml('forgeonly', '1.0.0')));
  await writeText(at(CORRUPT_JAR), Buffer.alloc(0));
  await writeText(at(SAMPLE_CRASH_REPORT), crashReport());

  await writeText(at(`${CLEAN_INSTANCE}/instance.cfg`), instanceCfg(CLEAN_INSTANCE));
  await writeText(at(`${CLEAN_INSTANCE}/mmc-pack.json`), fabricPack('1.20.1', '0.15.7'));
  const [delta, epsilon] = CLEAN_JARS;
  await writeJar(
    at(delta),
    fabricJar({ id: 'delta', version: '1.0.0', name: 'Delta', environment: '*', depends: FABRIC_DEPENDS }),
  );
  await writeJar(
    at(epsilon),
    fabricJar({
      id: 'epsilon',
      version: '1.0.0',
      name: 'Epsilon',
      environment: '*',
      depends: { ...FABRIC_DEPENDS, delta: '>=1.0.0' },
    }),
  );

  await writeText(at(`${SHADER_INSTANCE}/instance.cfg`), instanceCfg(SHADER_INSTANCE));
  await writeText(at(`${SHADER_INSTANCE}/mmc-pack.json`), fabricPack('1.20.1', '0.15.7'));
  await writeJar(
    at(SODIUM_JAR),
    fabricJar({
      id: 'sodium',
      version: '0.5.3+mc1.20.1',
      name: 'Sodium',
      environment: 'client',
      depends: FABRIC_DEPENDS,
    }),
  );
  await writeJar(
    at(IRIS_JAR),
    fabricJar({
      id: 'iris',
      version: '1.6.11',
      name: 'Iris',
      environment: 'client',
      depends: { ...FABRIC_DEPENDS, sodium: '>=0.5.0' },
    }),
  );
  return root;
}

const script = process.argv[1] ?? '';
if (/makeWorkspace\.[cm]?[jt]s$/.test(script)) {
  const target = process.argv[2];
  if (!target) {
    console.error('Usage: node --import tsx test/vscode/makeWorkspace.ts <folder>');
    process.exit(2);
  }
  makeWorkspace(target).then(
    (root) => console.log(root),
    (error: unknown) => {
      console.error(`Could not write the sample workspace: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
