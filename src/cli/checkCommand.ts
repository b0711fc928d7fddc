import * as fs from 'node:fs';
import { ModScanner } from '../core/mods/modScanner';
import { checkWorkspace } from '../core/checks/workspaceCheck';
import { defaultJarCacheDir, PackwizJarCache } from '../core/packwiz/packwizJarCache';
import type { Problem } from '../core/model/problem';
import type { CliArgs, CliCommand } from './cliCommand';
import { EXIT_FINDINGS, EXIT_OK, UsageError, colour, displayPath, printJson, type CliIo } from './cliIo';
import { githubAnnotations } from './githubAnnotations';
import { folderArgument } from './instanceArgument';
import { NOVA_VERSION } from './novaVersion';
import { repositoryRoot } from './repositoryRoot';
import { sarifReport } from './sarifReport';
import { CliMessages as M, SEVERITY_COLOUR, say, severityWord } from './cliMessages';
import { ContentLookup } from '../core/content/contentLookup';
import { readContentIndexFile } from '../core/references/contentIndexFile';
import { judgePack, readPackReferences } from '../core/references/referenceCheck';
import { referenceProblemsAsProblems } from '../core/references/referenceProblems';
import type { InstanceCheck } from '../core/checks/workspaceCheck';
import { cliContentLookup } from './cliContentSource';
import { cliContentIndexer, type CliContent } from './cliContentIndexer';
import { applySuppressions } from '../core/checks/problemSuppression';
import * as path from 'node:path';
import { localizedError } from '../core/locale/messageError';
import { runReleaseCheck } from './checkRelease';

const FORMATS = ['text', 'json', 'sarif', 'github'] as const;
type CheckFormat = (typeof FORMATS)[number];

/**
 * `nova check [DIR|INSTANCE]`: every problem of every instance under DIR; exit 1 when one is an error (docs/cli.md), in
 * every format. `--format sarif` and `--format github` name files relative to the git repository holding DIR.
 */
export const checkCommand: CliCommand = {
  name: 'check',
  synopsis:
    'check [DIR|INSTANCE] [--download] [--content FILE] [--json | --format text|json|sarif|github] | check INSTANCE --release modrinth|curseforge [--attribution FILE] [--online] [--json]',
  summary:
    "find mod problems in every instance under DIR (exit 1 on errors); --download fetches a packwiz pack's jars into the user cache to check them too; --release checks what the export would embed against licenses and the platform's rules",
  options: {
    json: { type: 'boolean' },
    format: { type: 'string' },
    depth: { type: 'string' },
    download: { type: 'boolean' },
    content: { type: 'string' },
    release: { type: 'string' },
    attribution: { type: 'string' },
    online: { type: 'boolean' },
  },
  async run(args, io) {
    const format = checkFormat(args.values['format'], args.values['json'] === true);
    // The redistribution gate (checkRelease.ts): one instance, its own output and exit code.
    if (args.values['release'] !== undefined) return runReleaseCheck(args, io, format === 'json');
    const root = await folderArgument(io, args.positionals[0], 'Folder');
    const depth = typeof args.values['depth'] === 'string' ? Number(args.values['depth']) : undefined;
    // --download: packwiz metafiles' jars are fetched once into a content-addressed user cache (never into the pack).
    const packwizJars =
      args.values['download'] === true
        ? { cache: new PackwizJarCache(defaultJarCacheDir(io.env), globalThis.fetch) }
        : undefined;
    const checks = await checkWorkspace([fs.realpathSync(root)], {
      scanner: new ModScanner({ blockingReads: true }),
      maxDepth: depth,
      packwizJars,
      locale: io.locale ?? 'en',
    });
    const realRoot = fs.realpathSync(root);
    await addReferenceProblems(checks, args.values['content'], io);
    // Severities and suppressions of `.nova.json` at DIR, its repository root and each instance (docs/suppression.md):
    // what they suppress is left out of the exit code, the annotations and the text, and marked in SARIF.
    const suppressed = await applySuppressions(checks, {
      roots: [...new Set([repositoryRoot(realRoot), realRoot])],
      locale: io.locale ?? 'en',
    });
    const problems = checks.flatMap((c) => c.problems);
    const hasError = problems.some((p) => p.severity === 'error');
    if (format === 'sarif') {
      printJson(io, sarifReport(checks, repositoryRoot(realRoot), NOVA_VERSION));
      return hasError ? EXIT_FINDINGS : EXIT_OK;
    }
    if (format === 'github') {
      io.stdout(githubAnnotations(checks, repositoryRoot(realRoot)));
      return hasError ? EXIT_FINDINGS : EXIT_OK;
    }
    if (format === 'json') {
      printJson(io, {
        suppressed,
        problems: checks.flatMap((c) =>
          c.problems.map((p) => ({
            severity: p.severity,
            code: p.code,
            message: p.message,
            instance: p.instance,
            files: p.files.map((f) => displayPath(realRoot, f)),
            mods: p.mods,
            ...(p.line !== undefined ? { line: p.line } : {}),
            // A literal's place in a pack file: relative to the instance's game folder, 1-based (docs/cli.md).
            ...(p.column !== undefined && p.line !== undefined && p.files[0] !== undefined
              ? { location: { file: displayPath(c.instance.gameDir, p.files[0]), line: p.line, column: p.column } }
              : {}),
          })),
        ),
      });
      return hasError ? EXIT_FINDINGS : EXIT_OK;
    }
    printHuman(io, realRoot, checks.length, problems, suppressed);
    return hasError ? EXIT_FINDINGS : EXIT_OK;
  },
};

/**
 * The script, data-pack and config reference problems of each instance (src/core/references/), judged with the
 * content index of `--content FILE` (a `nova content --json` document) or the instance's own (cliContentSource.ts);
 * an instance without an index keeps its mod problems only.
 */
async function addReferenceProblems(
  checks: InstanceCheck[],
  contentFile: CliArgs['values'][string],
  io: CliIo,
): Promise<void> {
  let shared: ContentLookup | null = null;
  if (typeof contentFile === 'string') {
    try {
      shared = new ContentLookup(await readContentIndexFile(path.resolve(io.cwd, contentFile)));
    } catch (error) {
      throw new UsageError(`--content: ${localizedError(error, io.locale ?? 'en')}`);
    }
  }
  /** Made at the first instance that needs an index: one cache file read per run (cliContentIndexer.ts). */
  let cli: CliContent | null = null;
  for (const check of checks) {
    // The references first: an instance without scripts, data packs or id lists in its configs needs no index.
    const pack = await readPackReferences(check.instance.gameDir);
    if (pack.references.length === 0 && pack.unchecked.length === 0) continue;
    const lookup = shared ?? (await cliContentLookup(check.instance, (cli ??= await cliContentIndexer(io.env))));
    if (lookup === null) continue;
    const found = judgePack(pack, lookup);
    check.problems.push(
      ...referenceProblemsAsProblems(found, check.instance.id, io.locale ?? 'en', check.instance.gameDir),
    );
  }
}

function checkFormat(value: CliArgs['values'][string], json: boolean): CheckFormat {
  if (value === undefined) return json ? 'json' : 'text';
  const format = FORMATS.find((f) => f === value);
  if (format === undefined)
    throw new UsageError(
      M.optionChoice({ option: '--format', choices: FORMATS.join('|'), value: typeof value === 'string' ? value : '' }),
    );
  if (json && format !== 'json') throw new UsageError(M.contradictingOptions({ format }));
  return format;
}

function printHuman(io: CliIo, root: string, instanceCount: number, problems: Problem[], suppressed: number): void {
  if (instanceCount === 0) {
    io.stdout(`${say(io.locale, M.noInstancesUnder({ root }))}\n`);
    return;
  }
  let current = '';
  for (const p of problems) {
    if (p.instance !== current) {
      current = p.instance;
      io.stdout(`\n${colour(io, 'bold', p.instance)}\n`);
    }
    const label = colour(io, SEVERITY_COLOUR[p.severity], severityWord(io.locale, p.severity));
    const where =
      p.files.length > 0
        ? ` ${colour(io, 'dim', displayPath(root, p.files[0] ?? '') + (p.line !== undefined ? `:${p.line}` : '') + (p.column !== undefined ? `:${p.column}` : ''))}`
        : '';
    io.stdout(`  ${label} ${p.code}${where}\n    ${p.message}\n`);
  }
  const count = (s: Problem['severity']) => problems.filter((p) => p.severity === s).length;
  const summary = M.checkSummary({
    instances: instanceCount,
    errors: count('error'),
    warnings: count('warning'),
    infos: count('info'),
  });
  io.stdout(`\n${say(io.locale, summary)}\n`);
  if (suppressed > 0) io.stdout(`${say(io.locale, M.checkSuppressed({ count: suppressed }))}\n`);
}
