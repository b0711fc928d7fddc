import * as path from 'node:path';
import type { ProposalDraft } from '../edits';
import type { ContentIndex } from '../content/contentIndex';
import type { Message } from '../locale/messageCatalog';
import type { Instance } from '../model/instance';
import { nestedMods, type ModFile } from '../model/modFile';
import type { ContentReference } from '../references/contentReference';
import { namespaceOf } from '../references/contentReference';
import { readPackReferences } from '../references/referenceCheck';
import { withImpact } from './drafts';
import { PlanMessages } from './planMessages';

/**
 * What a plan needs to say which script, data-pack and config references a change breaks: read once per plan (never
 * per item) by the caller, who may already hold the pack's references and content index.
 */
export interface PackImpactData {
  /** The instance's game folder (references are grouped by folder relative to it). */
  gameDir: string;
  /** Every id the pack's scripts, data packs and configs name (src/core/references/referenceCheck.ts). */
  references: readonly ContentReference[];
  /**
   * Namespace → the mod id that owns it, from the content index (`NamespaceSummary.mod`). Without it a mod's
   * namespaces are its ids (and the ids it provides).
   */
  namespaceOwners?: ReadonlyMap<string, string>;
}

/**
 * The port planners get impact data through: the instance's references (and index) as the host has them, or null
 * when none can be had. A planner calls it at most once per plan.
 */
export type PackImpactSource = (instance: Instance, signal?: AbortSignal) => Promise<PackImpactData | null>;

/**
 * Reads impact data for `instance`: its references (data packs, scripts, configs) and the namespaces the content
 * index gives each mod. `index` is asked only when some file names an id, so a pack without scripts or data packs
 * is never indexed for this.
 */
export async function readImpactData(
  instance: Instance,
  index: () => Promise<ContentIndex | null>,
  signal?: AbortSignal,
): Promise<PackImpactData> {
  const pack = await readPackReferences(instance.gameDir, signal === undefined ? {} : { signal });
  if (pack.references.length === 0) return { gameDir: instance.gameDir, references: [] };
  return { gameDir: instance.gameDir, references: pack.references, ...ownersOf(await index()) };
}

function ownersOf(index: ContentIndex | null): Pick<PackImpactData, 'namespaceOwners'> {
  if (index === null) return {};
  const owners = new Map<string, string>();
  for (const ns of index.namespaces) if (ns.mod !== null) owners.set(ns.id, ns.mod);
  return { namespaceOwners: owners };
}

/**
 * Asks `source` once, and never lets it fail a plan: a refusal or a read error gives no impact data (the items keep
 * what they say already). An abort is passed on.
 */
export async function impactDataOf(
  source: PackImpactSource | undefined,
  instance: Instance,
  signal?: AbortSignal,
): Promise<PackImpactData | null> {
  if (source === undefined) return null;
  try {
    return await source(instance, signal);
  } catch (error) {
    if (signal?.aborted === true) throw error;
    return null;
  }
}

/**
 * How many of the pack's script, data-pack and config references name ids of `namespaces`, as an impact line:
 * "12 references in kubejs/server_scripts would break" (folders are the first two parts of the path under the game
 * folder, most references first; a data pack in a zip counts as its folder and zip). Tags are not counted:
 * `forge:`/`c:` tags are shared by many mods. With `counts`, only ids it accepts are counted (an update counts the
 * ids its old jar had and its new jar lacks). Undefined when none do.
 */
export function referencesImpact(
  namespaces: ReadonlySet<string>,
  references: readonly ContentReference[],
  gameDir: string,
  counts?: (id: string) => boolean,
): Message | undefined {
  const byFolder = new Map<string, number>();
  let count = 0;
  for (const ref of references) {
    if (ref.tag || !namespaces.has(namespaceOf(ref.id)) || counts?.(ref.id) === false) continue;
    count++;
    const parts = path.relative(gameDir, ref.file).split(path.sep);
    const folder = parts.length > 2 ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
    byFolder.set(folder, (byFolder.get(folder) ?? 0) + 1);
  }
  if (count === 0) return undefined;
  const folders = [...byFolder].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([f]) => f);
  return PlanMessages.referencesBreak({
    count,
    folders: folders.slice(0, 3).join(', '),
    more: Math.max(0, folders.length - 3),
  });
}

/**
 * The namespaces that go away with `removed`: each mod id (and provided id, and the ids of bundled mods) of those
 * files, and every namespace the index gives one of them, except what a remaining enabled file still provides (so
 * disabling one of two copies of a mod breaks nothing).
 */
export function lostNamespaces(
  removed: readonly ModFile[],
  files: readonly ModFile[],
  data: PackImpactData,
): Set<string> {
  const idsOf = (file: ModFile): string[] =>
    [...file.mods, ...nestedMods(file.nested)].flatMap((m) => [m.id, ...m.provides]);
  const lost = new Set(removed.flatMap(idsOf));
  const gone = new Set(removed.map((f) => path.resolve(f.path)));
  for (const other of files)
    if (other.enabled && !gone.has(path.resolve(other.path))) for (const id of idsOf(other)) lost.delete(id);
  const namespaces = new Set(lost);
  for (const [ns, mod] of data.namespaceOwners ?? []) if (lost.has(mod)) namespaces.add(ns);
  return namespaces;
}

/** The impact line of a change that takes `removed` away, or undefined when no reference names their ids. */
export function removalImpact(
  removed: readonly ModFile[],
  files: readonly ModFile[],
  data: PackImpactData,
  counts?: (id: string) => boolean,
): Message | undefined {
  return referencesImpact(lostNamespaces(removed, files, data), data.references, data.gameDir, counts);
}

/**
 * The hook for checklist items that take mods away (disable, remove into backups/, update): each draft renaming
 * one of `files` away gets the references to that file's mod namespaces added to its impact line, and becomes
 * `risky` (not picked by default). Drafts that touch no listed mod are returned unchanged.
 */
export function withReferenceImpact(
  drafts: readonly ProposalDraft[],
  files: readonly ModFile[],
  data: PackImpactData | null,
): ProposalDraft[] {
  if (data === null || data.references.length === 0) return [...drafts];
  const byPath = new Map(files.map((f) => [path.resolve(f.path), f]));
  return drafts.map((draft) => {
    const removed: ModFile[] = [];
    for (const op of draft.operations) {
      if (op.kind !== 'rename') continue;
      const file = byPath.get(path.resolve(op.from));
      if (file !== undefined && file.enabled) removed.push(file);
    }
    if (removed.length === 0) return draft;
    const impact = removalImpact(removed, files, data);
    return impact === undefined ? draft : withImpact(draft, [impact]);
  });
}
