import type { CliCommand } from './cliCommand';

/** A subcommand known by name; its module (and everything it imports) is loaded only when it runs. */
export interface CliCommandEntry {
  name: string;
  load(): Promise<CliCommand>;
}

/**
 * Every `nova` subcommand, in the order `nova --help` lists them (docs/cli.md). Each lives in its own
 * `<name>Command.ts`, imported lazily so `nova mods` never loads the agent, zod or the export code; the
 * build turns each into its own bundle (esbuild.js).
 */
export const cliCommands: readonly CliCommandEntry[] = [
  { name: 'instances', load: async () => (await import('./instancesCommand')).instancesCommand },
  { name: 'mods', load: async () => (await import('./modsCommand')).modsCommand },
  { name: 'content', load: async () => (await import('./contentCommand')).contentCommand },
  { name: 'check', load: async () => (await import('./checkCommand')).checkCommand },
  { name: 'crash', load: async () => (await import('./crashCommand')).crashCommand },
  { name: 'bisect', load: async () => (await import('./bisectCommand')).bisectCommand },
  { name: 'diff', load: async () => (await import('./diffCommand')).diffCommand },
  { name: 'env', load: async () => (await import('./envCommand')).envCommand },
  { name: 'export', load: async () => (await import('./exportCommand')).exportCommand },
  { name: 'server-pack', load: async () => (await import('./serverPackCommand')).serverPackCommand },
  { name: 'import', load: async () => (await import('./importCommand')).importCommand },
  { name: 'refresh', load: async () => (await import('./refreshCommand')).refreshCommand },
  { name: 'updates', load: async () => (await import('./updatesCommand')).updatesCommand },
  { name: 'upgrade-plan', load: async () => (await import('./upgradePlanCommand')).upgradePlanCommand },
  { name: 'publish', load: async () => (await import('./publishCommand')).publishCommand },
  { name: 'tools', load: async () => (await import('./toolsCommand')).toolsCommand },
  { name: 'ask', load: async () => (await import('./askCommand')).askCommand },
  { name: 'mcp', load: async () => (await import('./mcpCommand')).mcpCommand },
];
