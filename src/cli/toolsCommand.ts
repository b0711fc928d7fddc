import { ModScanner } from '../core/mods/modScanner';
import { CliMessages as M, say } from './cliMessages';
import type { HostCapability } from '../core/ports';
import { novaToolRegistry } from '../core/tools/novaTools';
import type { ToolDeps } from '../core/tools/toolDeps';
import type { ToolRegistry } from '../core/tools/toolRegistry';
import type { CliCommand } from './cliCommand';
import { EXIT_OK, UsageError, colour, formatTable, printJson } from './cliIo';

export type ToolHost = 'vscode' | 'cli';

/**
 * The registry each host sends to the model. VS Code: a UI and network (the default settings); the CLI: no
 * confirmation UI, so read tools only and no `ui` tools (docs/architecture.md principles 5–6). `offline` drops the
 * `network` capability, as `nova.network.enabled: false` does in VS Code: the Modrinth tools are not registered.
 */
export function hostToolRegistry(
  host: ToolHost,
  deps: ToolDeps,
  options: { readOnly?: boolean; offline?: boolean } = {},
): ToolRegistry {
  const capabilities: HostCapability[] = [
    ...(host === 'vscode' ? (['ui'] as const) : []),
    ...(options.offline === true ? [] : (['network'] as const)),
  ];
  return novaToolRegistry(deps, { capabilities, readOnlyOnly: host === 'cli' || options.readOnly === true });
}

function parseHost(value: unknown): ToolHost {
  if (value === undefined) return 'cli';
  if (value === 'vscode' || value === 'cli') return value;
  throw new UsageError(
    M.optionChoice({
      option: '--host',
      choices: 'vscode|cli',
      value: typeof value === 'string' ? value : JSON.stringify(value),
    }),
  );
}

/**
 * `nova tools [--host vscode|cli] [--read-only] [--offline] [--json]`: the tool definitions exactly as sent, in order
 * (docs/cli.md); `--offline` shows the list with network access off.
 */
export const toolsCommand: CliCommand = {
  name: 'tools',
  synopsis: 'tools [--host vscode|cli] [--read-only] [--offline] [--json]',
  summary: 'the tool definitions sent to the model, in order',
  options: {
    host: { type: 'string' },
    'read-only': { type: 'boolean' },
    offline: { type: 'boolean' },
    json: { type: 'boolean' },
  },
  run(args, io) {
    if (args.positionals.length > 0)
      throw new UsageError(M.unexpectedArgument({ argument: args.positionals[0] ?? '', command: 'nova tools' }));
    const host = parseHost(args.values['host']);
    const registry = hostToolRegistry(
      host,
      { roots: [io.cwd], scanner: new ModScanner({ blockingReads: true }), locale: io.locale ?? 'en' },
      { readOnly: args.values['read-only'] === true, offline: args.values['offline'] === true },
    );
    const tools = registry.describe();
    if (args.values['json'] === true) {
      printJson(io, { tools });
      return EXIT_OK;
    }
    const rows = [
      ['#', 'name', 'kind', 'shown as'],
      ...tools.map((t, i) => [String(i + 1), t.function.name, t.readOnly ? 'read' : 'write', t.displayName]),
    ];
    const reads = tools.filter((t) => t.readOnly).length;
    io.stdout(formatTable(rows));
    io.stdout(
      colour(
        io,
        'dim',
        `${say(
          io.locale,
          M.toolsSummary({
            tools: tools.length,
            host,
            read: reads,
            write: tools.length - reads,
            chars: JSON.stringify(registry.wireTools()).length,
          }),
        )}\n`,
      ),
    );
    return EXIT_OK;
  },
};
