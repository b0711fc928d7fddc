import * as assert from 'node:assert/strict';
import { checkEnvironment, pathChecks, type InstanceEnvironment } from '../../src/core/environment/environmentChecker';
import type { JavaInstallation } from '../../src/core/environment/javaDiscovery';
import { javaRequirement } from '../../src/core/environment/javaRequirement';
import { instance, java } from './fixtures/environmentFixtures';

function codes(
  inst: InstanceEnvironment,
  javaUsed: JavaInstallation | null,
  options: { ram?: number; env?: NodeJS.ProcessEnv; javas?: JavaInstallation[] } = {},
): Record<string, string> {
  const report = checkEnvironment({
    instance: inst,
    javas: options.javas ?? [],
    ...(javaUsed ? { java: javaUsed } : {}),
    totalMemoryMiB: options.ram ?? 16384,
    env: options.env ?? {},
  });
  return Object.fromEntries(report.checks.map((c) => [c.code, c.severity]));
}

describe('Java requirement and environment matrix (fixture 37)', () => {
  it('MC 1.20.5 + Java 17 → error, needs 21', () => {
    const c = codes(instance('1.20.5'), java(17));
    assert.equal(c['java-too-old'], 'error');
    assert.equal(javaRequirement(instance('1.20.5')).minimum, 21);
  });

  it('MC 26.1 + Java 21 → error, needs 25 (also for 26.x snapshots)', () => {
    assert.equal(codes(instance('26.1'), java(21))['java-too-old'], 'error');
    assert.equal(javaRequirement(instance('26.1')).minimum, 25);
    assert.equal(javaRequirement(instance('26.1-snapshot-1')).minimum, 25);
  });

  it('MC 1.12.2 Forge + Java 17 → error (LaunchWrapper needs 8)', () => {
    const c = codes(instance('1.12.2', { type: 'forge', version: '14.23.5.2860' }), java(17));
    assert.equal(c['java-too-new'], 'error');
    assert.equal(javaRequirement(instance('1.12.2', { type: 'forge', version: null })).maximum, 8);
  });

  it('MC 1.16.5 Forge 36.2.39 + Java 17 → warning only', () => {
    const c = codes(instance('1.16.5', { type: 'forge', version: '36.2.39' }), java(17));
    assert.equal(c['java-newer-than-suggested'], 'warning');
    assert.equal(c['java-too-new'], undefined);
    assert.equal(c['java-too-old'], undefined);
  });

  it('MC 1.16.5 Forge 36.2.20 + Java 17 → error (JDK-8273826)', () => {
    assert.equal(
      codes(instance('1.16.5', { type: 'forge', version: '1.16.5-36.2.20' }), java(17))['java-too-new'],
      'error',
    );
  });

  it('MC 1.17.1 + Java 16 → OK', () => {
    const c = codes(instance('1.17.1', { type: 'fabric', version: '0.14.0' }), java(16));
    assert.equal(c['java-found'], 'info');
    assert.ok(!Object.values(c).includes('error') && !Object.values(c).includes('warning'), JSON.stringify(c));
  });

  it('a version JSON without javaVersion is assumed to need Java 8; with javaVersion it wins', () => {
    assert.equal(javaRequirement(instance(null)).minimum, 8);
    assert.equal(javaRequirement(instance('1.20.1', null, { javaMajor: 21 })).minimum, 21);
  });

  it('with no Java given, picks the fitting installed Java, or says which one to install', () => {
    const ok = checkEnvironment({
      instance: instance('1.20.1'),
      javas: [java(8), java(17), java(21)],
      totalMemoryMiB: 16384,
      env: {},
    });
    assert.equal(ok.java?.major, 17);
    const none = checkEnvironment({
      instance: instance('1.21'),
      javas: [java(8), java(17)],
      totalMemoryMiB: 16384,
      env: {},
    });
    const missing = none.checks.find((c) => c.code === 'java-missing');
    assert.equal(missing?.severity, 'error');
    assert.match(missing.message, /Java 21/);
    assert.match(missing.message, /8, 17/);
  });

  it('warns about OpenJ9 Java', () => {
    assert.equal(codes(instance('1.20.1'), java(17, { openj9: true }))['java-openj9'], 'warning');
  });
});

describe('memory, environment variables and paths (fixture 38)', () => {
  it('Xmx ≥ RAM → error; Xmx > 90 % → warning; Xms > Xmx → warning', () => {
    assert.equal(
      codes(instance('1.20.1', null, { maxMemoryMiB: 8192 }), java(17), { ram: 8192 })['memory-exceeds-ram'],
      'error',
    );
    assert.equal(
      codes(instance('1.20.1', null, { maxMemoryMiB: 7500 }), java(17), { ram: 8192 })['memory-near-ram'],
      'warning',
    );
    const fine = codes(instance('1.20.1', null, { maxMemoryMiB: 4096 }), java(17), { ram: 8192 });
    assert.equal(fine['memory-near-ram'], undefined);
    assert.equal(fine['memory-exceeds-ram'], undefined);
    assert.equal(
      codes(instance('1.20.1', null, { maxMemoryMiB: 2048, minMemoryMiB: 4096 }), java(17))['memory-min-above-max'],
      'warning',
    );
  });

  it('32-bit Java with Xmx 4096 → error', () => {
    const c = codes(instance('1.12.2', null, { maxMemoryMiB: 4096 }), java(8, { is64Bit: false, arch: 'x86' }));
    assert.equal(c['memory-32bit'], 'error');
    assert.equal(c['java-32bit'], 'warning');
  });

  it('_JAVA_OPTIONS or JAVA_TOOL_OPTIONS set → warning', () => {
    assert.equal(
      codes(instance('1.20.1'), java(17), { env: { _JAVA_OPTIONS: '-Xmx1G' } })['java-options-env'],
      'warning',
    );
    assert.equal(
      codes(instance('1.20.1'), java(17), { env: { JAVA_TOOL_OPTIONS: '-Dfile.encoding=UTF-8' } })['java-options-env'],
      'warning',
    );
    assert.equal(codes(instance('1.20.1'), java(17), { env: { PATH: '/usr/bin' } })['java-options-env'], undefined);
  });

  it('flags paths with "!", non-ASCII characters and cloud-synced folders', () => {
    const by = (p: string): string[] => pathChecks(p).map((c) => `${c.code}:${c.severity}`);
    assert.deepEqual(by('C:\\Games\\Wow!\\.minecraft'), ['path-exclamation:error']);
    assert.deepEqual(by('C:\\Users\\u\\游戏\\.minecraft'), ['path-non-ascii:warning']);
    assert.deepEqual(by('C:\\Users\\u\\OneDrive - Contoso\\Minecraft'), ['path-cloud-sync:warning']);
    assert.deepEqual(by('/Users/u/Library/Mobile Documents/com~apple~CloudDocs/mc'), ['path-cloud-sync:warning']);
    assert.deepEqual(by('/home/u/Dropbox/mc'), ['path-cloud-sync:warning']);
    assert.deepEqual(by('/home/u/games/mc'), []);
  });
});
