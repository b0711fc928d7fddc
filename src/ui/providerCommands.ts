import * as vscode from 'vscode';
import { showFailure } from './failureToast';
import { checkConnection } from '../core/provider/connectionCheck';
import { installedModels } from '../core/provider/installedModels';
import type { WireTool } from '../core/tools/toolRegistry';
import { providerChatModel } from '../host/providerChatModel';
import {
  PRESETS,
  type ProviderPreset,
  type ProviderSettings,
  type ResolvedProvider,
  type ServerPreset,
} from '../host/providerSettings';
import { failureLead } from '../core/failures/failureAdvice';
import { hostLocale } from './locale';
import { untrustedRefusal } from '../host/workspaceTrust';

export interface ProviderCommandDeps {
  provider: ProviderSettings;
  /** Called after the key or the provider changed (the chat updates its banner). */
  changed(): void;
  /** The tool list the chat sends, so Test Connection checks what the chat really sends. */
  tools?(): readonly WireTool[];
  /** The model's context window (setting or server), when known. */
  contextWindow?(provider: ResolvedProvider): Promise<number | null>;
}

/** "Nova: Set API Key", "Nova: Clear API Key", "Nova: Test Connection", "Nova: Choose Provider", provider settings. */
export function registerProviderCommands(deps: ProviderCommandDeps): vscode.Disposable {
  return vscode.Disposable.from(
    vscode.commands.registerCommand('nova.setApiKey', () => setApiKey(deps)),
    vscode.commands.registerCommand('nova.clearApiKey', () => clearApiKey(deps)),
    vscode.commands.registerCommand('nova.testConnection', () => testConnection(deps)),
    vscode.commands.registerCommand('nova.chooseProvider', () => chooseProvider(deps)),
    vscode.commands.registerCommand('nova.openProviderSettings', () =>
      vscode.commands.executeCommand('workbench.action.openSettings', 'nova.provider'),
    ),
  );
}

async function setApiKey(deps: ProviderCommandDeps): Promise<void> {
  if ((await deps.provider.resolve()).preset === 'vscode') {
    void vscode.window.showInformationMessage(
      vscode.l10n.t(
        'The VS Code provider needs no API key: VS Code asks whether Nova may use its models. For a server, pick it with "Nova: Choose Provider" first.',
      ),
    );
    return;
  }
  const origin = await deps.provider.currentOrigin();
  const key = await vscode.window.showInputBox({
    title: vscode.l10n.t('Nova: Set API Key for {0}', origin),
    prompt: vscode.l10n.t(
      "The key is kept in VS Code's secret storage, never in settings.json, and is only sent to {0}.",
      origin,
    ),
    password: true,
    ignoreFocusOut: true,
    validateInput: (value) =>
      value.trim() === '' ? vscode.l10n.t('Enter a key, or press Escape to cancel.') : undefined,
  });
  if (key === undefined) return;
  try {
    await deps.provider.storeKey(key.trim(), origin);
  } catch (error) {
    void showFailure(undefined, error);
    return;
  }
  deps.changed();
  void vscode.window.showInformationMessage(
    vscode.l10n.t('Nova stored the API key for {0} in the secret storage.', origin),
  );
}

async function clearApiKey(deps: ProviderCommandDeps): Promise<void> {
  const origin = await deps.provider.currentOrigin();
  await deps.provider.clearKey(origin);
  deps.changed();
  const provider = await deps.provider.resolve();
  void vscode.window.showInformationMessage(
    provider.keySource === 'environment'
      ? vscode.l10n.t(
          'Nova removed the stored API key for {0}; the OPENAI_API_KEY environment variable is still used.',
          origin,
        )
      : vscode.l10n.t('Nova removed the stored API key for {0}.', origin),
  );
}

async function chooseProvider(deps: ProviderCommandDeps): Promise<void> {
  const current = await deps.provider.resolve();
  const items: Array<vscode.QuickPickItem & { preset: ProviderPreset }> = [
    {
      label: vscode.l10n.t('VS Code (Copilot and other installed models)'),
      description: 'vscode.lm',
      detail: vscode.l10n.t(
        'The language models VS Code offers; no API key needed (VS Code asks once whether Nova may use them)',
      ),
      preset: 'vscode',
      picked: current.preset === 'vscode',
    },
    ...(Object.keys(PRESETS) as ServerPreset[]).map((preset) => ({
      label: PRESETS[preset].label,
      description: PRESETS[preset].baseUrl,
      detail: PRESETS[preset].needsKey
        ? vscode.l10n.t('Needs an API key')
        : vscode.l10n.t('Runs on this computer; no API key needed'),
      preset,
      picked: preset === current.preset,
    })),
    {
      label: vscode.l10n.t('Other OpenAI-compatible server'),
      description: vscode.l10n.t('set the base URL in the settings'),
      preset: 'custom',
    },
  ];
  const picked = await vscode.window.showQuickPick(items, { title: vscode.l10n.t('Nova: Choose Provider') });
  if (picked === undefined) return;
  if (picked.preset === 'vscode') {
    // No server and no key: the model comes from VS Code's own list, in the one model picker.
    await deps.provider.applyPreset('vscode', current.preset === 'vscode' ? undefined : '');
    deps.changed();
    await vscode.commands.executeCommand('nova.chooseModel');
    return;
  }
  const suggested =
    picked.preset === 'custom' || picked.preset === current.preset ? current.model : PRESETS[picked.preset].model;
  const local = picked.preset !== 'custom' && !PRESETS[picked.preset].needsKey;
  const model = local
    ? await pickInstalledModel(
        picked.preset as ServerPreset,
        picked.preset === current.preset ? current.baseUrl : PRESETS[picked.preset as ServerPreset].baseUrl,
        suggested,
      )
    : await typeModelName(suggested);
  if (model === undefined) return;
  await deps.provider.applyPreset(picked.preset, model.trim() === '' ? undefined : model.trim());
  deps.changed();
  if (picked.preset === 'custom')
    await vscode.commands.executeCommand('workbench.action.openSettings', 'nova.provider.baseUrl');
}

function typeModelName(suggested: string, prompt?: string): Thenable<string | undefined> {
  return vscode.window.showInputBox({
    title: vscode.l10n.t('Model name'),
    value: suggested,
    prompt: prompt ?? vscode.l10n.t('The model must support tool (function) calling.'),
    ignoreFocusOut: true,
  });
}

/**
 * For a server on this computer (Ollama, LM Studio): asks it for its installed models, with progress and Cancel, and
 * lets the person pick one; when it does not answer or has none, says what to do and falls back to typing a name.
 */
async function pickInstalledModel(
  preset: ServerPreset,
  baseUrl: string,
  suggested: string,
): Promise<string | undefined> {
  const server = PRESETS[preset].label;
  const listed = await vscode.window.withProgress(
    {
      location: vscode.ProgressLocation.Notification,
      title: vscode.l10n.t('Nova: asking {0} for its installed models…', server),
      cancellable: true,
    },
    async (_progress, token) => {
      const controller = new AbortController();
      const listener = token.onCancellationRequested(() => controller.abort());
      try {
        return await installedModels(baseUrl, { signal: controller.signal });
      } finally {
        listener.dispose();
      }
    },
  );
  if (listed === null) {
    return typeModelName(
      suggested,
      vscode.l10n.t(
        '{0} does not answer at {1}: start it, then pick the provider again, or type the model name now.',
        server,
        baseUrl,
      ),
    );
  }
  if (listed.models.length === 0) {
    return typeModelName(
      suggested,
      preset === 'ollama'
        ? vscode.l10n.t(
            'Ollama has no model yet: run "ollama pull {0}" in a terminal, or type a model name.',
            suggested,
          )
        : vscode.l10n.t('{0} has no chat model yet: download one in {0}, or type a model name.', server),
    );
  }
  const typeOther = vscode.l10n.t('Type another model name…');
  const items: Array<vscode.QuickPickItem & { model?: string }> = [
    ...listed.models.map((m) => ({
      label: m.id,
      description: [m.detail, m.loaded === true ? vscode.l10n.t('loaded') : undefined]
        .filter((part) => part !== undefined)
        .join(' · '),
      picked: m.id === suggested,
      model: m.id,
    })),
    { label: typeOther },
  ];
  const chosen = await vscode.window.showQuickPick(items, {
    title: vscode.l10n.t('Nova: models installed in {0}', server),
    placeHolder: vscode.l10n.t('Pick a model that supports tool (function) calling'),
    ignoreFocusOut: true,
  });
  if (chosen === undefined) return undefined;
  return chosen.model ?? typeModelName(suggested);
}

/** Checks that the server answers and that tool calling works; says exactly which step failed. */
async function testConnection(deps: ProviderCommandDeps): Promise<void> {
  const untrusted = untrustedRefusal('chat');
  if (untrusted !== null) {
    void vscode.window.showWarningMessage(untrusted);
    return;
  }
  const provider = await deps.provider.resolve();
  const modelName = provider.model === '' ? vscode.l10n.t('default model') : provider.model;
  if (provider.needsKey && provider.apiKey === '') {
    const set = vscode.l10n.t('Set API Key');
    const answer = await vscode.window.showErrorMessage(
      vscode.l10n.t('No API key is set for {0}.', provider.baseUrl),
      set,
    );
    if (answer === set) await vscode.commands.executeCommand('nova.setApiKey');
    return;
  }
  const model = providerChatModel(provider, { timeoutMs: 60_000 });
  const result = await vscode.window.withProgress(
    {
      location: vscode.ProgressLocation.Notification,
      title: vscode.l10n.t('Nova: testing {0} at {1}…', modelName, provider.baseUrl),
      cancellable: true,
    },
    async (_progress, token) => {
      const controller = new AbortController();
      const listener = token.onCancellationRequested(() => controller.abort());
      try {
        return await checkConnection(model, controller.signal, {
          tools: deps.tools?.() ?? [],
          contextWindow: (await deps.contextWindow?.(provider)) ?? null,
        });
      } catch {
        return undefined;
      } finally {
        listener.dispose();
      }
    },
  );
  if (result === undefined) return;
  if (result.ok) {
    // Only a connection that works clears the chat's error; a failed test leaves it where it is.
    deps.changed();
    void vscode.window.showInformationMessage(
      vscode.l10n.t('Connection works: {0} at {1} answers and calls tools.', modelName, provider.baseUrl),
    );
    return;
  }
  const step =
    result.step === 'server'
      ? vscode.l10n.t('The server check failed')
      : result.step === 'context'
        ? vscode.l10n.t("Nova's tools do not fit the model's context")
        : vscode.l10n.t('The tool-calling check failed');
  const failure = result.failure;
  if (failure === undefined) {
    void vscode.window.showErrorMessage(`${step}: ${result.message}`);
    return;
  }
  // Advice first (a toast is cut after a line or two); which step failed and the server's own text wait behind Details.
  const retry = vscode.l10n.t('Retry');
  const settings = vscode.l10n.t('Open Settings');
  const details = vscode.l10n.t('Details');
  const buttons = [
    ...(failure.fixes.includes('retry') ? [retry] : []),
    ...(failure.fixes.includes('openSettings') ? [settings] : []),
    ...(failure.advice !== undefined ? [details] : []),
  ];
  const answer = await vscode.window.showErrorMessage(failureLead(failure, hostLocale()), ...buttons);
  if (answer === retry) await testConnection(deps);
  else if (answer === settings) await vscode.commands.executeCommand('nova.openProviderSettings');
  else if (answer === details) void vscode.window.showErrorMessage(`${step}: ${failure.detail}`, { modal: true });
}
