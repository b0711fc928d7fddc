import * as assert from 'node:assert/strict';
import { approvalNote } from '../../src/core/agent/agentLoop';
import type { ChatMessage } from '../../src/core/agent/transcript';
import type { ProposedChange } from '../../src/core/edits';
import { disableModDraft } from '../../src/core/planning/drafts';
import { entriesFromHistory } from '../../src/ui/chatEntries';
import { classifyModelError } from '../../src/ui/providerProblem';

describe('Chat transcript rebuilt from the saved history', () => {
  it('hides the system prompt, shows tool calls as cards with their results, and Nova notes as notices', () => {
    const proposal: ProposedChange = {
      ...disableModDraft('/w/mods/a.jar', 'i'),
      item: 1,
      tool: 'disable_mods',
      displayName: 'Disable mods',
    };
    const history: ChatMessage[] = [
      { role: 'system', content: 'You are Nova' },
      { role: 'user', content: 'Why does it crash?' },
      {
        role: 'assistant',
        content: 'Let me look.',
        tool_calls: [
          { id: 'c1', type: 'function', function: { name: 'list_mods', arguments: '{"instance_id":"p"}' } },
          { id: 'c2', type: 'function', function: { name: 'disable_mods', arguments: '{}' } },
          { id: 'c3', type: 'function', function: { name: 'read_mod_info', arguments: '{}' } },
        ],
      },
      { role: 'tool', tool_call_id: 'c1', content: '3 mod files' },
      { role: 'tool', tool_call_id: 'c2', content: "Queued for the user's confirmation as item 1: x" },
      { role: 'tool', tool_call_id: 'c3', content: 'Refused read_mod_info: unseen id' },
      { role: 'assistant', content: 'I proposed disabling **a.jar**.' },
      { role: 'user', content: approvalNote([proposal], [{ item: 1, status: 'applied' }]) },
    ];
    const entries = entriesFromHistory(history);
    assert.deepEqual(
      entries.map((e) => e.kind),
      ['user', 'assistant', 'tool', 'tool', 'tool', 'assistant', 'notice'],
    );
    const cards = entries.flatMap((e) => (e.kind === 'tool' ? [e.card] : []));
    assert.deepEqual(
      cards.map((c) => [c.name, c.status, c.result]),
      [
        ['list_mods', 'result', '3 mod files'],
        ['disable_mods', 'queued', "Queued for the user's confirmation as item 1: x"],
        ['read_mod_info', 'error', 'Refused read_mod_info: unseen id'],
      ],
    );
    const notice = entries[6];
    assert.ok(
      notice?.kind === 'notice' &&
        notice.text.startsWith('The user reviewed') &&
        notice.text.includes('item 1 applied'),
    );
  });

  it('shows an unanswered call (a crash mid-turn) as cancelled', () => {
    const entries = entriesFromHistory([
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'x', type: 'function', function: { name: 'list_mods', arguments: '{}' } }],
      },
    ]);
    assert.deepEqual(entries, [
      { kind: 'tool', card: { id: 'x', name: 'list_mods', arguments: '{}', result: null, status: 'cancelled' } },
    ]);
  });
});

describe('Chat states from model errors', () => {
  it('names unreachable, key rejected, no model and no tool support', () => {
    assert.equal(classifyModelError({ status: null, message: 'ECONNREFUSED' }, 'm').kind, 'unreachable');
    assert.equal(classifyModelError({ status: 401, message: 'bad key' }, 'm').kind, 'key-rejected');
    assert.equal(classifyModelError({ status: 404, message: 'model not found' }, 'm').kind, 'no-model');
    assert.equal(
      classifyModelError({ status: 400, message: 'registry.ollama.ai/library/gemma:2b does not support tools' }, 'm')
        .kind,
      'no-tools',
    );
    assert.equal(classifyModelError({ status: 500, message: 'boom' }, 'm').kind, 'other');
    assert.equal(classifyModelError(undefined, 'm').message, 'm');
  });
});
