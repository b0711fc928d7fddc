import {
  InstanceCatalog,
  UnknownInstanceError,
  UnreadableRootError,
  type CatalogEntry,
} from '../instances/instanceCatalog';
import { ToolError } from './defineTool';
import type { ToolDeps } from './toolDeps';

/**
 * The instance catalog as the tools of one conversation use it: the core catalog over the deps' roots, its
 * refusals worded for the model (what to call next).
 */
export class ToolCatalog {
  private readonly catalog: InstanceCatalog;

  constructor(deps: Pick<ToolDeps, 'roots' | 'maxDepth'>) {
    this.catalog = new InstanceCatalog({
      roots: deps.roots,
      ...(deps.maxDepth === undefined ? {} : { maxDepth: deps.maxDepth }),
    });
  }

  list(signal: AbortSignal): Promise<CatalogEntry[]> {
    return this.catalog.list(signal).catch(modelError);
  }

  get(id: string, signal: AbortSignal): Promise<CatalogEntry> {
    return this.catalog.get(id, signal).catch(modelError);
  }
}

function modelError(error: unknown): never {
  if (error instanceof UnreadableRootError) throw new ToolError(`${error.message}. Tell the user.`);
  if (error instanceof UnknownInstanceError) {
    const known = error.known.map((id) => `'${id}'`).join(', ');
    throw new ToolError(
      `no instance has the id '${error.id}'. Known ids: ${known || 'none'}. Never invent an id; call list_instances.`,
    );
  }
  throw error;
}
