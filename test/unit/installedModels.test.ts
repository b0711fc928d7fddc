import * as assert from 'node:assert/strict';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { installedModels } from '../../src/core/provider/installedModels';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

async function serve(handler: Handler): Promise<{ url: string; seen: string[]; close(): Promise<void> }> {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(req.url ?? '');
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const json = (res: http.ServerResponse, status: number, body: unknown): void => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

describe('installedModels: the models a local server lists', () => {
  it("lists Ollama's installed models from /api/tags with their size and parameters", async () => {
    const server = await serve((req, res) => {
      if (req.url === '/api/tags')
        json(res, 200, {
          models: [
            {
              name: 'qwen2.5:7b',
              model: 'qwen2.5:7b',
              size: 4_683_087_332,
              details: { parameter_size: '7.6B', quantization_level: 'Q4_K_M' },
            },
            { name: 'llama3.2:latest', size: 2_019_393_189, details: { parameter_size: '3.2B' } },
            { nonsense: true },
          ],
        });
      else json(res, 404, { error: 'not found' });
    });
    try {
      const listed = await installedModels(server.url);
      assert.equal(listed?.server, 'ollama');
      assert.deepEqual(
        listed?.models.map((m) => m.id),
        ['qwen2.5:7b', 'llama3.2:latest'],
      );
      assert.equal(listed?.models[0]?.detail, '7.6B · Q4_K_M · 4.4 GB');
    } finally {
      await server.close();
    }
  });

  it("lists LM Studio's chat models from /api/v0/models, leaving embedding models out and marking loaded ones", async () => {
    const server = await serve((req, res) => {
      if (req.url === '/api/v0/models')
        json(res, 200, {
          object: 'list',
          data: [
            { id: 'qwen2.5-7b-instruct', type: 'llm', arch: 'qwen2', quantization: 'Q4_K_M', state: 'loaded' },
            { id: 'text-embedding-nomic-embed-text-v1.5', type: 'embeddings', state: 'not-loaded' },
            { id: 'mistral-nemo-instruct-2407', type: 'llm', state: 'not-loaded' },
          ],
        });
      else json(res, 404, { error: 'Unexpected endpoint or method.' });
    });
    try {
      const listed = await installedModels(server.url);
      assert.equal(listed?.server, 'lmstudio');
      assert.deepEqual(
        listed?.models.map((m) => [m.id, m.loaded]),
        [
          ['qwen2.5-7b-instruct', true],
          ['mistral-nemo-instruct-2407', false],
        ],
      );
      assert.equal(listed?.models[0]?.detail, 'qwen2 · Q4_K_M');
    } finally {
      await server.close();
    }
  });

  it('falls back to the OpenAI-compatible /v1/models list', async () => {
    const server = await serve((req, res) => {
      if (req.url === '/v1/models') json(res, 200, { object: 'list', data: [{ id: 'my-model', object: 'model' }] });
      else json(res, 404, {});
    });
    try {
      const listed = await installedModels(server.url);
      assert.deepEqual(listed, { server: 'openai-compatible', models: [{ id: 'my-model' }] });
      assert.deepEqual(server.seen, ['/api/tags', '/api/v0/models', '/v1/models']);
    } finally {
      await server.close();
    }
  });

  it('answers an empty list when Ollama runs with no model pulled', async () => {
    const server = await serve((_req, res) => json(res, 200, { models: [] }));
    try {
      assert.deepEqual(await installedModels(server.url), { server: 'ollama', models: [] });
    } finally {
      await server.close();
    }
  });

  it('answers null, within its time limit, for a server that never answers', async () => {
    const server = await serve(() => {
      /* never answers */
    });
    try {
      const started = Date.now();
      assert.equal(await installedModels(server.url, { timeoutMs: 300 }), null);
      assert.ok(Date.now() - started < 3000, 'gave up within the time limit');
    } finally {
      await server.close();
    }
  });

  it('ignores an answer past its size cap and one that is not JSON', async () => {
    const server = await serve((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      if (req.url === '/api/tags') {
        // A model list of 3 MiB, sent in pieces without a declared length.
        const piece = Buffer.alloc(64 * 1024, 0x20);
        res.write('{"models":[');
        for (let i = 0; i < 48; i++) res.write(piece);
        res.end(']}');
      } else res.end('<html>not json</html>');
    });
    try {
      assert.equal(await installedModels(server.url), null);
    } finally {
      await server.close();
    }
  });

  it('answers null for a server that is not running', async () => {
    const server = await serve(() => undefined);
    const url = server.url;
    await server.close();
    assert.equal(await installedModels(url, { timeoutMs: 2000 }), null);
  });
});
