import type { ToolRegistry } from './toolRegistry';

/**
 * Prefix of Nova's tools in VS Code's shared tool namespace (`vscode.lm.tools` holds every extension's tools, so a
 * bare `list_mods` could collide); the registry name follows it unchanged.
 */
export const LM_TOOL_PREFIX = 'nova_';

/** The package.nls key of a contributed tool's display name (package.nls*.json hold the registry's names). */
export function languageModelToolNlsKey(toolName: string): string {
  return `languageModelTools.${toolName}.displayName`;
}

/** One `contributes.languageModelTools` entry of package.json. */
export interface LanguageModelToolContribution {
  name: string;
  displayName: string;
  modelDescription: string;
  toolReferenceName: string;
  canBeReferencedInPrompt: true;
  inputSchema: Record<string, unknown>;
  tags: string[];
  when?: string;
}

/** The tags of a contributed tool: its family, and whether it only reads or opens Nova's checklist. */
export function languageModelToolTags(readOnly: boolean): string[] {
  return ['nova', 'minecraft', readOnly ? 'read-only' : 'checklist'];
}

/**
 * The `contributes.languageModelTools` package.json must declare for Copilot agent mode: every tool of the VS Code
 * host's registry, in its order (read tools first), with its descriptions and schemas unchanged (display names are
 * localized through package.nls*.json). A write tool invoked through VS Code opens Nova's checklist
 * (src/ui/novaToolInvoker.ts). Tools that go online are shown only while `nova.network.enabled` is on, as the
 * registry registers them only then.
 */
export function languageModelToolContributions(registry: ToolRegistry): LanguageModelToolContribution[] {
  return registry.describe().map((tool, i) => {
    const network = (registry.tools[i]?.capabilities ?? []).includes('network');
    return {
      name: `${LM_TOOL_PREFIX}${tool.function.name}`,
      displayName: `%${languageModelToolNlsKey(tool.function.name)}%`,
      modelDescription: tool.function.description,
      toolReferenceName: `nova_${tool.function.name}`,
      canBeReferencedInPrompt: true,
      inputSchema: tool.function.parameters,
      tags: languageModelToolTags(tool.readOnly),
      ...(network ? { when: 'config.nova.network.enabled' } : {}),
    };
  });
}
