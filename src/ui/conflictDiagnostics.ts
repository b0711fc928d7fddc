import * as path from 'node:path';
import * as vscode from 'vscode';
import type { ModScanner } from '../core/mods/modScanner';
import type { Problem, Severity } from '../core/model/problem';
import type { InstanceCatalog } from '../core/instances/instanceCatalog';
import { problemAnchor } from '../core/model/problemAnchor';
import { checkCatalog, type InstanceCheck } from '../core/checks/workspaceCheck';
import { applySuppressions, settingRules } from '../core/checks/problemSuppression';
import { modDocumentUri, modFileOf, problemLine } from './modDocument';
import { MODS_VIEW_ID } from './modsView';
import { errorMessage } from '../core/text/textSafety';
import { failureAdvice, failureLead, type FailureAdvice } from '../core/failures/failureAdvice';
import { hostLocale } from './locale';

export interface ConflictDiagnosticsDeps {
  /** The host's instance catalog (workspace folders, the id rule); pickers list from it too, not from here. */
  catalog: InstanceCatalog;
  scanner: ModScanner;
  locale: 'en' | 'zh-cn';
  /** `nova.diagnostics.enabled`: off clears the panel (the catalog and the pickers are unaffected). */
  enabled(): boolean;
  /** Where failures of a refresh are logged. */
  log: vscode.LogOutputChannel;
  /** The workspace folders: a `.nova.json` at each applies to the instances inside (docs/suppression.md). */
  roots?: () => readonly string[];
  /** The `nova.rules` setting, applied over every `.nova.json`. */
  rules?: () => unknown;
}

export interface RefreshProgress {
  report(value: { message?: string; increment?: number }): void;
}

const SEVERITY: Record<Severity, vscode.DiagnosticSeverity> = {
  error: vscode.DiagnosticSeverity.Error,
  warning: vscode.DiagnosticSeverity.Warning,
  info: vscode.DiagnosticSeverity.Information,
};

/** The diagnostic `source` every Nova problem carries. */
export const DIAGNOSTIC_SOURCE = 'Nova';

/**
 * Keeps the Problems panel in step with the core's conflict checks: it publishes problems and nothing else (the
 * instance list comes from the catalog). Refreshes are serialized: a request while one
 * runs marks a follow-up, so the panel always ends on the newest state of the disk.
 */
export class ConflictDiagnostics implements vscode.Disposable {
  private readonly collection = vscode.languages.createDiagnosticCollection('nova');
  private readonly changed = new vscode.EventEmitter<void>();
  /** Fires after every refresh, successful or not. */
  readonly onDidChange = this.changed.event;
  private checks: InstanceCheck[] = [];
  private problemsByFile = new Map<string, Problem[]>();
  private running: Promise<void> | null = null;
  private followUp = false;
  private debounce: NodeJS.Timeout | undefined;
  private lastError: FailureAdvice | null = null;
  private scanningNow = false;

  constructor(private readonly deps: ConflictDiagnosticsDeps) {}

  get results(): readonly InstanceCheck[] {
    return this.checks;
  }

  /** Why the last check failed, advice first in the person's language (the system's text is in the log). */
  get error(): string | null {
    return this.lastError === null ? null : failureLead(this.lastError, hostLocale());
  }

  /** The last check's failure with the system's own text, for a Details action. */
  get failure(): FailureAdvice | null {
    return this.lastError;
  }

  get scanning(): boolean {
    return this.scanningNow || this.debounce !== undefined;
  }

  /** The problems whose diagnostic is attached to `uri` (the file, or Nova's document of it). */
  problemsAt(uri: vscode.Uri): Problem[] {
    return this.problemsByFile.get(modFileOf(uri).fsPath) ?? [];
  }

  /** Re-runs the checks soon; bursts of file events (a copy of 200 jars) collapse into one refresh. */
  scheduleRefresh(delayMs = 500): void {
    if (this.debounce !== undefined) clearTimeout(this.debounce);
    this.debounce = setTimeout(() => {
      this.debounce = undefined;
      void this.refreshWithProgress();
    }, delayMs);
  }

  /**
   * An automatic refresh, shown while it runs: a progress bar on the Mods view (blank until the first check ends)
   * and the instance being checked in the status bar. It cannot be cancelled there; "Check Mod Conflicts" can.
   */
  private refreshWithProgress(): Thenable<void> {
    return vscode.window.withProgress({ location: { viewId: MODS_VIEW_ID } }, () =>
      vscode.window.withProgress(
        { location: vscode.ProgressLocation.Window, title: vscode.l10n.t('Nova: checking mods') },
        (progress) => this.refresh(undefined, progress),
      ),
    );
  }

  /** Resolves once no refresh is scheduled or running. */
  async whenIdle(): Promise<void> {
    for (;;) {
      if (this.debounce !== undefined) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      if (this.running === null) return;
      await this.running.catch(() => undefined);
    }
  }

  refresh(token?: vscode.CancellationToken, progress?: RefreshProgress): Promise<void> {
    if (this.running !== null) {
      this.followUp = true;
      return this.running;
    }
    this.running = this.runLoop(token, progress).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async runLoop(token?: vscode.CancellationToken, progress?: RefreshProgress): Promise<void> {
    do {
      this.followUp = false;
      await this.runOnce(token, progress);
    } while (this.followUp && token?.isCancellationRequested !== true);
  }

  private async runOnce(token?: vscode.CancellationToken, progress?: RefreshProgress): Promise<void> {
    if (!this.deps.enabled()) {
      this.checks = [];
      this.problemsByFile.clear();
      this.collection.clear();
      this.changed.fire();
      return;
    }
    const controller = new AbortController();
    const subscription = token?.onCancellationRequested(() => controller.abort());
    this.scanningNow = true;
    this.changed.fire();
    try {
      const checks = await checkCatalog(this.deps.catalog, {
        scanner: this.deps.scanner,
        locale: this.deps.locale,
        signal: controller.signal,
        onInstance: (done, total, instance) =>
          progress?.report({ message: `${instance.name} (${done}/${total})`, increment: 100 / Math.max(total, 1) }),
      });
      // The same severities and suppressions as `nova check` (src/core/checks/problemSuppression.ts).
      await applySuppressions(checks, {
        roots: this.deps.roots?.() ?? [],
        rules: settingRules(this.deps.rules?.()),
        locale: this.deps.locale,
      });
      this.publish(checks);
      this.lastError = null;
    } catch (error) {
      if (controller.signal.aborted) return;
      this.lastError = failureAdvice(error);
      this.deps.log.error(`Conflict check failed: ${errorMessage(error)}`);
    } finally {
      this.scanningNow = false;
      subscription?.dispose();
      this.changed.fire();
    }
  }

  private publish(checks: InstanceCheck[]): void {
    const byFile = new Map<string, Problem[]>();
    const diagnostics = new Map<string, vscode.Diagnostic[]>();
    const documents = new Set<string>();
    for (const check of checks) {
      const modFiles = new Set(check.files.map((f) => f.path));
      for (const problem of check.problems) {
        const target = problemAnchor(problem, check.instance);
        const index = byFile.get(target)?.length ?? 0;
        byFile.set(target, [...(byFile.get(target) ?? []), problem]);
        // A mod file's problems sit on Nova's text document of it, where VS Code can offer their quick fixes.
        const onDocument = modFiles.has(target);
        if (onDocument) documents.add(target);
        const diagnostic = toDiagnostic(problem, onDocument ? problemLine(index) : undefined, target, (file) =>
          modFiles.has(file),
        );
        diagnostics.set(target, [...(diagnostics.get(target) ?? []), diagnostic]);
      }
    }
    this.checks = checks;
    this.problemsByFile = byFile;
    this.collection.clear();
    this.collection.set(
      [...diagnostics].map(([file, list]) => [
        documents.has(file) ? modDocumentUri(file) : vscode.Uri.file(file),
        list,
      ]),
    );
  }

  dispose(): void {
    if (this.debounce !== undefined) clearTimeout(this.debounce);
    this.collection.dispose();
    this.changed.dispose();
  }
}

/**
 * A core problem as a VS Code diagnostic (source "Nova"). Its code links to Nova's read-only page of the file it is
 * attached to (`attachedTo`, else its first file), which describes the problem with its fix behind the lightbulb:
 * following the link never changes anything. `line` places it on that page's line (mod files, whose problems sit
 * on the page itself); otherwise the problem's own line (malformed TOML) is used. On a page, the link's fragment
 * is that line (`#L4`): VS Code opens the page itself (the document that carries the diagnostics, so its
 * lightbulb works) with the cursor on the problem, and the link's tooltip shows the page, never a `command:` URI.
 * The problem's other files are listed by name, each linking to its own page when `onPage(file)` says it has one.
 */
export function toDiagnostic(
  problem: Problem,
  line?: number,
  attachedTo?: string,
  onPage: (file: string) => boolean = () => false,
): vscode.Diagnostic {
  const at = line ?? Math.max(0, (problem.line ?? 1) - 1);
  const file = attachedTo ?? problem.files[0];
  const diagnostic = new vscode.Diagnostic(
    new vscode.Range(at, 0, at, line === undefined ? 0 : 200),
    problem.message,
    SEVERITY[problem.severity],
  );
  diagnostic.source = DIAGNOSTIC_SOURCE;
  diagnostic.code =
    file !== undefined
      ? {
          value: problem.code,
          target: modDocumentUri(file).with({ fragment: line === undefined ? problem.code : `L${line + 1}` }),
        }
      : problem.code;
  diagnostic.relatedInformation = problem.files
    .filter((other) => other !== file)
    .map(
      (other) =>
        new vscode.DiagnosticRelatedInformation(
          new vscode.Location(
            onPage(other) ? modDocumentUri(other) : vscode.Uri.file(other),
            new vscode.Position(0, 0),
          ),
          vscode.l10n.t('{0} is part of this problem too', path.basename(other)),
        ),
    );
  return diagnostic;
}
