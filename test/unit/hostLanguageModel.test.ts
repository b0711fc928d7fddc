import * as assert from 'node:assert/strict';
import * as z from 'zod';
import { continueAfterApproval, runTurn, type TurnOptions } from '../../src/core/agent/agentLoop';
import { ChatModelError } from '../../src/core/agent/chatModel';
import {
  createHostChatModel,
  HOST_MODEL_CODES,
  toHostMessages,
  toHostTools,
  type HostPart,
} from '../../src/core/agent/hostLanguageModel';
import { checkConnection } from '../../src/core/provider/connectionCheck';
import type { AgentEvent, ChatMessage } from '../../src/core/agent/transcript';
import type { Clock } from '../../src/core/ports';
import { defineTool, type AnyTool } from '../../src/core/tools/defineTool';
import { IdLedger } from '../../src/core/tools/idLedger';
import { ToolRegistry } from '../../src/core/tools/toolRegistry';
import { classifyModelError } from '../../src/ui/providerProblem';
import { fakeHostModel, type HostStep } from './fakes/fakeHostModel';
import { assertValidHistory } from './fakes/protocolAssertions';

function tools(): { list: AnyTool[]; listed: number[] } {
  const listed: number[] = [];
  const list: AnyTool[] = [
    defineTool({
      name: 'list_things',
      displayName: 'List things',
      description: 'List the things. Call first.',
      parameters: z.object({ filter: z.string().nullable() }),
      readOnly: true,
      async execute() {
        listed.push(1);
        return {
          text: 'things: alpha.jar, beta.jar',
          ids: [
            { kind: 'mod-file', value: 'alpha.jar', scope: 'i' },
            { kind: 'mod-file', value: 'beta.jar', scope: 'i' },
          ],
        };
      },
    }),
    defineTool({
      name: 'disable_things',
      displayName: 'Disable things',
      description: 'Propose disabling things.',
      parameters: z.object({ files: z.array(z.string()).min(1) }),
      readOnly: false,
      ids: (args) => args.files.map((f) => ({ kind: 'mod-file' as const, value: f, scope: 'i' })),
      async propose(args) {
        return args.files.map((f) => ({
          summary: `Rename ${f} → ${f}.disabled (not deleted; can be renamed back)`,
          risk: 'safe' as const,
          operations: [{ kind: 'rename' as const, from: `/m/${f}`, to: `/m/${f}.disabled` }],
          inverse: [{ kind: 'rename' as const, from: `/m/${f}.disabled`, to: `/m/${f}` }],
        }));
      },
    }),
  ];
  return { list, listed };
}

function noSleepClock(): Clock & { sleeps: number[] } {
  const sleeps: number[] = [];
  return { sleeps, now: () => 0, sleep: (ms) => Promise.resolve(void sleeps.push(ms)) };
}

function setup(script: HostStep[], hostOptions: Parameters<typeof fakeHostModel>[1] = {}) {
  const host = fakeHostModel(script, hostOptions);
  const harness = tools();
  const events: AgentEvent[] = [];
  const controller = new AbortController();
  const clock = noSleepClock();
  const options: TurnOptions = {
    model: createHostChatModel(host),
    tools: new ToolRegistry(harness.list, { capabilities: [] }),
    ledger: new IdLedger(),
    signal: controller.signal,
    onEvent: (e) => events.push(e),
    clock,
  };
  return { host, harness, events, controller, clock, options };
}

const history: ChatMessage[] = [{ role: 'system', content: 'You are a test.' }];

const call = (callId: string, name: string, input: Record<string, unknown>) =>
  ({ kind: 'tool-call', callId, name, input }) as const;
const text = (value: string) => ({ kind: 'text', text: value }) as const;

describe('VS Code language models through the host model port (hostLanguageModel.ts)', () => {
  it('maps the history to user/assistant messages of parts: system as user text, tool results as user parts', () => {
    const messages = toHostMessages([
      { role: 'system', content: 'Rules.' },
      { role: 'user', content: [{ type: 'text', text: 'Question?' }] },
      {
        role: 'assistant',
        content: 'Looking.',
        tool_calls: [
          { id: 'c1', type: 'function', function: { name: 'list_things', arguments: '{"filter":null}' } },
          { id: 'c2', type: 'function', function: { name: 'list_things', arguments: 'not json' } },
        ],
      },
      { role: 'tool', tool_call_id: 'c1', content: 'result one' },
      { role: 'tool', tool_call_id: 'c2', content: 'result two' },
      { role: 'user', content: '[Nova] The user reviewed the proposed changes.' },
      { role: 'assistant', content: '' },
      { role: 'assistant', content: 'Done.' },
    ]);
    const expected: Array<{ role: string; parts: HostPart[] }> = [
      { role: 'user', parts: [text('Rules.'), text('Question?')] },
      {
        role: 'assistant',
        parts: [text('Looking.'), call('c1', 'list_things', { filter: null }), call('c2', 'list_things', {})],
      },
      {
        role: 'user',
        parts: [
          { kind: 'tool-result', callId: 'c1', text: 'result one' },
          { kind: 'tool-result', callId: 'c2', text: 'result two' },
          text('[Nova] The user reviewed the proposed changes.'),
        ],
      },
      { role: 'assistant', parts: [text('Done.')] },
    ];
    assert.deepEqual(messages, expected);
  });

  it("offers the registry's own tool names, descriptions and schemas", () => {
    const registry = new ToolRegistry(tools().list, { capabilities: [] });
    const host = toHostTools(registry.wireTools());
    assert.deepEqual(
      host.map((t) => t.name),
      ['list_things', 'disable_things'],
    );
    assert.equal(host[1]?.description, 'Propose disabling things.');
    assert.deepEqual(host[0]?.inputSchema, registry.wireTools()[0]?.function.parameters);
  });

  it('runs a whole turn on the model: read call, provenance, checklist proposal, approval, closing answer', async () => {
    const { host, harness, events, options } = setup(
      [
        [text('Let me look. '), call('lm_1', 'list_things', { filter: null })],
        [
          call('lm_2', 'disable_things', { files: ['alpha.jar'] }),
          // Never listed: refused by id provenance before it reaches the checklist.
          call('lm_3', 'disable_things', { files: ['invented.jar'] }),
        ],
        [text('I proposed disabling alpha.jar.')],
        [text('Done: alpha.jar is disabled.')],
      ],
      { countTokens: true },
    );
    const first = await runTurn(history, 'Disable alpha', options);
    assert.equal(first.status, 'awaiting-approval');
    assert.equal(harness.listed.length, 1, 'the read tool ran once');
    assert.deepEqual(
      first.proposals.map((p) => p.summary),
      ['Rename alpha.jar → alpha.jar.disabled (not deleted; can be renamed back)'],
    );
    assertValidHistory(first.messages as never);
    assert.equal(
      events
        .filter((e) => e.type === 'text')
        .map((e) => e.delta)
        .join(''),
      'Let me look. I proposed disabling alpha.jar.',
      'text streamed as it came',
    );
    // The second request carried the read result back as a tool-result part for the model's own call id.
    const second = host.requests[1]?.messages ?? [];
    const results = second.flatMap((m) => m.parts.filter((p) => p.kind === 'tool-result'));
    assert.equal(results.length, 1);
    assert.equal(results[0]?.kind === 'tool-result' && results[0].callId, 'lm_1');
    assert.match(results[0]?.kind === 'tool-result' ? results[0].text : '', /alpha\.jar, beta\.jar/);
    // The third request: one queued answer and one provenance refusal, each for its call id.
    const third = (host.requests[2]?.messages ?? []).flatMap((m) => m.parts);
    const queued = third.find((p) => p.kind === 'tool-result' && p.callId === 'lm_2');
    const refused = third.find((p) => p.kind === 'tool-result' && p.callId === 'lm_3');
    assert.match(queued?.kind === 'tool-result' ? queued.text : '', /Queued for the user's confirmation as item 1/);
    assert.match(refused?.kind === 'tool-result' ? refused.text : '', /invented\.jar/);
    assert.equal(host.requests[0]?.tools.length, 2, 'the tools were offered');

    const closing = await continueAfterApproval(
      first.messages,
      first.proposals,
      [{ item: 1, status: 'applied' }],
      options,
    );
    assert.equal(closing.status, 'done');
    assert.equal(closing.text, 'Done: alpha.jar is disabled.');
    const note = (host.requests[3]?.messages ?? []).at(-1)?.parts.at(-1);
    assert.match(note?.kind === 'text' ? note.text : '', /item 1 applied/);
    assertValidHistory(closing.messages as never);
  });

  it('reports usage counted by the model tokenizer, and none when the host cannot count', async () => {
    const counting = setup([[text('Hello there.')]], { countTokens: true });
    const counted = await runTurn(history, 'Hi', counting.options);
    assert.equal(counted.usage.reported, true);
    assert.ok(counted.usage.promptTokens > 0, 'prompt tokens counted');
    assert.equal(counted.usage.completionTokens, Math.ceil('Hello there.'.length / 4));
    assert.equal(counted.usage.totalTokens, counted.usage.promptTokens + counted.usage.completionTokens);
    assert.ok(counting.host.counted >= 3, 'messages, tool list and answer were counted');

    const silent = setup([[text('Hello there.')]]);
    const unknown = await runTurn(history, 'Hi', silent.options);
    assert.equal(unknown.status, 'done');
    assert.equal(unknown.usage.reported, false);
  });

  it("gives the model's maxInputTokens as the context window for the meter", async () => {
    const known = createHostChatModel(fakeHostModel([], { maxInputTokens: 128_000 }));
    assert.equal(await known.contextWindow?.(), 128_000);
    const unknown = createHostChatModel(fakeHostModel([], { maxInputTokens: null }));
    assert.equal(await unknown.contextWindow?.(), null);
  });

  it('Stop aborts the streaming answer: the turn ends cancelled with a valid history', async () => {
    const { options, controller, events } = setup([{ parts: [text('Starting a long answer')], hang: true }]);
    const turn = runTurn(history, 'Write a lot', options);
    for (let i = 0; i < 200 && !events.some((e) => e.type === 'text'); i++)
      await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort(new Error('Stopped by the user'));
    const result = await turn;
    assert.equal(result.status, 'cancelled');
    assert.equal(result.messages.at(-1)?.content, 'Starting a long answer');
    assertValidHistory(result.messages as never);
  });

  it('Stop ends the turn even when the host stream never ends after cancellation', async () => {
    const { options, controller, events } = setup([{ parts: [text('Thinking')], hang: true, deaf: true }]);
    const turn = runTurn(history, 'Write a lot', options);
    for (let i = 0; i < 200 && !events.some((e) => e.type === 'text'); i++)
      await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort(new Error('Stopped by the user'));
    const result = await turn;
    assert.equal(result.status, 'cancelled');
    assertValidHistory(result.messages as never);
  });

  it('shows the host’s own sentence for no model, refused consent or a blocked request, without retrying', async () => {
    for (const code of [HOST_MODEL_CODES.notFound, HOST_MODEL_CODES.noPermission, HOST_MODEL_CODES.blocked]) {
      const sentence = `Worded by the host for ${code}.`;
      const { options, clock, host } = setup([{ error: new ChatModelError(sentence, null, null, code) }]);
      const result = await runTurn(history, 'Hi', options);
      assert.equal(result.status, 'failed');
      assert.equal(result.error, sentence);
      assert.equal(host.requests.length, 1, 'not retried');
      assert.deepEqual(clock.sleeps, []);
    }
    const problem = (code: string) => classifyModelError(new ChatModelError('m', null, null, code), 'm').kind;
    assert.equal(problem(HOST_MODEL_CODES.notFound), 'no-model');
    assert.equal(problem(HOST_MODEL_CODES.noPermission), 'other');
  });

  it('a failure that is not a ChatModelError is not retried and says what the model said', async () => {
    const { options, host } = setup([{ error: new Error('the model exploded') }]);
    const result = await runTurn(history, 'Hi', options);
    assert.equal(result.status, 'failed');
    assert.match(result.error ?? '', /the model exploded/);
    assert.equal(host.requests.length, 1);
  });

  it('an answer with no parts at all is reported as an empty response, not a blank answer', async () => {
    const { options } = setup([[]]);
    const result = await runTurn(history, 'Hi', options);
    assert.equal(result.status, 'failed');
    assert.match(result.error ?? '', /empty response/);
  });

  it('Test Connection works on the port: a plain answer, then the offered check tool called', async () => {
    const host = fakeHostModel([[text('OK')], [call('lm_check', 'report_connection_check', { ok: true })]]);
    const result = await checkConnection(createHostChatModel(host), new AbortController().signal);
    assert.deepEqual(result, { ok: true, reply: 'OK' });
    assert.deepEqual(
      host.requests[1]?.tools.map((t) => t.name),
      ['report_connection_check'],
    );
  });
});
