import * as path from 'node:path';
import * as vscode from 'vscode';
import { severityLabel } from './severityLabel';
import { linesCount, modFilesCheckedCount } from './countText';
import { showFailure } from './failureToast';
import { localizeAnalysis } from '../core/crash/crashMessages';
import { analyzeCrash } from '../core/crash/crashAnalyzer';
import { renderMessage } from '../core/locale/messageCatalog';
import { problemMessages } from '../core/checks/problemMessages';
import { instanceVersions } from './instanceText';
import { listCrashFiles, pickCrashFile, type CrashFile } from '../core/crash/crashFiles';
import type { CrashAnalysis, CrashFinding } from '../core/crash/crashFinding';
import type { Instance } from '../core/model/instance';
import type { ModScanner } from '../core/mods/modScanner';
import { errorMessage } from '../core/text/textSafety';

export interface AnalyzeCrashDeps {
  instances(): Promise<Instance[]>;
  scanner: ModScanner;
  locale: 'en' | 'zh-cn';
}

const OPEN_EVIDENCE = 'nova.openCrashEvidence';

/**
 * Registers "Nova: Analyze Crash" (`nova.analyzeCrash`): pick an instance, read its newest crash report
 * (else latest.log), analyse it with progress and cancellation, and show the findings in a read-only
 * webview (no scripts; CSP `default-src 'none'`) whose evidence links open the log at that line.
 * Also registers the internal `nova.openCrashEvidence` command those links call. Accepts a log Uri
 * as argument (Explorer context menu) to analyse that file directly.
 */
export function registerAnalyzeCrashCommand(deps: AnalyzeCrashDeps): vscode.Disposable {
  let panel: vscode.WebviewPanel | undefined;
  const show = (title: string, html: string): void => {
    if (panel === undefined) {
      panel = vscode.window.createWebviewPanel('nova.crashAnalysis', title, vscode.ViewColumn.Active, {
        enableScripts: false,
        enableCommandUris: [OPEN_EVIDENCE, 'nova.askAboutThis'],
        localResourceRoots: [],
      });
      panel.onDidDispose(() => {
        panel = undefined;
      });
    }
    panel.title = title;
    panel.webview.html = html;
    panel.reveal();
  };
  return vscode.Disposable.from(
    vscode.commands.registerCommand('nova.analyzeCrash', (target?: unknown) =>
      analyze(deps, show, target instanceof vscode.Uri ? target : undefined),
    ),
    vscode.commands.registerCommand(OPEN_EVIDENCE, (file: unknown, line: unknown) => openEvidence(file, line)),
    {
      dispose: () => {
        panel?.dispose();
      },
    },
  );
}

interface Chosen {
  file: string;
  instance: Instance | null;
}

async function analyze(
  deps: AnalyzeCrashDeps,
  show: (title: string, html: string) => void,
  target: vscode.Uri | undefined,
): Promise<void> {
  const chosen = target
    ? { file: target.fsPath, instance: await instanceOfFile(deps, target.fsPath) }
    : await choose(deps);
  if (chosen === undefined) return;
  let analysis: CrashAnalysis | undefined;
  let installed = 0;
  try {
    analysis = await vscode.window.withProgress(
      {
        location: vscode.ProgressLocation.Notification,
        title: vscode.l10n.t('Nova: analysing {0}', path.basename(chosen.file)),
        cancellable: true,
      },
      async (progress, token) => {
        const controller = new AbortController();
        const subscription = token.onCancellationRequested(() => controller.abort());
        try {
          let mods: Awaited<ReturnType<ModScanner['scanFolder']>> = [];
          if (chosen.instance) {
            progress.report({ message: vscode.l10n.t('reading the installed mods') });
            mods = await deps.scanner.scanFolder(path.join(chosen.instance.gameDir, 'mods'), {
              signal: controller.signal,
              packages: true,
            });
            installed = mods.length;
          }
          progress.report({ message: vscode.l10n.t('reading the log') });
          return localizeAnalysis(
            await analyzeCrash({ file: chosen.file }, { installed: mods, signal: controller.signal }),
            deps.locale,
          );
        } finally {
          subscription.dispose();
        }
      },
    );
  } catch (error) {
    const message = errorMessage(error);
    if (/cancelled|abort/i.test(message)) return;
    void showFailure(vscode.l10n.t('Nova could not read {0}.', path.basename(chosen.file)), error);
    return;
  }
  const name = chosen.instance?.name ?? path.basename(chosen.file);
  show(vscode.l10n.t('Crash analysis: {0}', name), renderHtml(chosen, analysis, installed, deps.locale));
}

/** The newest crash report or JVM crash log of a game folder (plain logs are not crashes), or null. */
async function latestCrash(gameDir: string): Promise<CrashFile | null> {
  return (await listCrashFiles(gameDir)).find((f) => f.kind === 'crash-report' || f.kind === 'hs-err') ?? null;
}

/** "crashed 30 Apr 2024, 18:22" for a picker row, in the person's language. */
function crashText(crash: CrashFile): string {
  const when = new Date(crash.mtimeMs).toLocaleString(vscode.env.language, { dateStyle: 'medium', timeStyle: 'short' });
  return crash.kind === 'hs-err' ? vscode.l10n.t('Java crashed {0}', when) : vscode.l10n.t('crashed {0}', when);
}

async function choose(deps: AnalyzeCrashDeps): Promise<Chosen | undefined> {
  const instances = await deps.instances();
  const openFile = vscode.l10n.t('Open a log file…');
  let instance: Instance | undefined;
  if (instances.length === 1) instance = instances[0];
  else {
    type Item = vscode.QuickPickItem & { instance?: Instance };
    // The instances with a crash report (or a JVM crash log) come first, newest first, marked with when it happened;
    // the folder under each name tells apart instances that share one.
    const crashes = await Promise.all(instances.map((i) => latestCrash(i.gameDir)));
    const order = instances
      .map((instance, index) => ({ instance, crash: crashes[index] ?? null }))
      .sort((a, b) => (b.crash?.mtimeMs ?? -1) - (a.crash?.mtimeMs ?? -1));
    const items: Item[] = order.map(({ instance: i, crash }) => ({
      label: crash === null ? i.name : `$(flame) ${i.name}`,
      description: [instanceVersions(i), crash === null ? '' : crashText(crash)].filter((t) => t !== '').join(' · '),
      detail: vscode.workspace.asRelativePath(i.gameDir),
      instance: i,
    }));
    items.push({ label: `$(file) ${openFile}` });
    const picked = await vscode.window.showQuickPick(items, {
      title: vscode.l10n.t('Nova: Analyze Crash'),
      placeHolder:
        instances.length === 0
          ? vscode.l10n.t('No Minecraft instance found in this workspace; open a log file instead')
          : vscode.l10n.t('Pick the instance that crashed'),
      matchOnDescription: true,
      matchOnDetail: true,
    });
    if (picked === undefined) return undefined;
    instance = picked.instance;
  }
  if (instance === undefined) {
    const files = await vscode.window.showOpenDialog({
      canSelectMany: false,
      openLabel: vscode.l10n.t('Analyze'),
      filters: { [vscode.l10n.t('Logs and crash reports')]: ['log', 'txt', 'gz'] },
    });
    const file = files?.[0];
    return file ? { file: file.fsPath, instance: await instanceOfFile(deps, file.fsPath) } : undefined;
  }
  const picked = await pickCrashFile(instance.gameDir);
  if (picked === null) {
    void vscode.window.showInformationMessage(
      vscode.l10n.t(
        'No crash report or log yet: start the game once, then try again. (Nova looked in crash-reports/, logs/latest.log and hs_err_pid*.log under {0}.)',
        instance.gameDir,
      ),
    );
    return undefined;
  }
  return { file: picked.file, instance };
}

/** The instance whose game folder holds `file`, so its mods can be named as culprits. */
async function instanceOfFile(deps: AnalyzeCrashDeps, file: string): Promise<Instance | null> {
  const instances = await deps.instances();
  const owner = instances
    .filter((i) => {
      const rel = path.relative(i.gameDir, file);
      return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
    })
    .sort((a, b) => b.gameDir.length - a.gameDir.length)[0];
  return owner ?? null;
}

async function openEvidence(file: unknown, line: unknown): Promise<void> {
  if (typeof file !== 'string' || typeof line !== 'number') return;
  const uri = vscode.Uri.parse(file);
  if (/\.gz$/i.test(uri.fsPath)) {
    void vscode.window.showInformationMessage(
      vscode.l10n.t(
        '{0} is compressed; line {1} can only be shown after extracting it.',
        path.basename(uri.fsPath),
        line,
      ),
    );
    return;
  }
  const position = new vscode.Position(Math.max(0, line - 1), 0);
  await vscode.window.showTextDocument(uri, { selection: new vscode.Range(position, position), preview: true });
}

function renderHtml(chosen: Chosen, analysis: CrashAnalysis, installed: number, locale: 'en' | 'zh-cn'): string {
  const nonce = Array.from({ length: 24 }, () => Math.floor(Math.random() * 36).toString(36)).join('');
  const f = analysis.facts;
  const facts = [
    f.minecraft ? `Minecraft ${f.minecraft}` : null,
    f.loader ? `${loaderLabel(f.loader.type, locale)}${f.loader.version ? ` ${f.loader.version}` : ''}` : null,
    f.java ? `Java ${f.java}` : null,
    linesCount(analysis.lines),
    installed > 0 ? modFilesCheckedCount(installed) : null,
    analysis.truncated ? vscode.l10n.t('middle of the log skipped (too large)') : null,
    ...(analysis.notes ?? []).map((note) => renderMessage(note, locale)),
  ].filter((x): x is string => x !== null);
  const fileUri = vscode.Uri.file(chosen.file).toString();
  const body =
    analysis.findings.length === 0
      ? `<p>${esc(vscode.l10n.t('No known problem found in this log. If the game still fails, read the end of the log, or disable half of the mods at a time to find the culprit.'))}</p>`
      : analysis.findings.map((finding) => renderFinding(finding, fileUri)).join('\n');
  return `<!DOCTYPE html>
<html lang="${locale === 'zh-cn' ? 'zh-CN' : 'en'}">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'nonce-${nonce}';">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<style nonce="${nonce}">
body { font-family: var(--vscode-font-family); color: var(--vscode-foreground); padding: 0 1.2em 2em; line-height: 1.45; }
h1 { font-size: 1.3em; margin-bottom: 0.2em; }
.meta { color: var(--vscode-descriptionForeground); margin-top: 0; }
section { border-left: 3px solid var(--vscode-panel-border); padding: 0.2em 0 0.4em 0.9em; margin: 1.2em 0; }
section.error { border-color: var(--vscode-errorForeground); }
section.warning { border-color: var(--vscode-editorWarning-foreground); }
section.info { border-color: var(--vscode-editorInfo-foreground); }
h2 { font-size: 1.08em; margin: 0 0 0.3em; }
.badge { font-size: 0.8em; padding: 0.05em 0.45em; border-radius: 3px; margin-right: 0.4em; background: var(--vscode-badge-background); color: var(--vscode-badge-foreground); }
.rule { color: var(--vscode-descriptionForeground); font-size: 0.85em; font-weight: normal; }
.advice { white-space: pre-wrap; }
code, pre { font-family: var(--vscode-editor-font-family); font-size: 0.92em; }
pre { background: var(--vscode-textCodeBlock-background); padding: 0.35em 0.6em; overflow-x: auto; margin: 0.2em 0; }
a { color: var(--vscode-textLink-foreground); }
ul { margin: 0.2em 0; padding-left: 1.3em; }
</style>
<title>${esc(path.basename(chosen.file))}</title>
</head>
<body>
<h1>${esc(path.basename(chosen.file))}</h1>
<p class="meta">${esc(kindLabel(f.kind))} · ${esc(facts.join(' · '))}<br><a href="${commandLink(fileUri, 1)}">${esc(vscode.l10n.t('Open the log'))}</a></p>
${body}
</body>
</html>`;
}

/** A loader by its proper name (Fabric, NeoForge); an unknown one as the log wrote it. */
function loaderLabel(type: string, locale: 'en' | 'zh-cn'): string {
  const known = ['fabric', 'quilt', 'forge', 'neoforge', 'liteloader'] as const;
  const match = known.find((k) => k === type.toLowerCase());
  return match === undefined ? type : problemMessages(locale).loaderName(match);
}

/** A culprit's confidence in words. */
function culpritLikelihood(confidence: number): string {
  if (confidence >= 0.75) return vscode.l10n.t('very likely');
  if (confidence >= 0.45) return vscode.l10n.t('likely');
  return vscode.l10n.t('possible');
}

function renderFinding(finding: CrashFinding, fileUri: string): string {
  const severity = severityLabel(finding.severity);
  const parts: string[] = [];
  parts.push(
    // Rule ids and confidence figures stay in `nova crash --json`; people get the title and the words.
    `<h2 data-rule="${esc(finding.rule)}"><span class="badge">${esc(severity)}</span>${esc(finding.title)}</h2>`,
  );
  parts.push(`<p>${esc(finding.detail)}</p>`);
  const ask = `command:nova.askAboutThis?${encodeURIComponent(JSON.stringify([`${finding.title}: ${finding.detail}`]))}`;
  parts.push(`<p><a href="${ask}">${esc(vscode.l10n.t('Ask Nova About This'))}</a></p>`);
  parts.push(
    `<p><strong>${esc(vscode.l10n.t('What to do:'))}</strong> <span class="advice">${esc(finding.advice)}</span></p>`,
  );
  if (finding.files.length > 0)
    parts.push(
      `<p>${esc(vscode.l10n.t('Installed files:'))} ${finding.files.map((x) => `<code>${esc(x)}</code>`).join(', ')}</p>`,
    );
  if (finding.culprits && finding.culprits.length > 0) {
    parts.push(
      `<p>${esc(vscode.l10n.t('Likely culprits:'))}</p><ul>${finding.culprits
        .map(
          (c) =>
            `<li><strong>${esc(c.name ?? c.id)}</strong> (<code>${esc(c.id)}</code>${c.file ? `, <code>${esc(c.file)}</code>` : ''}) — ${esc(culpritLikelihood(c.confidence))}: ${esc(c.reasons.join('; '))}</li>`,
        )
        .join('')}</ul>`,
    );
  }
  if (finding.evidence.length > 0) {
    parts.push(`<p>${esc(vscode.l10n.t('Evidence:'))}</p>`);
    for (const ev of finding.evidence) {
      parts.push(
        `<pre><a href="${commandLink(fileUri, ev.line)}">${esc(vscode.l10n.t('line {0}', ev.line))}</a>  ${esc(ev.text)}</pre>`,
      );
    }
  }
  return `<section class="${finding.severity}">${parts.join('\n')}</section>`;
}

function kindLabel(kind: CrashAnalysis['facts']['kind']): string {
  return kind === 'crash-report'
    ? vscode.l10n.t('Crash report')
    : kind === 'hs-err'
      ? vscode.l10n.t('JVM fatal error log')
      : vscode.l10n.t('Game log');
}

function commandLink(fileUri: string, line: number): string {
  return `command:${OPEN_EVIDENCE}?${encodeURIComponent(JSON.stringify([fileUri, line]))}`;
}

function esc(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
