import * as vscode from 'vscode';
import { MODRINTH_API } from '../core/modrinth/modrinthClient';
import type { SettingEntry } from '../core/tools/toolDeps';
import type { ProviderPreset } from './providerPreset';

/** Nova's settings (`nova.*` in package.json), typed, with their defaults applied. */
export interface NovaConfig {
  /** `nova.diagnostics.enabled`: show mod problems in the Problems panel. */
  diagnosticsEnabled: boolean;
  /** `nova.scan.maxDepth`: levels below each workspace folder that instance discovery walks. */
  scanMaxDepth: number;
  /** `nova.network.enabled`: off means no Modrinth access at all (the Modrinth tools are not offered). */
  networkEnabled: boolean;
  /** `nova.modrinth.baseUrl`: Modrinth or a Modrinth-compatible server. */
  modrinthBaseUrl: string;
  /** `nova.provider.*`; empty strings mean "the preset's". */
  /** `nova.provider.contextWindow`: 0 means "ask the model server". */
  provider: { preset: ProviderPreset; baseUrl: string; model: string; contextWindow: number };
  /** `nova.rules`: severity per problem code, as the user wrote it (the core validates it: suppression.md). */
  rules: unknown;
  /** `nova.updates.skip`: mod ids or file names "Check for Updates" never offers (non-strings dropped). */
  updatesSkip: string[];
}

/** The defaults, once (package.json declares the same for the Settings UI). */
export const NOVA_CONFIG_DEFAULTS: NovaConfig = {
  diagnosticsEnabled: true,
  scanMaxDepth: 4,
  networkEnabled: true,
  modrinthBaseUrl: MODRINTH_API,
  provider: { preset: 'openai', baseUrl: '', model: '', contextWindow: 0 },
  rules: {},
  updatesSkip: [],
};

/** Reads the settings now; call it again after `onDidChangeConfiguration` (nothing is cached). */
export function readNovaConfig(): NovaConfig {
  const config = vscode.workspace.getConfiguration('nova');
  const d = NOVA_CONFIG_DEFAULTS;
  return {
    diagnosticsEnabled: config.get<boolean>('diagnostics.enabled', d.diagnosticsEnabled),
    scanMaxDepth: config.get<number>('scan.maxDepth', d.scanMaxDepth),
    networkEnabled: config.get<boolean>('network.enabled', d.networkEnabled),
    modrinthBaseUrl: config.get<string>('modrinth.baseUrl', d.modrinthBaseUrl).trim() || d.modrinthBaseUrl,
    provider: {
      preset: config.get<ProviderPreset>('provider.preset', d.provider.preset),
      baseUrl: config.get<string>('provider.baseUrl', d.provider.baseUrl),
      model: config.get<string>('provider.model', d.provider.model),
      contextWindow: config.get<number>('provider.contextWindow', d.provider.contextWindow),
    },
    rules: config.get<unknown>('rules', d.rules),
    updatesSkip: stringList(config.get<unknown>('updates.skip', d.updatesSkip)),
  };
}

/** The strings of a list setting; anything else a hand-edited settings.json holds is left out. */
function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** The settings get_settings shows the model, by their setting keys (never secrets). */
export function modelVisibleSettings(config: NovaConfig = readNovaConfig()): SettingEntry[] {
  return [
    { key: 'nova.provider.preset', value: config.provider.preset },
    { key: 'nova.provider.baseUrl', value: config.provider.baseUrl },
    { key: 'nova.provider.model', value: config.provider.model },
    { key: 'nova.diagnostics.enabled', value: config.diagnosticsEnabled },
    { key: 'nova.scan.maxDepth', value: config.scanMaxDepth },
    { key: 'nova.network.enabled', value: config.networkEnabled },
    { key: 'nova.modrinth.baseUrl', value: config.modrinthBaseUrl },
  ];
}

/** Where a `nova.provider.*` value is set: a workspace can set a server, but some choices count only from the user. */
export type ProviderSettingSource = 'workspace' | 'user' | 'default';

/** Which settings layer `nova.provider.<key>` comes from (the folder's and the workspace's both count as workspace). */
export function providerSettingSource(key: 'baseUrl' | 'model'): ProviderSettingSource {
  const inspected = vscode.workspace.getConfiguration('nova.provider').inspect<string>(key);
  if (inspected?.workspaceFolderValue || inspected?.workspaceValue) return 'workspace';
  if (inspected?.globalValue) return 'user';
  return 'default';
}

/** Only the user's own settings count: a workspace cannot opt into sending the environment's key elsewhere. */
export function userOptedIntoEnvironmentKey(): boolean {
  return vscode.workspace.getConfiguration('nova.provider').inspect<boolean>('useEnvironmentKey')?.globalValue === true;
}

/**
 * Writes `nova.provider.*` values: into the user settings, or (`keepWorkspace`) into the workspace for a key the
 * workspace already sets, so a workspace's own choice is changed where it lives instead of being shadowed.
 */
export async function updateProviderSettings(
  values: Partial<Record<'preset' | 'baseUrl' | 'model', string>>,
  options: { keepWorkspace?: boolean } = {},
): Promise<void> {
  const config = vscode.workspace.getConfiguration('nova.provider');
  for (const key of ['preset', 'baseUrl', 'model'] as const) {
    const value = values[key];
    if (value === undefined) continue;
    const inWorkspace = options.keepWorkspace === true && config.inspect<string>(key)?.workspaceValue !== undefined;
    await config.update(
      key,
      value,
      inWorkspace ? vscode.ConfigurationTarget.Workspace : vscode.ConfigurationTarget.Global,
    );
  }
}
