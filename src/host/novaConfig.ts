import * as vscode from 'vscode';
import { MODRINTH_API } from '../core/modrinth/modrinthClient';
import type { SettingEntry } from '../core/tools/toolDeps';
import type { ProviderPreset } from './providerSettings';

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
  provider: { preset: ProviderPreset; baseUrl: string; model: string };
}

/** The defaults, once (package.json declares the same for the Settings UI). */
export const NOVA_CONFIG_DEFAULTS: NovaConfig = {
  diagnosticsEnabled: true,
  scanMaxDepth: 4,
  networkEnabled: true,
  modrinthBaseUrl: MODRINTH_API,
  provider: { preset: 'openai', baseUrl: '', model: '' },
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
    },
  };
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
