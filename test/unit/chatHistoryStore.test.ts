import * as assert from 'node:assert/strict';
import type { ChatMessage } from '../../src/core/agent/transcript';
import { ChatHistoryStore } from '../../src/host/chatHistoryStore';

/** workspaceState as VS Code keeps it: JSON values by key. */
class MemoryMemento {
  private readonly values = new Map<string, unknown>();
  keys(): readonly string[] {
    return [...this.values.keys()];
  }
  get<T>(key: string, fallback?: T): T | undefined {
    return this.values.has(key) ? (JSON.parse(JSON.stringify(this.values.get(key))) as T) : fallback;
  }
  update(key: string, value: unknown): Promise<void> {
    this.values.set(key, value);
    return Promise.resolve();
  }
}

const ask = (q: string): ChatMessage[] => [
  { role: 'system', content: 'You are Nova' },
  { role: 'user', content: q },
  { role: 'assistant', content: `About ${q}` },
];

describe('Chat history: conversations per instance', () => {
  it('New Chat starts another conversation and keeps the previous one, with its title', async () => {
    const store = new ChatHistoryStore(new MemoryMemento());
    await store.save('Dupes', { messages: ask('Why two Sodiums?'), ledger: {}, updated: 1 });
    await store.startNew('Dupes');
    assert.deepEqual(store.load('Dupes').messages, [], 'the new conversation is empty');
    await store.save('Dupes', { messages: ask('Is Iris fine?'), ledger: {}, updated: 2 });
    const listed = store.list();
    assert.deepEqual(
      listed.map((c) => [c.title, c.scope, c.questions]),
      [
        ['Is Iris fine?', 'Dupes', 1],
        ['Why two Sodiums?', 'Dupes', 1],
      ],
    );
    const older = listed[1]?.id ?? '';
    assert.equal(await store.open(older), 'Dupes');
    assert.equal(store.load('Dupes').messages[1]?.content, 'Why two Sodiums?', 'the old one reopens');
  });

  it('scopes keep their own open conversation, and an empty conversation leaves no entry', async () => {
    const store = new ChatHistoryStore(new MemoryMemento());
    await store.save(null, { messages: ask('All packs?'), ledger: {}, updated: 1 });
    await store.startNew('Clean');
    await store.startNew('Clean');
    assert.deepEqual(store.load('Clean').messages, []);
    assert.equal(store.load(null).messages[1]?.content, 'All packs?');
    assert.deepEqual(
      store.list().map((c) => c.title),
      ['All packs?'],
    );
  });

  it("carries the first version's one conversation per scope over", async () => {
    const memento = new MemoryMemento();
    await memento.update('nova.chat.v1', {
      scope: 'Dupes',
      conversations: { Dupes: { messages: ask('Old question'), ledger: { a: 'list_mods' }, updated: 5 } },
    });
    const store = new ChatHistoryStore(memento);
    assert.equal(store.scope, 'Dupes');
    assert.equal(store.load('Dupes').messages[1]?.content, 'Old question');
    assert.deepEqual(store.load('Dupes').ledger, { a: 'list_mods' });
    assert.equal(store.list()[0]?.title, 'Old question');
  });
});
