import * as assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import { createRequire } from 'node:module';
import * as os from 'node:os';
import * as path from 'node:path';

const root = path.resolve(__dirname, '../..');
/** js-yaml (installed with the dev tools) reads action.yml as the Actions runner does. */
const yaml = createRequire(__filename)('js-yaml') as { load(text: string): unknown };

interface Step {
  name?: string;
  id?: string;
  if?: string;
  uses?: string;
  run?: string;
  shell?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}
interface Action {
  name: string;
  description: string;
  inputs: Record<string, { default?: string; description: string }>;
  runs: { using: string; steps: Step[] };
}

const action = yaml.load(fs.readFileSync(path.join(root, 'action.yml'), 'utf8')) as Action;
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  name: string;
  bin: Record<string, string>;
  repository: { url: string };
};

/** Runs one `run:` step with bash as the runner would: its env (inputs resolved to their defaults) and GITHUB_OUTPUT. */
function runStep(step: Step, env: Record<string, string>, cwd: string): { status: number; outputs: string } {
  const outputs = path.join(cwd, 'github-output.txt');
  fs.writeFileSync(outputs, '');
  const result = spawnSync('bash', ['-e', '-c', step.run ?? ''], {
    cwd,
    env: { ...process.env, ...env, GITHUB_OUTPUT: outputs },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status ?? -1, outputs: fs.readFileSync(outputs, 'utf8') };
}

describe('the GitHub Action (action.yml)', function () {
  this.timeout(120_000);

  it('is a composite action: Node set up, the CLI from npm (or this repository), SARIF to code scanning', () => {
    assert.equal(action.runs.using, 'composite');
    const steps = action.runs.steps;
    assert.ok(steps.some((s) => s.uses?.startsWith('actions/setup-node@')));
    const npm = steps.find((s) => s.if === "inputs.source == 'npm'");
    assert.ok(npm?.run?.includes(`${manifest.name}@`), 'installs the package npm publishes');
    const fromRepo = steps.find((s) => s.if === "inputs.source == 'repository'");
    assert.match(fromRepo?.run ?? '', /npm pack/);
    const check = steps.find((s) => s.id === 'check');
    assert.match(check?.run ?? '', /nova check .*--format sarif/);
    assert.ok(Object.keys(manifest.bin).includes('nova'));
    const upload = steps.find((s) => s.uses?.startsWith('github/codeql-action/upload-sarif@'));
    assert.equal(upload?.with?.['sarif_file'], '${{ inputs.sarif-file }}');
    for (const [name, input] of Object.entries(action.inputs)) assert.ok(input.description, name);
  });

  it("runs nova check into SARIF and reports nova check's exit code (1 on errors, 0 when clean)", () => {
    const cli = path.join(root, 'dist', 'cli.js');
    if (!fs.existsSync(cli)) execFileSync(process.execPath, ['esbuild.js'], { cwd: root, stdio: 'ignore' });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nova-action-'));
    try {
      // `nova` on PATH as `npm install --global` would put it.
      const bin = path.join(dir, 'bin');
      fs.mkdirSync(bin);
      fs.writeFileSync(path.join(bin, 'nova'), `#!/bin/sh\nexec "${process.execPath}" "${cli}" "$@"\n`, {
        mode: 0o755,
      });
      const check = action.runs.steps.find((s) => s.id === 'check')!;
      const env = (pack: string): Record<string, string> => ({
        PATH: `${bin}${path.delimiter}${process.env['PATH'] ?? ''}`,
        NOVA_PATH: pack,
        NOVA_ARGS: action.inputs['args']?.default ?? '',
        NOVA_SARIF: action.inputs['sarif-file']?.default ?? 'nova.sarif',
      });
      // A pack with a corrupt jar: an error-level problem.
      fs.mkdirSync(path.join(dir, 'broken', 'mods'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'broken', 'mods', 'broken.jar'), 'not a zip');
      const broken = runStep(check, env('broken'), dir);
      assert.equal(broken.status, 0, 'the check step itself passes so the SARIF is uploaded');
      assert.match(broken.outputs, /^exit-code=1$/m);
      const sarif = JSON.parse(fs.readFileSync(path.join(dir, 'nova.sarif'), 'utf8')) as {
        version: string;
        runs: Array<{ results: Array<{ level: string; locations: unknown[] }> }>;
      };
      assert.equal(sarif.version, '2.1.0');
      assert.ok(sarif.runs[0]!.results.some((r) => r.level === 'error'));
      // A clean pack (an empty mods folder).
      fs.mkdirSync(path.join(dir, 'clean', 'mods'), { recursive: true });
      const clean = runStep(check, env('clean'), dir);
      assert.equal(clean.status, 0);
      assert.match(clean.outputs, /^exit-code=0$/m);
      // A missing folder is a usage error that stops the action before any upload.
      const missing = runStep(check, env('nowhere'), dir);
      assert.equal(missing.status, 2);
      assert.match(missing.outputs, /^exit-code=2$/m);
      const upload = action.runs.steps.find((s) => s.uses?.startsWith('github/codeql-action/upload-sarif@'))!;
      assert.match(upload.if ?? '', /exit-code != '2'/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is what docs/ci.md tells a pack repository to use, from this repository, with no committed tarball', () => {
    const docs = fs.readFileSync(path.join(root, 'docs', 'ci.md'), 'utf8');
    const repo = /github\.com\/([\w.-]+\/[\w.-]+?)(?:\.git)?$/.exec(manifest.repository.url)?.[1];
    assert.ok(repo);
    assert.match(docs, new RegExp(`uses: ${repo.replace('.', '\\.')}@`));
    assert.match(docs, /security-events: write/);
    assert.doesNotMatch(docs, /\.tgz/, 'no committed tarball');
  });
});
