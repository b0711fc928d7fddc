import * as vscode from 'vscode';
import { failureAdvice, failureLead, type FailureAdvice } from '../core/failures/failureAdvice';
import { hostLocale } from './locale';

export interface FailureToastOptions {
  /** Runs the failed action again; offered when the failure says a retry may work. */
  retry?: () => unknown;
  /** The settings search Open Settings opens (`nova.network`); offered when the failure is a setting's to fix. */
  settings?: string;
  /** Where the system's own text goes (the Nova output channel). */
  log?: (line: string) => void;
}

/**
 * A failure as a notification, advice first (failureAdvice.ts): `what` (a plain sentence saying what did not happen,
 * or nothing when the error says it) and then what to do; the system's text ("fetch failed", "EACCES: …") only behind
 * Details and in the log. Retry and Open Settings are offered where they can fix it.
 */
export async function showFailure(
  what: string | undefined,
  error: unknown,
  options: FailureToastOptions = {},
): Promise<void> {
  const failure = isFailureAdvice(error) ? error : failureAdvice(error);
  const locale = hostLocale();
  const lead = failureLead(failure, locale);
  const text = what === undefined || what === '' ? lead : `${what}${locale === 'zh-cn' ? '' : ' '}${lead}`;
  options.log?.(`${what ?? ''} ${failure.detail}`.trim());
  const retry = vscode.l10n.t('Retry');
  const settings = vscode.l10n.t('Open Settings');
  const details = vscode.l10n.t('Details');
  const buttons = [
    ...(options.retry !== undefined && failure.fixes.includes('retry') ? [retry] : []),
    ...(options.settings !== undefined && failure.fixes.includes('openSettings') ? [settings] : []),
    ...(failure.advice !== undefined && failure.detail !== '' ? [details] : []),
  ];
  const answer = await vscode.window.showErrorMessage(text, ...buttons);
  if (answer === retry) await options.retry?.();
  else if (answer === settings) await vscode.commands.executeCommand('workbench.action.openSettings', options.settings);
  else if (answer === details) void vscode.window.showErrorMessage(text, { modal: true, detail: failure.detail });
}

function isFailureAdvice(value: unknown): value is FailureAdvice {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    'detail' in value &&
    'fixes' in value &&
    !(value instanceof Error)
  );
}
