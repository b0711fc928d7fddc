import { parseArgs, type ParseArgsConfig } from 'node:util';
import { EXIT_USAGE, UsageError, processIo, sanitizedIo, systemErrorMessage, type CliIo } from './cliIo';
import { cliCommands } from './cliCommands';
import { errorMessage, oneLine } from '../core/text/textSafety';
import { NOVA_VERSION } from './novaVersion';

/** Runs one `nova` invocation; returns the exit code (docs/cli.md). */
export async function runCli(argv: string[], rawIo: CliIo): Promise<number> {
  const baseIo = sanitizedIo(rawIo, argv.includes('--json'));
  // `--lang` is global: taken out before the command's own options are parsed.
  let lang: string | undefined;
  const args: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--lang') lang = argv[++i] ?? '';
    else if (a.startsWith('--lang=')) lang = a.slice('--lang='.length);
    else args.push(a);
  }
  const [name, ...rest] = args;
  // Loaded on use, like the commands: the dispatcher's static imports stay minimal (cliLazyLoading.test.ts).
  const { localeFromEnv, parseLocale } = await import('../core/locale/locale');
  let io: CliIo;
  if (lang !== undefined) {
    const locale = parseLocale(lang);
    if (locale === null) {
      baseIo.stderr(`nova: unknown language '${lang}'. Pass --lang en or --lang zh-CN.\n`);
      return EXIT_USAGE;
    }
    io = { ...baseIo, locale };
  } else io = { ...baseIo, locale: baseIo.locale ?? localeFromEnv(baseIo.env) };
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(await usage());
    return name === undefined ? EXIT_USAGE : 0;
  }
  if (name === '--version' || name === '-v') {
    io.stdout(`${NOVA_VERSION}\n`);
    return 0;
  }
  const entry = cliCommands.find((c) => c.name === name);
  if (entry === undefined) {
    io.stderr(`nova: unknown command '${name}'. Run 'nova --help' to see the commands.\n`);
    return EXIT_USAGE;
  }
  try {
    const command = await entry.load();
    const config: ParseArgsConfig = { args: rest, options: command.options, allowPositionals: true, strict: true };
    const parsed = parseArgs(config);
    return await command.run({ values: parsed.values, positionals: parsed.positionals }, io);
  } catch (error) {
    const message = errorMessage(error);
    if (error instanceof UsageError || isParseArgsError(error)) {
      io.stderr(`nova ${name}: ${message}\n`);
      return EXIT_USAGE;
    }
    const system = systemErrorMessage(error);
    io.stderr(system === null ? `nova ${name}: unexpected error: ${message}\n` : `nova ${name}: ${system}\n`);
    return EXIT_USAGE;
  }
}

function isParseArgsError(error: unknown): boolean {
  return (
    error instanceof Error && 'code' in error && String((error as { code: unknown }).code).startsWith('ERR_PARSE_ARGS')
  );
}

async function usage(): Promise<string> {
  const commands = await Promise.all(cliCommands.map((c) => c.load()));
  const lines = commands.map((c) => `  nova ${c.synopsis}\n      ${c.summary}`);
  return `nova — Minecraft modpack checks for scripts and CI\n\nUsage:\n${lines.join('\n')}\n\nEvery command accepts --json (one JSON document on stdout) and --lang en|zh-CN (default: LC_ALL, LC_MESSAGES, LANG); nova --version prints the version.\nExit codes: 0 done, 1 error-level findings, 2 usage error or unreadable input.\n`;
}

if (require.main === module) {
  // Whatever escapes a command (an error event of a stream, a rejected promise nobody awaited) ends the run with
  // one line and exit 2, never a stack trace.
  const last = (error: unknown): void => {
    const text = systemErrorMessage(error) ?? errorMessage(error);
    process.stderr.write(`nova: ${oneLine(text, 2000)}\n`);
    process.exit(EXIT_USAGE);
  };
  process.on('uncaughtException', last);
  process.on('unhandledRejection', last);
  runCli(process.argv.slice(2), processIo()).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`nova: ${oneLine(errorMessage(error), 2000)}\n`);
      process.exitCode = EXIT_USAGE;
    },
  );
}
