import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { participantFollowups } from '../../../src/ui/novaParticipant';
import { CLEAN_INSTANCE, CLEAN_MODS, PROBLEM_INSTANCE, SAMPLE_CRASH_REPORT } from '../makeWorkspace';
import { agentsApi, fileAt, snapshot } from './hostHelpers';

type Part = vscode.LanguageModelTextPart | vscode.LanguageModelToolCallPart;

/**
 * A language model registered by no one: the `request.model` of a scripted chat request. Each `sendRequest` records
 * the messages and answers with the next scripted reply (a function of what was sent, so it can use tool results).
 */
function scriptedModel(replies: Array<(messages: readonly vscode.LanguageModelChatMessage[]) => Part[]>): {
  model: vscode.LanguageModelChat;
  requests: Array<{ messages: vscode.LanguageModelChatMessage[]; tools: string[] }>;
} {
  const requests: Array<{ messages: vscode.LanguageModelChatMessage[]; tools: string[] }> = [];
  const model = {
    id: 'scripted',
    name: 'Scripted model',
    vendor: 'nova-tests',
    family: 'scripted',
    version: '1',
    maxInputTokens: 100_000,
    countTokens: () => Promise.resolve(1),
    sendRequest(messages: vscode.LanguageModelChatMessage[], options?: vscode.LanguageModelChatRequestOptions) {
      requests.push({ messages: [...messages], tools: (options?.tools ?? []).map((t) => t.name) });
      const reply = replies[requests.length - 1];
      if (reply === undefined) throw new Error(`No scripted reply for request ${requests.length}.`);
      const parts = reply(messages);
      return Promise.resolve({
        stream: (async function* () {
          for (const part of parts) yield part;
        })(),
        text: (async function* () {
          for (const part of parts) if (part instanceof vscode.LanguageModelTextPart) yield part.value;
        })(),
      });
    },
  };
  return { model: model, requests };
}

/** A ChatResponseStream that records what the handler showed. */
function recordingStream(): {
  stream: vscode.ChatResponseStream;
  markdown: string[];
  progress: string[];
  references: string[];
  buttons: vscode.Command[];
} {
  const markdown: string[] = [];
  const progress: string[] = [];
  const references: string[] = [];
  const buttons: vscode.Command[] = [];
  const stream = {
    markdown: (value: string | vscode.MarkdownString) => markdown.push(typeof value === 'string' ? value : value.value),
    progress: (value: string) => progress.push(value),
    reference: (value: vscode.Uri | vscode.Location) =>
      references.push((value instanceof vscode.Uri ? value : value.uri).fsPath),
    button: (command: vscode.Command) => buttons.push(command),
    anchor: () => undefined,
    filetree: () => undefined,
    push: () => undefined,
  };
  return { stream: stream, markdown, progress, references, buttons };
}

function request(model: vscode.LanguageModelChat, prompt: string, command?: string): vscode.ChatRequest {
  return {
    prompt,
    command,
    references: [],
    toolReferences: [],
    toolInvocationToken: undefined as unknown as vscode.ChatParticipantToolToken,
    model,
  };
}

/** The text of a message's parts, tool results included (their text parts). */
function textOf(message: vscode.LanguageModelChatMessage | undefined): string {
  return (message?.content ?? [])
    .map((part: unknown) => {
      if (part instanceof vscode.LanguageModelTextPart) return part.value;
      if (part instanceof vscode.LanguageModelToolResultPart)
        return part.content.map((c) => (c instanceof vscode.LanguageModelTextPart ? c.value : '')).join('');
      return '';
    })
    .join('');
}

function resultOf(message: vscode.LanguageModelChatMessage | undefined): vscode.LanguageModelToolResultPart[] {
  return (message?.content ?? []).filter(
    (p: unknown): p is vscode.LanguageModelToolResultPart => p instanceof vscode.LanguageModelToolResultPart,
  );
}

const call = (id: string, name: string, input: object) => new vscode.LanguageModelToolCallPart(id, name, input);
const text = (value: string) => new vscode.LanguageModelTextPart(value);
const NO_CONTEXT: vscode.ChatContext = { history: [] };
/** The sample crash report as the crash tools name it (relative to the game folder). */
const CRASH_FILE = SAMPLE_CRASH_REPORT.split('/minecraft/')[1];

describe('@nova: the chat participant handler in the real host, on a scripted request.model', function () {
  after(async () => (await agentsApi()).agents.invoker.useChecklist(undefined));

  it('runs a tool loop with progress and references, puts writes through the checklist, and Undo reverts them', async () => {
    const nova = await agentsApi();
    const { agents, applier } = nova;
    await nova.whenIdle();
    const before = snapshot(CLEAN_MODS);
    const journalBefore = applier.journal.nextUndo?.id;
    const shown: string[] = [];
    agents.invoker.useChecklist((proposals) => {
      shown.push(...proposals.map((p) => p.summary));
      return Promise.resolve([...proposals]);
    });
    const { model, requests } = scriptedModel([
      () => [text('Let me look. '), call('c1', 'nova_list_instances', { offset: null })],
      () => [
        call('c2', 'nova_read_mod_info', { instance_id: CLEAN_INSTANCE, file: 'delta-1.0.jar' }),
        call('c3', 'nova_list_mods', {
          instance_id: CLEAN_INSTANCE,
          filter: null,
          status: null,
          offset: null,
          limit: null,
        }),
      ],
      () => [call('c4', 'nova_disable_mods', { instance_id: CLEAN_INSTANCE, files: ['delta-1.0.jar'] })],
      () => [text('Delta is disabled now.')],
    ]);
    const out = recordingStream();
    const token = new vscode.CancellationTokenSource().token;
    const result = (await agents.participant(
      request(model, 'Disable delta in the clean pack'),
      NO_CONTEXT,
      out.stream,
      token,
    )) as vscode.ChatResult;

    assert.equal(requests.length, 4, 'one model request per round, until an answer without tool calls');
    const first = requests[0]!;
    assert.ok(first.tools.includes('nova_list_instances') && first.tools.includes('nova_disable_mods'));
    assert.ok(first.tools.indexOf('nova_open_page') < first.tools.indexOf('nova_disable_mods'), 'reads first');
    assert.match(textOf(first.messages[0]), /You are Nova/);
    assert.match(textOf(first.messages[0]), /open a checklist for the user/);
    assert.equal(textOf(first.messages.at(-1)), 'Disable delta in the clean pack');
    // The tool results go back as tool-result parts answering each call id.
    const listed = resultOf(requests[1]!.messages.at(-1));
    assert.deepEqual(
      listed.map((r) => r.callId),
      ['c1'],
    );
    assert.match(textOf(requests[1]!.messages.at(-1)), /Clean Pack/);
    assert.deepEqual(
      resultOf(requests[2]!.messages.at(-1)).map((r) => r.callId),
      ['c2', 'c3'],
    );
    assert.match(
      textOf(requests[3]!.messages.at(-1)),
      /item 1 applied: Rename delta-1\.0\.jar → delta-1\.0\.jar\.disabled/,
    );

    assert.deepEqual(shown, ['Rename delta-1.0.jar → delta-1.0.jar.disabled (not deleted; can be renamed back)']);
    assert.deepEqual(out.progress, [
      'Nova is running: List instances…',
      'Nova is running: Read mod details, List mods…',
      'Nova is running: Disable mods…',
    ]);
    assert.deepEqual(out.references, [fileAt(`${CLEAN_MODS}/delta-1.0.jar`).fsPath], 'the jar it read');
    const shownText = out.markdown.join('');
    assert.ok(shownText.startsWith('Let me look. '));
    assert.match(shownText, /- Applied: Disable delta-1\.0\.jar/);
    assert.ok(shownText.endsWith('Delta is disabled now.'));
    assert.deepEqual(out.buttons, [], 'a plain question offers no palette command');
    assert.deepEqual(result.metadata, {
      command: null,
      tools: ['list_instances', 'read_mod_info', 'list_mods', 'disable_mods'],
      applied: 1,
    });
    assert.deepEqual(
      participantFollowups(result).map((f) => [f.command, f.label]),
      [['check', 'Check the mods again for conflicts']],
    );

    const batch = applier.journal.nextUndo;
    assert.ok(batch !== undefined && batch.id !== journalBefore, 'the change was journaled');
    await vscode.commands.executeCommand('nova.undoLastChange');
    assert.deepEqual(snapshot(CLEAN_MODS), before, 'Undo put every byte back');
  });

  it('routes /crash to its job, references the crash report it read and offers the palette command', async () => {
    const { agents } = await agentsApi();
    const { model, requests } = scriptedModel([
      () => [call('k1', 'nova_analyze_crash', { instance_id: PROBLEM_INSTANCE, file: CRASH_FILE })],
      () => [text('The crash comes from a missing dependency.')],
    ]);
    const out = recordingStream();
    const result = (await agents.participant(
      request(model, 'my pack crashed', 'crash'),
      NO_CONTEXT,
      out.stream,
      new vscode.CancellationTokenSource().token,
    )) as vscode.ChatResult;
    const asked = textOf(requests[0]!.messages.at(-1));
    assert.match(asked, /^\[\/crash\] Explain the latest crash: call list_instances, then analyze_crash/);
    assert.match(asked, /\nThe user's words: my pack crashed$/);
    assert.deepEqual(out.references, [fileAt(SAMPLE_CRASH_REPORT).fsPath]);
    assert.deepEqual(
      out.buttons.map((b) => [b.command, b.title]),
      [['nova.analyzeCrash', 'Analyze Crash']],
    );
    assert.deepEqual(
      participantFollowups(result).map((f) => f.command ?? f.prompt),
      ['Disable the mod that caused the crash.', 'check'],
    );
  });

  it('routes /check and /export to their palette commands, and an invented id is refused to the model', async () => {
    const { agents } = await agentsApi();
    const shown: unknown[] = [];
    agents.invoker.useChecklist((proposals) => {
      shown.push(...proposals);
      return Promise.resolve(undefined);
    });
    for (const [command, palette] of [
      ['check', 'nova.checkConflicts'],
      ['export', 'nova.exportModpack'],
    ] as const) {
      const { model, requests } = scriptedModel([
        () => [call('x1', 'nova_enable_mods', { instance_id: CLEAN_INSTANCE, files: ['never-listed-1.0.jar'] })],
        () => [text('I could not do that.')],
      ]);
      const out = recordingStream();
      const result = (await agents.participant(
        request(model, '', command),
        NO_CONTEXT,
        out.stream,
        new vscode.CancellationTokenSource().token,
      )) as vscode.ChatResult;
      assert.ok(textOf(requests[0]!.messages.at(-1)).startsWith(`[/${command}] `));
      assert.match(
        textOf(requests[1]!.messages.at(-1)),
        /^Refused enable_mods: these ids did not appear in any earlier tool result[\s\S]*never-listed-1\.0\.jar/,
      );
      assert.deepEqual(
        out.buttons.map((b) => b.command),
        [palette],
      );
      assert.equal((result.metadata as { command: string }).command, command);
    }
    assert.deepEqual(shown, [], 'no checklist for a refused call');
  });

  it('says what went wrong when the model refuses, with the error details for the chat', async () => {
    const { agents } = await agentsApi();
    const model = {
      ...scriptedModel([]).model,
      sendRequest: () => Promise.reject(vscode.LanguageModelError.NoPermissions('consent refused')),
    } as unknown as vscode.LanguageModelChat;
    const out = recordingStream();
    const result = (await agents.participant(
      request(model, 'hello'),
      NO_CONTEXT,
      out.stream,
      new vscode.CancellationTokenSource().token,
    )) as vscode.ChatResult;
    assert.match(out.markdown.join(''), /permission was refused/);
    assert.match(result.errorDetails?.message ?? '', /permission was refused/);
  });
});
