import * as assert from 'node:assert/strict';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { modelContextWindow } from '../../src/core/provider/modelContextWindow';

/** A server answering only the given paths with JSON (everything else 404), like Ollama or LM Studio. */
async function serve(routes: Record<string, unknown>): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    req.resume();
    const body = routes[`${req.method} ${req.url}`];
    if (body === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1`, close: () => new Promise((r) => server.close(() => r())) };
}

describe("The model's context window from the server", () => {
  it("Ollama: the model's num_ctx when it sets one", async () => {
    const s = await serve({
      'POST /api/show': { parameters: 'stop "<|eot|>"\nnum_ctx 16384', model_info: { 'llama.context_length': 131072 } },
    });
    try {
      assert.deepEqual(await modelContextWindow(s.url, 'llama3.1'), { tokens: 16384, source: 'ollama' });
    } finally {
      await s.close();
    }
  });

  it("Ollama: its 4,096-token default otherwise, however long the model's trained context", async () => {
    const s = await serve({ 'POST /api/show': { parameters: '', model_info: { 'qwen2.context_length': 32768 } } });
    try {
      assert.deepEqual(await modelContextWindow(s.url, 'qwen2.5'), { tokens: 4096, source: 'ollama' });
    } finally {
      await s.close();
    }
  });

  it('LM Studio: the loaded context length of the model', async () => {
    const s = await serve({
      'GET /api/v0/models/qwen%2Fqwen3-8b': {
        id: 'qwen/qwen3-8b',
        loaded_context_length: 8192,
        max_context_length: 40960,
      },
    });
    try {
      assert.deepEqual(await modelContextWindow(s.url, 'qwen/qwen3-8b'), { tokens: 8192, source: 'lmstudio' });
    } finally {
      await s.close();
    }
  });

  it('null for a server that offers neither, and for one that does not answer', async () => {
    const s = await serve({});
    try {
      assert.equal(await modelContextWindow(s.url, 'gpt-4o-mini'), null);
    } finally {
      await s.close();
    }
    assert.equal(await modelContextWindow('http://127.0.0.1:9/v1', 'x', 500), null);
  });
});
