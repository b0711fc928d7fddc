import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { runToolListBench, TOOL_LIST_TOKEN_TARGET } from '../../bench/toolListBench';
import { hostToolRegistry } from '../../src/cli/toolsCommand';
import { novaMcpServer } from '../../src/cli/mcpServer';
import { ModScanner } from '../../src/core/mods/modScanner';
import { IdLedger } from '../../src/core/tools/idLedger';
import { RESULT_CAP } from '../../src/core/tools/resultCap';
import { novaToolRegistry } from '../../src/core/tools/novaTools';
import { runNova } from './fixtures/cliRun';
import { writePrismInstance } from './fixtures/instanceLayouts';
import { fabricJar } from './fixtures/modJars';
import { makeTempDir, removeTempDir } from './fixtures/zipBuilder';

const ROOT = path.resolve(__dirname, '..', '..');
const MODRINTH_READ_TOOLS = ['search_content', 'get_project_versions', 'check_updates'];

interface WireTool {
  function: { name: string; description: string; parameters: Record<string, unknown> };
  displayName: string;
}

async function cliToolList(cwd: string, ...extra: string[]): Promise<WireTool[]> {
  const out = await runNova(cwd, ['tools', '--host', 'cli', '--json', ...extra]);
  assert.equal(out.code, 0, out.stderr);
  return (JSON.parse(out.stdout) as { tools: WireTool[] }).tools;
}

/** The MCP list is `nova tools --host cli` unchanged: same order, names, descriptions and schemas, all read-only. */
function assertSameAsCli(tools: Tool[], cli: WireTool[]): void {
  assert.deepEqual(
    tools.map((t) => t.name),
    cli.map((t) => t.function.name),
  );
  tools.forEach((tool, i) => {
    const wire = cli[i]!;
    assert.equal(tool.description, wire.function.description, tool.name);
    assert.deepEqual(tool.inputSchema, wire.function.parameters, tool.name);
    assert.equal(tool.title, wire.displayName, tool.name);
    assert.equal(tool.annotations?.readOnlyHint, true, tool.name);
    assert.equal(tool.annotations?.openWorldHint, MODRINTH_READ_TOOLS.includes(tool.name), tool.name);
    assert.notEqual(tool.annotations?.destructiveHint, true, tool.name);
  });
}

function textOf(result: unknown): string {
  const content = (result as CallToolResult).content;
  assert.equal(content.length, 1);
  const [first] = content;
  assert.equal(first?.type, 'text');
  return first.type === 'text' ? first.text : '';
}

describe('nova mcp', function () {
  this.timeout(60_000);
  let root: string;
  before(async () => {
    root = await makeTempDir('nova-mcp-');
    const mods: Record<string, Buffer> = {};
    for (let i = 0; i < 40; i++) {
      const id = `examplemod${String(i).padStart(2, '0')}`;
      mods[`${id}-1.0.${i}.jar`] = await fabricJar({ id, version: `1.0.${i}`, name: `Example Mod Number ${i}` });
    }
    await writePrismInstance(path.join(root, 'pack'), {
      name: 'Pack',
      minecraft: '1.20.1',
      loader: { type: 'fabric', version: '0.15.7' },
      mods,
    });
  });
  after(async () => removeTempDir(root));

  describe('the server over an in-process transport, with the official SDK client', () => {
    let client: Client;
    const deps = (): { roots: string[]; scanner: ModScanner } => ({ roots: [root], scanner: new ModScanner() });

    beforeEach(async () => {
      const server = novaMcpServer(hostToolRegistry('cli', deps()), '9.9.9');
      const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
      await server.connect(serverSide);
      client = new Client({ name: 'nova-test', version: '1.0.0' });
      await client.connect(clientSide);
    });
    afterEach(async () => client.close());

    it('names itself and offers tools only', () => {
      assert.equal(client.getServerVersion()?.name, 'nova');
      assert.equal(client.getServerVersion()?.version, '9.9.9');
      assert.deepEqual(Object.keys(client.getServerCapabilities() ?? {}), ['tools']);
      assert.match(client.getInstructions() ?? '', /list_instances first/);
    });

    it('lists the CLI host tools in order with the same names and schemas, annotated read-only', async () => {
      const { tools } = await client.listTools();
      assert.ok(tools.length >= 12, String(tools.length));
      assertSameAsCli(tools, await cliToolList(root));
      assert.ok(!tools.some((t) => t.name === 'disable_mods' || t.name === 'open_page'));
    });

    it('returns a result capped at 900 characters exactly as the registry caps it', async () => {
      const args = { instance_id: 'pack' };
      const result = await client.callTool({ name: 'list_mods', arguments: args });
      assert.notEqual(result.isError, true);
      const text = textOf(result);
      assert.ok(text.length <= RESULT_CAP, String(text.length));
      assert.match(text, /…\[cut \d+ of \d+ characters; to see them, /);
      assert.match(text, /examplemod00/);
      const direct = await hostToolRegistry('cli', deps()).run(
        { id: 'x', name: 'list_mods', arguments: JSON.stringify(args) },
        new IdLedger(),
        new AbortController().signal,
      );
      assert.equal(direct.kind === 'result' ? direct.content : '', text);
    });

    it('answers failures as tool errors and keeps serving', async () => {
      const unknownInstance = await client.callTool({ name: 'list_mods', arguments: { instance_id: 'nope' } });
      assert.equal(unknownInstance.isError, true);
      assert.match(textOf(unknownInstance), /nope/);

      const badArgs = await client.callTool({ name: 'list_instances', arguments: { offset: 'first' } });
      assert.equal(badArgs.isError, true);
      assert.match(textOf(badArgs), /^Invalid arguments for list_instances: offset: .*Nothing was run\./);

      const write = await client.callTool({ name: 'disable_mods', arguments: { instance_id: 'pack', files: [] } });
      assert.equal(write.isError, true);
      assert.match(textOf(write), /^The tool disable_mods is not available here: it changes files/);

      const unknown = await client.callTool({ name: 'format_disk', arguments: {} });
      assert.equal(unknown.isError, true);
      assert.match(textOf(unknown), /There is no tool named 'format_disk'\. Call only these tools: list_instances,/);

      const after = await client.callTool({ name: 'list_instances', arguments: {} });
      assert.notEqual(after.isError, true);
      assert.match(textOf(after), /pack/);
      assert.ok((await client.listTools()).tools.length > 0);
    });

    it('refuses to serve a registry holding write tools (this host has no confirmation step)', () => {
      const withWrites = novaToolRegistry(deps(), { capabilities: [] });
      assert.ok(withWrites.tools.some((t) => !t.readOnly));
      assert.throws(() => novaMcpServer(withWrites, '1'), /read tools only/);
    });
  });

  it('is measured by npm run bench beside the other tool lists: the CLI tools plus titles and annotations', async () => {
    const { figures, markdown } = await runToolListBench();
    assert.equal(figures['mcp tools'], figures['cli tools']);
    assert.ok((figures['mcp chars'] ?? 0) > (figures['cli chars'] ?? Infinity));
    assert.ok((figures['mcp tokens o200k'] ?? Infinity) < TOOL_LIST_TOKEN_TARGET);
    assert.match(markdown, /^\| mcp \| \d+ \| \d+ \| \d+ \| \d+ \|$/m);
  });

  describe('the nova command', () => {
    it('exits 2 with a clear message for a missing folder or extra arguments', async () => {
      const missing = await runNova(root, ['mcp', 'no-such-folder']);
      assert.equal(missing.code, 2);
      assert.equal(missing.stdout, '');
      assert.match(missing.stderr, /^nova mcp: Folder not found: .*no-such-folder\. Pass an existing folder\.\n$/);
      const extra = await runNova(root, ['mcp', '.', 'more']);
      assert.equal(extra.code, 2);
      assert.match(extra.stderr, /unexpected argument 'more'/);
    });

    it('serves over stdio from the built bundle: list, a capped call, an error, then another call', async () => {
      execFileSync(process.execPath, ['esbuild.js'], { cwd: ROOT, stdio: 'ignore' });
      const transport = new StdioClientTransport({
        command: process.execPath,
        args: [path.join(ROOT, 'dist', 'cli.js'), 'mcp', root, '--offline'],
        stderr: 'pipe',
      });
      let stderr = '';
      transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const client = new Client({ name: 'nova-test', version: '1.0.0' });
      await client.connect(transport);
      try {
        const { tools } = await client.listTools();
        assertSameAsCli(tools, await cliToolList(root, '--offline'));
        assert.ok(!tools.some((t) => MODRINTH_READ_TOOLS.includes(t.name)));

        const capped = await client.callTool({ name: 'list_mods', arguments: { instance_id: 'pack' } });
        assert.notEqual(capped.isError, true);
        assert.ok(textOf(capped).length <= RESULT_CAP);
        assert.match(textOf(capped), /…\[cut \d+ of \d+ characters/);

        const offline = await client.callTool({ name: 'search_content', arguments: { query: 'sodium' } });
        assert.equal(offline.isError, true);
        assert.match(textOf(offline), /not available here: this host has no network access/);

        const settings = await client.callTool({ name: 'get_settings', arguments: {} });
        assert.match(textOf(settings), /nova mcp \(read-only\)/);
        assert.match(textOf(settings), /off \(--offline\)/);
      } finally {
        await client.close();
      }
      assert.match(stderr, /nova mcp: serving \d+ read-only tools for .* \(offline\) on stdio/);
    });
  });
});
