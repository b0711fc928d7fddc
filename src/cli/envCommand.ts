import { localizeEnvironmentCheck } from '../core/environment/environmentMessages';
import { CliMessages as M, LOADER_NAMES, SEVERITY_COLOUR, say, severityWord } from './cliMessages';
import { gatherEnvironment } from '../core/environment/environmentChecker';
import type { CliCommand } from './cliCommand';
import { EXIT_FINDINGS, EXIT_OK, colour, printJson } from './cliIo';
import { instanceArgument } from './instanceArgument';

/** `nova env INSTANCE`: Java found and required, memory and path checks (docs/cli.md); exit 1 when a check is an error. */
export const envCommand: CliCommand = {
  name: 'env',
  synopsis: 'env INSTANCE [--java PATH] [--json]',
  summary: 'check Java, memory and paths for one instance',
  options: { json: { type: 'boolean' }, java: { type: 'string' } },
  async run(args, io) {
    const { instance } = await instanceArgument(io, args.positionals[0]);
    const javaPath = typeof args.values['java'] === 'string' ? args.values['java'] : undefined;
    const gathered = await gatherEnvironment(instance, { env: io.env, ...(javaPath ? { javaPath } : {}) });
    const locale = io.locale ?? 'en';
    const report = { ...gathered, checks: gathered.checks.map((c) => localizeEnvironmentCheck(c, locale)) };
    const hasError = report.checks.some((c) => c.severity === 'error');
    if (args.values['json'] === true) {
      printJson(io, {
        checks: report.checks.map((c) => ({ severity: c.severity, code: c.code, message: c.message })),
        javaRequired: {
          minimum: report.requirement.minimum,
          maximum: report.requirement.maximum,
          recommended: report.requirement.recommended,
        },
        java: report.java
          ? {
              home: report.java.home,
              version: report.java.version,
              major: report.java.major,
              arch: report.java.arch,
              is64Bit: report.java.is64Bit,
            }
          : null,
      });
      return hasError ? EXIT_FINDINGS : EXIT_OK;
    }
    io.stdout(
      `${colour(io, 'bold', instance.name)} (${instance.minecraft ?? say(locale, M.unknownMinecraft({}))}${instance.loader ? `, ${LOADER_NAMES[instance.loader.type]} ${instance.loader.version ?? ''}`.trimEnd() : ''})\n`,
    );
    for (const c of report.checks) {
      const label = colour(io, SEVERITY_COLOUR[c.severity], severityWord(locale, c.severity));
      io.stdout(`  ${label} ${c.code}\n    ${c.message}\n`);
    }
    return hasError ? EXIT_FINDINGS : EXIT_OK;
  },
};
