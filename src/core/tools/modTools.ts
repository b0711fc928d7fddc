import * as z from 'zod';
import type { ProposalDraft } from '../edits';
import { planModSwitch } from '../planning/modPlanner';
import { impactDataOf } from '../planning/referenceImpact';
import { PlanError } from '../planning/planError';
import { nestedMods, type ModFile, type ModMetadata } from '../model/modFile';
import { checkInstance, modsFolder } from '../checks/workspaceCheck';
import { applySuppressions } from '../checks/problemSuppression';
import { scanInstanceMods } from '../checks/instanceMods';
import { defineTool, ToolError, type AnyTool, type IdRef } from './defineTool';
import { shownPath, sizeText } from '../displayText';
import type { ToolKit } from './toolDeps';
import { fileNameText, listPage, oneLine, paging, quoted } from '../text/toolText';
import { countNoun } from '../text/countNoun';

const INSTANCE_ID = z.string().describe('An id exactly as list_instances shows it; never invent one');
const FILES = z
  .array(z.string())
  .min(1)
  .max(50)
  .describe('Mod file names exactly as list_mods shows them (e.g. "sodium-0.5.8.jar"); never invent one');

/** list_mods, read_mod_info, check_mod_conflicts and the write tools disable_mods / enable_mods. */
export function modTools(kit: ToolKit): AnyTool[] {
  const deps = kit;
  const catalog = kit.instances;
  const scan = async (instanceId: string, signal: AbortSignal) => {
    const entry = await catalog.get(instanceId, signal);
    return { ...entry, files: await scanInstanceMods(deps.scanner, entry.instance, { signal }) };
  };
  const fileRefs = (instanceId: string, files: readonly ModFile[]): IdRef[] =>
    files.map((f) => ({ kind: 'mod-file', value: f.fileName, scope: instanceId }));
  type RenameArgs = { instance_id: string; files: string[] };
  /** The ids a disable_mods / enable_mods call names; id provenance refuses any the model has not seen. */
  const renameIds = (args: RenameArgs): IdRef[] => [
    { kind: 'instance', value: args.instance_id },
    ...args.files.map((f): IdRef => ({ kind: 'mod-file', value: f, scope: args.instance_id })),
  ];
  /** Runs a mod planner over the instance's scanned files; its refusals become ToolErrors telling the model what next. */
  const planned = async (
    args: RenameArgs,
    signal: AbortSignal,
    mode: 'disable' | 'enable',
  ): Promise<ProposalDraft[]> => {
    const { id, instance, files } = await scan(args.instance_id, signal);
    // The pack's references, read once for the whole call and only when mods are taken away.
    const impact = mode === 'disable' ? await impactDataOf(kit.packImpact, instance, signal) : null;
    try {
      return await planModSwitch(instance, id, files, args.files, mode, impact);
    } catch (error) {
      if (error instanceof PlanError) throw new ToolError(modelText(error, id));
      // The packwiz planner's refusal names the metafile and what to fix.
      throw new ToolError(`${(error as Error).message} Nothing was queued.`);
    }
  };

  return [
    defineTool({
      name: 'list_mods',
      displayName: 'List mods',
      description:
        'List the mod files of one instance: file name, mod id, version, loader, side, and whether enabled. ' +
        'Use filter and status to narrow large packs and offset to page. File names shown here are the only valid ' +
        'inputs for read_mod_info, disable_mods and enable_mods.',
      parameters: z.object({
        instance_id: INSTANCE_ID,
        filter: z.string().nullable().describe('Case-insensitive text matched against file names, mod ids and names'),
        status: z
          .enum(['enabled', 'disabled', 'problems'])
          .nullable()
          .describe('Only enabled files, disabled files, or corrupt/metadata-less files'),
        offset: z.number().int().min(0).nullable().describe('Index of the first match to show'),
        limit: z.number().int().min(1).max(100).nullable().describe('Most files to show (default 25, at most 100)'),
      }),
      readOnly: true,
      async execute(args, { signal }) {
        const { id, files } = await scan(args.instance_id, signal);
        const needle = args.filter?.trim().toLowerCase() ?? '';
        const matches = files.filter((f) => matchesStatus(f, args.status) && (needle === '' || matchesText(f, needle)));
        const disabled = files.filter((f) => !f.enabled).length;
        const broken = files.filter((f) => f.kind === 'corrupt').length;
        const narrowed = needle !== '' || args.status !== null;
        const header =
          `${files.length} mod files in ${quoted(id)} (${files.length - disabled} enabled, ${disabled} disabled, ${broken} corrupt)` +
          (narrowed
            ? `; ${matches.length} match${args.filter ? ` filter ${quoted(args.filter, 40)}` : ''}${args.status ? ` status ${args.status}` : ''}`
            : '');
        const { offset, limit } = paging(args.offset, args.limit, 25, 100);
        const again = (next: number) =>
          `list_mods with instance_id=${JSON.stringify(id)}${args.filter ? `, filter=${JSON.stringify(args.filter)}` : ''}${args.status ? `, status="${args.status}"` : ''}, offset=${next}`;
        const page = listPage(header, matches.map(modLine), offset, limit, again);
        return {
          ...page,
          ids: [{ kind: 'instance', value: id }, ...fileRefs(id, matches.slice(offset, offset + limit))],
        };
      },
    }),
    defineTool({
      name: 'read_mod_info',
      displayName: 'Read mod details',
      description:
        'Show one mod file in detail: every mod it declares with version, loader, side, dependencies with version ' +
        'ranges, provided ids, bundled mods, and why it is unreadable if so. Take the file name from list_mods.',
      parameters: z.object({
        instance_id: INSTANCE_ID,
        file: z.string().describe('A file name exactly as list_mods shows it, or a mod id'),
      }),
      readOnly: true,
      async execute(args, { signal }) {
        const { id, files } = await scan(args.instance_id, signal);
        const file =
          files.find((f) => f.fileName === args.file) ?? files.find((f) => f.mods.some((m) => m.id === args.file));
        if (file === undefined) {
          throw new ToolError(
            `no mod file or mod id '${oneLine(args.file, 80)}' in instance '${id}'. Call list_mods with a filter to find its exact file name.`,
          );
        }
        const lines = [
          `${fileNameText(file.fileName)} in ${quoted(id)}: ${file.kind}, ${file.enabled ? 'enabled' : 'disabled'}, ${sizeText(file.size)}`,
        ];
        if (file.error !== null) lines.push(`Problem: ${oneLine(file.error, 200)}`);
        for (const mod of file.mods) lines.push(...modDetail(mod));
        const nested = nestedMods(file.nested);
        if (nested.length > 0)
          lines.push(
            `Bundled mods (${nested.length}): ${nested
              .slice(0, 12)
              .map((m) => `${oneLine(m.id, 40)} ${oneLine(m.version, 24)}`)
              .join(', ')}`,
          );
        if (file.mixinConfigs.length > 0)
          lines.push(
            `Mixin configs: ${file.mixinConfigs
              .slice(0, 6)
              .map((m) => oneLine(m, 60))
              .join(', ')}`,
          );
        return {
          text: lines.join('\n'),
          ids: [{ kind: 'instance', value: id }, ...fileRefs(id, [file])],
          read: [file.path],
        };
      },
    }),
    defineTool({
      name: 'check_mod_conflicts',
      displayName: 'Check mod conflicts',
      description:
        'Check one instance for mod problems: duplicates, missing or wrong-version dependencies, mods that break each ' +
        'other, wrong loader or Minecraft version, corrupt jars. Errors come first. Call it before proposing fixes.',
      parameters: z.object({
        instance_id: INSTANCE_ID,
        offset: z.number().int().min(0).nullable().describe('Index of the first problem to show'),
      }),
      readOnly: true,
      async execute(args, { signal }) {
        const entry = await catalog.get(args.instance_id, signal);
        const check = await checkInstance(entry.instance, { scanner: deps.scanner, locale: deps.locale, signal });
        // The pack's `.nova.json` severities and suppressions, as in the Problems panel and `nova check`.
        await applySuppressions([check], { roots: kit.roots, locale: deps.locale });
        const order = { error: 0, warning: 1, info: 2 } as const;
        const problems = [...check.problems].sort((a, b) => order[a.severity] - order[b.severity]);
        const count = (s: string) => problems.filter((p) => p.severity === s).length;
        const header = `${countNoun(problems.length, 'problem')} in ${quoted(entry.id)}: ${countNoun(count('error'), 'error')}, ${countNoun(count('warning'), 'warning')}, ${count('info')} info`;
        const lines = problems.map((p) => {
          const files = p.files.map((f) => shownPath(modsFolder(entry.instance), f)).slice(0, 4);
          const fix =
            p.fixFile === undefined ? '' : ` · fix: disable ${shownPath(modsFolder(entry.instance), p.fixFile)}`;
          return `- [${p.severity} ${p.code}] ${oneLine(p.message, 260)}${files.length > 0 ? ` · files: ${files.join(', ')}` : ''}${fix}`;
        });
        const { offset, limit } = paging(args.offset, null, 15, 15);
        const page = listPage(
          header,
          lines,
          offset,
          limit,
          (next) => `check_mod_conflicts with instance_id=${JSON.stringify(entry.id)}, offset=${next}`,
        );
        const involved = check.files.filter((f) =>
          problems.some((p) => p.files.includes(f.path) || p.fixFile === f.path),
        );
        return { ...page, ids: [{ kind: 'instance', value: entry.id }, ...fileRefs(entry.id, involved)] };
      },
    }),
    defineTool({
      name: 'disable_mods',
      displayName: 'Disable mods',
      description:
        'Propose disabling mod files by renaming x.jar to x.jar.disabled (reversible; nothing is deleted). The user ' +
        'confirms each item in a checklist; nothing changes until then. Use file names from list_mods.',
      parameters: z.object({ instance_id: INSTANCE_ID, files: FILES }),
      readOnly: false,
      ids: renameIds,
      propose: (args, { signal }) => planned(args, signal, 'disable'),
    }),
    defineTool({
      name: 'enable_mods',
      displayName: 'Enable mods',
      description:
        'Propose enabling disabled mod files by renaming x.jar.disabled back to x.jar. The user confirms each item in ' +
        'a checklist; nothing changes until then. Use the .disabled file names from list_mods.',
      parameters: z.object({ instance_id: INSTANCE_ID, files: FILES }),
      readOnly: false,
      ids: renameIds,
      propose: (args, { signal }) => planned(args, signal, 'enable'),
    }),
  ];
}

/** A mod planner's refusal in words for the model: what is wrong and which tool to call next. */
function modelText(error: PlanError, instanceId: string): string {
  switch (error.code) {
    case 'no-such-file':
      return `there is no file '${oneLine(error.subject, 80)}' in mods/ of instance '${instanceId}' any more. Call list_mods again and use a file name it shows. Nothing was queued.`;
    case 'already-disabled':
      return `${error.subject} is already disabled. Leave it out, or use enable_mods to turn it back on.`;
    case 'already-enabled':
      return `${error.subject} is already enabled. Leave it out.`;
    case 'target-exists':
      return `${error.message} Nothing was queued.`;
  }
}

function matchesStatus(file: ModFile, status: 'enabled' | 'disabled' | 'problems' | null): boolean {
  if (status === 'enabled') return file.enabled;
  if (status === 'disabled') return !file.enabled;
  if (status === 'problems')
    return file.kind === 'corrupt' || file.kind === 'directory' || file.error !== null || file.mods.length === 0;
  return true;
}

function matchesText(file: ModFile, needle: string): boolean {
  if (file.fileName.toLowerCase().includes(needle)) return true;
  return file.mods.some((m) => m.id.toLowerCase().includes(needle) || m.name.toLowerCase().includes(needle));
}

function modLine(file: ModFile): string {
  const state = file.enabled ? '' : ' [disabled]';
  const name = fileNameText(file.fileName);
  if (file.kind === 'corrupt') return `${name}${state} [corrupt: ${oneLine(file.error ?? 'unreadable', 80)}]`;
  if (file.kind === 'directory') return `${name}/ [folder, not loaded as a mod]`;
  if (file.mods.length === 0) return `${name}${state} [${file.kind}, no mod metadata]`;
  const mods = file.mods
    .slice(0, 3)
    .map((m) => `${oneLine(m.id, 40)} ${oneLine(m.version, 24)} ${m.loader}${m.side === 'both' ? '' : ` ${m.side}`}`);
  const extra = file.mods.length > 3 ? ` +${file.mods.length - 3}` : '';
  return `${name}${state} · ${mods.join('; ')}${extra}`;
}

function modDetail(mod: ModMetadata): string[] {
  const lines = [
    `Mod ${oneLine(mod.id, 48)} ${quoted(mod.name, 48)} ${oneLine(mod.version, 32)} · ${mod.loader} (${mod.source}) · side ${mod.side}`,
  ];
  const deps = mod.dependencies.map(
    (d) => `${d.kind} ${oneLine(d.id, 40)}${d.ranges === null ? '' : ` ${oneLine(d.ranges.join(' || '), 40)}`}`,
  );
  if (deps.length > 0)
    lines.push(
      `  dependencies: ${deps.slice(0, 15).join(', ')}${deps.length > 15 ? ` +${deps.length - 15} more` : ''}`,
    );
  if (mod.provides.length > 0)
    lines.push(
      `  provides: ${mod.provides
        .slice(0, 10)
        .map((p) => oneLine(p, 40))
        .join(', ')}`,
    );
  if (mod.javaRange !== undefined) lines.push(`  Java: ${oneLine(mod.javaRange, 24)}`);
  for (const warning of mod.warnings.slice(0, 3)) lines.push(`  warning: ${oneLine(warning, 140)}`);
  return lines;
}
