import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as vscode from 'vscode';
import { CHECK_TOOL_NAME, checkConnection } from '../../../src/core/provider/connectionCheck';
import { providerChatModel } from '../../../src/host/providerChatModel';
import { listVscodeModels } from '../../../src/host/vscodeChatModel';
import type { ChatEntry, ToWebviewMessage } from '../../../src/shared/protocol';
import { ASK_DISABLE, ASK_SLOW, DISABLE_CLOSING, DISABLE_INTRO } from '../e2e/chatFakeModel';
import { CLEAN_MODS } from '../makeWorkspace';
import { chatApi, fileAt, newest, snapshot, waitFor } from './hostHelpers';

/** The test-only extension under test/vscode/fakeLanguageModel (installed by the runner; docs/vscode-models.md). */
const FAKE_LM_ID = 'nova-test.fake-language-model';

interface LmRequest {
  messages: readonly vscode.LanguageModelChatMessage[];
  options: { tools?: Array<{ name: string; inputSchema?: unknown }>; justification?: string };
  progress: vscode.Progress<{ index: number; part: vscode.LanguageModelTextPart | vscode.LanguageModelToolCallPart }>;
  token: vscode.CancellationToken;
}

interface FakeLm {
  modelId: string;
  setHandler(handler: (request: LmRequest) => Promise<void>): void;
}

/** The text of a message's text parts. */
function textOf(message: vscode.LanguageModelChatMessage | undefined): string {
  return (message?.content ?? [])
    .map((part) => (part instanceof vscode.LanguageModelTextPart ? part.value : ''))
    .join('');
}

/** A tool result as a model provider receives it. */
interface ToolResultLike {
  callId: string;
  content: unknown[];
}

/**
 * The tool-result parts of the messages (what Nova sent back for the model's calls). In 1.100 a provider receives
 * them as the proposed LanguageModelToolResultPart2 class, not the stable one, hence the shape check.
 */
function toolResults(messages: readonly vscode.LanguageModelChatMessage[]): ToolResultLike[] {
  return messages.flatMap((m) =>
    (m.content as unknown[]).filter(
      (p): p is ToolResultLike =>
        typeof p === 'object' &&
        p !== null &&
        !(p instanceof vscode.LanguageModelToolCallPart) &&
        typeof (p as ToolResultLike).callId === 'string' &&
        Array.isArray((p as ToolResultLike).content),
    ),
  );
}

const NULLS = { filter: null, status: null, offset: null, limit: null };

/**
 * The scripted model by the conversation's state, as the OpenAI-wire fake of the other tests: list_instances →
 * list_mods → disable_mods → after the checklist, the closing answer; a slow answer that waits for Stop.
 */
async function scripted(request: LmRequest, seen: LmRequest[], release: Promise<void>): Promise<void> {
  seen.push(request);
  const say = (text: string) => request.progress.report({ index: 0, part: new vscode.LanguageModelTextPart(text) });
  const callTool = (callId: string, name: string, input: object) =>
    request.progress.report({ index: 0, part: new vscode.LanguageModelToolCallPart(callId, name, input) });
  const lastUser = [...request.messages].reverse().find((m) => m.role === vscode.LanguageModelChatMessageRole.User);
  const approval = textOf(lastUser).includes('[Nova] The user reviewed');
  const question = request.messages.map(textOf).join('\n').toLowerCase();
  const offered = (request.options.tools ?? []).map((t) => t.name);
  if (offered.length === 0) return say('OK');
  if (offered.includes(CHECK_TOOL_NAME)) return callTool('lm_check', CHECK_TOOL_NAME, { ok: true });
  if (question.includes(ASK_SLOW)) {
    say('Here is the start of a long answer');
    // Ends on cancellation or when the test lets it go (1.100 forwards no cancellation once a request runs).
    await Promise.race([
      release,
      new Promise<void>((resolve) => request.token.onCancellationRequested(() => resolve())),
    ]);
    return;
  }
  if (approval) return say(`${DISABLE_CLOSING}.`);
  switch (toolResults(request.messages).length) {
    case 0:
      return callTool('lm_instances', 'list_instances', { offset: null });
    case 1:
      say(DISABLE_INTRO + ' ');
      return callTool('lm_mods', 'list_mods', { instance_id: 'Clean Pack', ...NULLS });
    case 2:
      say('I will propose disabling both. ');
      return callTool('lm_disable', 'disable_mods', {
        instance_id: 'Clean Pack',
        files: ['delta-1.0.jar', 'epsilon-1.0.jar'],
      });
    default:
      return say('I proposed disabling delta-1.0.jar and epsilon-1.0.jar. Confirm in the checklist.');
  }
}

/**
 * The "VS Code (Copilot and other installed models)" provider in the real host: a model registered at test time
 * through the proposed chatProvider API (a test extension the runner installs), and Nova's own loop, checklist,
 * journal and id provenance running on it through vscode.lm.
 */
describe('VS Code language models as the provider (a model registered at test time)', function () {
  const seen: LmRequest[] = [];
  let letGo: () => void = () => undefined;
  const release = new Promise<void>((resolve) => (letGo = resolve));
  let fake: FakeLm;
  before(async () => {
    const extension = vscode.extensions.getExtension<FakeLm>(FAKE_LM_ID);
    assert.ok(extension, `${FAKE_LM_ID} is installed (test/vscode/runVscodeTests.mjs installs it)`);
    fake = await extension.activate();
    fake.setHandler((request) => scripted(request, seen, release));
    const config = vscode.workspace.getConfiguration('nova.provider');
    await config.update('preset', 'vscode', vscode.ConfigurationTarget.Workspace);
    await config.update('model', fake.modelId, vscode.ConfigurationTarget.Workspace);
    await (await chatApi()).whenIdle();
  });
  after(async () => {
    letGo();
    const nova = await chatApi();
    nova.chat.useChecklist(undefined);
    const config = vscode.workspace.getConfiguration('nova.provider');
    for (const key of ['preset', 'model']) await config.update(key, undefined, vscode.ConfigurationTarget.Workspace);
  });

  it('vscode.lm lists the registered model with its vendor, family and window', async () => {
    const models = await vscode.lm.selectChatModels({ vendor: 'nova-test' });
    assert.deepEqual(
      models.map((m) => [m.id, m.vendor, m.family, m.name, m.maxInputTokens]),
      [[fake.modelId, 'nova-test', 'nova-test-family', 'Nova Test Model', 64000]],
    );
  });

  it("the model picker's list and Test Connection see it, with the chat's real tool list", async () => {
    const listed = (await listVscodeModels()).find((m) => m.id === fake.modelId);
    assert.deepEqual(listed, {
      id: fake.modelId,
      vendor: 'nova-test',
      family: 'nova-test-family',
      name: 'Nova Test Model',
      maxInputTokens: 64000,
    });
    const { chat } = await chatApi();
    const model = providerChatModel({ preset: 'vscode', model: fake.modelId, baseUrl: '', apiKey: '' });
    assert.equal(await model.contextWindow?.(), 64000);
    const result = await checkConnection(model, new AbortController().signal, {
      tools: chat.wireTools(),
      contextWindow: 64000,
    });
    assert.deepEqual(result, { ok: true, reply: 'OK' });
    const tools = (seen.at(-1)?.options.tools ?? []).map((t) => t.name);
    assert.ok(tools.includes('disable_mods') && tools.at(-1) === CHECK_TOOL_NAME, tools.join(', '));
  });

  it('runs a whole turn on it: streamed text, read calls, the checklist, a journaled change that Undo reverts', async () => {
    const nova = await chatApi();
    const { chat, applier } = nova;
    await chat.newChat();
    seen.length = 0;
    const before = snapshot(CLEAN_MODS);
    const journalBefore = newest(applier);
    const streamed: ChatEntry[] = [];
    const listener = chat.onMessage((m: ToWebviewMessage) => {
      if (m.type === 'entry') streamed.push(m.entry);
    });
    let offered: string[] = [];
    chat.useChecklist((proposals) => {
      offered = proposals.map((p) => p.summary);
      return Promise.resolve(proposals.filter((p) => p.summary.includes('epsilon')));
    });
    try {
      await chat.send(`Please ${ASK_DISABLE}`);
    } finally {
      listener.dispose();
    }
    assert.equal(
      offered.length,
      2,
      `the checklist offered both: ${offered.join(' | ')}; requests: ${seen.length}; transcript: ${JSON.stringify(streamed.slice(-4)).slice(0, 1500)}`,
    );
    assert.ok(fs.existsSync(fileAt(`${CLEAN_MODS}/epsilon-1.0.jar.disabled`).fsPath), 'the picked change applied');
    assert.ok(fs.existsSync(fileAt(`${CLEAN_MODS}/delta-1.0.jar`).fsPath), 'the declined one did not');
    const batch = newest(applier);
    assert.ok(batch !== undefined && batch.id !== journalBefore?.id, 'the chat added a journal batch');

    // What the model received: Nova's tools as LanguageModelChatTool, the results for its own call ids.
    const tools = (seen[0]?.options.tools ?? []).map((t) => t.name);
    assert.ok(tools.includes('list_mods') && tools.includes('disable_mods'), `tools offered: ${tools.join(', ')}`);
    assert.ok(tools.indexOf('list_mods') < tools.indexOf('disable_mods'), 'read tools before write tools');
    assert.match(seen[0]?.options.justification ?? '', /Nova/);
    const results = toolResults(seen.at(-1)?.messages ?? []);
    assert.deepEqual(
      results.map((r) => r.callId),
      ['lm_instances', 'lm_mods', 'lm_disable'],
    );
    const queued = results[2]?.content.map((p) => (p instanceof vscode.LanguageModelTextPart ? p.value : '')).join('');
    assert.match(queued ?? '', /Queued for the user's confirmation as items 1–2/);
    assert.match(textOf(seen.at(-1)?.messages.at(-1)), /item \d applied: .*epsilon/);
    const texts = streamed.filter((e) => e.kind === 'assistant').map((e) => (e.kind === 'assistant' ? e.text : ''));
    assert.ok(
      texts.some((t) => t.includes(DISABLE_INTRO)),
      `the answer streamed into the chat: ${texts.join(' | ')}`,
    );
    assert.ok(
      texts.some((t) => t.includes(DISABLE_CLOSING)),
      'the closing answer came after the checklist',
    );

    await vscode.commands.executeCommand('nova.undoLastChange');
    assert.deepEqual(snapshot(CLEAN_MODS), before, 'Undo put every byte back');
    assert.equal(newest(applier)?.id, journalBefore?.id);
  });

  it("shows the model's window and the usage its tokenizer counted in the meter", async () => {
    const { chat } = await chatApi();
    let last: unknown;
    const status = async () => {
      const message = (await chat.snapshot()).find((m) => m.type === 'status');
      last = message;
      return message?.type === 'status' ? message.status : undefined;
    };
    await waitFor(
      async () => (await status())?.usage?.contextWindow === 64000,
      () => `the meter's window is not the model's maxInputTokens: ${JSON.stringify(last)}`,
    );
    const usage = (await status())?.usage;
    assert.ok((usage?.turnTokens ?? 0) > 0, `the last turn's tokens were counted: ${JSON.stringify(usage)}`);
    assert.ok((usage?.contextTokens ?? 0) > 0, 'the prompt tokens fill the context meter');
  });

  it('Stop ends the turn at once, with the partial answer and a valid history, while the model still streams', async () => {
    const { chat } = await chatApi();
    await chat.newChat();
    const entries: ChatEntry[] = [];
    const listener = chat.onMessage((m: ToWebviewMessage) => {
      if (m.type === 'entry') entries[m.index] = m.entry;
    });
    try {
      const turn = chat.send(ASK_SLOW);
      await waitFor(
        () => entries.some((e) => e.kind === 'assistant' && e.text.includes('start of a long answer')),
        () => `the slow answer did not stream in: ${JSON.stringify(entries).slice(0, 600)}`,
      );
      const started = Date.now();
      chat.stop();
      await turn;
      assert.ok(Date.now() - started < 10_000, 'the turn ended without waiting for the model');
      assert.equal(chat.busy, false);
      assert.ok(
        entries.some((e) => e.kind === 'notice' && e.tone === 'warning' && /Stopped/.test(e.text)),
        'the chat says it stopped',
      );
      const last = chat.history.at(-1);
      assert.equal(last?.role, 'assistant');
      assert.match(typeof last?.content === 'string' ? last.content : '', /start of a long answer/);
    } finally {
      listener.dispose();
    }
  });

  it('says clearly when the named model is not available', async () => {
    const { chat } = await chatApi();
    await chat.newChat();
    const config = vscode.workspace.getConfiguration('nova.provider');
    await config.update('model', 'no-such-model', vscode.ConfigurationTarget.Workspace);
    // The settings change resets the banner; let that happen before the turn whose problem is checked.
    await new Promise((resolve) => setTimeout(resolve, 500));
    try {
      await chat.send('Hello?');
      const status = (await chat.snapshot()).find((m) => m.type === 'status');
      const problem = status?.type === 'status' ? status.status.problem : null;
      assert.equal(problem?.kind, 'no-model');
      assert.match(problem?.message ?? '', /no language model "no-such-model".*Nova: Choose Model/);
    } finally {
      await config.update('model', fake.modelId, vscode.ConfigurationTarget.Workspace);
    }
  });
});
