import * as assert from 'node:assert/strict';
import { reportTable, runFuzz } from '../fuzz/fuzzRunner';
import { SHAPE_VARIANTS } from '../fuzz/shapeTargets';

/**
 * The fuzz suite's short fixed-seed run inside `npm test` (the full run is `npm run fuzz`, docs/fuzz.md): a few
 * thousand mutated inputs over every parser boundary, each ending in its documented outcome, none slow, memory
 * bounded.
 */
describe('fuzz suite (short fixed-seed run)', function () {
  this.timeout(120_000);

  it('3,000 mutated inputs over every parser end in a documented outcome', async () => {
    const report = await runFuzz({
      seed: 16,
      inputs: 3000,
      maxInputMs: 5000,
      maxRssBytes: 1024 * 1024 * 1024,
      kind: 'mutated',
    });
    const table = reportTable(report);
    assert.equal(report.failures, 0, table);
    assert.ok(report.inputs >= 2900, table);
    assert.ok(report.targets.length >= 20, table);
    for (const t of report.targets) {
      assert.ok(t.inputs > 0, `${t.name} got no input`);
      assert.ok(t.outcomes.accepted + t.outcomes.refused === t.inputs, `${t.name}: an input ended without an outcome`);
    }
    // Unmutated seeds are among the inputs, so every pure parser accepts some (launcher layouts always warn about
    // the sample's missing game files, so they count as refused).
    for (const name of ['jar', 'fabric.mod.json', 'quilt.mod.json', 'mods.toml', 'mcmod.info', '.packignore'])
      assert.ok((report.targets.find((t) => t.name === name)?.outcomes.accepted ?? 0) > 0, `${name} accepted nothing`);
  });

  // Issue 33's hostile shapes (docs/fuzz.md): each generator runs once per variant (links outside the served root,
  // bisect states and planted temporary names, hostile packwiz packs, 1,500 files under 1,024 open files, servers that
  // never answer and 5,000-character hashes, 12 MB and deeply nested MCP lines, SARIF names with spaces and #).
  for (const [name, variants] of Object.entries(SHAPE_VARIANTS))
    it(`hostile shape "${name}": all ${variants} variants end in their limit, clean, contained, nothing lost`, async () => {
      const report = await runFuzz({
        seed: 33,
        inputs: variants,
        maxInputMs: 5000,
        maxRssBytes: 1024 * 1024 * 1024,
        only: name,
        kind: 'generated',
      });
      const table = reportTable(report);
      assert.equal(report.targets.length, 1, table);
      assert.equal(report.inputs, variants, table);
      assert.equal(report.failures, 0, table);
    });
});
