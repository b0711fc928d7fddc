import type { Readable, Writable } from 'node:stream';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { JSONRPCMessageSchema, type JSONRPCMessage, type RequestId } from '@modelcontextprotocol/sdk/types.js';
import { MAX_NESTING_DEPTH, nestingDepth } from '../core/formats/nestingDepth';

/** The longest message line read (tool arguments are a few hundred bytes; an MCP request never needs more). */
export const MAX_MESSAGE_BYTES = 1024 * 1024;
/** Requests read but not yet answered; past this stdin is paused until answers go out (memory stays bounded). */
export const MAX_PENDING_REQUESTS = 64;
/** Nesting a message may have: the JSON-RPC envelope and `params` add a few levels to the arguments' own limit. */
const MAX_MESSAGE_DEPTH = MAX_NESTING_DEPTH + 8;
/** How much of an oversized line is kept to find its `id`, at each end. */
const ID_SNIFF = 4096;

/** JSON-RPC's error codes (https://www.jsonrpc.org/specification#error_object). */
const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;

/**
 * The stdio transport of `nova mcp`: newline-delimited JSON-RPC like the SDK's StdioServerTransport, with the limits
 * a server facing any client needs (issue 33, item 11):
 * - a line over {@link MAX_MESSAGE_BYTES} is never buffered: the rest of it is skipped and it is answered with a
 *   JSON-RPC error (its `id` found at either end of the line when it can be), and the server keeps serving;
 * - a line nesting deeper than the arguments' limit, malformed JSON or a message that is not JSON-RPC is answered
 *   with a JSON-RPC error before any recursive code (zod, JSON.stringify) sees it;
 * - at most {@link MAX_PENDING_REQUESTS} requests wait for an answer: past that stdin is paused, so memory does not
 *   grow with the calls a client sends at once (the calls themselves run in the server's pool, src/cli/mcpServer.ts);
 * - stdin is also paused while stdout has not drained (a client that keeps sending but never reads its answers):
 *   answers written are not counted as done until the pipe takes them, so they cannot pile up in memory either;
 * - when stdin ends, the transport closes after the requests already read are answered.
 */
export class BoundedStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private chunks: Buffer[] = [];
  private buffered = 0;
  /** Skipping the rest of an oversized line: its first bytes, and its last bytes so far. */
  private skipping: { head: string; tail: Buffer } | null = null;
  private pending = new Set<RequestId>();
  private ended = false;
  private closed = false;
  /** Set while stdout has not drained: resolves when it has. */
  private drained: Promise<void> | null = null;

  constructor(
    private readonly input: Readable,
    private readonly output: Writable,
  ) {}

  start(): Promise<void> {
    this.input.on('data', this.onData);
    this.input.on('end', this.onEnd);
    this.input.on('error', this.onInputError);
    return Promise.resolve();
  }

  send(message: JSONRPCMessage): Promise<void> {
    if ('id' in message && ('result' in message || 'error' in message)) {
      this.pending.delete(message.id as RequestId);
    }
    if (this.closed) return Promise.resolve();
    this.write(JSON.stringify(message) + '\n');
    this.afterAnswer();
    return this.drained ?? Promise.resolve();
  }

  /**
   * Writes one line to stdout. While stdout has not drained, one shared promise (one `drain` listener, however many
   * answers wait) resolves when it does, and reading stays paused until then.
   */
  private write(line: string): void {
    if (this.output.write(line) || this.drained !== null) return;
    this.drained = new Promise<void>((resolve) => {
      const done = (): void => {
        this.output.off('drain', done);
        this.output.off('close', done);
        this.drained = null;
        resolve();
        this.afterAnswer();
      };
      this.output.on('drain', done);
      this.output.on('close', done);
    });
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.closed = true;
    this.input.off('data', this.onData);
    this.input.off('end', this.onEnd);
    this.input.off('error', this.onInputError);
    this.input.pause();
    this.chunks = [];
    this.onclose?.();
    return Promise.resolve();
  }

  private readonly onInputError = (error: Error): void => {
    this.onerror?.(error);
  };

  private readonly onEnd = (): void => {
    this.ended = true;
    this.afterAnswer();
  };

  private readonly onData = (chunk: Buffer | string): void => {
    let data = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    while (data.length > 0) {
      const newline = data.indexOf(0x0a);
      const part = newline < 0 ? data : data.subarray(0, newline);
      if (this.skipping !== null) {
        this.skipping.tail = Buffer.concat([this.skipping.tail, part]).subarray(-ID_SNIFF);
      } else if (this.buffered + part.length > MAX_MESSAGE_BYTES) {
        const start = Buffer.concat([...this.chunks, part.subarray(0, ID_SNIFF)]);
        this.skipping = {
          head: start.toString('utf8', 0, ID_SNIFF),
          tail: Buffer.concat([...this.chunks, part]).subarray(-ID_SNIFF),
        };
        this.chunks = [];
        this.buffered = 0;
      } else if (part.length > 0) {
        this.chunks.push(part);
        this.buffered += part.length;
      }
      if (newline < 0) break;
      data = data.subarray(newline + 1);
      if (this.skipping !== null) {
        const { head, tail } = this.skipping;
        this.skipping = null;
        this.reject(
          sniffId(head, tail.toString('utf8')),
          INVALID_REQUEST,
          `The message is larger than ${MAX_MESSAGE_BYTES} bytes, so it was not read. Send smaller arguments.`,
        );
      } else {
        const line = Buffer.concat(this.chunks, this.buffered).toString('utf8');
        this.chunks = [];
        this.buffered = 0;
        this.handleLine(line.endsWith('\r') ? line.slice(0, -1) : line);
      }
      if (this.closed) return;
    }
  };

  private handleLine(line: string): void {
    if (line.trim() === '') return;
    const deep = nestingDepth(line, MAX_MESSAGE_DEPTH) > MAX_MESSAGE_DEPTH;
    let value: unknown;
    try {
      // V8's JSON.parse does not recurse, so even a deeply nested line parses; nothing recursive runs on it.
      value = JSON.parse(line);
    } catch {
      this.reject(null, PARSE_ERROR, 'The message is not valid JSON, so it was not read.');
      return;
    }
    const id = topLevelId(value);
    if (deep) {
      this.reject(
        id,
        INVALID_REQUEST,
        `The message nests deeper than ${MAX_NESTING_DEPTH} levels, so it was not run. Send flat arguments.`,
      );
      return;
    }
    const parsed = JSONRPCMessageSchema.safeParse(value);
    if (!parsed.success) {
      this.reject(id, INVALID_REQUEST, 'The message is not a JSON-RPC 2.0 request, notification or response.');
      return;
    }
    const message = parsed.data;
    if ('method' in message && 'id' in message) {
      this.pending.add(message.id);
      if (this.pending.size >= MAX_PENDING_REQUESTS) this.input.pause();
    }
    if (this.drained !== null) this.input.pause();
    try {
      this.onmessage?.(message);
    } catch (error) {
      this.onerror?.(error instanceof Error ? error : new Error(String(error)));
    }
  }

  /** Answers a message that was not read with a JSON-RPC error (`id` null when it could not be found). */
  private reject(id: RequestId | null, code: number, message: string): void {
    if (this.closed) return;
    this.write(JSON.stringify({ jsonrpc: '2.0', id, error: { code, message } }) + '\n');
    if (this.drained !== null) this.input.pause();
  }

  /** After an answer: read on when the queue has room; close once stdin has ended and every request is answered. */
  private afterAnswer(): void {
    if (this.closed) return;
    if (this.ended && this.pending.size === 0) {
      void this.close();
      return;
    }
    if (this.pending.size < MAX_PENDING_REQUESTS && this.drained === null && this.input.isPaused()) this.input.resume();
  }
}

/** The `id` of a parsed top-level JSON-RPC object, or null. */
function topLevelId(value: unknown): RequestId | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const id = (value as { id?: unknown }).id;
  return typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id)) ? id : null;
}

/**
 * The `id` of a line too large to parse, when it is a top-level key at the start (`{"jsonrpc":"2.0","id":5,…`) or
 * at the end (`…,"id":5}`) of the line; null otherwise (JSON-RPC's answer when the id cannot be known).
 */
function sniffId(head: string, tail: string): RequestId | null {
  const value = String.raw`(-?\d{1,15}|"(?:[^"\\]|\\.){0,200}")`;
  const atStart = new RegExp(String.raw`^\s*\{\s*(?:"jsonrpc"\s*:\s*"2\.0"\s*,\s*)?"id"\s*:\s*${value}`).exec(head);
  const atEnd = new RegExp(String.raw`,\s*"id"\s*:\s*${value}\s*\}\s*$`).exec(tail);
  const raw = atStart?.[1] ?? atEnd?.[1];
  if (raw === undefined) return null;
  try {
    return JSON.parse(raw) as RequestId;
  } catch {
    return null;
  }
}
