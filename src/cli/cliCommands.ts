import type { CliCommand } from './cliCommand';

/** Every `nova` subcommand, in the order `nova --help` lists them (CLI.md). Each lives in its own `<name>Command.ts`. */
export const cliCommands: CliCommand[] = [];
