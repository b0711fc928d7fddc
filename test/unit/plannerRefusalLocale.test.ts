import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { BackupError, backupInstance } from '../../src/core/backups/backupService';
import { prepareRestore } from '../../src/core/backups/restorePlan';
import { failureAdvice, failureLead } from '../../src/core/failures/failureAdvice';
import { readInstancesAt } from '../../src/core/instances/instanceDiscovery';
import { MessageError, errorText, localizedError } from '../../src/core/locale/messageError';
import { globalModrinthFetch, ModrinthClient, ModrinthError } from '../../src/core/modrinth/modrinthClient';
import { ContentError } from '../../src/core/modrinth/modrinthContent';
import { ModScanner } from '../../src/core/mods/modScanner';
import { proposeUpdates } from '../../src/core/planning/contentPlanner';
import { loadPackwizProject } from '../../src/core/packwiz/packwizProject';
import { planRefresh } from '../../src/core/packwiz/packwizRefresh';
import { enableModDraft } from '../../src/core/planning/drafts';
import { planDisableFile, planEnableFile } from '../../src/core/planning/modPlanner';
import { PlanError } from '../../src/core/planning/planError';
import { PackPlanError, plainName, workspaceArchive } from '../../src/core/planning/packPlanner';
import { packwizDisableDraft, packwizEnableDraft } from '../../src/core/planning/packwizPlanner';
import { startFakeModrinthServer } from './fakes/fakeModrinthServer';
import { runNova } from './fixtures/cliRun';
import { writePrismInstance } from './fixtures/instanceLayouts';
import { fabricJar } from './fixtures/modJars';
import { writePackwizPack } from './fixtures/packwizProjects';
import { makeTempDir, removeTempDir } from './fixtures/zipBuilder';

/** The error `run` throws (fails the test when it throws nothing). */
async function thrown(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  assert.fail('expected a refusal');
}

describe("planners' refusals by message id (English as before, Chinese where a person reads them)", () => {
  let root: string;
  beforeEach(async () => {
    root = await makeTempDir('nova-refusal-');
  });
  afterEach(() => removeTempDir(root));

  it('disabling an already-disabled jar, a missing jar and a taken name: PlanError in both languages', async () => {
    const mods = path.join(root, 'mods');
    fs.mkdirSync(mods);
    fs.writeFileSync(path.join(mods, 'old.jar.disabled'), await fabricJar({ id: 'old' }));
    fs.writeFileSync(path.join(mods, 'a.jar'), await fabricJar({ id: 'a' }));
    fs.writeFileSync(path.join(mods, 'a.jar.disabled'), await fabricJar({ id: 'a' }));

    const already = await thrown(() => planDisableFile(path.join(mods, 'old.jar.disabled')));
    assert.ok(already instanceof PlanError);
    assert.equal(already.code, 'already-disabled');
    assert.equal(already.message, 'old.jar.disabled is already disabled.');
    assert.equal(localizedError(already, 'zh-cn'), 'old.jar.disabled 已经是禁用状态。');
    assert.equal(localizedError(already, 'en'), already.message);

    const gone = await thrown(() => planEnableFile(path.join(mods, 'gone.jar.disabled')));
    assert.ok(gone instanceof PlanError);
    assert.equal(gone.message, 'gone.jar.disabled no longer exists.');
    assert.equal(localizedError(gone, 'zh-cn'), 'gone.jar.disabled 已不存在。');

    const taken = await thrown(() => planDisableFile(path.join(mods, 'a.jar')));
    assert.ok(taken instanceof PlanError);
    assert.equal(taken.message, 'a.jar.disabled already exists, so a.jar was not renamed.');
    assert.equal(localizedError(taken, 'zh-cn'), 'a.jar.disabled 已存在，因此没有重命名 a.jar。');
    // Nothing was renamed by any refusal.
    assert.deepEqual(fs.readdirSync(mods).sort(), ['a.jar', 'a.jar.disabled', 'old.jar.disabled']);

    // A toast leads with the refusal in the person's language; the English stays the detail.
    const failure = failureAdvice(already);
    assert.equal(failureLead(failure, 'zh-cn'), 'old.jar.disabled 已经是禁用状态。');
    assert.equal(failureLead(failure, 'en'), 'old.jar.disabled is already disabled.');
    assert.equal(failure.detail, 'old.jar.disabled is already disabled.');
  });

  it('enabling a name that is not .disabled is a MessageError; plain errors fall back to their own text', async () => {
    const error = await thrown(() => enableModDraft(path.join(root, 'mods', 'b.jar'), 'x'));
    assert.ok(error instanceof MessageError);
    assert.equal(error.message, 'b.jar is not disabled (its name does not end in .disabled).');
    assert.equal(localizedError(error, 'zh-cn'), 'b.jar 未被禁用（文件名不以 .disabled 结尾）。');
    const plain = new Error('EACCES: permission denied');
    assert.equal(errorText(plain), null);
    assert.equal(localizedError(plain, 'zh-cn'), 'EACCES: permission denied');
    assert.equal(localizedError('not an error', 'zh-cn'), 'not an error');
  });

  it('packwiz: disabling a metafile that is not enabled and enabling one that is not ignored', async () => {
    writePackwizPack(root, {
      versions: { minecraft: '1.20.1', fabric: '0.15.7' },
      mods: [
        { slug: 'lithium', url: 'https://cdn.modrinth.com/l.jar', modrinth: { modId: 'gvQqBUqZ', version: 'v1' } },
      ],
    });
    const [instance] = await readInstancesAt(root);
    assert.ok(instance !== undefined);
    const disable = await thrown(() => packwizDisableDraft(instance, '.', ['mods/sodium.pw.toml']));
    assert.equal((disable as Error).message, 'mods/sodium.pw.toml is not an enabled metafile of the pack.');
    assert.equal(localizedError(disable, 'zh-cn'), 'mods/sodium.pw.toml 不是整合包中已启用的元文件。');
    const enable = await thrown(() => packwizEnableDraft(instance, '.', ['mods/lithium.pw.toml']));
    assert.equal((enable as Error).message, 'mods/lithium.pw.toml is not a metafile disabled through .packwizignore.');
    assert.equal(localizedError(enable, 'zh-cn'), 'mods/lithium.pw.toml 不是通过 .packwizignore 禁用的元文件。');
  });

  it('nova bisect on a state file that is not JSON, and a start with nothing enabled, under --lang zh-CN', async () => {
    const inst = path.join(root, 'Pack');
    await writePrismInstance(inst, {
      name: 'Pack',
      minecraft: '1.20.1',
      loader: { type: 'fabric', version: '0.15.7' },
      mods: { 'only.jar.disabled': await fabricJar({ id: 'only' }) },
    });
    let run = await runNova(root, ['--lang', 'zh-CN', 'bisect', 'start', 'Pack']);
    assert.equal(run.code, 2);
    assert.match(run.stderr, /中没有已启用的模组文件。二分排查至少需要一个已启用的 jar。/);
    run = await runNova(root, ['bisect', 'start', 'Pack']);
    assert.match(run.stderr, /no enabled mod files in .*mods\. Bisect needs at least one enabled jar\./);

    const state = path.join(inst, 'minecraft', '.nova-bisect.json');
    fs.writeFileSync(state, '{ not json');
    run = await runNova(root, ['--lang', 'zh-CN', 'bisect', 'good', 'Pack']);
    assert.equal(run.code, 2);
    assert.match(run.stderr, /\.nova-bisect\.json 不是有效的 JSON。请从你的备份中恢复它/);
    run = await runNova(root, ['bisect', 'good', 'Pack']);
    assert.match(run.stderr, /\.nova-bisect\.json is not valid JSON\. Restore it from the backup you have/);
    assert.equal(fs.readFileSync(state, 'utf8'), '{ not json', 'the state file is left as it was');
  });
  it('content updates: a file that is not there and a version already installed, against a fake Modrinth', async () => {
    const fake = await startFakeModrinthServer();
    try {
      const jar = await fabricJar({ id: 'sodium', name: 'Sodium', version: '0.5.8' });
      fake.addProject({ id: 'AANobbMI', slug: 'sodium', title: 'Sodium', project_type: 'mod' });
      fake.addVersion({
        id: 'sod058xx',
        project_id: 'AANobbMI',
        version_number: '0.5.8',
        loaders: ['fabric'],
        game_versions: ['1.20.1'],
        date_published: '2024-03-01T00:00:00Z',
        filename: 'sodium-0.5.8.jar',
        content: jar,
      });
      const inst = path.join(root, 'Pack');
      await writePrismInstance(inst, {
        name: 'Pack',
        minecraft: '1.20.1',
        loader: { type: 'fabric', version: '0.15.7' },
        mods: { 'sodium-0.5.8.jar': jar },
      });
      const [instance] = await readInstancesAt(inst);
      assert.ok(instance !== undefined);
      const installed = await new ModScanner().scanFolder(path.join(inst, 'minecraft', 'mods'));
      const client = new ModrinthClient({ fetch: globalModrinthFetch, baseUrl: fake.baseUrl });
      const target = { client, instance, instanceId: 'Pack', installed };

      const missing = await thrown(() => proposeUpdates(target, [{ file: 'gone.jar', versionId: 'sod058xx' }]));
      assert.ok(missing instanceof ContentError);
      assert.equal(
        missing.message,
        "there is no enabled file 'gone.jar' in mods/ of 'Pack'. Call check_updates again. Nothing was queued.",
      );
      assert.equal(
        localizedError(missing, 'zh-cn'),
        '“Pack”的 mods/ 中没有已启用的文件“gone.jar”。请重新检查更新。未加入任何更改。',
      );

      const same = await thrown(() => proposeUpdates(target, [{ file: 'sodium-0.5.8.jar', versionId: 'sod058xx' }]));
      assert.ok(same instanceof ContentError, String(same));
      assert.equal(same.message, 'sodium-0.5.8.jar already is Sodium 0.5.8. Nothing was queued.');
      assert.equal(localizedError(same, 'zh-cn'), 'sodium-0.5.8.jar 已经是 Sodium 0.5.8。未加入任何更改。');
      // A Modrinth error that is not Nova's sentence by id stays as it says.
      assert.equal(localizedError(new ModrinthError('http', 'HTTP 500', 500), 'zh-cn'), 'HTTP 500');
    } finally {
      await fake.close();
    }
  });
  it('pack plans: a name with folders and an archive that is not there, in both languages', async () => {
    const name = await thrown(() => plainName('a/b', 'folder_name'));
    assert.ok(name instanceof PackPlanError);
    assert.match(name.message, /^folder_name "a\/b" is not a plain name: give a name without folders/);
    assert.match(localizedError(name, 'zh-cn'), /^folder_name "a\/b" 不是一个简单的名称：请给出不含文件夹/);
    const missing = await thrown(() => workspaceArchive([root], 'pack.mrpack'));
    assert.ok(missing instanceof PackPlanError);
    assert.equal(
      missing.message,
      'no file "pack.mrpack" in the workspace folders. Give the path of an existing .mrpack or .zip.',
    );
    assert.equal(
      localizedError(missing, 'zh-cn'),
      '工作区文件夹中没有文件 "pack.mrpack"。请给出一个已有的 .mrpack 或 .zip 的路径。',
    );
  });
  it('backups: backups/ into itself and an id that is not a backup id, in both languages; nothing written', async () => {
    const inst = path.join(root, 'Pack');
    await writePrismInstance(inst, {
      name: 'Pack',
      minecraft: '1.20.1',
      loader: { type: 'fabric', version: '0.15.7' },
      mods: { 'a.jar': await fabricJar({ id: 'a' }) },
    });
    const [instance] = await readInstancesAt(inst);
    assert.ok(instance !== undefined);
    const itself = await thrown(() => backupInstance(instance, { include: ['backups'] }));
    assert.ok(itself instanceof BackupError);
    assert.equal(itself.message, 'backups/ cannot be backed up into itself.');
    assert.equal(localizedError(itself, 'zh-cn'), 'backups/ 不能备份到它自身中。');
    const id = await thrown(() => prepareRestore(instance, 'latest'));
    assert.ok(id instanceof BackupError);
    assert.equal(id.message, "'latest' is not a backup id; list the backups to get one (e.g. 20240101-120000-a1b2c3).");
    assert.equal(
      failureLead(failureAdvice(id), 'zh-cn'),
      '“latest”不是备份 id；请列出备份以获取一个（例如 20240101-120000-a1b2c3）。',
    );
    const backups = path.join(instance.gameDir, 'backups');
    assert.deepEqual(fs.existsSync(backups) ? fs.readdirSync(backups) : [], []);
  });
  it('packwiz refresh of a pack whose pack.toml cannot be read, in both languages', async () => {
    fs.writeFileSync(path.join(root, 'pack.toml'), 'name = [unclosed\n');
    const error = await thrown(async () => planRefresh(await loadPackwizProject(root)));
    assert.ok(error instanceof MessageError);
    assert.equal(error.message, 'pack.toml could not be read; fix it before refreshing.');
    assert.equal(localizedError(error, 'zh-cn'), '无法读取 pack.toml；请先修复它再刷新。');
    assert.equal(fs.readFileSync(path.join(root, 'pack.toml'), 'utf8'), 'name = [unclosed\n');
  });
});
