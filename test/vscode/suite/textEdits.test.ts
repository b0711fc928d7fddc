import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { contentText } from '../../../src/core/agent/contentText';
import type { ProposedChange } from '../../../src/core/edits';
import { checklistItem, proposalLabel, showApprovalChecklist } from '../../../src/ui/approvalChecklist';
import { PROPOSAL_DIFF_SCHEME } from '../../../src/ui/proposalDiff';
import {
  callAnswer,
  startFakeOpenAiServer,
  textAnswer,
  type FakeOpenAiServer,
  type RecordedRequest,
  type StreamStep,
} from '../../unit/fakes/fakeOpenAiServer';
import { CLEAN_INSTANCE } from '../makeWorkspace';
import { agentsApi, chatApi, fileAt, sleep, waitFor } from './hostHelpers';

const CONFIG = `${CLEAN_INSTANCE}/minecraft/config/textedit.toml`;
const SCRIPT = `${CLEAN_INSTANCE}/minecraft/kubejs/server_scripts/textedit.js`;
const NEW_SCRIPT = `${CLEAN_INSTANCE}/minecraft/kubejs/server_scripts/textedit_new.js`;
const CONFIG_TEXT = '# Ore veins\r\n[iron_ore]\r\ncount = 20\r\nsize = 9\r\n';
const SCRIPT_TEXT = "ServerEvents.recipes(event => {\n  event.remove({ output: 'minecraft:stick' })\n})\n";
const NEW_TEXT = "// Added by Nova\nServerEvents.loaded(event => {\n  console.info('Nova test script loaded')\n})\n";
const ASK_EDIT = 'make iron ore rarer (text edit test)';
const ASK_AGAIN = 'edit the ore config again (text edit test)';

/** The scripted model: state-driven (how many tool results this turn, whether the checklist answered). */
function reply(request: RecordedRequest): StreamStep {
  const messages = (request.body?.messages ?? []) as Array<{ role: string; content?: unknown }>;
  let at = messages.length - 1;
  let approval = false;
  while (at >= 0) {
    const m = messages[at];
    if (m?.role === 'user') {
      if (contentText(m.content).startsWith('[Nova]') && !approval) {
        approval = true;
        at--;
        continue;
      }
      break;
    }
    at--;
  }
  const question = contentText(messages[at]?.content);
  const results = messages.slice(at + 1).filter((m) => m.role === 'tool').length;
  const id = { instance_id: CLEAN_INSTANCE };
  if (approval) return textAnswer('Done: what you picked was applied.');
  if (question.includes(ASK_AGAIN)) {
    if (results === 0)
      return callAnswer([
        {
          id: 'again',
          name: 'edit_file',
          arguments: { ...id, path: 'config/textedit.toml', old_text: 'count = 20', new_text: 'count = 2' },
        },
      ]);
    return textAnswer('The file changed since I read it.');
  }
  if (results === 0) return callAnswer([{ id: 'li', name: 'list_instances', arguments: { offset: null } }]);
  if (results === 1)
    return callAnswer([
      { id: 'rc', name: 'read_file', arguments: { ...id, path: 'config/textedit.toml', offset: null } },
      { id: 'rs', name: 'read_file', arguments: { ...id, path: 'kubejs/server_scripts/textedit.js', offset: null } },
    ]);
  if (results === 3)
    return callAnswer([
      {
        id: 'e1',
        name: 'edit_file',
        arguments: { ...id, path: 'config/textedit.toml', old_text: 'count = 20', new_text: 'count = 8' },
      },
      {
        id: 'e2',
        name: 'edit_file',
        arguments: {
          ...id,
          path: 'kubejs/server_scripts/textedit.js',
          old_text: "output: 'minecraft:stick'",
          new_text: "output: 'kubejs:test_gem'",
        },
      },
      {
        id: 'c1',
        name: 'create_file',
        arguments: { ...id, path: 'kubejs/server_scripts/textedit_new.js', content: NEW_TEXT },
      },
    ]);
  return textAnswer('I proposed three changes.');
}

function diffTabs(): vscode.TabInputTextDiff[] {
  return vscode.window.tabGroups.all
    .flatMap((g) => g.tabs)
    .map((t) => t.input)
    .filter(
      (input): input is vscode.TabInputTextDiff =>
        input instanceof vscode.TabInputTextDiff && input.modified.scheme === PROPOSAL_DIFF_SCHEME,
    );
}

const bytes = (relative: string): Buffer => fs.readFileSync(fileAt(relative).fsPath);

describe('Text edits through the chat (scripted model, real checklist)', function () {
  let server: FakeOpenAiServer;
  before(async () => {
    server = await startFakeOpenAiServer(Array.from({ length: 200 }, () => reply));
    fs.mkdirSync(path.dirname(fileAt(CONFIG).fsPath), { recursive: true });
    fs.mkdirSync(path.dirname(fileAt(SCRIPT).fsPath), { recursive: true });
    fs.writeFileSync(fileAt(CONFIG).fsPath, CONFIG_TEXT);
    fs.writeFileSync(fileAt(SCRIPT).fsPath, SCRIPT_TEXT);
    const config = vscode.workspace.getConfiguration('nova.provider');
    await config.update('preset', 'custom', vscode.ConfigurationTarget.Workspace);
    await config.update('baseUrl', server.baseURL, vscode.ConfigurationTarget.Workspace);
    await config.update('model', 'fake-model', vscode.ConfigurationTarget.Workspace);
    const api = await chatApi();
    await api.whenIdle();
    await api.chat.newChat();
  });
  after(async () => {
    const api = await chatApi();
    api.chat.useChecklist(undefined);
    await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    for (const f of [CONFIG, SCRIPT, NEW_SCRIPT]) fs.rmSync(fileAt(f).fsPath, { force: true });
    await server.close();
  });

  it('reads, proposes two edits and a new script; the diff opens; the ticked two apply byte-exact; Undo restores all; a stale edit is refused', async () => {
    const { chat, applier } = await chatApi();
    const shown: ProposedChange[][] = [];
    let answered = 0;
    chat.useChecklist(async (proposals, signal, controls) => {
      shown.push([...proposals]);
      try {
        return await showApprovalChecklist(proposals, signal, controls);
      } finally {
        answered += 1;
      }
    });
    const sending = chat.send(ASK_EDIT);
    await waitFor(
      () => shown.length > 0,
      () => 'the checklist was not shown',
    );
    const items = shown[0] ?? [];
    assert.deepEqual(
      items.map((p) => proposalLabel(p)),
      [
        'iron_ore: count 20 → 8 in config/textedit.toml',
        '1 line changed in kubejs/server_scripts/textedit.js',
        'Create kubejs/server_scripts/textedit_new.js (4 lines, a new file)',
      ],
    );
    assert.deepEqual(
      items.map((p) => checklistItem(p).picked),
      [true, false, true],
      'the script edit naming an id Nova cannot vouch for is unticked',
    );
    assert.match(items[1]?.impact ?? '', /cannot vouch for these ids: kubejs:test_gem/);
    // The checklist's active (first) item opens its diff beside it: before → after.
    await waitFor(
      () => diffTabs().length > 0,
      () =>
        `no diff editor opened for the selected item; tabs: ${vscode.window.tabGroups.all
          .flatMap((g) => g.tabs)
          .map((t) => `${t.label} (${(t.input as { constructor?: { name?: string } })?.constructor?.name ?? '?'})`)
          .join(', ')}`,
    );
    const diff = diffTabs()[0] as vscode.TabInputTextDiff;
    const left = await vscode.workspace.openTextDocument(diff.original);
    const right = await vscode.workspace.openTextDocument(diff.modified);
    assert.equal(left.getText(), CONFIG_TEXT.replace(/\r\n/g, left.eol === vscode.EndOfLine.CRLF ? '\r\n' : '\n'));
    assert.match(right.getText(), /count = 8/);
    const deadline = Date.now() + 30_000;
    while (answered === 0) {
      if (Date.now() > deadline) throw new Error('the checklist was not accepted within 30 s');
      await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
      await sleep(300);
    }
    await sending;
    assert.deepEqual(bytes(CONFIG), Buffer.from(CONFIG_TEXT.replace('count = 20', 'count = 8')), 'CRLF kept');
    assert.deepEqual(bytes(SCRIPT), Buffer.from(SCRIPT_TEXT), 'the unticked edit was not applied');
    assert.deepEqual(bytes(NEW_SCRIPT), Buffer.from(NEW_TEXT));

    assert.equal((await applier.undo()).ok, true);
    assert.deepEqual(bytes(CONFIG), Buffer.from(CONFIG_TEXT), 'undo restores the config byte for byte');
    assert.equal(fs.existsSync(fileAt(NEW_SCRIPT).fsPath), false, 'undo moves the new script aside');
    assert.equal((await applier.redo()).ok, true);
    assert.deepEqual(bytes(NEW_SCRIPT), Buffer.from(NEW_TEXT));
    assert.equal((await applier.undo()).ok, true);
    assert.deepEqual(bytes(CONFIG), Buffer.from(CONFIG_TEXT));

    // The person changes the file by hand; an edit based on the old read is refused before any checklist.
    fs.writeFileSync(fileAt(CONFIG).fsPath, `${CONFIG_TEXT}# tuned by hand\r\n`);
    const before = shown.length;
    await chat.send(ASK_AGAIN);
    assert.equal(shown.length, before, 'no checklist for a refused edit');
    const toolMessages = (server.requests.at(-1)?.body.messages ?? []) as Array<{ role: string; content?: unknown }>;
    const refusal = contentText(toolMessages.filter((m) => m.role === 'tool').at(-1)?.content);
    assert.match(refusal, /changed since you read it/);
    assert.deepEqual(bytes(CONFIG), Buffer.from(`${CONFIG_TEXT}# tuned by hand\r\n`));
  });

  it('works the same for Copilot agent mode: read, then edit through the checklist; an unread file is refused', async () => {
    const { agents, applier } = await agentsApi();
    const text = (r: vscode.LanguageModelToolResult): string =>
      r.content
        .filter((p): p is vscode.LanguageModelTextPart => p instanceof vscode.LanguageModelTextPart)
        .map((p) => p.value)
        .join('');
    const invoke = async (name: string, input: object): Promise<vscode.LanguageModelToolResult> =>
      vscode.lm.invokeTool(name, { input, toolInvocationToken: undefined });
    const id = { instance_id: CLEAN_INSTANCE };
    await invoke('nova_list_instances', { offset: null });
    const before = bytes(CONFIG);
    await assert.rejects(
      invoke('nova_edit_file', {
        ...id,
        path: 'kubejs/server_scripts/textedit.js',
        old_text: 'minecraft:stick',
        new_text: 'minecraft:dirt',
      }),
      /not read in this conversation/,
    );
    assert.match(
      text(await invoke('nova_read_file', { ...id, path: 'config/textedit.toml', offset: null })),
      /3\| count = 20/,
    );
    let answered = 0;
    agents.invoker.useChecklist(async (proposals, signal, controls) => {
      try {
        return await showApprovalChecklist(proposals, signal, controls);
      } finally {
        answered += 1;
      }
    });
    try {
      const call = invoke('nova_edit_file', {
        ...id,
        path: 'config/textedit.toml',
        old_text: 'count = 20',
        new_text: 'count = 5',
      });
      const deadline = Date.now() + 30_000;
      while (answered === 0) {
        if (Date.now() > deadline) throw new Error('the checklist was not accepted within 30 s');
        await sleep(300);
        await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
      }
      assert.match(text(await call), /item 1 applied: iron_ore: count 20 → 5 in config\/textedit\.toml/);
    } finally {
      agents.invoker.useChecklist(undefined);
    }
    assert.deepEqual(bytes(CONFIG), Buffer.from(before.toString('utf8').replace('count = 20', 'count = 5')));
    assert.equal((await applier.undo()).ok, true);
    assert.deepEqual(bytes(CONFIG), before, 'undo restores every byte');
  });
});
