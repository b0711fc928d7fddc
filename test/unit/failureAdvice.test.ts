import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { runTurn, type TurnOptions } from '../../src/core/agent/agentLoop';
import { ChatModelError, createOpenAiChatModel } from '../../src/core/agent/chatModel';
import { HOST_MODEL_CODES } from '../../src/core/agent/hostLanguageModel';
import { modelFailure } from '../../src/core/agent/modelFailure';
import { checkConnection } from '../../src/core/provider/connectionCheck';
import { failureAdvice, failureLead, type FailureAdvice } from '../../src/core/failures/failureAdvice';
import { IdLedger } from '../../src/core/tools/idLedger';
import { ToolRegistry } from '../../src/core/tools/toolRegistry';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fakes/fakeOpenAiServer';

const CJK = /[\u4e00-\u9fff]/;
/** The system's words that must never lead what a person reads. */
const RAW_WORDS =
  /fetch failed|getaddrinfo|ENOTFOUND|ECONNREFUSED|ETIMEDOUT|ECONNRESET|EACCES|ENOENT|EBUSY|ENOSPC|socket hang up|\b[45]\d\d\b/;

/** What a person reads first, in both languages, checked for raw words; returns the English line. */
function lead(failure: FailureAdvice): string {
  const en = failureLead(failure, 'en');
  const zh = failureLead(failure, 'zh-cn');
  assert.doesNotMatch(en, RAW_WORDS, en);
  assert.doesNotMatch(zh, RAW_WORDS, zh);
  assert.match(zh, CJK, zh);
  return en;
}

/** A port nothing listens on: bound, then closed. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** An Error with Node's `code` and an undici-style cause chain (`fetch failed` ← `getaddrinfo ENOTFOUND host`). */
function systemError(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('failures as people read them: advice first, the system text behind Details', () => {
  it('maps a real refused connection (fetch to a closed port) to "nothing answers" with Retry and Open Settings', async () => {
    const port = await closedPort();
    const error = await fetch(`http://127.0.0.1:${port}/v1/models`).then(
      () => assert.fail('the port answered'),
      (e: unknown) => e,
    );
    const failure = failureAdvice(error);
    assert.equal(failure.kind, 'refused');
    assert.match(lead(failure), new RegExp(`^Nothing answers at 127\\.0\\.0\\.1:${port}\\. Start the server`));
    assert.match(failure.detail, /fetch failed.*ECONNREFUSED/);
    assert.deepEqual(failure.fixes, ['retry', 'openSettings']);
  });

  it('maps DNS, timeout, reset, certificate and bare "fetch failed" errors', () => {
    const dns = failureAdvice(
      new TypeError('fetch failed', {
        cause: systemError('getaddrinfo ENOTFOUND api.modrinth.com', 'ENOTFOUND'),
      }),
    );
    assert.equal(dns.kind, 'offline');
    assert.equal(
      lead(dns),
      'Nova cannot find api.modrinth.com. Check the internet connection and the address, then retry.',
    );
    assert.equal(dns.detail, 'fetch failed: getaddrinfo ENOTFOUND api.modrinth.com');
    assert.equal(failureAdvice(systemError('getaddrinfo EAI_AGAIN example.org', 'EAI_AGAIN')).kind, 'offline');
    assert.equal(failureAdvice(systemError('connect ETIMEDOUT 10.0.0.1:443', 'ETIMEDOUT')).kind, 'timeout');
    assert.equal(
      failureAdvice(new TypeError('fetch failed', { cause: systemError('read ECONNRESET', 'ECONNRESET') })).kind,
      'connection',
    );
    assert.equal(failureAdvice(new TypeError('fetch failed')).kind, 'connection');
    assert.equal(
      failureAdvice(systemError('self-signed certificate', 'DEPTH_ZERO_SELF_SIGNED_CERT')).kind,
      'certificate',
    );
    for (const f of [failureAdvice(new TypeError('fetch failed')), failureAdvice(systemError('x', 'ETIMEDOUT'))])
      lead(f);
  });

  it('maps raw HTTP answers 401, 403, 404, 429 and 500 by status, and keeps a worded one with Retry', () => {
    // The openai client's and undici's wording of a bare status: "429 status code (no body)".
    const byStatus = (status: number) =>
      failureAdvice(Object.assign(new Error(`${status} status code (no body)`), { status }));
    assert.equal(byStatus(401).kind, 'denied');
    assert.equal(byStatus(403).kind, 'denied');
    assert.equal(byStatus(404).kind, 'notFound');
    assert.equal(byStatus(429).kind, 'busy');
    assert.deepEqual(byStatus(429).fixes, ['retry']);
    assert.equal(byStatus(500).kind, 'serverError');
    assert.equal(byStatus(503).kind, 'serverError');
    assert.equal(failureAdvice(new Error('502 Bad Gateway')).kind, 'serverError');
    assert.equal(failureAdvice(new Error('Error: unexpected status code 429')).kind, 'busy');
    for (const s of [401, 404, 429, 500]) assert.match(lead(byStatus(s)), /^[A-Z].*\.$/);
    const worded = failureAdvice(
      Object.assign(new Error('Modrinth failed to answer the search (HTTP 503); try again in a few minutes.'), {
        status: 503,
      }),
    );
    assert.equal(worded.kind, 'worded');
    assert.deepEqual(worded.fixes, ['retry']);
    assert.equal(
      failureLead(worded, 'en'),
      'Modrinth failed to answer the search (HTTP 503); try again in a few minutes.',
    );
  });

  it('maps a real missing file and other file-system errors, and keeps the path for Details', async () => {
    const missing = path.join(os.tmpdir(), `nova-missing-${process.pid}`, 'mods.json');
    const error = await fs.promises.readFile(missing).catch((e: unknown) => e);
    const failure = failureAdvice(error);
    assert.equal(failure.kind, 'fileMissing');
    assert.match(lead(failure), /^A file or folder Nova needs is not there/);
    assert.ok(failure.detail.includes(missing), failure.detail);
    assert.equal(failureAdvice(systemError('EACCES: permission denied, open /x', 'EACCES')).kind, 'fileDenied');
    assert.equal(failureAdvice(systemError('EBUSY: resource busy or locked', 'EBUSY')).kind, 'fileBusy');
    assert.equal(failureAdvice(systemError('ENOSPC: no space left on device', 'ENOSPC')).kind, 'diskFull');
  });

  it("shows Nova's own sentences as they are, and hides other raw text behind a plain lead", () => {
    const worded = failureAdvice(new Error('The jar is gone: beta-2.0.jar was moved since the check.'));
    assert.equal(worded.kind, 'worded');
    assert.equal(worded.advice, undefined);
    assert.equal(failureLead(worded, 'en'), 'The jar is gone: beta-2.0.jar was moved since the check.');
    const raw = failureAdvice(new Error('ERR_INVALID_STATE: Invalid state: Controller is already closed'));
    assert.equal(raw.kind, 'unknown');
    assert.match(lead(raw), /^Something went wrong\. Retry, or open Details/);
    assert.match(raw.detail, /ERR_INVALID_STATE/);
    assert.equal(failureAdvice('').kind, 'unknown');
  });
});

describe('a failed model request as the chat shows it', () => {
  let server: FakeOpenAiServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function turn(baseURL: string) {
    const options: TurnOptions = {
      model: createOpenAiChatModel({ baseURL, apiKey: 'k', model: 'fake-model' }),
      tools: new ToolRegistry([], { capabilities: [], readOnlyOnly: false }),
      ledger: new IdLedger(),
      signal: new AbortController().signal,
      clock: { now: () => Date.now(), sleep: async () => undefined },
      retry: { maxRetries: 1 },
    };
    return runTurn([{ role: 'system', content: 'test' }], 'hi', options);
  }

  it('a server that is not running: plain advice, the address and the system error only in the detail', async () => {
    const port = await closedPort();
    const result = await turn(`http://127.0.0.1:${port}/v1`);
    assert.equal(result.status, 'failed');
    const failure = result.failure;
    assert.ok(failure, 'the turn carries the failure by id');
    assert.equal(failure.kind, 'refused');
    assert.equal(
      lead(failure),
      `Nothing answers at 127.0.0.1:${port}. Start the server, or check the address in the settings.`,
    );
    assert.match(
      failure.detail,
      new RegExp(`^http://127\\.0\\.0\\.1:${port}/v1: cannot reach the server \\(.*ECONNREFUSED`),
    );
    assert.deepEqual(failure.fixes, ['retry', 'openSettings']);
  });

  it('401, 404, 429 and 500 from a real server: advice by status, the server text as detail', async () => {
    const cases: Array<[number, RegExp, string]> = [
      [401, /^The model server rejected the API key\. Set a valid key/, 'denied'],
      [404, /^The model server has no model 'fake-model'/, 'notFound'],
      [429, /^The model server is still busy \(too many requests\) after 2 attempts\. Wait a minute/, 'busy'],
      [500, /^The model server failed after 2 attempts\. Retry later/, 'serverError'],
    ];
    for (const [status, expected, kind] of cases) {
      server = await startFakeOpenAiServer([
        { status, body: { error: { message: `secret server words ${status}` } } },
        { status, body: { error: { message: `secret server words ${status}` } } },
      ]);
      const result = await turn(server.baseURL);
      const failure = result.failure;
      assert.ok(failure, `${status}: no failure`);
      assert.equal(failure.kind, kind, `${status}`);
      assert.match(failureLead(failure, 'en'), expected);
      assert.doesNotMatch(failureLead(failure, 'en'), /secret server words/);
      assert.match(failureLead(failure, 'zh-cn'), CJK);
      assert.match(failure.detail, new RegExp(`secret server words ${status}`));
      await server.close();
      server = undefined;
    }
  });

  it('Test Connection against a server that is not running leads with advice, the step and error for Details', async () => {
    const port = await closedPort();
    const model = createOpenAiChatModel({ baseURL: `http://127.0.0.1:${port}/v1`, apiKey: 'k', model: 'm' });
    const result = await checkConnection(model, new AbortController().signal);
    assert.ok(!result.ok && result.step === 'server', JSON.stringify(result));
    assert.ok(result.failure, 'the failure comes by id');
    assert.match(lead(result.failure), /^Nothing answers at 127\.0\.0\.1:\d+\. Start the server/);
    assert.match(result.failure.detail, /ECONNREFUSED/);
  });

  it('a host model failure stays in the host’s words; a model without tools is named', () => {
    const host = modelFailure(
      new ChatModelError('No language model is installed.', null, null, HOST_MODEL_CODES.notFound),
      {
        endpoint: 'vscode',
        model: 'copilot',
        attempts: 1,
      },
    );
    assert.equal(host.kind, 'worded');
    assert.equal(host.advice, undefined);
    assert.equal(failureLead(host, 'en'), 'No language model is installed.');
    const tools = modelFailure(new ChatModelError('llama2 does not support tools', 400, null), {
      endpoint: 'http://localhost:11434/v1',
      model: 'llama2',
      attempts: 1,
    });
    assert.match(failureLead(tools, 'en'), /^The model 'llama2' does not seem to support tool calling/);
    assert.match(failureLead(tools, 'zh-cn'), /llama2/);
  });
});
