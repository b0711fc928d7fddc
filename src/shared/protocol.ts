/** The typed messages between the Nova webview and the extension host. No vscode, no DOM. */

/** One instance as the sidebar lists it. */
export interface InstanceSummary {
  id: string;
  name: string;
  layout: string;
  minecraft: string | null;
  /** `Fabric 0.15.7`, or null for vanilla/unknown. */
  loader: string | null;
  /** The launcher layout in words (`Prism Launcher`, `packwiz`). */
  layoutLabel?: string;
  /** `24 mods (2 disabled)`, `1 error, 3 warnings`: counts already worded with their plurals. */
  modsText?: string;
  problemsText?: string;
  modCount: number;
  disabledCount: number;
  errors: number;
  warnings: number;
  infos: number;
}

/** Texts the webview shows, already translated by the host (the webview has no l10n API). */
export interface ViewStrings {
  title: string;
  scanning: string;
  noInstances: string;
  noProblems: string;
  recheck: string;
  mods: string;
  disabled: string;
  errors: string;
  warnings: string;
  infos: string;
  unknownVersion: string;
  vanilla: string;
  showProblems: string;
  /** The button of an instance card that opens its dependency graph. */
  dependencyGraph: string;
  allInstances: string;
  /** The fold button of the instance list. */
  showInstances: string;
  hideInstances: string;
  scopeHint: string;
  placeholder: string;
  send: string;
  stop: string;
  newChat: string;
  undo: string;
  redo: string;
  empty: string;
  you: string;
  nova: string;
  arguments: string;
  result: string;
  running: string;
  queued: string;
  cancelled: string;
  failed: string;
  setApiKey: string;
  openSettings: string;
  testConnection: string;
  choosePreset: string;
  thinking: string;
  /** The status line while a checklist waits for the person. */
  waitingForYou: string;
  reviewChanges: string;
  declineAll: string;
  reviewTitle: string;
  reviewDone: string;
  jumpToLatest: string;
  retry: string;
  /** The button under a question that waited for setup, once a model is set up. */
  sendWaiting: string;
  /** The disclosure under a failure that holds the system's own text. */
  details: string;
  copy: string;
  copied: string;
  /** The button of a question that puts it back in the prompt, to edit and send again. */
  editQuestion: string;
  /** The chips above the prompt: what is attached to the next question, and the remove button's label. */
  attached: string;
  removeAttachment: string;
  welcomeTitle: string;
  welcomeSteps: string[];
  setupTitle: string;
  history: string;
  exportChat: string;
  chooseModel: string;
  contextMeter: string;
}

/** One tool call as a card: name, arguments, result (null while it runs). */
export interface ToolCard {
  id: string;
  /** The name the model called (kept for tests and the `data-tool` attribute). */
  name: string;
  arguments: string;
  result: string | null;
  status: 'running' | 'result' | 'error' | 'queued' | 'cancelled';
  /** The tool's name for people (`List mods`). */
  title?: string;
  /** One line for people: `Listed 24 mods of Dupes`. */
  summary?: string;
  /** The arguments as readable pairs, nulls left out. */
  fields?: Array<[string, string]>;
}

/** One proposed change as the review card lists it: the same words as the checklist row, in full. */
export interface ReviewItem {
  label: string;
  detail: string;
  risky: boolean;
}

/** One block of the transcript as the webview shows it. */
export type ChatEntry =
  /** A question; `attached` names what was sent with it ("Add to Nova"). */
  | { kind: 'user'; text: string; attached?: string[] }
  /** Model text, rendered as sanitized markdown. */
  | { kind: 'assistant'; text: string }
  | { kind: 'tool'; card: ToolCard }
  /**
   * Something from Nova itself (checklist outcome, stop, retry); `tone` picks the icon and colour. A failure leads with
   * advice; `detail` is the system's own text, shown only behind a Details disclosure; `settings` offers Open Settings;
   * `retry` offers Retry; `send` offers to send the question above it that waited for setup (after a provider was chosen).
   */
  | {
      kind: 'notice';
      text: string;
      tone: 'info' | 'warning' | 'error';
      retry?: boolean;
      send?: boolean;
      detail?: string;
      settings?: boolean;
    }
  /** The changes of a turn waiting in (or decided in) the checklist. */
  | { kind: 'review'; items: ReviewItem[]; pending: boolean }
  /** Setup steps shown under a question that could not be sent (no provider yet). */
  | { kind: 'setup'; text: string };

/** Why the chat cannot talk to the model right now, with the action that fixes it. */
export interface ProviderProblem {
  kind: 'no-key' | 'key-rejected' | 'unreachable' | 'no-tools' | 'no-model' | 'other';
  message: string;
}

/** Everything around the transcript: busy state, undo/redo availability, provider, scope. */
export interface ChatStatus {
  busy: boolean;
  canUndo: boolean;
  canRedo: boolean;
  /** Label of the batch Undo would revert, for the button's tooltip. */
  undoLabel: string | null;
  redoLabel: string | null;
  /** `gpt-4o-mini @ https://api.openai.com/v1`. */
  provider: string;
  problem: ProviderProblem | null;
  /** The instance the conversation is about; null for all instances. */
  scope: string | null;
  /** True while a checklist waits for the person (then `busy` is true too, but the model is not working). */
  awaitingReview?: boolean;
  /** Tokens: the last turn, the conversation, and how full the context window was on the last request. */
  usage?: ChatUsage | null;
  /** The conversation's title (history). */
  title?: string | null;
}

/** Token figures for the meter under the prompt. */
export interface ChatUsage {
  turnTokens: number;
  conversationTokens: number;
  /** Prompt tokens of the last request; null when the server reported none. */
  contextTokens: number | null;
  /** The model's window; null when unknown. */
  contextWindow: number | null;
  /** Already worded: `Last turn 1,234 tokens · conversation 5,678 · context 40% of 8,192`. */
  text: string;
}

/** Host → webview. */
export type ToWebviewMessage =
  /** The current instances and their problem counts; sent after `ready` and after every refresh. */
  | {
      type: 'summary';
      instances: InstanceSummary[];
      scanning: boolean;
      error: string | null;
      strings: ViewStrings;
      /** Whether the person folded the instance list (kept per workspace). */
      folded?: boolean;
    }
  /** Replaces the whole transcript (restore, New chat, scope change). */
  | { type: 'entries'; entries: ChatEntry[] }
  /** Sets entry `index` (appends when it equals the length): streaming text and tool cards. */
  | { type: 'entry'; index: number; entry: ChatEntry }
  | { type: 'status'; status: ChatStatus }
  /** Fills the prompt box ("Ask Nova about this" from a problem or a crash finding). */
  | { type: 'draft'; text: string }
  /** What waits to be sent with the next question ("Add to Nova"), as chips above the prompt. */
  | { type: 'attachments'; items: AttachmentChip[] };

/** One attachment waiting for the next question. */
export interface AttachmentChip {
  kind: 'file' | 'selection' | 'log' | 'terminal';
  label: string;
  /** Characters attached, and how many of them reach the model (the cap). */
  chars: number;
  sentChars: number;
}

/** Things the webview can ask the host to do besides chatting. */
export type ChatAction =
  | 'setApiKey'
  | 'clearApiKey'
  | 'openSettings'
  | 'testConnection'
  | 'choosePreset'
  | 'undo'
  | 'redo'
  | 'history'
  | 'exportChat'
  | 'chooseModel';

/** Webview → host. */
export type FromWebviewMessage =
  /** The webview has loaded and can receive messages; the host posts nothing before it. */
  | { type: 'ready' }
  /** Re-run the conflict checks. */
  | { type: 'checkConflicts' }
  /** Open the Problems panel filtered to one instance. */
  | { type: 'showProblems'; instanceId: string }
  /** Open the dependency graph of one instance ("Nova: Show Dependency Graph"). */
  | { type: 'showGraph'; instanceId: string }
  /** The user sent a message. */
  | { type: 'send'; text: string }
  /** Abort the running turn (the history stays valid). */
  | { type: 'stop' }
  /** Send the last question again after its turn failed. */
  | { type: 'retry' }
  /** Start an empty conversation in the current scope. */
  | { type: 'newChat' }
  /** Scope the conversation to one instance (null: all). */
  | { type: 'scope'; instanceId: string | null }
  | { type: 'action'; action: ChatAction }
  /** Reopen the checklist that waits for the person. */
  | { type: 'reviewChanges' }
  /** Decline every change that waits in the checklist. */
  | { type: 'declineChanges' }
  /** Take the question at transcript entry `index` back into the prompt: it and everything after it leave. */
  | { type: 'editQuestion'; index: number }
  /** Fold or unfold the instance list above the transcript. */
  | { type: 'foldInstances'; folded: boolean }
  /** Remove the attachment at `index` from the next question. */
  | { type: 'detach'; index: number };
