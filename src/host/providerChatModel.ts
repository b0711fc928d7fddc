import { createOpenAiChatModel, type ChatModel } from '../core/agent/chatModel';
import { createHostChatModel } from '../core/agent/hostLanguageModel';
import { vscodeHostModel } from './vscodeChatModel';

/** The provider as a chat model needs it (ResolvedProvider fits). */
export interface ModelProvider {
  preset?: string;
  baseUrl: string;
  apiKey: string;
  model: string;
}

/**
 * The chat model of the provider the settings name: VS Code's own models for the `vscode` preset (through the core
 * port, hostLanguageModel.ts), else the OpenAI-compatible server. The chat and Test Connection both build it here.
 */
export function providerChatModel(provider: ModelProvider, options: { timeoutMs?: number } = {}): ChatModel {
  if (provider.preset === 'vscode') return createHostChatModel(vscodeHostModel(provider.model));
  return createOpenAiChatModel({
    baseURL: provider.baseUrl,
    apiKey: provider.apiKey,
    model: provider.model,
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
  });
}
