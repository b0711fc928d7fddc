import * as path from 'node:path';
import * as vscode from 'vscode';
import { withCancellableProgress } from './cancellableProgress';
import { filesCount } from './countText';
import { modsCount } from './toolCardText';
import { showFailure } from './failureToast';
import { scanInstanceMods } from '../core/checks/instanceMods';
import { numberProposals } from '../core/edits';
import type { Instance } from '../core/model/instance';
import type { ModScanner } from '../core/mods/modScanner';
import { proposePackwizSides, proposeServerPack } from '../core/planning/serverPackPlanner';
import type { ModrinthClient } from '../core/modrinth/modrinthClient';
import type { ChangeApplier } from '../core/ports';
import { serverSideVerdicts } from '../core/serverPacks/serverPack';
import { verdictReason, type VerdictWhy } from '../core/serverPacks/serverPackMessages';
import type { ModVerdict, SideVerdicts } from '../core/serverPacks/sideVerdicts';
import { renderMessage } from '../core/locale/messageCatalog';
import { hostLocale } from './locale';
import { safeFileName } from '../core/text/textSafety';
import { untrustedRefusal } from '../host/workspaceTrust';
import { showApprovalChecklist } from './approvalChecklist';
import { instanceFromArgument, pickInstance } from './instancePicker';
import { outcomeText } from './outcomeText';

export interface ServerPackCommandDeps {
  instances: () => Promise<Instance[]>;
  scanner: ModScanner;
  /** Applies and journals the new zip, so "Nova: Undo Last Change" takes it back. */
  applier: ChangeApplier;
  /**
   * The Modrinth client while `nova.network.enabled` is on (and the workspace trusted), else undefined: Modrinth's
   * side labels are then a weak signal of the verdicts (docs/server-packs.md).
   */
  modrinth?: () => ModrinthClient | undefined;
}

interface VerdictItem extends vscode.QuickPickItem {
  verdict: ModVerdict;
}

/** Optional second argument of `nova.createServerPack` (after an instance argument): where to save the zip. */
export interface CreateServerPackOptions {
  /** The zip to create, instead of asking with a save dialog; it must not exist. */
  out?: string;
}

/** One verdict checklist as it was shown: each row's file, description and whether it started ticked. */
export type ShownChecklist = Array<{ label: string; description: string; picked: boolean }>;

/** The command's registration, and the checklists it showed (read by the in-host tests). */
export interface ServerPackCommand extends vscode.Disposable {
  readonly shown: readonly ShownChecklist[];
}

/**
 * "Nova: Create Server Pack…": the verdicts as a checklist (ticked: goes on the server; untick or tick to override),
 * then the zip built under a cancellable progress notification and applied through the one applier, then a report
 * page naming every verdict, its reason and the problems.
 */
export function registerServerPackCommand(deps: ServerPackCommandDeps): ServerPackCommand {
  const shown: ShownChecklist[] = [];
  const registration = vscode.commands.registerCommand(
    'nova.createServerPack',
    async (target?: unknown, options?: CreateServerPackOptions) => {
      const untrusted = untrustedRefusal('change');
      if (untrusted !== null) {
        void vscode.window.showWarningMessage(untrusted);
        return;
      }
      try {
        await createServerPack(deps, shown, target, options ?? {});
      } catch (error) {
        if (error instanceof vscode.CancellationError || (error as Error).name === 'AbortError') {
          void vscode.window.showInformationMessage(vscode.l10n.t('Cancelled; nothing was written.'));
          return;
        }
        void showFailure(vscode.l10n.t('Nova could not create the server pack.'), error);
      }
    },
  );
  return {
    shown,
    dispose: () => {
      registration.dispose();
    },
  };
}

async function createServerPack(
  deps: ServerPackCommandDeps,
  shown: ShownChecklist[],
  target: unknown,
  options: CreateServerPackOptions,
): Promise<void> {
  // An instance the argument names (an id, a tree item, a Uri inside it), or the one the person picks.
  const instance =
    instanceFromArgument(target, await deps.instances()) ??
    (await pickInstance(deps.instances, vscode.l10n.t('Create a server pack of which instance?')));
  if (instance === undefined) return;
  const verdicts = await withProgress(
    vscode.l10n.t('Reading which side each mod of {0} runs on…', instance.name),
    (signal) => {
      const modrinth = deps.modrinth?.();
      return scanInstanceMods(deps.scanner, instance, { signal }).then((files) =>
        serverSideVerdicts(instance, files, signal, modrinth !== undefined ? { modrinth } : {}),
      );
    },
  );
  if (verdicts.verdicts.length === 0) {
    void vscode.window.showWarningMessage(
      vscode.l10n.t('{0} has no enabled mods to put in a server pack.', instance.name),
    );
    return;
  }
  const items = verdictItems(verdicts);
  shown.push(items.map((i) => ({ label: i.label, description: i.description ?? '', picked: i.picked === true })));
  const picked = await pickVerdicts(
    items,
    vscode.l10n.t('Server pack of {0}: ticked mods go on the server', instance.name),
  );
  if (picked === undefined) return;
  const chosen = overridden(verdicts, new Set(picked.map((p) => p.verdict)));
  await proposeSides(deps, instance, chosen);
  const folder = vscode.workspace.workspaceFolders?.find((f) => instance.root.startsWith(f.uri.fsPath));
  const saveTo =
    options.out !== undefined
      ? vscode.Uri.file(options.out)
      : await vscode.window.showSaveDialog({
          title: vscode.l10n.t('Save the server pack'),
          defaultUri: vscode.Uri.file(
            path.join(
              folder?.uri.fsPath ?? path.dirname(instance.root),
              `${safeFileName(instance.name, { fallback: 'instance' })}-server.zip`,
            ),
          ),
          filters: { [vscode.l10n.t('Zip archives')]: ['zip'] },
        });
  if (saveTo === undefined) return;
  const { draft, result } = await withProgress(
    vscode.l10n.t('Building the server pack of {0}…', instance.name),
    (signal, report) =>
      proposeServerPack(
        {
          instance,
          instanceId: instance.id,
          verdicts: chosen,
          target: saveTo.fsPath,
          onFile: (done, total) =>
            report(vscode.l10n.t('{0} of {1}', done, filesCount(total)), done / Math.max(total, 1)),
        },
        signal,
      ),
  );
  const label = vscode.l10n.t('Create server pack {0}', path.basename(saveTo.fsPath));
  const [outcome] = await deps.applier.apply(
    numberProposals([draft], { name: 'create_server_pack', displayName: label }),
    label,
  );
  if (outcome?.status !== 'applied') {
    void vscode.window.showErrorMessage(
      vscode.l10n.t('Nova did not apply "{0}": {1}', label, outcomeText(outcome) ?? vscode.l10n.t('unknown reason')),
    );
    return;
  }
  const report = await vscode.workspace.openTextDocument({
    language: 'markdown',
    content: reportText(
      instance,
      result.verdicts,
      result.problems.map((p) => renderMessage(p.text, hostLocale())),
      result.skipped,
      result.notes,
    ),
  });
  await vscode.window.showTextDocument(report, { preview: true });
  const kept = result.verdicts.filter((v) => v.verdict !== 'drop').length;
  const message = vscode.l10n.t(
    'Created {0}: kept {1}, dropped {2}.',
    path.basename(saveTo.fsPath),
    modsCount(kept),
    result.verdicts.length - kept,
  );
  if (result.problems.length > 0)
    void vscode.window.showWarningMessage(
      `${message} ${
        result.problems.length === 1
          ? vscode.l10n.t('1 problem needs attention; see the report.')
          : vscode.l10n.t('{0} problems need attention; see the report.', result.problems.length)
      }`,
    );
  else void vscode.window.showInformationMessage(message);
}

/**
 * For a packwiz pack: the chosen verdicts as `side` changes of its metafiles (index and pack.toml re-hashed), offered
 * in Nova's approval checklist before the pack is built; unticked or Escape leaves every metafile as it is.
 */
async function proposeSides(deps: ServerPackCommandDeps, instance: Instance, chosen: SideVerdicts): Promise<void> {
  const sides = await proposePackwizSides(instance, instance.id, chosen.verdicts);
  if (sides === null) return;
  const label = vscode.l10n.t('Set packwiz sides of {0}', instance.name);
  const proposals = numberProposals([sides.draft], { name: 'create_server_pack', displayName: label });
  const accepted = await showApprovalChecklist(proposals, new AbortController().signal);
  if (accepted === undefined || accepted.length === 0) return;
  const [outcome] = await deps.applier.apply(proposals, label, accepted);
  if (outcome?.status !== 'applied')
    void vscode.window.showErrorMessage(
      vscode.l10n.t('Nova did not apply "{0}": {1}', label, outcomeText(outcome) ?? vscode.l10n.t('unknown reason')),
    );
}

/**
 * The verdict checklist. A QuickPick whose items and ticks are set before it is shown, so that Enter pressed at once
 * accepts the ticks shown (`showQuickPick` sends its items after showing a busy list: an early Enter would accept
 * none, dropping every mod). Resolves with the ticked items, or undefined when closed without Enter.
 */
function pickVerdicts(items: VerdictItem[], title: string): Promise<readonly VerdictItem[] | undefined> {
  return new Promise((resolve) => {
    const pick = vscode.window.createQuickPick<VerdictItem>();
    pick.title = title;
    pick.placeholder = vscode.l10n.t('Untick a mod to leave it out, tick one to keep it; Enter to build the pack');
    pick.canSelectMany = true;
    pick.matchOnDetail = true;
    pick.ignoreFocusOut = true;
    pick.items = items;
    pick.selectedItems = items.filter((i) => i.picked === true);
    let result: readonly VerdictItem[] | undefined;
    pick.onDidAccept(() => {
      result = pick.selectedItems;
      pick.hide();
    });
    pick.onDidHide(() => {
      pick.dispose();
      resolve(result);
    });
    pick.show();
  });
}

function verdictItems(verdicts: SideVerdicts): VerdictItem[] {
  const order = { drop: 0, undecided: 1, keep: 2 } as const;
  return [...verdicts.verdicts]
    .sort((a, b) => order[a.verdict] - order[b.verdict] || a.file.fileName.localeCompare(b.file.fileName))
    .map((verdict) => ({
      verdict,
      label: verdict.file.fileName,
      description:
        verdict.verdict === 'drop'
          ? vscode.l10n.t('client-only: left out')
          : verdict.verdict === 'undecided'
            ? vscode.l10n.t('cannot judge: kept')
            : vscode.l10n.t('kept'),
      detail: verdictReason(verdict.why, hostLocale()),
      picked: verdict.verdict !== 'drop',
    }));
}

/** The verdicts with the person's choices: a ticked drop is kept, an unticked keep is left out, both said why. */
function overridden(verdicts: SideVerdicts, ticked: ReadonlySet<ModVerdict>): SideVerdicts {
  return {
    ...verdicts,
    verdicts: verdicts.verdicts.map((v) => {
      const keep = ticked.has(v);
      if (keep === (v.verdict !== 'drop')) return v;
      const why: VerdictWhy = keep
        ? { kind: 'kept-by-you', said: v.why }
        : { kind: 'left-out-by-you', said: v.why, requiredBy: v.requiredBy };
      return { ...v, verdict: keep ? 'keep' : 'drop', reason: verdictReason(why), why };
    }),
  };
}

function reportText(
  instance: Instance,
  verdicts: readonly ModVerdict[],
  problems: string[],
  skipped: string[],
  notes: readonly string[],
): string {
  const section = (title: string, list: readonly ModVerdict[]): string =>
    list.length === 0
      ? ''
      : `## ${title}\n\n${list.map((v) => `- **${v.file.fileName}**: ${verdictReason(v.why, hostLocale())}`).join('\n')}\n\n`;
  return (
    `# ${vscode.l10n.t('Server pack of {0}', instance.name)}\n\n` +
    (problems.length > 0 ? `## ${vscode.l10n.t('Problems')}\n\n${problems.map((p) => `- ${p}`).join('\n')}\n\n` : '') +
    (notes.length > 0 ? `## ${vscode.l10n.t('Notes')}\n\n${notes.map((n) => `- ${n}`).join('\n')}\n\n` : '') +
    section(
      vscode.l10n.t('Dropped'),
      verdicts.filter((v) => v.verdict === 'drop'),
    ) +
    section(
      vscode.l10n.t('Kept, undecided'),
      verdicts.filter((v) => v.verdict === 'undecided'),
    ) +
    section(
      vscode.l10n.t('Kept'),
      verdicts.filter((v) => v.verdict === 'keep'),
    ) +
    (skipped.length > 0 ? `## ${vscode.l10n.t('Left out')}\n\n${skipped.map((s) => `- ${s}`).join('\n')}\n` : '')
  );
}

function withProgress<T>(
  title: string,
  task: (signal: AbortSignal, report: (message: string, fraction: number) => void) => Promise<T>,
): Promise<T> {
  return withCancellableProgress(title, (signal, progress) => {
    let reported = 0;
    return task(signal, (message, fraction) => {
      const increment = Math.max(0, fraction * 100 - reported);
      reported += increment;
      progress.report({ message, increment });
    });
  });
}
