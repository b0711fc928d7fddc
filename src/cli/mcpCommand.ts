import { CliMessages as M } from './cliMessages';
import { ModScanner } from '../core/mods/modScanner';
import type { CliCommand } from './cliCommand';
import { EXIT_OK, UsageError } from './cliIo';
import { cliModrinthClient } from './cliModrinthClient';
import { folderArgument } from './instanceArgument';
import { novaMcpServer } from './mcpServer';
import { BoundedStdioTransport } from './mcpTransport';
import { NOVA_VERSION } from './novaVersion';
import { hostToolRegistry } from './toolsCommand';

/**
 * `nova mcp [DIR] [--offline]`: an MCP server on stdin/stdout serving the CLI host's read tools rooted at DIR
 * (default: the working directory), the same list `nova tools --host cli` prints (docs/cli.md). stdout carries
 * only the protocol; the one start-up line goes to stderr. Returns when the client closes stdin.
 */
export const mcpCommand: CliCommand = {
  name: 'mcp',
  synopsis: 'mcp [DIR] [--offline]',
  summary: 'an MCP server (stdio) with the read-only tools, for Claude Desktop, Cursor, VS Code and other MCP clients',
  options: {
    offline: { type: 'boolean' },
  },
  async run(args, io) {
    if (args.positionals.length > 1)
      throw new UsageError(M.unexpectedArgument({ argument: args.positionals[1] ?? '', command: 'nova mcp' }));
    const root = await folderArgument(io, args.positionals[0], 'Folder');
    const offline = args.values['offline'] === true;
    const registry = hostToolRegistry(
      'cli',
      {
        roots: [root],
        scanner: new ModScanner(),
        locale: io.locale ?? 'en',
        capabilities: offline ? [] : ['network'],
        ...(offline ? {} : { modrinth: cliModrinthClient(io) }),
        settings: () => [
          { key: 'host', value: 'nova mcp (read-only)' },
          { key: 'folder', value: root },
          { key: 'network', value: offline ? 'off (--offline)' : 'on' },
        ],
      },
      { offline },
    );
    const server = novaMcpServer(registry, NOVA_VERSION);
    // The transport closes once stdin ends and every request read is answered.
    const closed = new Promise<void>((resolve) => {
      server.onclose = resolve;
    });
    await server.connect(new BoundedStdioTransport(process.stdin, process.stdout));
    io.stderr(
      `nova mcp: serving ${registry.tools.length} read-only tools for ${root}${offline ? ' (offline)' : ''} on stdio\n`,
    );
    await closed;
    return EXIT_OK;
  },
};
