import type { FromWebviewMessage, InstanceSummary, ToWebviewMessage, ViewStrings } from '../../src/shared/protocol';

interface VsCodeApi {
  postMessage(message: FromWebviewMessage): void;
}
declare function acquireVsCodeApi(): VsCodeApi;

const vscode = acquireVsCodeApi();
const app = document.getElementById('app') as HTMLElement;

/** Creates an element with text content only: data from the host is never parsed as HTML. */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className !== undefined) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function icon(name: string): HTMLElement {
  const node = el('span', `codicon codicon-${name}`);
  node.setAttribute('aria-hidden', 'true');
  return node;
}

function renderInstance(instance: InstanceSummary, strings: ViewStrings): HTMLElement {
  const card = el('section', 'instance');
  card.dataset['instanceId'] = instance.id;
  const header = el('div', 'instance-header');
  header.append(icon('package'), el('span', 'instance-name', instance.name));
  card.append(header);
  const loader = instance.loader ?? strings.vanilla;
  const mc = instance.minecraft ?? strings.unknownVersion;
  card.append(el('div', 'instance-meta', `Minecraft ${mc} · ${loader} · ${instance.layout}`));
  const counts = el('div', 'instance-counts');
  let modText = `${instance.modCount} ${strings.mods}`;
  if (instance.disabledCount > 0) modText += ` (${instance.disabledCount} ${strings.disabled})`;
  counts.append(el('span', 'count', modText));
  if (instance.errors + instance.warnings + instance.infos === 0) {
    const ok = el('span', 'count ok');
    ok.append(icon('pass'), document.createTextNode(` ${strings.noProblems}`));
    counts.append(ok);
  } else {
    const problems = el('button', 'count problems link');
    problems.type = 'button';
    problems.title = strings.showProblems;
    if (instance.errors > 0) problems.append(icon('error'), document.createTextNode(` ${instance.errors} ${strings.errors} `));
    if (instance.warnings > 0) problems.append(icon('warning'), document.createTextNode(` ${instance.warnings} ${strings.warnings} `));
    if (instance.infos > 0) problems.append(icon('info'), document.createTextNode(` ${instance.infos} ${strings.infos}`));
    problems.addEventListener('click', () => vscode.postMessage({ type: 'showProblems', instanceId: instance.id }));
    counts.append(problems);
  }
  card.append(counts);
  return card;
}

function render(message: ToWebviewMessage): void {
  const { strings } = message;
  app.replaceChildren();
  const toolbar = el('div', 'toolbar');
  toolbar.append(el('h2', 'title', strings.title));
  const recheck = el('button', 'icon-button');
  recheck.type = 'button';
  recheck.title = strings.recheck;
  recheck.setAttribute('aria-label', strings.recheck);
  recheck.append(icon('refresh'));
  recheck.addEventListener('click', () => vscode.postMessage({ type: 'checkConflicts' }));
  toolbar.append(recheck);
  app.append(toolbar);
  if (message.scanning) {
    const scanning = el('div', 'status');
    scanning.append(icon('loading codicon-modifier-spin'), document.createTextNode(` ${strings.scanning}`));
    app.append(scanning);
  }
  if (message.error !== null) app.append(el('div', 'status error', message.error));
  if (message.instances.length === 0 && !message.scanning) app.append(el('p', 'empty', strings.noInstances));
  for (const instance of message.instances) app.append(renderInstance(instance, strings));
}

window.addEventListener('message', (event: MessageEvent<ToWebviewMessage>) => {
  const message = event.data;
  switch (message.type) {
    case 'summary':
      render(message);
      return;
  }
});

vscode.postMessage({ type: 'ready' });
