import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { FileOperation, ProposalDraft } from '../edits';
import { draftOf } from './drafts';
import { MessageError } from '../locale/messageError';
import { PlanRefusalMessages as R } from './planRefusalMessages';
import type { Instance } from '../model/instance';
import type { ModrinthFile, ModrinthProject, ModrinthVersion } from '../modrinth/modrinthTypes';
import { loadPackwizProject, type PackwizIndexEntry, type PackwizProject } from '../packwiz/packwizProject';
import { packwizIgnoreLine } from '../packwiz/packwizIgnore';
import { packWithIndexHash, planRefresh, type RefreshPlan } from '../packwiz/packwizRefresh';
import { byteOrder, formatIndexToml, formatMetafileToml, type IndexTomlEntry } from '../packwiz/packwizToml';
import { readPackText } from '../packwiz/packFile';
import { metafileWithSide, type PackwizSide } from '../packwiz/metafileSideEdit';

/**
 * Changes to a packwiz pack as checklist drafts (pure: nothing is written here). Each draft carries every file it
 * touches — metafiles, index.toml, pack.toml, .packwizignore — as whole-text writes or creations whose inverse
 * restores each byte, and updates the index and pack hash as packwiz does after `packwiz modrinth add` / `update`:
 * only the touched entries are re-hashed (sha256 of the metafile text), the index is re-encoded sorted, and pack.toml
 * gets the sha256 of the new index. See docs/packwiz.md.
 */

/** One Modrinth file to describe with a metafile (a planned install or an update target). */
export interface MetafileSource {
  project: Pick<ModrinthProject, 'id' | 'slug' | 'title' | 'projectType' | 'clientSide' | 'serverSide'>;
  version: Pick<ModrinthVersion, 'id' | 'versionNumber'>;
  file: Pick<ModrinthFile, 'url' | 'filename' | 'sha512'>;
  requiredBy: string | null;
}

const FOLDERS: Record<string, string> = { mod: 'mods', resourcepack: 'resourcepacks', shader: 'shaderpacks' };

/** packwiz's side from Modrinth's `client_side` / `server_side` (required or optional = installed on that side). */
export function packwizSide(project: Pick<ModrinthProject, 'clientSide' | 'serverSide'>): 'client' | 'server' | 'both' {
  const on = (v: string): boolean => v === 'required' || v === 'optional';
  const client = on(project.clientSide);
  const server = on(project.serverSide);
  if (client && !server) return 'client';
  if (server && !client) return 'server';
  return 'both';
}

/** The metafile text `packwiz modrinth add` writes for one Modrinth file. */
export function modrinthMetafileText(source: MetafileSource): string {
  return formatMetafileToml({
    name: source.project.title,
    filename: source.file.filename,
    side: packwizSide(source.project),
    download: { url: source.file.url, hashFormat: 'sha512', hash: source.file.sha512 },
    update: { modrinth: { 'mod-id': source.project.id, version: source.version.id } },
  });
}

/** Adding mods (with their dependencies) to a packwiz pack: one metafile each, plus index.toml and pack.toml. */
export async function packwizInstallDraft(
  instance: Instance,
  instanceId: string,
  sources: readonly MetafileSource[],
): Promise<ProposalDraft> {
  const project = await requireProject(instance);
  const indexDir = path.dirname(project.index.abs);
  const ops: FileOperation[] = [];
  const changed = new Map<string, string>();
  for (const source of sources) {
    const folder = FOLDERS[source.project.projectType] ?? 'mods';
    const rel = `${folder}/${source.project.slug}.pw.toml`;
    const abs = path.join(indexDir, folder, `${source.project.slug}.pw.toml`);
    if (fs.existsSync(abs) || project.index.entries.some((e) => e.file === rel))
      throw new MessageError(R.packwizAlreadyInPack({ file: rel }));
    const text = modrinthMetafileText(source);
    ops.push({ kind: 'create', path: abs, source: { content: text }, undoPath: undoPath(instance, rel) });
    changed.set(rel, text);
  }
  ops.push(...(await indexAndPackWrites(project, { changed })));
  const names = sources.map(
    (s) => `${s.project.title} ${s.version.versionNumber}${s.requiredBy ? ` (required by ${s.requiredBy})` : ''}`,
  );
  return packwizDraft(
    instanceId,
    ops,
    `Add ${names.join(', ')} to the packwiz pack as metafile${sources.length === 1 ? '' : 's'}, and refresh index.toml and pack.toml`,
  );
}

/** Pointing an existing metafile at another Modrinth version: new filename, URL, sha512 and version id. */
export async function packwizUpdateDraft(
  instance: Instance,
  instanceId: string,
  metafile: string,
  source: MetafileSource,
): Promise<ProposalDraft> {
  const project = await requireProject(instance);
  const mod = project.mods.find((m) => m.abs === metafile || m.metafile === metafile);
  if (mod === undefined || mod.indexEntry === null) throw new MessageError(R.packwizNotListed({ metafile }));
  const previous = await readPackText(mod.abs);
  const text = formatMetafileToml({
    name: mod.meta.name ?? source.project.title,
    filename: source.file.filename,
    side: mod.meta.side === 'both' && !/^\s*side\s*=/m.test(previous) ? undefined : mod.meta.side,
    pin: mod.meta.pin,
    download: { url: source.file.url, hashFormat: 'sha512', hash: source.file.sha512 },
    update: { modrinth: { 'mod-id': source.project.id, version: source.version.id } },
    ...(mod.meta.optional || mod.meta.optionDescription !== null
      ? {
          option: {
            optional: mod.meta.optional,
            description: mod.meta.optionDescription ?? undefined,
            default: mod.meta.optionDefault,
          },
        }
      : {}),
  });
  const ops: FileOperation[] = [{ kind: 'write', path: mod.abs, content: text, previous }];
  ops.push(...(await indexAndPackWrites(project, { changed: new Map([[mod.indexEntry.file, text]]) })));
  return packwizDraft(
    instanceId,
    ops,
    `Update ${mod.meta.filename} → ${source.file.filename} (${source.project.title} ${source.version.versionNumber}) in ${mod.metafile}, and refresh index.toml and pack.toml`,
  );
}

/**
 * Disabling a packwiz mod: its metafile is listed in `.packwizignore` and dropped from the index, so `packwiz refresh`
 * keeps it out, packwiz builds and installs the pack without it, and the metafile itself stays untouched.
 */
export async function packwizDisableDraft(
  instance: Instance,
  instanceId: string,
  metafiles: readonly string[],
): Promise<ProposalDraft> {
  const project = await requireProject(instance);
  const mods = metafiles.map((metafile) => {
    const mod = project.mods.find((m) => m.abs === metafile || m.metafile === metafile);
    if (mod === undefined || mod.indexEntry === null) throw new MessageError(R.packwizNotEnabled({ metafile }));
    return { mod, file: mod.indexEntry.file };
  });
  const ignoreFile = path.join(path.dirname(project.index.abs), '.packwizignore');
  const previous = await readPackText(ignoreFile).catch(() => null);
  const ops: FileOperation[] = [];
  const addition = `${DISABLED_COMMENT}\n${mods.map((m) => `${packwizIgnoreLine(m.file)}\n`).join('')}`;
  if (previous === null) {
    ops.push({
      kind: 'create',
      path: ignoreFile,
      source: { content: addition },
      undoPath: undoPath(instance, '.packwizignore'),
    });
  } else {
    const sep = previous === '' || previous.endsWith('\n') ? '' : '\n';
    ops.push({ kind: 'write', path: ignoreFile, content: `${previous}${sep}${addition}`, previous });
  }
  ops.push(...(await indexAndPackWrites(project, { removed: new Set(mods.map((m) => m.file)) })));
  const names = mods.map((m) => m.mod.meta.name ?? m.mod.slug).join(', ');
  return packwizDraft(
    instanceId,
    ops,
    `Disable ${names}: list ${mods.map((m) => m.mod.metafile).join(', ')} in .packwizignore and drop ${mods.length === 1 ? 'it' : 'them'} from index.toml (metafiles stay; enabling removes the lines)`,
  );
}

/** Enabling a mod disabled by {@link packwizDisableDraft}: its `.packwizignore` line goes and its index entry returns. */
export async function packwizEnableDraft(
  instance: Instance,
  instanceId: string,
  metafiles: readonly string[],
): Promise<ProposalDraft> {
  const project = await requireProject(instance);
  const indexDir = path.dirname(project.index.abs);
  // A name no .packwizignore line disables is refused before the file is read (a pack may have none).
  const notIgnored = metafiles.find((m) => !project.disabled.some((d) => d.abs === m || d.metafile === m));
  if (notIgnored !== undefined) throw new MessageError(R.packwizNotIgnored({ metafile: notIgnored }));
  const ignoreFile = path.join(indexDir, '.packwizignore');
  const previous = await readPackText(ignoreFile);
  let kept = previous.split(/(?<=\n)/);
  const changed = new Map<string, string>();
  const names: string[] = [];
  for (const metafile of metafiles) {
    const mod = project.disabled.find((m) => m.abs === metafile || m.metafile === metafile);
    if (mod === undefined) throw new MessageError(R.packwizNotIgnored({ metafile }));
    const rel = path.relative(indexDir, mod.abs).split(path.sep).join('/');
    const bare = (l: string): string => l.replace(/\r?\n$/, '').trim();
    const next = kept.filter((l) => bare(l) !== `/${rel}` && bare(l) !== rel && bare(l) !== packwizIgnoreLine(rel));
    if (next.length === kept.length) throw new MessageError(R.packwizIgnoredByPattern({ file: rel }));
    kept = next;
    changed.set(rel, await readPackText(mod.abs));
    names.push(mod.meta.name ?? mod.slug);
  }
  // The marker comment goes when no Nova-disabled line follows it any more.
  const cleaned = kept.filter(
    (l, i) => !(l.trim() === DISABLED_COMMENT && (kept[i + 1] === undefined || !kept[i + 1]!.startsWith('/'))),
  );
  const ops: FileOperation[] = [{ kind: 'write', path: ignoreFile, content: cleaned.join(''), previous }];
  ops.push(...(await indexAndPackWrites(project, { changed })));
  return packwizDraft(
    instanceId,
    ops,
    `Enable ${names.join(', ')}: remove ${metafiles.length === 1 ? 'its line' : 'their lines'} from .packwizignore and list ${metafiles.length === 1 ? 'it' : 'them'} in index.toml again`,
  );
}

/**
 * "Refresh index": index.toml and pack.toml's index hash as `packwiz refresh` writes them (packwizRefresh.ts), as one
 * undoable change. A missing index.toml is created. Null when both are already current. Throws a sentence when the
 * pack cannot be refreshed (pack.toml unreadable, an index outside the pack, a file refresh cannot read).
 */
export async function packwizRefreshDraft(instance: Instance, instanceId: string): Promise<ProposalDraft | null> {
  const project = await loadPackwizProject(instance.root);
  const blocking = project.indexMissing ? project.problems.slice(0, -1) : project.problems;
  const stop = blocking.find((p) => p.unreadable === true) ?? (project.index === null ? blocking[0] : undefined);
  if (project.pack === null || project.indexAbs === null || stop !== undefined)
    throw new MessageError(
      R.packwizNotRefreshed({ detail: (stop ?? project.problems[0])?.text ?? R.packTomlUnreadable({}) }),
    );
  return (await proposeRefresh(project, instance.gameDir, instanceId)).draft;
}

/**
 * The refresh of a pack whose pack.toml was read (`project.indexAbs` known; the caller has refused what blocks a
 * refresh): what `packwiz refresh` would change, and the draft writing it (null when nothing is stale). A created
 * index.toml is moved to `gameDir`'s `backups/` on undo.
 */
export async function proposeRefresh(
  project: PackwizProject,
  gameDir: string,
  instanceId?: string,
): Promise<{ plan: RefreshPlan; draft: ProposalDraft | null }> {
  if (project.indexAbs === null) throw new MessageError(R.packTomlNoIndex({}));
  const plan = await planRefresh(project);
  if (!plan.indexChanged && !plan.packChanged) return { plan, draft: null };
  const ops: FileOperation[] = [];
  const indexAbs = project.index?.abs ?? project.indexAbs;
  if (plan.indexChanged) {
    if (project.index === null)
      ops.push({
        kind: 'create',
        path: indexAbs,
        source: { content: plan.indexText },
        undoPath: undoPathIn(gameDir, path.basename(indexAbs)),
      });
    else ops.push({ kind: 'write', path: indexAbs, content: plan.indexText, previous: await readPackText(indexAbs) });
  }
  if (plan.packChanged)
    ops.push({
      kind: 'write',
      path: project.packFile,
      content: plan.packText,
      previous: await readPackText(project.packFile),
    });
  const draft = draftOf(
    ops,
    `Refresh ${path.basename(indexAbs)} as packwiz refresh does (${plan.changes.length} change${plan.changes.length === 1 ? '' : 's'})`,
    instanceId === undefined ? {} : { instanceId },
  );
  return { plan, draft };
}

/** One metafile's side to set: the metafile relative to the pack root, as PackwizModEntry.metafile gives it. */
export interface SideChange {
  metafile: string;
  side: PackwizSide;
}

/**
 * Setting `side` in metafiles (docs/server-packs.md: the server-pack verdicts as packwiz sides): each metafile edited
 * in place (metafileSideEdit.ts keeps its comments and key order), its index entry re-hashed and pack.toml given the
 * new index hash, as `packwiz refresh` would. When index.toml was already out of date before this change (files
 * changed since the last refresh), the impact says so: only the touched entries are re-hashed here.
 */
export async function packwizSideDraft(
  instance: Instance,
  instanceId: string,
  changes: readonly SideChange[],
): Promise<ProposalDraft> {
  const project = await requireProject(instance);
  const changed = new Map<string, string>();
  const ops: FileOperation[] = [];
  for (const change of changes) {
    const mod = project.mods.find((m) => m.metafile === change.metafile);
    if (mod === undefined || mod.indexEntry === null)
      throw new MessageError(R.packwizNotEnabled({ metafile: change.metafile }));
    const previous = await readPackText(mod.abs);
    const content = metafileWithSide(previous, change.side, change.metafile);
    if (content === previous) continue;
    ops.push({ kind: 'write', path: mod.abs, content, previous });
    changed.set(mod.indexEntry.file, content);
  }
  const stale = await planRefresh(project).then(
    (plan) =>
      plan.changes.filter((c) => c.kind === 'added' || c.kind === 'removed' || c.kind === 'hash-changed').length,
    () => 0,
  );
  ops.push(...(await indexAndPackWrites(project, { changed })));
  const list = changes.map((c) => `${c.metafile} side = "${c.side}"`).join(', ');
  const draft = packwizDraft(instanceId, ops, `Set packwiz sides from the server-pack verdicts: ${list}`);
  return stale > 0
    ? {
        ...draft,
        impact: `index.toml was already out of date (${stale} file${stale === 1 ? '' : 's'} changed since the last refresh); only these metafiles are re-hashed: run packwiz refresh (or Nova's Refresh Index) too.`,
      }
    : draft;
}

const DISABLED_COMMENT = '# disabled by Nova (remove the line below to enable)';

type LoadedProject = PackwizProject & {
  pack: NonNullable<PackwizProject['pack']>;
  index: NonNullable<PackwizProject['index']>;
};

async function requireProject(instance: Instance): Promise<LoadedProject> {
  const project = await loadPackwizProject(instance.root);
  if (project.pack === null || project.index === null) {
    throw new MessageError(R.packFixFirst({ detail: project.problems[0]?.text ?? R.packFilesUnreadable({}) }));
  }
  return project as LoadedProject;
}

/**
 * The writes of index.toml and pack.toml after some metafiles changed (new text) or left the index: those entries get
 * the sha256 of their new text (and the metafile flag), the rest stay as read, and pack.toml gets the new index hash.
 */
async function indexAndPackWrites(
  project: LoadedProject,
  change: { changed?: Map<string, string>; removed?: Set<string> },
): Promise<FileOperation[]> {
  const noHashes = project.pack.options['no-internal-hashes'] === true;
  const ownFormat = project.index.hashFormat === 'sha256' ? undefined : 'sha256';
  const entries: IndexTomlEntry[] = [];
  const seen = new Set<string>();
  for (const e of project.index.entries) {
    if (change.removed?.has(e.file)) continue;
    const text = change.changed?.get(e.file);
    seen.add(e.file);
    entries.push(
      text === undefined
        ? asToml(e)
        : { ...asToml(e), hash: noHashes ? '' : sha256(text), hashFormat: ownFormat, metafile: true },
    );
  }
  for (const [file, text] of change.changed ?? []) {
    if (!seen.has(file))
      entries.push({ file, hash: noHashes ? '' : sha256(text), hashFormat: ownFormat, metafile: true });
  }
  entries.sort((a, b) => byteOrder(a.file, b.file) || byteOrder(a.alias ?? '', b.alias ?? ''));
  const indexText = formatIndexToml(project.index.hashFormat, entries);
  const indexPrevious = await readPackText(project.index.abs);
  const packPrevious = await readPackText(project.packFile);
  const packText = packWithIndexHash(packPrevious, noHashes ? '' : sha256(indexText));
  const ops: FileOperation[] = [];
  if (indexText !== indexPrevious)
    ops.push({ kind: 'write', path: project.index.abs, content: indexText, previous: indexPrevious });
  if (packText !== packPrevious)
    ops.push({ kind: 'write', path: project.packFile, content: packText, previous: packPrevious });
  return ops;
}

function asToml(e: PackwizIndexEntry): IndexTomlEntry {
  return {
    file: e.file,
    hash: e.hash,
    hashFormat: e.ownHashFormat ?? undefined,
    alias: e.alias ?? undefined,
    metafile: e.metafile,
    preserve: e.preserve,
  };
}

function sha256(text: string): string {
  return crypto.createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * Where undo moves a file this change created. The `.undone` ending keeps a set-aside metafile from looking like one
 * (`packwiz refresh` flags every `*.pw.toml` as a metafile), so an undone install can never come back into the pack.
 */
function undoPath(instance: Instance, rel: string): string {
  return undoPathIn(instance.gameDir, rel);
}

function undoPathIn(gameDir: string, rel: string): string {
  return path.join(gameDir, 'backups', `undone-${rel.replace(/[\\/]/g, '_')}.undone`);
}

function packwizDraft(instanceId: string, operations: FileOperation[], summary: string): ProposalDraft {
  return draftOf(operations, summary, { risk: 'safe', instanceId });
}
