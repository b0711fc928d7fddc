import * as fs from 'node:fs';
import * as path from 'node:path';
import { MODRINTH_API } from '../core/modrinth/modrinthClient';
import type { VersionType } from '../core/release/modrinthPublish';
import { PublishMessages as P } from '../core/release/publishMessages';
import { publishPack, VERSION_NUMBER } from '../core/release/publishPack';
import { checkRelease } from '../core/release/releaseGate';
import { ModpackExportError } from '../core/packs/modpackExport';
import type { CliCommand } from './cliCommand';
import { EXIT_FINDINGS, EXIT_OK, UsageError, colour, printJson } from './cliIo';
import { SEVERITY_COLOUR, say, severityWord } from './cliMessages';
import { cliModrinthClient } from './cliModrinthClient';
import { instanceArgument } from './instanceArgument';
import { NOVA_VERSION } from './novaVersion';

const VERSION_TYPES: readonly VersionType[] = ['release', 'beta', 'alpha'];
/** Modrinth's limit for a version's changelog. */
const MAX_CHANGELOG = 65_536;

/**
 * `nova publish INSTANCE --modrinth PROJECT --version-number V [--server-pack] [--changelog FILE] [--name N]
 * [--version-type release|beta|alpha] [--force] [--json]` (docs/cli.md): the redistribution gate, the export and the
 * upload of a new Modrinth version (src/core/release/publishPack.ts). The token comes only from MODRINTH_TOKEN and is
 * never printed. Exit 0 when published with every file, 1 when the gate stopped it or Modrinth refused or failed (the
 * output says what was and was not published), 2 on a usage error (a missing token among them).
 */
export const publishCommand: CliCommand = {
  name: 'publish',
  synopsis:
    'publish INSTANCE --modrinth PROJECT --version-number V [--server-pack] [--changelog FILE] [--name N] [--version-type release|beta|alpha] [--force] [--json]',
  summary: 'gate, export and upload the pack as a new Modrinth version (MODRINTH_TOKEN; NOVA_MODRINTH_URL)',
  options: {
    modrinth: { type: 'string' },
    'version-number': { type: 'string' },
    'server-pack': { type: 'boolean' },
    changelog: { type: 'string' },
    name: { type: 'string' },
    'version-type': { type: 'string' },
    force: { type: 'boolean' },
    json: { type: 'boolean' },
  },
  async run(args, io) {
    const json = args.values['json'] === true;
    const text = (key: string): string => (typeof args.values[key] === 'string' ? args.values[key].trim() : '');
    const project = text('modrinth');
    if (project === '') throw new UsageError(P.needsProject({}));
    const versionNumber = text('version-number');
    if (!VERSION_NUMBER.test(versionNumber)) throw new UsageError(P.badVersionNumber({ value: versionNumber }));
    const typeArg = text('version-type') || 'release';
    const versionType = VERSION_TYPES.find((t) => t === typeArg);
    if (versionType === undefined) throw new UsageError(P.badVersionType({ value: typeArg }));
    const name = text('name') || versionNumber;
    if (name.length > 64) throw new UsageError(P.badName({}));
    let changelog = '';
    const changelogArg = text('changelog');
    if (changelogArg !== '') {
      try {
        const file = path.resolve(io.cwd, changelogArg);
        const stat = await fs.promises.stat(file);
        if (!stat.isFile()) throw new Error('not a regular file');
        if (stat.size > MAX_CHANGELOG * 4) throw new UsageError(P.changelogTooLong({ file: changelogArg }));
        changelog = await fs.promises.readFile(file, 'utf8');
      } catch (error) {
        if (error instanceof UsageError) throw error;
        throw new UsageError(
          P.changelogUnreadable({ file: changelogArg, error: (error as NodeJS.ErrnoException).code ?? String(error) }),
        );
      }
      if (changelog.length > MAX_CHANGELOG) throw new UsageError(P.changelogTooLong({ file: changelogArg }));
    }
    const token = io.env['MODRINTH_TOKEN']?.trim() ?? '';
    if (token === '') throw new UsageError(P.noToken({}));
    const { instance } = await instanceArgument(io, args.positionals[0]);
    const baseUrl = io.env['NOVA_MODRINTH_URL']?.trim() || MODRINTH_API;
    const step = (m: Parameters<typeof say>[1]): void => {
      if (!json) io.stderr(`${say(io.locale, m)}\n`);
    };
    let result;
    try {
      // The gate online: Modrinth's project license of each embedded file it knows by hash, beside the file's own.
      // Its hash lookup goes through the read-only client, which never carries the token.
      const gate = await checkRelease(instance, 'modrinth', undefined, { modrinth: cliModrinthClient(io) });
      result = await publishPack(instance, {
        gate,
        project,
        versionNumber,
        name,
        changelog,
        versionType,
        serverPack: args.values['server-pack'] === true,
        force: args.values['force'] === true,
        connection: { baseUrl, token, userAgent: `nova-modpack/${NOVA_VERSION} (nova publish)` },
        onStep: step,
      });
    } catch (error) {
      if (error instanceof ModpackExportError) throw new UsageError(error.message);
      throw error;
    }
    const outcome = result.outcome;
    const ok = outcome?.status === 'published';
    const message = result.stopped ? P.gateBlocked({ count: result.blocking.length }) : outcome!.message;
    if (json) {
      printJson(io, {
        instance: instance.id,
        project: outcome?.project ?? { id: null, slug: project, type: null },
        versionNumber,
        status: result.stopped ? 'blocked' : outcome!.status,
        version: outcome?.version ?? null,
        files: result.files.map((f) => ({
          ...f,
          // true, false, or null when it cannot be known (the answer to the upload was lost).
          published:
            outcome?.files.find((o) => o.filename === f.filename)?.published ?? (outcome === null ? false : null),
        })),
        gate: {
          blocking: result.blocking.map((b) => ({
            code: b.code,
            files: b.files,
            message: typeof b.message === 'string' ? b.message : say('en', b.message),
          })),
          warnings: result.gate.problems
            .filter((p) => p.severity !== 'error')
            .map((p) => ({ severity: p.severity, code: p.code, files: p.files, message: say('en', p.message) })),
          forced: result.forced,
        },
        duplicateRisk: outcome?.duplicateRisk ?? false,
        confirmedByList: outcome?.confirmedByList ?? false,
        httpStatus: outcome?.httpStatus ?? null,
        message: say('en', message),
      });
      return ok ? EXIT_OK : EXIT_FINDINGS;
    }
    for (const p of result.gate.problems) {
      const label = colour(io, SEVERITY_COLOUR[p.severity], severityWord(io.locale, p.severity));
      io.stdout(`${label} ${p.code}: ${say(io.locale, p.message)}\n`);
    }
    for (const b of result.blocking)
      if (typeof b.message === 'string')
        io.stdout(`${colour(io, 'red', severityWord(io.locale, 'error'))} ${b.code}: ${b.message}\n`);
    if (result.forced) io.stdout(`${say(io.locale, P.gateForced({ count: result.blocking.length }))}\n`);
    const line = say(io.locale, message);
    if (ok) io.stdout(`${line}\n${outcome.version!.url}\n`);
    else io.stderr(`nova publish: ${line}\n`);
    return ok ? EXIT_OK : EXIT_FINDINGS;
  },
};
