import * as path from 'node:path';
import type { ImpactPart, ProposalDraft } from '../edits';
import { PlanMessages } from './planMessages';
import { disableModDraft, enableModDraft } from './drafts';
import type { Instance } from '../model/instance';
import { nestedMods, type ModFile } from '../model/modFile';
import { packwizDisableDraft, packwizEnableDraft, packwizRefreshDraft } from './packwizPlanner';
import { oneLine } from '../text/toolText';
import { PlanError } from './planError';
import { PlanRefusalMessages as R } from './planRefusalMessages';
import { MessageError } from '../locale/messageError';
import { pathExists } from '../fs/pathExists';
import { removalImpact, type PackImpactData } from './referenceImpact';
import { withImpact } from './drafts';

/**
 * Disabling and enabling mods: renames `x.jar` ⇄ `x.jar.disabled`, never a deletion. The chat tools, the quick fix,
 * the palette command and the Explorer menu all plan through here.
 */

/**
 * One draft per named file of a scanned mods folder (each name once, in order), each saying who stops loading when
 * the batch is disabled and, with `impact` (the pack's references, read once for the plan), how many script,
 * data-pack and config references to its ids would break. Throws PlanError `no-such-file` or `already-disabled`.
 */
export function planDisableMods(
  files: readonly ModFile[],
  names: readonly string[],
  instanceId: string,
  impact?: PackImpactData | null,
): ProposalDraft[] {
  const batch = new Set(names);
  const remaining = files.filter((f) => !batch.has(f.fileName));
  return [...batch].map((name) => {
    const file = requireFile(files, name, instanceId);
    if (!file.enabled)
      throw new PlanError('already-disabled', R.alreadyDisabled({ file: file.fileName }), file.fileName);
    const parts: ImpactPart[] = [...(dependentsImpact(file, files, batch) ?? [])];
    // The rest of the batch goes too, so what only it and this file provide counts as lost for this file.
    const references = impact == null ? undefined : removalImpact([file], [file, ...remaining], impact);
    if (references !== undefined) parts.push(references);
    return disableModDraft(file.path, instanceId, parts.length > 0 ? parts : undefined);
  });
}

/** One draft per named `.disabled` file, each saying when enabling it makes a duplicate. PlanError `no-such-file`, `already-enabled`. */
export function planEnableMods(
  files: readonly ModFile[],
  names: readonly string[],
  instanceId: string,
): ProposalDraft[] {
  return [...new Set(names)].map((name) => {
    const file = requireFile(files, name, instanceId);
    if (file.enabled) throw new PlanError('already-enabled', R.alreadyEnabled({ file: file.fileName }), file.fileName);
    return enableModDraft(file.path, instanceId, duplicateImpact(file, files));
  });
}

/**
 * Disabling one jar named by path (a problem's fix file, the Explorer menu), checked on disk: PlanError
 * `already-disabled`, `no-such-file` or `target-exists` (the `.disabled` name is taken; nothing is overwritten).
 */
export async function planDisableFile(filePath: string, instanceId?: string): Promise<ProposalDraft> {
  const name = path.basename(filePath);
  if (name.endsWith('.disabled')) throw new PlanError('already-disabled', R.alreadyDisabled({ file: name }), name);
  if (!(await pathExists(filePath))) throw new PlanError('no-such-file', R.noLongerExists({ file: name }), name);
  const draft = disableModDraft(filePath, instanceId ?? '');
  const target = `${filePath}.disabled`;
  if (await pathExists(target))
    throw new PlanError('target-exists', R.targetExists({ target: path.basename(target), file: name }), name);
  return instanceId === undefined ? withoutInstance(draft) : draft;
}

/**
 * Enabling one `.disabled` jar named by path (the Mods view's checkbox, "Nova: Enable Mod…"), the mirror of
 * {@link planDisableFile}: PlanError `already-enabled`, `no-such-file` or `target-exists` (the enabled name is taken).
 */
export async function planEnableFile(filePath: string, instanceId?: string): Promise<ProposalDraft> {
  const name = path.basename(filePath);
  if (!name.endsWith('.disabled')) throw new PlanError('already-enabled', R.alreadyEnabled({ file: name }), name);
  if (!(await pathExists(filePath))) throw new PlanError('no-such-file', R.noLongerExists({ file: name }), name);
  const draft = enableModDraft(filePath, instanceId ?? '');
  const target = filePath.slice(0, -'.disabled'.length);
  if (await pathExists(target))
    throw new PlanError('target-exists', R.targetExists({ target: path.basename(target), file: name }), name);
  return instanceId === undefined ? withoutInstance(draft) : draft;
}

/**
 * The drafts for a person's own toggle of some mod files of one instance (the Mods view's checkboxes, "Nova: Enable
 * Mod…"): each jar through {@link planDisableFile} / {@link planEnableFile}, checked on disk; the pack's packwiz
 * metafiles together in one `.packwizignore` and index draft. Files already in the wanted state are left out.
 * Throws the first refusal (PlanError for jars, Error naming the metafile for a pack).
 */
export async function planModToggles(
  instance: Instance,
  files: readonly ModFile[],
  enable: boolean,
  impact?: { data: PackImpactData | null; all: readonly ModFile[] },
): Promise<ProposalDraft[]> {
  const todo = files.filter((f) => f.enabled !== enable && f.kind !== 'directory');
  const drafts: ProposalDraft[] = [];
  const all = impact?.all ?? files;
  const remaining = all.filter((f) => !todo.includes(f));
  const withReferences = (draft: ProposalDraft, removed: readonly ModFile[]): ProposalDraft => {
    const line =
      enable || impact?.data == null ? undefined : removalImpact(removed, [...removed, ...remaining], impact.data);
    return line === undefined ? draft : withImpact(draft, [line]);
  };
  for (const file of todo.filter((f) => f.packwiz === undefined))
    drafts.push(withReferences(await (enable ? planEnableFile : planDisableFile)(file.path, instance.id), [file]));
  const packwiz = todo.filter((f) => f.packwiz !== undefined);
  if (packwiz.length > 0)
    drafts.push(
      withReferences(
        await (enable ? packwizEnableDraft : packwizDisableDraft)(
          instance,
          instance.id,
          packwiz.map((f) => f.path),
        ),
        packwiz,
      ),
    );
  return drafts;
}

/**
 * The drafts for disabling or enabling the named files of a scanned mods folder (the chat's disable_mods and
 * enable_mods): the one place that splits jars from packwiz metafiles. Jars go through {@link planDisableMods} /
 * {@link planEnableMods} (one draft each, with its impact); the pack's metafiles go together into one
 * `.packwizignore` and index draft (docs/packwiz.md). Throws PlanError for a name that is missing or already in the
 * wanted state, and the packwiz planner's Error (naming the metafile) when the pack cannot be changed.
 */
export async function planModSwitch(
  instance: Instance,
  instanceId: string,
  files: readonly ModFile[],
  names: readonly string[],
  mode: 'disable' | 'enable',
  impact?: PackImpactData | null,
): Promise<ProposalDraft[]> {
  const wanted = [...new Set(names)];
  const metafiles = files.filter((f) => f.packwiz !== undefined && wanted.includes(f.fileName));
  const jars = wanted.filter((n) => !metafiles.some((m) => m.fileName === n));
  const drafts =
    mode === 'disable' ? planDisableMods(files, jars, instanceId, impact) : planEnableMods(files, jars, instanceId);
  if (metafiles.length === 0) return drafts;
  const wrongState = metafiles.find((f) => f.enabled !== (mode === 'disable'));
  if (wrongState !== undefined) {
    const code = wrongState.enabled ? 'already-enabled' : 'already-disabled';
    const file = wrongState.fileName;
    throw new PlanError(code, (wrongState.enabled ? R.alreadyEnabled : R.alreadyDisabled)({ file }), file);
  }
  const paths = metafiles.map((f) => f.path);
  const draft = await (mode === 'disable' ? packwizDisableDraft : packwizEnableDraft)(instance, instanceId, paths);
  const remaining = files.filter((f) => !wanted.includes(f.fileName));
  const line =
    mode === 'disable' && impact != null ? removalImpact(metafiles, [...metafiles, ...remaining], impact) : undefined;
  drafts.push(line === undefined ? draft : withImpact(draft, [line]));
  return drafts;
}

function withoutInstance(draft: ProposalDraft): ProposalDraft {
  const { instanceId: _dropped, ...rest } = draft;
  return rest;
}

function requireFile(files: readonly ModFile[], name: string, instanceId: string): ModFile {
  const file = files.find((f) => f.fileName === name);
  if (file === undefined)
    throw new PlanError('no-such-file', R.noSuchModFile({ file: oneLine(name, 80), instance: instanceId }), name);
  return file;
}

function idsProvided(file: ModFile): Set<string> {
  const ids = new Set<string>();
  for (const mod of [...file.mods, ...nestedMods(file.nested)]) {
    ids.add(mod.id);
    for (const p of mod.provides) ids.add(p);
  }
  return ids;
}

/** Who stops loading when `target` (and the rest of the batch) is disabled: enabled mods requiring an id nobody else provides. */
function dependentsImpact(
  target: ModFile,
  files: readonly ModFile[],
  batch: ReadonlySet<string>,
): ImpactPart[] | undefined {
  const lost = idsProvided(target);
  const remaining = files.filter((f) => f.enabled && !batch.has(f.fileName));
  for (const other of remaining) for (const id of idsProvided(other)) lost.delete(id);
  if (lost.size === 0) return undefined;
  const dependents: string[] = [];
  const needed = new Set<string>();
  for (const file of remaining) {
    for (const mod of file.mods) {
      const required = mod.dependencies.filter((d) => d.kind === 'required' && lost.has(d.id));
      if (required.length === 0) continue;
      dependents.push(oneLine(mod.name, 40));
      for (const d of required) needed.add(d.id);
    }
  }
  if (dependents.length === 0) return undefined;
  // What is lost is named as people know it ("Sodium", "Fabric API"), the mod's own name for the id it provides.
  const nameOf = new Map<string, string>();
  for (const mod of [...target.mods, ...nestedMods(target.nested)]) {
    for (const id of [mod.id, ...mod.provides]) if (!nameOf.has(id)) nameOf.set(id, oneLine(mod.name, 40));
  }
  const lostNames = [...new Set([...needed].map((id) => nameOf.get(id) ?? id))];
  const names = dependents.slice(0, 4).join(', ') + (dependents.length > 4 ? ` and ${dependents.length - 4} more` : '');
  return [
    PlanMessages.dependentsStopLoading({
      dependents: names,
      many: dependents.length !== 1,
      lost: lostNames.slice(0, 3).join(', '),
    }),
  ];
}

/** Enabling a file whose mod id another enabled file already provides makes a duplicate. */
function duplicateImpact(target: ModFile, files: readonly ModFile[]): ImpactPart[] | undefined {
  const ids = new Set(target.mods.map((m) => m.id));
  const clash = files.find((f) => f.enabled && f.mods.some((m) => ids.has(m.id)));
  if (clash === undefined) return undefined;
  return [PlanMessages.duplicateModId({ file: clash.fileName })];
}

/**
 * "Refresh packwiz index" (the quick fix on a stale index and "Nova: Refresh packwiz Index"): index.toml and pack.toml
 * as `packwiz refresh` writes them, as one draft for the applier. Null when they are already current; throws a
 * sentence when the pack cannot be refreshed.
 */
export async function planPackwizRefresh(instance: Instance): Promise<ProposalDraft | null> {
  if (instance.layout !== 'packwiz') throw new MessageError(R.notPackwizPack({ instance: instance.name }));
  return packwizRefreshDraft(instance, instance.id);
}
