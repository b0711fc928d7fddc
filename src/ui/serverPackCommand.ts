import * as path from 'node:path';
import * as vscode from 'vscode';
import { scanInstanceMods } from '../core/checks/instanceMods';
import { numberProposals } from '../core/edits';
import type { Instance } from '../core/model/instance';
import type { ModScanner } from '../core/mods/modScanner';
import { proposeServerPack } from '../core/planning/serverPackPlanner';
import type { ChangeApplier } from '../core/ports';
import { serverSideVerdicts } from '../core/serverPacks/serverPack';
import type { ModVerdict, SideVerdicts } from '../core/serverPacks/sideVerdicts';
import { errorMessage, safeFileName } from '../core/text/textSafety';
import { untrustedRefusal } from '../host/workspaceTrust';
import { namedOrPickedInstance } from './instancePicker';

export interface ServerPackCommandDeps {
  instances: () => Promise<Instance[]>;
  scanner: ModScanner;
  /** Applies and journals the new zip, so "Nova: Undo Last Change" takes it back. */
  applier: ChangeApplier;
}

interface VerdictItem extends vscode.QuickPickItem {
  verdict: ModVerdict;
}

/**
 * "Nova: Create Server Pack…": the verdicts as a checklist (ticked: goes on the server; untick or tick to override),
 * then the zip built under a cancellable progress notification and applied through the one applier, then a report
 * page naming every verdict, its reason and the problems.
 */
export function registerServerPackCommand(deps: ServerPackCommandDeps): vscode.Disposable {
  return vscode.commands.registerCommand('nova.createServerPack', async (target?: unknown) => {
    const untrusted = untrustedRefusal('change');
    if (untrusted !== null) {
      void vscode.window.showWarningMessage(untrusted);
      return;
    }
    try {
      await createServerPack(deps, target);
    } catch (error) {
      if (error instanceof vscode.CancellationError || (error as Error).name === 'AbortError') {
        void vscode.window.showInformationMessage(vscode.l10n.t('Cancelled; nothing was written.'));
        return;
      }
      void vscode.window.showErrorMessage(
        vscode.l10n.t('Nova could not create the server pack: {0}', errorMessage(error)),
      );
    }
  });
}

/** `named`: the instance a menu names (an id, see instanceFromArgument); otherwise the person picks one. */
async function createServerPack(deps: ServerPackCommandDeps, named?: unknown): Promise<void> {
  const instance = await namedOrPickedInstance(
    named,
    deps.instances,
    vscode.l10n.t('Create a server pack of which instance?'),
  );
  if (instance === undefined) return;
  const verdicts = await withProgress(
    vscode.l10n.t('Reading which side each mod of {0} runs on…', instance.name),
    (signal) =>
      scanInstanceMods(deps.scanner, instance, { signal }).then((files) => serverSideVerdicts(instance, files, signal)),
  );
  if (verdicts.verdicts.length === 0) {
    void vscode.window.showWarningMessage(
      vscode.l10n.t('{0} has no enabled mods to put in a server pack.', instance.name),
    );
    return;
  }
  const picked = await vscode.window.showQuickPick(verdictItems(verdicts), {
    title: vscode.l10n.t('Server pack of {0}: ticked mods go on the server', instance.name),
    placeHolder: vscode.l10n.t('Untick a mod to leave it out, tick one to keep it; Enter to build the pack'),
    canPickMany: true,
    matchOnDetail: true,
    ignoreFocusOut: true,
  });
  if (picked === undefined) return;
  const chosen = overridden(verdicts, new Set(picked.map((p) => p.verdict)));
  const folder = vscode.workspace.workspaceFolders?.find((f) => instance.root.startsWith(f.uri.fsPath));
  const target = await vscode.window.showSaveDialog({
    title: vscode.l10n.t('Save the server pack'),
    defaultUri: vscode.Uri.file(
      path.join(
        folder?.uri.fsPath ?? path.dirname(instance.root),
        `${safeFileName(instance.name, { fallback: 'instance' })}-server.zip`,
      ),
    ),
    filters: { [vscode.l10n.t('Zip archives')]: ['zip'] },
  });
  if (target === undefined) return;
  const { draft, result } = await withProgress(
    vscode.l10n.t('Building the server pack of {0}…', instance.name),
    (signal, report) =>
      proposeServerPack(
        {
          instance,
          instanceId: instance.id,
          verdicts: chosen,
          target: target.fsPath,
          onFile: (done, total) => report(vscode.l10n.t('{0} of {1} files', done, total), done / Math.max(total, 1)),
        },
        signal,
      ),
  );
  const label = vscode.l10n.t('Create server pack {0}', path.basename(target.fsPath));
  const [outcome] = await deps.applier.apply(
    numberProposals([draft], { name: 'create_server_pack', displayName: label }),
    label,
  );
  if (outcome?.status !== 'applied') {
    void vscode.window.showErrorMessage(
      vscode.l10n.t('Nova did not apply "{0}": {1}', label, outcome?.detail ?? vscode.l10n.t('unknown reason')),
    );
    return;
  }
  const report = await vscode.workspace.openTextDocument({
    language: 'markdown',
    content: reportText(
      instance,
      result.verdicts,
      result.problems.map((p) => p.message),
      result.skipped,
    ),
  });
  await vscode.window.showTextDocument(report, { preview: true });
  const kept = result.verdicts.filter((v) => v.verdict !== 'drop').length;
  const message = vscode.l10n.t(
    'Created {0}: {1} mods kept, {2} dropped.',
    path.basename(target.fsPath),
    kept,
    result.verdicts.length - kept,
  );
  if (result.problems.length > 0)
    void vscode.window.showWarningMessage(
      `${message} ${vscode.l10n.t('{0} problems need attention; see the report.', result.problems.length)}`,
    );
  else void vscode.window.showInformationMessage(message);
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
      detail: verdict.reason,
      picked: verdict.verdict !== 'drop',
    }));
}

/** The verdicts with the person's choices: a ticked drop is kept, an unticked keep is left out, both said why. */
function overridden(verdicts: SideVerdicts, ticked: ReadonlySet<ModVerdict>): SideVerdicts {
  return {
    problems: verdicts.problems,
    verdicts: verdicts.verdicts.map((v) => {
      const keep = ticked.has(v);
      if (keep === (v.verdict !== 'drop')) return v;
      return keep
        ? { ...v, verdict: 'keep', reason: `kept by you (Nova said: ${v.reason})` }
        : {
            ...v,
            verdict: 'drop',
            reason:
              v.requiredBy.length > 0
                ? `left out by you although ${v.requiredBy.join(', ')} require it`
                : `left out by you (Nova said: ${v.reason})`,
          };
    }),
  };
}

function reportText(
  instance: Instance,
  verdicts: readonly ModVerdict[],
  problems: string[],
  skipped: string[],
): string {
  const section = (title: string, list: readonly ModVerdict[]): string =>
    list.length === 0
      ? ''
      : `## ${title}\n\n${list.map((v) => `- **${v.file.fileName}**: ${v.reason}`).join('\n')}\n\n`;
  return (
    `# ${vscode.l10n.t('Server pack of {0}', instance.name)}\n\n` +
    (problems.length > 0 ? `## ${vscode.l10n.t('Problems')}\n\n${problems.map((p) => `- ${p}`).join('\n')}\n\n` : '') +
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
  return Promise.resolve(
    vscode.window.withProgress<T>(
      { location: vscode.ProgressLocation.Notification, title, cancellable: true },
      (progress, token): Promise<T> => {
        const controller = new AbortController();
        const subscription = token.onCancellationRequested(() => controller.abort(new vscode.CancellationError()));
        let reported = 0;
        return task(controller.signal, (message, fraction) => {
          const increment = Math.max(0, fraction * 100 - reported);
          reported += increment;
          progress.report({ message, increment });
        }).finally(() => {
          subscription.dispose();
        });
      },
    ),
  );
}
