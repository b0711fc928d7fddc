import * as fs from 'node:fs';
import * as path from 'node:path';
import { PassThrough } from 'node:stream';
import { novaMcpServer } from '../../src/cli/mcpServer';
import { BoundedStdioTransport } from '../../src/cli/mcpTransport';
import { resolvesInside } from '../../src/core/fs/servedRoots';
import { InstanceCatalog } from '../../src/core/instances/instanceCatalog';
import { ModScanner } from '../../src/core/mods/modScanner';
import { novaToolRegistry } from '../../src/core/tools/novaTools';
import { FuzzViolation, type FuzzTarget } from './fuzzTargets';

const STACK = /\n\s+at [^\n]+:\d+:\d+|Maximum call stack|report it as a Nova bug|unexpected error/;

/**
 * The boundaries issue 33 added (docs/fuzz.md): an HMCL custom game folder read through the instance catalog must
 * never yield an instance whose game folder lies outside the served root unmarked, and any line an MCP client sends
 * must end answered (a result or a JSON-RPC error) with the server still serving.
 */
export async function servedTargets(work: string): Promise<FuzzTarget[]> {
  const empty = path.join(work, 'mcp-root');
  await fs.promises.mkdir(empty, { recursive: true });
  return [await hmclContainmentTarget(work), mcpLineTarget(empty)];
}

/** hmclversion.cfg with a custom game folder, read by the catalog over a served root; a folder outside holds files. */
async function hmclContainmentTarget(work: string): Promise<FuzzTarget> {
  const served = path.join(work, 'served');
  const outside = path.join(work, 'outside-game');
  await fs.promises.mkdir(path.join(outside, 'config'), { recursive: true });
  await fs.promises.writeFile(path.join(outside, 'config', 'secret.toml'), 'secret = true\n');
  const vDir = path.join(served, '.minecraft', 'versions', '1.20.1');
  await fs.promises.mkdir(vDir, { recursive: true });
  await fs.promises.writeFile(
    path.join(vDir, '1.20.1.json'),
    JSON.stringify({ id: '1.20.1', type: 'release', mainClass: 'net.minecraft.client.main.Main' }),
  );
  const cfg = path.join(vDir, 'hmclversion.cfg');
  const seeds = [
    JSON.stringify({ usesGlobal: false, gameDirType: 'CUSTOM', gameDir: outside }),
    JSON.stringify({ usesGlobal: false, gameDirType: 2, gameDir: '../../../outside-game' }),
    JSON.stringify({ usesGlobal: false, gameDirType: 'CUSTOM', gameDir: 'inside-game' }),
  ];
  return {
    name: 'hmclversion.cfg (served root)',
    label: 'hmclversion.cfg',
    weight: 0.2,
    maxBytes: 16 * 1024,
    seeds: seeds.map((s) => Buffer.from(s, 'utf8')),
    run: async (input) => {
      await fs.promises.writeFile(cfg, input);
      const entries = await new InstanceCatalog({ roots: [served] }).list();
      if (entries.length === 0) throw new FuzzViolation('the instance was lost');
      let outsideSeen = false;
      for (const { instance } of entries) {
        for (const w of instance.warnings)
          if (STACK.test(w)) throw new FuzzViolation(`a warning looks like a crash: ${w.slice(0, 300)}`);
        const inside = await resolvesInside(served, instance.gameDir);
        if (!inside && instance.outsideRoots !== true)
          throw new FuzzViolation(`game folder ${instance.gameDir} lies outside the served root, unmarked`);
        if (instance.outsideRoots === true) outsideSeen = true;
      }
      return outsideSeen ? 'refused' : 'accepted';
    },
  };
}

const MCP_SEED = [
  '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"list_instances","arguments":{"offset":null}}}',
  '{"jsonrpc":"2.0","id":"x","method":"tools/call","params":{"name":"read_config","arguments":{"instance_id":"p","path":".","query":null,"offset":null}}}',
  '{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}}',
].join('\n');

/** Mutated lines through the real MCP server and its stdio transport; a ping afterwards must be answered. */
function mcpLineTarget(root: string): FuzzTarget {
  const registry = novaToolRegistry(
    { roots: [root], scanner: new ModScanner(), settings: () => [] },
    { capabilities: [], readOnlyOnly: true },
  );
  return {
    name: 'MCP message',
    label: 'MCP',
    weight: 0.2,
    maxBytes: 64 * 1024,
    seeds: [Buffer.from(MCP_SEED, 'utf8')],
    run: async (input) => {
      const stdin = new PassThrough();
      const stdout = new PassThrough();
      let out = '';
      stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
      const server = novaMcpServer(registry, '0.0.0');
      await server.connect(new BoundedStdioTransport(stdin, stdout));
      // Skip the handshake: a request before initialize is still answered (the SDK answers or refuses it).
      stdin.write(input);
      stdin.write('\n{"jsonrpc":"2.0","id":"final-ping","method":"ping"}\n');
      const deadline = Date.now() + 4000;
      while (!out.includes('"final-ping"') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
      await server.close();
      if (!out.includes('"final-ping"')) throw new FuzzViolation('the server stopped answering');
      if (STACK.test(out)) throw new FuzzViolation(`an answer looks like a crash: ${out.slice(0, 300)}`);
      return /"error":\{"code":-32[0-9]{3}/.test(out) ? 'refused' : 'accepted';
    },
  };
}
