import { toolDisplayName } from './toolNames';
import type { AnyTool } from './defineTool';
import { configTools } from './configTools';
import { contentTools } from './contentTools';
import { crashTools } from './crashTools';
import { ToolCatalog } from './toolCatalog';
import { instanceTools } from './instanceTools';
import { modTools } from './modTools';
import { modpackTools } from './modpackTools';
import { modrinthTools } from './modrinthTools';
import { ToolRegistry, type RegistryOptions } from './toolRegistry';
import type { ToolDeps, ToolKit } from './toolDeps';
import { textFileTools } from './textFileTools';
import { uiTools } from './uiTools';

/**
 * Every tool family, in the order the model sees them (the registry then puts read tools before write tools).
 * A new family is one file exporting `(kit: ToolKit) => AnyTool[]` and one line here.
 */
const FAMILIES: Array<(kit: ToolKit) => AnyTool[]> = [
  instanceTools,
  modTools,
  contentTools,
  configTools,
  textFileTools,
  crashTools,
  modpackTools,
  modrinthTools,
  uiTools,
];

/** All of Nova's tools over the given services, before host filtering. */
export function novaTools(deps: ToolDeps): AnyTool[] {
  const kit: ToolKit = { ...deps, instances: new ToolCatalog(deps) };
  const tools = FAMILIES.flatMap((family) => family(kit));
  if (deps.locale === undefined || deps.locale === 'en') return tools;
  return tools.map((t) => ({ ...t, displayName: toolDisplayName(t.name, t.displayName, deps.locale) }));
}

/** The registry a host sends to the model: only tools its capabilities allow, read tools first. */
export function novaToolRegistry(deps: ToolDeps, options: RegistryOptions): ToolRegistry {
  return new ToolRegistry(novaTools({ ...deps, capabilities: options.capabilities }), options);
}
