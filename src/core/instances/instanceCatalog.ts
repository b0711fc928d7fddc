import * as path from 'node:path';
import { discoverInstances } from './instanceDiscovery';
import type { Instance } from '../model/instance';
import { errorMessage } from '../text/textSafety';
import { ServedRoots } from '../fs/servedRoots';
import { containInstance } from './instanceContainment';

/** An instance as every surface names it: its id is unique across roots (see {@link catalogId}). */
export interface CatalogEntry {
  id: string;
  /** The instance, with `id` set to the catalog id. */
  instance: Instance;
  /** The root (workspace folder or CLI directory) it was found under. */
  root: string;
}

/** A root folder that could not be read; `cause` is the file-system error. */
export class UnreadableRootError extends Error {
  constructor(
    readonly root: string,
    override readonly cause: unknown,
  ) {
    super(`the folder ${root} cannot be read (${errorMessage(cause)})`);
    this.name = 'UnreadableRootError';
  }
}

/** No instance has the id asked for; `known` are the first ids of the last listing. */
export class UnknownInstanceError extends Error {
  constructor(
    readonly id: string,
    readonly known: readonly string[],
  ) {
    super(`no instance has the id '${id}'`);
    this.name = 'UnknownInstanceError';
  }
}

/**
 * The multi-root id rule: with one root an instance keeps its discovery id; with several it is prefixed with its
 * root's folder name (`Packs/alpha`), so ids stay unique across workspace folders.
 */
export function catalogId(roots: readonly string[], root: string, discoveredId: string): string {
  return roots.length > 1 ? `${path.basename(root)}/${discoveredId}` : discoveredId;
}

export interface CatalogSource {
  /** The folders instances are discovered under, read at every listing (workspace folders change). */
  roots: readonly string[] | (() => readonly string[]);
  /** Levels below each root that discovery walks (setting `nova.scan.maxDepth`). */
  maxDepth?: number | (() => number | undefined);
}

/**
 * The instances under a host's roots, discovered on demand: the one list diagnostics, pickers, tools and the CLI
 * use. `list` always rediscovers (the user may have added an instance); `get` reuses the last listing when it has
 * the id.
 */
export class InstanceCatalog {
  private last: CatalogEntry[] | null = null;

  constructor(private readonly source: CatalogSource) {}

  /** Throws UnreadableRootError for a root that cannot be read. */
  async list(signal?: AbortSignal): Promise<CatalogEntry[]> {
    const roots = typeof this.source.roots === 'function' ? this.source.roots() : this.source.roots;
    const maxDepth = typeof this.source.maxDepth === 'function' ? this.source.maxDepth() : this.source.maxDepth;
    const entries: CatalogEntry[] = [];
    const served = new ServedRoots(roots);
    for (const root of roots) {
      let found: Instance[];
      try {
        found = await discoverInstances(root, { maxDepth, signal });
      } catch (error) {
        signal?.throwIfAborted();
        throw new UnreadableRootError(root, error);
      }
      for (const instance of found) {
        const id = catalogId(roots, root, instance.id);
        entries.push({ id, instance: await containInstance({ ...instance, id }, served), root });
      }
    }
    this.last = entries;
    return entries;
  }

  /** The instance with this id; UnknownInstanceError when there is none after a fresh listing. */
  async get(id: string, signal?: AbortSignal): Promise<CatalogEntry> {
    const cached = this.last?.find((e) => e.id === id);
    if (cached !== undefined) return cached;
    const entry = (await this.list(signal)).find((e) => e.id === id);
    if (entry === undefined)
      throw new UnknownInstanceError(
        id,
        (this.last ?? []).slice(0, 8).map((e) => e.id),
      );
    return entry;
  }
}
