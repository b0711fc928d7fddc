import * as vscode from 'vscode';
import { withCancellableProgress } from './cancellableProgress';
import { showFailure } from './failureToast';
import { reportOutcomes } from './reportOutcomes';
import { scanInstanceMods } from '../core/checks/instanceMods';
import { numberProposals } from '../core/edits';
import { renderMessage } from '../core/locale/messageCatalog';
import type { Instance } from '../core/model/instance';
import type { ModrinthClient } from '../core/modrinth/modrinthClient';
import type { ModScanner } from '../core/mods/modScanner';
import { proposeUpdates } from '../core/planning/contentPlanner';
import type { ChangeApplier } from '../core/ports';
import { publishPack, VERSION_NUMBER } from '../core/release/publishPack';
import { checkRelease, embeddedLabel, type ReleaseGate } from '../core/release/releaseGate';
import { planUpgrade, type UpgradeMod, type UpgradePlan } from '../core/release/upgradePlan';
import { compareMinecraftVersions } from '../core/versions/minecraftVersion';
import { untrustedRefusal } from '../host/workspaceTrust';
import { showApprovalChecklist } from './approvalChecklist';
import { instanceFromArgument, pickInstance } from './instancePicker';
import { hostLocale } from './locale';

export interface ReleaseCommandDeps {
  instances(): Promise<Instance[]>;
  scanner: ModScanner;
  /** The client, or undefined when network access is turned off in the settings. */
  client(): ModrinthClient | undefined;
  applier: ChangeApplier;
  /** Where the Modrinth token is kept (VS Code's SecretStorage); never settings. */
  secrets: vscode.SecretStorage;
  version: string;
}

/** The SecretStorage key of the Modrinth personal access token. */
const TOKEN_KEY = 'nova.modrinth.token';
const LOADERS = ['fabric', 'quilt', 'forge', 'neoforge'] as const;
/** Releases offered in the target picker (any other version can be typed). */
const KNOWN_RELEASES = [
  '1.21.11',
  '1.21.10',
  '1.21.8',
  '1.21.5',
  '1.21.4',
  '1.21.1',
  '1.20.6',
  '1.20.4',
  '1.20.1',
  '1.19.4',
  '1.19.2',
  '1.18.2',
  '1.16.5',
  '1.12.2',
];

/**
 * "Nova: Plan an Upgrade…" (what moving an instance to another Minecraft version takes; the ready updates can then
 * be applied one by one through the planner, the checklist and the applier) and "Nova: Publish to Modrinth…" (the
 * redistribution gate shown first, then the upload of src/core/release/publishPack.ts with the token kept in
 * SecretStorage). Both run the same core services as `nova upgrade-plan` and `nova publish`.
 */
export function registerReleaseCommands(deps: ReleaseCommandDeps): vscode.Disposable {
  const online = (): ModrinthClient | undefined => {
    const untrusted = untrustedRefusal('network');
    if (untrusted !== null) {
      void vscode.window.showWarningMessage(untrusted);
      return undefined;
    }
    const client = deps.client();
    if (client === undefined)
      void vscode.window.showWarningMessage(
        vscode.l10n.t('Turn on network access in Nova’s settings (nova.network.enabled): Modrinth cannot be reached.'),
      );
    return client;
  };
  const guarded =
    <T>(run: (client: ModrinthClient, arg: unknown) => Promise<T>) =>
    async (arg?: unknown): Promise<T | undefined> => {
      const client = online();
      if (client === undefined) return undefined;
      try {
        return await run(client, arg);
      } catch (error) {
        if (error instanceof vscode.CancellationError || (error as Error).name === 'AbortError') {
          void vscode.window.showInformationMessage(vscode.l10n.t('Cancelled; nothing was written.'));
          return undefined;
        }
        void showFailure(undefined, error);
        return undefined;
      }
    };
  return vscode.Disposable.from(
    vscode.commands.registerCommand(
      'nova.planUpgrade',
      guarded((client, arg) => planUpgradeCommand(deps, client, arg)),
    ),
    vscode.commands.registerCommand(
      'nova.publishModrinth',
      guarded((client) => publishCommand(deps, client)),
    ),
  );
}

/** Arguments a caller (a menu, a test) may pass to skip the pickers. */
interface PlanArgs {
  instance?: unknown;
  to?: string;
  loader?: string;
}

/** Resolves to the plan shown (undefined when cancelled), so callers and tests can use it. */
async function planUpgradeCommand(
  deps: ReleaseCommandDeps,
  client: ModrinthClient,
  arg: unknown,
): Promise<UpgradePlan | undefined> {
  const args: PlanArgs = typeof arg === 'object' && arg !== null ? arg : {};
  const instance =
    (args.instance !== undefined ? instanceFromArgument(args.instance, await deps.instances()) : undefined) ??
    (await pickInstance(() => deps.instances(), vscode.l10n.t('Plan an upgrade of which instance?')));
  if (instance === undefined) return undefined;
  const to = args.to ?? (await pickTargetVersion(instance));
  if (to === undefined) return undefined;
  const loader = args.loader ?? (await pickLoader(instance));
  if (loader === undefined) return undefined;
  const plan = await withProgress(
    vscode.l10n.t('Nova: planning the move of {0} to {1}', instance.name, to),
    async (signal) =>
      planUpgrade(client, instance, await scanInstanceMods(deps.scanner, instance, { signal }), to, loader, signal),
  );
  const document = await vscode.workspace.openTextDocument({
    language: 'markdown',
    content: planMarkdown(instance, plan),
  });
  await vscode.window.showTextDocument(document, { preview: true });
  void vscode.commands.executeCommand('markdown.showPreviewToSide', document.uri).then(undefined, () => undefined);
  const ready = plan.mods.filter((m) => m.status === 'ready' && m.targetId !== undefined);
  if (ready.length > 0) void offerUpdates(deps, client, instance, plan, ready);
  return plan;
}

async function pickTargetVersion(instance: Instance): Promise<string | undefined> {
  const current = instance.minecraft;
  const newer = KNOWN_RELEASES.filter((v) => current === null || safeCompare(v, current) > 0);
  return new Promise((resolve) => {
    const pick = vscode.window.createQuickPick();
    pick.title = vscode.l10n.t('Move {0} to which Minecraft version?', instance.name);
    pick.placeholder = vscode.l10n.t('Pick a version or type one (now {0})', current ?? '?');
    const base = newer.map((v) => ({ label: v }));
    pick.items = base;
    pick.onDidChangeValue((value) => {
      const typed = value.trim();
      pick.items =
        typed !== '' && !base.some((b) => b.label === typed)
          ? [{ label: typed, description: vscode.l10n.t('typed') }, ...base]
          : base;
    });
    let done = false;
    pick.onDidAccept(() => {
      done = true;
      resolve(pick.selectedItems[0]?.label ?? (pick.value.trim() || undefined));
      pick.hide();
    });
    pick.onDidHide(() => {
      if (!done) resolve(undefined);
      pick.dispose();
    });
    pick.show();
  });
}

function safeCompare(a: string, b: string): number {
  try {
    return compareMinecraftVersions(a, b);
  } catch {
    return 0;
  }
}

async function pickLoader(instance: Instance): Promise<string | undefined> {
  const own = instance.loader?.type;
  const order = [...LOADERS].sort((a, b) => (a === own ? -1 : b === own ? 1 : 0));
  const picked = await vscode.window.showQuickPick(
    order.map((l) => ({ label: l, description: l === own ? vscode.l10n.t('current') : '' })),
    { title: vscode.l10n.t('Which loader on the new version?') },
  );
  return picked?.label;
}

/** The plan as Markdown for the report page: blockers first (the most needed on top), then the rest by status. */
export function planMarkdown(instance: Instance, plan: UpgradePlan): string {
  const lines = [
    `# ${vscode.l10n.t('Upgrade plan: {0} {1} → {2} ({3})', instance.name, plan.from ?? '?', plan.to, plan.loader)}`,
    '',
  ];
  const count = (s: UpgradeMod['status']) => plan.mods.filter((m) => m.status === s).length;
  lines.push(
    vscode.l10n.t(
      '{0} ready, {1} blocked, {2} held back, {3} not checked.',
      count('ready'),
      count('blocked'),
      count('pinned'),
      count('unknown'),
    ),
    '',
  );
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
  if (plan.blockers.length > 0) {
    lines.push(`## ${vscode.l10n.t('Blockers (no release for the target yet)')}`, '');
    lines.push(`| ${vscode.l10n.t('File')} | ${vscode.l10n.t('Needed by')} |`, '|---|---|');
    for (const b of plan.blockers) lines.push(`| ${cell(b.file)} | ${cell(b.requiredBy.join(', ') || '—')} |`);
    lines.push('');
  }
  const section = (title: string, mods: UpgradeMod[], what: (m: UpgradeMod) => string) => {
    if (mods.length === 0) return;
    lines.push(`## ${title}`, '', `| ${vscode.l10n.t('File')} | ${vscode.l10n.t('Now')} | |`, '|---|---|---|');
    for (const m of mods) lines.push(`| ${cell(m.file)} | ${cell(m.current ?? '?')} | ${cell(what(m))} |`);
    lines.push('');
  };
  section(
    vscode.l10n.t('Ready'),
    plan.mods.filter((m) => m.status === 'ready'),
    (m) => `→ ${m.target ?? ''}`,
  );
  section(
    vscode.l10n.t('Held back'),
    plan.mods.filter((m) => m.status === 'pinned'),
    (m) => (m.held === 'skipped' ? vscode.l10n.t('in the skip list') : vscode.l10n.t('pinned (pin = true)')),
  );
  section(
    vscode.l10n.t('Not checked'),
    plan.mods.filter((m) => m.status === 'unknown'),
    (m) => (m.reason === 'curseforge-only' ? vscode.l10n.t('CurseForge only') : vscode.l10n.t('not on Modrinth')),
  );
  lines.push(
    vscode.l10n.t(
      'Nothing has been changed. Apply the ready updates one by one from the checklist; wait for or replace the blockers.',
    ),
  );
  return lines.join('\n') + '\n';
}

/**
 * Offers the ready updates: the person ticks the ones to take (none ticked to start), the planner drafts each update
 * (downloaded and verified), the checklist shows them with their warnings, and the applier applies the chosen ones
 * and journals them. Never all at once, never without the checklist.
 */
async function offerUpdates(
  deps: ReleaseCommandDeps,
  client: ModrinthClient,
  instance: Instance,
  plan: UpgradePlan,
  ready: UpgradeMod[],
): Promise<void> {
  const choose = vscode.l10n.t('Choose Updates…');
  const answer = await vscode.window.showInformationMessage(
    ready.length === 1
      ? vscode.l10n.t('1 mod of {0} has a release for {1}.', instance.name, plan.to)
      : vscode.l10n.t('{0} mods of {1} have a release for {2}.', ready.length, instance.name, plan.to),
    choose,
  );
  if (answer !== choose) return;
  try {
    const picked = await vscode.window.showQuickPick(
      ready.map((m) => ({ label: `${m.file} → ${m.target ?? ''}`, picked: false, mod: m })),
      {
        canPickMany: true,
        title: vscode.l10n.t('Updates for {0} {1}', plan.loader, plan.to),
        placeHolder: vscode.l10n.t(
          'Tick the updates to prepare; each is shown in the checklist before anything changes',
        ),
      },
    );
    if (picked === undefined || picked.length === 0) return;
    const drafts = await withProgress(vscode.l10n.t('Nova: downloading {0} updates', picked.length), async (signal) => {
      const installed = await scanInstanceMods(deps.scanner, instance, { signal });
      const requests = picked.map(({ mod }) => ({
        file: mod.file.split('/').pop() ?? mod.file,
        versionId: mod.targetId!,
      }));
      return proposeUpdates({ client, instance, instanceId: instance.id, installed }, requests, signal);
    });
    const proposals = numberProposals(drafts, { name: 'update_content', displayName: vscode.l10n.t('Update mods') });
    const chosen = (await showApprovalChecklist(proposals, new AbortController().signal)) ?? [];
    if (chosen.length === 0) {
      void vscode.window.showInformationMessage(vscode.l10n.t('Nothing was installed.'));
      return;
    }
    const outcomes = await deps.applier.apply(proposals, vscode.l10n.t('Update mods in {0}', instance.name), chosen);
    reportOutcomes(outcomes);
  } catch (error) {
    if (error instanceof vscode.CancellationError || (error as Error).name === 'AbortError') return;
    void showFailure(undefined, error);
  }
}

async function publishCommand(deps: ReleaseCommandDeps, client: ModrinthClient): Promise<void> {
  const untrusted = untrustedRefusal('change');
  if (untrusted !== null) {
    void vscode.window.showWarningMessage(untrusted);
    return;
  }
  const instance = await pickInstance(() => deps.instances(), vscode.l10n.t('Publish which instance to Modrinth?'));
  if (instance === undefined) return;
  const project = (
    await vscode.window.showInputBox({
      title: vscode.l10n.t('Modrinth project'),
      prompt: vscode.l10n.t('The id or slug of the Modrinth project to add the version to'),
      ignoreFocusOut: true,
      validateInput: (v) => (v.trim() === '' ? vscode.l10n.t('Enter the project id or slug') : null),
    })
  )?.trim();
  if (!project) return;
  const versionNumber = (
    await vscode.window.showInputBox({
      title: vscode.l10n.t('Version number'),
      prompt: vscode.l10n.t('1 to 32 URL-safe characters, for example 1.2.0'),
      ignoreFocusOut: true,
      validateInput: (v) =>
        VERSION_NUMBER.test(v.trim()) ? null : vscode.l10n.t('Use 1 to 32 letters, digits or . _ - + ~'),
    })
  )?.trim();
  if (!versionNumber) return;
  const changelog = await pickChangelog();
  if (changelog === undefined) return;

  // The gate first, online (Modrinth's project licenses added), shown as a report before anything is sent.
  const gate = await withProgress(vscode.l10n.t('Nova: checking what {0} would embed', instance.name), (signal) =>
    checkRelease(instance, 'modrinth', undefined, { modrinth: client, signal }),
  );
  const blocking = gate.problems.filter((p) => p.severity === 'error').length;
  if (gate.problems.length > 0) {
    const document = await vscode.workspace.openTextDocument({
      language: 'markdown',
      content: gateMarkdown(instance, gate),
    });
    await vscode.window.showTextDocument(document, { preview: true });
  }
  const go = blocking > 0 ? vscode.l10n.t('Publish Anyway') : vscode.l10n.t('Publish');
  const confirm = await vscode.window.showWarningMessage(
    blocking === 1
      ? vscode.l10n.t(
          '1 blocking problem: Modrinth may reject the pack. Publish {0} as version {1} of {2} anyway?',
          instance.name,
          versionNumber,
          project,
        )
      : blocking > 1
        ? vscode.l10n.t(
            '{0} blocking problems: Modrinth may reject the pack. Publish {1} as version {2} of {3} anyway?',
            blocking,
            instance.name,
            versionNumber,
            project,
          )
        : vscode.l10n.t(
            'Publish {0} as version {1} of the Modrinth project {2}?',
            instance.name,
            versionNumber,
            project,
          ),
    { modal: true },
    go,
  );
  if (confirm !== go) return;

  let token = await deps.secrets.get(TOKEN_KEY);
  if (!token) {
    token = (
      await vscode.window.showInputBox({
        title: vscode.l10n.t('Modrinth token'),
        prompt: vscode.l10n.t(
          'A personal access token with the VERSION_CREATE scope (modrinth.com/settings/pats); kept in VS Code’s secret storage',
        ),
        password: true,
        ignoreFocusOut: true,
      })
    )?.trim();
    if (!token) return;
    await deps.secrets.store(TOKEN_KEY, token);
  }
  const locale = hostLocale();
  const secret = token;
  const result = await withProgress(
    vscode.l10n.t('Nova: publishing {0} {1}', instance.name, versionNumber),
    (signal, report) =>
      publishPack(instance, {
        project,
        versionNumber,
        changelog,
        gate,
        force: blocking > 0,
        connection: { baseUrl: client.baseUrl, token: secret, userAgent: `nova-modpack/${deps.version} (VS Code)` },
        signal,
        onStep: (step) => report(renderMessage(step, locale)),
      }),
  );
  const outcome = result.outcome;
  if (outcome === null) {
    void vscode.window.showErrorMessage(
      result.blocking.length === 1
        ? vscode.l10n.t('1 blocking problem stopped the publish; nothing was uploaded.')
        : vscode.l10n.t('{0} blocking problems stopped the publish; nothing was uploaded.', result.blocking.length),
    );
    return;
  }
  const text = renderMessage(outcome.message, locale);
  if (outcome.httpStatus === 401) await deps.secrets.delete(TOKEN_KEY);
  if (outcome.status === 'published' && outcome.version !== null) {
    const open = vscode.l10n.t('Open Version Page');
    const answer = await vscode.window.showInformationMessage(text, open);
    if (answer === open) await vscode.env.openExternal(vscode.Uri.parse(outcome.version.url));
    return;
  }
  void vscode.window.showErrorMessage(text, { modal: outcome.status === 'unknown' || outcome.status === 'partial' });
}

async function pickChangelog(): Promise<string | undefined> {
  const none = { label: vscode.l10n.t('No changelog'), from: 'none' as const };
  const file = {
    label: vscode.l10n.t('From a file…'),
    description: vscode.l10n.t('for example the output of nova diff OLD NEW --notes'),
    from: 'file' as const,
  };
  const picked = await vscode.window.showQuickPick([none, file], { title: vscode.l10n.t('Changelog of the version') });
  if (picked === undefined) return undefined;
  if (picked.from === 'none') return '';
  const uri = await vscode.window.showOpenDialog({ canSelectMany: false, filters: { Markdown: ['md', 'txt'] } });
  if (uri?.[0] === undefined) return undefined;
  const bytes = await vscode.workspace.fs.readFile(uri[0]);
  if (bytes.length > 65_536 * 4)
    throw new Error(vscode.l10n.t('The changelog is longer than Modrinth allows (65,536 characters).'));
  const text = Buffer.from(bytes).toString('utf8');
  if (text.length > 65_536)
    throw new Error(vscode.l10n.t('The changelog is longer than Modrinth allows (65,536 characters).'));
  return text;
}

function gateMarkdown(instance: Instance, gate: ReleaseGate): string {
  const locale = hostLocale();
  const lines = [`# ${vscode.l10n.t('Redistribution check of {0} for Modrinth', instance.name)}`, ''];
  for (const p of gate.problems) lines.push(`- **${p.severity}** \`${p.code}\`: ${renderMessage(p.message, locale)}`);
  lines.push(
    '',
    `| ${vscode.l10n.t('File')} | ${vscode.l10n.t('License')} | ${vscode.l10n.t('Verdict')} |`,
    '|---|---|---|',
  );
  for (const f of gate.files) {
    const license =
      [...f.license, ...(f.modrinth?.license ? [`${f.modrinth.license} (Modrinth)`] : [])].join(', ') || '—';
    lines.push(`| ${embeddedLabel(f).replace(/\|/g, '\\|')} | ${license.replace(/\|/g, '\\|')} | ${f.verdict} |`);
  }
  return lines.join('\n') + '\n';
}

function withProgress<T>(
  title: string,
  task: (signal: AbortSignal, report: (message: string) => void) => Promise<T>,
): Promise<T> {
  return withCancellableProgress(title, (signal, progress) => task(signal, (message) => progress.report({ message })));
}
