import { askCommand } from './askCommand';
import type { CliCommand } from './cliCommand';
import { checkCommand } from './checkCommand';
import { crashCommand } from './crashCommand';
import { envCommand } from './envCommand';
import { exportCommand } from './exportCommand';
import { importCommand } from './importCommand';
import { instancesCommand } from './instancesCommand';
import { modsCommand } from './modsCommand';
import { refreshCommand } from './refreshCommand';
import { toolsCommand } from './toolsCommand';
import { updatesCommand } from './updatesCommand';

/** Every `nova` subcommand, in the order `nova --help` lists them (CLI.md). Each lives in its own `<name>Command.ts`. */
export const cliCommands: CliCommand[] = [
  instancesCommand,
  modsCommand,
  checkCommand,
  crashCommand,
  envCommand,
  exportCommand,
  importCommand,
  refreshCommand,
  updatesCommand,
  toolsCommand,
  askCommand,
];
