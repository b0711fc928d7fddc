import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type Mocha from 'mocha';

/** Where the results go when the harness names no file: a fixed file in the test workspace. */
export const RESULTS_FILE_NAME = '.nova-test-results.json';
export const RESULTS_ENV = 'NOVA_VSCODE_TEST_RESULTS';

export interface SuiteFailure {
  title: string;
  error: string;
}

export interface SuiteResults {
  passed: number;
  failed: number;
  passes: string[];
  failures: SuiteFailure[];
}

function resultsPath(): string {
  const fromEnv = process.env[RESULTS_ENV];
  if (fromEnv) return fromEnv;
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (!folder)
    throw new Error(`No workspace folder is open and ${RESULTS_ENV} is not set: nowhere to write the results.`);
  return path.join(folder.uri.fsPath, RESULTS_FILE_NAME);
}

function writeResults(results: SuiteResults): void {
  const file = resultsPath();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(results, null, 2));
  fs.renameSync(temporary, file);
}

/**
 * The `extensionTestsPath` entry point (same contract as @vscode/test-electron): runs the bundled
 * in-host suite in this extension host and writes `{passed, failed, passes, failures}` as JSON,
 * because a browser-hosted workbench hands no exit code back to the harness.
 */
export async function run(): Promise<void> {
  const results: SuiteResults = { passed: 0, failed: 0, passes: [], failures: [] };
  try {
    // Loaded here rather than imported so that a load failure still ends up in the results file.
    const loaded = require('mocha') as { default?: typeof Mocha } & typeof Mocha;
    const MochaClass = loaded.default ?? loaded;
    // NOVA_IN_HOST_GREP (set by the runner for an iteration run) keeps only the matching tests.
    const grep = process.env['NOVA_IN_HOST_GREP'];
    const mocha = new MochaClass({
      ui: 'bdd',
      color: false,
      timeout: 180_000,
      reporter: 'spec',
      ...(grep ? { grep: new RegExp(grep, 'i') } : {}),
    });
    // The test files call describe/it at load time, so mocha's globals must exist before they are
    // evaluated; `require` keeps them bundled by esbuild yet evaluated only at this point.
    mocha.suite.emit('pre-require', globalThis, 'nova-in-host-suite', mocha);
    require('./activation.test');
    require('./diagnostics.test');
    require('./modDocument.test');
    require('./quickFix.test');
    require('./commands.test');
    require('./analyzeCrash.test');
    require('./applierCreate.test');
    require('./chat.test');
    require('./journaledChanges.test');
    require('./chatText.test');
    require('./providerKeys.test');
    require('./languageModelTools.test');
    require('./modsView.test');
    require('./vscodeModels.test');
    require('./languageModelWriteTools.test');
    require('./novaParticipant.test');
    require('./dependencyGraph.test');
    require('./bisect.test');
    require('./modsViewActions.test');
    require('./contentAssist.test');
    require('./textEdits.test');
    require('./suppression.test');
    require('./referenceImpact.test');
    require('./releaseCommands.test');
    require('./serverPack.test');
    await new Promise<void>((resolve) => {
      const runner = mocha.run(() => resolve());
      runner.on('pass', (test) => {
        results.passed += 1;
        results.passes.push(test.fullTitle());
      });
      runner.on('fail', (test, error: unknown) => {
        results.failed += 1;
        const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
        results.failures.push({ title: test.fullTitle(), error: text });
      });
    });
  } catch (error) {
    results.failed += 1;
    results.failures.push({
      title: 'in-host suite',
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
  writeResults(results);
  if (results.failed > 0) throw new Error(`${results.failed} in-host test(s) failed.`);
}
