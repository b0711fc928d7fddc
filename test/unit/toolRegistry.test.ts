import * as assert from 'node:assert/strict';
import * as z from 'zod';
import { defineTool, ToolError, type AnyTool } from '../../src/core/tools/defineTool';
import { IdLedger } from '../../src/core/tools/idLedger';
import { capResult, RESULT_CAP } from '../../src/core/tools/resultCap';
import { parseArguments, ToolRegistry } from '../../src/core/tools/toolRegistry';
import { parametersSchemaOf } from '../../src/core/tools/toolSchema';

const signal = new AbortController().signal;

const read = (name: string, capabilities: ('ui' | 'network')[] = []): AnyTool =>
  defineTool({
    name,
    displayName: name,
    description: `${name} tool`,
    parameters: z.object({ q: z.string().nullable() }),
    readOnly: true,
    capabilities,
    execute: async () => ({
      text: `${name} says a.jar`,
      ids: [
        { kind: 'mod-file', value: 'a.jar', scope: 'i' },
        { kind: 'mod-file', value: 'hidden.jar', scope: 'i' },
      ],
    }),
  });

const write = (name: string): AnyTool =>
  defineTool({
    name,
    displayName: name,
    description: `${name} tool`,
    parameters: z.object({ file: z.string() }),
    readOnly: false,
    ids: (args) => [{ kind: 'mod-file', value: args.file, scope: 'i' }],
    propose: async (args) => {
      if (args.file === 'gone.jar') throw new ToolError('gone. Call list again.');
      return [{ summary: `Rename ${args.file}`, risk: 'safe', operations: [], inverse: [] }];
    },
  });

describe('ToolRegistry', () => {
  it('orders read tools before write tools, keeping declaration order within each', () => {
    const registry = new ToolRegistry([write('w_one'), read('r_one'), write('w_two'), read('r_two')], {
      capabilities: [],
    });
    assert.deepEqual(
      registry.tools.map((t) => t.name),
      ['r_one', 'r_two', 'w_one', 'w_two'],
    );
    assert.deepEqual(
      registry.describe().map((d) => [d.function.name, d.readOnly]),
      [
        ['r_one', true],
        ['r_two', true],
        ['w_one', false],
        ['w_two', false],
      ],
    );
  });

  it('readOnlyOnly drops every write tool; missing capabilities drop the tools that need them', () => {
    const all = [read('r'), read('needs_ui', ['ui']), read('needs_net', ['network']), write('w')];
    assert.deepEqual(
      new ToolRegistry(all, { capabilities: ['network'], readOnlyOnly: true }).tools.map((t) => t.name),
      ['r', 'needs_net'],
    );
    assert.deepEqual(
      new ToolRegistry(all, { capabilities: ['ui', 'network'] }).tools.map((t) => t.name),
      ['r', 'needs_ui', 'needs_net', 'w'],
    );
    assert.throws(() => new ToolRegistry([read('r'), read('r')], { capabilities: [] }), /defined twice/);
  });

  it('emits strict-compatible, compact JSON Schemas', () => {
    const schema = parametersSchemaOf(
      't',
      z.object({
        id: z.string().describe('An id'),
        limit: z.number().int().min(1).max(100).nullable().describe('How many'),
        kind: z.enum(['a', 'b']).nullable(),
        files: z.array(z.string()).min(1),
        nested: z.object({ x: z.boolean() }),
      }),
    );
    assert.deepEqual(schema, {
      type: 'object',
      properties: {
        id: { type: 'string', description: 'An id' },
        limit: { type: ['integer', 'null'], description: 'How many' },
        kind: { type: ['string', 'null'], enum: ['a', 'b', null] },
        files: { type: 'array', items: { type: 'string' } },
        nested: {
          type: 'object',
          properties: { x: { type: 'boolean' } },
          required: ['x'],
          additionalProperties: false,
        },
      },
      required: ['id', 'limit', 'kind', 'files', 'nested'],
      additionalProperties: false,
    });
    assert.ok(!JSON.stringify(schema).includes('9007199254740991'));
  });

  it('rejects schemas strict mode cannot take, naming the property', () => {
    assert.throws(
      () => parametersSchemaOf('t', z.object({ a: z.string().optional() })),
      /t: parameters\.a is optional; strict mode needs \.nullable\(\)/,
    );
    assert.throws(() => parametersSchemaOf('t', z.looseObject({ a: z.string() })), /additional properties/);
  });

  it('parses tolerant arguments: empty text, double-encoded JSON, omitted nullable fields', () => {
    const tool = read('r');
    assert.deepEqual(parseArguments(tool, ''), { ok: true, args: { q: null } });
    assert.deepEqual(parseArguments(tool, JSON.stringify('{"q":"x"}')), { ok: true, args: { q: 'x' } });
    const bad = parseArguments(write('w'), '{}');
    assert.equal(bad.ok, false);
    assert.match(!bad.ok ? bad.message : '', /^Invalid arguments for w: file: required but missing\. Nothing was run/);
    const array = parseArguments(tool, '[1]');
    assert.match(!array.ok ? array.message : '', /must be a JSON object/);
  });

  it('records only ids that survive the cap, and refuses writes on unseen ids', async () => {
    const registry = new ToolRegistry([read('r'), write('w')], { capabilities: [] });
    const ledger = new IdLedger();
    const refused = await registry.run({ id: '1', name: 'w', arguments: '{"file":"a.jar"}' }, ledger, signal);
    assert.equal(refused.kind, 'result');
    assert.match(refused.kind === 'result' ? refused.text : '', /^Refused w: .*mod file 'a\.jar' of instance 'i'/s);
    await registry.run({ id: '2', name: 'r', arguments: '{}' }, ledger, signal);
    assert.ok(ledger.has({ kind: 'mod-file', value: 'a.jar', scope: 'i' }));
    assert.ok(
      !ledger.has({ kind: 'mod-file', value: 'hidden.jar', scope: 'i' }),
      'an id not in the text sent is not recorded',
    );
    assert.ok(!ledger.has({ kind: 'mod-file', value: 'a.jar', scope: 'other' }), 'ids are scoped');
    const ok = await registry.run({ id: '3', name: 'w', arguments: '{"file":"a.jar"}' }, ledger, signal);
    assert.equal(ok.kind, 'proposals');
    assert.equal(ok.kind === 'proposals' && ok.source, 'ids taken from r results');
    const gone = await registry.run(
      { id: '4', name: 'w', arguments: '{"file":"a.jar"}' },
      IdLedger.fromJSON(ledger.toJSON()),
      signal,
    );
    assert.equal(gone.kind, 'proposals', 'the ledger survives serialization');
  });

  it('caps at 900 characters with an honest marker, never splitting a surrogate pair', () => {
    const text = '😀'.repeat(1000);
    const capped = capResult(text, () => 'call x with offset=1');
    assert.ok(capped.text.length <= RESULT_CAP);
    const marker = /\n?…\[cut (\d+) of 2000 characters; to see them, call x with offset=1\]$/.exec(capped.text);
    assert.ok(marker);
    const kept = capped.text.slice(0, marker.index);
    assert.equal(kept.length + Number(marker[1]), 2000);
    assert.ok(!/[\ud800-\udbff]$/.test(kept));
    assert.deepEqual(
      capResult('short', () => ''),
      { text: 'short', cut: 0, total: 5 },
    );
  });

  it('turns thrown errors into instructions and rethrows only cancellation', async () => {
    const failing = defineTool({
      name: 'f',
      displayName: 'f',
      description: 'f',
      parameters: z.object({}),
      readOnly: true,
      execute: async (_a, ctx) => {
        ctx.signal.throwIfAborted();
        throw new RangeError('bad range');
      },
    });
    const registry = new ToolRegistry([failing], { capabilities: [] });
    const outcome = await registry.run({ id: '1', name: 'f', arguments: '{}' }, new IdLedger(), signal);
    assert.match(outcome.kind === 'result' ? outcome.text : '', /^f failed: bad range\./);
    const controller = new AbortController();
    controller.abort();
    await assert.rejects(registry.run({ id: '1', name: 'f', arguments: '{}' }, new IdLedger(), controller.signal));
  });
});
