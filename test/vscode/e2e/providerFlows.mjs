// UI flows for choosing a model provider. "Choose Provider → Ollama" must list the models Ollama has installed
// (its documented `GET /api/tags`) instead of asking to type a name. The flow serves a look-alike of Ollama on its
// default port, and puts the user settings back afterwards so the flows after it still talk to the scripted model.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pickQuickPickItem, pickQuickPickStep, quickPickLabels, runCommand, waitUntil } from './workbench.mjs';

const OLLAMA_PORT = 11434;
const OLLAMA_MODELS = {
  models: [
    {
      name: 'qwen2.5:7b',
      model: 'qwen2.5:7b',
      size: 4_683_087_332,
      details: { family: 'qwen2', parameter_size: '7.6B', quantization_level: 'Q4_K_M' },
    },
    {
      name: 'llama3.2:latest',
      model: 'llama3.2:latest',
      size: 2_019_393_189,
      details: { family: 'llama', parameter_size: '3.2B', quantization_level: 'Q4_K_M' },
    },
  ],
};

/**
 * An Ollama look-alike on localhost's default port (IPv4 and IPv6, as `localhost` may resolve to either). With
 * `forwardTo` (an OpenAI-compatible server's origin), its `/v1/…` requests go there, so the chat gets answers.
 */
export async function startOllamaLookAlike(forwardTo = null) {
  const upstream = forwardTo === null ? null : new URL(forwardTo);
  const server = http.createServer((req, res) => {
    if (upstream !== null && req.url?.startsWith('/v1/')) {
      const forwarded = http.request(
        { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forwarded.on('error', () => res.destroy());
      req.pipe(forwarded);
      return;
    }
    res.writeHead(req.url === '/api/tags' ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(req.url === '/api/tags' ? OLLAMA_MODELS : { error: 'not found' }));
  });
  const listen = (host, options) =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen({ port: OLLAMA_PORT, host, ...options }, () => {
        server.off('error', reject);
        resolve();
      });
    });
  try {
    await listen('::', { ipv6Only: false });
  } catch (error) {
    if (error.code === 'EADDRINUSE') {
      throw new Error(
        `port ${OLLAMA_PORT} is taken (is a real Ollama running?); the flow needs it for its look-alike`,
        {
          cause: error,
        },
      );
    }
    await listen('127.0.0.1', {});
  }
  return {
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** @param {{ outputDir: string }} options */
export function providerFlows({ outputDir }) {
  const userSettings = path.join(outputDir, 'code-server', 'user-data', 'User', 'settings.json');
  return [
    {
      name: 'Choose Provider → Ollama lists the installed models with their sizes, and the one picked is used',
      async run({ page, log }) {
        const before = fs.readFileSync(userSettings, 'utf8');
        const ollama = await startOllamaLookAlike();
        try {
          await runCommand(page, 'Nova: Choose Provider');
          await pickQuickPickStep(page, 'Ollama');
          const listed = await waitUntil(
            async () => {
              const labels = await quickPickLabels(page);
              return labels.includes('qwen2.5:7b') && labels.includes('llama3.2:latest') ? labels : null;
            },
            async () => `the installed models were not listed; shown: ${await quickPickLabels(page)}`,
            60_000,
          );
          log(`listed: ${listed}`);
          if (!listed.includes('3.2B')) throw new Error(`the model sizes are not shown: ${listed}`);
          await pickQuickPickItem(page, 'llama3.2:latest');
          await waitUntil(
            () => {
              const settings = fs.readFileSync(userSettings, 'utf8');
              return settings.includes('"nova.provider.model": "llama3.2:latest"') && settings.includes('"ollama"');
            },
            () => `the picked model never reached the settings: ${fs.readFileSync(userSettings, 'utf8')}`,
            30_000,
          );
        } finally {
          await ollama.close();
          fs.writeFileSync(userSettings, before);
        }
      },
    },
  ];
}
