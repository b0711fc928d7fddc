import type { InstanceSummary, ViewStrings } from '../../src/shared/protocol';
import { el, icon } from './dom';

export interface PickerHandlers {
  pick(instanceId: string | null): void;
  showProblems(instanceId: string): void;
  showGraph(instanceId: string): void;
  recheck(): void;
  /** Folds or unfolds the instance list (the transcript gets the room). */
  toggle(): void;
}

/**
 * The instance summary, which is also the picker that scopes the conversation: a compact header with "All
 * instances" and two short lines per instance (name, mods, problems; versions, loader, launcher); the selected one
 * is pressed. It has a fixed share of the view and scrolls on its own, so it never covers the transcript.
 */
export function renderInstances(
  target: HTMLElement,
  summary: { instances: InstanceSummary[]; scanning: boolean; error: string | null; strings: ViewStrings },
  scope: string | null,
  handlers: PickerHandlers,
  collapsed = false,
): void {
  const { strings } = summary;
  target.replaceChildren();
  target.classList.toggle('collapsed', collapsed);
  const toolbar = el('div', 'toolbar');
  const fold = el('button', 'icon-button fold');
  fold.type = 'button';
  fold.id = 'fold-instances';
  const foldLabel = collapsed ? strings.showInstances : strings.hideInstances;
  fold.title = foldLabel;
  fold.setAttribute('aria-label', foldLabel);
  fold.setAttribute('aria-expanded', String(!collapsed));
  fold.append(icon(collapsed ? 'chevron-right' : 'chevron-down'));
  fold.addEventListener('click', () => handlers.toggle());
  toolbar.append(fold, el('h2', 'title', strings.title));
  if (collapsed) {
    // Folded, the header still says which conversation this is: all instances, or the one picked.
    const picked = summary.instances.find((i) => i.id === scope);
    toolbar.append(el('span', 'scope-name', picked?.name ?? strings.allInstances));
  }
  const recheck = el('button', 'icon-button');
  recheck.type = 'button';
  recheck.title = strings.recheck;
  recheck.setAttribute('aria-label', strings.recheck);
  recheck.append(icon('refresh'));
  recheck.addEventListener('click', () => handlers.recheck());
  toolbar.append(recheck);
  target.append(toolbar);
  if (collapsed) return;
  if (summary.scanning) {
    const scanning = el('div', 'status');
    scanning.append(icon('loading codicon-modifier-spin'), document.createTextNode(` ${strings.scanning}`));
    target.append(scanning);
  }
  if (summary.error !== null) target.append(el('div', 'status error', summary.error));
  if (summary.instances.length === 0 && !summary.scanning) {
    target.append(el('p', 'empty', strings.noInstances));
    return;
  }
  const list = el('div', 'instance-list');
  list.setAttribute('role', 'radiogroup');
  list.setAttribute('aria-label', strings.scopeHint);
  list.title = strings.scopeHint;
  const all = el('button', 'scope-all');
  all.type = 'button';
  all.setAttribute('role', 'radio');
  all.setAttribute('aria-checked', String(scope === null));
  all.append(icon('layers'), document.createTextNode(` ${strings.allInstances}`));
  all.addEventListener('click', () => handlers.pick(null));
  list.append(all);
  for (const instance of summary.instances) list.append(card(instance, strings, scope === instance.id, handlers));
  target.append(list);
}

function card(
  instance: InstanceSummary,
  strings: ViewStrings,
  selected: boolean,
  handlers: PickerHandlers,
): HTMLElement {
  const node = el('section', selected ? 'instance selected' : 'instance');
  node.dataset['instanceId'] = instance.id;
  node.setAttribute('role', 'radio');
  node.setAttribute('aria-checked', String(selected));
  node.tabIndex = 0;
  node.addEventListener('click', () => handlers.pick(instance.id));
  node.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      handlers.pick(instance.id);
    }
  });
  const loader = instance.loader ?? strings.vanilla;
  const mc = instance.minecraft ?? strings.unknownVersion;
  const meta = `Minecraft ${mc} · ${loader} · ${instance.layoutLabel ?? instance.layout}`;
  node.title = `${instance.name}\n${meta}`;
  // Line one: name and problems; line two: mods, versions and launcher. Both cut with an ellipsis, never wrap.
  const header = el('div', 'instance-header');
  header.append(icon(selected ? 'pass-filled' : 'package'), el('span', 'instance-name', instance.name));
  let modText = instance.modsText;
  if (modText === undefined) {
    modText = `${instance.modCount} ${strings.mods}`;
    if (instance.disabledCount > 0) modText += ` (${instance.disabledCount} ${strings.disabled})`;
  }
  if (instance.errors + instance.warnings + instance.infos === 0) {
    const ok = el('span', 'count ok');
    ok.title = strings.noProblems;
    ok.setAttribute('aria-label', strings.noProblems);
    ok.append(icon('pass'));
    header.append(ok);
  } else {
    const problems = el('button', 'count problems link');
    problems.type = 'button';
    const words = instance.problemsText ?? '';
    problems.title = `${words} · ${strings.showProblems}`;
    problems.setAttribute('aria-label', `${words}. ${strings.showProblems}`);
    const worst = instance.errors > 0 ? 'error' : instance.warnings > 0 ? 'warning' : 'info';
    problems.append(icon(worst), el('span', 'problems-text', ` ${words}`));
    problems.addEventListener('click', (event) => {
      event.stopPropagation();
      handlers.showProblems(instance.id);
    });
    header.append(problems);
  }
  const graph = el('button', 'icon-button graph');
  graph.type = 'button';
  graph.title = strings.dependencyGraph;
  graph.setAttribute('aria-label', `${strings.dependencyGraph}: ${instance.name}`);
  graph.append(icon('type-hierarchy'));
  graph.addEventListener('click', (event) => {
    event.stopPropagation();
    handlers.showGraph(instance.id);
  });
  header.append(graph);
  node.append(header, el('div', 'instance-meta', `${modText} · ${meta}`));
  return node;
}
