import type { ChatAction, ChatEntry, ReviewItem, ToolCard, ViewStrings } from '../../src/shared/protocol';
import { button, el, icon } from './dom';
import { renderMarkdown } from './markdownView';

const TOOL_ICONS: Record<ToolCard['status'], string> = {
  running: 'loading codicon-modifier-spin',
  result: 'tools',
  error: 'error',
  queued: 'checklist',
  cancelled: 'circle-slash',
};

/** What the transcript's buttons do (setup steps, the review card). */
export interface TranscriptHandlers {
  /** Send the failed question again. */
  retry(): void;
  action(action: ChatAction): void;
  reviewChanges(): void;
  declineChanges(): void;
  /** Take the question at entry `index` back into the prompt (it and what follows leave the transcript). */
  editQuestion(index: number): void;
}

/**
 * The transcript: one node per entry, replaced in place when the host updates an entry (streaming text, a finished
 * tool call). Markdown re-renders are batched per animation frame. It follows new output unless the person scrolled
 * up (opening a card does not count); then a "jump to latest" control appears.
 */
export class TranscriptView {
  private readonly nodes: HTMLElement[] = [];
  private readonly pending = new Map<number, ChatEntry>();
  /** The entries as the host last sent them. */
  private entries: Array<ChatEntry | undefined> = [];
  private frame = 0;
  /** Cards the person opened stay open when the card is re-rendered. */
  private readonly openCards = new Set<string>();
  /** False once the person scrolled away from the bottom; true again at the bottom or after "jump to latest". */
  private following = true;
  /** The scroll position Nova set last, so its own scrolling is not taken for the person's. */
  private ownScroll = -1;
  private emptyContent: (() => HTMLElement) | undefined;

  constructor(
    private readonly container: HTMLElement,
    private readonly jump: HTMLButtonElement,
    private readonly strings: () => ViewStrings | undefined,
    private readonly handlers: TranscriptHandlers,
  ) {
    container.addEventListener('scroll', () => {
      if (Math.abs(container.scrollTop - this.ownScroll) < 2) return;
      this.following = this.atBottom();
      this.showJump();
    });
    jump.addEventListener('click', () => {
      this.following = true;
      this.scrollToEnd();
    });
    jump.hidden = true;
  }

  /** What the empty transcript shows (the welcome with setup steps, or the short introduction). */
  setEmpty(content: () => HTMLElement): void {
    this.emptyContent = content;
    this.container.querySelector('.transcript-empty')?.remove();
    this.showEmpty();
  }

  /** Brings the transcript to the latest entry and keeps following it (the person just sent a message). */
  follow(): void {
    this.following = true;
    this.scrollToEnd();
  }

  /** Whether an error notice in the transcript already says `text` (the banner then does not repeat it). */
  showsError(text: string): boolean {
    return this.entries.some((e) => e?.kind === 'notice' && e.tone === 'error' && e.text === text);
  }

  reset(entries: readonly ChatEntry[]): void {
    this.entries = [...entries];
    this.pending.clear();
    this.nodes.length = 0;
    this.container.replaceChildren();
    entries.forEach((entry, index) => this.place(index, entry));
    this.showEmpty();
    this.following = true;
    this.scrollToEnd();
  }

  update(index: number, entry: ChatEntry): void {
    // A new question always brings the transcript to the latest, even after the person scrolled or opened a card.
    if (entry.kind === 'user' && index >= this.nodes.length) this.following = true;
    this.entries[index] = entry;
    this.pending.set(index, entry);
    if (this.frame === 0) this.frame = requestAnimationFrame(() => this.flush());
  }

  private flush(): void {
    this.frame = 0;
    for (const [index, entry] of [...this.pending].sort((a, b) => a[0] - b[0])) this.place(index, entry);
    this.pending.clear();
    this.showEmpty();
    if (this.following) this.scrollToEnd();
    else this.showJump();
  }

  private atBottom(): boolean {
    return this.container.scrollHeight - this.container.scrollTop - this.container.clientHeight < 24;
  }

  private scrollToEnd(): void {
    this.container.scrollTop = this.container.scrollHeight;
    this.ownScroll = this.container.scrollTop;
    this.showJump();
  }

  private showJump(): void {
    this.jump.hidden = this.following || this.atBottom();
  }

  private showEmpty(): void {
    const empty = this.container.querySelector('.transcript-empty');
    if (this.nodes.length > 0) {
      empty?.remove();
      return;
    }
    if (empty !== null) return;
    const node = this.emptyContent?.() ?? el('p', '', this.strings()?.empty ?? '');
    node.classList.add('transcript-empty');
    this.container.append(node);
  }

  private place(index: number, entry: ChatEntry): void {
    const node = this.render(entry, index);
    node.dataset['index'] = String(index);
    const existing = this.nodes[index];
    if (existing !== undefined) {
      existing.replaceWith(node);
    } else {
      // Entries arrive in order; fill any gap so indexes stay aligned with the host's list.
      while (this.nodes.length < index) {
        const filler = el('div', 'entry-gap');
        this.nodes.push(filler);
        this.container.append(filler);
      }
      this.container.append(node);
    }
    this.nodes[index] = node;
  }

  private render(entry: ChatEntry, index: number): HTMLElement {
    const strings = this.strings();
    switch (entry.kind) {
      case 'user': {
        const node = el('div', 'entry user');
        const role = el('div', 'entry-role', strings?.you ?? '');
        const edit = button(
          'edit-question',
          'edit',
          strings?.editQuestion ?? '',
          () => this.handlers.editQuestion(index),
          {
            iconOnly: true,
          },
        );
        edit.removeAttribute('id');
        edit.classList.add('edit-question');
        role.append(edit);
        node.append(role, el('div', 'entry-text', entry.text));
        if (entry.attached !== undefined && entry.attached.length > 0) {
          const list = el('div', 'entry-attached');
          for (const name of entry.attached) {
            const chip = el('span', 'attachment-chip');
            chip.append(icon('file'), el('span', '', ` ${name}`));
            list.append(chip);
          }
          node.append(list);
        }
        return node;
      }
      case 'assistant': {
        const node = el('div', 'entry assistant');
        const body = el('div', 'entry-text markdown');
        renderMarkdown(body, entry.text);
        const copy = button(
          'copy-answer',
          'copy',
          strings?.copy ?? '',
          () => {
            void navigator.clipboard.writeText(entry.text).then(() => {
              copy.title = strings?.copied ?? '';
              copy.setAttribute('aria-label', copy.title);
            });
          },
          { iconOnly: true },
        );
        copy.removeAttribute('id');
        copy.classList.add('copy-answer');
        const role = el('div', 'entry-role', strings?.nova ?? 'Nova');
        role.append(copy);
        node.append(role, body);
        return node;
      }
      case 'notice': {
        // An emptied notice (a retry note the outcome replaced) keeps its place in the list but shows nothing.
        if (entry.text === '') return el('div', 'entry-gap');
        const node = el('div', `entry notice ${entry.tone}`);
        node.setAttribute('role', entry.tone === 'error' ? 'alert' : 'status');
        node.append(
          icon(entry.tone === 'error' ? 'error' : entry.tone === 'warning' ? 'warning' : 'info'),
          el('div', 'notice-text', entry.text),
        );
        if (entry.retry === true)
          node.append(button('retry-turn', 'refresh', strings?.retry ?? '', () => this.handlers.retry()));
        // A question that waited for setup is sent the same way a failed one is asked again.
        if (entry.send === true)
          node.append(button('send-waiting', 'send', strings?.sendWaiting ?? '', () => this.handlers.retry()));
        if (entry.settings === true)
          node.append(
            button('notice-settings', 'settings-gear', strings?.openSettings ?? '', () =>
              this.handlers.action('openSettings'),
            ),
          );
        // The system's own text ("fetch failed", "getaddrinfo ENOTFOUND …") only behind a disclosure.
        if (entry.detail !== undefined && entry.detail !== '') {
          const details = el('details', 'notice-details');
          details.append(el('summary', '', strings?.details ?? ''), el('pre', 'notice-detail', entry.detail));
          node.append(details);
        }
        return node;
      }
      case 'tool':
        return this.toolCard(entry.card, strings);
      case 'review':
        return this.reviewCard(entry.items, entry.pending, strings);
      case 'setup': {
        const node = el('div', 'entry setup');
        node.setAttribute('role', 'status');
        node.append(el('div', 'setup-text', entry.text), el('div', 'setup-title', strings?.setupTitle ?? ''));
        const steps = el('ol', 'welcome-steps');
        for (const step of strings?.welcomeSteps ?? []) steps.append(el('li', '', step));
        node.append(
          steps,
          setupActions(strings, (action) => this.handlers.action(action)),
        );
        return node;
      }
    }
  }

  private reviewCard(items: readonly ReviewItem[], pending: boolean, strings: ViewStrings | undefined): HTMLElement {
    const node = el('div', `entry review-card${pending ? ' pending' : ''}`);
    const head = el('div', 'review-title');
    head.append(icon(pending ? 'checklist' : 'check-all'), el('span', '', ` ${strings?.reviewTitle ?? ''}`));
    if (!pending) head.append(el('span', 'tool-status', strings?.reviewDone ?? ''));
    node.append(head);
    const list = el('ol', 'review-items');
    for (const item of items) {
      const row = el('li', item.risky ? 'review-item risky' : 'review-item');
      const label = el('div', 'review-label');
      if (item.risky) label.append(icon('warning'), document.createTextNode(' '));
      label.append(document.createTextNode(item.label));
      row.append(label, el('div', 'review-detail', item.detail));
      list.append(row);
    }
    node.append(list);
    if (pending) {
      const buttons = el('div', 'review-actions');
      buttons.append(
        button('review-changes', 'checklist', strings?.reviewChanges ?? 'Review changes…', () =>
          this.handlers.reviewChanges(),
        ),
        button('decline-changes', 'close', strings?.declineAll ?? 'Decline all', () => this.handlers.declineChanges()),
      );
      node.append(buttons);
    }
    return node;
  }

  private toolCard(card: ToolCard, strings: ViewStrings | undefined): HTMLElement {
    const node = el('details', `entry tool-card ${card.status}`);
    node.dataset['tool'] = card.name;
    node.open = this.openCards.has(card.id);
    node.addEventListener('toggle', () => {
      if (node.open) this.openCards.add(card.id);
      else this.openCards.delete(card.id);
    });
    const summary = el('summary', 'tool-summary');
    const title = card.title ?? card.name;
    summary.append(icon(TOOL_ICONS[card.status]), el('span', 'tool-name', title));
    const line = card.summary ?? argumentPreview(card.arguments);
    summary.append(el('span', 'tool-args-preview', line));
    summary.title = line;
    const status = statusText(card.status, strings);
    if (status !== '' && card.summary === undefined) summary.append(el('span', 'tool-status', status));
    node.append(summary);
    const body = el('div', 'tool-body');
    const fields = card.fields ?? [];
    if (fields.length > 0) {
      const list = el('dl', 'tool-args');
      for (const [key, value] of fields) list.append(el('dt', '', key), el('dd', '', value));
      body.append(el('div', 'tool-label', strings?.arguments ?? 'Arguments'), list);
    } else if (card.fields === undefined) {
      body.append(
        el('div', 'tool-label', strings?.arguments ?? 'Arguments'),
        el('pre', 'tool-args', prettyJson(card.arguments)),
      );
    }
    if (card.result !== null)
      body.append(el('div', 'tool-label', strings?.result ?? 'Result'), el('pre', 'tool-result', card.result));
    node.append(body);
    return node;
  }
}

function statusText(status: ToolCard['status'], strings: ViewStrings | undefined): string {
  switch (status) {
    case 'running':
      return strings?.running ?? 'running…';
    case 'queued':
      return strings?.queued ?? 'queued';
    case 'cancelled':
      return strings?.cancelled ?? 'cancelled';
    case 'error':
      return strings?.failed ?? 'failed';
    case 'result':
      return '';
  }
}

/** `instance_id: "Problem Pack", files: 2 items`: a one-line glance at the arguments. */
function argumentPreview(raw: string): string {
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return String(parsed).slice(0, 80);
    const parts = Object.entries(parsed)
      .filter(([, v]) => v !== null)
      .map(
        ([k, v]) =>
          `${k}: ${Array.isArray(v) ? v.map((x) => String(x)).join(', ') : typeof v === 'object' ? '{…}' : String(v)}`,
      );
    const text = parts.join(' · ');
    return text.length > 90 ? `${text.slice(0, 89)}…` : text;
  } catch {
    return raw.slice(0, 80);
  }
}

function prettyJson(raw: string): string {
  try {
    return JSON.stringify(JSON.parse(raw), null, 2);
  } catch {
    return raw;
  }
}

/** The setup buttons under a question that could not be sent, and in the welcome (labels from the host's strings). */
export function setupActions(strings: ViewStrings | undefined, run: (action: ChatAction) => void): HTMLElement {
  const row = el('div', 'setup-actions');
  row.append(
    button('setup-provider', 'server', strings?.choosePreset ?? '', () => run('choosePreset'), {
      primary: true,
    }),
    button('setup-key', 'key', strings?.setApiKey ?? '', () => run('setApiKey')),
    button('setup-test', 'plug', strings?.testConnection ?? '', () => run('testConnection')),
  );
  return row;
}
