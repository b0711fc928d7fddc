import {
  InstanceCatalog,
  UnknownInstanceError,
  UnreadableRootError,
  type CatalogEntry,
} from '../instances/instanceCatalog';
import { ToolError } from './defineTool';

/**
 * The instance catalog as the tools of one conversation use it: the core catalog over the deps' roots, its
 * refusals worded for the model (what to call next).
 */
export class ToolCatalog {
  private readonly catalog: InstanceCatalog;

  /** `roots` and `maxDepth` as in ToolDeps (toolDeps.ts): the served roots and how deep discovery walks. */
  constructor(deps: { roots: readonly string[]; maxDepth?: number }) {
    this.catalog = new InstanceCatalog({
      roots: deps.roots,
      ...(deps.maxDepth === undefined ? {} : { maxDepth: deps.maxDepth }),
    });
  }

  list(signal: AbortSignal): Promise<CatalogEntry[]> {
    return this.catalog.list(signal).catch(modelError);
  }

  /**
   * The instance with this id, refused (a ToolError) when its game folder resolves outside the served roots: no
   * tool reads a file of such an instance (docs/architecture.md principle 11).
   */
  async get(id: string, signal: AbortSignal): Promise<CatalogEntry> {
    const entry = await this.catalog.get(id, signal).catch(modelError);
    if (entry.instance.outsideRoots === true) {
      throw new ToolError(
        `instance '${entry.id}' has its game folder outside the folders Nova serves (a custom game folder or a symbolic link points elsewhere), so its files are not read. Tell the user to move the game folder inside the opened folder.`,
      );
    }
    return entry;
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
