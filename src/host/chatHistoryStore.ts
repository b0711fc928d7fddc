import type * as vscode from 'vscode';
import type { ChatMessage } from '../core/agent/transcript';

const STATE_KEY = 'nova.chat.v1';
/** Conversations kept per workspace (one per instance scope); the least recently used fall off. */
const MAX_CONVERSATIONS = 20;

/** One saved conversation: the model history exactly as sent, and the id ledger that guards its write calls. */
export interface SavedConversation {
  messages: ChatMessage[];
  ledger: Record<string, string>;
  updated: number;
  /** Tokens the conversation used so far (servers that report usage). */
  tokens?: number;
}

interface SavedState {
  scope: string | null;
  conversations: Record<string, SavedConversation>;
}

/** Key of the "all instances" scope (instance ids are paths-derived and never empty). */
const ALL = '';

/**
 * The chat's conversations in workspaceState, one per scope (an instance id, or all instances), so a reopened view
 * or a restarted VS Code shows the same conversation and the model keeps its id ledger.
 */
export class ChatHistoryStore {
  constructor(private readonly state: vscode.Memento) {}

  private read(): SavedState {
    const raw = this.state.get<SavedState>(STATE_KEY);
    if (
      raw === undefined ||
      typeof raw !== 'object' ||
      raw === null ||
      typeof raw.conversations !== 'object' ||
      raw.conversations === null
    ) {
      return { scope: null, conversations: {} };
    }
    return { scope: typeof raw.scope === 'string' ? raw.scope : null, conversations: raw.conversations };
  }

  get scope(): string | null {
    return this.read().scope;
  }

  async setScope(scope: string | null): Promise<void> {
    const state = this.read();
    await this.state.update(STATE_KEY, { ...state, scope });
  }

  load(scope: string | null): SavedConversation {
    const saved = this.read().conversations[scope ?? ALL];
    if (saved === undefined || !Array.isArray(saved.messages)) return { messages: [], ledger: {}, updated: 0 };
    return {
      messages: saved.messages,
      ledger: typeof saved.ledger === 'object' && saved.ledger !== null ? saved.ledger : {},
      updated: saved.updated ?? 0,
    };
  }

  async save(scope: string | null, conversation: SavedConversation): Promise<void> {
    const state = this.read();
    const conversations = { ...state.conversations, [scope ?? ALL]: conversation };
    const keys = Object.keys(conversations).sort(
      (a, b) => (conversations[b]?.updated ?? 0) - (conversations[a]?.updated ?? 0),
    );
    for (const key of keys.slice(MAX_CONVERSATIONS)) delete conversations[key];
    await this.state.update(STATE_KEY, { ...state, conversations });
  }
}
