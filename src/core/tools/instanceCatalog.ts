import * as path from 'node:path';
import { discoverInstances } from '../minecraft/instanceDiscovery';
import type { Instance } from '../minecraft/instance';
import { ToolError } from './defineTool';
import type { ToolDeps } from './toolDeps';
import { errorMessage } from '../text/textSafety';

/** An instance as tools show it: its id is unique across roots (prefixed with the root's folder name when several). */
export interface CatalogEntry {
  id: string;
  instance: Instance;
  root: string;
}

/**
 * Instances under the tool deps' roots, discovered on demand. `list` always rediscovers (the user may have
 * added an instance); `get` reuses the last listing when it has the id. Ids follow `checkWorkspace`'s rule.
 */
export class InstanceCatalog {
  private last: CatalogEntry[] | null = null;

  constructor(private readonly deps: Pick<ToolDeps, 'roots' | 'maxDepth'>) {}

  async list(signal: AbortSignal): Promise<CatalogEntry[]> {
    const entries: CatalogEntry[] = [];
    const several = this.deps.roots.length > 1;
    for (const root of this.deps.roots) {
      let found: Instance[];
      try {
        found = await discoverInstances(root, { maxDepth: this.deps.maxDepth, signal });
      } catch (error) {
        signal.throwIfAborted();
        throw new ToolError(`the folder ${root} cannot be read (${errorMessage(error)}). Tell the user.`);
      }
      for (const instance of found) {
        const id = several ? `${path.basename(root)}/${instance.id}` : instance.id;
        entries.push({ id, instance: { ...instance, id }, root });
      }
    }
    this.last = entries;
    return entries;
  }

  /** The instance with this id; a ToolError telling the model to call list_instances when there is none. */
  async get(id: string, signal: AbortSignal): Promise<CatalogEntry> {
    const cached = this.last?.find((e) => e.id === id);
    if (cached !== undefined) return cached;
    const entry = (await this.list(signal)).find((e) => e.id === id);
    if (entry === undefined) {
      const known = (this.last ?? [])
        .slice(0, 8)
        .map((e) => `'${e.id}'`)
        .join(', ');
      throw new ToolError(
        `no instance has the id '${id}'. Known ids: ${known || 'none'}. Never invent an id; call list_instances.`,
      );
    }
    return entry;
  }
}

/** A path shown to the model: relative to `base` with `/` separators. */
export function shownPath(base: string, file: string): string {
  const rel = path.relative(base, file);
  return rel === '' ? '.' : rel.split(path.sep).join('/');
}
