import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { inlineSuppression, parseInlineSuppressions } from '../../src/core/checks/inlineSuppressions';
import { novaJsonErrorMessage, parseNovaJson, readNovaJson } from '../../src/core/checks/novaJson';
import { judgeProblem, ruleScope, settingRules, type RuleScope } from '../../src/core/checks/problemSuppression';
import { readSkipUpdates } from '../../src/core/modrinth/updateHolds';
import { runNova } from './fixtures/cliRun';
import { contentIndex } from './fixtures/contentFixtures';
import { makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';

const ROOT = path.resolve('/packs/demo');
const FILE = path.join(ROOT, '.nova.json');

function refused(text: string) {
  const result = parseNovaJson(text, FILE);
  assert.equal(result.ok, false, `refused: ${text}`);
  if (result.ok) throw new Error('unreachable');
  return result.error;
}

describe('.nova.json: the one reader', () => {
  it('reads rules, suppress entries (paths resolved against its folder) and skipUpdates, comments allowed', () => {
    const result = parseNovaJson(
      `{
  // the pack's own choices
  "rules": { "no-metadata": "off", "recommended-missing": "warning" },
  "suppress": [{ "code": "unknown-id", "file": "kubejs/server_scripts/main.js", "reason": "added by a datapack at runtime" }],
  "skipUpdates": ["sodium"],
  "somethingNewer": true
}`,
      FILE,
    );
    assert.ok(result.ok && result.config !== null);
    assert.deepEqual(result.config, {
      rules: { 'no-metadata': 'off', 'recommended-missing': 'warning' },
      suppress: [
        {
          code: 'unknown-id',
          file: path.join(ROOT, 'kubejs', 'server_scripts', 'main.js'),
          reason: 'added by a datapack at runtime',
        },
      ],
      skipUpdates: ['sodium'],
    });
  });

  it('refuses bad JSON with the line and column of the fault', () => {
    const error = refused('{\n  "rules": {\n    "no-metadata": "off",\n  }\n}');
    assert.equal(error.error.kind, 'syntax');
    assert.deepEqual([error.line, error.column], [4, 3]);
    assert.match(novaJsonErrorMessage(error), /^\.nova\.json:4:3: is not valid JSON \(.+\)\. Fix the file;/);
    assert.match(novaJsonErrorMessage(error, 'zh-cn'), /^\.nova\.json:4:3：不是有效的 JSON/);
  });

  it('refuses wrong types, naming the key', () => {
    assert.deepEqual(refused('[]').error, { kind: 'notObject', key: '(top level)' });
    assert.deepEqual(refused('{"rules": ["no-metadata"]}').error, { kind: 'notObject', key: 'rules' });
    assert.deepEqual(refused('{"rules": {"no-metadata": false}}').error, {
      kind: 'notString',
      key: 'rules.no-metadata',
    });
    assert.deepEqual(refused('{"suppress": {}}').error, { kind: 'notArray', key: 'suppress' });
    const fileNumber = refused('{"suppress": [{"code": "unknown-id", "file": 3, "reason": "x"}]}');
    assert.deepEqual(fileNumber.error, { kind: 'notString', key: 'suppress[0].file' });
    assert.equal(fileNumber.column, 46);
    assert.deepEqual(refused('{"suppress": [{"code": "unknown-id", "file": "a.js"}]}').error, {
      kind: 'missingField',
      key: 'suppress[0]',
      field: 'reason',
    });
    assert.deepEqual(refused('{"skipUpdates": ["a", 1]}').error, { kind: 'notString', key: 'skipUpdates[1]' });
  });

  it('refuses an unknown severity and an unknown problem code', () => {
    const level = refused('{"rules": {\n  "no-metadata": "ignore"\n}}');
    assert.deepEqual(level.error, { kind: 'unknownLevel', key: 'rules.no-metadata', level: 'ignore' });
    assert.deepEqual([level.line, level.column], [2, 18]);
    assert.match(novaJsonErrorMessage(level), /use off, info, warning or error/);
    assert.deepEqual(refused('{"rules": {"no-metdata": "off"}}').error, {
      kind: 'unknownCode',
      key: 'rules',
      code: 'no-metdata',
    });
  });

  it('reads nothing from an absent file, and a malformed one holds no update back', async () => {
    const dir = await makeTempDir();
    try {
      assert.deepEqual(await readNovaJson(dir), { ok: true, file: path.join(dir, '.nova.json'), config: null });
      await writeText(path.join(dir, '.nova.json'), '{"skipUpdates": ["lithium"]}');
      assert.deepEqual(await readSkipUpdates(dir), ['lithium']);
      await writeText(path.join(dir, '.nova.json'), '{"skipUpdates": "lithium"}');
      assert.deepEqual(await readSkipUpdates(dir), []);
      const result = await readNovaJson(dir);
      assert.equal(result.ok, false);
    } finally {
      await removeTempDir(dir);
    }
  });
});

describe('.nova.json: bad files are refused in bounded time', () => {
  it('refuses a file over 1 MB and a named pipe as unreadable, never reading them whole', async () => {
    const dir = await makeTempDir();
    try {
      await writeText(path.join(dir, '.nova.json'), `{"skipUpdates": [${'"x",'.repeat(300_000)}"y"]}`);
      const big = await readNovaJson(dir);
      assert.ok(!big.ok && big.error.error.kind === 'unreadable', JSON.stringify(big).slice(0, 200));
      await fs.promises.rm(path.join(dir, '.nova.json'));
      execFileSync('mkfifo', [path.join(dir, '.nova.json')]);
      const fifo = await readNovaJson(dir);
      assert.ok(!fifo.ok && fifo.error.error.kind === 'unreadable');
      if (!fifo.ok) assert.match(novaJsonErrorMessage(fifo.error), /cannot be read \(.*not a regular file\)/);
    } finally {
      await removeTempDir(dir);
    }
  });
});

describe('judgeProblem: severities and suppressions', () => {
  const script = path.join(ROOT, 'kubejs', 'server_scripts', 'main.js');
  const other = path.join(ROOT, 'kubejs', 'server_scripts', 'other.js');
  const scope: RuleScope = {
    rules: { 'no-metadata': 'off', 'recommended-missing': 'error' },
    suppress: [{ code: 'unknown-id', file: script, reason: 'registered at runtime' }],
  };

  it('replaces the severity by the rule and drops a rule that is off', () => {
    assert.deepEqual(judgeProblem({ code: 'recommended-missing', severity: 'info', files: [] }, scope), {
      kind: 'keep',
      severity: 'error',
    });
    assert.deepEqual(judgeProblem({ code: 'no-metadata', severity: 'info', files: [script] }, scope), { kind: 'off' });
    assert.deepEqual(judgeProblem({ code: 'duplicate-mod', severity: 'error', files: [] }, scope), {
      kind: 'keep',
      severity: 'error',
    });
  });

  it('suppresses by code and file only', () => {
    assert.deepEqual(judgeProblem({ code: 'unknown-id', severity: 'error', files: [script], line: 2 }, scope), {
      kind: 'suppressed',
      severity: 'error',
      suppression: { kind: 'external', justification: 'registered at runtime' },
    });
    assert.equal(judgeProblem({ code: 'unknown-id', severity: 'error', files: [other] }, scope).kind, 'keep');
    assert.equal(judgeProblem({ code: 'unknown-tag', severity: 'error', files: [script] }, scope).kind, 'keep');
    const folder: RuleScope = {
      rules: {},
      suppress: [{ code: 'unknown-id', file: path.join(ROOT, 'kubejs'), reason: 'all scripts' }],
    };
    assert.equal(judgeProblem({ code: 'unknown-id', severity: 'error', files: [other] }, folder).kind, 'suppressed');
    const sibling = path.join(ROOT, 'kubejs-old', 'a.js');
    assert.equal(judgeProblem({ code: 'unknown-id', severity: 'error', files: [sibling] }, folder).kind, 'keep');
  });

  it('never hides the problem of a broken .nova.json', () => {
    const everything: RuleScope = {
      rules: {},
      suppress: [{ code: 'invalid-nova-json', file: ROOT, reason: 'no' }],
    };
    const problem = { code: 'invalid-nova-json' as const, severity: 'error' as const, files: [FILE] };
    assert.deepEqual(judgeProblem(problem, everything), { kind: 'keep', severity: 'error' });
  });

  it('takes only known codes and levels from the setting, the setting winning over the files', async () => {
    assert.deepEqual(settingRules({ 'no-metadata': 'warning', 'made-up': 'off', conflicts: 'loud' }), {
      'no-metadata': 'warning',
    });
    assert.deepEqual(settingRules(['x']), {});
    const dir = await makeTempDir();
    try {
      await writeText(path.join(dir, '.nova.json'), '{"rules": {"no-metadata": "off", "conflicts": "info"}}');
      const merged = await ruleScope([dir], { 'no-metadata': 'warning' });
      assert.deepEqual(merged.rules, { 'no-metadata': 'warning', conflicts: 'info' });
    } finally {
      await removeTempDir(dir);
    }
  });
});

describe('inline nova-ignore comments', () => {
  const text = [
    '// nova-ignore unknown-tag -- the tag comes from a datapack loaded at runtime',
    '/* priority: 10 */',
    '',
    'ServerEvents.recipes(e => {',
    '  // nova-ignore-next-line unknown-id, unknown-namespace -- created by a startup script of another pack',
    "  e.shaped('create:cogwheel', ['A'], { A: 'create:andesite_aloy' })",
    '  // nova-ignore-next-line',
    "  e.remove({ output: 'foo:bar' })",
    '  // nova-ignore empty-tag',
    "  e.remove({ output: 'foo:baz' })",
    '})',
  ].join('\n');
  const found = parseInlineSuppressions(text);

  it('hides the named codes on the next line, with the reason as justification', () => {
    assert.equal(inlineSuppression(found, 'unknown-id', 6), 'created by a startup script of another pack');
    assert.equal(inlineSuppression(found, 'unknown-namespace', 6), 'created by a startup script of another pack');
    assert.equal(inlineSuppression(found, 'empty-tag', 6), null, 'a code not named stays');
    assert.equal(inlineSuppression(found, 'unknown-id', 10), null, 'only the next line');
    assert.equal(inlineSuppression(found, 'duplicate-recipe-id', 8), 'nova-ignore comment on line 7', 'no code = all');
  });

  it('hides a code in the whole file only from the comments before the first code', () => {
    assert.equal(inlineSuppression(found, 'unknown-tag', 10), 'the tag comes from a datapack loaded at runtime');
    assert.equal(inlineSuppression(found, 'empty-tag', 10), null, 'a nova-ignore after code is not a file comment');
    assert.equal(inlineSuppression(found, 'unknown-id', undefined), null);
  });
});

describe('nova check with .nova.json and nova-ignore', () => {
  let root: string;
  const script =
    "ServerEvents.recipes(e => {\n  e.shaped('create:cogwheel', ['A'], { A: 'create:andesite_aloy' })\n})\n";
  const scriptFile = () => path.join(root, 'pack', 'kubejs', 'server_scripts', 'main.js');
  const novaJson = () => path.join(root, 'pack', '.nova.json');

  before(async () => {
    root = await makeTempDir();
    await fs.promises.mkdir(path.join(root, '.git'));
    await fs.promises.mkdir(path.join(root, 'pack', 'mods'), { recursive: true });
    await writeText(
      path.join(root, 'content.json'),
      JSON.stringify(contentIndex({ items: ['create:cogwheel', 'create:andesite_alloy'] })),
    );
  });
  beforeEach(async () => {
    await writeText(scriptFile(), script);
    await fs.promises.rm(novaJson(), { force: true });
    await fs.promises.rm(path.join(root, '.nova.json'), { force: true });
  });
  after(() => removeTempDir(root));

  const check = (...format: string[]) => runNova(root, ['check', 'pack', '--content', 'content.json', ...format]);

  it('fails on the unknown id until a suppress entry names it; then counts it as suppressed and exits 0', async () => {
    const before = await check('--json');
    assert.equal(before.code, 1, before.stderr);
    assert.equal((JSON.parse(before.stdout) as { suppressed: number }).suppressed, 0);
    await writeText(
      novaJson(),
      JSON.stringify({
        suppress: [{ code: 'unknown-id', file: 'kubejs/server_scripts/main.js', reason: 'made at runtime' }],
      }),
    );
    const after = await check('--json');
    assert.equal(after.code, 0, after.stdout);
    const doc = JSON.parse(after.stdout) as { suppressed: number; problems: Array<{ code: string }> };
    assert.equal(doc.suppressed, 1);
    assert.deepEqual(
      doc.problems.filter((p) => p.code === 'unknown-id'),
      [],
    );
  });

  it('carries suppressed results in SARIF with their suppressions, and leaves them out of annotations and text', async () => {
    await writeText(
      path.join(root, '.nova.json'),
      JSON.stringify({
        suppress: [{ code: 'unknown-id', file: 'pack/kubejs/server_scripts/main.js', reason: 'made at runtime' }],
      }),
    );
    const sarif = await check('--format', 'sarif');
    assert.equal(sarif.code, 0);
    const log = JSON.parse(sarif.stdout) as {
      runs: Array<{
        results: Array<{ ruleId: string; suppressions?: unknown }>;
        tool: { driver: { rules: unknown[] } };
      }>;
    };
    const result = log.runs[0]?.results.find((r) => r.ruleId === 'unknown-id');
    assert.deepEqual(result?.suppressions, [{ kind: 'external', justification: 'made at runtime' }]);
    const github = await check('--format', 'github');
    assert.equal(github.code, 0);
    assert.doesNotMatch(github.stdout, /unknown-id/);
    const text = await check();
    assert.equal(text.code, 0);
    assert.doesNotMatch(text.stdout, /unknown-id/);
    assert.match(text.stdout, /1 problem suppressed by \.nova\.json or nova-ignore comments/);
  });

  it('honours a nova-ignore-next-line comment as an inSource suppression', async () => {
    await writeText(
      scriptFile(),
      script.replace('  e.shaped', '  // nova-ignore-next-line unknown-id -- an alias the pack adds\n  e.shaped'),
    );
    const sarif = await check('--format', 'sarif');
    assert.equal(sarif.code, 0, sarif.stdout);
    const log = JSON.parse(sarif.stdout) as {
      runs: Array<{ results: Array<{ ruleId: string; suppressions?: unknown }> }>;
    };
    assert.deepEqual(log.runs[0]?.results.find((r) => r.ruleId === 'unknown-id')?.suppressions, [
      { kind: 'inSource', justification: 'an alias the pack adds' },
    ]);
  });

  it('turns a rule off or lowers it, which changes the exit code but suppresses nothing', async () => {
    await writeText(novaJson(), '{"rules": {"unknown-id": "warning"}}');
    const lowered = await check('--json');
    assert.equal(lowered.code, 0);
    const doc = JSON.parse(lowered.stdout) as {
      suppressed: number;
      problems: Array<{ code: string; severity: string }>;
    };
    assert.deepEqual(
      doc.problems.filter((p) => p.code === 'unknown-id').map((p) => p.severity),
      ['warning'],
    );
    await writeText(novaJson(), '{"rules": {"unknown-id": "off"}}');
    const off = JSON.parse((await check('--json')).stdout) as { suppressed: number; problems: Array<{ code: string }> };
    assert.equal(off.suppressed, 0);
    assert.deepEqual(
      off.problems.filter((p) => p.code === 'unknown-id'),
      [],
    );
  });

  it('reports a malformed .nova.json as one invalid-nova-json error with its line and column, and applies none of it', async () => {
    await writeText(novaJson(), '{\n  "rules": {"unknown-id": "off"},\n  "suppress": 7\n}');
    const run = await check('--json');
    assert.equal(run.code, 1);
    const doc = JSON.parse(run.stdout) as {
      problems: Array<{ code: string; files: string[]; location?: unknown; message: string }>;
    };
    const bad = doc.problems.filter((p) => p.code === 'invalid-nova-json');
    assert.equal(bad.length, 1);
    assert.deepEqual(bad[0]?.files, ['.nova.json'], 'relative to DIR, like every file');
    assert.deepEqual(bad[0]?.location, { file: '.nova.json', line: 3, column: 15 });
    assert.match(bad[0]?.message ?? '', /suppress must be an array/);
    assert.equal(doc.problems.filter((p) => p.code === 'unknown-id').length, 1, 'the broken rules do not apply');
  });
});
