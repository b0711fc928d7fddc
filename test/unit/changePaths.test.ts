import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { renderMessage, type Message } from '../../src/core/locale/messageCatalog';
import { inverseOfAll, type FileOperation } from '../../src/core/edits';
import { linkedRefusalFor, refusalFor } from '../../src/core/journal/changePaths';

/** A refusal in English, as the model and `--json` read it (null stays null). */
const en = (m: Message | null): string | null => (m === null ? null : renderMessage(m));

describe('which paths the applier accepts', () => {
  let workspace: string;
  let prepared: string;
  let foreign: string;
  before(() => {
    workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'ws-'));
    prepared = fs.mkdtempSync(path.join(os.tmpdir(), 'nova-install-'));
    foreign = fs.mkdtempSync(path.join(os.tmpdir(), 'nova-outside-'));
  });
  after(() => {
    for (const dir of [workspace, prepared, foreign]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('lets an import or a restore move a prepared folder into the workspace, and undo move it back', () => {
    const move: FileOperation[] = [
      { kind: 'rename', from: path.join(prepared, 'Pack'), to: path.join(workspace, 'Pack') },
    ];
    assert.equal(en(refusalFor(move, [workspace])), null);
    assert.equal(en(refusalFor(inverseOfAll(move), [workspace])), null);
  });

  it('still refuses a move from any other folder outside the workspace', () => {
    const move: FileOperation[] = [
      { kind: 'rename', from: path.join(foreign, 'victim.jar'), to: path.join(workspace, 'stolen.jar') },
    ];
    assert.match(en(refusalFor(move, [workspace])) ?? '', /outside the workspace folders/);
    const write: FileOperation[] = [{ kind: 'write', path: path.join(prepared, 'x.txt'), content: 'a', previous: '' }];
    assert.match(en(refusalFor(write, [workspace])) ?? '', /outside the workspace folders/);
  });

  it('with links followed, refuses a path whose folder or (for a write) whose own name links outside', async () => {
    fs.mkdirSync(path.join(workspace, 'mods'), { recursive: true });
    fs.mkdirSync(path.join(foreign, 'mods'), { recursive: true });
    fs.writeFileSync(path.join(foreign, 'victim.txt'), 'precious');
    fs.symlinkSync(path.join(foreign, 'mods'), path.join(workspace, 'linked-mods'));
    fs.symlinkSync(path.join(foreign, 'victim.txt'), path.join(workspace, 'note.txt'));
    fs.symlinkSync(path.join(workspace, 'mods'), path.join(workspace, 'inner-link'));
    const rename = (dir: string): FileOperation[] => [
      { kind: 'rename', from: path.join(dir, 'a.jar'), to: path.join(dir, 'a.jar.disabled') },
    ];
    // Lexically inside, so only the resolved check sees it.
    assert.equal(en(refusalFor(rename(path.join(workspace, 'linked-mods')), [workspace])), null);
    assert.match(
      en(await linkedRefusalFor(rename(path.join(workspace, 'linked-mods')), [workspace])) ?? '',
      /symbolic link to a place outside the workspace folders/,
    );
    const write: FileOperation[] = [
      { kind: 'write', path: path.join(workspace, 'note.txt'), content: 'x', previous: 'precious' },
    ];
    assert.match(en(await linkedRefusalFor(write, [workspace])) ?? '', /outside the workspace folders/);
    const create: FileOperation[] = [
      {
        kind: 'create',
        path: path.join(workspace, 'linked-mods', 'new', 'x.txt'),
        source: { content: 'x' },
        undoPath: path.join(workspace, 'x.undo'),
      },
    ];
    assert.match(en(await linkedRefusalFor(create, [workspace])) ?? '', /outside the workspace folders/);
    // A link that stays inside, a rename of a link itself, and a missing file in a real folder are accepted.
    assert.equal(en(await linkedRefusalFor(rename(path.join(workspace, 'inner-link')), [workspace])), null);
    const renameLink: FileOperation[] = [
      { kind: 'rename', from: path.join(workspace, 'note.txt'), to: path.join(workspace, 'note.old') },
    ];
    assert.equal(en(await linkedRefusalFor(renameLink, [workspace])), null);
    assert.equal(en(await linkedRefusalFor(rename(path.join(workspace, 'mods')), [workspace])), null);
  });
});
