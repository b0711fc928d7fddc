import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { localizeEnvironmentCheck } from '../../src/core/environment/environmentMessages';
import {
  checkEnvironment,
  gatherEnvironment,
  type InstanceEnvironment,
} from '../../src/core/environment/environmentChecker';
import type { JavaInstallation } from '../../src/core/environment/javaDiscovery';
import { runNova } from './fixtures/cliRun';
import { makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';
import { instance, java } from './fixtures/environmentFixtures';

const CJK = /[\u4e00-\u9fff]/;

/** Scenarios that make the checker write every message it has (each code at least once). */
const SCENARIOS: {
  inst: InstanceEnvironment;
  java?: JavaInstallation;
  javas?: JavaInstallation[];
  ram?: number;
  env?: Record<string, string>;
}[] = [
  { inst: instance('1.20.5', null), java: java(17) },
  { inst: instance('1.20.1', { type: 'fabric', version: '0.15.7' }), java: java(17) },
  { inst: instance('1.20.1', null), javas: [java(8), java(11)] },
  { inst: instance('1.20.1', null), javas: [] },
  { inst: instance('1.20.1', null), javas: [java(17)] },
  { inst: instance('1.12.2', { type: 'forge', version: '14.23.5.2860' }), java: java(17) },
  { inst: instance('1.7.10', { type: 'liteloader', version: '1.7.10' }), java: java(8) },
  { inst: instance('1.8.9', null), java: java(17) },
  { inst: instance('1.16.5', { type: 'forge', version: '36.2.20' }), java: java(17) },
  { inst: instance('1.16.5', { type: 'forge', version: '36.2.39' }), java: java(17) },
  { inst: instance(null, null), java: java(8, { is64Bit: false }) },
  { inst: instance('25w99z-weird', null, { maxMemoryMiB: null }), java: java(8, { openj9: true }) },
  { inst: instance('1.20.1', null, { javaMajor: 17, maxMemoryMiB: 16384 }), java: java(17), ram: 16384 },
  { inst: instance('1.20.1', null, { maxMemoryMiB: 15000, minMemoryMiB: 16000 }), java: java(17), ram: 16384 },
  { inst: instance('1.20.1', null, { maxMemoryMiB: 4096 }), java: java(17, { is64Bit: false }) },
  {
    inst: instance('1.20.1', null, { gameDir: 'C:\\Users\\小明\\OneDrive\\Games!\\pack' }),
    java: java(17),
    env: { _JAVA_OPTIONS: '-Xmx1G', JAVA_TOOL_OPTIONS: '-Dfoo=bar' },
  },
];

describe('nova env checks in Chinese', () => {
  it('render every message the checker writes in Chinese, keeping the facts', () => {
    const seen = new Set<string>();
    for (const sc of SCENARIOS) {
      const report = checkEnvironment({
        instance: sc.inst,
        javas: sc.javas ?? [],
        ...(sc.java ? { java: sc.java } : {}),
        totalMemoryMiB: sc.ram ?? 16384,
        env: sc.env ?? {},
      });
      for (const c of report.checks) {
        seen.add(c.code);
        const localized = localizeEnvironmentCheck(c, 'zh-cn');
        const zh = { text: localized.message };
        assert.match(zh.text, CJK);
        assert.doesNotMatch(zh.text, /\b[A-Za-z]+ [a-z]+ [a-z]+ [a-z]+\b/, `${c.code}: English left in ${zh.text}`);
        for (const fact of c.message.match(/\b\d+(?:\.\d+)*(?:_\d+)? MiB|Java \d+|\/jvm\/\d+/g) ?? [])
          assert.ok(zh.text.includes(fact), `${c.code}: ${fact} kept in ${zh.text}`);
        assert.equal(localized.code, c.code);
        assert.equal(localized.severity, c.severity);
        assert.equal(localizeEnvironmentCheck(c, 'en'), c);
      }
    }
    for (const code of [
      'java-required',
      'java-missing',
      'java-found',
      'java-too-old',
      'java-too-new',
      'java-newer-than-suggested',
      'java-32bit',
      'java-openj9',
      'java-options-env',
      'memory-unknown',
      'memory-exceeds-ram',
      'memory-near-ram',
      'memory-32bit',
      'memory-min-above-max',
      'path-exclamation',
      'path-non-ascii',
      'path-cloud-sync',
    ])
      assert.ok(seen.has(code), `no scenario writes ${code}`);
  });

  it('renders the check for a Java path that does not answer in Chinese', async () => {
    const report = await gatherEnvironment(instance('1.20.1', null), {
      javaPath: '/nowhere/java/bin/java',
      env: {},
      runner: () => Promise.reject(new Error('no such file')),
      totalMemoryMiB: 16384,
    });
    const missing = report.checks.find((c) => c.code === 'java-missing')!;
    assert.match(missing.message, /^No working Java at \/nowhere\/java\/bin\/java: /);
    assert.match(localizeEnvironmentCheck(missing, 'zh-cn').message, /^\/nowhere\/java\/bin\/java 处没有可用的 Java/);
  });

  describe('the CLI', () => {
    let root = '';
    beforeEach(async () => {
      root = await makeTempDir();
      await writeText(path.join(root, 'pack', 'instance.cfg'), '[General]\nname=Pack\nMaxMemAlloc=4096\n');
      await writeText(
        path.join(root, 'pack', 'mmc-pack.json'),
        JSON.stringify({ components: [{ uid: 'net.minecraft', version: '1.20.1' }] }),
      );
    });
    afterEach(async () => {
      await removeTempDir(root);
    });

    it('prints nova env in Chinese under LANG=zh_CN.UTF-8 and in English by default', async () => {
      const zh = await runNova(root, ['env', 'pack'], { LANG: 'zh_CN.UTF-8' });
      assert.match(zh.stdout, /此实例需要 Java 17/);
      const zhJson = JSON.parse((await runNova(root, ['env', 'pack', '--json'], { LANG: 'zh_CN.UTF-8' })).stdout) as {
        checks: { code: string; message: string }[];
      };
      for (const c of zhJson.checks) assert.match(c.message, CJK, c.code);
      const en = await runNova(root, ['env', 'pack']);
      assert.doesNotMatch(en.stdout, CJK);
      assert.match(en.stdout, /This instance needs Java 17/);
    });
  });
});
