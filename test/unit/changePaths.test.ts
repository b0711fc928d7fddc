import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { inverseOfAll, type FileOperation } from '../../src/core/edits';
import { refusalFor } from '../../src/core/journal/changePaths';

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
    assert.equal(refusalFor(move, [workspace]), null);
    assert.equal(refusalFor(inverseOfAll(move), [workspace]), null);
  });

  it('still refuses a move from any other folder outside the workspace', () => {
    const move: FileOperation[] = [
      { kind: 'rename', from: path.join(foreign, 'victim.jar'), to: path.join(workspace, 'stolen.jar') },
    ];
    assert.match(refusalFor(move, [workspace]) ?? '', /outside the workspace folders/);
    const write: FileOperation[] = [{ kind: 'write', path: path.join(prepared, 'x.txt'), content: 'a', previous: '' }];
    assert.match(refusalFor(write, [workspace]) ?? '', /outside the workspace folders/);
  });
});
