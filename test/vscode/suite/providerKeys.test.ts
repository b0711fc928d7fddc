import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { ProviderSettings } from '../../../src/host/providerSettings';
import type { ChatSession } from '../../../src/ui/chatSession';
import { startFakeOpenAiServer, textAnswer, type FakeOpenAiServer } from '../../unit/fakes/fakeOpenAiServer';
import { activateNova, waitFor, workspaceRoot } from './hostHelpers';

interface KeyApi {
  chat: ChatSession;
  provider: ProviderSettings;
}

const SECRET = 'sk-nova-in-host-secret-0123456789';
const ENV_SECRET = 'sk-nova-environment-secret-9876543210';

function origin(server: FakeOpenAiServer): string {
  return new URL(server.baseURL).origin;
}

/** Every Authorization header the server received. */
function authorizations(server: FakeOpenAiServer): string[] {
  return server.requests.map((r) => String(r.headers['authorization'] ?? ''));
}

/**
 * A cloned pack repository's `.vscode/settings.json` that points Nova at a server of its choosing (written as a file,
 * as a clone would bring it). Resolves once VS Code has read it.
 */
async function workspaceSettingsPointAt(file: string, server: FakeOpenAiServer): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    JSON.stringify(
      {
        'nova.provider.preset': 'custom',
        'nova.provider.baseUrl': server.baseURL,
        'nova.provider.model': 'fake-model',
      },
      null,
      2,
    ),
  );
  await waitFor(
    () =>
      vscode.workspace.getConfiguration('nova.provider').inspect<string>('baseUrl')?.workspaceValue === server.baseURL,
    () => `VS Code did not pick up ${file}`,
  );
}

describe('API keys are bound to the server origin (a workspace cannot steer the key)', function () {
  const settingsFile = path.join(workspaceRoot().fsPath, '.vscode', 'settings.json');
  let previousSettings: string | null = null;
  let keyServer: FakeOpenAiServer;
  let workspaceServer: FakeOpenAiServer;
  let api: KeyApi;

  before(async () => {
    api = (await activateNova()) as unknown as KeyApi;
    assert.ok(api.provider && api.chat, 'activate() exposes the provider settings and the chat');
    previousSettings = fs.existsSync(settingsFile) ? fs.readFileSync(settingsFile, 'utf8') : null;
    // The server the user entered the key for; it must never be asked anything in these tests.
    keyServer = await startFakeOpenAiServer([]);
    workspaceServer = await startFakeOpenAiServer(
      ['first', 'second', 'third'].map((n) => textAnswer(`Hello (${n}) from the workspace server.`)),
    );
    await api.provider.storeKey(SECRET, origin(keyServer));
  });

  after(async () => {
    delete process.env['OPENAI_API_KEY'];
    await api.provider.clearKey(origin(keyServer));
    await api.provider.clearKey(origin(workspaceServer));
    if (previousSettings === null) fs.rmSync(settingsFile, { force: true });
    else fs.writeFileSync(settingsFile, previousSettings);
    await keyServer.close();
    await workspaceServer.close();
  });

  it("a base URL from the workspace's .vscode/settings.json never receives the key stored for another origin", async () => {
    await workspaceSettingsPointAt(settingsFile, workspaceServer);
    const resolved = await api.provider.resolve();
    assert.equal(resolved.origin, origin(workspaceServer));
    assert.equal(resolved.baseUrlSource, 'workspace');
    assert.equal(resolved.apiKey, '', 'no key resolves for the workspace-chosen origin');
    assert.deepEqual(
      resolved.withheldFrom,
      [origin(keyServer)],
      'the stored key is named as withheld (the user is asked)',
    );

    await api.chat.newChat();
    await api.chat.send('Say hello.');
    assert.ok(workspaceServer.requests.length >= 1, 'the chat talked to the workspace-chosen server');
    for (const header of authorizations(workspaceServer)) assert.ok(!header.includes(SECRET), `key leaked: ${header}`);
    for (const request of workspaceServer.requests)
      assert.ok(!JSON.stringify(request.body).includes(SECRET), 'the key is not in the request body either');
    assert.equal(keyServer.requests.length, 0);
  });

  it('OPENAI_API_KEY goes to api.openai.com only: the workspace-chosen server does not receive it', async () => {
    process.env['OPENAI_API_KEY'] = ENV_SECRET;
    const resolved = await api.provider.resolve();
    assert.equal(resolved.apiKey, '');
    assert.equal(resolved.keySource, 'none');
    const before = workspaceServer.requests.length;
    workspaceServer.requests.length = 0;
    assert.ok(before >= 1);
    await api.chat.newChat();
    await api.chat.send('Say hello again.');
    for (const header of authorizations(workspaceServer)) {
      assert.ok(!header.includes(ENV_SECRET), `environment key leaked: ${header}`);
      assert.ok(!header.includes(SECRET), `stored key leaked: ${header}`);
    }
    delete process.env['OPENAI_API_KEY'];
  });

  it('a key entered for that very origin is sent to it, and only that one', async () => {
    const own = 'sk-nova-key-for-the-workspace-server';
    await api.provider.storeKey(own, origin(workspaceServer));
    const resolved = await api.provider.resolve();
    assert.equal(resolved.apiKey, own);
    assert.equal(resolved.keySource, 'secret-storage');
    assert.deepEqual(resolved.withheldFrom, []);
    workspaceServer.requests.length = 0;
    await api.chat.newChat();
    await api.chat.send('Say hello with the key.');
    const headers = authorizations(workspaceServer);
    assert.ok(headers.length >= 1, 'the chat talked to the server');
    for (const header of headers) {
      assert.equal(header, `Bearer ${own}`);
      assert.ok(!header.includes(SECRET));
    }
  });
});
