import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { showFailure } from './failureToast';
import type { ChatAttachment } from '../core/agent/chatAttachment';
import type { ChatSession } from './chatSession';

export interface AddToChatDeps {
  chat: ChatSession;
  revealChat(): Promise<void>;
}

/** How much of a file is read for an attachment: far more than the model gets (the cap), never the whole of a log. */
const READ_WINDOW = 64 * 1024;
const LOG_NAME = /(?:\.log(?:\.\d+)?|^crash-.*\.txt|^hs_err_pid\d+\.log)$/i;

/**
 * "Add to Nova" (editor, Explorer, editor tab) and "Add Terminal Output to Nova" (terminal): attach a file, the
 * selection, a log or a terminal's output to the chat's next question. What reaches the model is capped and sent as
 * untrusted data (src/core/agent/chatAttachment.ts); nothing is sent until the person sends the question.
 */
export function registerAddToChatCommands(deps: AddToChatDeps): vscode.Disposable {
  const attach = async (attachment: ChatAttachment | undefined): Promise<void> => {
    if (attachment === undefined) return;
    deps.chat.attach(attachment);
    await deps.revealChat();
  };
  return vscode.Disposable.from(
    vscode.commands.registerCommand('nova.addToChat', async (uri?: unknown) => {
      try {
        await attach(await fromEditorOrFile(uri instanceof vscode.Uri ? uri : undefined));
      } catch (error) {
        void showFailure(vscode.l10n.t('Nova could not attach this.'), error);
      }
    }),
    vscode.commands.registerCommand('nova.addTerminalToChat', async () => attach(await fromTerminal())),
  );
}

async function fromEditorOrFile(uri: vscode.Uri | undefined): Promise<ChatAttachment | undefined> {
  const editor = vscode.window.activeTextEditor;
  const fromEditor = editor !== undefined && (uri === undefined || editor.document.uri.toString() === uri.toString());
  if (fromEditor) {
    const { document, selection } = editor;
    const name = path.basename(document.uri.fsPath || document.uri.path);
    if (!selection.isEmpty) {
      const first = selection.start.line + 1;
      const last =
        selection.end.character === 0 && selection.end.line > selection.start.line
          ? selection.end.line
          : selection.end.line + 1;
      return {
        kind: 'selection',
        label: first === last ? `${name}:${first}` : `${name}:${first}–${last}`,
        text: document.getText(selection),
      };
    }
    return { kind: LOG_NAME.test(name) ? 'log' : 'file', label: name, text: document.getText() };
  }
  if (uri === undefined) {
    void vscode.window.showInformationMessage(
      vscode.l10n.t('Open a file or select text first, or use "Add to Nova" on a file in the Explorer.'),
    );
    return undefined;
  }
  return await fromFile(uri);
}

/** A file from the Explorer: the start of it, or the end for a log; a folder, a device or binary data is refused. */
async function fromFile(uri: vscode.Uri): Promise<ChatAttachment | undefined> {
  const file = uri.fsPath;
  const name = path.basename(file);
  const stat = await fs.promises.stat(file);
  if (!stat.isFile()) {
    void vscode.window.showWarningMessage(vscode.l10n.t('{0} is not a file, so Nova cannot attach it.', name));
    return undefined;
  }
  const log = LOG_NAME.test(name);
  const length = Math.min(stat.size, READ_WINDOW);
  const handle = await fs.promises.open(file, 'r');
  let bytes: Buffer;
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, log ? stat.size - length : 0);
    bytes = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  if (bytes.includes(0)) {
    void vscode.window.showWarningMessage(
      vscode.l10n.t('{0} holds binary data, not text, so Nova cannot attach it.', name),
    );
    return undefined;
  }
  return { kind: log ? 'log' : 'file', label: name, text: bytes.toString('utf8') };
}

/**
 * The active terminal's selection, else its whole visible buffer, read through the clipboard (VS Code gives
 * extensions no other access to a terminal's text); the person's clipboard is put back afterwards.
 */
async function fromTerminal(): Promise<ChatAttachment | undefined> {
  const terminal = vscode.window.activeTerminal;
  if (terminal === undefined) {
    void vscode.window.showInformationMessage(vscode.l10n.t('Open a terminal first: there is none to attach.'));
    return undefined;
  }
  const saved = await vscode.env.clipboard.readText();
  try {
    const marker = `nova-${Date.now()}`;
    await vscode.env.clipboard.writeText(marker);
    await vscode.commands.executeCommand('workbench.action.terminal.copySelection');
    let text = await vscode.env.clipboard.readText();
    if (text === marker || text === '') {
      await vscode.commands.executeCommand('workbench.action.terminal.selectAll');
      await vscode.commands.executeCommand('workbench.action.terminal.copySelection');
      await vscode.commands.executeCommand('workbench.action.terminal.clearSelection');
      text = await vscode.env.clipboard.readText();
    }
    if (text === marker || text.trim() === '') {
      void vscode.window.showInformationMessage(vscode.l10n.t('The terminal shows no text to attach.'));
      return undefined;
    }
    return { kind: 'terminal', label: vscode.l10n.t('Terminal: {0}', terminal.name), text };
  } finally {
    await vscode.env.clipboard.writeText(saved);
  }
}
