/** `vscode`: the language models VS Code offers (`vscode.lm`: Copilot's and other extensions'); no server, no key. */
export type ProviderPreset = 'openai' | 'ollama' | 'lmstudio' | 'custom' | 'vscode';
