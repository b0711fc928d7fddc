import * as assert from 'node:assert/strict';
import { PassThrough, Writable } from 'node:stream';
import { novaMcpServer } from '../../../src/cli/mcpServer';
import { BoundedStdioTransport, MAX_PENDING_REQUESTS } from '../../../src/cli/mcpTransport';
import { ModScanner } from '../../../src/core/mods/modScanner';
import { novaToolRegistry } from '../../../src/core/tools/novaTools';
import { within } from './hostileInputs';

/** A stdout whose reader never reads: every write stays queued until `release()` (a client that stopped reading). */
class StalledPipe extends Writable {
  private held: Array<() => void> = [];
  lines = 0;
  constructor() {
    super({ highWaterMark: 1024 });
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.lines += chunk.toString('utf8').split('\n').length - 1;
    if (this.stalled) this.held.push(() => done());
    else done();
  }
  /** The client reads again: every held write completes, now and later. */
  release(): void {
    this.stalled = false;
    for (const done of this.held.splice(0)) done();
  }
  stalled = true;
  override _writev(
    chunks: Array<{ chunk: Buffer; encoding: BufferEncoding }>,
    done: (error?: Error | null) => void,
  ): void {
    for (const { chunk } of chunks) this.lines += chunk.toString('utf8').split('\n').length - 1;
    if (this.stalled) this.held.push(() => done());
    else done();
  }
}

/**
 * Issue 33, item 10 (re-audit): a client that keeps sending requests but never reads stdout. The transport counted an
 * answer as done once it was handed to `write`, so it read on and the answers piled up in memory (`nova mcp` grew
 * 4 MiB/s to past 1 GiB, and printed a MaxListenersExceededWarning for the `drain` listener of every answer).
 */
describe('nova mcp: a client that never reads its answers', function () {
  this.timeout(30_000);

  it('stops reading while stdout has not drained, then answers everything once it does', async () => {
    const registry = novaToolRegistry(
      { roots: [process.cwd()], scanner: new ModScanner(), settings: () => [] },
      { capabilities: [], readOnlyOnly: true },
    );
    const server = novaMcpServer(registry, '0.0.0-test');
    const input = new PassThrough();
    const output = new StalledPipe();
    const warnings: string[] = [];
    const onWarning = (warning: Error): void => void warnings.push(warning.name);
    process.on('warning', onWarning);
    try {
      await server.connect(new BoundedStdioTransport(input, output));
      const total = 5_000;
      const pad = 'x'.repeat(2_000);
      // One write per line, as a pipe hands over at most 64 KiB at a time.
      for (let id = 1; id <= total; id++)
        input.write(JSON.stringify({ jsonrpc: '2.0', id, method: 'ping', params: { _meta: { pad } } }) + '\n');
      await new Promise((resolve) => setTimeout(resolve, 500));
      // Nothing drained: the answers written so far stay few (a chunk of input at most), and stdin waits.
      const queuedWhileStalled = output.lines;
      assert.ok(queuedWhileStalled < 200 + MAX_PENDING_REQUESTS, `${queuedWhileStalled} answers queued unread`);
      assert.ok(output.writableLength < 64 * 1024, `${output.writableLength} bytes queued unread`);
      output.release();
      await within(20_000, 'answers after the client reads again', async () => {
        while (output.lines < total) await new Promise((resolve) => setTimeout(resolve, 20));
      });
      assert.equal(output.lines, total);
      assert.deepEqual(
        warnings.filter((name) => name === 'MaxListenersExceededWarning'),
        [],
      );
    } finally {
      process.off('warning', onWarning);
      input.end();
      await server.close();
    }
  });
});
