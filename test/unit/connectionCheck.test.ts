import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as assert from 'node:assert/strict';
import { createOpenAiChatModel } from '../../src/core/agent/chatModel';
import { hostToolRegistry } from '../../src/cli/toolsCommand';
import { ModScanner } from '../../src/core/mods/modScanner';
import { CHECK_TOOL_NAME, checkConnection } from '../../src/core/provider/connectionCheck';
import { modelContextWindow, OLLAMA_DEFAULT_CONTEXT } from '../../src/core/provider/modelContextWindow';
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
        /^The model server does not answer.*Details: /.test(unreachable.message),
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

  it("fails with Ollama's default 4,096-token context and Nova's real VS Code tool list, and says how to raise it", async () => {
    // An Ollama look-alike: /api/show without num_ctx (so Ollama's default applies) and the OpenAI-wire chat.
    server = await startFakeOpenAiServer([
      textAnswer('OK'),
      callAnswer([{ id: 'c', name: CHECK_TOOL_NAME, arguments: { ok: true } }]),
    ]);
    const show = http.createServer((req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ parameters: 'stop "<|im_end|>"', model_info: { 'qwen2.context_length': 32768 } }));
    });
    await new Promise<void>((resolve) => show.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = show.address() as AddressInfo;
      const window = await modelContextWindow(`http://127.0.0.1:${port}/v1`, 'qwen2.5:7b');
      assert.deepEqual(window, { tokens: OLLAMA_DEFAULT_CONTEXT, source: 'ollama' });
      const tools = hostToolRegistry('vscode', { roots: [process.cwd()], scanner: new ModScanner() }).wireTools();
      const result = await checkConnection(model(server.baseURL), new AbortController().signal, {
        tools,
        contextWindow: window?.tokens ?? null,
      });
      assert.equal(server.requests[1]?.body.tools.length, tools.length + 1, 'the whole tool list was sent');
      assert.ok(!result.ok && result.step === 'context', JSON.stringify(result));
      assert.match(result.message, /but the model's context is 4096 tokens/);
      assert.match(result.message, /OLLAMA_CONTEXT_LENGTH or num_ctx; see the README/);
    } finally {
      await new Promise<void>((resolve) => show.close(() => resolve()));
    }
  });
});
