import * as assert from 'node:assert/strict';
import { reportTable, runFuzz } from '../fuzz/fuzzRunner';

/**
 * The fuzz suite's short fixed-seed run inside `npm test` (the full run is `npm run fuzz`, docs/fuzz.md): a few
 * thousand mutated inputs over every parser boundary, each ending in its documented outcome, none slow, memory
 * bounded.
 */
describe('fuzz suite (short fixed-seed run)', function () {
  this.timeout(120_000);

  it('3,000 mutated inputs over every parser end in a documented outcome', async () => {
    const report = await runFuzz({ seed: 16, inputs: 3000, maxInputMs: 5000, maxRssBytes: 1024 * 1024 * 1024 });
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
});
