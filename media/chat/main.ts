import type {
  ChatAction,
  ChatStatus,
  FromWebviewMessage,
  InstanceSummary,
  ToWebviewMessage,
  ViewStrings,
} from '../../src/shared/protocol';
import { button, el, icon } from './dom';
import { renderInstances } from './instancePicker';
import { TranscriptView } from './transcriptView';

interface VsCodeApi {
  postMessage(message: FromWebviewMessage): void;
  getState(): unknown;
  setState(state: unknown): void;
}
declare function acquireVsCodeApi(): VsCodeApi;

const vscode = acquireVsCodeApi();
const app = document.getElementById('app') as HTMLElement;
const post = (message: FromWebviewMessage): void => vscode.postMessage(message);

let strings: ViewStrings | undefined;
let summary:
  { instances: InstanceSummary[]; scanning: boolean; error: string | null; strings: ViewStrings } | undefined;
let status: ChatStatus | undefined;

const instances = el('section', 'instances');
const banner = el('div', 'banner');
banner.hidden = true;
const transcript = el('div', 'transcript');
transcript.id = 'transcript';
transcript.setAttribute('role', 'log');
transcript.setAttribute('aria-live', 'polite');
const view = new TranscriptView(transcript, () => strings);
const thinking = el('div', 'thinking');
thinking.hidden = true;

const composer = el('form', 'composer');
const prompt = el('textarea', 'prompt');
prompt.id = 'prompt';
prompt.rows = 3;
const saved = vscode.getState() as { draft?: string } | undefined;
prompt.value = saved?.draft ?? '';
const actions = el('div', 'composer-actions');
const providerLabel = el('span', 'provider');
const undo = button('undo', 'discard', 'Undo', () => post({ type: 'action', action: 'undo' }), { iconOnly: true });
const redo = button('redo', 'redo', 'Redo', () => post({ type: 'action', action: 'redo' }), { iconOnly: true });
const newChat = button('new-chat', 'add', 'New chat', () => post({ type: 'newChat' }), { iconOnly: true });
const stop = button('stop', 'debug-stop', 'Stop', () => post({ type: 'stop' }), { primary: true });
const send = button('send', 'send', 'Send', () => submit(), { primary: true });
stop.hidden = true;
const spacer = el('span', 'spacer');
actions.append(newChat, undo, redo, providerLabel, spacer, stop, send);
composer.append(prompt, actions);
app.append(instances, banner, transcript, thinking, composer);

function submit(): void {
  const text = prompt.value.trim();
  if (text === '' || status?.busy === true) return;
  post({ type: 'send', text });
  prompt.value = '';
  vscode.setState({ draft: '' });
}

composer.addEventListener('submit', (event) => {
  event.preventDefault();
  submit();
});
prompt.addEventListener('keydown', (event) => {
  if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
    event.preventDefault();
    submit();
  }
});
prompt.addEventListener('input', () => vscode.setState({ draft: prompt.value }));

function relabel(): void {
  if (strings === undefined) return;
  prompt.placeholder = strings.placeholder;
  prompt.setAttribute('aria-label', strings.placeholder);
  for (const [node, label] of [
    [send, strings.send],
    [stop, strings.stop],
    [newChat, strings.newChat],
    [undo, status?.undoLabel ? `${strings.undo}: ${status.undoLabel}` : strings.undo],
    [redo, status?.redoLabel ? `${strings.redo}: ${status.redoLabel}` : strings.redo],
  ] as const) {
    node.title = label;
    node.setAttribute('aria-label', label);
    const text = node.querySelector('.button-label');
    if (text !== null) text.textContent = label;
  }
  thinking.replaceChildren(icon('loading codicon-modifier-spin'), document.createTextNode(` ${strings.thinking}`));
}

function renderStatus(): void {
  if (status === undefined) return;
  send.hidden = status.busy;
  stop.hidden = !status.busy;
  thinking.hidden = !status.busy;
  undo.disabled = !status.canUndo;
  redo.disabled = !status.canRedo;
  providerLabel.textContent = status.provider;
  providerLabel.title = status.provider;
  relabel();
  renderBanner();
  renderSummary();
}

/** The provider's state ("no API key", "server unreachable", "model does not support tools") with its fixes. */
function renderBanner(): void {
  const problem = status?.problem ?? null;
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
  if (problem.kind === 'no-key' || problem.kind === 'key-rejected')
    fixes.append(action('banner-set-key', 'key', strings.setApiKey, 'setApiKey'));
  fixes.append(action('banner-provider', 'server', strings.choosePreset, 'choosePreset'));
  fixes.append(action('banner-settings', 'gear', strings.openSettings, 'openSettings'));
  fixes.append(action('banner-test', 'plug', strings.testConnection, 'testConnection'));
  banner.append(text, fixes);
}

function renderSummary(): void {
  if (summary === undefined) return;
  renderInstances(instances, summary, status?.scope ?? null, {
    pick: (instanceId) => post({ type: 'scope', instanceId }),
    showProblems: (instanceId) => post({ type: 'showProblems', instanceId }),
    recheck: () => post({ type: 'checkConflicts' }),
  });
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
      return;
    case 'entry':
      view.update(message.index, message.entry);
      return;
    case 'status':
      status = message.status;
      renderStatus();
      return;
  }
});

post({ type: 'ready' });
