import * as fs from 'node:fs';
import * as path from 'node:path';
import { attributionMarkdown } from '../core/release/attributionList';
import { checkRelease, embeddedLabel, RELEASE_PLATFORMS, type ReleaseGate } from '../core/release/releaseGate';
import { ReleaseMessages as R } from '../core/release/releaseMessages';
import type { CliArgs } from './cliCommand';
import { EXIT_FINDINGS, EXIT_OK, UsageError, colour, printJson, type CliIo } from './cliIo';
import { SEVERITY_COLOUR, say, severityWord } from './cliMessages';
import { instanceArgument } from './instanceArgument';

/**
 * `nova check INSTANCE --release modrinth|curseforge [--attribution FILE] [--json]`: the redistribution gate
 * (src/core/release/releaseGate.ts) of one instance. Exit 1 when a problem blocks the release (docs/cli.md), 2 when
 * the attribution file exists (it is never overwritten) or the platform is not one of the two.
 */
export async function runReleaseCheck(args: CliArgs, io: CliIo, json: boolean): Promise<number> {
  const value = args.values['release'];
  const platform = RELEASE_PLATFORMS.find((p) => p === value);
  if (platform === undefined)
    throw new UsageError(R.unknownPlatform({ value: typeof value === 'string' ? value : '' }));
  const { instance } = await instanceArgument(io, args.positionals[0]);
  // --online adds Modrinth's project license of every embedded file it knows by hash (api.modrinth.com or NOVA_MODRINTH_URL).
  const online = args.values['online'] === true;
  // Loaded only when asked: the offline gate never loads the Modrinth client (nor zod).
  const modrinth = online ? (await import('./cliModrinthClient')).cliModrinthClient(io) : undefined;
  const gate = await checkRelease(instance, platform, undefined, modrinth !== undefined ? { modrinth } : {});
  const attribution = args.values['attribution'];
  let written: string | null = null;
  if (typeof attribution === 'string' && attribution !== '') {
    written = path.resolve(io.cwd, attribution);
    const text = attributionMarkdown(instance.name, gate.files, io.locale ?? 'en');
    try {
      await fs.promises.mkdir(path.dirname(written), { recursive: true });
      // `wx`: an existing file (or a link to one) is never overwritten.
      await fs.promises.writeFile(written, text, { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST')
        throw new UsageError(R.attributionExists({ file: attribution }));
      throw error;
    }
  }
  const blocking = gate.problems.some((p) => p.severity === 'error');
  if (json) {
    printJson(io, {
      instance: instance.id,
      platform,
      online: gate.online,
      files: gate.files.map((f) => ({
        path: f.path,
        id: f.id,
        name: f.name,
        version: f.version,
        authors: f.authors,
        license: f.license,
        spdx: f.spdx,
        verdict: f.verdict,
        link: f.link,
        ...(f.error !== null ? { error: f.error } : {}),
        ...(online ? { modrinth: f.modrinth } : {}),
      })),
      problems: gate.problems.map((p) => ({
        severity: p.severity,
        code: p.code,
        files: p.files,
        message: say('en', p.message),
      })),
      blocking,
      attribution: written === null ? null : attribution,
    });
  } else {
    printGate(io, instance.name, gate, typeof attribution === 'string' && written !== null ? attribution : null);
  }
  return blocking ? EXIT_FINDINGS : EXIT_OK;
}

function printGate(io: CliIo, name: string, gate: ReleaseGate, attribution: string | null): void {
  io.stdout(`${colour(io, 'bold', name)}\n`);
  for (const f of gate.files) {
    const verdict =
      f.verdict === 'redistributable'
        ? R.verdictRedistributable({})
        : f.verdict === 'needs-permission'
          ? R.verdictNeedsPermission({})
          : R.verdictUnknown({});
    const own = f.license.length === 0 ? '—' : f.license.map((v, i) => f.spdx[i] ?? v).join(', ');
    const license = f.modrinth?.license ? `${own} (Modrinth: ${f.modrinth.license})` : own;
    io.stdout(`  ${f.path}  ${embeddedLabel(f)}  ${license}  ${say(io.locale, verdict)}\n`);
  }
  for (const p of gate.problems) {
    const label = colour(io, SEVERITY_COLOUR[p.severity], severityWord(io.locale, p.severity));
    io.stdout(`  ${label} ${p.code}\n    ${say(io.locale, p.message)}\n`);
  }
  const count = (s: string) => gate.problems.filter((p) => p.severity === s).length;
  const summary = R.gateSummary({
    files: gate.files.length,
    platform: gate.platform === 'modrinth' ? 'Modrinth' : 'CurseForge',
    errors: count('error'),
    warnings: count('warning'),
  });
  io.stdout(`\n${say(io.locale, summary)}\n`);
  if (attribution !== null) io.stdout(`${say(io.locale, R.attributionWritten({ file: attribution }))}\n`);
}
