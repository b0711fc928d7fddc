import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { walkFolderTree, type WalkedEntry } from '../../../src/core/fs/folderWalk';
import { readInstancesAt } from '../../../src/core/instances/instanceDiscovery';
import { planExport } from '../../../src/core/packs/exportPlan';
import { ModpackExportError } from '../../../src/core/packs/modpackExport';
import { BufferSource } from '../../../src/core/archive/byteSource';
import { JarArchive } from '../../../src/core/archive/jarArchive';
import { runNova } from '../fixtures/cliRun';
import { writePrismInstance } from '../fixtures/instanceLayouts';
import { makeTempDir, writeText } from '../fixtures/zipBuilder';
import { assertCleanRun, within } from './hostileInputs';

/**
 * Issue 16 follow-up: the export walk is iterative and bounded. A folder chain far deeper than any path the
 * operating system can name, a symbolic link loop and a link chain all end the export in time with warnings.
 */

/** Creates `depth` nested folders `a/a/…` below `dir` (beyond PATH_MAX: each step is relative), in a child process. */
function deepChain(dir: string, depth: number): void {
  const script =
    "const fs=require('fs');process.chdir(process.argv[1]);" +
    "for(let i=0;i<Number(process.argv[2]);i++){fs.mkdirSync('a');process.chdir('a');}fs.writeFileSync('bottom.txt','x');";
  execFileSync(process.execPath, ['-e', script, dir, String(depth)]);
}

/** The entry names of the zip at `file`, one a line. */
async function entryList(file: string): Promise<string> {
  const archive = await JarArchive.open(new BufferSource(await fs.promises.readFile(file)));
  return archive.names.join('\n');
}

/** Removes a tree too deep for Node's own rm (GNU rm walks it relative to open folders). */
function removeDeep(dir: string): void {
  execFileSync('rm', ['-rf', dir]);
}

describe('the export walk on hostile folder trees', function () {
  this.timeout(120_000);
  let root: string;
  let game: string;
  beforeEach(async () => {
    root = await makeTempDir('nova-walk-');
    await writePrismInstance(path.join(root, 'pack'), {
      name: 'Pack',
      minecraft: '1.20.1',
      loader: { type: 'fabric', version: '0.15.7' },
    });
    game = path.join(root, 'pack', 'minecraft');
    await writeText(path.join(game, 'config', 'kept.toml'), 'a = 1\n');
  });
  afterEach(() => removeDeep(root));

  it('a 10,000-deep folder chain: export ends, warns once, and ships what is shallower', async () => {
    deepChain(path.join(game, 'config'), 10_000);
    await writeText(path.join(game, 'config', 'a', 'a', 'shallow.toml'), 'b = 2\n');
    const out = path.join(root, 'out.mrpack');
    const run = await within(60_000, 'nova export', () => runNova(root, ['export', 'pack', '--out', out, '--json']));
    assertCleanRun(run);
    assert.equal(run.code, 0, run.stderr);
    const doc = JSON.parse(run.stdout) as { warnings: string[]; overrides: number };
    assert.ok(
      doc.warnings.some((w) => /nested more than 128 deep were left out/.test(w)),
      doc.warnings.join('\n'),
    );
    const listing = await entryList(out);
    assert.match(listing, /overrides\/config\/kept\.toml/);
    assert.match(listing, /overrides\/config\/a\/a\/shallow\.toml/);
    assert.doesNotMatch(listing, /bottom\.txt/);
    assert.ok(listing.split('\n').every((line) => line.length <= 1024));
  });

  it('the walk itself holds no recursion: a chain past PATH_MAX visited with a depth budget to match', async () => {
    const dir = path.join(root, 'chain');
    fs.mkdirSync(dir);
    deepChain(dir, 2500);
    let deepest = 0;
    let met = 0;
    const result = await walkFolderTree(dir, {
      maxDepth: 20_000,
      maxEntries: 50_000,
      visit: (entry: WalkedEntry) => {
        met++;
        deepest = Math.max(deepest, entry.depth);
        return true;
      },
      unreadable: () => undefined,
    });
    // The operating system refuses paths beyond PATH_MAX long before 10,000 levels: those folders are unreadable,
    // reported and skipped, never a crash.
    assert.ok(deepest >= 1000, String(deepest));
    assert.equal(met, deepest);
    assert.equal(result.truncated, false);
    const capped = await walkFolderTree(dir, { maxDepth: 50, maxEntries: 50_000, visit: () => true });
    assert.deepEqual(capped.tooDeep, ['a/'.repeat(50).slice(0, -1)]);
    const few = await walkFolderTree(dir, { maxDepth: 20_000, maxEntries: 10, visit: () => true });
    assert.equal(few.truncated, true);
  });

  it('a symbolic link loop and a 100-link chain are never followed', async () => {
    const config = path.join(game, 'config');
    fs.symlinkSync('..', path.join(config, 'loop'));
    fs.symlinkSync(config, path.join(config, 'self'));
    fs.symlinkSync('cycle-b', path.join(config, 'cycle-a'));
    fs.symlinkSync('cycle-a', path.join(config, 'cycle-b'));
    for (let i = 0; i < 100; i++) fs.symlinkSync(`chain${i + 1}`, path.join(config, `chain${i}`));
    fs.writeFileSync(path.join(config, 'chain100'), 'end');
    const out = path.join(root, 'out.mrpack');
    const run = await within(30_000, 'nova export', () => runNova(root, ['export', 'pack', '--out', out, '--json']));
    assertCleanRun(run);
    assert.equal(run.code, 0, run.stderr);
    const doc = JSON.parse(run.stdout) as { warnings: string[] };
    for (const name of ['loop', 'self', 'cycle-a', 'cycle-b', 'chain0', 'chain99'])
      assert.ok(
        doc.warnings.some((w) => w.startsWith(`config/${name}: is a symbolic link`)),
        `${name}: ${doc.warnings.join('\n')}`,
      );
    const listing = await entryList(out);
    assert.match(listing, /overrides\/config\/chain100/);
    assert.doesNotMatch(listing, /overrides\/config\/(loop|self|cycle)/);
  });

  it('more entries than an importer accepts is refused with a message, not a partial pack', async () => {
    const many = path.join(game, 'config', 'many');
    fs.mkdirSync(many);
    for (let i = 0; i < 60; i++) fs.writeFileSync(path.join(many, `f${i}`), '');
    const [instance] = await readInstancesAt(path.join(root, 'pack'), 'pack');
    assert.ok(instance);
    await assert.rejects(
      planExport(instance, { maxEntries: 50 }),
      (error: Error) =>
        error instanceof ModpackExportError && /more than 50 files and folders.*\.packignore/.test(error.message),
    );
    const plan = await planExport(instance, { maxEntries: 100 });
    assert.ok(plan.entries.some((e) => e.path === 'config/many/f59'));
  });
});
