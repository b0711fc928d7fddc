import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import {
  discoverJava,
  javaMajorOf,
  javaPlaces,
  parseJavaVersionOutput,
  parseReleaseFile,
  probeJavaHome,
  type ProcessRunner,
} from '../../src/core/environment/javaDiscovery';
import { makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';

const JAVA8_OUTPUT =
  'openjdk version "1.8.0_392"\nOpenJDK Runtime Environment (Temurin)(build 1.8.0_392-b08)\nOpenJDK 64-Bit Server VM (Temurin)(build 25.392-b08, mixed mode)\n';
const JAVA21_OUTPUT =
  'Property settings:\n    java.vendor = Eclipse Adoptium\n    java.version = 21.0.3\n    os.arch = amd64\n    sun.arch.data.model = 64\n\nopenjdk version "21.0.3" 2024-04-16 LTS\nOpenJDK Runtime Environment Temurin-21.0.3+9 (build 21.0.3+9-LTS)\nOpenJDK 64-Bit Server VM Temurin-21.0.3+9 (build 21.0.3+9-LTS, mixed mode, sharing)\n';
const OPENJ9_OUTPUT =
  'openjdk version "17.0.8" 2023-07-18\nIBM Semeru Runtime Open Edition 17.0.8.1 (build 17.0.8.1+1)\nEclipse OpenJ9 VM 17.0.8.1 (build openj9-0.40.0, JRE 17 Linux amd64-64-Bit Compressed References 20230824_507 (JIT enabled, AOT enabled)\n';
const JAVA8_32BIT_OUTPUT =
  'java version "1.8.0_51"\nJava(TM) SE Runtime Environment (build 1.8.0_51-b16)\nJava HotSpot(TM) Client VM (build 25.51-b03, mixed mode)\n';

describe('Java discovery (fixture 36)', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await makeTempDir();
  });
  afterEach(async () => {
    await removeTempDir(dir);
  });

  async function fakeHome(name: string, release: string | null): Promise<string> {
    const home = path.join(dir, 'jvm', name);
    await writeText(path.join(home, 'bin', 'java'), '#!/bin/sh\n');
    if (release !== null) await writeText(path.join(home, 'release'), release);
    return home;
  }

  it('reads versions and architecture from release files without running Java', async () => {
    await fakeHome('jdk8', 'JAVA_VERSION="1.8.0_392"\nOS_ARCH="amd64"\nIMPLEMENTOR="Eclipse Adoptium"\n');
    await fakeHome('jdk17', 'IMPLEMENTOR="Eclipse Adoptium"\nJAVA_VERSION="17.0.9"\nOS_ARCH="x86_64"\n');
    await fakeHome('jdk21', 'JAVA_VERSION="21.0.3"\nOS_ARCH="aarch64"\n');
    await fakeHome('jdk25', 'JAVA_VERSION="25"\nOS_ARCH="x86_64"\n');
    await fakeHome('jre8-x86', 'JAVA_VERSION="1.8.0_391"\nOS_ARCH="x86"\n');
    let ran = 0;
    const runner: ProcessRunner = async () => {
      ran++;
      return { stdout: '', stderr: '', code: 1 };
    };
    const found = await discoverJava({ places: [path.join(dir, 'jvm')], env: {}, runner, platform: 'linux' });
    assert.equal(ran, 0);
    assert.deepEqual(
      found.map((j) => [j.major, j.version, j.is64Bit]),
      [
        [25, '25', true],
        [21, '21.0.3', true],
        [17, '17.0.9', true],
        [8, '1.8.0_392', true],
        [8, '1.8.0_391', false],
      ],
    );
    assert.equal(found.find((j) => j.major === 17)?.vendor, 'Eclipse Adoptium');
  });

  it('runs java -version with a timeout when there is no release file, and recognises OpenJ9 and 32-bit builds', async () => {
    const outputs: Record<string, string> = {
      a8: JAVA8_OUTPUT,
      b21: JAVA21_OUTPUT,
      c9: OPENJ9_OUTPUT,
      d32: JAVA8_32BIT_OUTPUT,
    };
    for (const name of Object.keys(outputs)) await fakeHome(name, null);
    const calls: { file: string; args: string[]; timeout: number }[] = [];
    const runner: ProcessRunner = async (file, args, timeout) => {
      calls.push({ file, args, timeout });
      const name = path.basename(path.dirname(path.dirname(file)));
      return { stdout: '', stderr: outputs[name] ?? '', code: 0 };
    };
    const found = await discoverJava({
      places: [path.join(dir, 'jvm')],
      env: {},
      runner,
      platform: 'linux',
      timeoutMs: 1234,
    });
    assert.equal(calls.length, 4);
    assert.ok(calls.every((c) => c.timeout === 1234 && c.args.includes('-version')));
    const byHome = new Map(found.map((j) => [path.basename(j.home), j]));
    assert.equal(byHome.get('a8')?.major, 8);
    assert.equal(byHome.get('b21')?.major, 21);
    assert.equal(byHome.get('b21')?.arch, 'amd64');
    assert.equal(byHome.get('b21')?.vendor, 'Eclipse Adoptium');
    assert.equal(byHome.get('c9')?.openj9, true);
    assert.equal(byHome.get('c9')?.major, 17);
    assert.equal(byHome.get('d32')?.is64Bit, false);
  });

  it('finds JAVA_HOME and java on PATH, skips Oracle javapath shims and reports each home once', async () => {
    const home = await fakeHome('temurin-17', 'JAVA_VERSION="17.0.9"\nOS_ARCH="x86_64"\n');
    const shim = path.join(dir, 'Common Files', 'Oracle', 'Java', 'javapath');
    await writeText(path.join(shim, 'java'), '');
    const found = await discoverJava({
      places: [path.join(dir, 'jvm')],
      env: { JAVA_HOME: home, PATH: `${path.join(home, 'bin')}:${shim}` },
      platform: 'linux',
      runner: async () => ({ stdout: '', stderr: '', code: 1 }),
    });
    assert.equal(found.length, 1);
    assert.equal(found[0]?.source, 'JAVA_HOME');
  });

  it('returns null for a folder that is not a Java home', async () => {
    assert.equal(
      await probeJavaHome(path.join(dir, 'nothing'), { runner: async () => ({ stdout: '', stderr: '', code: 1 }) }),
      null,
    );
  });

  it('parses release files, version output and majors', () => {
    assert.deepEqual(parseReleaseFile('JAVA_VERSION="21.0.3"\r\nOS_ARCH="aarch64"\r\n'), {
      version: '21.0.3',
      arch: 'aarch64',
      implementor: null,
    });
    assert.equal(parseJavaVersionOutput('not java'), null);
    assert.equal(parseJavaVersionOutput(JAVA8_32BIT_OUTPUT)?.is64Bit, false);
    assert.deepEqual(
      [javaMajorOf('1.8.0_392'), javaMajorOf('17.0.9'), javaMajorOf('25'), javaMajorOf('21-ea')],
      [8, 17, 25, 21],
    );
  });

  it('lists the well-known places of each platform', () => {
    const win = javaPlaces(
      'win32',
      { APPDATA: 'C:\\Users\\u\\AppData\\Roaming', LOCALAPPDATA: 'C:\\Users\\u\\AppData\\Local' },
      'C:\\Users\\u',
    );
    assert.ok(win.includes('C:\\Users\\u\\AppData\\Roaming\\.minecraft\\runtime'));
    assert.ok(win.some((p) => p.endsWith('Eclipse Adoptium')));
    assert.ok(win.some((p) => p.includes('Microsoft.4297127D64EC6_8wekyb3d8bbwe')));
    const mac = javaPlaces('darwin', {}, '/Users/u');
    assert.ok(mac.includes('/Library/Java/JavaVirtualMachines'));
    assert.ok(mac.includes('/Users/u/Library/Application Support/minecraft/runtime'));
    const linux = javaPlaces('linux', {}, '/home/u');
    assert.ok(
      linux.includes('/usr/lib/jvm') && linux.includes('/home/u/.sdkman/candidates/java') && linux.includes('/app/jdk'),
    );
  });

  it('reads Windows registry homes through the runner', async () => {
    const home = await fakeHome('reg-jdk', 'JAVA_VERSION="21.0.3"\nOS_ARCH="amd64"\n');
    const runner: ProcessRunner = async (file, args) => {
      if (file === 'reg' && args[1] === 'HKLM\\SOFTWARE\\Eclipse Adoptium\\JDK' && args[3] === '/reg:64') {
        return {
          stdout: `HKEY_LOCAL_MACHINE\\SOFTWARE\\Eclipse Adoptium\\JDK\\21.0.3.9\\hotspot\\MSI\n    Path    REG_SZ    ${home}\n`,
          stderr: '',
          code: 0,
        };
      }
      return { stdout: '', stderr: '', code: 1 };
    };
    const found = await discoverJava({
      env: {},
      runner,
      platform: 'win32',
      home: path.join(dir, 'nohome'),
      extraPlaces: [],
    });
    assert.ok(
      found.some((j) => j.home === home && j.source === 'registry'),
      JSON.stringify(found),
    );
  });
});
