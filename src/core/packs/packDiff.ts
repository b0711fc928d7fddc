import type { PackSnapshot, SnapshotMod } from './packSnapshot';

/** What changed between two versions of a pack: the shape of `nova diff --json` (docs/cli.md). */
export interface PackDiff {
  added: SnapshotMod[];
  removed: SnapshotMod[];
  updated: Array<{ id: string; name: string; from: string; to: string }>;
  /** Config files (paths relative to the game folder) that appeared, disappeared or whose bytes changed. */
  files: { added: string[]; removed: string[]; changed: string[] };
  /** What could not be compared on either side (`OLD: …`, `NEW: …`); empty when everything was. */
  notes: string[];
}

/** Mods are matched by id; a mod present on both sides whose version (or, with equal versions, file) differs is updated. */
export function diffPacks(before: PackSnapshot, after: PackSnapshot): PackDiff {
  const byId = (mods: SnapshotMod[]): Map<string, SnapshotMod> => new Map(mods.map((m) => [m.id, m]));
  const old = byId(before.mods);
  const now = byId(after.mods);
  const sort = <T extends { id: string }>(list: T[]): T[] =>
    list.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const updated: PackDiff['updated'] = [];
  for (const [id, mod] of now) {
    const was = old.get(id);
    if (was === undefined) continue;
    if (was.version !== mod.version || was.file !== mod.file)
      updated.push({ id, name: mod.name, from: was.version, to: mod.version });
  }
  const files: PackDiff['files'] = { added: [], removed: [], changed: [] };
  for (const [file, hash] of after.files) {
    const was = before.files.get(file);
    if (was === undefined) files.added.push(file);
    else if (was !== hash) files.changed.push(file);
  }
  for (const file of before.files.keys()) if (!after.files.has(file)) files.removed.push(file);
  for (const list of Object.values(files)) list.sort();
  return {
    added: sort([...now.values()].filter((m) => !old.has(m.id))),
    removed: sort([...old.values()].filter((m) => !now.has(m.id))),
    updated: sort(updated),
    files,
    notes: [...before.notes.map((n) => `OLD: ${n}`), ...after.notes.map((n) => `NEW: ${n}`)],
  };
}

/** A Markdown changelog for a release page: sections only for what changed. */
export function packDiffMarkdown(diff: PackDiff, title = 'Changelog'): string {
  const lines = [`## ${title}`, ''];
  const section = (heading: string, items: string[]): void => {
    if (items.length === 0) return;
    lines.push(`### ${heading}`, '', ...items.map((i) => `- ${i}`), '');
  };
  const md = (text: string): string => text.replace(/([\\`*_[\]<>|])/g, '\\$1');
  section(
    'Added',
    diff.added.map((m) => `**${md(m.name)}** ${md(m.version)}`),
  );
  section(
    'Removed',
    diff.removed.map((m) => `**${md(m.name)}** ${md(m.version)}`),
  );
  section(
    'Updated',
    diff.updated.map((m) => `**${md(m.name)}** ${md(m.from)} → ${md(m.to)}`),
  );
  section('Config files', [
    ...diff.files.added.map((f) => `Added \`${f}\``),
    ...diff.files.removed.map((f) => `Removed \`${f}\``),
    ...diff.files.changed.map((f) => `Changed \`${f}\``),
  ]);
  const changed = lines.length > 2;
  section('Not compared', diff.notes.map(md));
  // "No changes." only when everything was compared: a change past a cap must not read as none.
  if (!changed)
    lines.push(diff.notes.length === 0 ? 'No changes.' : 'No changes in what was compared (see above).', '');
  return lines.join('\n');
}
