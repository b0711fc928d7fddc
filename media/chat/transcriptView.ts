import type { ChatEntry, ToolCard, ViewStrings } from '../../src/shared/protocol';
import { el, icon } from './dom';
import { renderMarkdown } from './markdownView';

const TOOL_ICONS: Record<ToolCard['status'], string> = {
  running: 'loading codicon-modifier-spin',
  result: 'tools',
  error: 'error',
  queued: 'checklist',
  cancelled: 'circle-slash',
};

/**
 * The transcript: one node per entry, replaced in place when the host updates an entry (streaming text, a finished
 * tool call). Markdown re-renders are batched per animation frame; the view follows the bottom unless the person
 * scrolled up.
 */
export class TranscriptView {
  private readonly nodes: HTMLElement[] = [];
  private readonly pending = new Map<number, ChatEntry>();
  private frame = 0;
  /** Cards the person opened stay open when the card is re-rendered. */
  private readonly openCards = new Set<string>();

  constructor(
    private readonly container: HTMLElement,
    private readonly strings: () => ViewStrings | undefined,
  ) {}

  reset(entries: readonly ChatEntry[]): void {
    this.pending.clear();
    this.nodes.length = 0;
    this.container.replaceChildren();
    entries.forEach((entry, index) => this.place(index, entry));
    this.showEmpty();
    this.container.scrollTop = this.container.scrollHeight;
  }

  update(index: number, entry: ChatEntry): void {
    this.pending.set(index, entry);
    if (this.frame === 0) this.frame = requestAnimationFrame(() => this.flush());
  }

  private flush(): void {
    this.frame = 0;
    const follow = this.container.scrollHeight - this.container.scrollTop - this.container.clientHeight < 40;
    for (const [index, entry] of [...this.pending].sort((a, b) => a[0] - b[0])) this.place(index, entry);
    this.pending.clear();
    this.showEmpty();
    if (follow) this.container.scrollTop = this.container.scrollHeight;
  }

  private showEmpty(): void {
    const empty = this.container.querySelector('.transcript-empty');
    if (this.nodes.length > 0) {
      empty?.remove();
      return;
    }
    if (empty === null) this.container.append(el('p', 'transcript-empty', this.strings()?.empty ?? ''));
  }

  private place(index: number, entry: ChatEntry): void {
    const node = this.render(entry);
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

  private render(entry: ChatEntry): HTMLElement {
    const strings = this.strings();
    switch (entry.kind) {
      case 'user': {
        const node = el('div', 'entry user');
        node.append(el('div', 'entry-role', strings?.you ?? 'You'), el('div', 'entry-text', entry.text));
        return node;
      }
      case 'assistant': {
        const node = el('div', 'entry assistant');
        const body = el('div', 'entry-text markdown');
        renderMarkdown(body, entry.text);
        node.append(el('div', 'entry-role', strings?.nova ?? 'Nova'), body);
        return node;
      }
      case 'notice': {
        const node = el('div', `entry notice ${entry.tone}`);
        node.setAttribute('role', entry.tone === 'error' ? 'alert' : 'status');
        node.append(
          icon(entry.tone === 'error' ? 'error' : entry.tone === 'warning' ? 'warning' : 'info'),
          el('div', 'notice-text', entry.text),
        );
        return node;
      }
      case 'tool':
        return this.toolCard(entry.card, strings);
    }
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
    summary.append(icon(TOOL_ICONS[card.status]), el('span', 'tool-name', card.name));
    const status = statusText(card.status, strings);
    if (status !== '') summary.append(el('span', 'tool-status', status));
    summary.append(el('span', 'tool-args-preview', argumentPreview(card.arguments)));
    node.append(summary);
    const body = el('div', 'tool-body');
    body.append(
      el('div', 'tool-label', strings?.arguments ?? 'Arguments'),
      el('pre', 'tool-args', prettyJson(card.arguments)),
    );
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
