import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { ProposedChange } from '../../../src/core/edits';
import { createFileDraft } from '../../../src/core/planning/drafts';
import type { EditApplier } from '../../../src/host/editApplier';
import { activateNova, workspaceRoot } from './hostHelpers';

describe('applying a prepared file (exports, backups, downloads)', () => {
  it('moves the temp file into place as one journaled change; undo moves it aside, redo brings it back', async () => {
    const { applier } = (await activateNova()) as unknown as { applier: EditApplier };
    const prepared = fs.mkdtempSync(path.join(os.tmpdir(), 'nova-export-'));
    const temp = path.join(prepared, 'Pack-1.0.mrpack');
    const bytes = Buffer.alloc(3 * 1024 * 1024, 7);
    fs.writeFileSync(temp, bytes);
    const target = path.join(workspaceRoot().fsPath, 'Pack-1.0.mrpack');
    const undoPath = path.join(workspaceRoot().fsPath, 'backups', 'undone-Pack-1.0.mrpack');
    const proposal: ProposedChange = {
      item: 1,
      tool: 'export_modpack',
      displayName: 'Export modpack',
      ...createFileDraft(target, { tempFile: temp }, undoPath),
    };

    const [outcome] = await applier.apply([proposal], proposal.summary);
    assert.equal(outcome?.status, 'applied', outcome?.detail);
    assert.ok(fs.readFileSync(target).equals(bytes), 'the file arrived whole');
    assert.equal(fs.existsSync(temp), false, 'moved, not copied');

    assert.equal((await applier.undo()).ok, true);
    assert.equal(fs.existsSync(target), false);
    assert.ok(fs.readFileSync(undoPath).equals(bytes), 'undo keeps the file aside instead of deleting it');

    assert.equal((await applier.redo()).ok, true);
    assert.ok(fs.readFileSync(target).equals(bytes));
    assert.equal(fs.existsSync(undoPath), false);

    const again = await applier.apply(
      [{ ...proposal, operations: [{ kind: 'create', path: target, source: { content: 'x' }, undoPath }] }],
      'again',
    );
    assert.equal(again[0]?.status, 'failed', 'an existing file is never overwritten');
    assert.ok(fs.readFileSync(target).equals(bytes));
  });
});
