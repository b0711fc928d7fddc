import * as vscode from 'vscode';
import { readNovaConfig } from './novaConfig';

export type ProviderPreset = 'openai' | 'ollama' | 'lmstudio' | 'custom';

/** Each preset's server and a model to start with; the settings override both. */
export const PRESETS: Readonly<
  Record<Exclude<ProviderPreset, 'custom'>, { label: string; baseUrl: string; model: string; needsKey: boolean }>
> = {
  openai: { label: 'OpenAI', baseUrl: 'https://api.openai.com/v1', model: 'gpt-4o-mini', needsKey: true },
  ollama: { label: 'Ollama', baseUrl: 'http://localhost:11434/v1', model: 'qwen2.5:7b', needsKey: false },
  lmstudio: { label: 'LM Studio', baseUrl: 'http://localhost:1234/v1', model: 'local-model', needsKey: false },
};

const SECRET_KEY = 'nova.provider.apiKey';
const ENV_KEY = 'OPENAI_API_KEY';

/** The provider as one turn uses it. `apiKey` is '' when none is set (local servers need none). */
export interface ResolvedProvider {
  preset: ProviderPreset;
  baseUrl: string;
  model: string;
  apiKey: string;
  /** Where the key came from, for messages; never the key itself. */
  keySource: 'secret-storage' | 'environment' | 'none';
  /** True for OpenAI's own server, which answers 401 without a key. */
  needsKey: boolean;
}

/**
 * Reads `nova.provider.*` and the API key (SecretStorage first, then the OPENAI_API_KEY environment variable, for
 * code-server and hosts whose keyring is unavailable). The key never goes to settings.json or the webview.
 */
export class ProviderSettings {
  constructor(private readonly secrets: vscode.SecretStorage) {}

  get onDidChangeSecret(): vscode.Event<vscode.SecretStorageChangeEvent> {
    return this.secrets.onDidChange;
  }

  async resolve(): Promise<ResolvedProvider> {
    const config = readNovaConfig().provider;
    const preset = config.preset;
    const base = preset === 'custom' ? undefined : PRESETS[preset];
    const baseUrl = (config.baseUrl || base?.baseUrl || PRESETS.openai.baseUrl).trim().replace(/\/+$/, '');
    const model = (config.model || base?.model || PRESETS.openai.model).trim();
    const stored = await this.storedKey();
    const env = process.env[ENV_KEY] ?? '';
    const apiKey = stored !== '' ? stored : env;
    return {
      preset,
      baseUrl,
      model,
      apiKey,
      keySource: stored !== '' ? 'secret-storage' : env !== '' ? 'environment' : 'none',
      needsKey: /(^|\.)openai\.com$/i.test(hostOf(baseUrl)),
    };
  }

  private async storedKey(): Promise<string> {
    try {
      return (await this.secrets.get(SECRET_KEY)) ?? '';
    } catch {
      return '';
    }
  }

  /** Stores the key and reads it back; rejects with a sentence that names the keyring problem when that fails. */
  async storeKey(key: string): Promise<void> {
    try {
      await this.secrets.store(SECRET_KEY, key);
    } catch (error) {
      throw new Error(keyringHelp(error instanceof Error ? error.message : String(error)));
    }
    if ((await this.storedKey()) !== key) throw new Error(keyringHelp('the key read back differs from the one stored'));
  }

  async clearKey(): Promise<void> {
    await this.secrets.delete(SECRET_KEY);
  }

  /** Applies a preset: its server and model go into the user settings (a custom preset keeps them). */
  async applyPreset(preset: ProviderPreset, model: string | undefined): Promise<void> {
    const config = vscode.workspace.getConfiguration('nova.provider');
    await config.update('preset', preset, vscode.ConfigurationTarget.Global);
    if (preset !== 'custom') await config.update('baseUrl', PRESETS[preset].baseUrl, vscode.ConfigurationTarget.Global);
    if (model !== undefined) await config.update('model', model, vscode.ConfigurationTarget.Global);
  }
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
