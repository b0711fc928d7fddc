import * as vscode from 'vscode';
import { updateProviderSettings } from '../host/novaConfig';
import type { ChatHistoryStore } from '../host/chatHistoryStore';
import type { ProviderSettings, ResolvedProvider } from '../host/providerSettings';
import { listVscodeModels, type VscodeModelInfo } from '../host/vscodeChatModel';
import type { ChatSession } from './chatSession';
import { conversationMarkdown } from './conversationMarkdown';
import { errorMessage } from '../core/text/textSafety';

export interface ChatCommandDeps {
  chat: ChatSession;
  history: ChatHistoryStore;
  provider: ProviderSettings;
  /** Shows the Nova chat view. */
  revealChat(): Promise<void>;
}

/**
 * The chat's palette commands besides New Chat: the history picker, the Markdown export, "Ask Nova about this"
 * (from a Problems entry or a crash finding) and the model picker over the server's `/models` or VS Code's models.
 */
export function registerChatCommands(deps: ChatCommandDeps): vscode.Disposable {
  return vscode.Disposable.from(
    vscode.commands.registerCommand('nova.chatHistory', () => pickConversation(deps)),
    vscode.commands.registerCommand('nova.exportConversation', () => exportConversation(deps)),
    vscode.commands.registerCommand('nova.askAboutThis', (arg: unknown) => askAbout(deps, arg)),
    vscode.commands.registerCommand('nova.chooseModel', () => chooseModel(deps)),
  );
}

async function pickConversation(deps: ChatCommandDeps): Promise<void> {
  const conversations = deps.history.list();
  if (conversations.length === 0) {
    void vscode.window.showInformationMessage(vscode.l10n.t('No conversations yet: ask Nova something first.'));
    return;
  }
  const items = conversations.map((c) => ({
    label: c.title || vscode.l10n.t('(untitled)'),
    description: c.scope ?? vscode.l10n.t('All instances'),
    detail: `${new Date(c.updated).toLocaleString(vscode.env.language)} · ${
      c.questions === 1 ? vscode.l10n.t('1 question') : vscode.l10n.t('{0} questions', c.questions)
    }`,
    id: c.id,
  }));
  const picked = await vscode.window.showQuickPick(items, {
    title: vscode.l10n.t('Nova: Conversation History'),
    placeHolder: vscode.l10n.t('Pick a conversation to reopen; New Chat keeps every conversation here'),
    matchOnDescription: true,
  });
  if (picked === undefined) return;
  await deps.chat.openConversation(picked.id);
  await deps.revealChat();
}

async function exportConversation(deps: ChatCommandDeps): Promise<void> {
  const messages = deps.chat.history;
  if (!messages.some((m) => m.role === 'user')) {
    void vscode.window.showInformationMessage(vscode.l10n.t('The conversation is empty; there is nothing to export.'));
    return;
  }
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
  const target = await vscode.window.showSaveDialog({
    title: vscode.l10n.t('Export Conversation as Markdown'),
    filters: { Markdown: ['md'] },
    ...(folder !== undefined ? { defaultUri: vscode.Uri.joinPath(folder, 'nova-conversation.md') } : {}),
  });
  if (target === undefined) return;
  const text = conversationMarkdown(messages, {
    title: vscode.l10n.t('Nova conversation'),
    you: vscode.l10n.t('You'),
    nova: vscode.l10n.t('Nova'),
    tool: vscode.l10n.t('Tool'),
  });
  await vscode.workspace.fs.writeFile(target, new TextEncoder().encode(text));
  const open = vscode.l10n.t('Open');
  const answer = await vscode.window.showInformationMessage(
    vscode.l10n.t('Nova saved the conversation to {0}.', vscode.workspace.asRelativePath(target)),
    open,
  );
  if (answer === open) await vscode.window.showTextDocument(target);
}

/** The text of a Problems entry (a marker or a diagnostic) or a crash finding, as the command receives it. */
function subjectText(arg: unknown): string | undefined {
  if (typeof arg === 'string') return arg;
  if (typeof arg !== 'object' || arg === null) return undefined;
  const record = arg as Record<string, unknown>;
  const marker = (
    typeof record['marker'] === 'object' && record['marker'] !== null ? record['marker'] : record
  ) as Record<string, unknown>;
  const message = typeof marker['message'] === 'string' ? marker['message'] : undefined;
  if (message === undefined) return undefined;
  const resource = marker['resource'];
  const file =
    resource instanceof vscode.Uri
      ? resource
      : typeof resource === 'object' && resource !== null && typeof (resource as { path?: unknown }).path === 'string'
        ? vscode.Uri.from(resource as vscode.Uri)
        : undefined;
  const name = file === undefined ? '' : (file.path.split('/').pop() ?? '');
  return name === '' ? message : `${name}: ${message}`;
}

/** "Ask Nova about this": the problem or finding goes into the chat's prompt for the person to send. */
async function askAbout(deps: ChatCommandDeps, arg: unknown): Promise<void> {
  let subject = subjectText(arg);
  if (subject === undefined) {
    const editor = vscode.window.activeTextEditor;
    const here = editor
      ? vscode.languages
          .getDiagnostics(editor.document.uri)
          .find((d) => d.source === 'Nova' && d.range.contains(editor.selection.active))
      : undefined;
    if (here !== undefined) subject = here.message;
  }
  await deps.revealChat();
  deps.chat.draft(
    subject === undefined
      ? ''
      : vscode.l10n.t('Explain this problem and how to fix it:\n{0}', subject.replace(/^/gm, '> ')),
  );
}

interface ModelList {
  data?: Array<{ id?: unknown }>;
}

/** The picker's rows: each names the model it stores (`''`: the preset's default). */
interface ModelChoices {
  items: Array<vscode.QuickPickItem & { model: string }>;
  placeHolder: string;
}

/** The server's models (`GET {baseUrl}/models`), sorted by id. */
async function serverModels(provider: ResolvedProvider, signal: AbortSignal): Promise<ModelChoices> {
  let ids: string[] = [];
  let failure = '';
  try {
    const response = await fetch(`${provider.baseUrl}/models`, {
      headers: provider.apiKey !== '' ? { Authorization: `Bearer ${provider.apiKey}` } : {},
      signal: AbortSignal.any([signal, AbortSignal.timeout(15_000)]),
    });
    if (!response.ok) failure = `HTTP ${response.status}`;
    else {
      const body = (await response.json()) as ModelList;
      ids = (body.data ?? []).map((m) => m.id).filter((id): id is string => typeof id === 'string');
    }
  } catch (error) {
    failure = errorMessage(error);
  }
  return {
    items: ids.sort().map((id) => ({
      label: id,
      model: id,
      ...(id === provider.model ? { description: vscode.l10n.t('current') } : {}),
    })),
    placeHolder:
      failure === ''
        ? vscode.l10n.t('Models of {0}', provider.baseUrl)
        : vscode.l10n.t('{0} did not list its models. Type a model name instead.', provider.baseUrl),
  };
}

/** VS Code's language models (`vscode.lm.selectChatModels()`): name, vendor and family, window; first the default. */
async function vscodeModels(provider: ResolvedProvider): Promise<ModelChoices> {
  let models: VscodeModelInfo[] = [];
  let failure = '';
  try {
    models = await listVscodeModels();
  } catch (error) {
    failure = errorMessage(error);
  }
  const current = (model: string) => (model === provider.model ? ` · ${vscode.l10n.t('current')}` : '');
  return {
    items: [
      {
        label: vscode.l10n.t('Default model'),
        description: vscode.l10n.t("Copilot's first model, else any installed one") + current(''),
        model: '',
      },
      ...models.map((m) => ({
        label: m.name || m.id,
        description: `${m.vendor} · ${m.family}${current(m.id)}`,
        detail: vscode.l10n.t(
          'id {0} · context {1} tokens',
          m.id,
          m.maxInputTokens.toLocaleString(vscode.env.language),
        ),
        model: m.id,
      })),
    ],
    placeHolder:
      failure !== ''
        ? vscode.l10n.t('VS Code did not list its language models. Type an id instead.')
        : models.length === 0
          ? vscode.l10n.t(
              'VS Code offers no language model yet: install GitHub Copilot (or another extension that provides models) and sign in',
            )
          : vscode.l10n.t('Language models in VS Code (Copilot and other installed extensions)'),
  };
}

/**
 * Lists the models of the provider — the server's (`GET {baseUrl}/models`), or VS Code's own for the `vscode`
 * preset — and stores the picked one in `nova.provider.model`.
 */
async function chooseModel(deps: ChatCommandDeps): Promise<void> {
  const provider = await deps.provider.resolve();
  // Listing can take up to 15 s (a slow or unreachable server): shown, and cancellable.
  const controller = new AbortController();
  const choices = await vscode.window.withProgress(
    {
      location: vscode.ProgressLocation.Notification,
      title: vscode.l10n.t(
        'Nova: listing the models of {0}',
        provider.preset === 'vscode' ? 'VS Code' : provider.baseUrl,
      ),
      cancellable: true,
    },
    (_progress, token) => {
      token.onCancellationRequested(() => controller.abort());
      return provider.preset === 'vscode' ? vscodeModels(provider) : serverModels(provider, controller.signal);
    },
  );
  if (controller.signal.aborted) return;
  const typed = vscode.l10n.t('Type a model name…');
  const picked = await vscode.window.showQuickPick(
    [...choices.items, { label: typed, alwaysShow: true, model: undefined }],
    { title: vscode.l10n.t('Nova: Choose Model'), placeHolder: choices.placeHolder },
  );
  if (picked === undefined) return;
  let model: string | undefined = picked.model;
  if (model === undefined) {
    model = await vscode.window.showInputBox({
      title: vscode.l10n.t('Model name'),
      value: provider.model,
      prompt: vscode.l10n.t('The model must support tool (function) calling.'),
    });
    if (model === undefined || model.trim() === '') return;
  }
  await updateProviderSettings({ model: model.trim() }, { keepWorkspace: true });
}
