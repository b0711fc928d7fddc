import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { importModpack } from '../../src/core/packs/modpackImporter';
import { listTree, pseudoRandom, sha } from './fixtures/modpackFixtures';
import { buildZip, makeTempDir, removeTempDir } from './fixtures/zipBuilder';

/**
 * Mutation fuzzing: every byte-level corruption of a valid pack must end in either a complete import or a refusal
 * with a message — never a crash without a message, a hang, or a file outside the target.
 */
describe('modpack import under corrupted bytes', () => {
  let dir: string;
  let valid: Buffer;
  before(async () => {
    dir = await makeTempDir('nova-fuzz-');
    const jar = pseudoRandom(500, 1);
    valid = await buildZip({
      'modrinth.index.json': JSON.stringify({
        formatVersion: 1,
        game: 'minecraft',
        versionId: '1',
        name: 'Fuzz',
        files: [
          {
            path: 'mods/a.jar',
            hashes: { sha1: sha('sha1', jar), sha512: sha('sha512', jar) },
            downloads: ['https://cdn.modrinth.com/a.jar'],
            fileSize: 500,
          },
        ],
        dependencies: { minecraft: '1.20.1' },
      }),
      'overrides/config/a.txt': 'config '.repeat(200),
      'overrides/mods/b.jar': pseudoRandom(3000, 2),
      'client-overrides/options.txt': 'fov:1',
    });
  });
  after(async () => {
    await removeTempDir(dir);
  });

  it('imports the unmodified pack (control)', async () => {
    const work = path.join(dir, 'control');
    await fs.promises.mkdir(path.join(work, 'parent'), { recursive: true });
    await fs.promises.writeFile(path.join(work, 'p.mrpack'), valid);
    const result = await importModpack(path.join(work, 'p.mrpack'), path.join(work, 'parent', 'T'));
    assert.equal(result.files, 3);
  });

  it('150 seeded corruptions: a clean import or a clear refusal, and nothing outside the target', async () => {
    let seed = 7;
    const rand = (n: number): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    let refused = 0;
    for (let round = 0; round < 150; round++) {
      const bytes = Buffer.from(valid);
      const flips = 1 + rand(4);
      for (let i = 0; i < flips; i++) bytes[rand(bytes.length)] = rand(256);
      if (round % 7 === 0) bytes.fill(0xff, rand(bytes.length), rand(bytes.length)); // a damaged run
      const work = path.join(dir, `r${round}`);
      const parent = path.join(work, 'parent');
      await fs.promises.mkdir(parent, { recursive: true });
      const archive = path.join(work, 'p.mrpack');
      await fs.promises.writeFile(archive, bytes);
      const before = await listTree(dir);
      try {
        await importModpack(archive, path.join(parent, 'T'));
        const after = await listTree(dir);
        const added = Object.keys(after).filter((k) => !(k in before));
        assert.ok(
          added.every((k) => k.startsWith(`r${round}/parent/T/`)),
          `round ${round} wrote ${added.join(', ')}`,
        );
      } catch (error) {
        refused++;
        assert.ok(error instanceof Error && error.message.length > 10, `round ${round}: ${String(error)}`);
        assert.deepEqual(await listTree(dir), before, `round ${round} left files behind`);
        assert.deepEqual(await fs.promises.readdir(parent), []);
      }
      await fs.promises.rm(work, { recursive: true, force: true });
    }
    assert.ok(refused > 0);
  });
});
