import { parseArgs, type ParseArgsConfig } from 'node:util';
import { EXIT_USAGE, UsageError, processIo, sanitizedIo, systemErrorMessage, type CliIo } from './cliIo';
import { cliCommands } from './cliCommands';
import { errorMessage, oneLine } from '../core/text/textSafety';
import { NOVA_VERSION } from './novaVersion';
import type { Locale } from '../core/locale/locale';
import type { Message } from '../core/locale/messageCatalog';
import type { CliMessages } from './cliMessages';
import { errorText } from '../core/locale/messageError';

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
  const { CliMessages: M, commandSummary, say } = await import('./cliMessages');
  let io: CliIo;
  if (lang !== undefined) {
    const locale = parseLocale(lang);
    if (locale === null) {
      baseIo.stderr(`nova: ${say(localeFromEnv(baseIo.env), M.unknownLanguage({ lang }))}\n`);
      return EXIT_USAGE;
    }
    io = { ...baseIo, locale };
  } else io = { ...baseIo, locale: baseIo.locale ?? localeFromEnv(baseIo.env) };
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(await usage(io.locale));
    return name === undefined ? EXIT_USAGE : 0;
  }
  if (name === '--version' || name === '-v') {
    io.stdout(`${NOVA_VERSION}\n`);
    return 0;
  }
  const entry = cliCommands.find((c) => c.name === name);
  if (entry === undefined) {
    io.stderr(`nova: ${say(io.locale, M.unknownCommand({ name }))}\n`);
    return EXIT_USAGE;
  }
  try {
    const command = await entry.load();
    // `nova COMMAND --help` (or -h) anywhere before `--`: that command's usage, summary and options.
    const beforeDashes = rest.indexOf('--') === -1 ? rest : rest.slice(0, rest.indexOf('--'));
    if (beforeDashes.includes('--help') || beforeDashes.includes('-h')) {
      const options = Object.keys(command.options)
        .map((o) => `--${o}`)
        .join(', ');
      io.stdout(
        `${say(io.locale, M.helpUsage({}))} nova ${command.synopsis}\n  ${commandSummary(command.name, command.summary, io.locale)}\n` +
          (options ? `${say(io.locale, M.helpOptions({ options: `${options}, --lang` }))}\n` : '') +
          `${say(io.locale, M.helpExitCodes({}))}\n`,
      );
      return 0;
    }
    const config: ParseArgsConfig = { args: rest, options: command.options, allowPositionals: true, strict: true };
    const parsed = parseArgs(config);
    return await command.run({ values: parsed.values, positionals: parsed.positionals }, io);
  } catch (error) {
    const message = errorMessage(error);
    if (error instanceof UsageError) {
      io.stderr(`nova ${name}: ${error.text === null ? message : say(io.locale, error.text)}\n`);
      return EXIT_USAGE;
    }
    if (error instanceof Error && REFUSALS.has(error.name)) {
      const text = errorText(error);
      io.stderr(`nova ${name}: ${text === null ? message : say(io.locale, text)}\n`);
      return EXIT_USAGE;
    }
    if (isParseArgsError(error)) {
      io.stderr(`nova ${name}: ${say(io.locale, parseArgsMessage(M, error as Error & { code: string }))}\n`);
      return EXIT_USAGE;
    }
    const system = systemErrorMessage(error);
    io.stderr(
      system === null
        ? `nova ${name}: ${say(io.locale, M.unexpectedError({ detail: errorText(error) ?? message }))}\n`
        : `nova ${name}: ${system}\n`,
    );
    return EXIT_USAGE;
  }
}

/**
 * Refusals the core raises before it writes anything (an export or server pack a pack may not hold, an output that
 * exists, a plan it cannot make): a command that meets one through another (`check --release` plans the export) says
 * it as a usage error, never as "unexpected error". Matched by name so this file loads none of their modules.
 */
const REFUSALS = new Set(['ModpackExportError', 'OutputExistsError', 'PackPlanError', 'ServerPackTooLargeError']);

function isParseArgsError(error: unknown): boolean {
  return (
    error instanceof Error && 'code' in error && String((error as { code: unknown }).code).startsWith('ERR_PARSE_ARGS')
  );
}

/**
 * Node's parseArgs errors as a message of ours: its own text is English prose with advice about `--` that does not
 * apply to nova; the option it names (quoted in its text) is kept.
 */
function parseArgsMessage(M: typeof CliMessages, error: Error & { code: string }): Message {
  const option = /'([^']*)'/.exec(error.message)?.[1] ?? '';
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return M.unknownOption({ option });
  if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
    return M.optionNeedsValue({ option: option.replace(/^-\w, /, '').split(' ')[0] ?? option });
  return M.badArgument({ detail: error.message });
}

async function usage(locale: Locale | undefined): Promise<string> {
  const { CliMessages: M, commandSummary, say } = await import('./cliMessages');
  const commands = await Promise.all(cliCommands.map((c) => c.load()));
  const lines = commands.map((c) => `  nova ${c.synopsis}\n      ${commandSummary(c.name, c.summary, locale)}`);
  return `${say(locale, M.helpTitle({}))}\n\n${say(locale, M.helpUsage({}))}\n${lines.join('\n')}\n\n${say(locale, M.helpFooter({}))}\n${say(locale, M.helpExitCodes({}))}\n`;
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
