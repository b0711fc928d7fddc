import * as vscode from 'vscode';
import { LM_TOOL_PREFIX } from '../core/tools/languageModelToolManifest';
import type { NovaToolInvoker } from './novaToolInvoker';

/**
 * Registers Nova's tools with `vscode.lm.registerTool` for Copilot agent mode and any extension calling
 * `vscode.lm.invokeTool`, under the names package.json declares (`contributes.languageModelTools`, generated from
 * the registry: src/core/tools/languageModelToolManifest.ts). Every call runs through the invoker, so validation,
 * the 900-character cap, `nova.network.enabled`, Workspace Trust and id provenance apply exactly as in Nova's chat,
 * and a write tool opens Nova's own checklist and returns what the person applied or declined. A refused or failed
 * call throws its message, which VS Code hands to the model as the tool's error.
 *
 * `prepareInvocation` gives no `confirmationMessages`: the checklist is the consent, and a confirmation before it
 * would ask twice (outside a chat request VS Code 1.100 shows it as a modal dialog).
 */
export function registerLanguageModelTools(
  names: readonly string[],
  invoker: NovaToolInvoker,
  log: vscode.LogOutputChannel,
): vscode.Disposable {
  // Forks of VS Code may lack the LM tools API.
  if (typeof vscode.lm?.registerTool !== 'function') return new vscode.Disposable(() => undefined);
  const registrations = names
    .filter((name) => name.startsWith(LM_TOOL_PREFIX))
    .map((name) => {
      const toolName = name.slice(LM_TOOL_PREFIX.length);
      return vscode.lm.registerTool<Record<string, unknown>>(name, {
        prepareInvocation: () => {
          const tool = invoker.registry().get(toolName);
          const title = tool?.displayName ?? toolName;
          return {
            invocationMessage:
              tool?.readOnly === false
                ? vscode.l10n.t("{0}: waiting for your choice in Nova's checklist", title)
                : title,
          };
        },
        invoke: async (options, token) => {
          const abort = new AbortController();
          const cancel = token.onCancellationRequested(() => abort.abort());
          try {
            const [result] = await invoker.run([{ name: toolName, input: options.input ?? {} }], abort.signal);
            if (result === undefined || !result.ok) {
              const text = result?.text ?? `${toolName} returned nothing.`;
              log.info(`Language model tool ${toolName} failed: ${text}`);
              throw new Error(result?.content ?? text);
            }
            // Another model reads it: what a tool produced stays in its untrusted-data tags (untrustedData.ts).
            return new vscode.LanguageModelToolResult([
              new vscode.LanguageModelTextPart(result.content ?? result.text),
            ]);
          } finally {
            cancel.dispose();
          }
        },
      });
    });
  return vscode.Disposable.from(...registrations);
}

/** The tool names package.json declares under `contributes.languageModelTools`. */
export function contributedToolNames(packageJson: unknown): string[] {
  const tools = (packageJson as { contributes?: { languageModelTools?: Array<{ name?: unknown }> } }).contributes
    ?.languageModelTools;
  return (tools ?? []).map((t) => t.name).filter((n): n is string => typeof n === 'string');
}
