import * as assert from 'node:assert/strict';
import { ToolCallAssembler } from '../../src/core/agent/toolCallAssembler';
import type { RawToolCallDelta } from '../../src/core/agent/transcript';

function assemble(deltas: RawToolCallDelta[]) {
  const assembler = new ToolCallAssembler();
  for (const delta of deltas) assembler.add(delta);
  return assembler.finish();
}

describe('ToolCallAssembler', () => {
  it('concatenates argument fragments by index, with parallel calls interleaved', () => {
    const calls = assemble([
      { index: 0, id: 'a', type: 'function', function: { name: 'list_mods', arguments: '' } },
      { index: 1, id: 'b', type: 'function', function: { name: 'read_mod_info', arguments: '{"file":' } },
      { index: 0, function: { arguments: '{"instance_id"' } },
      { index: 1, function: { arguments: '"x.jar"}' } },
      { index: 0, function: { arguments: ':"."}' } },
    ]);
    assert.deepEqual(calls, [
      { id: 'a', name: 'list_mods', arguments: '{"instance_id":"."}' },
      { id: 'b', name: 'read_mod_info', arguments: '{"file":"x.jar"}' },
    ]);
  });

  it('continues the last call when index is missing, and starts a new one on a new id', () => {
    const calls = assemble([
      { id: 'a', function: { name: 'one', arguments: '{"k":' } },
      { function: { arguments: '1}' } },
      { id: 'b', function: { name: 'two', arguments: '{}' } },
    ]);
    assert.deepEqual(calls, [
      { id: 'a', name: 'one', arguments: '{"k":1}' },
      { id: 'b', name: 'two', arguments: '{}' },
    ]);
  });

  it('splits calls that all arrive as index 0 with new ids', () => {
    const calls = assemble([
      { index: 0, id: 'a', function: { name: 'f', arguments: '{"n":1}' } },
      { index: 0, id: 'b', function: { name: 'f', arguments: '{"n":2}' } },
    ]);
    assert.deepEqual(
      calls.map((c) => [c.id, c.arguments]),
      [
        ['a', '{"n":1}'],
        ['b', '{"n":2}'],
      ],
    );
  });

  it('stringifies arguments sent as objects and synthesizes missing ids, unique per turn', () => {
    const calls = assemble([
      { function: { name: 'f', arguments: { n: 1 } } },
      { function: { name: 'f', arguments: { n: 2 } } },
      { index: 5, id: 'dup', function: { name: 'g', arguments: '' } },
      { index: 6, id: 'dup', function: { name: 'h', arguments: '' } },
    ]);
    assert.deepEqual(calls, [
      { id: 'call_1', name: 'f', arguments: '{"n":1}' },
      { id: 'call_2', name: 'f', arguments: '{"n":2}' },
      { id: 'dup', name: 'g', arguments: '{}' },
      { id: 'dup_4', name: 'h', arguments: '{}' },
    ]);
  });

  it('ignores a name repeated on every chunk and joins a name streamed in pieces', () => {
    assert.deepEqual(
      assemble([
        { index: 0, id: 'a', function: { name: 'list_mods', arguments: '{"a"' } },
        { index: 0, function: { name: 'list_mods', arguments: ':1}' } },
        { index: 0, function: { name: 'list_mods' } },
      ]),
      [{ id: 'a', name: 'list_mods', arguments: '{"a":1}' }],
    );
    assert.deepEqual(
      assemble([
        { index: 0, id: 'a', function: { name: 'list_' } },
        { index: 0, function: { name: 'mods', arguments: '{}' } },
      ]),
      [{ id: 'a', name: 'list_mods', arguments: '{}' }],
    );
  });

  it('drops empty fragments and nulls without inventing calls', () => {
    assert.deepEqual(
      assemble([
        { index: 0, function: null },
        { index: 0, id: null, function: { name: null, arguments: null } },
      ]),
      [],
    );
  });
});
