import type { ModFile, ModMetadata } from '../model/modFile';
import type { ConflictContext, ConflictRule } from './conflictRule';
import { compareModVersions } from './versionChecks';

/**
 * One mod id declared by two enabled files (the older copy should go), or installed standalone and nested in
 * another jar (the loader keeps one; only a standalone copy that is not newer is worth removing). Ids the game or
 * loader provides, `provides` overlaps and the unread half of multi-loader jars are not duplicates.
 */
export const duplicatesRule: ConflictRule = {
  id: 'duplicates',
  check(ctx) {
    for (const [id, list] of ctx.facts.providers) {
      if (ctx.facts.builtIns.has(id)) continue;
      const topLevel = new Map<ModFile, ModMetadata>();
      const nested = new Map<ModFile, ModMetadata>();
      for (const p of list) {
        // Only declared ids count: `provides` overlaps are how alternatives announce themselves.
        if (p.mod.id !== id || p.alternate) continue;
        if (!p.nested) {
          if (!topLevel.has(p.file)) topLevel.set(p.file, p.mod);
        } else if (!nested.has(p.file)) {
          nested.set(p.file, p.mod);
        }
      }
      if (topLevel.size >= 2) reportDuplicates(ctx, id, topLevel);
      for (const [standalone, mod] of topLevel) {
        for (const [outer, inner] of nested) {
          if (outer === standalone) continue;
          reportNestedDuplicate(ctx, id, standalone, mod, outer, inner);
        }
      }
    }
  },
};

function reportDuplicates({ msg, report }: ConflictContext, id: string, copies: Map<ModFile, ModMetadata>): void {
  const entries = [...copies];
  entries.sort((a, b) => compareCopies(a[0], a[1], b[0], b[1]));
  const [keepFile, keepMod] = entries[entries.length - 1] as [ModFile, ModMetadata];
  for (const [file, mod] of entries.slice(0, -1)) {
    const sameVersion = compareModVersions(mod, keepMod) === 0;
    report.add(
      'error',
      'duplicate-mod',
      msg.duplicateMod({
        mod: msg.modLabel(keepMod.name, id, null),
        remove: file.fileName,
        removeVersion: mod.version,
        keep: keepFile.fileName,
        keepVersion: keepMod.version,
        sameVersion,
      }),
      [file.path, keepFile.path],
      [id],
      file.path,
    );
  }
}

function reportNestedDuplicate(
  { msg, report }: ConflictContext,
  id: string,
  standalone: ModFile,
  mod: ModMetadata,
  outer: ModFile,
  inner: ModMetadata,
): void {
  const standaloneNewer = compareModVersions(mod, inner) > 0;
  report.add(
    standaloneNewer ? 'info' : 'warning',
    'duplicate-mod',
    msg.duplicateNested({
      mod: msg.modLabel(mod.name, id, null),
      standalone: standalone.fileName,
      standaloneVersion: mod.version,
      outer: outer.fileName,
      nestedVersion: inner.version,
      standaloneNewer,
    }),
    [standalone.path, outer.path],
    [id],
    standaloneNewer ? undefined : standalone.path,
  );
}

/** Orders two copies of one mod so the one to keep sorts last: higher version, then newer file, then shorter name. */
function compareCopies(fa: ModFile, ma: ModMetadata, fb: ModFile, mb: ModMetadata): number {
  const v = compareModVersions(ma, mb);
  if (v !== 0) return v;
  if (fa.mtimeMs !== fb.mtimeMs) return fa.mtimeMs < fb.mtimeMs ? -1 : 1;
  if (fa.fileName.length !== fb.fileName.length) return fa.fileName.length > fb.fileName.length ? -1 : 1;
  return fa.path < fb.path ? 1 : fa.path > fb.path ? -1 : 0;
}
