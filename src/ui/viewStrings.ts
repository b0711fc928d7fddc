import type { ViewStrings } from '../shared/protocol';

/** The part of `vscode.l10n` the strings need; tests pass a translator of their own (no VS Code in unit tests). */
export interface Translator {
  t(message: string, ...args: Array<string | number | boolean>): string;
}

/**
 * Every word the chat webview shows, in the host's language (`vscode.l10n`): sent with each summary and embedded in
 * the page (chatViewProvider.ts), so the webview itself writes no words of its own.
 */
export function viewStrings(l10n: Translator): ViewStrings {
  return {
    title: l10n.t('Instances'),
    scanning: l10n.t('Checking mods…'),
    noInstances: l10n.t(
      'No game instances found in this workspace. Open a folder with a Prism Launcher or MultiMC instance, a .minecraft folder, a packwiz pack or a mods/ folder.',
    ),
    noProblems: l10n.t('No problems found'),
    recheck: l10n.t('Check again'),
    mods: l10n.t('mods'),
    disabled: l10n.t('disabled'),
    errors: l10n.t('errors'),
    warnings: l10n.t('warnings'),
    infos: l10n.t('notes'),
    unknownVersion: l10n.t('unknown version'),
    vanilla: l10n.t('no loader'),
    showProblems: l10n.t('Show in Problems'),
    dependencyGraph: l10n.t('Show Dependency Graph'),
    allInstances: l10n.t('All instances'),
    showInstances: l10n.t('Show instances'),
    hideInstances: l10n.t('Hide instances'),
    scopeHint: l10n.t('The chat is about the selected instance; each has its own conversation.'),
    placeholder: l10n.t('Ask about your modpack (Enter sends, Shift+Enter for a new line)'),
    send: l10n.t('Send'),
    stop: l10n.t('Stop'),
    newChat: l10n.t('New Chat'),
    undo: l10n.t('Undo Last Change'),
    redo: l10n.t('Redo'),
    empty: l10n.t(
      'Ask Nova about the mods, conflicts or crashes of your instances. Changes are only proposed: you confirm each one in a checklist, and every applied change can be undone.',
    ),
    you: l10n.t('You'),
    nova: l10n.t('Nova'),
    arguments: l10n.t('Arguments'),
    result: l10n.t('Result'),
    running: l10n.t('running…'),
    queued: l10n.t('queued for your confirmation'),
    cancelled: l10n.t('cancelled'),
    failed: l10n.t('failed'),
    setApiKey: l10n.t('Set API Key'),
    openSettings: l10n.t('Open Settings'),
    testConnection: l10n.t('Test Connection'),
    choosePreset: l10n.t('Choose Provider'),
    thinking: l10n.t('Waiting for the model…'),
    waitingForYou: l10n.t('Waiting for you: review the proposed changes in the checklist.'),
    reviewChanges: l10n.t('Review changes…'),
    declineAll: l10n.t('Decline all'),
    reviewTitle: l10n.t('Proposed changes'),
    reviewDone: l10n.t('Reviewed'),
    jumpToLatest: l10n.t('Jump to latest'),
    retry: l10n.t('Retry'),
    sendWaiting: l10n.t('Send It Now'),
    details: l10n.t('Details'),
    copy: l10n.t('Copy'),
    copied: l10n.t('Copied'),
    editQuestion: l10n.t('Edit and send again'),
    attached: l10n.t('Attached'),
    removeAttachment: l10n.t('Remove'),
    welcomeTitle: l10n.t('Welcome to Nova'),
    welcomeSteps: [
      l10n.t('Pick where the model runs: "Choose Provider" (Ollama or LM Studio on this computer need no key).'),
      l10n.t('For a hosted provider, "Set API Key" stores the key in VS Code\'s secret storage.'),
      l10n.t('"Test Connection" checks that the model answers and can call Nova\'s tools.'),
    ],
    setupTitle: l10n.t('To set up a model:'),
    history: l10n.t('Conversation History'),
    exportChat: l10n.t('Export Conversation as Markdown'),
    chooseModel: l10n.t('Choose Model'),
    contextMeter: l10n.t('Context used on the last request'),
  };
}
