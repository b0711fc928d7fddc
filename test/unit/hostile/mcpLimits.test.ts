import * as assert from 'node:assert/strict';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { writePrismInstance } from '../fixtures/instanceLayouts';
import { makeTempDir, removeTempDir, writeText } from '../fixtures/zipBuilder';
import { within } from './hostileInputs';

const ROOT = path.resolve(__dirname, '..', '..', '..');
/** `nova` from source, as a separate process (the real stdio entry point, without a build). */
const NOVA = ['--import', 'tsx', path.join(ROOT, 'src', 'cli', 'main.ts')];

/** The peak resident memory of a live process in bytes (Linux), or null elsewhere. */
function peakRss(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
    return kb === undefined ? null : Number(kb) * 1024;
  } catch {
    return null;
  }
}

/** A raw line-level client over a spawned `nova mcp`: writes lines and waits for the answer to an id. */
class RawMcp {
  private buffer = '';
  private readonly answers = new Map<string, unknown>();
  private readonly waiters = new Map<string, (value: unknown) => void>();
  exit: number | null = null;
  stderr = '';

  constructor(readonly child: ChildProcessWithoutNullStreams) {
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text: string) => {
      this.buffer += text;
      let nl: number;
      while ((nl = this.buffer.indexOf('\n')) >= 0) {
        const line = this.buffer.slice(0, nl);
        this.buffer = this.buffer.slice(nl + 1);
        const message = JSON.parse(line) as { id?: unknown };
        const key = JSON.stringify(message.id ?? null);
        this.answers.set(key, message);
        this.waiters.get(key)?.(message);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    child.on('exit', (code) => (this.exit = code));
  }

  write(text: string | Buffer): void {
    this.child.stdin.write(text);
  }

  answer(id: unknown): Promise<{ result?: unknown; error?: { code: number; message: string } }> {
    const key = JSON.stringify(id);
    const known = this.answers.get(key);
    if (known !== undefined) return Promise.resolve(known as never);
    return new Promise((resolve) => this.waiters.set(key, resolve as (value: unknown) => void));
  }

  async request(
    id: number,
    method: string,
    params: unknown,
  ): Promise<{ result?: unknown; error?: { code: number; message: string } }> {
    this.write(JSON.stringify({ jsonrpc: '2.0', id, method, params }) + '\n');
    return this.answer(id);
  }
}

/** Issue 33, items 10 and 11 and deliverable 3: `nova mcp` facing an oversized, deep or flooding client. */
describe('nova mcp under hostile clients', function () {
  this.timeout(180_000);
  let root: string;
  before(async () => {
    root = await makeTempDir('nova-mcp-limits-');
    const dir = await writePrismInstance(path.join(root, 'pack'), { name: 'Pack', minecraft: '1.20.1' });
    // A 512 KiB config: 400 calls reading it all at once grew without bound before calls were pooled.
    await writeText(
      path.join(dir, 'minecraft', 'config', 'big.toml'),
      'key = "value value value value"\n'.repeat(16_000),
    );
  });
  after(async () => removeTempDir(root));

  async function startRaw(): Promise<RawMcp> {
    const child = spawn(process.execPath, [...NOVA, 'mcp', root, '--offline'], { stdio: 'pipe' });
    const raw = new RawMcp(child);
    const init = await within(30_000, 'initialize', () =>
      raw.request(1, 'initialize', {
        protocolVersion: '2025-06-18',
        capabilities: {},
        clientInfo: { name: 'raw', version: '1' },
      }),
    );
    assert.ok(init.result !== undefined, JSON.stringify(init));
    raw.write(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }) + '\n');
    return raw;
  }

  async function assertStillServing(raw: RawMcp, id: number): Promise<void> {
    const list = await within(20_000, 'tools/call after the hostile line', () =>
      raw.request(id, 'tools/call', { name: 'list_instances', arguments: { offset: null } }),
    );
    assert.match(JSON.stringify(list.result), /pack/);
    assert.equal(raw.exit, null, 'the server exited');
  }

  it('answers a 12 MB line with a JSON-RPC error and keeps serving', async () => {
    const raw = await startRaw();
    try {
      const big = JSON.stringify({
        jsonrpc: '2.0',
        id: 7,
        method: 'tools/call',
        params: { name: 'read_config', arguments: { instance_id: 'pack', path: 'x'.repeat(12 * 1024 * 1024) } },
      });
      raw.write(big + '\n');
      const answer = await within(20_000, 'the oversized line', () => raw.answer(7));
      assert.equal(answer.error?.code, -32600);
      assert.match(answer.error?.message ?? '', /larger than \d+ bytes/);
      // Its id at the end only, and a line that is not JSON at all.
      raw.write(
        `{"jsonrpc":"2.0","method":"tools/call","params":{"name":"x","arguments":{"a":"${'y'.repeat(2 * 1024 * 1024)}"}},"id":"tail"}\n`,
      );
      assert.equal((await within(20_000, 'tail id', () => raw.answer('tail'))).error?.code, -32600);
      raw.write('this is not json\n');
      assert.equal((await within(20_000, 'parse error', () => raw.answer(null))).error?.code, -32700);
      await assertStillServing(raw, 8);
    } finally {
      raw.child.kill();
    }
  });

  it('answers deeply nested arguments with an error, never a stack overflow, and keeps serving', async () => {
    const raw = await startRaw();
    try {
      const depth = 100_000;
      raw.write(
        `{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"list_instances","arguments":{"offset":${'['.repeat(depth)}${']'.repeat(depth)}}}}\n`,
      );
      const answer = await within(20_000, 'the deep line', () => raw.answer(9));
      assert.ok(
        answer.error !== undefined || JSON.stringify(answer.result).includes('isError'),
        JSON.stringify(answer),
      );
      assert.doesNotMatch(JSON.stringify(answer), /Maximum call stack/);
      assert.match(answer.error?.message ?? '', /nests deeper than 256 levels/);
      await assertStillServing(raw, 10);
    } finally {
      raw.child.kill();
    }
  });

  it('answers 400 concurrent read_config calls with the official SDK client, in bounded memory', async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [...NOVA, 'mcp', root, '--offline'],
      stderr: 'pipe',
    });
    const client = new Client({ name: 'nova-flood', version: '1.0.0' });
    await client.connect(transport);
    try {
      const calls = Array.from({ length: 400 }, () =>
        client.callTool(
          { name: 'read_config', arguments: { instance_id: 'pack', path: 'big.toml', query: null, offset: null } },
          undefined,
          { timeout: 110_000 },
        ),
      );
      const results = (await within(110_000, '400 calls', () => Promise.all(calls))) as CallToolResult[];
      assert.equal(results.length, 400);
      for (const result of results) {
        assert.notEqual(result.isError, true);
        const first = result.content[0];
        assert.ok(first?.type === 'text' && /config\/big\.toml/.test(first.text));
      }
      const pid = transport.pid;
      const peak = pid === null ? null : peakRss(pid);
      if (peak !== null) assert.ok(peak < 512 * 1024 * 1024, `peak RSS ${Math.round(peak / 1024 / 1024)} MiB`);
    } finally {
      await client.close();
    }
  });

  it('answers every request already read when stdin ends, then exits 0', async () => {
    const raw = await startRaw();
    for (let id = 20; id < 30; id++)
      raw.write(
        JSON.stringify({
          jsonrpc: '2.0',
          id,
          method: 'tools/call',
          params: {
            name: 'read_config',
            arguments: { instance_id: 'pack', path: 'big.toml', query: 'nothing', offset: null },
          },
        }) + '\n',
      );
    raw.child.stdin.end();
    for (let id = 20; id < 30; id++) {
      const answer = await within(30_000, `answer ${id}`, () => raw.answer(id));
      assert.ok(answer.result !== undefined, JSON.stringify(answer));
    }
    const code = await within(20_000, 'exit', () =>
      raw.exit !== null ? Promise.resolve(raw.exit) : new Promise<number | null>((r) => raw.child.once('exit', r)),
    );
    assert.equal(code, 0, raw.stderr);
  });
});
