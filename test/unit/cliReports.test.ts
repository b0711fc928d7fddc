import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type * as sarif from 'sarif';
import { PROBLEM_RULES } from '../../src/core/checks/problemRules';
import { runNova } from './fixtures/cliRun';
import { fabricJar, forgeToml, tomlJar, writeJar } from './fixtures/modJars';
import { makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';

const FABRIC = { uid: 'net.fabricmc.fabric-loader', version: '0.15.7' };
const LEVELS = ['none', 'note', 'warning', 'error'];

async function prismInstance(dir: string, name: string, mmcPack?: string): Promise<string> {
  await writeText(path.join(dir, 'instance.cfg'), `[General]\nInstanceType=OneSix\nname=${name}\n`);
  await writeText(
    path.join(dir, 'mmc-pack.json'),
    mmcPack ?? JSON.stringify({ formatVersion: 1, components: [{ uid: 'net.minecraft', version: '1.20.1' }, FABRIC] }),
  );
  const mods = path.join(dir, 'minecraft', 'mods');
  await fs.promises.mkdir(mods, { recursive: true });
  return mods;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The constraints the SARIF 2.1.0 JSON schema (sarif-schema-2.1.0.json) puts on what `nova check` writes: the
 * required properties of sarifLog, run, tool, toolComponent, reportingDescriptor, multiformatMessageString,
 * result, message, location, physicalLocation, artifactLocation and region, and the enums and minimums of the
 * properties used. Returns one line per violation, with its JSON path.
 */
function sarifViolations(log: unknown): string[] {
  const out: string[] = [];
  const need = (cond: boolean, where: string, what: string) => {
    if (!cond) out.push(`${where}: ${what}`);
  };
  const text = (value: unknown, where: string) => {
    need(isObject(value) && typeof value['text'] === 'string', where, 'multiformatMessageString needs text');
  };
  if (!isObject(log)) return ['$: not an object'];
  need(log['version'] === '2.1.0', '$.version', 'must be "2.1.0"');
  need(Array.isArray(log['runs']), '$.runs', 'required array');
  (Array.isArray(log['runs']) ? log['runs'] : []).forEach((run: unknown, r) => {
    const at = `$.runs[${r}]`;
    if (!isObject(run)) return void out.push(`${at}: not an object`);
    const driver = isObject(run['tool']) ? run['tool']['driver'] : undefined;
    need(isObject(driver) && typeof driver['name'] === 'string', `${at}.tool.driver`, 'required, with name');
    const rules = isObject(driver) && Array.isArray(driver['rules']) ? (driver['rules'] as unknown[]) : [];
    rules.forEach((rule, i) => {
      const ra = `${at}.tool.driver.rules[${i}]`;
      if (!isObject(rule)) return void out.push(`${ra}: not an object`);
      need(typeof rule['id'] === 'string', ra, 'reportingDescriptor needs id');
      for (const key of ['shortDescription', 'fullDescription', 'help'])
        if (key in rule) text(rule[key], `${ra}.${key}`);
      const level = isObject(rule['defaultConfiguration']) ? rule['defaultConfiguration']['level'] : 'warning';
      need(LEVELS.includes(String(level)), `${ra}.defaultConfiguration.level`, 'not a SARIF level');
    });
    need(run['results'] === undefined || Array.isArray(run['results']), `${at}.results`, 'must be an array');
    ((run['results'] as unknown[] | undefined) ?? []).forEach((result, i) => {
      const ra = `${at}.results[${i}]`;
      if (!isObject(result)) return void out.push(`${ra}: not an object`);
      const message = result['message'];
      need(
        isObject(message) && (typeof message['text'] === 'string' || typeof message['id'] === 'string'),
        `${ra}.message`,
        'required, with text or id',
      );
      if ('level' in result) need(LEVELS.includes(String(result['level'])), `${ra}.level`, 'not a SARIF level');
      if ('ruleIndex' in result)
        need(Number.isInteger(result['ruleIndex']) && Number(result['ruleIndex']) >= -1, `${ra}.ruleIndex`, '≥ -1');
      ((result['locations'] as unknown[] | undefined) ?? []).forEach((loc, j) => {
        const la = `${ra}.locations[${j}].physicalLocation`;
        const physical = isObject(loc) ? loc['physicalLocation'] : undefined;
        if (!isObject(physical)) return void out.push(`${la}: missing`);
        const artifact = physical['artifactLocation'];
        need(isObject(artifact) && typeof artifact['uri'] === 'string', `${la}.artifactLocation.uri`, 'a string');
        const region = physical['region'];
        if (region !== undefined)
          need(
            isObject(region) && Number.isInteger(region['startLine']) && Number(region['startLine']) >= 1,
            `${la}.region.startLine`,
            'an integer ≥ 1',
          );
      });
      if ('partialFingerprints' in result)
        need(
          isObject(result['partialFingerprints']) &&
            Object.values(result['partialFingerprints']).every((v) => typeof v === 'string'),
          `${ra}.partialFingerprints`,
          'string values',
        );
    });
  });
  return out;
}

describe('nova check --format sarif / github, nova --version', () => {
  let repo: string;

  before(async () => {
    repo = await makeTempDir();
    await fs.promises.mkdir(path.join(repo, '.git'));
    const mods = await prismInstance(path.join(repo, 'packs', 'Broken'), 'Broken Pack');
    await writeJar(path.join(mods, 'alpha-1.0.jar'), fabricJar({ id: 'alpha', version: '1.0.0' }));
    await writeJar(path.join(mods, 'alpha-1.1.jar'), fabricJar({ id: 'alpha', version: '1.1.0' }));
    await writeJar(path.join(mods, 'forgeonly.jar'), tomlJar(forgeToml('forgeonly', '1.0.0')));
    await writeText(path.join(mods, 'empty.jar'), '');
    const half = await prismInstance(path.join(repo, 'packs', 'Half'), 'Half Broken', '{"formatVersion": 1, ');
    await writeJar(path.join(half, 'beta.jar'), fabricJar({ id: 'beta' }));
  });
  after(() => removeTempDir(repo));

  it('writes SARIF 2.1.0 that meets the schema, with a rule and help per code and results on repo-relative files', async () => {
    const result = await runNova(path.join(repo, 'packs'), ['check', '.', '--format', 'sarif']);
    assert.equal(result.code, 1, 'error-level problems still fail the step');
    const log = JSON.parse(result.stdout) as sarif.Log;
    assert.deepEqual(sarifViolations(log), []);
    const run = log.runs[0]!;
    assert.equal(run.tool.driver.name, 'nova');
    assert.equal(run.tool.driver.version, JSON.parse(fs.readFileSync('package.json', 'utf8')).version);
    const rules = run.tool.driver.rules ?? [];
    const results = run.results ?? [];
    assert.deepEqual(
      rules.map((r) => r.id),
      [...new Set(results.map((r) => r.ruleId))].sort(),
      'one rule per code that occurs',
    );
    for (const rule of rules) {
      const code = rule.id as keyof typeof PROBLEM_RULES;
      assert.equal(rule.help?.text, PROBLEM_RULES[code].help, rule.id);
      assert.ok((rule.help?.text.length ?? 0) > 20, `${rule.id} has help text`);
    }
    for (const r of results) assert.equal(rules[r.ruleIndex!]?.id, r.ruleId, 'ruleIndex points at its rule');
    const located = results.map(
      (r) => `${r.ruleId} ${r.level} ${r.locations?.[0]?.physicalLocation?.artifactLocation?.uri}`,
    );
    for (const expected of [
      'duplicate-mod error packs/Broken/minecraft/mods/alpha-1.0.jar',
      'wrong-loader error packs/Broken/minecraft/mods/forgeonly.jar',
      'corrupt-jar error packs/Broken/minecraft/mods/empty.jar',
      'unreadable-instance warning packs/Half/mmc-pack.json',
    ])
      assert.ok(located.includes(expected), `${expected} in\n${located.join('\n')}`);
    const fingerprints = results.map((r) => r.partialFingerprints?.['novaProblem/v1']);
    assert.equal(new Set(fingerprints).size, results.length, 'each result has its own fingerprint');
  });

  it('prints one escaped GitHub workflow annotation per problem, on repo-relative files', async () => {
    const result = await runNova(path.join(repo, 'packs'), ['check', 'Broken', '--format', 'github']);
    assert.equal(result.code, 1, result.stderr);
    const lines = result.stdout.trimEnd().split('\n');
    assert.ok(lines.length >= 3, result.stdout);
    for (const line of lines) assert.match(line, /^::(error|warning|notice) file=[^,:]+,title=[^,:]+::[^\n]+$/);
    assert.ok(
      lines.some((l) => l.startsWith('::error file=packs/Broken/minecraft/mods/empty.jar,title=corrupt-jar (')),
      result.stdout,
    );
  });

  it('refuses an unknown format and a --json that contradicts --format, with exit 2', async () => {
    const bad = await runNova(repo, ['check', '--format', 'xml']);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /--format must be one of text\|json\|sarif\|github, not 'xml'/);
    const both = await runNova(repo, ['check', '--json', '--format', 'sarif']);
    assert.equal(both.code, 2);
    assert.match(both.stderr, /contradict/);
  });

  it('prints the package version for --version', async () => {
    const result = await runNova(repo, ['--version']);
    assert.equal(result.code, 0);
    assert.equal(result.stdout, `${JSON.parse(fs.readFileSync('package.json', 'utf8')).version}\n`);
  });
});
