import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { renderMessage, type Message } from '../../src/core/locale/messageCatalog';
import type { FileOperation } from '../../src/core/edits';
import { disableModDraft } from '../../src/core/planning/drafts';
import { isInside, refusalFor, touchedPaths } from '../../src/core/journal/changePaths';
import { ChangeJournal, JOURNAL_LIMIT, type JournalBatch } from '../../src/core/journal/changeJournal';
import { captureFileStates, describeStateMismatch } from '../../src/core/journal/fileState';
import { operationProblem, operationsTookEffect, redoOperations } from '../../src/core/journal/operationCheck';
import { makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';
import { englishSentences } from './fixtures/englishText';

/** A refusal in English, as the model and `--json` read it (null stays null). */
const en = (m: Message | null): string | null => (m === null ? null : renderMessage(m));

function batch(id: string): JournalBatch {
  return { id, label: id, time: 0, summaries: [id], operations: [], inverse: [], after: [], before: [] };
}

describe('Change journal (undo/redo stacks)', () => {
  it('undoes the last batch first, redoes the last undone, and a new batch clears redo', () => {
    const journal = new ChangeJournal();
    journal.record(batch('a'));
    journal.record(batch('b'));
    assert.equal(journal.nextUndo?.id, 'b');
    journal.markUndone('b', []);
    assert.equal(journal.nextUndo?.id, 'a');
    assert.equal(journal.nextRedo?.id, 'b');
    journal.markRedone('b', []);
    assert.equal(journal.nextUndo?.id, 'b');
    assert.equal(journal.nextRedo, undefined);
    journal.markUndone('b', []);
    journal.record(batch('c'));
    assert.equal(journal.nextRedo, undefined, 'a new change drops the redo stack');
    assert.throws(() => journal.markUndone('a', []), /not the last applied/);
  });

  it('survives a JSON round trip, drops malformed batches and keeps at most the limit', () => {
    const journal = new ChangeJournal();
    for (let i = 0; i < JOURNAL_LIMIT + 5; i++) journal.record(batch(`b${i}`));
    const restored = ChangeJournal.fromJSON(JSON.parse(JSON.stringify(journal)));
    assert.equal(restored.size.undo, JOURNAL_LIMIT);
    assert.equal(restored.nextUndo?.id, `b${JOURNAL_LIMIT + 4}`);
    const broken = ChangeJournal.fromJSON({ version: 1, undo: [{ id: 3 }, batch('ok')], redo: 'x' });
    assert.deepEqual(broken.size, { undo: 1, redo: 0 });
    assert.equal(ChangeJournal.fromJSON('garbage').size.undo, 0);
  });
});

describe('Change paths: workspace boundary and protected folders', () => {
  const root = path.resolve('/work/space');
  it('accepts paths inside a root and refuses outside, traversal and protected ones', () => {
    assert.equal(isInside(root, path.join(root, 'a', 'b.jar')), true);
    assert.equal(isInside(root, path.join(root, '..', 'space2', 'x')), false);
    const rename = (from: string, to: string): FileOperation[] => [{ kind: 'rename', from, to }];
    assert.equal(
      en(refusalFor(rename(path.join(root, 'mods/a.jar'), path.join(root, 'mods/a.jar.disabled')), [root])),
      null,
    );
    assert.match(
      en(refusalFor(rename(path.join(root, 'mods/a.jar'), path.join(root, '../../etc/a.jar')), [root])) ?? '',
      /outside the workspace/,
    );
    assert.match(en(refusalFor(rename('/etc/passwd', path.join(root, 'x')), [root])) ?? '', /outside the workspace/);
    assert.match(
      en(refusalFor(rename(path.join(root, 'a'), path.join(root, '.vscode/settings.json')), [root])) ?? '',
      /\.vscode/,
    );
    assert.match(en(refusalFor(rename('relative.jar', path.join(root, 'x')), [root])) ?? '', /not absolute/);
    assert.match(en(refusalFor(rename(path.join(root, 'a'), path.join(root, 'b')), [])) ?? '', /outside/);
  });

  it('lists every touched path once; a creation’s temporary source is not checked later', () => {
    const ops: FileOperation[] = [
      { kind: 'rename', from: '/w/a', to: '/w/b' },
      { kind: 'create', path: '/w/c', source: { tempFile: '/tmp/t' }, undoPath: '/w/backups/c' },
      { kind: 'rename', from: '/w/b', to: '/w/a' },
    ];
    assert.deepEqual(touchedPaths(ops), ['/w/a', '/w/b', '/w/c']);
  });
});

describe('Operation checks and file states on a real folder', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await makeTempDir();
  });
  afterEach(() => removeTempDir(dir));

  it('refuses a rename onto an existing file and a missing source; follows earlier operations', async () => {
    const a = await writeText(path.join(dir, 'a.jar'), 'A');
    const b = await writeText(path.join(dir, 'b.jar'), 'B');
    assert.equal(en(await operationProblem(disableModDraft(a, 'i').operations)), null);
    assert.match(
      en(await operationProblem([{ kind: 'rename', from: a, to: b }])) ?? '',
      /already exists.*never overwrites/,
    );
    assert.match(
      en(await operationProblem([{ kind: 'rename', from: path.join(dir, 'gone.jar'), to: path.join(dir, 'x') }])) ?? '',
      /does not exist/,
    );
    const twice: FileOperation[] = [
      { kind: 'rename', from: a, to: `${a}.disabled` },
      { kind: 'rename', from: a, to: `${a}.other` },
    ];
    assert.match(en(await operationProblem(twice)) ?? '', /a\.jar does not exist/, 'the second rename sees the first');
    const write: FileOperation = { kind: 'write', path: a, content: 'new', previous: 'not A' };
    assert.match(en(await operationProblem([write])) ?? '', /was changed since/);
  });

  it('detects a manual edit after a change, but not an untouched rename', async () => {
    const jar = await writeText(path.join(dir, 'sodium.jar'), 'x'.repeat(100));
    const disabled = `${jar}.disabled`;
    await fs.promises.rename(jar, disabled);
    const after = await captureFileStates([jar, disabled]);
    assert.equal(en(describeStateMismatch(after, await captureFileStates([jar, disabled]))), null);
    assert.equal(await operationsTookEffect([{ kind: 'rename', from: jar, to: disabled }]), true);
    await fs.promises.appendFile(disabled, 'tampered');
    assert.match(
      en(describeStateMismatch(after, await captureFileStates([jar, disabled]))) ?? '',
      /sodium\.jar\.disabled was changed since/,
    );
    await fs.promises.rename(disabled, jar);
    assert.match(
      en(describeStateMismatch(after, await captureFileStates([jar, disabled]))) ?? '',
      /sodium\.jar now exists/,
      'renamed back by hand',
    );
    assert.match(
      en(describeStateMismatch(after.slice(1), await captureFileStates([jar, disabled]))) ?? '',
      /no longer at/,
    );
  });

  it('notices a same-size rewrite of a text file through its hash', async () => {
    const file = await writeText(path.join(dir, 'options.txt'), 'aaaa');
    const before = await captureFileStates([file]);
    await fs.promises.writeFile(file, 'bbbb');
    await fs.promises.utimes(
      file,
      new Date((before[0]?.mtimeMs ?? 0) / 1000),
      new Date((before[0]?.mtimeMs ?? 0) / 1000),
    );
    assert.match(en(describeStateMismatch(before, await captureFileStates([file]))) ?? '', /content differs/);
  });

  it('redo moves created files back from their undo place instead of recreating them', () => {
    const ops: FileOperation[] = [
      { kind: 'create', path: '/w/new.txt', source: { content: 'x' }, undoPath: '/w/backups/new.txt' },
      { kind: 'rename', from: '/w/c', to: '/w/d' },
    ];
    assert.deepEqual(redoOperations(ops), [
      { kind: 'rename', from: '/w/backups/new.txt', to: '/w/new.txt' },
      { kind: 'rename', from: '/w/c', to: '/w/d' },
    ]);
  });
});

/** Issue 24: each refusal is a message by id, said in Simplified Chinese with its paths and names as they are. */
describe('Refusals in Simplified Chinese', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await makeTempDir();
  });
  afterEach(() => removeTempDir(dir));

  const zh = (m: Message | null): string => {
    assert.ok(m !== null, 'a refusal');
    const text = renderMessage(m, 'zh-cn');
    assert.match(text, /[\u4e00-\u9fff]/, text);
    assert.deepEqual(englishSentences(text), [], text);
    return text;
  };

  it('refusalFor: outside the workspace, a protected folder, a relative path', () => {
    const root = path.join(dir, 'ws');
    const rename = (from: string, to: string): FileOperation[] => [{ kind: 'rename', from, to }];
    assert.equal(
      zh(refusalFor(rename('/etc/passwd', path.join(root, 'x')), [root])),
      '/etc/passwd 位于工作区文件夹之外；Nova 只更改工作区文件夹内的文件',
    );
    const settings = path.join(root, '.vscode/settings.json');
    assert.equal(
      zh(refusalFor(rename(path.join(root, 'a'), settings), [root])),
      `${settings} 位于 .vscode/ 中，Nova 从不更改该文件夹`,
    );
    assert.equal(
      zh(refusalFor(rename('relative.jar', path.join(root, 'x')), [root])),
      '路径 "relative.jar" 不是绝对路径',
    );
  });

  it('operationProblem: a taken target, a missing source, a text changed since', async () => {
    const a = await writeText(path.join(dir, 'a.jar'), 'A');
    const b = await writeText(path.join(dir, 'b.jar'), 'B');
    assert.equal(
      zh(await operationProblem([{ kind: 'rename', from: a, to: b }])),
      `${b} 处已存在 b.jar；Nova 从不覆盖文件`,
    );
    const gone = path.join(dir, 'gone.jar');
    assert.equal(
      zh(await operationProblem([{ kind: 'rename', from: gone, to: path.join(dir, 'x') }])),
      `${gone} 处（已）不存在 gone.jar`,
    );
    assert.equal(
      zh(await operationProblem([{ kind: 'write', path: a, content: 'new', previous: 'not A' }])),
      'a.jar 在提出更改后被修改过；其文本与 Nova 预期的不同',
    );
  });

  it('describeStateMismatch: changed, put back by hand, gone', async () => {
    const jar = await writeText(path.join(dir, 'sodium.jar'), 'x'.repeat(100));
    const disabled = `${jar}.disabled`;
    await fs.promises.rename(jar, disabled);
    const after = await captureFileStates([jar, disabled]);
    await fs.promises.appendFile(disabled, 'tampered');
    assert.match(
      zh(describeStateMismatch(after, await captureFileStates([jar, disabled]))),
      /^sodium\.jar\.disabled 此后被修改过/,
    );
    await fs.promises.rename(disabled, jar);
    assert.equal(
      zh(describeStateMismatch(after, await captureFileStates([jar, disabled]))),
      `${jar} 处现在有 sodium.jar（此后有文件被放到那里）`,
    );
    assert.equal(
      zh(describeStateMismatch(after.slice(1), await captureFileStates([jar, disabled]))),
      `sodium.jar.disabled 已不在 ${disabled}（此后被移动、重命名或删除）`,
    );
  });
});
