import type { PackSnapshot, SnapshotMod } from './packSnapshot';
import type { Locale } from '../locale/locale';
import { renderMessage, type Message } from '../locale/messageCatalog';
import { PackDiffMessages as M } from './packDiffMessages';

/** What changed between two versions of a pack: the shape of `nova diff --json` (docs/cli.md). */
export interface PackDiff {
  added: SnapshotMod[];
  removed: SnapshotMod[];
  updated: Array<{ id: string; name: string; from: string; to: string }>;
  /** Config files (paths relative to the game folder) that appeared, disappeared or whose bytes changed. */
  files: { added: string[]; removed: string[]; changed: string[] };
  /** What could not be compared on either side (`OLD: …`, `NEW: …`); empty when everything was. */
  notes: string[];
  /** {@link notes} by id, for people in their language; never part of the JSON (`nova diff` leaves it out). */
  noteMessages?: Message[];
  /**
   * Each place NEW's scripts, data packs and configs name an item, block, fluid or tag OLD's content had and NEW's
   * lacks (files relative to NEW's game folder); set by `nova diff` (src/core/references/vanishedReferences.ts).
   */
  vanishedReferences?: Array<{ id: string; file: string; line: number; column: number }>;
}

/** Ids listed in the Markdown at most, and places per id (the JSON has all). */
const MAX_VANISHED_IDS = 50;
const MAX_VANISHED_PLACES = 5;

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
  const noteMessages = [
    ...before.noteMessages.map((note) => M.noteOld({ note })),
    ...after.noteMessages.map((note) => M.noteNew({ note })),
  ];
  return {
    added: sort([...now.values()].filter((m) => !old.has(m.id))),
    removed: sort([...old.values()].filter((m) => !now.has(m.id))),
    updated: sort(updated),
    files,
    notes: noteMessages.map((n) => renderMessage(n, 'en')),
    noteMessages,
  };
}

/** One line per vanished id: where the new pack still names it (a few places, then how many more). */
function vanishedLines(list: NonNullable<PackDiff['vanishedReferences']>, t: (message: Message) => string): string[] {
  const byId = new Map<string, string[]>();
  for (const v of list) {
    const places = byId.get(v.id) ?? [];
    places.push(`${v.file}:${v.line}:${v.column}`);
    byId.set(v.id, places);
  }
  const code = (text: string): string => `\`${text.replace(/`/g, "'")}\``;
  const lines = [...byId].slice(0, MAX_VANISHED_IDS).map(([id, places]) =>
    t(
      M.vanishedPlaces({
        id: code(id),
        places: places.slice(0, MAX_VANISHED_PLACES).map(code).join(', '),
        more: Math.max(0, places.length - MAX_VANISHED_PLACES),
      }),
    ),
  );
  if (byId.size > MAX_VANISHED_IDS) lines.push(t(M.vanishedMoreIds({ count: byId.size - MAX_VANISHED_IDS })));
  return lines;
}

/** A Markdown changelog for a release page, in `locale`: sections only for what changed. */
export function packDiffMarkdown(diff: PackDiff, title?: string, locale: Locale = 'en'): string {
  const t = (message: Message): string => renderMessage(message, locale);
  const lines = [`## ${title ?? t(M.changelog({}))}`, ''];
  const section = (heading: string, items: string[]): void => {
    if (items.length === 0) return;
    lines.push(`### ${heading}`, '', ...items.map((i) => `- ${i}`), '');
  };
  const md = (text: string): string => text.replace(/([\\`*_[\]<>|])/g, '\\$1');
  section(
    t(M.added({})),
    diff.added.map((m) => `**${md(m.name)}** ${md(m.version)}`),
  );
  section(
    t(M.removed({})),
    diff.removed.map((m) => `**${md(m.name)}** ${md(m.version)}`),
  );
  section(
    t(M.updated({})),
    diff.updated.map((m) => `**${md(m.name)}** ${md(m.from)} → ${md(m.to)}`),
  );
  section(t(M.configFiles({})), [
    ...diff.files.added.map((f) => t(M.fileAdded({ file: `\`${f}\`` }))),
    ...diff.files.removed.map((f) => t(M.fileRemoved({ file: `\`${f}\`` }))),
    ...diff.files.changed.map((f) => t(M.fileChanged({ file: `\`${f}\`` }))),
  ]);
  section(t(M.vanished({})), vanishedLines(diff.vanishedReferences ?? [], t));
  const changed = lines.length > 2;
  section(
    t(M.notCompared({})),
    (diff.noteMessages ?? diff.notes).map((n) => md(typeof n === 'string' ? n : t(n))),
  );
  // "No changes." only when everything was compared: a change past a cap must not read as none.
  if (!changed) lines.push(t(diff.notes.length === 0 ? M.noChanges({}) : M.noChangesCompared({})), '');
  return lines.join('\n');
}
