import * as assert from 'node:assert/strict';
import { createOpenAiChatModel } from '../../src/core/agent/chatModel';
import { CHECK_TOOL_NAME, checkConnection } from '../../src/core/provider/connectionCheck';
import { callAnswer, startFakeOpenAiServer, textAnswer, type FakeOpenAiServer } from './fakes/fakeOpenAiServer';

describe('Test connection (server answers, tool calling works)', () => {
  let server: FakeOpenAiServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  const model = (baseURL: string) => createOpenAiChatModel({ baseURL, apiKey: 'k', model: 'fake-model' });

  it('passes when the model answers and calls the offered tool', async () => {
    server = await startFakeOpenAiServer([
      textAnswer('OK'),
      callAnswer([{ id: 'c', name: CHECK_TOOL_NAME, arguments: { ok: true } }]),
    ]);
    const result = await checkConnection(model(server.baseURL), new AbortController().signal);
    assert.deepEqual(result, { ok: true, reply: 'OK' });
    assert.equal(server.requests[0]?.body.tools, undefined, 'the first request has no tools');
    assert.equal(server.requests[1]?.body.tools?.[0]?.function?.name, CHECK_TOOL_NAME);
  });

  it('says the model does not call tools when it answers in text', async () => {
    server = await startFakeOpenAiServer([textAnswer('OK'), textAnswer('I cannot use tools')]);
    const result = await checkConnection(model(server.baseURL), new AbortController().signal);
    assert.equal(result.ok, false);
    assert.ok(
      !result.ok && result.step === 'tools' && /did not call the offered tool.*I cannot use tools/.test(result.message),
      JSON.stringify(result),
    );
  });

  it('says the server rejected tools (Ollama-style 400)', async () => {
    server = await startFakeOpenAiServer([
      textAnswer('OK'),
      { status: 400, body: { error: { message: 'gemma does not support tools' } } },
    ]);
    const result = await checkConnection(model(server.baseURL), new AbortController().signal);
    assert.ok(
      !result.ok &&
        result.step === 'tools' &&
        result.status === 400 &&
        /does not support tool calling/.test(result.message),
      JSON.stringify(result),
    );
  });

  it('says the key was rejected, or the server cannot be reached, at the server step', async () => {
    server = await startFakeOpenAiServer([{ status: 401, body: { error: { message: 'Incorrect API key' } } }]);
    const rejected = await checkConnection(model(server.baseURL), new AbortController().signal);
    assert.ok(
      !rejected.ok && rejected.step === 'server' && /rejected the API key/.test(rejected.message),
      JSON.stringify(rejected),
    );
    const url = server.baseURL;
    await server.close();
    server = undefined;
    const unreachable = await checkConnection(model(url), new AbortController().signal);
    assert.ok(
      !unreachable.ok &&
        unreachable.step === 'server' &&
        unreachable.status === null &&
        /Cannot reach/.test(unreachable.message),
      JSON.stringify(unreachable),
    );
  });

  it('sends the real tool list with the check tool, and fails when the list does not fit the context', async () => {
    const tools = Array.from({ length: 8 }, (_, i) => ({
      type: 'function' as const,
      function: { name: `tool_${i}`, description: 'd'.repeat(700), parameters: { type: 'object', properties: {} } },
    }));
    server = await startFakeOpenAiServer([
      textAnswer('OK'),
      callAnswer([{ id: 'c', name: CHECK_TOOL_NAME, arguments: { ok: true } }]),
      textAnswer('OK'),
      callAnswer([{ id: 'c', name: CHECK_TOOL_NAME, arguments: { ok: true } }]),
    ]);
    const roomy = await checkConnection(model(server.baseURL), new AbortController().signal, {
      tools,
      contextWindow: 32768,
    });
    assert.deepEqual(roomy, { ok: true, reply: 'OK' });
    const sent = (server.requests[1]?.body.tools ?? []).map((t: { function?: { name?: string } }) => t.function?.name);
    assert.deepEqual(sent, [...tools.map((t) => t.function.name), CHECK_TOOL_NAME]);
    const tight = await checkConnection(model(server.baseURL), new AbortController().signal, {
      tools,
      contextWindow: 2048,
    });
    assert.ok(!tight.ok && tight.step === 'context', JSON.stringify(tight));
    assert.match(tight.message, /about \d+ tokens, but the model's context is 2048 tokens/);
    assert.match(tight.message, /OLLAMA_CONTEXT_LENGTH/);
  });
});
