import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import {
  assertBackupEntries,
  BackupError,
  backupInstance,
  listBackups,
  type BackupInfo,
} from '../../src/core/backups/backupService';
import { UntrustedArchive } from '../../src/core/archive/untrustedArchive';
import { numberProposals } from '../../src/core/edits';
import type { Instance } from '../../src/core/model/instance';
import { proposeRestore } from '../../src/core/planning/backupPlanner';
import { NodeChangeApplier } from '../../src/cli/nodeChangeApplier';
import { ArchiveSafetyError } from '../../src/core/archive/archiveSafety';
import { listTree, prismInstance, readZip } from './fixtures/modpackFixtures';
import { buildRawZip } from './fixtures/rawZip';
import { makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';

/**
 * A restore as every surface runs it: planned by the backup planner, applied by a ChangeApplier (here the CLI's);
 * throws what the planner or the applier refused.
 */
async function restoreBackup(
  instance: Instance,
  backupId: string,
): Promise<{ restored: number; safetyBackup: BackupInfo; movedTo: string }> {
  const { draft, plan } = await proposeRestore(instance, instance.id, backupId);
  const [outcome] = await new NodeChangeApplier([instance.gameDir]).apply(
    numberProposals([draft], { name: 'restore_backup', displayName: 'Restore' }),
    'Restore',
  );
  if (outcome?.status !== 'applied') throw new Error(`restore not applied: ${outcome?.detail}`);
  assert.ok(plan.safety !== null, 'a restore over existing paths backs them up first');
  return {
    restored: plan.files,
    safetyBackup: { ...plan.safety.info, file: plan.safety.target },
    movedTo: plan.replacedDir,
  };
}

describe('backups', () => {
  let dir: string;
  let instance: ReturnType<typeof prismInstance>;
  beforeEach(async () => {
    dir = await makeTempDir('nova-backup-');
    instance = prismInstance(path.join(dir, 'inst'));
    const game = instance.gameDir;
    await writeText(path.join(game, 'mods', 'a.jar'), 'jar a');
    await writeText(path.join(game, 'config', 'a.cfg'), 'a=1');
    await writeText(path.join(game, 'config', 'deep', 'b.cfg'), 'b=1');
    await fs.promises.mkdir(path.join(game, 'config', 'empty'));
    await writeText(path.join(game, 'saves', 'World', 'level.dat'), 'level');
    await writeText(path.join(game, 'options.txt'), 'fov:1');
  });
  afterEach(async () => {
    await removeTempDir(dir);
  });

  it('backs up the chosen paths into backups/ with a manifest, and lists backups newest first', async () => {
    const first = await backupInstance(instance, {
      include: ['mods', 'config'],
      now: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)),
    });
    assert.match(first.id, /^20240102-030405-[0-9a-f]{6}$/);
    assert.equal(path.dirname(first.file), path.join(instance.gameDir, 'backups'));
    assert.equal(path.basename(first.file), `nova-${first.id}.zip`);
    assert.deepEqual(first.include, ['config', 'mods']);
    assert.equal(first.files, 3);
    const zip = await readZip(first.file);
    assert.deepEqual([...zip.keys()].filter((k) => !k.endsWith('/')).sort(), [
      'config/a.cfg',
      'config/deep/b.cfg',
      'mods/a.jar',
      'nova-backup.json',
    ]);
    assert.ok(zip.has('config/empty/'));
    const second = await backupInstance(instance, {
      include: ['saves', 'options.txt', 'missing'],
      now: new Date(Date.UTC(2024, 0, 3)),
    });
    assert.match(second.warnings.join('\n'), /missing: does not exist/);
    const listed = await listBackups(instance);
    assert.deepEqual(
      listed.backups.map((b) => [b.id, b.include, b.reason]),
      [
        [second.id, ['options.txt', 'saves'], 'manual'],
        [first.id, ['config', 'mods'], 'manual'],
      ],
    );
  });

  it('never includes backups/ and refuses unsafe include paths', async () => {
    await assert.rejects(backupInstance(instance, { include: ['backups'] }), BackupError);
    await assert.rejects(backupInstance(instance, { include: ['../outside'] }), /Cannot back up '\.\.\/outside'/);
    await assert.rejects(backupInstance(instance, { include: ['/etc'] }), /absolute path/);
  });

  it('restores: backs up the current state first, moves replaced files aside, never deletes', async () => {
    const backup = await backupInstance(instance, { include: ['config', 'mods'], now: new Date(Date.UTC(2024, 0, 1)) });
    await fs.promises.writeFile(path.join(instance.gameDir, 'config', 'a.cfg'), 'a=CHANGED');
    await writeText(path.join(instance.gameDir, 'config', 'new.cfg'), 'new');
    await fs.promises.rename(
      path.join(instance.gameDir, 'mods', 'a.jar'),
      path.join(instance.gameDir, 'mods', 'a.jar.disabled'),
    );
    const before = await listTree(path.join(instance.gameDir, 'config'));

    const result = await restoreBackup(instance, backup.id);
    assert.equal(result.restored, 3);
    assert.equal(await fs.promises.readFile(path.join(instance.gameDir, 'config', 'a.cfg'), 'utf8'), 'a=1');
    assert.ok(!fs.existsSync(path.join(instance.gameDir, 'config', 'new.cfg')));
    assert.ok(fs.existsSync(path.join(instance.gameDir, 'mods', 'a.jar')));
    assert.ok(fs.statSync(path.join(instance.gameDir, 'config', 'empty')).isDirectory());
    // The replaced state is kept twice: as a restorable backup and as the moved files.
    assert.equal(result.safetyBackup.reason, 'before-restore');
    assert.deepEqual(await listTree(path.join(result.movedTo, 'config')), before);
    assert.ok(fs.existsSync(path.join(result.movedTo, 'mods', 'a.jar.disabled')));
    const safetyZip = await readZip(result.safetyBackup.file);
    assert.equal(safetyZip.get('config/a.cfg')?.toString(), 'a=CHANGED');
    // Untouched paths stay.
    assert.equal(await fs.promises.readFile(path.join(instance.gameDir, 'options.txt'), 'utf8'), 'fov:1');
    // No staging folder is left.
    assert.deepEqual(
      (await fs.promises.readdir(path.join(instance.gameDir, 'backups'))).filter((n) => n.startsWith('.restore')),
      [],
    );
    // And the safety backup restores the changed state.
    await restoreBackup(instance, result.safetyBackup.id);
    assert.equal(await fs.promises.readFile(path.join(instance.gameDir, 'config', 'a.cfg'), 'utf8'), 'a=CHANGED');
  });

  it('fixture 50: a symlink to a folder outside the instance is never followed by backup or restore', async () => {
    const outside = path.join(dir, 'outside');
    await writeText(path.join(outside, 'precious.txt'), 'do not touch');
    await fs.promises.symlink(outside, path.join(instance.gameDir, 'saves', 'link'), 'dir');
    const backup = await backupInstance(instance, { include: ['saves'] });
    assert.match(backup.warnings.join('\n'), /saves\/link: is a symbolic link; it was not backed up/);
    assert.ok(![...(await readZip(backup.file)).keys()].some((k) => k.includes('precious')));
    const outsideBefore = await listTree(outside);
    await restoreBackup(instance, backup.id);
    assert.deepEqual(await listTree(outside), outsideBefore);
    assert.ok(!fs.existsSync(path.join(instance.gameDir, 'saves', 'link')));
    assert.equal(
      await fs.promises.readFile(path.join(instance.gameDir, 'saves', 'World', 'level.dat'), 'utf8'),
      'level',
    );
  });

  it('refuses to restore through a linked folder above a backed-up path', async () => {
    const backup = await backupInstance(instance, { include: ['config/deep'] });
    const outside = path.join(dir, 'elsewhere');
    await fs.promises.mkdir(outside);
    await fs.promises.rename(path.join(instance.gameDir, 'config'), path.join(dir, 'config-moved'));
    await fs.promises.symlink(outside, path.join(instance.gameDir, 'config'), 'dir');
    await assert.rejects(restoreBackup(instance, backup.id), /symbolic link; restore refuses to write through links/);
    assert.deepEqual(await fs.promises.readdir(outside), []);
  });

  it('fixture 50: a backup archive with ../ entries is rejected and nothing changes', async () => {
    const backups = path.join(instance.gameDir, 'backups');
    await fs.promises.mkdir(backups);
    const id = '20240101-000000-abcdef';
    await fs.promises.writeFile(
      path.join(backups, `nova-${id}.zip`),
      buildRawZip([
        { name: 'nova-backup.json', data: JSON.stringify({ formatVersion: 1, id, include: ['config'] }) },
        { name: 'config/../../../evil.txt', data: 'evil' },
      ]),
    );
    const before = await listTree(dir);
    // The planner lists only backups whose archive is safe, so this one is refused as unreadable before any write.
    await assert.rejects(restoreBackup(instance, id), /No readable backup 20240101-000000-abcdef/);
    // The archive itself is refused for its '..' entry (what makes the backup unreadable above).
    await assert.rejects(
      (async () => {
        const zip = await UntrustedArchive.open(path.join(backups, `nova-${id}.zip`));
        try {
          assertBackupEntries(zip, ['config']);
        } finally {
          zip.close();
        }
      })(),
      (e: unknown) => e instanceof ArchiveSafetyError && /'\.\.'/.test(e.message),
    );
    assert.deepEqual(await listTree(dir), before);
  });

  it('refuses entries outside the backed-up paths and ids that are not backup ids', async () => {
    const backups = path.join(instance.gameDir, 'backups');
    await fs.promises.mkdir(backups);
    const id = '20240101-000000-abcdef';
    await fs.promises.writeFile(
      path.join(backups, `nova-${id}.zip`),
      buildRawZip([
        { name: 'nova-backup.json', data: JSON.stringify({ formatVersion: 1, id, include: ['config'] }) },
        { name: 'mods/evil.jar', data: 'evil' },
      ]),
    );
    await assert.rejects(restoreBackup(instance, id), /outside the backed-up paths/);
    assert.ok(!fs.existsSync(path.join(instance.gameDir, 'mods', 'evil.jar')));
    await assert.rejects(restoreBackup(instance, '../../x'), /is not a backup id/);
    await assert.rejects(
      restoreBackup(instance, '20990101-000000-000000'),
      /No readable backup 20990101-000000-000000/,
    );
  });

  it('refuses a backups folder that is a symbolic link', async () => {
    const outside = path.join(dir, 'linked-backups');
    await fs.promises.mkdir(outside);
    await fs.promises.symlink(outside, path.join(instance.gameDir, 'backups'), 'dir');
    await assert.rejects(
      backupInstance(instance, { include: ['config'] }),
      /symbolic link; Nova will not write backups through it/,
    );
    assert.deepEqual(await fs.promises.readdir(outside), []);
  });
});
