import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { EditApplier } from '../../../src/host/editApplier';
import type { ChatSession } from '../../../src/ui/chatSession';
import type { NovaToolInvoker } from '../../../src/ui/novaToolInvoker';

/** The API `activate()` returns (the extension contract the in-host suite relies on). */
export interface NovaApi {
  whenIdle(): Promise<void>;
}

export const EXTENSION_ID = 'nova.nova-modpack';

/** Activates Nova (if the workspace markers did not already) and returns its API. */
export async function activateNova(): Promise<NovaApi> {
  const extension = vscode.extensions.getExtension<NovaApi>(EXTENSION_ID);
  if (!extension) throw new Error(`Extension ${EXTENSION_ID} is not loaded in this extension host.`);
  const api = await extension.activate();
  if (!api || typeof api.whenIdle !== 'function') throw new Error('activate() did not return an API with whenIdle().');
  return api;
}

/** The part of Nova's API the chat and journal tests drive: the same chat and applier the view and commands use. */
export interface ChatApi extends NovaApi {
  chat: ChatSession;
  applier: EditApplier;
}

/** Activates Nova and returns its chat and applier, failing when `activate()` does not expose them. */
export async function chatApi(): Promise<ChatApi> {
  const api = (await activateNova()) as unknown as ChatApi;
  assert.ok(api.chat && api.applier, 'activate() exposes the chat and the applier');
  return api;
}

/** The part of Nova's API for agents outside its chat: the invoker of Copilot's tools and the `@nova` handler. */
export interface AgentsApi extends ChatApi {
  agents: { invoker: NovaToolInvoker; participant: vscode.ChatRequestHandler };
}

/** Activates Nova and returns the invoker and participant its Copilot tools and `@nova` use. */
export async function agentsApi(): Promise<AgentsApi> {
  const api = (await chatApi()) as AgentsApi;
  assert.ok(api.agents?.invoker && api.agents.participant, 'activate() exposes the agents API');
  return api;
}

export function workspaceRoot(): vscode.Uri {
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (!folder) throw new Error('The in-host suite needs the generated sample workspace to be open.');
  return folder.uri;
}

/** The URI of a workspace-relative `/`-separated path. */
export function fileAt(relative: string): vscode.Uri {
  return vscode.Uri.joinPath(workspaceRoot(), ...relative.split('/'));
}

/** The workspace-relative path of `uri`, or null when it lies outside the workspace. */
export function relativeTo(uri: vscode.Uri): string | null {
  const root = workspaceRoot().path.replace(/\/$/, '');
  return uri.path.startsWith(root + '/') ? uri.path.slice(root.length + 1) : null;
}

/** Every file under a workspace folder with its exact bytes (hex), by relative path. */
export function snapshot(relative: string): Record<string, string> {
  const root = fileAt(relative).fsPath;
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(root, { recursive: true }).map(String).sort()) {
    const file = path.join(root, entry);
    if (fs.statSync(file).isFile()) out[entry.split(path.sep).join('/')] = fs.readFileSync(file).toString('hex');
  }
  return out;
}

/** Nova's own diagnostics, by workspace-relative path. */
export function novaDiagnostics(): Map<string, vscode.Diagnostic[]> {
  const byFile = new Map<string, vscode.Diagnostic[]>();
  for (const [uri, diagnostics] of vscode.languages.getDiagnostics()) {
    const mine = diagnostics.filter((d) => d.source === 'Nova');
    if (mine.length === 0) continue;
    byFile.set(relativeTo(uri) ?? uri.toString(), mine);
  }
  return byFile;
}

/** The problem code string of a Nova diagnostic (`code` is `{ value, target }`). */
export function codeOf(diagnostic: vscode.Diagnostic): string {
  const code = diagnostic.code;
  if (code && typeof code === 'object') return String(code.value);
  return String(code);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Polls `check` until it returns true; throws with `describe()` after `timeoutMs`. Waits are
 * generous because the test machines are slow; the check itself is what must become true.
 */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  describe: () => string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms: ${describe()}`);
    await sleep(200);
  }
}

export async function exists(uri: vscode.Uri): Promise<boolean> {
  try {
    await vscode.workspace.fs.stat(uri);
    return true;
  } catch {
    return false;
  }
}

/** A readable dump of Nova's diagnostics for assertion messages. */
export function describeDiagnostics(): string {
  const lines: string[] = [];
  for (const [file, diagnostics] of novaDiagnostics()) {
    lines.push(`${file}: ${diagnostics.map((d) => `${codeOf(d)} (${d.message})`).join('; ')}`);
  }
  return lines.length > 0 ? lines.join('\n') : '(no Nova diagnostics)';
}

/** The journal's newest undoable batch: its id and label. */
export function newest(applier: EditApplier): { id: string; label: string } | undefined {
  const next = applier.journal.nextUndo;
  return next === undefined ? undefined : { id: next.id, label: next.label };
}
