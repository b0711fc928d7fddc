import * as path from 'node:path';
import * as vscode from 'vscode';
import { withCancellableProgress } from './cancellableProgress';
import { numberProposals, type ProposalDraft } from '../core/edits';
import { scanInstanceMods } from '../core/checks/instanceMods';
import type { Instance } from '../core/model/instance';
import { globalModrinthFetch, ModrinthClient, ModrinthError } from '../core/modrinth/modrinthClient';
import { readNovaConfig, type NovaConfig } from '../host/novaConfig';
import {
  checkModUpdates,
  updateProblems,
  contentFilter,
  availableUpdates,
  heldUpdates,
  type IdentifiedFile,
} from '../core/modrinth/modrinthContent';
import { proposeInstall, proposeUpdates } from '../core/planning/contentPlanner';
import { primaryFile, type ModrinthSearchHit } from '../core/modrinth/modrinthTypes';
import type { ModScanner } from '../core/mods/modScanner';
import type { ChangeApplier } from '../core/ports';
import { reportOutcomes } from './reportOutcomes';
import { filesCount } from './countText';
import { modsCount } from './toolCardText';
import { loaderText } from './instanceText';
import { showApprovalChecklist } from './approvalChecklist';
import { sizeText, urlHost } from '../core/displayText';
import type { Problem } from '../core/model/problem';
import { hostLocale } from './locale';
import { localizedError } from '../core/locale/messageError';
import { failureAdvice, failureLead } from '../core/failures/failureAdvice';
import { pickInstance } from './instancePicker';
import { untrustedRefusal } from '../host/workspaceTrust';
import type { PackImpactSource } from '../core/planning/referenceImpact';

export interface ModrinthCommandDeps {
  instances(): Promise<Instance[]>;
  scanner: ModScanner;
  /** The client, or undefined when network access is turned off in the settings. */
  client(): ModrinthClient | undefined;
  applier: ChangeApplier;
  /** The pack's references: an update says which of them its new version breaks. */
  impact?: PackImpactSource;
  /** Shows what a check found ("a newer version exists") on the instance's jars in the Problems panel. */
  publishUpdates?(instance: Instance, problems: Problem[]): void;
  /** Records which jars a check identified on Modrinth and their updates (the Mods view shows them). */
  identified?(instance: Instance, results: readonly IdentifiedFile[]): void;
}

const NETWORK_SETTING = 'nova.network.enabled';

/**
 * The Modrinth client the host's settings allow: undefined when `nova.network.enabled` is false or the workspace is
 * not trusted (Restricted Mode), otherwise one client per base URL (`nova.modrinth.baseUrl`), so rate-limit state
 * and the memory cache live as long as the session; GET answers are also cached under `storage`/modrinth-cache.
 */
export function modrinthClientSource(
  storage: vscode.Uri | undefined,
  version: string,
  config: () => Pick<NovaConfig, 'networkEnabled' | 'modrinthBaseUrl'>,
): () => ModrinthClient | undefined {
  let current: ModrinthClient | undefined;
  return () => {
    const { networkEnabled, modrinthBaseUrl: baseUrl } = config();
    if (!networkEnabled || !vscode.workspace.isTrusted) return undefined;
    if (current === undefined || current.baseUrl !== baseUrl.replace(/\/+$/, '')) {
      const cacheDir = storage?.scheme === 'file' ? path.join(storage.fsPath, 'modrinth-cache') : null;
      current = new ModrinthClient({ fetch: globalModrinthFetch, baseUrl, version, cacheDir });
    }
    return current;
  };
}

/**
 * "Nova: Add Mod…" (search Modrinth as you type, then the same checklist the chat uses) and "Nova: Check for
 * Updates" (pick updates; each keeps the old jar as .disabled). Both go through the core content services and the
 * host's edit applier, so every change is journaled and can be undone.
 */
export function registerModrinthCommands(deps: ModrinthCommandDeps): vscode.Disposable {
  const guarded = (run: (client: ModrinthClient, arg: unknown) => Promise<void>) =>
    async function attempt(arg?: unknown): Promise<void> {
      const untrusted = untrustedRefusal('network');
      if (untrusted !== null) {
        void vscode.window.showWarningMessage(untrusted);
        return;
      }
      const client = deps.client();
      if (client === undefined) {
        const open = vscode.l10n.t('Open Settings');
        const answer = await vscode.window.showWarningMessage(
          vscode.l10n.t('Network access is turned off in Nova’s settings, so Modrinth cannot be reached.'),
          open,
        );
        if (answer === open) await vscode.commands.executeCommand('workbench.action.openSettings', NETWORK_SETTING);
        return;
      }
      try {
        await run(client, arg);
      } catch (error) {
        if (isCancellation(error)) {
          void vscode.window.showInformationMessage(vscode.l10n.t('Cancelled; nothing was written.'));
          return;
        }
        // Nova's own refusal (ContentError, a planner's) in the person's language; any other error as it says.
        const message = localizedError(error, hostLocale());
        if (error instanceof ModrinthError && (error.kind === 'network' || error.kind === 'timeout')) {
          // Advice first, with the buttons that fix it; the host and the system's error wait behind "Details".
          const retry = vscode.l10n.t('Retry');
          const settings = vscode.l10n.t('Open Settings');
          const details = vscode.l10n.t('Details');
          const answer = await vscode.window.showErrorMessage(
            vscode.l10n.t('Modrinth cannot be reached right now. Check the network connection or proxy, then retry.'),
            retry,
            settings,
            details,
          );
          if (answer === retry) await attempt(arg);
          else if (answer === settings)
            await vscode.commands.executeCommand(
              'workbench.action.openSettings',
              '@ext:nova nova.network nova.modrinth',
            );
          else if (answer === details) void vscode.window.showErrorMessage(message, { modal: true });
          return;
        }
        void vscode.window.showErrorMessage(message);
      }
    };
  return vscode.Disposable.from(
    vscode.commands.registerCommand(
      'nova.addMod',
      guarded((client, arg) => addModCommand(deps, client, addModRequest(arg))),
    ),
    vscode.commands.registerCommand(
      'nova.checkUpdates',
      guarded((client, arg) => checkUpdatesCommand(deps, client, isInstance(arg) ? arg : undefined)),
    ),
  );
}

/** What a quick fix passes to "Add Mod": the search to start with and the instance the problem is in. */
interface AddModRequest {
  query?: string;
  instance?: string;
}

function addModRequest(arg: unknown): AddModRequest {
  if (typeof arg !== 'object' || arg === null) return {};
  const { query, instance } = arg as Record<string, unknown>;
  return {
    query: typeof query === 'string' ? query : undefined,
    instance: typeof instance === 'string' ? instance : undefined,
  };
}

async function addModCommand(
  deps: ModrinthCommandDeps,
  client: ModrinthClient,
  request: AddModRequest = {},
): Promise<void> {
  const instances = async (): Promise<Instance[]> => {
    const all = await deps.instances();
    const named = all.filter((i) => i.id === request.instance);
    return named.length === 1 ? named : all;
  };
  const instance = await pickInstance(instances, vscode.l10n.t('Add Mod'));
  if (instance === undefined) return;
  const hit = await searchPick(client, instance, request.query ?? '');
  if (hit === undefined) return;
  const drafts = await withCancellableProgress(vscode.l10n.t('Nova: preparing {0}', hit.title), async (signal) => {
    const installed = await scanInstanceMods(deps.scanner, instance, { signal });
    return proposeInstall(
      { client, instance, instanceId: instance.id, installed, locale: hostLocale() },
      hit.projectId,
      null,
      signal,
    );
  });
  await confirmAndApply(
    deps,
    drafts,
    vscode.l10n.t('Install from Modrinth'),
    'install_content',
    vscode.l10n.t('Add {0}', hit.title),
  );
}

/** `target`: the instance the Mods view's menu names; otherwise the person picks one. */
async function checkUpdatesCommand(
  deps: ModrinthCommandDeps,
  client: ModrinthClient,
  target?: Instance,
): Promise<void> {
  const instance = target ?? (await pickInstance(() => deps.instances(), vscode.l10n.t('Check for Updates')));
  if (instance === undefined) return;
  const results = await withCancellableProgress(
    vscode.l10n.t('Nova: checking {0} on Modrinth', instance.name),
    async (signal) => {
      const files = await scanInstanceMods(deps.scanner, instance, { signal });
      // The skip list: the nova.updates.skip setting here, `.nova.json` skipUpdates read by the core (updateHolds.ts).
      return checkModUpdates(client, instance, files, signal, readNovaConfig().updatesSkip);
    },
  );
  const notes = updateProblems(instance, results, hostLocale());
  deps.publishUpdates?.(instance, notes);
  deps.identified?.(instance, results);
  const known = results.filter((r) => r.current !== null).length;
  const updates = availableUpdates(results);
  const held = heldUpdates(results);
  if (updates.length === 0 && held.length === 0) {
    void vscode.window.showInformationMessage(
      vscode.l10n.t(
        'Everything is up to date for {1}: {0} on Modrinth, {2} not on Modrinth.',
        modsCount(known),
        describe(instance),
        filesCount(results.length - known),
      ),
    );
    return;
  }
  const items = updates.map((u) => {
    const file = primaryFile(u.update);
    return {
      label: `${u.file.fileName} → ${u.update.versionNumber}`,
      description: file === undefined ? '' : `${file.filename} · ${sizeText(file.size)}`,
      detail: vscode.l10n.t(
        'From {0}; the old file is renamed to .disabled (kept until you remove it)',
        urlHost(file?.url ?? '', client.host),
      ),
      picked: true,
      update: u,
    };
  });
  // Pinned (packwiz `pin = true`) and skipped mods are shown, never ticked: ticking one is a deliberate choice.
  for (const u of held) {
    items.push({
      label: `$(pin) ${u.file.fileName} → ${u.update.versionNumber}`,
      description:
        u.held === 'pinned'
          ? vscode.l10n.t('pinned (pin = true): not ticked')
          : vscode.l10n.t('in the skip list: not ticked'),
      detail: vscode.l10n.t('Tick it to update anyway'),
      picked: false,
      update: u,
    });
  }
  const picked = await vscode.window.showQuickPick(items, {
    canPickMany: true,
    title:
      updates.length === 1
        ? vscode.l10n.t('1 update for {0}', describe(instance))
        : vscode.l10n.t('{0} updates for {1}', updates.length, describe(instance)),
    placeHolder: vscode.l10n.t('Checked updates are downloaded, verified and applied; they can be undone'),
  });
  if (picked === undefined || picked.length === 0) return;
  // drafts[i] (checklist item i + 1) replaces picked[i]: the planner keeps the order and is all or nothing.
  const replacedFiles = picked.map(({ update }) => update.file.path);
  const drafts = await withCancellableProgress(
    picked.length === 1
      ? vscode.l10n.t('Nova: downloading 1 update')
      : vscode.l10n.t('Nova: downloading {0} updates', picked.length),
    async (signal) => {
      const installed = await scanInstanceMods(deps.scanner, instance, { signal });
      const requests = picked.map(({ update }) => ({ file: update.file.fileName, versionId: update.update.id }));
      const impact = deps.impact === undefined ? {} : { impact: deps.impact };
      return proposeUpdates({ client, instance, instanceId: instance.id, installed, ...impact }, requests, signal);
    },
  );
  const proposals = numberProposals(drafts, { name: 'update_content', displayName: vscode.l10n.t('Update mods') });
  // An update with warnings (not known to be that project, another loader or Minecraft, missing dependencies) is
  // shown in the same checklist as the chat's, unticked; plain updates were already picked above.
  const chosen = proposals.some((p) => p.impact !== undefined)
    ? ((await showApprovalChecklist(proposals, new AbortController().signal)) ?? [])
    : proposals;
  const outcomes = await deps.applier.apply(proposals, vscode.l10n.t('Update mods in {0}', instance.name), chosen);
  if (chosen.length === 0) {
    void vscode.window.showInformationMessage(vscode.l10n.t('Nothing was installed.'));
    return;
  }
  // An applied update answers its note; the others stay until the next check.
  const updated = new Set(outcomes.filter((o) => o.status === 'applied').map((o) => replacedFiles[o.item - 1]));
  deps.publishUpdates?.(
    instance,
    notes.filter((note) => !updated.has(note.files[0])),
  );
  reportOutcomes(outcomes);
}

/** A QuickPick that searches Modrinth as the person types (debounced; a newer query cancels the older one). */
function searchPick(
  client: ModrinthClient,
  instance: Instance,
  initialQuery = '',
): Promise<ModrinthSearchHit | undefined> {
  type Item = vscode.QuickPickItem & { hit?: ModrinthSearchHit };
  const filter = contentFilter(instance, 'mod');
  return new Promise((resolve) => {
    const pick = vscode.window.createQuickPick<Item>();
    pick.title = vscode.l10n.t('Add Mod from Modrinth to {0}', describe(instance));
    pick.placeholder = vscode.l10n.t(
      'Type to search mods for {0}',
      [...(filter.loaders ?? []), instance.minecraft ?? ''].filter(Boolean).join(' '),
    );
    pick.matchOnDescription = true;
    pick.matchOnDetail = true;
    let timer: NodeJS.Timeout | undefined;
    let running: AbortController | undefined;
    let settled = false;
    const run = async (query: string): Promise<void> => {
      running?.abort();
      const controller = new AbortController();
      running = controller;
      pick.busy = true;
      try {
        const page = await client.search(
          { query, projectType: 'mod', loaders: filter.loaders, gameVersions: filter.gameVersions, limit: 25 },
          controller.signal,
        );
        if (controller.signal.aborted) return;
        pick.items = page.hits.map((hit) => ({
          label: hit.title,
          description:
            hit.downloads === 1
              ? vscode.l10n.t('1 download · by {0}', hit.author)
              : vscode.l10n.t('{0} downloads · by {1}', compact(hit.downloads), hit.author),
          detail: hit.description,
          alwaysShow: true,
          hit,
        }));
        if (page.hits.length === 0)
          pick.items = [{ label: vscode.l10n.t('No mods match “{0}” for this instance', query), alwaysShow: true }];
      } catch (error) {
        if (controller.signal.aborted) return;
        // Advice first on the row (a picker row is cut after one line); the system's text on the line below.
        const failure = failureAdvice(error);
        pick.items = [
          {
            label: `$(error) ${failureLead(failure, hostLocale())}`,
            ...(failure.advice !== undefined ? { detail: failure.detail } : {}),
            alwaysShow: true,
          },
        ];
      } finally {
        if (running === controller) pick.busy = false;
      }
    };
    const finish = (hit: ModrinthSearchHit | undefined): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      running?.abort();
      resolve(hit);
      pick.dispose();
    };
    pick.onDidChangeValue((value) => {
      clearTimeout(timer);
      timer = setTimeout(() => void run(value.trim()), 300);
    });
    pick.onDidAccept(() => {
      const hit = pick.selectedItems[0]?.hit;
      if (hit !== undefined) finish(hit);
    });
    pick.onDidHide(() => finish(undefined));
    pick.value = initialQuery;
    pick.show();
    void run(initialQuery);
  });
}

async function confirmAndApply(
  deps: ModrinthCommandDeps,
  drafts: ProposalDraft[],
  displayName: string,
  tool: string,
  label: string,
): Promise<void> {
  const proposals = numberProposals(drafts, { name: tool, displayName });
  const picked = (await showApprovalChecklist(proposals, new AbortController().signal)) ?? [];
  const outcomes = await deps.applier.apply(proposals, label, picked);
  if (picked.length === 0) {
    void vscode.window.showInformationMessage(vscode.l10n.t('Nothing was installed.'));
    return;
  }
  reportOutcomes(outcomes);
}

/** An instance passed as a command argument (the Mods view's menu), told apart from a Uri or a tree node. */
function isInstance(value: unknown): value is Instance {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Instance>;
  return typeof v.id === 'string' && typeof v.gameDir === 'string' && typeof v.layout === 'string';
}

function describe(instance: Instance): string {
  return (
    [instance.loader ? loaderText({ type: instance.loader.type, version: null }) : '', instance.minecraft ?? '']
      .filter(Boolean)
      .join(' ') || instance.name
  );
}

function isCancellation(error: unknown): boolean {
  return error instanceof vscode.CancellationError || (error instanceof Error && error.name === 'AbortError');
}

function compact(n: number): string {
  if (n >= 1_000_000) return `${(n / 1_000_000).toFixed(1)}M`;
  if (n >= 1000) return `${Math.round(n / 1000)}k`;
  return String(n);
}
