import * as vscode from 'vscode';
import { tokensCount } from './countText';
import type { TokenUsage } from '../core/agent/transcript';
import type { ChatUsage } from '../shared/protocol';

/**
 * Token figures of the chat: the running turn, the whole conversation (kept with it), and how full the model's
 * context window was on the last request (its prompt tokens against the window, when the window is known).
 */
export class TokenMeter {
  private conversation = 0;
  private turn = 0;
  /** The running total of the current loop run; the run after the checklist counts from 0 again. */
  private segment = 0;
  private lastPrompt: number | null = null;
  private window: number | null = null;
  private reported = false;

  /** The conversation's saved total (0 for a new one). */
  reset(conversationTokens: number): void {
    this.conversation = conversationTokens;
    this.turn = 0;
    this.segment = 0;
    this.lastPrompt = null;
    this.reported = conversationTokens > 0;
  }

  startTurn(): void {
    this.turn = 0;
    this.segment = 0;
  }

  /** The turn goes on in a new loop run (after the checklist): its figures add to the turn's. */
  continueTurn(): void {
    this.segment = 0;
  }

  /** One request's usage and the turn's running total, as the loop reports them. */
  record(request: TokenUsage, turn: TokenUsage): void {
    if (!request.reported && !turn.reported) return;
    this.reported = true;
    const added = Math.max(0, turn.totalTokens - this.segment);
    this.segment = turn.totalTokens;
    this.conversation += added;
    this.turn += added;
    if (request.promptTokens > 0) this.lastPrompt = request.promptTokens;
  }

  /** The window of the current model, from the server or the setting; null when unknown. */
  setWindow(tokens: number | null): void {
    this.window = tokens !== null && tokens > 0 ? tokens : null;
  }

  get contextWindow(): number | null {
    return this.window;
  }

  get conversationTokens(): number {
    return this.conversation;
  }

  status(): ChatUsage | null {
    if (!this.reported && this.window === null) return null;
    const n = (v: number): string => v.toLocaleString(vscode.env.language);
    const parts: string[] = [];
    if (this.reported) {
      parts.push(vscode.l10n.t('Last turn {0}', tokensCount(this.turn, n(this.turn))));
      parts.push(vscode.l10n.t('conversation {0}', n(this.conversation)));
    }
    if (this.window !== null && this.lastPrompt !== null) {
      const percent = Math.min(100, Math.round((this.lastPrompt / this.window) * 100));
      parts.push(vscode.l10n.t('context {0}% of {1}', percent, n(this.window)));
    } else if (this.window !== null) {
      parts.push(vscode.l10n.t('context window {0}', n(this.window)));
    }
    return {
      turnTokens: this.turn,
      conversationTokens: this.conversation,
      contextTokens: this.lastPrompt,
      contextWindow: this.window,
      text: parts.join(' · '),
    };
  }
}
