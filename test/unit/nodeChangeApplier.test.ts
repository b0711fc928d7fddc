import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { NodeChangeApplier } from '../../src/cli/nodeChangeApplier';
import { numberProposals, type ProposalDraft } from '../../src/core/edits';
import { createExclusiveTemp, writeFileReplacing } from '../../src/core/fs/exclusiveTemp';
import { createFileDraft, draftOf, renameDraft, writeFileDraft } from '../../src/core/planning/drafts';
import { renderMessage } from '../../src/core/locale/messageCatalog';
import { makeTempDir, removeTempDir } from './fixtures/zipBuilder';

/** The CLI's ChangeApplier keeps the editor's contract on the plain file system (src/host/editApplier.ts). */
describe('NodeChangeApplier', () => {
  let root: string;
  let dir: string;
  beforeEach(async () => {
    root = await makeTempDir('nova-node-applier-');
    dir = path.join(root, 'ws');
    fs.mkdirSync(dir);
  });
  afterEach(() => removeTempDir(root));

  const at = (name: string): string => path.join(dir, name);
  const apply = (drafts: ProposalDraft[], picked?: number[]) => {
    const proposals = numberProposals(drafts, { name: 'test', displayName: 'Test' });
    return new NodeChangeApplier([dir]).apply(
      proposals,
      'test',
      picked === undefined ? proposals : proposals.filter((p) => picked.includes(p.item)),
    );
  };

  it('applies renames, creations and writes in order, and reports declined items', async () => {
    fs.writeFileSync(at('a.jar'), 'A');
    fs.writeFileSync(at('c.toml'), 'old');
    const outcomes = await apply(
      [
        renameDraft(at('a.jar'), at('a.jar.disabled')),
        createFileDraft(at('sub/new.txt'), { content: 'new' }, at('backups/new.txt')),
        writeFileDraft(at('c.toml'), 'new text', 'old'),
        renameDraft(at('c.toml'), at('d.toml')),
      ],
      [1, 2, 3],
    );
    assert.deepEqual(
      outcomes.map((o) => o.status),
      ['applied', 'applied', 'applied', 'declined'],
    );
    assert.equal(fs.readFileSync(at('a.jar.disabled'), 'utf8'), 'A');
    assert.ok(!fs.existsSync(at('a.jar')));
    assert.equal(fs.readFileSync(at('sub/new.txt'), 'utf8'), 'new');
    assert.equal(fs.readFileSync(at('c.toml'), 'utf8'), 'new text');
  });

  it('never overwrites: a taken target, a missing source or changed text fail with nothing changed', async () => {
    fs.writeFileSync(at('a.jar'), 'A');
    fs.writeFileSync(at('a.jar.disabled'), 'someone else');
    fs.writeFileSync(at('c.toml'), 'edited by hand');
    const outcomes = await apply([
      renameDraft(at('a.jar'), at('a.jar.disabled')),
      renameDraft(at('gone.jar'), at('gone.jar.disabled')),
      writeFileDraft(at('c.toml'), 'new', 'old'),
      createFileDraft(at('a.jar'), { content: 'x' }, at('backups/a.jar')),
    ]);
    assert.deepEqual(
      outcomes.map((o) => o.status),
      ['failed', 'failed', 'failed', 'failed'],
    );
    assert.match(outcomes[0]!.detail!, /already exists.*never overwrites/);
    // Each reason is also a message by id (issue 24): its English is the detail, its Chinese what a person reads.
    for (const o of outcomes) assert.equal(renderMessage(o.message!, 'en'), o.detail);
    assert.equal(
      renderMessage(outcomes[0]!.message!, 'zh-cn'),
      `${at('a.jar.disabled')} 处已存在 a.jar.disabled；Nova 从不覆盖文件`,
    );
    assert.equal(
      renderMessage(outcomes[2]!.message!, 'zh-cn'),
      'c.toml 在提出更改后被修改过；其文本与 Nova 预期的不同',
    );
    assert.equal(fs.readFileSync(at('a.jar.disabled'), 'utf8'), 'someone else');
    assert.equal(fs.readFileSync(at('a.jar'), 'utf8'), 'A');
    assert.equal(fs.readFileSync(at('c.toml'), 'utf8'), 'edited by hand');
  });

  it('rolls a proposal back when one of its operations fails midway', async () => {
    fs.writeFileSync(at('a.jar'), 'A');
    fs.writeFileSync(at('b.jar'), 'B');
    // A regular file where the second rename needs a folder: the check passes, the move itself fails.
    fs.writeFileSync(at('not-a-folder'), 'file');
    const draft = draftOf(
      [
        { kind: 'rename', from: at('a.jar'), to: at('a.jar.disabled') },
        { kind: 'rename', from: at('b.jar'), to: at('not-a-folder/b.jar') },
      ],
      'two renames',
    );
    const [outcome] = await apply([draft]);
    assert.equal(outcome?.status, 'failed');
    assert.equal(renderMessage(outcome.message!, 'en'), outcome.detail);
    // mkdir of the missing folder meets the file: the system's EEXIST, named by the applier's own message.
    assert.equal(renderMessage(outcome.message!, 'zh-cn'), 'not-a-folder 已存在；Nova 从不覆盖文件');
    assert.ok(fs.existsSync(at('a.jar')) && !fs.existsSync(at('a.jar.disabled')), 'the first rename was taken back');
    assert.equal(fs.readFileSync(at('b.jar'), 'utf8'), 'B');
    assert.equal(fs.readFileSync(at('not-a-folder'), 'utf8'), 'file');
  });

  it('refuses paths outside its roots and inside .git', async () => {
    const outside = path.join(root, 'outside.txt');
    fs.writeFileSync(outside, 'keep');
    fs.mkdirSync(at('.git'));
    fs.writeFileSync(at('x'), 'x');
    const outcomes = await apply([renameDraft(outside, at('in.txt')), renameDraft(at('x'), at('.git/x'))]);
    assert.match(outcomes[0]!.detail!, /outside the workspace folders/);
    assert.match(outcomes[1]!.detail!, /inside \.git/);
    assert.equal(fs.readFileSync(outside, 'utf8'), 'keep');
    assert.ok(fs.existsSync(at('x')));
  });
});

describe('exclusive temporary files', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await makeTempDir('nova-exclusive-temp-');
  });
  afterEach(() => removeTempDir(dir));

  it('creates an unpredictable name exclusively, mode 0600, beside the target', async () => {
    const target = path.join(dir, 'state.json');
    const a = await createExclusiveTemp(target);
    const b = await createExclusiveTemp(target);
    await a.handle.close();
    await b.handle.close();
    assert.notEqual(a.path, b.path);
    assert.equal(path.dirname(a.path), dir);
    assert.match(path.basename(a.path), /^\.state\.json\.nova-tmp-\d+-[0-9a-f]{12}$/);
    if (process.platform !== 'win32') assert.equal(fs.statSync(a.path).mode & 0o777, 0o600);
  });

  it('replaces a file without writing through a link planted at the target, and keeps its mode', async () => {
    const victim = path.join(dir, 'victim.txt');
    fs.writeFileSync(victim, 'precious');
    const target = path.join(dir, 'index.toml');
    fs.symlinkSync(victim, target);
    await writeFileReplacing(target, 'new');
    assert.equal(fs.readFileSync(victim, 'utf8'), 'precious');
    assert.ok(fs.lstatSync(target).isFile());
    assert.equal(fs.readFileSync(target, 'utf8'), 'new');
    const plain = path.join(dir, 'plain.txt');
    fs.writeFileSync(plain, 'x', { mode: 0o640 });
    fs.chmodSync(plain, 0o640);
    await writeFileReplacing(plain, 'y');
    if (process.platform !== 'win32') assert.equal(fs.statSync(plain).mode & 0o777, 0o640);
    assert.deepEqual(
      fs.readdirSync(dir).filter((n) => n.includes('nova-tmp')),
      [],
      'no temporary file left',
    );
  });
});
