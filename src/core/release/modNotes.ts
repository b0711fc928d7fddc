import type { ModrinthClient } from '../modrinth/modrinthClient';
import type { ModrinthVersion } from '../modrinth/modrinthTypes';

/** At most this many versions' notes per mod (the rest are counted, not shown). */
const MAX_VERSIONS = 15;
/** A version's notes longer than this are cut (at a line end when there is one) and marked. */
const MAX_NOTE_CHARS = 1500;

/** One updated mod of a diff, with the SHA-512 of its file on each side (null when unknown). */
export interface UpdatedModFiles {
  id: string;
  name: string;
  from: string;
  to: string;
  oldSha512: string | null;
  newSha512: string | null;
}

/** One version's notes, attributed to the version page they come from. */
export interface VersionNote {
  version: string;
  published: string;
  /** Trimmed Markdown; the same text in several versions (one per loader build) appears once, at the newest. */
  text: string;
  source: string;
}

export interface ModNotes {
  id: string;
  name: string;
  from: string;
  to: string;
  project: string | null;
  /** Newest first: every version after the old file's up to the new file's, on the new file's loaders. */
  notes: VersionNote[];
  /** Versions in the range that were left out beyond {@link MAX_VERSIONS}. */
  more: number;
  /** Why there are no notes: the files are not both on Modrinth, or belong to different projects; null otherwise. */
  missing: 'not-on-modrinth' | 'different-projects' | null;
}

/**
 * The Modrinth changelogs between the two files of each updated mod: both files identified in one batched
 * `POST /version_files` (SHA-512), then `GET /project/{id}/version?include_changelog=true` per project on the new
 * file's loaders, keeping the versions published after the old file's and up to the new file's. Errors of the API
 * propagate (ModrinthError) for the caller to report.
 */
export async function collectModNotes(
  client: ModrinthClient,
  updated: readonly UpdatedModFiles[],
  signal?: AbortSignal,
): Promise<ModNotes[]> {
  const hashes = [
    ...new Set(updated.flatMap((u) => [u.oldSha512, u.newSha512]).filter((h): h is string => h !== null)),
  ];
  const known = await client.versionsFromHashes(hashes, 'sha512', signal);
  const out: ModNotes[] = [];
  for (const u of updated) {
    const base = { id: u.id, name: u.name, from: u.from, to: u.to };
    const before = u.oldSha512 === null ? undefined : known.get(u.oldSha512);
    const after = u.newSha512 === null ? undefined : known.get(u.newSha512);
    if (before === undefined || after === undefined) {
      out.push({ ...base, project: after?.projectId ?? null, notes: [], more: 0, missing: 'not-on-modrinth' });
      continue;
    }
    if (before.projectId !== after.projectId) {
      out.push({ ...base, project: after.projectId, notes: [], more: 0, missing: 'different-projects' });
      continue;
    }
    const versions = await client.projectVersions(
      after.projectId,
      { loaders: after.loaders, includeChangelog: true },
      signal,
    );
    const between = versionsBetween(versions, before, after);
    const notes = dedupedNotes(between);
    out.push({
      ...base,
      project: after.projectId,
      notes: notes.slice(0, MAX_VERSIONS),
      more: Math.max(0, notes.length - MAX_VERSIONS),
      missing: null,
    });
  }
  return out;
}

/** Versions published after `before` and no later than `after` (the new one included), newest first. */
function versionsBetween(
  versions: readonly ModrinthVersion[],
  before: ModrinthVersion,
  after: ModrinthVersion,
): ModrinthVersion[] {
  const from = Date.parse(before.datePublished);
  const to = Date.parse(after.datePublished);
  const inRange = versions.filter((v) => {
    if (v.id === after.id) return true;
    const at = Date.parse(v.datePublished);
    return v.id !== before.id && Number.isFinite(at) && at > from && at <= to;
  });
  return inRange.sort((a, b) => Date.parse(b.datePublished) - Date.parse(a.datePublished));
}

function dedupedNotes(versions: readonly ModrinthVersion[]): VersionNote[] {
  const seen = new Set<string>();
  const notes: VersionNote[] = [];
  for (const v of versions) {
    const text = trimNote(v.changelog ?? '');
    if (text === '') continue;
    const key = text.toLowerCase().replace(/\s+/g, ' ');
    if (seen.has(key)) continue;
    seen.add(key);
    notes.push({
      version: v.versionNumber,
      published: v.datePublished,
      text,
      source: `https://modrinth.com/project/${encodeURIComponent(v.projectId)}/version/${encodeURIComponent(v.id)}`,
    });
  }
  return notes;
}

/** Line ends normalised, blank runs collapsed, trailing spaces dropped, cut at {@link MAX_NOTE_CHARS}. */
export function trimNote(text: string): string {
  const clean = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (clean.length <= MAX_NOTE_CHARS) return clean;
  const cut = clean.slice(0, MAX_NOTE_CHARS);
  const lineEnd = cut.lastIndexOf('\n');
  return `${(lineEnd > MAX_NOTE_CHARS / 2 ? cut.slice(0, lineEnd) : cut).trimEnd()}\n…`;
}
