import * as vscode from 'vscode';
import { ChatModelError } from '../core/agent/chatModel';
import {
  HOST_MODEL_CODES,
  type HostLanguageModel,
  type HostMessage,
  type HostStreamPart,
  type HostTool,
} from '../core/agent/hostLanguageModel';
import { errorMessage, oneLine } from '../core/text/textSafety';

/** What the chat names as the server of the VS Code preset (not a URL: requests go through `vscode.lm`). */
export const VSCODE_MODELS_ENDPOINT = 'VS Code';

/** The vendor whose models the VS Code preset prefers when no model is set. */
const PREFERRED_VENDOR = 'copilot';

/** A model as the picker lists it. */
export interface VscodeModelInfo {
  id: string;
  vendor: string;
  family: string;
  name: string;
  maxInputTokens: number;
}

/** Every chat model VS Code offers now (Copilot's and other extensions'), as the model picker lists them. */
export async function listVscodeModels(): Promise<VscodeModelInfo[]> {
  const models = await vscode.lm.selectChatModels();
  return models.map((m) => ({
    id: m.id,
    vendor: m.vendor,
    family: m.family,
    name: m.name,
    maxInputTokens: m.maxInputTokens,
  }));
}

/**
 * The model `nova.provider.model` names for the VS Code preset: the one with that id; with no id, Copilot's first
 * model, else any model. Undefined when none is available.
 */
async function selectModel(id: string): Promise<vscode.LanguageModelChat | undefined> {
  if (id !== '') return (await vscode.lm.selectChatModels({ id }))[0];
  return (await vscode.lm.selectChatModels({ vendor: PREFERRED_VENDOR }))[0] ?? (await vscode.lm.selectChatModels())[0];
}

/**
 * A HostLanguageModel over `vscode.lm`: the model is looked up when first needed (models come and go as extensions
 * start and people sign in), messages and tools become LanguageModelChatMessage parts and LanguageModelChatTool,
 * the response's text and tool-call parts stream back, and Stop cancels the request's CancellationToken. Failures
 * become ChatModelErrors with a localized sentence that says what to do (HOST_MODEL_CODES).
 */
export function vscodeHostModel(id: string): HostLanguageModel {
  let selected: Promise<vscode.LanguageModelChat> | undefined;
  const model = (): Promise<vscode.LanguageModelChat> => {
    selected ??= selectModel(id).then((found) => {
      if (found === undefined) throw notFound(id);
      return found;
    });
    // A failed lookup is tried again on the next request (the providing extension may have started since).
    selected.catch(() => (selected = undefined));
    return selected;
  };
  return {
    id: id === '' ? vscode.l10n.t('default model') : id,
    endpoint: VSCODE_MODELS_ENDPOINT,
    async maxInputTokens() {
      const found = await model().catch(() => undefined);
      return found?.maxInputTokens ?? null;
    },
    async send(messages, tools, signal) {
      const chat = await model();
      const cancel = cancellationOf(signal);
      try {
        const response = await chat.sendRequest(
          messages.map(toVscodeMessage),
          {
            justification: vscode.l10n.t(
              'Nova answers your questions about your Minecraft instances with this model and its own tools; changes still wait for your confirmation.',
            ),
            ...(tools.length > 0
              ? { tools: tools.map(toVscodeTool), toolMode: vscode.LanguageModelChatToolMode.Auto }
              : {}),
          },
          cancel.token,
        );
        return streamParts(response.stream, chat, cancel);
      } catch (error) {
        cancel.dispose();
        throw worded(error, chat);
      }
    },
    async countTokens(value, signal) {
      const chat = await model();
      const cancel = cancellationOf(signal);
      try {
        return await chat.countTokens(typeof value === 'string' ? value : toVscodeMessage(value), cancel.token);
      } finally {
        cancel.dispose();
      }
    },
  };
}

/** The response's text and tool-call parts (other parts, such as data, are skipped); disposes the token at the end. */
async function* streamParts(
  stream: AsyncIterable<unknown>,
  chat: vscode.LanguageModelChat,
  cancel: vscode.CancellationTokenSource & { dispose(): void },
): AsyncIterable<HostStreamPart> {
  try {
    for await (const part of stream) {
      if (part instanceof vscode.LanguageModelTextPart) yield { kind: 'text', text: part.value };
      else if (part instanceof vscode.LanguageModelToolCallPart)
        yield { kind: 'tool-call', callId: part.callId, name: part.name, input: part.input };
    }
  } catch (error) {
    if (cancel.token.isCancellationRequested) throw error;
    throw worded(error, chat);
  } finally {
    cancel.dispose();
  }
}

function toVscodeMessage(message: HostMessage): vscode.LanguageModelChatMessage {
  if (message.role === 'assistant') {
    return vscode.LanguageModelChatMessage.Assistant(
      message.parts.flatMap((p): Array<vscode.LanguageModelTextPart | vscode.LanguageModelToolCallPart> =>
        p.kind === 'text'
          ? [new vscode.LanguageModelTextPart(p.text)]
          : p.kind === 'tool-call'
            ? [new vscode.LanguageModelToolCallPart(p.callId, p.name, p.input)]
            : [],
      ),
    );
  }
  return vscode.LanguageModelChatMessage.User(
    message.parts.flatMap((p): Array<vscode.LanguageModelTextPart | vscode.LanguageModelToolResultPart> =>
      p.kind === 'text'
        ? [new vscode.LanguageModelTextPart(p.text)]
        : p.kind === 'tool-result'
          ? [new vscode.LanguageModelToolResultPart(p.callId, [new vscode.LanguageModelTextPart(p.text)])]
          : [],
    ),
  );
}

function toVscodeTool(tool: HostTool): vscode.LanguageModelChatTool {
  return { name: tool.name, description: tool.description, inputSchema: tool.inputSchema };
}

/** A CancellationTokenSource cancelled when `signal` aborts (Stop); `dispose` also drops the listener. */
function cancellationOf(signal: AbortSignal): vscode.CancellationTokenSource & { dispose(): void } {
  const source = new vscode.CancellationTokenSource();
  const onAbort = (): void => source.cancel();
  if (signal.aborted) source.cancel();
  else signal.addEventListener('abort', onAbort, { once: true });
  const dispose = source.dispose.bind(source);
  return Object.assign(source, {
    dispose: () => {
      signal.removeEventListener('abort', onAbort);
      dispose();
    },
  });
}

function notFound(id: string): ChatModelError {
  return new ChatModelError(
    id === ''
      ? vscode.l10n.t(
          'No language model is available in VS Code. Install GitHub Copilot (or another extension that provides models) and sign in, or pick another provider with "Nova: Choose Provider".',
        )
      : vscode.l10n.t(
          'VS Code has no language model "{0}" (is the extension that provides it installed and signed in?). Pick an available one with "Nova: Choose Model".',
          id,
        ),
    null,
    null,
    HOST_MODEL_CODES.notFound,
  );
}

/** A LanguageModelError (or any failure of a request) as a ChatModelError worded for the person. */
function worded(error: unknown, chat: vscode.LanguageModelChat): ChatModelError {
  if (error instanceof ChatModelError) return error;
  const label = `${chat.name || chat.id} (${chat.vendor})`;
  // LanguageModelError codes are the names of its factories (`NotFound`, `NoPermissions`, `Blocked`, `Unknown`).
  const code = error instanceof vscode.LanguageModelError ? error.code : '';
  const detail = oneLine(errorMessage(error), 300);
  switch (code) {
    case 'NotFound':
      return notFound(chat.id);
    case 'NoPermissions':
      return new ChatModelError(
        vscode.l10n.t(
          'Nova may not use the language model {0}: the permission was not given. Ask again and allow Nova when VS Code asks, or manage it under Accounts > Manage Language Model Access; or pick another provider with "Nova: Choose Provider".',
          label,
        ),
        null,
        null,
        HOST_MODEL_CODES.noPermission,
      );
    case 'Blocked':
      return new ChatModelError(
        vscode.l10n.t(
          'The language model {0} blocked the request ({1}), for example because of a rate or quota limit. Wait and try again, or pick another model with "Nova: Choose Model".',
          label,
          detail,
        ),
        null,
        null,
        HOST_MODEL_CODES.blocked,
      );
    default:
      return new ChatModelError(
        vscode.l10n.t(
          'The language model {0} failed: {1}. Try again, or pick another model with "Nova: Choose Model".',
          label,
          detail,
        ),
        null,
        null,
        HOST_MODEL_CODES.failed,
      );
  }
}
