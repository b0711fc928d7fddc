import * as vscode from 'vscode';

/**
 * Restricted Mode (an untrusted workspace) keeps Nova read-only: diagnostics, crash analysis and listings work;
 * file changes, network access and the chat wait for trust. Returns the sentence to show when the workspace is not
 * trusted, or null when it is.
 */
export function untrustedRefusal(what: 'change' | 'network' | 'chat'): string | null {
  if (vscode.workspace.isTrusted) return null;
  switch (what) {
    case 'change':
      return vscode.l10n.t(
        'This workspace is in Restricted Mode, so Nova changes no file in it. Trust the workspace (Workspaces: Manage Workspace Trust) and try again.',
      );
    case 'network':
      return vscode.l10n.t(
        'This workspace is in Restricted Mode, so Nova does not go online for it. Trust the workspace (Workspaces: Manage Workspace Trust) to use Modrinth.',
      );
    case 'chat':
      return vscode.l10n.t(
        "This workspace is in Restricted Mode, so Nova's chat is off: it would send the workspace's files to a model server. Trust the workspace (Workspaces: Manage Workspace Trust) to chat.",
      );
  }
}
