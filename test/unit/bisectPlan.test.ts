import * as assert from 'node:assert/strict';
import { answerTest, nextTest, requiredClosure, withoutCulprit } from '../../src/core/bisect/bisectPlan';

/** A deterministic random dependency DAG: each file may require a few files with smaller numbers. */
function randomDag(count: number, seed: number): { files: string[]; requires: Record<string, string[]> } {
  let state = seed;
  const next = (): number => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const files = Array.from({ length: count }, (_, i) => `m${i}.jar`);
  const requires: Record<string, string[]> = {};
  files.forEach((file, i) => {
    const deps = new Set<string>();
    for (let k = 0; k < 3 && i > 0; k++) if (next() < 0.35) deps.add(files[Math.floor(next() * i)]!);
    requires[file] = [...deps];
  });
  return { files, requires };
}

describe('bisect plan', () => {
  for (const seed of [1, 2, 3, 4, 5]) {
    it(`random dependency graph ${seed}: every culprit in ceil(log2 n) answers, every launch closed under requires`, () => {
      const { files, requires } = randomDag(30, seed);
      for (const culprit of files) {
        let suspects = files;
        let answers = 0;
        for (
          let test = nextTest(suspects, files, requires);
          test !== null;
          test = nextTest(suspects, files, requires)
        ) {
          assert.equal(requiredClosure(test.enabled, requires).size, test.enabled.length, 'a launch strands a mod');
          assert.ok(test.covered.length > 0 && test.covered.length < suspects.length);
          suspects = answerTest(suspects, test.covered, test.enabled.includes(culprit) ? 'bad' : 'good');
          answers++;
        }
        assert.deepEqual(suspects, [culprit]);
        assert.ok(answers <= Math.ceil(Math.log2(files.length)), `${culprit}: ${answers} answers`);
        const after = withoutCulprit(files, suspects, requires);
        assert.ok(!after.includes(culprit));
        assert.equal(requiredClosure(after, requires).size, after.length);
      }
    });
  }
});
