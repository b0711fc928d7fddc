import type {
  AttachmentChip,
  ChatAction,
  ChatStatus,
  FromWebviewMessage,
  InstanceSummary,
  ToWebviewMessage,
  ViewStrings,
} from '../../src/shared/protocol';
import { button, el, icon } from './dom';
import { renderInstances } from './instancePicker';
import { setupActions, TranscriptView } from './transcriptView';

interface VsCodeApi {
  postMessage(message: FromWebviewMessage): void;
  getState(): unknown;
  setState(state: unknown): void;
}
declare function acquireVsCodeApi(): VsCodeApi;

const vscode = acquireVsCodeApi();
const app = document.getElementById('app') as HTMLElement;
const post = (message: FromWebviewMessage): void => vscode.postMessage(message);

/** The host's strings: embedded in the page (chatViewProvider.ts), then refreshed by every summary message. */
let strings: ViewStrings | undefined = embeddedStrings();
function embeddedStrings(): ViewStrings | undefined {
  const text = document.getElementById('nova-strings')?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as ViewStrings;
  } catch {
    return undefined;
  }
}
/** A label from the host's strings ('' until they are known; never English written here). */
const label = (
  key: 'jumpToLatest' | 'undo' | 'redo' | 'newChat' | 'history' | 'exportChat' | 'stop' | 'send',
): string => strings?.[key] ?? '';
let summary:
  | { instances: InstanceSummary[]; scanning: boolean; error: string | null; strings: ViewStrings; folded?: boolean }
  | undefined;
let status: ChatStatus | undefined;

const instances = el('section', 'instances');
const banner = el('div', 'banner');
banner.hidden = true;
const transcript = el('div', 'transcript');
transcript.id = 'transcript';
transcript.setAttribute('role', 'log');
transcript.setAttribute('aria-live', 'polite');
const jump = button('jump-latest', 'arrow-down', label('jumpToLatest'), () => undefined);
jump.classList.add('jump-latest');
const view = new TranscriptView(transcript, jump, () => strings, {
  retry: () => {
    view.follow();
    post({ type: 'retry' });
  },
  action: (action) => post({ type: 'action', action }),
  reviewChanges: () => post({ type: 'reviewChanges' }),
  declineChanges: () => post({ type: 'declineChanges' }),
  editQuestion: (index) => {
    if (status?.busy === true) return;
    post({ type: 'editQuestion', index });
  },
});
const transcriptArea = el('div', 'transcript-area');
transcriptArea.append(transcript, jump);
const thinking = el('div', 'thinking');
thinking.id = 'chat-status';
thinking.setAttribute('role', 'status');
thinking.hidden = true;
const usage = el('div', 'usage');
usage.id = 'usage';
usage.hidden = true;

const composer = el('form', 'composer');
const prompt = el('textarea', 'prompt');
prompt.id = 'prompt';
prompt.rows = 3;
const saved = vscode.getState() as { draft?: string; last?: string } | undefined;
prompt.value = saved?.draft ?? '';
/** The last question sent, for ↑ in an empty prompt (kept in the view's state across reloads). */
let lastSent = saved?.last ?? '';
function saveState(): void {
  vscode.setState({ draft: prompt.value, last: lastSent });
}
const actions = el('div', 'composer-actions');
const providerLabel = el('span', 'provider');
const undo = button('undo', 'discard', label('undo'), () => post({ type: 'action', action: 'undo' }), {
  iconOnly: true,
});
const redo = button('redo', 'redo', label('redo'), () => post({ type: 'action', action: 'redo' }), { iconOnly: true });
const newChat = button('new-chat', 'add', label('newChat'), () => post({ type: 'newChat' }), { iconOnly: true });
const history = button('history', 'history', label('history'), () => post({ type: 'action', action: 'history' }), {
  iconOnly: true,
});
const exportChat = button(
  'export-chat',
  'markdown',
  label('exportChat'),
  () => post({ type: 'action', action: 'exportChat' }),
  {
    iconOnly: true,
  },
);
const stop = button('stop', 'debug-stop', label('stop'), () => post({ type: 'stop' }), { primary: true });
const send = button('send', 'send', label('send'), () => submit(), { primary: true });
stop.hidden = true;
const spacer = el('span', 'spacer');
// Before setup the chip reads "No model yet — Choose Provider" and does that.
providerLabel.addEventListener('click', () =>
  post({ type: 'action', action: status?.problem?.kind === 'no-key' ? 'choosePreset' : 'chooseModel' }),
);
providerLabel.setAttribute('role', 'button');
providerLabel.tabIndex = 0;
actions.append(newChat, history, exportChat, undo, redo, providerLabel, spacer, stop, send);
/** What "Add to Nova" attached to the next question, as removable chips above the prompt. */
const attachmentsBar = el('div', 'attachments');
attachmentsBar.id = 'attachments';
attachmentsBar.hidden = true;
let attachments: AttachmentChip[] = [];
function renderAttachments(): void {
  attachmentsBar.hidden = attachments.length === 0;
  attachmentsBar.replaceChildren();
  attachments.forEach((item, index) => {
    const chip = el('span', 'attachment-chip');
    const codicon =
      item.kind === 'terminal'
        ? 'terminal'
        : item.kind === 'log'
          ? 'output'
          : item.kind === 'selection'
            ? 'selection'
            : 'file';
    chip.append(icon(codicon), el('span', 'attachment-label', ` ${item.label}`));
    chip.title = item.sentChars < item.chars ? `${item.label} (${item.sentChars} / ${item.chars})` : item.label;
    const remove = button(
      'remove-attachment',
      'close',
      `${strings?.removeAttachment ?? ''} ${item.label}`,
      () => post({ type: 'detach', index }),
      { iconOnly: true },
    );
    remove.removeAttribute('id');
    chip.append(remove);
    attachmentsBar.append(chip);
  });
  attachmentsBar.setAttribute('aria-label', strings?.attached ?? '');
}

composer.append(attachmentsBar, prompt, actions, usage);
app.append(instances, banner, transcriptArea, thinking, composer);

function submit(): void {
  const text = prompt.value.trim();
  if (text === '' || status?.busy === true) return;
  post({ type: 'send', text });
  prompt.value = '';
  lastSent = text;
  saveState();
  // Sending always brings the transcript to the latest, even after a tool card was opened or the person scrolled.
  view.follow();
}

composer.addEventListener('submit', (event) => {
  event.preventDefault();
  submit();
});
prompt.addEventListener('keydown', (event) => {
  if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
    event.preventDefault();
    submit();
    return;
  }
  // ↑ in an empty prompt recalls the last question (as in a terminal or Copilot Chat), to edit and send again.
  if (event.key === 'ArrowUp' && prompt.value === '' && lastSent !== '' && !event.isComposing) {
    event.preventDefault();
    prompt.value = lastSent;
    prompt.setSelectionRange(prompt.value.length, prompt.value.length);
    saveState();
  }
});
prompt.addEventListener('input', () => saveState());

function relabel(): void {
  if (strings === undefined) return;
  prompt.placeholder = strings.placeholder;
  prompt.setAttribute('aria-label', strings.placeholder);
  for (const [node, label] of [
    [send, strings.send],
    [stop, strings.stop],
    [newChat, strings.newChat],
    [history, strings.history],
    [exportChat, strings.exportChat],
    [jump, strings.jumpToLatest],
    [undo, status?.undoLabel ? `${strings.undo}: ${status.undoLabel}` : strings.undo],
    [redo, status?.redoLabel ? `${strings.redo}: ${status.redoLabel}` : strings.redo],
  ] as const) {
    node.title = label;
    node.setAttribute('aria-label', label);
    const text = node.querySelector('.button-label');
    if (text !== null) text.textContent = label;
  }
  renderThinking();
}

/** The line above the prompt: the model is working (with Stop), or the chat waits for the person's review. */
function renderThinking(): void {
  if (strings === undefined) return;
  if (status?.awaitingReview === true) {
    thinking.className = 'thinking waiting';
    const text = el('span', 'thinking-text');
    text.append(icon('account'), document.createTextNode(` ${strings.waitingForYou}`));
    thinking.replaceChildren(text);
    return;
  }
  thinking.className = 'thinking';
  thinking.replaceChildren(icon('loading codicon-modifier-spin'), el('span', 'thinking-text', ` ${strings.thinking}`));
}

function renderStatus(): void {
  if (status === undefined) return;
  const waiting = status.awaitingReview === true;
  send.hidden = status.busy;
  stop.hidden = !status.busy || waiting;
  thinking.hidden = !status.busy;
  undo.disabled = !status.canUndo;
  redo.disabled = !status.canRedo;
  providerLabel.textContent = status.provider;
  providerLabel.title = strings === undefined ? status.provider : `${status.provider} · ${strings.chooseModel}`;
  usage.hidden = status.usage === null || status.usage === undefined || status.usage.text === '';
  usage.textContent = status.usage?.text ?? '';
  if (strings !== undefined) usage.title = strings.contextMeter;
  renderMeter();
  relabel();
  renderBanner();
  renderWelcome();
  renderSummary();
}

/** A thin bar under the prompt: the last request's prompt tokens against the model's window. */
function renderMeter(): void {
  const u = status?.usage;
  if (u === null || u === undefined || u.contextTokens === null || u.contextWindow === null) return;
  const percent = Math.min(100, Math.round((u.contextTokens / u.contextWindow) * 100));
  const bar = el('span', percent >= 85 ? 'meter full' : 'meter');
  const fill = el('span', 'meter-fill');
  fill.style.width = `${percent}%`;
  bar.append(fill);
  bar.setAttribute('role', 'meter');
  bar.setAttribute('aria-valuenow', String(percent));
  bar.setAttribute('aria-valuemin', '0');
  bar.setAttribute('aria-valuemax', '100');
  usage.prepend(bar);
}

/** With no provider set up yet, the empty transcript is a neutral welcome with the setup steps. */
function renderWelcome(): void {
  const needsSetup = status?.problem?.kind === 'no-key';
  view.setEmpty(() => {
    if (!needsSetup || strings === undefined) return el('p', '', strings?.empty ?? '');
    const node = el('div', 'welcome');
    node.id = 'welcome';
    node.append(el('h3', 'welcome-title', strings.welcomeTitle), el('p', '', strings.empty));
    const steps = el('ol', 'welcome-steps');
    for (const step of strings.welcomeSteps) steps.append(el('li', '', step));
    node.append(
      steps,
      setupActions(strings, (action) => post({ type: 'action', action })),
    );
    return node;
  });
}

/** The provider's state ("no API key", "server unreachable", "model does not support tools") with its fixes. */
function renderBanner(): void {
  // A missing key is not an error on screen: the welcome and the setup steps under a question say what to do.
  // One error in one place: an error the transcript shows under the question (with Retry) is not repeated here.
  const shown = status?.problem ?? null;
  const problem = shown === null || shown.kind === 'no-key' || view.showsError(shown.message) ? null : shown;
  banner.replaceChildren();
  banner.hidden = problem === null;
  if (problem === null || strings === undefined) return;
  banner.className = `banner ${problem.kind}`;
  banner.setAttribute('role', 'alert');
  const text = el('div', 'banner-text');
  text.append(
    icon(
      problem.kind === 'unreachable'
        ? 'debug-disconnect'
        : problem.kind === 'no-key' || problem.kind === 'key-rejected'
          ? 'key'
          : 'warning',
    ),
    el('span', '', ` ${problem.message}`),
  );
  const fixes = el('div', 'banner-actions');
  const action = (id: string, codicon: string, label: string, what: ChatAction): HTMLButtonElement =>
    button(id, codicon, label, () => post({ type: 'action', action: what }));
  if (problem.kind === 'key-rejected') fixes.append(action('banner-set-key', 'key', strings.setApiKey, 'setApiKey'));
  fixes.append(action('banner-provider', 'server', strings.choosePreset, 'choosePreset'));
  fixes.append(action('banner-test', 'plug', strings.testConnection, 'testConnection'));
  banner.append(text, fixes);
}

function renderSummary(): void {
  if (summary === undefined) return;
  renderInstances(
    instances,
    summary,
    status?.scope ?? null,
    {
      pick: (instanceId) => post({ type: 'scope', instanceId }),
      showProblems: (instanceId) => post({ type: 'showProblems', instanceId }),
      showGraph: (instanceId) => post({ type: 'showGraph', instanceId }),
      recheck: () => post({ type: 'checkConflicts' }),
      toggle: () => post({ type: 'foldInstances', folded: summary?.folded !== true }),
    },
    summary.folded === true,
  );
}

window.addEventListener('message', (event: MessageEvent<ToWebviewMessage>) => {
  const message = event.data;
  switch (message.type) {
    case 'summary':
      summary = message;
      strings = message.strings;
      relabel();
      renderSummary();
      return;
    case 'entries':
      view.reset(message.entries);
      renderBanner();
      return;
    case 'entry':
      view.update(message.index, message.entry);
      renderBanner();
      return;
    case 'status':
      status = message.status;
      renderStatus();
      return;
    case 'attachments':
      attachments = message.items;
      renderAttachments();
      return;
    case 'draft':
      prompt.value = message.text;
      saveState();
      prompt.focus();
      prompt.setSelectionRange(prompt.value.length, prompt.value.length);
      return;
  }
});

post({ type: 'ready' });
