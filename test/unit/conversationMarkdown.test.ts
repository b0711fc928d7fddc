import * as assert from 'node:assert/strict';
import type { ChatMessage } from '../../src/core/agent/transcript';
import { conversationTitle } from '../../src/host/chatHistoryStore';
import { conversationMarkdown } from '../../src/ui/conversationMarkdown';

const LABELS = { title: 'Nova conversation', you: 'You', nova: 'Nova', tool: 'Tool' };

describe('Conversation export and titles', () => {
  const history: ChatMessage[] = [
    { role: 'system', content: 'You are Nova (secret prompt)' },
    { role: 'user', content: 'Why does Dupes crash on start?' },
    {
      role: 'assistant',
      content: 'Let me look.',
      tool_calls: [
        { id: 'c1', type: 'function', function: { name: 'list_mods', arguments: '{"instance_id":"Dupes"}' } },
      ],
    },
    { role: 'tool', tool_call_id: 'c1', content: '24 mod files in "Dupes"\n- a.jar' },
    { role: 'assistant', content: 'Two copies of **Sodium**.' },
    { role: 'user', content: '[Nova] The user reviewed the checklist: item 1 applied.' },
  ];

  it('exports questions, answers, tool calls with results and notes as Markdown, without the system prompt', () => {
    const text = conversationMarkdown(history, LABELS);
    assert.ok(text.startsWith('# Nova conversation\n'));
    assert.match(text, /## You\n\nWhy does Dupes crash on start\?/);
    assert.match(text, /## Nova\n\nTwo copies of \*\*Sodium\*\*\./);
    assert.match(
      text,
      /> \*\*Tool\*\* `list_mods` \{"instance_id":"Dupes"\}\n>\n> 24 mod files in "Dupes"\n> - a\.jar/,
    );
    assert.match(text, /> The user reviewed the checklist: item 1 applied\./);
    assert.doesNotMatch(text, /secret prompt/);
  });

  it("titles a conversation by its first question, not Nova's notes, cut at a word", () => {
    assert.equal(conversationTitle(history), 'Why does Dupes crash on start?');
    const long = conversationTitle([{ role: 'user', content: 'word '.repeat(30) }]);
    assert.ok(long.length <= 61 && long.endsWith('…'), long);
    assert.equal(conversationTitle([{ role: 'user', content: '[Nova] note' }]), '');
  });
});
