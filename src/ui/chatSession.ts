import * as vscode from 'vscode';
import { runTurnWithApproval } from '../core/agent/agentLoop';
import { ChatModelError, createOpenAiChatModel, type ChatModel } from '../core/agent/chatModel';
import { classifyModelError } from './providerProblem';
import { novaSystemPrompt } from '../core/agent/systemPrompt';
import type { AgentEvent, ChatMessage } from '../core/agent/transcript';
import type { ProposedChange } from '../core/edits';
import type { ApprovalOutcome } from '../core/ports';
import { IdLedger } from '../core/tools/idLedger';
import type { ToolRegistry } from '../core/tools/toolRegistry';
import type { ChatHistoryStore } from '../host/chatHistoryStore';
import type { EditApplier } from '../host/editApplier';
import type { ProviderSettings, ResolvedProvider } from '../host/providerSettings';
import { untrustedRefusal } from '../host/workspaceTrust';
import { entriesFromHistory } from './chatEntries';
import type { ChatEntry, ProviderProblem, ToWebviewMessage } from '../shared/protocol';
import { showApprovalChecklist } from './approvalChecklist';
import { errorMessage } from '../core/text/textSafety';

/** Shows the proposals and resolves with the picked ones, or undefined when all are declined. */
export type Checklist = (
  proposals: readonly ProposedChange[],
  signal: AbortSignal,
) => Promise<ProposedChange[] | undefined>;

export interface ChatSessionDeps {
  history: ChatHistoryStore;
  provider: ProviderSettings;
  applier: EditApplier;
  /** The tools for a conversation scoped to `instanceId` (null: all instances). */
  tools(): ToolRegistry;
  /** Called after changes were applied (the diagnostics refresh). */
  afterApply(): void;
  log: vscode.LogOutputChannel;
}

/**
 * One chat conversation per scope, wired to the agent loop: streams the answer and tool cards to the view, shows
 * the checklist when the model proposed changes, applies the picked ones through the journal, and saves the
 * history (with its id ledger) after every turn. Stop aborts the request; the saved history stays valid.
 */
export class ChatSession implements vscode.Disposable {
  private scope: string | null;
  private messages: ChatMessage[] = [];
  private ledger = new IdLedger();
  private entries: ChatEntry[] = [];
  private running: AbortController | undefined;
  private problem: ProviderProblem | null = null;
  private providerLabel = '';
  private checklist: Checklist = showApprovalChecklist;
  private readonly changed = new vscode.EventEmitter<ToWebviewMessage>();
  /** Every message for the view (entries while streaming, status changes). */
  readonly onMessage = this.changed.event;

  constructor(private readonly deps: ChatSessionDeps) {
    this.scope = deps.history.scope;
    this.load();
  }

  get busy(): boolean {
    return this.running !== undefined;
  }

  get currentScope(): string | null {
    return this.scope;
  }

  /** The messages that bring a freshly loaded view up to date. */
  async snapshot(): Promise<ToWebviewMessage[]> {
    await this.refreshProvider();
    return [{ type: 'entries', entries: this.entries }, this.statusMessage()];
  }

  async setScope(scope: string | null): Promise<void> {
    if (scope === this.scope) return;
    this.stop();
    await this.save();
    this.scope = scope;
    await this.deps.history.setScope(scope);
    this.load();
    this.changed.fire({ type: 'entries', entries: this.entries });
    this.postStatus();
  }

  async newChat(): Promise<void> {
    this.stop();
    this.messages = [];
    this.ledger = new IdLedger();
    this.entries = [];
    await this.save();
    this.changed.fire({ type: 'entries', entries: this.entries });
    this.postStatus();
  }

  /** Replaces the QuickPick checklist (the in-host tests answer it in code); undefined restores the QuickPick. */
  useChecklist(checklist: Checklist | undefined): void {
    this.checklist = checklist ?? showApprovalChecklist;
  }

  stop(): void {
    this.running?.abort(new Error('Stopped by the user'));
  }

  /** Runs one user turn to its end (including the checklist and the model's closing answer). */
  async send(text: string): Promise<void> {
    const question = text.trim();
    if (question === '' || this.running !== undefined) return;
    const untrusted = untrustedRefusal('chat');
    if (untrusted !== null) {
      this.push({ kind: 'notice', text: untrusted, tone: 'error' });
      this.postStatus();
      return;
    }
    const provider = await this.refreshProvider();
    if (this.problem?.kind === 'no-key') {
      this.push({ kind: 'notice', text: this.problem.message, tone: 'error' });
      this.postStatus();
      return;
    }
    const controller = new AbortController();
    this.running = controller;
    this.push({ kind: 'user', text: question });
    this.postStatus();
    let lastError: ChatModelError | undefined;
    const model = watchErrors(
      createOpenAiChatModel({ baseURL: provider.baseUrl, apiKey: provider.apiKey, model: provider.model }),
      (e) => (lastError = e),
    );
    const stream = new EntryStream(
      (index, entry) => this.set(index, entry),
      () => this.entries.length,
    );
    try {
      const history: ChatMessage[] =
        this.messages.length > 0
          ? this.messages
          : [{ role: 'system', content: novaSystemPrompt({ host: 'vscode', instanceId: this.scope }) }];
      const result = await runTurnWithApproval(history, question, {
        model,
        tools: this.deps.tools(),
        ledger: this.ledger,
        signal: controller.signal,
        onEvent: (event) => stream.handle(event),
        approve: (proposals, signal) => this.approve(proposals, signal),
      });
      this.messages = result.messages;
      switch (result.status) {
        case 'cancelled':
          this.push({
            kind: 'notice',
            text: vscode.l10n.t('Stopped. Nothing that was still pending was run or changed.'),
            tone: 'warning',
          });
          break;
        case 'failed': {
          this.problem = classifyModelError(lastError, result.error ?? '');
          this.push({ kind: 'notice', text: this.problem.message, tone: 'error' });
          break;
        }
        default:
          this.problem = null;
      }
    } catch (error) {
      const message = errorMessage(error);
      this.deps.log.error(`chat turn failed: ${message}`);
      this.push({ kind: 'notice', text: vscode.l10n.t('The turn failed unexpectedly: {0}', message), tone: 'error' });
    } finally {
      this.running = undefined;
      await this.save();
      this.postStatus();
    }
  }

  /** The approval gate: checklist, apply the picked ones as one batch, report every item. */
  private async approve(proposals: readonly ProposedChange[], signal: AbortSignal): Promise<ApprovalOutcome[]> {
    const picked = await this.checklist(proposals, signal);
    const chosen = new Set((picked ?? []).map((p) => p.item));
    const outcomes: ApprovalOutcome[] = proposals
      .filter((p) => !chosen.has(p.item))
      .map((p) => ({ item: p.item, status: 'declined' }));
    if (chosen.size > 0) {
      const label =
        picked?.length === 1
          ? (picked[0]?.summary ?? '')
          : vscode.l10n.t('{0} changes from the Nova chat', picked?.length ?? 0);
      outcomes.push(...(await this.deps.applier.applyProposals(picked ?? [], label)));
      this.deps.afterApply();
    }
    outcomes.sort((a, b) => a.item - b.item);
    // Applied changes keep their temp folder: undoing a restore or an install moves files back into it.
    const applied = new Set(outcomes.filter((o) => o.status === 'applied').map((o) => o.item));
    await this.deps.applier.discardPrepared(proposals.filter((p) => !applied.has(p.item)));
    const lines = outcomes.map((o) => {
      const summary = proposals.find((p) => p.item === o.item)?.summary ?? '';
      if (o.status === 'applied') return vscode.l10n.t('Applied: {0}', summary);
      if (o.status === 'failed') return vscode.l10n.t('Not applied ({0}): {1}', o.detail ?? '', summary);
      return vscode.l10n.t('Declined: {0}', summary);
    });
    this.push({
      kind: 'notice',
      text: lines.join('\n'),
      tone: outcomes.some((o) => o.status === 'failed') ? 'warning' : 'info',
    });
    this.postStatus();
    return outcomes;
  }

  /** Re-reads the provider settings; flags a missing key before any request is made. */
  private async refreshProvider(): Promise<ResolvedProvider> {
    const provider = await this.deps.provider.resolve();
    this.providerLabel = `${provider.model} @ ${provider.baseUrl}`;
    if (provider.needsKey && provider.apiKey === '') {
      this.problem = {
        kind: 'no-key',
        message: vscode.l10n.t(
          'No API key is set for {0}. Run "Nova: Set API Key", set OPENAI_API_KEY, or pick a local server (Ollama, LM Studio) with "Nova: Choose Provider".',
          provider.baseUrl,
        ),
      };
    } else if (this.problem?.kind === 'no-key') {
      this.problem = null;
    }
    return provider;
  }

  /** Called when settings or the key change: the banner follows at once. */
  async providerChanged(): Promise<void> {
    this.problem = null;
    await this.refreshProvider();
    this.postStatus();
  }

  postStatus(): void {
    this.changed.fire(this.statusMessage());
  }

  private statusMessage(): ToWebviewMessage {
    const journal = this.deps.applier.journal;
    return {
      type: 'status',
      status: {
        busy: this.running !== undefined,
        canUndo: journal.nextUndo !== undefined,
        canRedo: journal.nextRedo !== undefined,
        undoLabel: journal.nextUndo?.label ?? null,
        redoLabel: journal.nextRedo?.label ?? null,
        provider: this.providerLabel,
        problem: this.problem,
        scope: this.scope,
      },
    };
  }

  private load(): void {
    const saved = this.deps.history.load(this.scope);
    this.messages = saved.messages;
    this.ledger = IdLedger.fromJSON(saved.ledger);
    this.entries = entriesFromHistory(saved.messages);
  }

  private async save(): Promise<void> {
    await this.deps.history.save(this.scope, {
      messages: this.messages,
      ledger: this.ledger.toJSON(),
      updated: Date.now(),
    });
  }

  private push(entry: ChatEntry): void {
    this.set(this.entries.length, entry);
  }

  private set(index: number, entry: ChatEntry): void {
    this.entries[index] = entry;
    this.changed.fire({ type: 'entry', index, entry });
  }

  dispose(): void {
    this.stop();
    this.changed.dispose();
  }
}

/** Turns loop events into transcript entries: text joins the current answer block; each call gets a card. */
class EntryStream {
  private textIndex: number | undefined;
  private text = '';
  private readonly cards = new Map<string, { index: number; arguments: string }>();

  constructor(
    private readonly set: (index: number, entry: ChatEntry) => void,
    private readonly length: () => number,
  ) {}

  handle(event: AgentEvent): void {
    switch (event.type) {
      case 'text':
        // A new block when something else (a card, a notice, the checklist outcome) came after the current one.
        if (this.textIndex === undefined || this.textIndex !== this.length() - 1) {
          this.textIndex = this.length();
          this.text = '';
        }
        this.text += event.delta;
        this.set(this.textIndex, { kind: 'assistant', text: this.text });
        return;
      case 'tool-call-started': {
        this.textIndex = undefined;
        const index = this.length();
        this.cards.set(event.id, { index, arguments: event.arguments });
        this.set(index, {
          kind: 'tool',
          card: { id: event.id, name: event.name, arguments: event.arguments, result: null, status: 'running' },
        });
        return;
      }
      case 'tool-call-finished': {
        const started = this.cards.get(event.id);
        if (started === undefined) return;
        this.textIndex = undefined;
        this.set(started.index, {
          kind: 'tool',
          card: {
            id: event.id,
            name: event.name,
            arguments: started.arguments,
            result: event.result,
            status: event.outcome,
          },
        });
        return;
      }
      case 'retry':
        this.textIndex = undefined;
        this.set(this.length(), {
          kind: 'notice',
          text: vscode.l10n.t(
            'The server did not answer ({0}); trying again in {1} s (attempt {2} of {3}).',
            event.reason,
            Math.ceil(event.delayMs / 1000),
            event.attempt,
            event.maxAttempts,
          ),
          tone: 'warning',
        });
        return;
      case 'notice':
        this.textIndex = undefined;
        this.set(this.length(), { kind: 'notice', text: event.message, tone: 'warning' });
        return;
      case 'proposal':
      case 'usage':
        return;
    }
  }
}

/** Keeps the last ChatModelError a stream threw, so a failed turn can say which state the chat is in. */
function watchErrors(model: ChatModel, seen: (error: ChatModelError) => void): ChatModel {
  return {
    model: model.model,
    endpoint: model.endpoint,
    async *stream(request, signal) {
      try {
        yield* model.stream(request, signal);
      } catch (error) {
        if (error instanceof ChatModelError) seen(error);
        throw error;
      }
    },
  };
}
