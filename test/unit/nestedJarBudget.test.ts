import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import type { NestedMod } from '../../src/core/model/modFile';
import { readModFile } from '../../src/core/mods/modFileReader';
import { fabricJar, writeJar } from './fixtures/modJars';
import { buildZip, makeTempDir, removeTempDir } from './fixtures/zipBuilder';

/** A Fabric jar bundling `count` copies of `inner` as separate entries (each compressed on its own). */
function bundle(id: string, inner: Buffer, count: number): Promise<Buffer> {
  const names = Array.from({ length: count }, (_, i) => `META-INF/jars/${id}-${i}.jar`);
  const extra: Record<string, Buffer> = {};
  for (const n of names) extra[n] = inner;
  return fabricJar({ id, jars: names.map((file) => ({ file })) }, extra);
}

/** Every nested node of a tree, depth first. */
function walk(nested: readonly NestedMod[]): NestedMod[] {
  return nested.flatMap((n) => [n, ...walk(n.nested)]);
}

/** Points the central-directory records of `META-INF/jars/*` at the first one's data (method, sizes, CRC, local header). */
function aliasRecords(zip: Buffer): Buffer {
  const out = Buffer.from(zip);
  const records: number[] = [];
  for (let at = out.indexOf('PK\x01\x02', 0, 'latin1'); at >= 0; at = out.indexOf('PK\x01\x02', at + 46, 'latin1')) {
    const name = out.toString('utf8', at + 46, at + 46 + out.readUInt16LE(at + 28));
    if (name.startsWith('META-INF/jars/')) records.push(at);
  }
  const [source, ...others] = records;
  for (const at of others) {
    out.copy(out, at + 10, source! + 10, source! + 28);
    out.copy(out, at + 42, source! + 42, source! + 46);
  }
  return out;
}

describe('nested jars: an overall budget per top-level jar', function () {
  // Building 70 MiB of nested jars at test time takes seconds on a loaded machine; nothing here asserts time.
  this.timeout(120_000);
  let dir = '';
  before(async () => {
    dir = await makeTempDir('nova-nested-budget-');
  });
  after(async () => {
    await removeTempDir(dir);
  });

  it('opens at most 256 nested archives in all for 100 nested jars per level, 3 levels deep', async () => {
    const leaf = await fabricJar({ id: 'leaf' });
    const level2 = await bundle('two', leaf, 100);
    const level1 = await bundle('one', level2, 100);
    const top = await bundle('top', level1, 100);
    assert.ok(top.length < 4 * 1024 * 1024, `${top.length} bytes`);
    const file = await readModFile(await writeJar(path.join(dir, 'fanout.jar'), top));
    assert.equal(file.kind, 'mod');
    assert.deepEqual(
      file.mods.map((m) => m.id),
      ['top'],
    );
    const all = walk(file.nested);
    const opened = all.filter((n) => n.mods.length > 0);
    assert.equal(opened.length, 256);
    // Depth first: the first level-1 jar and its first level-2 jar are read in full.
    assert.equal(file.nested[0]!.mods[0]!.id, 'one');
    assert.equal(file.nested[0]!.nested[0]!.nested.length, 100);
    // Beyond the budget the entries are still listed, without mods.
    assert.equal(file.nested.length, 100);
    assert.deepEqual(file.nested[99]!.mods, []);
  });

  it('reads data that several records point at once, and caps the bytes inflated for nested jars', async () => {
    // A nested jar of 2 MiB (its padding stored), deflated to a few KiB in the outer jar.
    const padded = await buildZip([
      ['fabric.mod.json', JSON.stringify({ schemaVersion: 1, id: 'big', version: '1.0.0' })],
      ['pad.bin', Buffer.alloc(2 * 1024 * 1024), { store: true }],
    ]);
    assert.ok(padded.length > 2 * 1024 * 1024);

    // 100 records aliasing one entry: the data is inflated once and every entry lists the mod.
    const aliased = aliasRecords(await bundle('alias', padded, 100));
    const file = await readModFile(await writeJar(path.join(dir, 'aliased.jar'), aliased));
    assert.equal(file.nested.length, 100);
    assert.ok(
      file.nested.every((n) => n.mods.length === 1 && n.mods[0]!.id === 'big'),
      JSON.stringify(file.nested.slice(0, 3)),
    );

    // 34 distinct entries of 2 MiB each: 68 MiB to inflate, more than the 64 MiB budget.
    const distinct = await readModFile(await writeJar(path.join(dir, 'distinct.jar'), bundle('many', padded, 34)));
    const opened = distinct.nested.filter((n) => n.mods.length > 0).length;
    assert.equal(distinct.nested.length, 34);
    assert.equal(opened, Math.floor((64 * 1024 * 1024) / padded.length));
    assert.deepEqual(distinct.nested[33]!.mods, []);
  });
});
