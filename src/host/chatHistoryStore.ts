import type * as vscode from 'vscode';
import type { ChatMessage } from '../core/agent/transcript';

const STATE_KEY = 'nova.chat.v2';
/** The first store kept one conversation per scope; it is read once and carried over. */
const OLD_STATE_KEY = 'nova.chat.v1';
/** Conversations kept per workspace; beyond this the least recently used fall off (New Chat never removes one). */
const MAX_CONVERSATIONS = 100;

/** One saved conversation: the model history exactly as sent, and the id ledger that guards its write calls. */
export interface SavedConversation {
  messages: ChatMessage[];
  ledger: Record<string, string>;
  updated: number;
  /** Tokens the conversation used so far (servers that report usage). */
  tokens?: number;
}

/** A conversation as the history picker lists it. */
export interface ConversationInfo {
  id: string;
  /** The instance it is about; null for all instances. */
  scope: string | null;
  title: string;
  updated: number;
  /** Questions the person asked in it. */
  questions: number;
}

interface StoredConversation extends SavedConversation {
  scope: string | null;
  title: string;
}

interface SavedState {
  scope: string | null;
  conversations: Record<string, StoredConversation>;
  /** The open conversation of each scope (key: instance id, or '' for all instances). */
  current: Record<string, string>;
}

/** Key of the "all instances" scope (instance ids are paths-derived and never empty). */
const ALL = '';

/** The conversation's title: its first question, on one line, cut at a word. */
export function conversationTitle(messages: readonly ChatMessage[]): string {
  for (const m of messages) {
    if (m.role !== 'user' || typeof m.content !== 'string' || m.content.startsWith('[Nova]')) continue;
    const line = m.content.replace(/\s+/g, ' ').trim();
    if (line.length <= 60) return line;
    const cut = line.slice(0, 60);
    return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 40))}…`;
  }
  return '';
}

function questionCount(messages: readonly ChatMessage[]): number {
  return messages.filter((m) => m.role === 'user' && !(typeof m.content === 'string' && m.content.startsWith('[Nova]')))
    .length;
}

/**
 * The chat's conversations in workspaceState: several per scope (an instance id, or all instances), each with a
 * title, one of them open per scope. A reopened view or a restarted VS Code shows the open one, with its id ledger.
 */
export class ChatHistoryStore {
  private counter = 0;

  constructor(private readonly state: vscode.Memento) {}

  private read(): SavedState {
    const raw = this.state.get<SavedState>(STATE_KEY);
    if (raw !== undefined && typeof raw === 'object' && raw !== null && typeof raw.conversations === 'object') {
      return {
        scope: typeof raw.scope === 'string' ? raw.scope : null,
        conversations: raw.conversations ?? {},
        current: typeof raw.current === 'object' && raw.current !== null ? raw.current : {},
      };
    }
    return this.migrate();
  }

  /** The v1 state (one conversation per scope) as v2: each becomes the open conversation of its scope. */
  private migrate(): SavedState {
    const old = this.state.get<{ scope?: unknown; conversations?: Record<string, SavedConversation> }>(OLD_STATE_KEY);
    const state: SavedState = { scope: null, conversations: {}, current: {} };
    if (old === undefined || typeof old !== 'object' || old === null) return state;
    state.scope = typeof old.scope === 'string' ? old.scope : null;
    for (const [key, saved] of Object.entries(old.conversations ?? {})) {
      if (saved === null || typeof saved !== 'object' || !Array.isArray(saved.messages)) continue;
      const id = `v1-${key === ALL ? 'all' : key}`;
      state.conversations[id] = {
        ...saved,
        scope: key === ALL ? null : key,
        title: conversationTitle(saved.messages),
      };
      state.current[key] = id;
    }
    return state;
  }

  get scope(): string | null {
    return this.read().scope;
  }

  async setScope(scope: string | null): Promise<void> {
    const state = this.read();
    await this.state.update(STATE_KEY, { ...state, scope });
  }

  /** The open conversation of `scope` (empty when it has none yet). */
  load(scope: string | null): SavedConversation {
    const state = this.read();
    const id = state.current[scope ?? ALL];
    const saved = id === undefined ? undefined : state.conversations[id];
    if (saved === undefined || !Array.isArray(saved.messages)) return { messages: [], ledger: {}, updated: 0 };
    return {
      messages: saved.messages,
      ledger: typeof saved.ledger === 'object' && saved.ledger !== null ? saved.ledger : {},
      updated: saved.updated ?? 0,
      ...(typeof saved.tokens === 'number' ? { tokens: saved.tokens } : {}),
    };
  }

  /** The open conversation's id of `scope`, if it has one. */
  currentId(scope: string | null): string | undefined {
    return this.read().current[scope ?? ALL];
  }

  /** Saves into the open conversation of `scope` (a new one when the scope has none open). */
  async save(scope: string | null, conversation: SavedConversation): Promise<void> {
    const state = this.read();
    const key = scope ?? ALL;
    const id = state.current[key] ?? this.newId();
    const conversations = {
      ...state.conversations,
      [id]: { ...conversation, scope, title: conversationTitle(conversation.messages) },
    };
    const ids = Object.keys(conversations).sort(
      (a, b) => (conversations[b]?.updated ?? 0) - (conversations[a]?.updated ?? 0),
    );
    for (const old of ids.slice(MAX_CONVERSATIONS)) delete conversations[old];
    await this.state.update(STATE_KEY, { ...state, conversations, current: { ...state.current, [key]: id } });
  }

  /** Starts a new, empty conversation in `scope`; the previous one stays in the history. */
  async startNew(scope: string | null): Promise<void> {
    const state = this.read();
    const key = scope ?? ALL;
    const previous = state.current[key];
    const conversations = { ...state.conversations };
    // An empty conversation is not worth a history entry.
    if (previous !== undefined && questionCount(conversations[previous]?.messages ?? []) === 0)
      delete conversations[previous];
    await this.state.update(STATE_KEY, {
      ...state,
      conversations,
      current: { ...state.current, [key]: this.newId() },
    });
  }

  /** Makes `id` the open conversation of its scope and that scope the current one; returns the scope. */
  async open(id: string): Promise<string | null | undefined> {
    const state = this.read();
    const conversation = state.conversations[id];
    if (conversation === undefined) return undefined;
    await this.state.update(STATE_KEY, {
      ...state,
      scope: conversation.scope,
      current: { ...state.current, [conversation.scope ?? ALL]: id },
    });
    return conversation.scope;
  }

  /** Every conversation with at least one question, newest first. */
  list(): ConversationInfo[] {
    const state = this.read();
    return Object.entries(state.conversations)
      .map(([id, c]) => ({
        id,
        scope: c.scope ?? null,
        title: c.title || conversationTitle(c.messages),
        updated: c.updated ?? 0,
        questions: questionCount(c.messages ?? []),
      }))
      .filter((c) => c.questions > 0)
      .sort((a, b) => b.updated - a.updated);
  }

  private newId(): string {
    this.counter += 1;
    return `c${Date.now().toString(36)}${this.counter.toString(36)}`;
  }
}
