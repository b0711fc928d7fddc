import * as path from 'node:path';
import type { ProposalDraft } from '../edits';
import type { Message } from '../locale/messageCatalog';
import { withImpact } from './drafts';
import { PlanMessages } from './planMessages';
import type { ModFile } from '../model/modFile';
import type { ContentReference } from '../references/contentReference';
import { namespaceOf } from '../references/contentReference';

/**
 * How many of the pack's script, data-pack and config references name ids of `namespaces`, as an impact line:
 * "12 references in kubejs/server_scripts would break" (folders are the first two parts of the path under the game
 * folder, most references first). Tags are not counted: `forge:`/`c:` tags are shared by many mods. Undefined when
 * none do.
 */
export function referencesImpact(
  namespaces: ReadonlySet<string>,
  references: readonly ContentReference[],
  gameDir: string,
): Message | undefined {
  const byFolder = new Map<string, number>();
  let count = 0;
  for (const ref of references) {
    if (ref.tag || !namespaces.has(namespaceOf(ref.id))) continue;
    count++;
    const parts = path.relative(gameDir, ref.file).split(path.sep);
    const folder = parts.length > 2 ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
    byFolder.set(folder, (byFolder.get(folder) ?? 0) + 1);
  }
  if (count === 0) return undefined;
  const folders = [...byFolder].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([f]) => f);
  const shown = folders.length > 3 ? [...folders.slice(0, 3), `${folders.length - 3} more folders`] : folders;
  return PlanMessages.referencesBreak({ count, folders: shown.join(', ') });
}

/**
 * The hook for checklist items that take mods away (disable, remove into backups/, update to a version whose ids may
 * differ): each draft renaming one of `files` away gets the references to that file's mod ids added to its impact
 * line, and becomes `risky` (not picked by default). Drafts that touch no listed mod are returned unchanged.
 */
export function withReferenceImpact(
  drafts: readonly ProposalDraft[],
  files: readonly ModFile[],
  references: readonly ContentReference[],
  gameDir: string,
): ProposalDraft[] {
  const byPath = new Map(files.map((f) => [path.resolve(f.path), f]));
  return drafts.map((draft) => {
    const namespaces = new Set<string>();
    for (const op of draft.operations) {
      if (op.kind !== 'rename') continue;
      const file = byPath.get(path.resolve(op.from));
      for (const mod of file?.mods ?? []) namespaces.add(mod.id);
    }
    if (namespaces.size === 0) return draft;
    const impact = referencesImpact(namespaces, references, gameDir);
    if (impact === undefined) return draft;
    return withImpact(draft, [impact]);
  });
}
