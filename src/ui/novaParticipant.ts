import * as vscode from 'vscode';
import { failureAdvice, failureLead } from '../core/failures/failureAdvice';
import { hostLocale } from './locale';
import { DEFAULT_MAX_ITERATIONS } from '../core/agent/agentLoop';
import { isParticipantCommand, participantRoute, type ParticipantCommand } from '../core/agent/participantCommands';
import { novaSystemPrompt } from '../core/agent/systemPrompt';
import { LM_TOOL_PREFIX } from '../core/tools/languageModelToolManifest';
import { errorMessage } from '../core/text/textSafety';
import { untrustedRefusal } from '../host/workspaceTrust';
import { outcomeLines } from './approvalChecklist';
import type { InvocationResult, NovaToolInvoker } from './novaToolInvoker';

/** The participant's id in package.json `contributes.chatParticipants` (people type `@nova`). */
export const PARTICIPANT_ID = 'nova.participant';

/** What a request leaves in its result, for the follow-ups and the next turn's history. */
export interface ParticipantMetadata {
  command: ParticipantCommand | null;
  /** Registry names of the tools the model called, in order. */
  tools: string[];
  /** Checklist items applied in this request. */
  applied: number;
}

export interface ParticipantDeps {
  invoker: NovaToolInvoker;
  log: vscode.LogOutputChannel;
}

/**
 * The `@nova` chat participant's handler: answers with Nova's tools on the model the person chose in VS Code's chat
 * (`request.model`). A tool loop over the LM API: each model reply's tool calls run through the same invoker as
 * Copilot agent mode (registry rules, the window's id ledger, Nova's checklist and the one applier for writes),
 * with progress while they run, references to the files they read, and the outcome of every checklist item.
 * `/check`, `/crash` and `/export` route to their job (src/core/agent/participantCommands.ts) and offer the palette
 * command doing it by hand. Exported for the in-host tests, which call it with a scripted model.
 */
export function novaChatHandler(deps: ParticipantDeps): vscode.ChatRequestHandler {
  return async (request, context, stream, token) => {
    const route = participantRoute(request.command, request.prompt);
    const metadata: ParticipantMetadata = { command: route.command, tools: [], applied: 0 };
    const untrusted = untrustedRefusal('chat');
    if (untrusted !== null) {
      stream.markdown(untrusted);
      return { metadata };
    }
    const abort = new AbortController();
    const cancel = token.onCancellationRequested(() => abort.abort(new Error('Stopped by the user')));
    const referenced = new Set<string>();
    try {
      const messages = [
        vscode.LanguageModelChatMessage.User(novaSystemPrompt({ host: 'participant' })),
        ...historyMessages(context),
        vscode.LanguageModelChatMessage.User(route.text === '' ? '(no question)' : route.text),
      ];
      const tools = chatTools(deps.invoker);
      for (let round = 1; ; round++) {
        if (round > DEFAULT_MAX_ITERATIONS) {
          stream.markdown(
            `\n\n${vscode.l10n.t('Nova stopped after {0} steps without finishing. Ask it to continue, or narrow the question.', DEFAULT_MAX_ITERATIONS)}`,
          );
          break;
        }
        const response = await request.model.sendRequest(
          messages,
          { tools, justification: vscode.l10n.t('Nova answers with its modpack tools on this model.') },
          token,
        );
        let text = '';
        const calls: vscode.LanguageModelToolCallPart[] = [];
        for await (const part of response.stream) {
          if (part instanceof vscode.LanguageModelTextPart) {
            text += part.value;
            stream.markdown(part.value);
          } else if (part instanceof vscode.LanguageModelToolCallPart) {
            calls.push(part);
          }
        }
        if (calls.length === 0 || token.isCancellationRequested) break;
        messages.push(
          vscode.LanguageModelChatMessage.Assistant([
            ...(text === '' ? [] : [new vscode.LanguageModelTextPart(text)]),
            ...calls,
          ]),
        );
        const names = calls.map((c) => registryName(c.name));
        stream.progress(progressText(deps.invoker, names));
        const results = await deps.invoker.run(
          calls.map((c, i) => ({ name: names[i] ?? c.name, input: c.input })),
          abort.signal,
        );
        metadata.tools.push(...names);
        for (const result of results) {
          for (const file of result.read) {
            if (referenced.has(file)) continue;
            referenced.add(file);
            stream.reference(vscode.Uri.file(file));
          }
          if (result.proposals.length > 0) {
            metadata.applied += result.outcomes.filter((o) => o.status === 'applied').length;
            stream.markdown(
              `\n\n${outcomeLines(result.proposals, result.outcomes)
                .map((l) => `- ${l}`)
                .join('\n')}\n\n`,
            );
          }
        }
        messages.push(
          vscode.LanguageModelChatMessage.User(
            results.map(
              (r, i) =>
                new vscode.LanguageModelToolResultPart(calls[i]?.callId ?? '', [
                  new vscode.LanguageModelTextPart(modelText(r)),
                ]),
            ),
          ),
        );
      }
    } catch (error) {
      if (token.isCancellationRequested) return { metadata };
      const message = modelProblem(error);
      deps.log.warn(`@nova request failed: ${errorMessage(error)}`);
      stream.markdown(message);
      return { metadata, errorDetails: { message } };
    } finally {
      cancel.dispose();
    }
    if (route.palette !== null)
      stream.button({ command: route.palette, title: paletteTitle(route.command as ParticipantCommand) });
    return { metadata };
  };
}

/** Registers `@nova` with its icon and follow-ups; a no-op where VS Code has no chat participant API. */
export function registerNovaParticipant(deps: ParticipantDeps, extensionUri: vscode.Uri): vscode.Disposable {
  if (typeof vscode.chat?.createChatParticipant !== 'function') return new vscode.Disposable(() => undefined);
  const participant = vscode.chat.createChatParticipant(PARTICIPANT_ID, novaChatHandler(deps));
  participant.iconPath = vscode.Uri.joinPath(extensionUri, 'media', 'icon.png');
  participant.followupProvider = { provideFollowups: (result) => participantFollowups(result) };
  return participant;
}

/** What to offer after an answer: the next job, and a re-check after changes. */
export function participantFollowups(result: vscode.ChatResult): vscode.ChatFollowup[] {
  const metadata = result.metadata as Partial<ParticipantMetadata> | undefined;
  const command = isParticipantCommand(metadata?.command ?? undefined) ? metadata?.command : null;
  const checkAgain = {
    command: 'check',
    prompt: '',
    label: vscode.l10n.t('Check the mods again for conflicts'),
  };
  if ((metadata?.applied ?? 0) > 0) return [checkAgain];
  switch (command) {
    case 'check':
      return [
        {
          prompt: vscode.l10n.t('How do I fix the most serious problem?'),
          label: vscode.l10n.t('Fix the worst problem'),
        },
        { command: 'crash', prompt: '', label: vscode.l10n.t('Explain the latest crash') },
      ];
    case 'crash':
      return [
        {
          prompt: vscode.l10n.t('Disable the mod that caused the crash.'),
          label: vscode.l10n.t('Disable the culprit'),
        },
        { command: 'check', prompt: '', label: vscode.l10n.t('Check the mods for conflicts') },
      ];
    case 'export':
      return [{ command: 'check', prompt: '', label: vscode.l10n.t('Check the mods for conflicts') }];
    default:
      return [
        { command: 'check', prompt: '', label: vscode.l10n.t('Check the mods for conflicts') },
        { command: 'crash', prompt: '', label: vscode.l10n.t('Explain the latest crash') },
      ];
  }
}

/** Nova's tools as the LM API takes them: the registry's names (prefixed as contributed), descriptions, schemas. */
function chatTools(invoker: NovaToolInvoker): vscode.LanguageModelChatTool[] {
  return invoker
    .registry()
    .describe()
    .map((tool) => ({
      name: `${LM_TOOL_PREFIX}${tool.function.name}`,
      description: tool.function.description,
      inputSchema: tool.function.parameters,
    }));
}

function registryName(name: string): string {
  return name.startsWith(LM_TOOL_PREFIX) ? name.slice(LM_TOOL_PREFIX.length) : name;
}

/** Earlier turns with `@nova`, as plain text (tool rounds are not kept by VS Code; the ledger keeps their ids). */
function historyMessages(context: vscode.ChatContext): vscode.LanguageModelChatMessage[] {
  const messages: vscode.LanguageModelChatMessage[] = [];
  for (const turn of context.history) {
    if (turn.participant !== PARTICIPANT_ID) continue;
    if (turn instanceof vscode.ChatRequestTurn) {
      messages.push(vscode.LanguageModelChatMessage.User(participantRoute(turn.command, turn.prompt).text || '…'));
    } else if (turn instanceof vscode.ChatResponseTurn) {
      const text = turn.response
        .map((part) => (part instanceof vscode.ChatResponseMarkdownPart ? part.value.value : ''))
        .join('');
      if (text.trim() !== '') messages.push(vscode.LanguageModelChatMessage.Assistant(text));
    }
  }
  return messages;
}

/** What tools produced goes in the untrusted-data tags of Nova's own loop (untrustedData.ts); Nova's notes as they are. */
function modelText(result: InvocationResult): string {
  return result.content ?? result.text;
}

function progressText(invoker: NovaToolInvoker, names: readonly string[]): string {
  const registry = invoker.registry();
  const titles = [...new Set(names.map((n) => registry.get(n)?.displayName ?? n))];
  return vscode.l10n.t('Nova is running: {0}…', titles.join(', '));
}

function paletteTitle(command: ParticipantCommand): string {
  switch (command) {
    case 'check':
      return vscode.l10n.t('Check Mod Conflicts');
    case 'crash':
      return vscode.l10n.t('Analyze Crash');
    case 'export':
      return vscode.l10n.t('Export Modpack…');
  }
}

/** A request failure in words: no model access, consent refused, or the model's own error. */
function modelProblem(error: unknown): string {
  if (error instanceof vscode.LanguageModelError) {
    if (error.code === vscode.LanguageModelError.NoPermissions.name)
      return vscode.l10n.t('Nova may not use this language model: permission was refused. Allow it and ask again.');
    if (error.code === vscode.LanguageModelError.NotFound.name)
      return vscode.l10n.t('The chosen language model is not available. Pick another model and ask again.');
  }
  // Advice first; the model's own error text is in the log (the caller writes it there).
  return vscode.l10n.t('The language model failed. {0}', failureLead(failureAdvice(error), hostLocale()));
}
