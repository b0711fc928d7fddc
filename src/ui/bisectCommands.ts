import * as path from 'node:path';
import { modsDisabledCount, suspectsLeftCount } from './countText';
import * as vscode from 'vscode';
import { renderMessage } from '../core/locale/messageCatalog';
import { hostLocale } from './locale';
import { showFailure } from './failureToast';
import { numberProposals } from '../core/edits';
import {
  BisectUsageError,
  bisectMismatches,
  bisectStatus,
  type BisectCulpritMod,
  type BisectReport,
  type BisectStep,
} from '../core/bisect/modBisect';
import { bisectStepDraft, planBisectAnswer, planBisectReset, planBisectStart } from '../core/planning/bisectPlanner';
import type { Instance } from '../core/model/instance';
import type { ModScanner } from '../core/mods/modScanner';
import type { ChangeApplier } from '../core/ports';
import { errorMessage } from '../core/text/textSafety';
import { instanceFromArgument, pickInstance } from './instancePicker';
import { outcomeText } from './outcomeText';

export interface BisectCommandDeps {
  instances(): Promise<Instance[]>;
  scanner: ModScanner;
  applier: ChangeApplier;
  /** Fires after Undo/Redo, so the status bar follows a step taken back. */
  onDidChangeJournal: vscode.Event<void>;
}

/** A bisect in progress as the status bar and the commands see it. */
export interface RunningBisect {
  instance: Instance;
  report: BisectReport;
}

const TOOL = { name: 'bisect_mods', displayName: 'Find the mod that breaks the game' };

/** What the command's second argument may say: `confirmed` skips the question (a caller that already asked). */
export interface FindBreakingModOptions {
  confirmed?: boolean;
}

/**
 * "Nova: Find the Mod That Breaks the Game" over the same state as `nova bisect` (src/core/bisect): each step
 * (start, good, bad, reset) is planned by the bisect planner and applied as one journaled change through the
 * applier, so "Nova: Undo Last Change" takes it back, and a status-bar item shows the progress and opens the next
 * action. Before its first change it says what it will do and asks; what may still be the culprit is always called
 * "suspects".
 */
export class BisectCommands implements vscode.Disposable {
  private readonly status = vscode.window.createStatusBarItem('nova.bisect', vscode.StatusBarAlignment.Left, 1);
  private readonly disposables: vscode.Disposable[] = [];
  private running: RunningBisect[] = [];
  private refreshing: Promise<void> = Promise.resolve();

  constructor(private readonly deps: BisectCommandDeps) {
    this.status.name = vscode.l10n.t('Nova: Bisect');
    this.status.command = 'nova.bisectNext';
    this.disposables.push(
      this.status,
      deps.onDidChangeJournal(() => void this.refresh()),
      vscode.commands.registerCommand('nova.findBreakingMod', (target?: unknown, options?: FindBreakingModOptions) =>
        this.find(target, options),
      ),
      vscode.commands.registerCommand('nova.bisectNext', () => this.next()),
      vscode.commands.registerCommand('nova.bisectGood', (target?: unknown) => this.answer('good', target)),
      vscode.commands.registerCommand('nova.bisectBad', (target?: unknown) => this.answer('bad', target)),
      vscode.commands.registerCommand('nova.bisectReset', (target?: unknown) => this.reset(target)),
    );
    void this.refresh();
  }

  /** The bisects running in the workspace's instances, after re-reading their state files. */
  async refresh(): Promise<RunningBisect[]> {
    const run = async (): Promise<void> => {
      const found: RunningBisect[] = [];
      for (const instance of await this.deps.instances()) {
        const report = await bisectStatus(instance).catch(() => null);
        if (report !== null) found.push({ instance, report });
      }
      this.running = found;
      this.render();
    };
    this.refreshing = this.refreshing.then(run, run);
    await this.refreshing;
    return this.running;
  }

  private render(): void {
    const first = this.running[0];
    void vscode.commands.executeCommand('setContext', 'nova.bisectRunning', first !== undefined);
    if (first === undefined) {
      this.status.hide();
      return;
    }
    const { report, instance } = first;
    if (report.done && report.culprit !== null) {
      this.status.text = `$(pass) ${vscode.l10n.t('Bisect: found {0} — reset when done', culpritName(report.culprit))}`;
      this.status.tooltip = vscode.l10n.t(
        '{0}: the culprit is disabled. Click to reset (every file back as it was).',
        instance.name,
      );
    } else {
      const left = report.remaining.length;
      this.status.text = `$(debug-alt) ${vscode.l10n.t('Bisect: {0}, step {1} — launch and answer', suspectsLeftCount(left), report.step + 1)}`;
      this.status.tooltip = vscode.l10n.t(
        '{0}: {1} for this launch. Launch the game, then click to answer Good (problem gone) or Bad (still there).',
        instance.name,
        modsDisabledCount(report.disabled.length),
      );
    }
    this.status.show();
  }

  /** Starts a bisect in the instance `target` names (see instanceFromArgument), or asks; one running: its next step. */
  private async find(target?: unknown, options: FindBreakingModOptions = {}): Promise<void> {
    const running = await this.refresh();
    const named = instanceFromArgument(target, await this.deps.instances());
    if (named !== undefined && running.some((r) => r.instance.id === named.id)) {
      await this.next(named);
      return;
    }
    if (named === undefined && running.length > 0) {
      await this.next();
      return;
    }
    const instance =
      named ??
      (await pickInstance(() => this.deps.instances(), vscode.l10n.t('Nova: Find the Mod That Breaks the Game')));
    if (instance === undefined) return;
    await this.step(
      instance,
      vscode.l10n.t('Bisect: start in {0}', instance.name),
      () => planBisectStart(this.deps.scanner, instance),
      options.confirmed === true ? undefined : (step) => this.confirmStart(instance, step),
    );
  }

  /** Says what a bisect does, with this pack's numbers, and asks before the first rename. */
  private async confirmStart(instance: Instance, step: BisectStep): Promise<boolean> {
    const start = vscode.l10n.t('Start');
    const suspects = step.report.remaining.length;
    const disabled = step.report.disabled.length;
    const answer = await vscode.window.showInformationMessage(
      vscode.l10n.t('Find the mod that breaks the game in {0}?', instance.name),
      {
        modal: true,
        detail: [
          suspects === 1
            ? vscode.l10n.t(
                'Nova will disable {0} of the 1 enabled mod (renamed to .disabled; nothing is deleted).',
                disabled,
              )
            : vscode.l10n.t(
                'Nova will disable {0} of the {1} enabled mods now (renamed to .disabled; nothing is deleted), never a library an enabled mod needs.',
                disabled,
                suspects,
              ),
          vscode.l10n.t(
            'Then launch the game and answer Good (the problem is gone) or Bad (still there) from the status bar; each answer halves the suspects until one is left.',
          ),
          vscode.l10n.t('Reset puts every file back as it was, and "Nova: Undo Last Change" takes back any step.'),
        ].join('\n\n'),
      },
      start,
    );
    return answer === start;
  }

  /** The status bar's action: Good, Bad or Reset for the running bisect (only Reset once it is done). */
  private async next(which?: Instance): Promise<void> {
    const target = await this.pickRunning(which);
    if (target === undefined) return;
    type Item = vscode.QuickPickItem & { action: 'good' | 'bad' | 'reset' };
    const items: Item[] = [];
    if (!target.report.done) {
      items.push(
        {
          label: `$(check) ${vscode.l10n.t('Good: the problem is gone')}`,
          description: vscode.l10n.t('the culprit is among the disabled mods'),
          action: 'good',
        },
        {
          label: `$(error) ${vscode.l10n.t('Bad: the problem is still there')}`,
          description: vscode.l10n.t('the culprit is among the enabled mods'),
          action: 'bad',
        },
      );
    }
    items.push({
      label: `$(discard) ${vscode.l10n.t('Reset: end the bisect')}`,
      description: vscode.l10n.t('renames every file back as it was'),
      action: 'reset',
    });
    const picked = await vscode.window.showQuickPick(items, {
      title: vscode.l10n.t('Bisect in {0}: step {1}', target.instance.name, target.report.step + 1),
      placeHolder: target.report.done
        ? vscode.l10n.t('The culprit is found. Reset puts every file back.')
        : vscode.l10n.t('Launch the game with the mods as they are now, then answer'),
    });
    if (picked === undefined) return;
    if (picked.action === 'reset') await this.reset(target.instance);
    else await this.answer(picked.action, target.instance);
  }

  private async answer(answer: 'good' | 'bad', target: unknown): Promise<void> {
    const running = await this.pickRunning(target);
    if (running === undefined) return;
    const { instance, report } = running;
    const label =
      answer === 'good'
        ? vscode.l10n.t('Bisect step {0} in {1}: good', report.step + 1, instance.name)
        : vscode.l10n.t('Bisect step {0} in {1}: bad', report.step + 1, instance.name);
    await this.step(instance, label, () => planBisectAnswer(instance, answer));
  }

  private async reset(target: unknown): Promise<void> {
    const running = await this.pickRunning(target);
    if (running === undefined) return;
    const { instance } = running;
    const step = await this.step(instance, vscode.l10n.t('Bisect: reset {0}', instance.name), () =>
      planBisectReset(instance),
    );
    if (step === undefined) return;
    const mismatches = await bisectMismatches(instance, step.state);
    if (mismatches.length === 0) {
      void vscode.window.showInformationMessage(
        vscode.l10n.t(
          'Bisect ended in {0}: every file of mods/ is back byte for byte ("Nova: Undo Last Change" resumes the bisect).',
          instance.name,
        ),
      );
    } else {
      void vscode.window.showWarningMessage(
        vscode.l10n.t(
          'Bisect ended in {0}, but some files differ from the start: {1}',
          instance.name,
          mismatches.join('; '),
        ),
      );
    }
  }

  /** Plans one step, applies it as one journaled change, and says what to do next. */
  private async step(
    instance: Instance,
    label: string,
    plan: () => Promise<BisectStep>,
    confirm?: (step: BisectStep) => Promise<boolean>,
  ): Promise<BisectStep | undefined> {
    let step: BisectStep | undefined;
    try {
      // Planning reads the mods folder (slow on a large pack): shown, and cancelling it changes nothing.
      step = await vscode.window.withProgress(
        {
          location: vscode.ProgressLocation.Notification,
          title: vscode.l10n.t('{0}: planning…', label),
          cancellable: true,
        },
        async (_progress, token) => {
          const planned = await plan();
          return token.isCancellationRequested ? undefined : planned;
        },
      );
      if (step === undefined) return undefined;
    } catch (error) {
      const message = errorMessage(error);
      if (error instanceof BisectUsageError)
        void vscode.window.showWarningMessage(
          `Nova: ${error.text !== null ? renderMessage(error.text, hostLocale()) : message}`,
        );
      else void showFailure(vscode.l10n.t('Nova could not plan the bisect step.'), error);
      return undefined;
    }
    if (confirm !== undefined && !(await confirm(step))) return undefined;
    const summary = `${label}: ${step.renames.length} renamed`;
    const proposals = numberProposals([bisectStepDraft(step, summary)], TOOL);
    // Renames are applied as one journaled change and are not interrupted halfway: this progress has no cancel.
    const [outcome] = await vscode.window.withProgress(
      {
        location: vscode.ProgressLocation.Notification,
        title: vscode.l10n.t('{0}: renaming {1} file(s)…', label, step.renames.length),
      },
      () => this.deps.applier.apply(proposals, label),
    );
    if (outcome?.status !== 'applied') {
      void vscode.window.showWarningMessage(
        vscode.l10n.t('Nova did not apply "{0}": {1}', label, outcomeText(outcome) ?? vscode.l10n.t('unknown reason')),
      );
      await this.refresh();
      return undefined;
    }
    await this.refresh();
    if (step.action !== 'reset') this.announce(instance, step.report);
    return step;
  }

  private announce(instance: Instance, report: BisectReport): void {
    if (report.done && report.culprit !== null) {
      // A finished bisect's notice carries no button: it outlives the bisect in the notification centre, where a
      // live Reset would act on whatever runs then. Reset stays on the status bar while the bisect is there.
      const message =
        report.culprit.group.length === 1
          ? vscode.l10n.t(
              'Found it: {0} breaks the game in {1}. It is disabled now (with what needs it); reset from the status bar when you are done to put every file back.',
              culpritLabel(report.culprit),
              instance.name,
            )
          : vscode.l10n.t(
              'Found the smallest group that must go together in {0}: {1}. It is disabled now; reset from the status bar when you are done to put every file back.',
              instance.name,
              report.culprit.group.map(culpritLabel).join(', '),
            );
      void vscode.window.showInformationMessage(message);
      return;
    }
    void vscode.window.showInformationMessage(
      vscode.l10n.t(
        'Bisect step {0}: {1}, {2}. Launch the game, then answer from the status bar.',
        report.step + 1,
        modsDisabledCount(report.disabled.length),
        suspectsLeftCount(report.remaining.length),
      ),
    );
  }

  /** The bisect `target` names (an instance or its id), the only one running, or the one the person picks. */
  private async pickRunning(target?: unknown): Promise<RunningBisect | undefined> {
    const running = await this.refresh();
    const id = typeof target === 'string' ? target : (target as Instance | undefined)?.id;
    if (id !== undefined) {
      const found = running.find((r) => r.instance.id === id);
      if (found === undefined) void vscode.window.showWarningMessage(vscode.l10n.t('No bisect is running in {0}.', id));
      return found;
    }
    if (running.length === 0) {
      void vscode.window.showWarningMessage(
        vscode.l10n.t('No bisect is running. Start one with "Nova: Find the Mod That Breaks the Game".'),
      );
      return undefined;
    }
    if (running.length === 1) return running[0];
    const picked = await vscode.window.showQuickPick(
      running.map((r) => ({ label: r.instance.name, description: r.instance.root, running: r })),
      { title: vscode.l10n.t('Nova: Bisect'), placeHolder: vscode.l10n.t('Choose the instance') },
    );
    return picked?.running;
  }

  /** The bisects found by the last refresh and the status bar's text (for the in-host tests). */
  get current(): readonly RunningBisect[] {
    return this.running;
  }

  get statusText(): string | undefined {
    return this.running.length === 0 ? undefined : this.status.text;
  }

  dispose(): void {
    for (const d of this.disposables) d.dispose();
  }
}

function culpritName(mod: BisectCulpritMod): string {
  return mod.name ?? mod.id ?? path.basename(mod.file);
}

function culpritLabel(mod: BisectCulpritMod): string {
  return `${culpritName(mod)}${mod.version ? ` ${mod.version}` : ''} (${mod.file})`;
}
