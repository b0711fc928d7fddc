import * as assert from 'node:assert/strict';
import { mapPool, TaskPool } from '../../src/core/fs/taskPool';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The one bounded pool (src/core/fs/taskPool.ts): file reads, hashes and requests a few at a time. */
describe('mapPool and TaskPool', () => {
  it('never runs more than its limit at once and keeps the items’ order', async () => {
    let running = 0;
    let most = 0;
    const out = await mapPool(
      Array.from({ length: 200 }, (_, i) => i),
      7,
      async (n) => {
        running++;
        most = Math.max(most, running);
        await tick(n % 3);
        running--;
        return n * 2;
      },
    );
    assert.equal(most, 7);
    assert.deepEqual(
      out,
      Array.from({ length: 200 }, (_, i) => i * 2),
    );
    assert.deepEqual(await mapPool([], 4, async () => 1), []);
  });

  it('the first rejection stops new calls and is rethrown only after the running ones settle', async () => {
    const started: number[] = [];
    let settled = 0;
    await assert.rejects(
      mapPool(
        Array.from({ length: 50 }, (_, i) => i),
        3,
        async (n) => {
          started.push(n);
          if (n === 1) throw new Error('boom');
          await tick(20);
          settled++;
          return n;
        },
      ),
      /boom/,
    );
    assert.deepEqual(
      started.sort((a, b) => a - b),
      [0, 1, 2],
      'no item starts after the failure',
    );
    assert.equal(settled, 2, 'the two running calls finished before the rejection');
  });

  it('an aborted signal stops the map with its reason', async () => {
    const controller = new AbortController();
    const seen: number[] = [];
    await assert.rejects(
      mapPool(
        [1, 2, 3, 4, 5, 6],
        2,
        async (n) => {
          seen.push(n);
          if (n === 2) controller.abort(new Error('cancelled by the user'));
          await tick(5);
          return n;
        },
        controller.signal,
      ),
      /cancelled by the user/,
    );
    assert.deepEqual(seen, [1, 2]);
  });

  it('TaskPool queues tasks beyond its size and runs them as slots free', async () => {
    const pool = new TaskPool(2);
    let most = 0;
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        pool.run(async () => {
          most = Math.max(most, pool.running);
          await tick(5);
          return n;
        }),
      ),
    );
    assert.deepEqual(results, [1, 2, 3, 4, 5]);
    assert.equal(most, 2);
    assert.equal(pool.queued, 0);
    assert.throws(() => new TaskPool(0), /at least one slot/);
  });
});
