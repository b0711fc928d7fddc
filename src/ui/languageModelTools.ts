import * as vscode from 'vscode';
import { IdLedger } from '../core/tools/idLedger';
import { LM_TOOL_PREFIX } from '../core/tools/languageModelToolManifest';
import type { ToolRegistry } from '../core/tools/toolRegistry';

/**
 * Registers Nova's read tools with `vscode.lm.registerTool` for Copilot agent mode and any extension calling
 * `vscode.lm.invokeTool`, under the names package.json declares (`contributes.languageModelTools`, generated from
 * the registry: src/core/tools/languageModelToolManifest.ts). Each call runs through a registry built afresh with
 * `readOnlyOnly`, so validation, the 900-character cap, the untrusted-data tags around what a tool produced (another
 * model reads it: src/core/tools/untrustedData.ts) and `nova.network.enabled` apply exactly as in Nova's chat;
 * ids shown are recorded in one ledger for the session. A failed call throws its message, which VS Code hands to
 * the model as the tool's error. Write tools are not offered here: they belong to Nova's checklist.
 */
export function registerLanguageModelTools(
  names: readonly string[],
  readTools: () => ToolRegistry,
  log: vscode.LogOutputChannel,
): vscode.Disposable {
  // Forks of VS Code may lack the LM tools API.
  if (typeof vscode.lm?.registerTool !== 'function') return new vscode.Disposable(() => undefined);
  const ledger = new IdLedger();
  let calls = 0;
  const registrations = names
    .filter((name) => name.startsWith(LM_TOOL_PREFIX))
    .map((name) => {
      const toolName = name.slice(LM_TOOL_PREFIX.length);
      return vscode.lm.registerTool<Record<string, unknown>>(name, {
        prepareInvocation: () => ({
          invocationMessage: readTools().get(toolName)?.displayName ?? toolName,
        }),
        invoke: async (options, token) => {
          const abort = new AbortController();
          const cancel = token.onCancellationRequested(() => abort.abort());
          try {
            calls += 1;
            const outcome = await readTools().run(
              { id: `lm-${calls}`, name: toolName, arguments: JSON.stringify(options.input ?? {}) },
              ledger,
              abort.signal,
            );
            if (outcome.kind !== 'result') throw new Error(`${toolName} changes files; use Nova's chat to do that.`);
            if (!outcome.ok) {
              log.info(`Language model tool ${toolName} failed: ${outcome.text}`);
              throw new Error(outcome.content);
            }
            return new vscode.LanguageModelToolResult([new vscode.LanguageModelTextPart(outcome.content)]);
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
