import * as assert from 'node:assert/strict';
import * as http from 'node:http';
import * as net from 'node:net';
import { multipartForm } from '../../../src/core/release/multipartForm';
import { NoAnswerError, sendRequest } from '../../../src/core/release/publishTransport';
import { within } from './hostileInputs';

const TIMEOUT_MS = 1_000;
const HEADERS = { accept: 'application/json', authorization: 'mrp_test', 'user-agent': 'nova-test' };

/** A local TCP server running `handle` on each connection; closes every socket on `close()`. */
async function rawServer(handle: (socket: net.Socket) => void): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
    handle(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Writes `bytes` one at a time, one every `everyMs`, until the socket closes. */
function drip(socket: net.Socket, bytes: Buffer, everyMs: number): void {
  let at = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || at >= bytes.length) return clearInterval(timer);
    socket.write(bytes.subarray(at, at + 1));
    at++;
  }, everyMs);
  socket.on('close', () => clearInterval(timer));
}

async function expectTimeout(url: string, form?: ReturnType<typeof multipartForm>): Promise<number> {
  const started = Date.now();
  const error = await within(15_000, 'the request', () =>
    sendRequest(
      url + '/project/x',
      { method: form ? 'POST' : 'GET', headers: HEADERS, ...(form ? { form } : {}) },
      TIMEOUT_MS,
    ).then(
      () => null,
      (e: unknown) => e,
    ),
  );
  assert.ok(error instanceof NoAnswerError, String(error));
  assert.equal(error.kind, 'timeout');
  return Date.now() - started;
}

/**
 * `nova publish` against a Modrinth that drips (issue 33 re-audit: "a slow or silent HTTP server for every download
 * path"). The publish transport only had an idle limit on the socket, so a server sending one byte every few
 * seconds — in the answer's body or in its header lines — held `nova publish` for good (killed after 15 minutes
 * in the audit). Progress is counted in bytes now, and an answer's body must arrive within the limit once its
 * headers are in.
 */
describe('nova publish against servers that drip', function () {
  this.timeout(30_000);

  it('ends when the answer body drips a byte at a time', async () => {
    const server = await rawServer((socket) => {
      socket.once('data', () => {
        socket.write('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 100000\r\n\r\n');
        drip(socket, Buffer.alloc(100_000, 0x20), 50);
      });
    });
    try {
      assert.ok((await expectTimeout(server.url)) < 6 * TIMEOUT_MS);
    } finally {
      await server.close();
    }
  });

  it('ends when the header lines drip a byte at a time', async () => {
    const server = await rawServer((socket) => {
      socket.once('data', () => drip(socket, Buffer.from('HTTP/1.1 200 OK\r\nx-pad: ' + 'a'.repeat(10_000)), 50));
    });
    try {
      assert.ok((await expectTimeout(server.url)) < 6 * TIMEOUT_MS);
    } finally {
      await server.close();
    }
  });

  it('ends when the server takes the upload and then drips its answer', async () => {
    const server = await rawServer((socket) => {
      let seen = 0;
      socket.on('data', (chunk: Buffer) => {
        seen += chunk.length;
        if (seen < 200_000) return;
        socket.removeAllListeners('data');
        socket.resume();
        drip(socket, Buffer.from('HTTP/1.1 201 Created\r\ncontent-length: 50000\r\n\r\n' + ' '.repeat(50_000)), 50);
      });
    });
    const form = multipartForm([
      {
        name: 'data',
        kind: 'text',
        contentType: 'application/json',
        text: JSON.stringify({ pad: 'x'.repeat(200_000) }),
      },
    ]);
    try {
      assert.ok((await expectTimeout(server.url, form)) < 6 * TIMEOUT_MS);
    } finally {
      await server.close();
    }
  });

  it('still takes an answer that comes after a pause shorter than the limit', async () => {
    const server = http.createServer((request, response) => {
      request.resume();
      setTimeout(() => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ id: 'abc', version_number: '1.0.0' }));
      }, TIMEOUT_MS * 0.6);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as net.AddressInfo;
      const answer = await sendRequest(
        `http://127.0.0.1:${port}/version`,
        { method: 'GET', headers: HEADERS },
        TIMEOUT_MS,
      );
      assert.equal(answer.status, 200);
      assert.equal((JSON.parse(answer.text) as { id: string }).id, 'abc');
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
