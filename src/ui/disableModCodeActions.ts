import * as path from 'node:path';
import * as vscode from 'vscode';
import { numberProposals, type ProposalDraft } from '../core/edits';
import { planDisableFile } from '../core/planning/modPlanner';
import { PlanError } from '../core/planning/planError';
import type { ChangeApplier } from '../core/ports';
import { DIAGNOSTIC_SOURCE, type ConflictDiagnostics } from './conflictDiagnostics';
import { modDocumentUri } from './modDocument';
import type { ProblemFix } from '../core/checks/problemFixes';
import { problemFixTitle, problemQuickFixes } from '../core/checks/problemQuickFixes';
import { renderMessage } from '../core/locale/messageCatalog';
import type { Problem } from '../core/model/problem';
import { readNovaConfig } from '../host/novaConfig';
import { hostLocale } from './locale';
import { novaDiagnosticCode } from './novaDiagnosticCode';
import { localizedError } from '../core/locale/messageError';
import { outcomeText } from './outcomeText';

/** The command a picked quick fix runs: it plans the rename and applies it through the one applier. */
export const DISABLE_QUICK_FIX_COMMAND = 'nova.quickFix.disableMod';
/** Finds a mod on Modrinth: Nova's Add Mod search pre-filled when network access is on, else modrinth.com's search. */
export const FIND_ON_MODRINTH_COMMAND = 'nova.quickFix.findOnModrinth';

/** The VS Code command of one model-free fix, with its title (problemQuickFixes.ts) in the person's language. */
export function fixCommand(fix: ProblemFix, instance: string): vscode.Command {
  const title = renderMessage(problemFixTitle(fix), hostLocale());
  switch (fix.kind) {
    case 'disable':
      return { command: DISABLE_QUICK_FIX_COMMAND, title, arguments: [fix.file, instance] };
    case 'findOnModrinth':
      return { command: FIND_ON_MODRINTH_COMMAND, title, arguments: [fix.query, instance] };
    case 'openFile': {
      const line = Math.max(0, (fix.line ?? 1) - 1);
      const column = Math.max(0, (fix.column ?? 1) - 1);
      return {
        command: 'vscode.open',
        title,
        arguments: [vscode.Uri.file(fix.file), { selection: new vscode.Range(line, column, line, column) }],
      };
    }
    case 'revealFile':
      return { command: 'revealFileInOS', title, arguments: [vscode.Uri.file(fix.file)] };
    case 'openSetting':
      return { command: 'workbench.action.openSettings', title, arguments: [fix.setting] };
    case 'checkUpdates':
      return { command: 'nova.checkUpdates', title, arguments: [] };
  }
}

/** https://modrinth.com's mod search for `query`, for when Nova may not reach Modrinth itself. */
export function modrinthSearchUrl(query: string): vscode.Uri {
  return vscode.Uri.parse(`https://modrinth.com/mods?q=${encodeURIComponent(query)}`);
}

/**
 * Quick fixes for Nova diagnostics, every one without a model (problemFixes.ts): disable the offending jar (or the mod
 * that needs a missing one) by renaming it to `.disabled`, find a missing mod on Modrinth, open or reveal the file. Offering a fix reads
 * only the diagnostics in memory (VS Code asks for code actions far more often than one is picked, so nothing here
 * touches the disk); picking it runs {@link DISABLE_QUICK_FIX_COMMAND}, which plans the rename with the mod planner
 * against the disk as it is then and applies it through `ChangeApplier.apply` like every other change.
 */
export class DisableModCodeActions implements vscode.CodeActionProvider {
  static readonly metadata: vscode.CodeActionProviderMetadata = {
    providedCodeActionKinds: [vscode.CodeActionKind.QuickFix],
  };

  constructor(private readonly diagnostics: ConflictDiagnostics) {}

  /** The command behind the quick fix; a refusal (the jar is gone, the `.disabled` name is taken) is shown, not thrown. */
  static registerCommand(applier: ChangeApplier): vscode.Disposable {
    return vscode.Disposable.from(
      vscode.commands.registerCommand(FIND_ON_MODRINTH_COMMAND, async (query: unknown, instance: unknown) => {
        if (typeof query !== 'string' || query === '') return;
        if (readNovaConfig().networkEnabled && vscode.workspace.isTrusted) {
          await vscode.commands.executeCommand('nova.addMod', { query, instance });
          return;
        }
        await vscode.env.openExternal(modrinthSearchUrl(query));
      }),
      DisableModCodeActions.registerDisable(applier),
    );
  }

  private static registerDisable(applier: ChangeApplier): vscode.Disposable {
    return vscode.commands.registerCommand(DISABLE_QUICK_FIX_COMMAND, async (fixFile: unknown, instance: unknown) => {
      if (typeof fixFile !== 'string') return;
      const label = vscode.l10n.t('Disable {0}', path.basename(fixFile));
      let draft: ProposalDraft;
      try {
        draft = await planDisableFile(fixFile, typeof instance === 'string' ? instance : undefined);
      } catch (error) {
        if (!(error instanceof PlanError)) throw error;
        void vscode.window.showWarningMessage(
          vscode.l10n.t('Nova did not disable {0}: {1}', path.basename(fixFile), localizedError(error, hostLocale())),
        );
        return;
      }
      const [outcome] = await applier.apply(
        numberProposals([draft], { name: 'disable_mods', displayName: label }),
        label,
      );
      if (outcome?.status === 'failed') {
        void vscode.window.showWarningMessage(
          vscode.l10n.t('Nova did not disable {0}: {1}', path.basename(fixFile), outcomeText(outcome) ?? ''),
        );
      }
    });
  }

  provideCodeActions(
    document: vscode.TextDocument,
    _range: vscode.Range,
    context: vscode.CodeActionContext,
  ): vscode.CodeAction[] {
    // Restricted Mode: the problems stay visible, but no fix that renames files is offered.
    if (!vscode.workspace.isTrusted) return [];
    const problems = this.diagnostics.problemsAt(document.uri);
    // A jar opened as a file (a 0-byte one opens as text) has its diagnostics on Nova's document of it instead.
    const published =
      document.uri.scheme === 'file'
        ? vscode.languages
            .getDiagnostics(modDocumentUri(document.uri.fsPath))
            .filter((d) => d.source === DIAGNOSTIC_SOURCE)
        : [];
    const diagnosticOf = new Map<Problem, vscode.Diagnostic>();
    for (const diagnostic of [...context.diagnostics, ...published]) {
      const code = novaDiagnosticCode(diagnostic);
      if (code === null) continue;
      const problem = problems.find((p) => p.code === code && p.message === diagnostic.message);
      if (problem !== undefined && !diagnosticOf.has(problem)) diagnosticOf.set(problem, diagnostic);
    }
    // Every problem offers at least one fix that needs no model (problemQuickFixes.ts decides which, and the titles).
    const actions: vscode.CodeAction[] = [];
    for (const quick of problemQuickFixes([...diagnosticOf.keys()])) {
      const command = fixCommand(quick.fix, quick.problem.instance);
      const action = new vscode.CodeAction(command.title, vscode.CodeActionKind.QuickFix);
      action.command = command;
      action.diagnostics = [diagnosticOf.get(quick.problem)!];
      action.isPreferred = quick.preferred;
      actions.push(action);
    }
    return actions;
  }
}
