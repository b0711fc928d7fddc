import * as vscode from 'vscode';
import type { PageTarget, UiPort } from '../core/ports';
import { errorMessage } from '../core/text/textSafety';

/** What `open_page` reveals in VS Code. Nothing here changes anything; it only shows views. */
export function chatUiPort(log: vscode.OutputChannel): UiPort {
  return {
    async openPage(target: PageTarget, filePath: string | null): Promise<void> {
      switch (target) {
        case 'problems':
          await vscode.commands.executeCommand('workbench.actions.view.problems');
          return;
        case 'settings':
          await vscode.commands.executeCommand('workbench.action.openSettings', 'nova.');
          return;
        case 'chat':
          await vscode.commands.executeCommand('nova.chat.focus');
          return;
        case 'output':
          log.show(true);
          return;
        case 'file':
          if (filePath === null) throw new Error('No file was named.');
          try {
            await vscode.window.showTextDocument(vscode.Uri.file(filePath), { preview: true, preserveFocus: true });
          } catch (error) {
            throw new Error(`Could not open ${filePath}: ${errorMessage(error)}`, {
              cause: error,
            });
          }
          return;
      }
    },
  };
}
