import { toolDisplayName } from './toolNames';
import type { AnyTool } from './defineTool';
import { configTools } from './configTools';
import { contentTools } from './contentTools';
import { packContentTools } from './packContentTools';
import { crashTools } from './crashTools';
import { ToolCatalog } from './toolCatalog';
import { ContentIndexer } from '../content/contentIndexer';
import { ContentLookup } from '../content/contentLookup';
import type { Instance } from '../model/instance';
import { readImpactData } from '../planning/referenceImpact';
import { instanceTools } from './instanceTools';
import { modTools } from './modTools';
import { modpackTools } from './modpackTools';
import { modrinthTools } from './modrinthTools';
import { serverPackTools } from './serverPackTools';
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
  packContentTools,
  configTools,
  textFileTools,
  crashTools,
  modpackTools,
  serverPackTools,
  modrinthTools,
  uiTools,
];

/** All of Nova's tools over the given services, before host filtering. */
export function novaTools(deps: ToolDeps): AnyTool[] {
  const instances = new ToolCatalog(deps);
  // Text edits judge the ids they name against the instance's content index: the host's shared indexer, or one of
  // the conversation's own (a re-index reads only changed jars).
  let indexer = deps.contentIndexer;
  const content =
    deps.content ??
    (async (instanceId: string, signal?: AbortSignal) => {
      const { instance } = await instances.get(instanceId, signal ?? new AbortController().signal);
      indexer ??= new ContentIndexer(deps.scanner);
      return new ContentLookup(await indexer.index(instance, { signal }));
    });
  const packImpact =
    deps.packImpact ??
    (async (instance: Instance, signal?: AbortSignal) =>
      readImpactData(
        instance,
        () => (indexer ??= new ContentIndexer(deps.scanner)).index(instance, { signal }),
        signal,
      ));
  const kit: ToolKit = { ...deps, content, packImpact, instances };
  const tools = FAMILIES.flatMap((family) => family(kit));
  if (deps.locale === undefined || deps.locale === 'en') return tools;
  return tools.map((t) => ({ ...t, displayName: toolDisplayName(t.name, t.displayName, deps.locale) }));
}

/** The registry a host sends to the model: only tools its capabilities allow, read tools first. */
export function novaToolRegistry(deps: ToolDeps, options: RegistryOptions): ToolRegistry {
  return new ToolRegistry(novaTools({ ...deps, capabilities: options.capabilities }), options);
}
