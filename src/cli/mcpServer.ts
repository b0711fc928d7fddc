import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  type CallToolResult,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { IdLedger } from '../core/tools/idLedger';
import { capResult, RESULT_CAP } from '../core/tools/resultCap';
import type { ToolRegistry } from '../core/tools/toolRegistry';
import { errorMessage } from '../core/text/textSafety';
import { TaskPool } from '../core/fs/taskPool';

/** Tool calls run at once; the rest wait their turn as queued closures (src/core/fs/taskPool.ts). */
export const MCP_CALL_POOL = 4;

/**
 * The MCP `tools/list` entries of a registry: the registry's own order, names, descriptions and parameter schemas,
 * unchanged. Every entry is annotated read-only, because the MCP host has no confirmation step and is therefore
 * built `readOnlyOnly` (docs/architecture.md principles 5–6); tools that go online are marked open-world.
 */
export function mcpToolList(registry: ToolRegistry): Tool[] {
  return registry.describe().map((tool, i) => {
    const network = (registry.tools[i]?.capabilities ?? []).includes('network');
    return {
      name: tool.function.name,
      title: tool.displayName,
      description: tool.function.description,
      inputSchema: tool.function.parameters as Tool['inputSchema'],
      annotations: { title: tool.displayName, readOnlyHint: true, openWorldHint: network },
    };
  });
}

/**
 * An MCP server over one read-only registry: `tools/list` is {@link mcpToolList}; `tools/call` runs through
 * `ToolRegistry.run`, so arguments are validated, results capped at 900 characters and sent inside the
 * untrusted-data tags (an MCP client's model reads them: src/core/tools/untrustedData.ts), and ids recorded in one
 * ledger per connection (the conversation scope), exactly as in Nova's own loop. Every failure, including an
 * unknown tool, comes back as a tool result with `isError: true`; the server keeps serving. At most
 * {@link MCP_CALL_POOL} calls run at once (a client sending 3,000 calls together gets them all answered, in turn,
 * with the memory of four); the transport (mcpTransport.ts) bounds what waits.
 */
export function novaMcpServer(registry: ToolRegistry, version: string): Server {
  if (registry.tools.some((tool) => !tool.readOnly))
    throw new Error('The MCP server serves read tools only: build its registry with readOnlyOnly.');
  const server = new Server(
    { name: 'nova', title: 'Nova — Minecraft modpack tools', version },
    {
      capabilities: { tools: {} },
      instructions:
        'Read-only tools over the Minecraft instances under one folder. Call list_instances first: the other tools take an instance id exactly as it shows it.',
    },
  );
  const ledger = new IdLedger();
  let calls = 0;
  const pool = new TaskPool(MCP_CALL_POOL);
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: mcpToolList(registry) }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra): Promise<CallToolResult> => {
    calls += 1;
    const call = {
      id: `mcp-${calls}`,
      name: request.params.name,
      arguments: JSON.stringify(request.params.arguments ?? {}),
    };
    try {
      const outcome = await pool.run(() => {
        extra.signal.throwIfAborted();
        return registry.run(call, ledger, extra.signal);
      });
      if (outcome.kind === 'proposals')
        return errorResult(`${call.name} changes files; this server has no confirmation step, so nothing was run.`);
      return { content: [{ type: 'text', text: outcome.content }], isError: !outcome.ok };
    } catch (error) {
      if (extra.signal.aborted) throw error;
      return errorResult(`${call.name} failed: ${errorMessage(error)}`);
    }
  });
  return server;
}

function errorResult(text: string): CallToolResult {
  const capped = capResult(text, () => 'call with narrower arguments', RESULT_CAP);
  return { content: [{ type: 'text', text: capped.text }], isError: true };
}
