import type { ChatAction } from '../shared/protocol';

/**
 * The command each chat button runs: the same commands as the palette, so both paths behave alike (and a button is
 * labelled with its command's title: test/unit/commandTitles.test.ts).
 */
export const CHAT_ACTION_COMMANDS: Readonly<Record<ChatAction, string>> = {
  setApiKey: 'nova.setApiKey',
  clearApiKey: 'nova.clearApiKey',
  openSettings: 'nova.openProviderSettings',
  testConnection: 'nova.testConnection',
  choosePreset: 'nova.chooseProvider',
  undo: 'nova.undoLastChange',
  redo: 'nova.redoChange',
  history: 'nova.chatHistory',
  exportChat: 'nova.exportConversation',
  chooseModel: 'nova.chooseModel',
};
