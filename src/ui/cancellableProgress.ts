import * as vscode from 'vscode';

/** What a task under {@link withCancellableProgress} may report: a line and how far it moved, in percent. */
export type ProgressSink = vscode.Progress<{ message?: string; increment?: number }>;

/**
 * Runs `task` under a cancellable notification titled `title`: cancelling aborts its signal with a
 * `vscode.CancellationError` (the services then leave nothing behind), and the cancel listener is disposed when the
 * task settles. Each command keeps its own way of turning its progress into `progress.report` calls.
 */
export function withCancellableProgress<T>(
  title: string,
  task: (signal: AbortSignal, progress: ProgressSink) => Promise<T>,
): Promise<T> {
  return Promise.resolve(
    vscode.window.withProgress<T>(
      { location: vscode.ProgressLocation.Notification, title, cancellable: true },
      (progress, token): Promise<T> => {
        const controller = new AbortController();
        const subscription = token.onCancellationRequested(() => controller.abort(new vscode.CancellationError()));
        return task(controller.signal, progress).finally(() => {
          subscription.dispose();
        });
      },
    ),
  );
}
