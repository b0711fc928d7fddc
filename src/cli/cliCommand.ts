import type { ParseArgsConfig } from 'node:util';
import type { CliIo } from './cliIo';

export interface CliArgs {
  values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  positionals: string[];
}

/** One `nova` subcommand: its options (node:util parseArgs), help line and implementation returning the exit code. */
export interface CliCommand {
  name: string;
  synopsis: string;
  summary: string;
  options: NonNullable<ParseArgsConfig['options']>;
  run(args: CliArgs, io: CliIo): Promise<number>;
}
