import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as vscode from 'vscode';
import {
  CLEAN_INSTANCE,
  CLEAN_JARS,
  CLEAN_MODS,
  DUPLICATE_JARS,
  EXPECTED_CODES,
  MISSING_DEPENDENCY_JAR,
  MISSING_MOD_ID,
} from '../makeWorkspace';
import { activateNova, codeOf, describeDiagnostics, fileAt, novaDiagnostics, waitFor } from './hostHelpers';

function codesAt(relative: string): string[] {
  return [...new Set((novaDiagnostics().get(relative) ?? []).map(codeOf))].sort();
}

function allExpectedPresent(): boolean {
  const diagnostics = novaDiagnostics();
  const duplicate = DUPLICATE_JARS.some((file) =>
    (diagnostics.get(file) ?? []).some((d) => codeOf(d) === 'duplicate-mod'),
  );
  return duplicate && Object.keys(EXPECTED_CODES).every((file) => diagnostics.has(file));
}

describe('Nova diagnostics for the generated workspace', () => {
  before(async () => {
    const api = await activateNova();
    await api.whenIdle();
    await waitFor(allExpectedPresent, () => `expected diagnostics never all appeared:\n${describeDiagnostics()}`);
  });

  it('shows exactly the expected problem codes on each problem jar', () => {
    for (const [file, codes] of Object.entries(EXPECTED_CODES)) {
      assert.deepEqual(codesAt(file), [...codes].sort(), `codes on ${file}\n${describeDiagnostics()}`);
    }
  });

  it('reports the duplicate mod id on the duplicate pair and nothing else there', () => {
    const onPair = DUPLICATE_JARS.flatMap((file) => codesAt(file));
    assert.ok(onPair.includes('duplicate-mod'), describeDiagnostics());
    assert.deepEqual([...new Set(onPair)], ['duplicate-mod'], describeDiagnostics());
    const message = DUPLICATE_JARS.flatMap((file) => novaDiagnostics().get(file) ?? [])[0]?.message ?? '';
    assert.match(message, /alpha/, 'the duplicate message names the mod id');
  });

  it('names the missing dependency in the message', () => {
    const [diagnostic] = novaDiagnostics().get(MISSING_DEPENDENCY_JAR) ?? [];
    assert.ok(diagnostic, describeDiagnostics());
    assert.match(diagnostic.message, new RegExp(MISSING_MOD_ID));
  });

  it('marks every diagnostic as Nova with a code target and a severity', () => {
    const all = [...novaDiagnostics().values()].flat();
    assert.ok(all.length >= 4, describeDiagnostics());
    for (const diagnostic of all) {
      assert.equal(diagnostic.source, 'Nova');
      const code = diagnostic.code;
      assert.ok(code && typeof code === 'object', `code is { value, target }: ${JSON.stringify(code)}`);
      assert.ok(code.target instanceof vscode.Uri, 'code.target is a Uri');
      assert.ok(diagnostic.message.length > 10, `message says what to do: ${diagnostic.message}`);
    }
  });

  it('reports nothing outside the expected files, and nothing for the clean instance', () => {
    const expected = new Set<string>([...Object.keys(EXPECTED_CODES), ...DUPLICATE_JARS]);
    const unexpected = [...novaDiagnostics().keys()].filter((file) => !expected.has(file));
    assert.deepEqual(unexpected, [], describeDiagnostics());
    for (const jar of CLEAN_JARS) assert.deepEqual(codesAt(jar), []);
    assert.ok(![...novaDiagnostics().keys()].some((file) => file.startsWith(`${CLEAN_INSTANCE}/`)));
  });

  it('refreshes when a jar appears in or leaves a mods folder', async () => {
    const [delta] = CLEAN_JARS;
    const copy = `${CLEAN_MODS}/delta-copy.jar`;
    const hasDuplicate = (): boolean =>
      [...novaDiagnostics().entries()].some(
        ([file, list]) => file.startsWith(`${CLEAN_INSTANCE}/`) && list.some((d) => codeOf(d) === 'duplicate-mod'),
      );
    // Written with Node's fs, as a launcher or a download would, not through VS Code.
    await fs.promises.copyFile(fileAt(delta).fsPath, fileAt(copy).fsPath);
    await waitFor(hasDuplicate, () => `no duplicate-mod after adding ${copy}:\n${describeDiagnostics()}`);
    await fs.promises.unlink(fileAt(copy).fsPath);
    await waitFor(
      () => !hasDuplicate(),
      () => `duplicate-mod stayed after removing ${copy}:\n${describeDiagnostics()}`,
    );
  });
});
