import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { MAX_CALLS_PER_STEP } from '../../../src/core/agent/agentLoop';
import { runNova } from '../fixtures/cliRun';
import { writePrismInstance } from '../fixtures/instanceLayouts';
import { makeTempDir, removeTempDir, writeText } from '../fixtures/zipBuilder';
import { callAnswer, startFakeOpenAiServer, textAnswer, type RecordedRequest } from '../fakes/fakeOpenAiServer';
import { assertCleanRun } from './hostileInputs';

/** The tool messages of one request to the model server. */
function toolMessages(request: RecordedRequest | undefined): Array<{ tool_call_id: string; content: string }> {
  const messages = (request?.body as { messages?: Array<{ role: string; tool_call_id?: string; content?: string }> })
    ?.messages;
  return (messages ?? [])
    .filter((m) => m.role === 'tool')
    .map((m) => ({ tool_call_id: String(m.tool_call_id), content: String(m.content) }));
}

/**
 * `nova ask` against a model server whose one answer calls thousands of read tools (issue 33 re-audit, item 10):
 * every call ran at once, so 12,000 distinct `read_log` calls took 940 MiB and 68 s, and a few steps of eight calls
 * printed "MaxListenersExceededWarning: Possible EventTarget memory leak detected" on stderr. One answer now runs
 * at most MAX_CALLS_PER_STEP calls, a few at a time; the rest are answered "not run", never dropped.
 */
describe('nova ask: a model that calls thousands of tools in one answer', function () {
  this.timeout(60_000);
  let root: string;

  beforeEach(async () => {
    root = await makeTempDir('nova-ask-calls-');
    await writePrismInstance(path.join(root, 'pack'), { name: 'Pack', minecraft: '1.20.1' });
    await writeText(path.join(root, 'pack', 'minecraft', 'logs', 'latest.log'), '[12:00:00] [main/INFO]: ok\n');
  });
  afterEach(() => removeTempDir(root));

  it('runs at most the per-answer cap, answers every other call "not run", and warns of no leak', async () => {
    const total = 2_000;
    const calls = Array.from({ length: total }, (_, k) => ({
      id: `c${k}`,
      name: 'read_log',
      arguments: { instance_id: 'pack', file: null, query: `q${k}`, offset: null, limit: null },
    }));
    const server = await startFakeOpenAiServer([callAnswer(calls), textAnswer('Done.')]);
    const warnings: string[] = [];
    const onWarning = (warning: Error): void => void warnings.push(warning.name);
    process.on('warning', onWarning);
    try {
      const run = await runNova(root, ['ask', 'read', 'the', 'log', '--json'], {
        OPENAI_BASE_URL: server.baseURL,
        NOVA_MODEL: 'local',
      });
      assertCleanRun(run);
      assert.equal(run.code, 0, run.stderr);
      assert.equal(server.requests.length, 2);
      const answers = toolMessages(server.requests[1]);
      // Every call is answered, in the model's order (the API refuses a history with a call left unanswered).
      assert.equal(answers.length, total);
      assert.deepEqual(
        answers.map((a) => a.tool_call_id),
        calls.map((c) => c.id),
      );
      const ran = answers.filter((a) => /latest\.log/.test(a.content));
      const refused = answers.filter((a) => a.content.includes(`at most ${MAX_CALLS_PER_STEP} tools`));
      assert.equal(ran.length, MAX_CALLS_PER_STEP);
      assert.equal(refused.length, total - MAX_CALLS_PER_STEP);
      assert.deepEqual(
        warnings.filter((name) => name === 'MaxListenersExceededWarning'),
        [],
      );
    } finally {
      process.off('warning', onWarning);
      await server.close();
    }
  });
});
