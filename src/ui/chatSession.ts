import * as vscode from 'vscode';
import { contentText } from '../core/agent/contentText';
import { readNovaConfig } from '../host/novaConfig';
import { continueAfterApproval, runTurn, type TurnOptions } from '../core/agent/agentLoop';
import { ChatModelError, type ChatModel } from '../core/agent/chatModel';
import { classifyModelError } from './providerProblem';
import type { AgentEvent, ChatMessage, TurnResult } from '../core/agent/transcript';
import type { ProposedChange } from '../core/edits';
import type { ApprovalOutcome, ChangeApplier } from '../core/ports';
import { IdLedger } from '../core/tools/idLedger';
import type { ToolRegistry, WireTool } from '../core/tools/toolRegistry';
import type { SavedConversation } from '../host/chatHistoryStore';
import { untrustedRefusal } from '../host/workspaceTrust';
import { entriesFromHistory } from './chatEntries';
import type { ChatEntry, ProviderProblem, ToWebviewMessage } from '../shared/protocol';
import { outcomeLines, reviewItems, showApprovalChecklist, type ChecklistControls } from './approvalChecklist';
import { withEntryText, withCardText } from './toolCardText';
import { ChatReview } from './chatReview';
import { TokenMeter } from './tokenMeter';
import { modelContextWindow } from '../core/provider/modelContextWindow';
import { estimateTokens, fitToContext } from '../core/agent/contextBudget';
import { errorMessage, oneLine } from '../core/text/textSafety';
import { failureLead } from '../core/failures/failureAdvice';
import { agentNoticeText } from '../core/agent/agentNotices';
import { hostLocale } from './locale';
import {
  attachmentBody,
  MAX_ATTACHMENTS,
  questionWithAttachments,
  type ChatAttachment,
} from '../core/agent/chatAttachment';
import { NOVA_NOTE } from './chatEntries';

/** Shows the proposals and resolves with the picked ones, or undefined when all are declined. */
export type Checklist = (
  proposals: readonly ProposedChange[],
  signal: AbortSignal,
  controls?: ChecklistControls,
) => Promise<ProposedChange[] | undefined>;

/** The conversations kept per scope (an instance id, or null for all instances). */
export interface ConversationStore {
  readonly scope: string | null;
  setScope(scope: string | null): Promise<void>;
  load(scope: string | null): SavedConversation;
  save(scope: string | null, conversation: SavedConversation): Promise<void>;
  /** Keeps the scope's conversation in the history and gives the scope a new, empty one. */
  startNew(scope: string | null): Promise<void>;
  /** Makes a kept conversation the current one of its scope; its scope, or undefined when there is none. */
  open(id: string): Promise<string | null | undefined>;
}

/** The model server a turn talks to, as the settings and the key store say now. */
export interface ChatProvider {
  /** The settings' preset (`vscode`: VS Code's own models, with no server and no key). */
  preset?: string;
  baseUrl: string;
  model: string;
  apiKey: string;
  /** True when the server answers 401 without a key (a missing key is flagged before any request). */
  needsKey: boolean;
}

/** The applier as the chat needs it: applies the checklist's picks, and names what Undo and Redo would do. */
export interface ChatApplier extends ChangeApplier {
  readonly journal: {
    readonly nextUndo: { label: string } | undefined;
    readonly nextRedo: { label: string } | undefined;
  };
}

export interface ChatSessionDeps {
  history: ConversationStore;
  provider: { resolve(): Promise<ChatProvider> };
  /** The chat model for the provider; built by the composition root (a test can give a scripted one). */
  model(provider: ChatProvider): ChatModel;
  /** The system message that opens a new conversation in `scope`. */
  systemPrompt(scope: string | null): string;
  applier: ChatApplier;
  /** The tools for a conversation scoped to `instanceId` (null: all instances). */
  tools(): ToolRegistry;
  log: { error(message: string): void };
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
  /** The review waiting for the person, and the turn's and conversation's token figures. */
  private readonly review = new ChatReview();
  private readonly meter = new TokenMeter();
  /** What "Add to Nova" attached to the next question. */
  private attachments: ChatAttachment[] = [];
  /** A draft for a view that was not open yet when it was asked for. */
  private pendingDraft: string | undefined;
  /** The provider label whose context window the meter has (looked up again when it changes). */
  private windowFor = '';
  /**
   * A conversation switch (New Chat, another instance, a reopened conversation) stops the running turn and waits for
   * it to end; a new turn waits for the switch. So no turn writes entries or messages into a conversation it did not
   * start in (a question sent right after New Chat once landed in the old list while it was being replaced).
   */
  private turnEnded: Promise<void> = Promise.resolve();
  private switching: Promise<void> = Promise.resolve();
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
    const draft = this.pendingDraft;
    this.pendingDraft = undefined;
    return [
      { type: 'entries', entries: this.entries },
      this.statusMessage(),
      this.attachmentsMessage(),
      ...(draft !== undefined ? [{ type: 'draft' as const, text: draft }] : []),
    ];
  }

  setScope(scope: string | null): Promise<void> {
    return this.switchConversation(async () => {
      if (scope === this.scope) return;
      await this.save();
      this.scope = scope;
      await this.deps.history.setScope(scope);
      this.load();
      this.changed.fire({ type: 'entries', entries: this.entries });
      this.postStatus();
    });
  }

  newChat(): Promise<void> {
    return this.switchConversation(async () => {
      await this.save();
      // The conversation so far stays in the history; the scope gets a new, empty one.
      await this.deps.history.startNew(this.scope);
      this.messages = [];
      this.ledger = new IdLedger();
      this.entries = [];
      this.meter.reset(0);
      // A new conversation starts without the old one's error (a missing key is found again at once).
      this.problem = null;
      await this.refreshProvider();
      await this.save();
      this.changed.fire({ type: 'entries', entries: this.entries });
      this.postStatus();
    });
  }

  /** Reopens a conversation from the history (switching to its instance). */
  openConversation(id: string): Promise<void> {
    return this.switchConversation(async () => {
      await this.save();
      const scope = await this.deps.history.open(id);
      if (scope === undefined) return;
      this.scope = scope;
      this.load();
      this.changed.fire({ type: 'entries', entries: this.entries });
      this.postStatus();
    });
  }

  /** Runs `change` after earlier switches, once the running turn (stopped here) has ended. */
  private switchConversation(change: () => Promise<void>): Promise<void> {
    const run = this.switching.then(async () => {
      this.stop();
      await this.turnEnded;
      await change();
    });
    this.switching = run.catch(() => undefined);
    return run;
  }

  /** The open conversation's history as sent to the model (for the Markdown export). */
  get history(): readonly ChatMessage[] {
    return this.messages;
  }

  /** Puts `text` into the chat's prompt box (the person edits and sends it). */
  draft(text: string): void {
    this.pendingDraft = text;
    this.changed.fire({ type: 'draft', text });
  }

  /** Attaches a file, selection, log or terminal output to the next question (the oldest goes past the limit). */
  attach(attachment: ChatAttachment): void {
    this.attachments = [...this.attachments.filter((a) => a.label !== attachment.label), attachment].slice(
      -MAX_ATTACHMENTS,
    );
    this.changed.fire(this.attachmentsMessage());
  }

  /** Removes the attachment at `index` from the next question. */
  detach(index: number): void {
    if (!Number.isInteger(index) || index < 0 || index >= this.attachments.length) return;
    this.attachments = this.attachments.filter((_, i) => i !== index);
    this.changed.fire(this.attachmentsMessage());
  }

  private attachmentsMessage(): ToWebviewMessage {
    return {
      type: 'attachments',
      items: this.attachments.map((a) => ({
        kind: a.kind,
        label: a.label,
        chars: a.text.length,
        sentChars: Math.min(a.text.length, attachmentBody(a).length),
      })),
    };
  }

  /**
   * Edit and send again: the question at transcript entry `index` goes back into the prompt, and it leaves the
   * transcript and the model's history with everything after it (changes already applied stay, with their Undo).
   */
  async editQuestion(index: number): Promise<void> {
    await this.switching;
    if (this.running !== undefined) return;
    const entry = this.entries[index];
    if (entry?.kind !== 'user') return;
    const at = questionMessageIndex(this.messages, questionsBefore(this.entries, index));
    this.entries = this.entries.slice(0, index);
    if (at >= 0) this.messages = this.messages.slice(0, at);
    this.problem = null;
    await this.save();
    this.changed.fire({ type: 'entries', entries: this.entries });
    this.postStatus();
    this.draft(entry.text);
  }

  /** Replaces the QuickPick checklist (the in-host tests answer it in code); undefined restores the QuickPick. */
  useChecklist(checklist: Checklist | undefined): void {
    this.checklist = checklist ?? showApprovalChecklist;
  }

  stop(): void {
    this.running?.abort(new Error('Stopped by the user'));
  }

  /**
   * Sends the last question again after its turn failed: the failed attempt (the question, its error and anything
   * the turn added) leaves the transcript and the model history first, so the question is asked once.
   */
  async retry(): Promise<void> {
    await this.switching;
    if (this.running !== undefined) return;
    const at = this.entries.map((e) => e.kind).lastIndexOf('user');
    const question = at < 0 ? undefined : this.entries[at];
    if (question?.kind !== 'user') return;
    const asked = questionMessageIndex(this.messages, questionsBefore(this.entries, at));
    this.entries = this.entries.slice(0, at);
    if (asked >= 0) this.messages = this.messages.slice(0, asked);
    this.problem = null;
    this.changed.fire({ type: 'entries', entries: this.entries });
    await this.send(question.text);
  }

  /** Runs one user turn to its end (including the checklist and the model's closing answer). */
  async send(text: string): Promise<void> {
    const question = text.trim();
    if (question === '') return;
    await this.switching;
    if (this.running !== undefined) return;
    this.pendingDraft = undefined;
    const untrusted = untrustedRefusal('chat');
    if (untrusted !== null) {
      this.push({ kind: 'notice', text: untrusted, tone: 'error' });
      this.postStatus();
      return;
    }
    const provider = await this.refreshProvider();
    if (this.running !== undefined) return;
    if (this.problem?.kind === 'no-key') {
      // The question stays where it was typed, with what to do under it; nothing was sent.
      this.push({ kind: 'user', text: question });
      this.push({
        kind: 'setup',
        text: vscode.l10n.t('Nothing was sent: {0} needs an API key, and none is set.', provider.baseUrl),
      });
      this.postStatus();
      return;
    }
    const controller = new AbortController();
    this.running = controller;
    let endTurn = (): void => undefined;
    this.turnEnded = new Promise((resolve) => (endTurn = resolve));
    const attached = this.attachments;
    this.attachments = [];
    if (attached.length > 0) this.changed.fire(this.attachmentsMessage());
    this.push({
      kind: 'user',
      text: question,
      ...(attached.length > 0 ? { attached: attached.map((a) => a.label) } : {}),
    });
    this.postStatus();
    let lastError: ChatModelError | undefined;
    const model = watchErrors(this.deps.model(provider), (e) => (lastError = e));
    const stream = new EntryStream(
      (index, entry) => this.set(index, entry),
      () => this.entries.length,
      (index) => this.entries[index],
    );
    this.meter.startTurn();
    try {
      const history: ChatMessage[] =
        this.messages.length > 0 ? this.messages : [{ role: 'system', content: this.deps.systemPrompt(this.scope) }];
      const tools = this.deps.tools();
      const turn: TurnOptions = {
        model,
        tools,
        ledger: this.ledger,
        signal: controller.signal,
        onEvent: (event) => {
          stream.handle(event);
          if (event.type === 'usage') {
            this.meter.record(event.request, event.turn);
            this.postStatus();
          }
        },
      };
      let result: TurnResult = await runTurn(
        this.fitHistory(history, tools),
        questionWithAttachments(question, attached),
        turn,
      );
      // Interrupt and resume: the checklist, the applier, then the model closes the turn with the outcome.
      if (result.proposals.length > 0 && result.status !== 'cancelled' && result.status !== 'failed') {
        const outcomes = await this.approve(result.proposals, controller.signal);
        this.meter.continueTurn();
        result = await continueAfterApproval(result.messages, result.proposals, outcomes, turn);
      }
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
          // Advice first, in the person's language; the server's own text waits behind Details and goes to the log.
          const failure = result.failure;
          const text = failure !== undefined ? failureLead(failure, hostLocale()) : (result.error ?? '');
          if (failure !== undefined) this.deps.log.error(`chat turn failed: ${failure.detail}`);
          this.problem = classifyModelError(lastError, text);
          // The retry notices of this turn are replaced by the outcome they led to.
          stream.dropRetry();
          // One error in one place: under the question, with Retry (the banner stays for what the turn did not show).
          this.push({
            kind: 'notice',
            text,
            tone: 'error',
            retry: true,
            ...(failure?.advice !== undefined ? { detail: failure.detail } : {}),
            ...(failure?.fixes.includes('openSettings') === true ? { settings: true } : {}),
          });
          break;
        }
        default:
          this.problem = null;
          stream.dropRetry();
      }
    } catch (error) {
      const message = errorMessage(error);
      this.deps.log.error(`chat turn failed: ${message}`);
      this.push({
        kind: 'notice',
        text: vscode.l10n.t('The turn failed unexpectedly. Retry; if it happens again, open Details and report it.'),
        tone: 'error',
        retry: true,
        detail: oneLine(message, 600),
      });
    } finally {
      this.running = undefined;
      await this.save();
      endTurn();
      this.postStatus();
    }
  }

  /** The approval step: checklist, apply the picked ones as one batch, report every item. */
  private async approve(proposals: readonly ProposedChange[], signal: AbortSignal): Promise<ApprovalOutcome[]> {
    const picked = (await this.askPerson(proposals, signal)) ?? [];
    const label =
      picked.length === 1 ? (picked[0]?.summary ?? '') : vscode.l10n.t('{0} changes from the Nova chat', picked.length);
    // Declined items' prepared files are discarded; applied ones keep theirs (undoing a restore moves files back).
    const outcomes = await this.deps.applier.apply(proposals, label, picked);
    const lines = outcomeLines(proposals, outcomes);
    this.push({
      kind: 'notice',
      text: lines.join('\n'),
      tone: outcomes.some((o) => o.status === 'failed') ? 'warning' : 'info',
    });
    this.postStatus();
    return outcomes;
  }

  /**
   * The history as it fits the model's window (when the window is known): older tool results trimmed first, then
   * older turns summarized, each with a note in the transcript; a warning when the tool list alone does not fit.
   */
  private fitHistory(history: ChatMessage[], tools: ToolRegistry): ChatMessage[] {
    const window = this.meter.contextWindow;
    if (window === null) return history;
    const toolTokens = estimateTokens(tools.wireTools());
    // Room for the question and the answer: a quarter of the window, at least 1,024 tokens.
    const budget = window - toolTokens - Math.max(1024, Math.round(window / 4));
    const n = (v: number): string => v.toLocaleString(vscode.env.language);
    if (budget <= 0) {
      this.push({
        kind: 'notice',
        text: vscode.l10n.t(
          "Nova's tool list alone takes about {0} tokens of the model's {1}-token context, so answers will be cut or fail. Raise the model's context (the README says how for Ollama) or set nova.provider.contextWindow.",
          n(toolTokens),
          n(window),
        ),
        tone: 'warning',
      });
      return history;
    }
    const fit = fitToContext(history, budget);
    if (fit.summarizedTurns > 0)
      this.push({
        kind: 'notice',
        text: vscode.l10n.t(
          "To fit the model's {0}-token context, Nova summarized the oldest questions of this conversation.",
          n(window),
        ),
        tone: 'info',
      });
    else if (fit.trimmedResults > 0)
      this.push({
        kind: 'notice',
        text: vscode.l10n.t(
          "To fit the model's {0}-token context, Nova shortened older tool results (the model can call the tools again).",
          n(window),
        ),
        tone: 'info',
      });
    return fit.messages;
  }

  /** Shows the checklist and the review card that lists the same items; the status says the person is awaited. */
  private async askPerson(
    proposals: readonly ProposedChange[],
    signal: AbortSignal,
  ): Promise<ProposedChange[] | undefined> {
    const index = this.entries.length;
    const items = reviewItems(proposals);
    this.set(index, { kind: 'review', items, pending: true });
    const controls = this.review.open();
    this.postStatus();
    try {
      return await this.checklist(proposals, signal, controls);
    } finally {
      this.review.close();
      this.set(index, { kind: 'review', items, pending: false });
    }
  }

  /** "Review changes…" in the chat: shows the waiting checklist again. */
  reviewChanges(): void {
    this.review.reveal();
  }

  /** "Decline all" in the chat's review card. */
  declineChanges(): void {
    this.review.declineAll();
  }

  /** Re-reads the provider settings; flags a missing key before any request is made. */
  private async refreshProvider(): Promise<ChatProvider> {
    const provider = await this.deps.provider.resolve();
    const unset = provider.needsKey && provider.apiKey === '';
    // Before setup the chip says so, rather than show a default model that looks configured.
    this.providerLabel = unset
      ? vscode.l10n.t('No model yet — Choose Provider')
      : `${provider.model === '' ? vscode.l10n.t('default model') : provider.model} @ ${provider.baseUrl}`;
    if (this.providerLabel !== this.windowFor) {
      this.windowFor = this.providerLabel;
      void this.lookUpWindow(provider);
    }
    if (unset) {
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

  /** The model's context window: the setting when set, else what the server says; the meter follows. */
  private async lookUpWindow(provider: ChatProvider): Promise<void> {
    this.meter.setWindow(await this.contextWindowOf(provider));
    this.postStatus();
  }

  /**
   * The setting `nova.provider.contextWindow` when set, else what the model says (VS Code's models: their
   * `maxInputTokens`), else what the server reports (Ollama, LM Studio).
   */
  async contextWindowOf(provider: ChatProvider): Promise<number | null> {
    const setting = readNovaConfig().provider.contextWindow;
    if (setting > 0) return setting;
    const own = this.deps.model(provider).contextWindow;
    if (own !== undefined) return await own();
    // Restricted Mode goes online for nothing, not even to ask the model server its window.
    if (!vscode.workspace.isTrusted) return null;
    return (await modelContextWindow(provider.baseUrl, provider.model))?.tokens ?? null;
  }

  /** The tool list the next request would send (for Test Connection). */
  wireTools(): readonly WireTool[] {
    return this.deps.tools().wireTools();
  }

  /** Called when settings or the key change: the banner follows at once. */
  async providerChanged(): Promise<void> {
    this.windowFor = '';
    this.problem = null;
    await this.refreshProvider();
    // Setup steps and provider errors in the transcript are stale once the provider changed. A question that waited
    // for setup (the last one, with its setup steps or an earlier offer under it) is offered to be sent now.
    if (this.problem === null && !this.busy) {
      const last = this.entries.at(-1);
      const waiting =
        this.entries.at(-2)?.kind === 'user' &&
        (last?.kind === 'setup' || (last?.kind === 'notice' && last.send === true));
      const kept = this.entries.filter(
        (e) => e.kind !== 'setup' && !(e.kind === 'notice' && (e.tone === 'error' || e.send === true)),
      );
      if (waiting)
        kept.push({
          kind: 'notice',
          tone: 'info',
          text: vscode.l10n.t('Nova now uses {0}. Your question above was not sent yet.', this.providerLabel),
          send: true,
        });
      if (waiting || kept.length !== this.entries.length) {
        this.entries = kept;
        this.changed.fire({ type: 'entries', entries: this.entries });
      }
    }
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
        awaitingReview: this.review.waiting,
        usage: this.meter.status(),
      },
    };
  }

  private load(): void {
    const saved = this.deps.history.load(this.scope);
    this.messages = saved.messages;
    this.ledger = IdLedger.fromJSON(saved.ledger);
    this.entries = entriesFromHistory(saved.messages).map(withEntryText);
    this.meter.reset(saved.tokens ?? 0);
  }

  private async save(): Promise<void> {
    await this.deps.history.save(this.scope, {
      messages: this.messages,
      ledger: this.ledger.toJSON(),
      updated: Date.now(),
      tokens: this.meter.conversationTokens,
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

  private retryIndex: number | undefined;

  constructor(
    private readonly set: (index: number, entry: ChatEntry) => void,
    private readonly length: () => number,
    private readonly at: (index: number) => ChatEntry | undefined,
  ) {}

  /** Removes the turn's retry notice (the outcome says how many attempts were made). */
  dropRetry(): void {
    const index = this.retryIndex;
    this.retryIndex = undefined;
    if (index === undefined || this.at(index)?.kind !== 'notice') return;
    this.set(index, { kind: 'notice', text: '', tone: 'info' });
  }

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
          card: withCardText({
            id: event.id,
            name: event.name,
            arguments: event.arguments,
            result: null,
            status: 'running',
          }),
        });
        return;
      }
      case 'tool-call-finished': {
        const started = this.cards.get(event.id);
        if (started === undefined) return;
        this.textIndex = undefined;
        this.set(started.index, {
          kind: 'tool',
          card: withCardText({
            id: event.id,
            name: event.name,
            arguments: started.arguments,
            result: event.result,
            status: event.outcome,
          }),
        });
        return;
      }
      case 'retry': {
        this.textIndex = undefined;
        // One notice per turn, updated in place: "attempt 3 of 4" replaces "attempt 2 of 4". Attempts, not
        // retries, are counted, as the failure that may follow says "after 4 attempts".
        const index =
          this.retryIndex !== undefined && this.retryIndex === this.length() - 1 ? this.retryIndex : this.length();
        this.retryIndex = index;
        this.set(index, {
          kind: 'notice',
          text: vscode.l10n.t(
            'The server did not answer ({0}); trying again in {1} s (attempt {2} of {3}).',
            retryReason(event.status),
            Math.ceil(event.delayMs / 1000),
            event.attempt + 1,
            event.maxAttempts + 1,
          ),
          tone: 'warning',
        });
        return;
      }
      case 'notice':
        this.textIndex = undefined;
        this.set(this.length(), {
          kind: 'notice',
          text: event.notice ? agentNoticeText(event.notice, hostLocale()) : event.message,
          tone: 'warning',
        });
        return;
      case 'proposal':
      case 'usage':
        return;
    }
  }
}

/** Why a request is tried again, in the person's language (the loop's own `reason` is English). */
function retryReason(status: number | null | undefined): string {
  if (status === null || status === undefined) return vscode.l10n.t('it could not be reached');
  if (status === 429) return vscode.l10n.t('it is rate limiting, 429');
  return vscode.l10n.t('error {0}', status);
}

/** Keeps the last ChatModelError a stream threw, so a failed turn can say which state the chat is in. */
/** How many questions before entry `index` reached the model (one that waited for setup was never sent). */
function questionsBefore(entries: readonly ChatEntry[], index: number): number {
  let count = 0;
  for (let i = 0; i < index; i++) if (entries[i]?.kind === 'user' && !waitedForSetup(entries[i + 1])) count++;
  return count;
}

/** Whether the entry after a question says it was never sent: its setup steps, or the offer to send it now. */
function waitedForSetup(next: ChatEntry | undefined): boolean {
  return next?.kind === 'setup' || (next?.kind === 'notice' && next.send === true);
}

/** The index in the model's history of the question numbered `ordinal` (from 0; Nova's own notes not counted). */
function questionMessageIndex(messages: readonly ChatMessage[], ordinal: number): number {
  let seen = 0;
  for (let i = 0; i < messages.length; i++) {
    const message = messages[i];
    if (message?.role !== 'user' || contentText(message.content).startsWith(NOVA_NOTE)) continue;
    if (seen === ordinal) return i;
    seen++;
  }
  return -1;
}

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
