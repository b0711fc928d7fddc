import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { runNova, type CliRun } from './fixtures/cliRun';
import { writePrismInstance } from './fixtures/instanceLayouts';
import { fabricJar } from './fixtures/modJars';
import { makeTempDir, removeTempDir } from './fixtures/zipBuilder';
import { callAnswer, startFakeOpenAiServer, textAnswer, type FakeOpenAiServer } from './fakes/fakeOpenAiServer';
import { assertValidHistory } from './fakes/protocolAssertions';

function nova(cwd: string, env: NodeJS.ProcessEnv, ...argv: string[]): Promise<CliRun> {
  return runNova(cwd, argv, env);
}

const MODRINTH_TOOLS = ['search_content', 'get_project_versions', 'check_updates', 'install_content', 'update_content'];
const READ_TOOLS = [
  'list_instances',
  'read_instance_detail',
  'get_settings',
  'list_mods',
  'read_mod_info',
  'check_mod_conflicts',
  'list_content',
  'find_content',
  'get_tags',
  'find_recipes',
  'read_config',
  'read_file',
  'analyze_crash',
  'read_log',
  'check_environment',
  'list_backups',
  'search_content',
  'get_project_versions',
  'check_updates',
];

interface WireTool {
  type: string;
  function: { name: string; description: string; parameters: Record<string, unknown> };
  readOnly: boolean;
  displayName: string;
}

/** Strict mode: every object closed, every property required, no bounds strict mode rejects. */
function assertStrictSchema(node: Record<string, unknown>, where: string): void {
  const types = Array.isArray(node['type']) ? node['type'] : [node['type']];
  assert.ok(
    types.every((t) => ['object', 'string', 'integer', 'number', 'boolean', 'array', 'null'].includes(String(t))),
    `${where}: type ${JSON.stringify(node['type'])}`,
  );
  for (const key of [
    'minimum',
    'maximum',
    'minItems',
    'maxItems',
    'minLength',
    'maxLength',
    'default',
    '$schema',
    'anyOf',
  ])
    assert.ok(!(key in node), `${where}: has ${key}`);
  if (types.includes('object')) {
    assert.equal(node['additionalProperties'], false, where);
    const properties = node['properties'] as Record<string, Record<string, unknown>>;
    assert.deepEqual([...(node['required'] as string[])].sort(), Object.keys(properties).sort(), `${where}: required`);
    for (const [key, child] of Object.entries(properties)) assertStrictSchema(child, `${where}.${key}`);
  }
  if (node['items'] !== undefined) assertStrictSchema(node['items'] as Record<string, unknown>, `${where}[]`);
  if (Array.isArray(node['enum']) && types.includes('null'))
    assert.ok((node['enum'] as unknown[]).includes(null), `${where}: nullable enum lacks null`);
}

describe('nova tools', () => {
  it('prints the VS Code host list in order: reads (open_page last among them) then writes, strict schemas', async () => {
    const out = await nova(process.cwd(), {}, 'tools', '--host', 'vscode', '--json');
    assert.equal(out.code, 0);
    assert.equal(out.stderr, '');
    const { tools } = JSON.parse(out.stdout) as { tools: WireTool[] };
    assert.deepEqual(
      tools.map((t) => [t.function.name, t.readOnly]),
      [
        ...READ_TOOLS.map((n) => [n, true]),
        ['open_page', true],
        ['disable_mods', false],
        ['enable_mods', false],
        ['edit_file', false],
        ['create_file', false],
        ['export_modpack', false],
        ['backup_instance', false],
        ['restore_backup', false],
        ['install_modpack', false],
        ['create_server_pack', false],
        ['install_content', false],
        ['update_content', false],
      ],
    );
    for (const tool of tools) {
      assert.deepEqual(Object.keys(tool).sort(), ['displayName', 'function', 'readOnly', 'type']);
      assert.equal(tool.type, 'function');
      assert.match(tool.function.name, /^[a-z]+(_[a-z]+)+$/);
      assert.ok(tool.function.description.length > 40 && tool.function.description.length < 400, tool.function.name);
      assert.ok(tool.displayName.length > 0);
      assertStrictSchema(tool.function.parameters, tool.function.name);
    }
    const disable = tools.find((t) => t.function.name === 'disable_mods');
    assert.match(disable?.function.description ?? '', /reversible; nothing is deleted/);
    assert.match(JSON.stringify(disable?.function.parameters), /never invent one/);
  });

  it('prints the CLI host list: read-only, no ui tools, same definitions as the VS Code host', async () => {
    const cli = JSON.parse((await nova(process.cwd(), {}, 'tools', '--host', 'cli', '--json')).stdout) as {
      tools: WireTool[];
    };
    const vscode = JSON.parse((await nova(process.cwd(), {}, 'tools', '--host', 'vscode', '--json')).stdout) as {
      tools: WireTool[];
    };
    assert.deepEqual(
      cli.tools.map((t) => t.function.name),
      READ_TOOLS,
    );
    assert.ok(cli.tools.every((t) => t.readOnly));
    assert.deepEqual(cli.tools, vscode.tools.slice(0, READ_TOOLS.length));
    const byDefault = JSON.parse((await nova(process.cwd(), {}, 'tools', '--json')).stdout) as { tools: WireTool[] };
    assert.deepEqual(byDefault, cli);
    const readOnly = JSON.parse(
      (await nova(process.cwd(), {}, 'tools', '--host', 'vscode', '--read-only', '--json')).stdout,
    ) as { tools: WireTool[] };
    assert.deepEqual(
      readOnly.tools.map((t) => t.function.name),
      [...READ_TOOLS, 'open_page'],
    );
  });

  it('--offline lists what each host sends with network access off: everything but the Modrinth tools', async () => {
    for (const host of ['vscode', 'cli']) {
      const online = JSON.parse((await nova(process.cwd(), {}, 'tools', '--host', host, '--json')).stdout) as {
        tools: WireTool[];
      };
      const offline = JSON.parse(
        (await nova(process.cwd(), {}, 'tools', '--host', host, '--offline', '--json')).stdout,
      ) as { tools: WireTool[] };
      assert.deepEqual(
        offline.tools,
        online.tools.filter((t) => !MODRINTH_TOOLS.includes(t.function.name)),
        host,
      );
      assert.ok(
        online.tools.some((t) => MODRINTH_TOOLS.includes(t.function.name)),
        host,
      );
    }
  });

  it('prints a table for people and rejects an unknown host with exit 2', async () => {
    const out = await nova(process.cwd(), {}, 'tools', '--host', 'vscode');
    assert.equal(out.code, 0);
    assert.match(out.stdout, /^#\s+name\s+kind\s+shown as\n1\s+list_instances\s+read\s+List instances\n/);
    assert.match(out.stdout, /31 tools for the vscode host \(20 read, 11 write\); \d+ characters as sent\.\n$/);
    const bad = await nova(process.cwd(), {}, 'tools', '--host', 'emacs');
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /^nova tools: --host must be one of vscode\|cli, not 'emacs'\.\n$/);
  });
});

describe('nova ask', () => {
  let root: string;
  let server: FakeOpenAiServer | undefined;
  before(async () => {
    root = await makeTempDir('nova-ask-');
    await writePrismInstance(path.join(root, 'pack'), {
      name: 'Pack',
      minecraft: '1.20.1',
      loader: { type: 'fabric', version: '0.15.7' },
      mods: { 'sodium-0.5.8.jar': await fabricJar({ id: 'sodium', version: '0.5.8' }) },
    });
  });
  after(async () => removeTempDir(root));
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('exits 2 naming the variables to set when no server is configured', async () => {
    const out = await nova(root, {}, 'ask', 'why?');
    assert.equal(out.code, 2);
    assert.equal(out.stdout, '');
    assert.match(out.stderr, /^nova ask: no model server configured\. Set OPENAI_API_KEY .*OPENAI_BASE_URL/);
    const missing = await nova(root, { OPENAI_API_KEY: 'k' }, 'ask');
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /missing QUESTION/);
  });

  it('runs one read-only turn over the wire protocol and prints the JSON document', async () => {
    server = await startFakeOpenAiServer([
      callAnswer([{ id: 'a', name: 'list_instances', arguments: { offset: null } }]),
      callAnswer([
        { id: 'b', name: 'list_mods', arguments: { instance_id: 'pack' } },
        { id: 'c', name: 'disable_mods', arguments: { instance_id: 'pack', files: ['sodium-0.5.8.jar'] } },
      ]),
      textAnswer('Your pack has Sodium 0.5.8.'),
    ]);
    const env = { OPENAI_BASE_URL: server.baseURL, NOVA_MODEL: 'local-model' };
    const out = await nova(root, env, 'ask', 'What', 'mods?', '--json');
    assert.equal(out.code, 0, out.stderr);
    const doc = JSON.parse(out.stdout);
    assert.equal(doc.answer, 'Your pack has Sodium 0.5.8.');
    assert.deepEqual(
      doc.toolCalls.map((c: { name: string }) => c.name),
      ['list_instances', 'list_mods', 'disable_mods'],
    );
    assert.deepEqual(doc.toolCalls[1].arguments, { instance_id: 'pack' });
    assert.ok(doc.toolCalls.every((c: { resultChars: number }) => c.resultChars > 0 && c.resultChars <= 900));
    assert.deepEqual(doc.usage, {
      promptTokens: 50,
      completionTokens: 21,
      totalTokens: 71,
      requests: 3,
      reported: true,
    });

    assert.equal(server.requests.length, 3);
    for (const request of server.requests) {
      assert.equal(request.body.model, 'local-model');
      assert.deepEqual(
        request.body.tools.map((t: { function: { name: string } }) => t.function.name),
        READ_TOOLS,
      );
      assert.equal(request.body.messages[0].role, 'system');
      assertValidHistory(request.body.messages);
      for (const m of request.body.messages) if (m.role === 'tool') assert.ok(m.content.length <= 900);
    }
    assert.equal(server.requests[0]?.body.messages[1].content, 'What mods?');
    const last = server.requests[2]?.body.messages;
    const mods = last.find((m: { tool_call_id?: string }) => m.tool_call_id === 'b').content;
    assert.match(mods, /sodium-0\.5\.8\.jar · sodium 0\.5\.8 fabric/);
    const write = last.find((m: { tool_call_id?: string }) => m.tool_call_id === 'c').content;
    assert.match(
      write,
      /^The tool disable_mods is not available here: it changes files and this host has no confirmation step/,
    );
  });

  it('--offline sends no Modrinth tools and reports the network as off', async () => {
    server = await startFakeOpenAiServer([
      callAnswer([{ id: 's', name: 'get_settings', arguments: {} }]),
      textAnswer('Offline.'),
    ]);
    const out = await nova(root, { OPENAI_BASE_URL: server.baseURL }, 'ask', 'settings?', '--offline', '--json');
    assert.equal(out.code, 0, out.stderr);
    const names = server.requests[0]?.body.tools.map(
      (t: { function: { name: string } }) => t.function.name,
    ) as string[];
    assert.deepEqual(
      names,
      READ_TOOLS.filter((n) => !MODRINTH_TOOLS.includes(n)),
    );
    const settings = server.requests[1]?.body.messages.find((m: { tool_call_id?: string }) => m.tool_call_id === 's')
      .content as string;
    assert.match(settings, /network: off \(--offline\)/);
  });

  it('scopes the turn to --instance and prints the answer for people; a failing server exits 1 with the reason', async () => {
    server = await startFakeOpenAiServer([textAnswer('Scoped.')]);
    const out = await nova(root, { OPENAI_BASE_URL: server.baseURL }, 'ask', 'hello', '--instance', 'pack');
    assert.equal(out.code, 0, out.stderr);
    assert.equal(out.stdout, 'Scoped.\n');
    assert.match(server.requests[0]?.body.messages[0].content, /The user is asking about the instance with id "\."/);
    assert.equal(server.requests[0]?.body.model, 'gpt-4o-mini');
    await server.close();

    server = await startFakeOpenAiServer([
      { status: 404, body: { error: { message: 'no such model', type: 'invalid_request_error' } } },
    ]);
    const failed = await nova(root, { OPENAI_BASE_URL: server.baseURL, OPENAI_API_KEY: 'sk-test' }, 'ask', 'hello');
    assert.equal(failed.code, 1);
    assert.equal(server.requests[0]?.headers['authorization'], 'Bearer sk-test');
    // Advice first; the server's own words only after it, as details.
    assert.match(failed.stderr, /^nova ask: The model server has no model 'gpt-4o-mini', or no chat endpoint/);
    assert.match(failed.stderr, /Details: .*404 no such model/);
  });
});
