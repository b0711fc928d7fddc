import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { FileOperation, ProposedChange } from '../../src/core/edits';
import { discardPreparedFiles, preparedFolders } from '../../src/core/preparedFiles';
import { makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';

function proposal(...operations: FileOperation[]): ProposedChange {
  return { item: 1, tool: 't', displayName: 'T', summary: 's', risk: 'safe', operations, inverse: [] };
}

describe('prepared files of write tools', () => {
  let tempRoot: string;
  let workspace: string;
  beforeEach(async () => {
    tempRoot = await makeTempDir('nova-fake-tmp-');
    workspace = await makeTempDir('nova-ws-');
  });
  afterEach(async () => {
    await removeTempDir(tempRoot);
    await removeTempDir(workspace);
  });

  it('finds only nova-* folders directly inside the temp root that an operation reads from', async () => {
    const download = await writeText(path.join(tempRoot, 'nova-modrinth-abc', 'sodium.jar'), 'jar');
    const staged = path.join(tempRoot, 'nova-install-x', 'Pack');
    await fs.promises.mkdir(staged, { recursive: true });
    const foreign = await writeText(path.join(tempRoot, 'other-tool', 'keep.jar'), 'keep');
    const inWorkspace = await writeText(path.join(workspace, 'mods', 'a.jar'), 'a');
    const proposals = [
      proposal({
        kind: 'create',
        path: path.join(workspace, 'mods', 'sodium.jar'),
        source: { tempFile: download },
        undoPath: '/x',
      }),
      proposal({ kind: 'rename', from: staged, to: path.join(workspace, 'Pack') }),
      proposal({ kind: 'create', path: path.join(workspace, 'b.jar'), source: { tempFile: foreign }, undoPath: '/x' }),
      proposal({ kind: 'rename', from: inWorkspace, to: `${inWorkspace}.disabled` }),
      proposal({ kind: 'create', path: path.join(workspace, 'c.txt'), source: { content: 'x' }, undoPath: '/x' }),
    ];
    assert.deepEqual(preparedFolders(proposals, [workspace], tempRoot), [
      path.join(tempRoot, 'nova-install-x'),
      path.join(tempRoot, 'nova-modrinth-abc'),
    ]);
  });

  it('never picks a workspace folder that happens to live in the temp folder with a Nova-like name', async () => {
    const userFolder = path.join(tempRoot, 'nova-install-my-pack');
    const jar = await writeText(path.join(userFolder, 'mods', 'a.jar'), 'a');
    const proposals = [proposal({ kind: 'rename', from: jar, to: `${jar}.disabled` })];
    assert.deepEqual(preparedFolders(proposals, [userFolder], tempRoot), []);
    assert.deepEqual(preparedFolders(proposals, [path.join(userFolder, 'mods')], tempRoot), []);
    await discardPreparedFiles(proposals, [userFolder], tempRoot);
    assert.equal(fs.readFileSync(jar, 'utf8'), 'a');
  });

  it('removes those folders and nothing else', async () => {
    const download = await writeText(path.join(tempRoot, 'nova-modrinth-abc', 'sodium.jar'), 'jar');
    const foreign = await writeText(path.join(tempRoot, 'other-tool', 'keep.jar'), 'keep');
    const inWorkspace = await writeText(path.join(workspace, 'mods', 'a.jar'), 'a');
    await discardPreparedFiles(
      [
        proposal({
          kind: 'create',
          path: path.join(workspace, 'mods', 'sodium.jar'),
          source: { tempFile: download },
          undoPath: '/x',
        }),
        proposal({
          kind: 'create',
          path: path.join(workspace, 'b.jar'),
          source: { tempFile: foreign },
          undoPath: '/x',
        }),
        proposal({ kind: 'rename', from: inWorkspace, to: `${inWorkspace}.disabled` }),
      ],
      [workspace],
      tempRoot,
    );
    assert.equal(fs.existsSync(path.join(tempRoot, 'nova-modrinth-abc')), false);
    assert.equal(fs.readFileSync(foreign, 'utf8'), 'keep');
    assert.equal(fs.readFileSync(inWorkspace, 'utf8'), 'a');
  });
});
