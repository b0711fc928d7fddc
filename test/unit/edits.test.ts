import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { inverseOf, inverseOfAll, type FileOperation } from '../../src/core/edits';
import {
  createFileDraft,
  disableModDraft,
  enableModDraft,
  renameDraft,
  writeFileDraft,
} from '../../src/core/planning/drafts';

const dir = path.join(path.sep, 'pack', 'mods');
const at = (name: string) => path.join(dir, name);

describe('proposed changes as data', () => {
  it('disabling and enabling a mod are reversible renames with plain-language lines', () => {
    const disable = disableModDraft(at('sodium-0.5.8.jar'), 'pack');
    assert.equal(
      disable.summary,
      'Rename sodium-0.5.8.jar → sodium-0.5.8.jar.disabled (not deleted; can be renamed back)',
    );
    assert.equal(disable.risk, 'safe');
    assert.deepEqual(disable.inverse, [
      { kind: 'rename', from: at('sodium-0.5.8.jar.disabled'), to: at('sodium-0.5.8.jar') },
    ]);
    const enable = enableModDraft(at('iris.jar.disabled'), 'pack', 'duplicate');
    assert.equal(enable.summary, 'Rename iris.jar.disabled → iris.jar (enables it again; can be disabled back)');
    assert.equal(enable.risk, 'risky');
    assert.throws(() => enableModDraft(at('iris.jar'), 'pack'), /is not disabled/);
  });

  it('every kind has an inverse that deletes nothing, and inverses undo in reverse order', () => {
    const ops: FileOperation[] = [
      { kind: 'create', path: '/a/new.txt', source: { content: 'x' }, undoPath: '/a/backups/new.txt' },
      { kind: 'write', path: '/a/c.toml', content: 'new', previous: 'old' },
      { kind: 'rename', from: '/a/m.jar', to: '/a/m.jar.disabled' },
    ];
    assert.deepEqual(inverseOfAll(ops), [
      { kind: 'rename', from: '/a/m.jar.disabled', to: '/a/m.jar' },
      { kind: 'write', path: '/a/c.toml', content: 'old', previous: 'new' },
      { kind: 'rename', from: '/a/new.txt', to: '/a/backups/new.txt' },
    ]);
    for (const op of ops) assert.notEqual(inverseOf(op).kind, 'create');
  });

  it('builders fill plain summaries, risk from impact, provenance and the inverse', () => {
    const moved = renameDraft('/a/x.jar', '/a/backups/x.jar', {
      source: 'read after modrinth.com/mod/x',
      instanceId: 'a',
    });
    assert.equal(moved.summary, 'Move /a/x.jar → /a/backups/x.jar (not deleted; can be moved back)');
    assert.equal(moved.source, 'read after modrinth.com/mod/x');
    assert.equal(
      createFileDraft('/a/p.mrpack', { tempFile: '/tmp/p' }, '/a/backups/p.mrpack').summary,
      'Create p.mrpack (a new file; nothing existing is replaced)',
    );
    assert.equal(renameDraft('/a/x', '/b/x', { impact: 'overwrites nothing' }).risk, 'risky');
    const write = writeFileDraft('/a/c.toml', 'b', 'a');
    assert.deepEqual(write.inverse, [{ kind: 'write', path: '/a/c.toml', content: 'a', previous: 'b' }]);
  });
});
