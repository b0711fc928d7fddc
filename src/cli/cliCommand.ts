import type { ParseArgsConfig } from 'node:util';
import type { CliIo } from './cliIo';

export interface CliArgs {
  values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  positionals: string[];
}

/**
 * One `nova` subcommand: its options (node:util parseArgs), help line and implementation returning the exit code
 * (synchronously when it needs no I/O; a thrown UsageError means exit code 2 either way).
 */
export interface CliCommand {
  name: string;
  synopsis: string;
  summary: string;
  options: NonNullable<ParseArgsConfig['options']>;
  run(args: CliArgs, io: CliIo): number | Promise<number>;
}
