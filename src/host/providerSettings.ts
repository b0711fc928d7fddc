import * as vscode from 'vscode';
import {
  providerSettingSource,
  readNovaConfig,
  updateProviderSettings,
  userOptedIntoEnvironmentKey,
} from './novaConfig';
import { chooseKey, keyName, migrateLegacyKey, originOf } from '../core/provider/providerKeys';
import { errorMessage } from '../core/text/textSafety';
import { VSCODE_MODELS_ENDPOINT } from './vscodeChatModel';
import type { ProviderPreset } from './providerPreset';

export type { ProviderPreset } from './providerPreset';

/** The presets that name an OpenAI-compatible server. */
export type ServerPreset = Exclude<ProviderPreset, 'custom' | 'vscode'>;

/** Each server preset's server and a model to start with; the settings override both. */
export const PRESETS: Readonly<
  Record<ServerPreset, { label: string; baseUrl: string; model: string; needsKey: boolean }>
> = {
  openai: { label: 'OpenAI', baseUrl: 'https://api.openai.com/v1', model: 'gpt-4o-mini', needsKey: true },
  ollama: { label: 'Ollama', baseUrl: 'http://localhost:11434/v1', model: 'qwen2.5:7b', needsKey: false },
  lmstudio: { label: 'LM Studio', baseUrl: 'http://localhost:1234/v1', model: 'local-model', needsKey: false },
};

/** globalState: the origins that have a stored key (SecretStorage cannot list its entries). */
const KEY_ORIGINS = 'nova.provider.keyOrigins';
const ENV_KEY = 'OPENAI_API_KEY';

/** Where `nova.provider.baseUrl` came from: a workspace can set it, so a key never follows it unasked. */
export type BaseUrlSource = 'default' | 'user' | 'workspace';

/** The provider as one turn uses it. `apiKey` is '' when none is set (local servers need none). */
export interface ResolvedProvider {
  preset: ProviderPreset;
  baseUrl: string;
  /** `scheme://host[:port]` of the base URL: the key is stored for, and only sent to, this origin. */
  origin: string;
  baseUrlSource: BaseUrlSource;
  model: string;
  apiKey: string;
  /** Where the key came from, for messages; never the key itself. */
  keySource: 'secret-storage' | 'environment' | 'none';
  /** True for OpenAI's own server, which answers 401 without a key. */
  needsKey: boolean;
  /** Origins that have a stored key which was not sent to `origin` (the user is asked before it ever is). */
  withheldFrom: string[];
}

/**
 * Reads `nova.provider.*` and the API key by the policy of core/provider/providerKeys.ts: one SecretStorage entry
 * per server origin, a base URL (a workspace's included) gets only its own origin's key, and OPENAI_API_KEY (for
 * code-server and hosts without a keyring) goes to api.openai.com unless `nova.provider.useEnvironmentKey` (user
 * settings only) opts in. When another origin's key was withheld, the user is asked once per session, with both
 * origins shown, whether to use it here too. The key never goes to settings.json or the webview.
 */
export class ProviderSettings {
  private migrated: Promise<void> | undefined;
  private readonly asked = new Set<string>();

  constructor(
    private readonly secrets: vscode.SecretStorage,
    private readonly state: vscode.Memento,
  ) {}

  get onDidChangeSecret(): vscode.Event<vscode.SecretStorageChangeEvent> {
    return this.secrets.onDidChange;
  }

  async resolve(): Promise<ResolvedProvider> {
    await this.migrate();
    const config = readNovaConfig().provider;
    const preset = config.preset;
    // VS Code's own models: no base URL and no key (VS Code asks the person's consent itself); '' is the default model.
    if (preset === 'vscode') return vscodeModelsProvider(config.model.trim());
    const base = preset === 'custom' ? undefined : PRESETS[preset];
    const baseUrl = (config.baseUrl || base?.baseUrl || PRESETS.openai.baseUrl).trim().replace(/\/+$/, '');
    const model = (config.model || base?.model || PRESETS.openai.model).trim();
    const origin = originOf(baseUrl);
    const baseUrlSource = providerSettingSource('baseUrl');
    const stored = origin === '' ? '' : await this.storedKey(origin);
    const choice = chooseKey({
      origin,
      stored,
      env: process.env[ENV_KEY] ?? '',
      envForAnyServer: userOptedIntoEnvironmentKey(),
      keyOrigins: this.keyOrigins(),
    });
    const withheldFrom = choice.withheldFrom;
    const resolved: ResolvedProvider = {
      preset,
      baseUrl,
      origin,
      baseUrlSource,
      model,
      apiKey: choice.apiKey,
      keySource: choice.source,
      needsKey: /(^|\.)openai\.com$/i.test(hostOf(baseUrl)),
      withheldFrom,
    };
    if (withheldFrom.length > 0 && !this.asked.has(origin)) {
      this.asked.add(origin);
      void this.offerKey(resolved);
    }
    return resolved;
  }

  /** The origin a key entered now is stored for: the current base URL's. */
  async currentOrigin(): Promise<string> {
    return (await this.resolve()).origin;
  }

  /** Stores the key for `origin` and reads it back; rejects with a sentence that names the keyring problem. */
  async storeKey(key: string, origin?: string): Promise<void> {
    const target = origin ?? (await this.currentOrigin());
    if (target === '') throw new Error(vscode.l10n.t('The base URL in nova.provider.baseUrl is not a valid URL.'));
    try {
      await this.secrets.store(keyName(target), key);
    } catch (error) {
      throw new Error(keyringHelp(errorMessage(error)), { cause: error });
    }
    if ((await this.storedKey(target)) !== key)
      throw new Error(keyringHelp('the key read back differs from the one stored'));
    await this.state.update(KEY_ORIGINS, [...new Set([...this.keyOrigins(), target])].sort());
  }

  /** Removes the key stored for `origin` (default: the current base URL's). */
  async clearKey(origin?: string): Promise<void> {
    const target = origin ?? (await this.currentOrigin());
    await this.secrets.delete(keyName(target));
    await this.state.update(
      KEY_ORIGINS,
      this.keyOrigins().filter((o) => o !== target),
    );
  }

  /** Applies a preset: its server and model go into the user settings (a custom preset keeps them). */
  async applyPreset(preset: ProviderPreset, model: string | undefined): Promise<void> {
    // The VS Code preset has no server: the base URL stays for the next switch back to a server.
    await updateProviderSettings({
      preset,
      ...(preset !== 'custom' && preset !== 'vscode' ? { baseUrl: PRESETS[preset].baseUrl } : {}),
      ...(model === undefined ? {} : { model }),
    });
  }

  private keyOrigins(): string[] {
    const value = this.state.get<unknown>(KEY_ORIGINS);
    return Array.isArray(value) ? value.filter((o): o is string => typeof o === 'string') : [];
  }

  private async storedKey(origin: string): Promise<string> {
    try {
      return (await this.secrets.get(keyName(origin))) ?? '';
    } catch {
      return '';
    }
  }

  /** Moves the single key of earlier versions to the OpenAI origin (the only server it was meant for), once. */
  private migrate(): Promise<void> {
    this.migrated ??= migrateLegacyKey(this.secrets).then(
      async (moved) => {
        if (moved !== null) await this.state.update(KEY_ORIGINS, [...new Set([...this.keyOrigins(), moved])].sort());
      },
      () => undefined, // an unavailable keyring leaves the old entry in place; it is simply not used
    );
    return this.migrated;
  }

  /** Asks, without blocking the request (which goes without a key), whether another origin's key may be used. */
  private async offerKey(provider: ResolvedProvider): Promise<void> {
    const other = provider.withheldFrom[0] ?? '';
    const useOther = vscode.l10n.t('Use my {0} key for {1}', other, provider.origin);
    const setNew = vscode.l10n.t('Set a key for {0}', provider.origin);
    const where =
      provider.baseUrlSource === 'workspace'
        ? vscode.l10n.t("This workspace's settings point Nova at {0}.", provider.origin)
        : vscode.l10n.t('Nova is set to use {0}.', provider.origin);
    const answer = await vscode.window.showWarningMessage(
      `${where} ${vscode.l10n.t('Nova has no API key for that server, and did not send your key for {0} there. Only continue if you trust {1}.', other, provider.origin)}`,
      useOther,
      setNew,
    );
    if (answer === useOther) {
      const key = await this.storedKey(other);
      if (key !== '') await this.storeKey(key, provider.origin);
    } else if (answer === setNew) {
      await vscode.commands.executeCommand('nova.setApiKey');
    }
  }
}

function vscodeModelsProvider(model: string): ResolvedProvider {
  return {
    preset: 'vscode',
    baseUrl: VSCODE_MODELS_ENDPOINT,
    origin: '',
    baseUrlSource: 'default',
    model,
    apiKey: '',
    keySource: 'none',
    needsKey: false,
    withheldFrom: [],
  };
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

function keyringHelp(detail: string): string {
  return vscode.l10n.t(
    'VS Code could not keep the API key in its secret storage ({0}). On Linux this usually means no keyring is running: start one, or start VS Code with --password-store=basic; in code-server set the OPENAI_API_KEY environment variable instead.',
    detail,
  );
}
