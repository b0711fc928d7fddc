import { parseArgs, type ParseArgsConfig } from 'node:util';
import { localeFromEnv, parseLocale } from '../core/locale/locale';
import { EXIT_USAGE, UsageError, processIo, type CliIo } from './cliIo';
import { cliCommands } from './cliCommands';

/** Runs one `nova` invocation; returns the exit code (CLI.md). */
export async function runCli(argv: string[], baseIo: CliIo): Promise<number> {
  let lang: string | undefined;
  const args: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--lang') lang = argv[++i] ?? '';
    else if (a.startsWith('--lang=')) lang = a.slice('--lang='.length);
    else args.push(a);
  }
  const [name, ...rest] = args;
  let io = baseIo;
  if (lang !== undefined) {
    const locale = parseLocale(lang);
    if (locale === null) {
      io.stderr(`nova: unknown language '${lang}'. Pass --lang en or --lang zh-CN.\n`);
      return EXIT_USAGE;
    }
    io = { ...baseIo, locale };
  } else io = { ...baseIo, locale: baseIo.locale ?? localeFromEnv(baseIo.env) };
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(usage());
    return name === undefined ? EXIT_USAGE : 0;
  }
  if (name === '--version' || name === '-v') {
    io.stdout(`${NOVA_VERSION}\n`);
    return 0;
  }
  const command = cliCommands.find((c) => c.name === name);
  if (command === undefined) {
    io.stderr(`nova: unknown command '${name}'. Run 'nova --help' to see the commands.\n`);
    return EXIT_USAGE;
  }
  try {
    const config: ParseArgsConfig = { args: rest, options: command.options, allowPositionals: true, strict: true };
    const parsed = parseArgs(config);
    return await command.run({ values: parsed.values, positionals: parsed.positionals }, io);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof UsageError || isParseArgsError(error)) {
      io.stderr(`nova ${name}: ${message}\n`);
      return EXIT_USAGE;
    }
    io.stderr(`nova ${name}: unexpected error: ${message}\n`);
    return EXIT_USAGE;
  }
}

function isParseArgsError(error: unknown): boolean {
  return (
    error instanceof Error && 'code' in error && String((error as { code: unknown }).code).startsWith('ERR_PARSE_ARGS')
  );
}

declare const NOVA_VERSION_DEFINE: string | undefined;
const NOVA_VERSION = typeof NOVA_VERSION_DEFINE === 'string' ? NOVA_VERSION_DEFINE : '0.1.0';

function usage(): string {
  const lines = cliCommands.map((c) => `  nova ${c.synopsis}\n      ${c.summary}`);
  return `nova — Minecraft modpack checks for scripts and CI\n\nUsage:\n${lines.join('\n')}\n\nEvery command accepts --json (one JSON document on stdout) and --lang en|zh-CN (default: LC_ALL, LC_MESSAGES, LANG).\nExit codes: 0 done, 1 error-level findings, 2 usage error or unreadable input.\n`;
}

if (require.main === module) {
  runCli(process.argv.slice(2), processIo()).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`nova: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = EXIT_USAGE;
    },
  );
}
