/** The typed messages between the Nova webview and the extension host. No vscode, no DOM. */

/** One instance as the sidebar lists it. */
export interface InstanceSummary {
  id: string;
  name: string;
  layout: string;
  minecraft: string | null;
  /** `fabric 0.15.7`, or null for vanilla/unknown. */
  loader: string | null;
  modCount: number;
  disabledCount: number;
  errors: number;
  warnings: number;
  infos: number;
}

/** Texts the webview shows, already translated by the host (the webview has no l10n API). */
export interface ViewStrings {
  title: string;
  scanning: string;
  noInstances: string;
  noProblems: string;
  recheck: string;
  mods: string;
  disabled: string;
  errors: string;
  warnings: string;
  infos: string;
  unknownVersion: string;
  vanilla: string;
  showProblems: string;
}

/** Host → webview. */
export type ToWebviewMessage =
  /** The current instances and their problem counts; sent after `ready` and after every refresh. */
  | { type: 'summary'; instances: InstanceSummary[]; scanning: boolean; error: string | null; strings: ViewStrings };

/** Webview → host. */
export type FromWebviewMessage =
  /** The webview has loaded and can receive messages; the host posts nothing before it. */
  | { type: 'ready' }
  /** Re-run the conflict checks. */
  | { type: 'checkConflicts' }
  /** Open the Problems panel filtered to one instance. */
  | { type: 'showProblems'; instanceId: string };
