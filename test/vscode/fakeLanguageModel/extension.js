// Test-only: one chat model registered through VS Code 1.100's proposed chatProvider API
// (vscode.lm.registerChatModelProvider; see docs/vscode-models.md). Its answers come from the handler the
// in-host suite sets through this extension's exports, so the suite scripts the model in TypeScript.
'use strict';
const vscode = require('vscode');

const MODEL_ID = 'nova-test-model';
let handler;

exports.activate = function activate(context) {
  const provider = {
    async provideLanguageModelResponse(messages, options, extensionId, progress, token) {
      if (handler === undefined) throw new Error('The in-host suite set no handler for the test model.');
      await handler({ messages, options, extensionId, progress, token });
    },
    provideTokenCount(value) {
      // One token per four characters: enough for the meter to show a number the suite can check.
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      return Promise.resolve(Math.ceil(text.length / 4));
    },
  };
  context.subscriptions.push(
    // A proposed API (code-server runs with --enable-proposed-api for this extension), absent from @types/vscode.
    /** @type {any} */ (vscode.lm).registerChatModelProvider(MODEL_ID, provider, {
      vendor: 'nova-test',
      name: 'Nova Test Model',
      family: 'nova-test-family',
      version: '1',
      maxInputTokens: 64000,
      maxOutputTokens: 4096,
      isUserSelectable: false,
      capabilities: { toolCalling: true },
    }),
  );
  return {
    modelId: MODEL_ID,
    /** Sets the function that answers each request: ({ messages, options, extensionId, progress, token }) => Promise. */
    setHandler(next) {
      handler = next;
    },
  };
};

exports.deactivate = function deactivate() {};
