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

/** The package.nls key of a contributed tool's description for people (shown in VS Code's tool picker). */
export function languageModelToolUserDescriptionNlsKey(toolName: string): string {
  return `languageModelTools.${toolName}.userDescription`;
}

/** The codicon of a contributed tool in VS Code's tool picker: an eye for a read tool, a checklist for a write tool. */
export function languageModelToolIcon(readOnly: boolean): string {
  return readOnly ? '$(eye)' : '$(checklist)';
}

/**
 * A tool's description for people, per locale: in English the first sentence of its model description (it says what
 * the tool shows or changes); in Simplified Chinese the registry's localized display name (the model descriptions
 * are English only). A write tool adds that it only proposes a change.
 */
export function languageModelToolUserDescription(
  tool: { description: string; displayName: string; readOnly: boolean },
  locale: 'en' | 'zh-cn',
): string {
  if (locale === 'zh-cn')
    return tool.readOnly
      ? `${tool.displayName}（只读）`
      : `${tool.displayName}（先列入 Nova 的确认清单，确认后才执行）`;
  const first = /^.*?[.!?](?=\s|$)/s.exec(tool.description)?.[0] ?? tool.description;
  return tool.readOnly ? first : `${first} Nothing changes until you apply it in Nova's checklist.`;
}

/** One `contributes.languageModelTools` entry of package.json. */
export interface LanguageModelToolContribution {
  name: string;
  displayName: string;
  userDescription: string;
  icon: string;
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
 * host's registry, in its order (read tools first), with its descriptions and schemas unchanged (display names and
 * the descriptions for people are localized through package.nls*.json; the icon tells reading from changing). A write tool invoked through VS Code opens Nova's checklist
 * (src/ui/novaToolInvoker.ts). Tools that go online are shown only while `nova.network.enabled` is on, as the
 * registry registers them only then.
 */
export function languageModelToolContributions(registry: ToolRegistry): LanguageModelToolContribution[] {
  return registry.describe().map((tool, i) => {
    const network = (registry.tools[i]?.capabilities ?? []).includes('network');
    return {
      name: `${LM_TOOL_PREFIX}${tool.function.name}`,
      displayName: `%${languageModelToolNlsKey(tool.function.name)}%`,
      userDescription: `%${languageModelToolUserDescriptionNlsKey(tool.function.name)}%`,
      icon: languageModelToolIcon(tool.readOnly),
      modelDescription: tool.function.description,
      toolReferenceName: `nova_${tool.function.name}`,
      canBeReferencedInPrompt: true,
      inputSchema: tool.function.parameters,
      tags: languageModelToolTags(tool.readOnly),
      ...(network ? { when: 'config.nova.network.enabled' } : {}),
    };
  });
}
