import * as fs from 'node:fs';
import { CliMessages as M, SEVERITY_COLOUR, say, severityWord } from './cliMessages';
import * as path from 'node:path';
import { analyzeCrash } from '../core/crash/crashAnalyzer';
import { pickCrashFile } from '../core/crash/crashFiles';
import type { CrashAnalysis, CrashFinding } from '../core/crash/crashFinding';
import { notRegularFile } from '../core/logs/logSource';
import type { ModFile } from '../core/model/modFile';
import { ModScanner } from '../core/mods/modScanner';
import { localizeAnalysis } from '../core/crash/crashMessages';
import type { CliCommand } from './cliCommand';
import { EXIT_FINDINGS, EXIT_OK, UsageError, colour, displayPath, printJson, type CliIo } from './cliIo';
import { instanceArgument } from './instanceArgument';
import { errorMessage } from '../core/text/textSafety';
import { errorText } from '../core/locale/messageError';
import { keepYoungGenerationSmall } from './youngGeneration';

/** `nova crash FILE|INSTANCE`: offline analysis of a crash report or log (docs/cli.md); exit 1 when a finding is an error. */
export const crashCommand: CliCommand = {
  name: 'crash',
  synopsis: 'crash FILE|INSTANCE [--json]',
  summary: 'explain a crash report or log (an instance: its newest one)',
  options: { json: { type: 'boolean' } },
  async run(args, io) {
    const arg = args.positionals[0];
    if (arg === undefined || arg === '') throw new UsageError(M.crashMissingTarget({}));
    const target = path.resolve(io.cwd, arg);
    let stat: fs.Stats;
    try {
      stat = await fs.promises.stat(target);
    } catch {
      throw new UsageError(M.notFound({ path: target }));
    }
    // A FIFO, socket or device (also behind a symlink) is refused before anything opens it.
    if (!stat.isDirectory() && !stat.isFile()) throw new UsageError(notRegularFile(target, stat));
    let file: string;
    let root: string;
    let gameDir: string | null;
    if (stat.isDirectory()) {
      const { dir, instance } = await instanceArgument(io, arg);
      const picked = await pickCrashFile(instance.gameDir);
      if (picked === null) {
        throw new UsageError(M.crashNoLog({ dir: instance.gameDir }));
      }
      file = picked.file;
      root = dir;
      gameDir = instance.gameDir;
    } else {
      file = target;
      root = io.cwd;
      gameDir = gameDirOfLog(target);
    }
    const installed = gameDir !== null ? await installedMods(gameDir) : [];
    let analysis: CrashAnalysis;
    keepYoungGenerationSmall();
    try {
      analysis = localizeAnalysis(await analyzeCrash({ file }, { installed }), io.locale ?? 'en');
    } catch (error) {
      throw new UsageError(M.cannotRead({ path: file, detail: errorText(error) ?? errorMessage(error) }));
    }
    const hasError = analysis.findings.some((f) => f.severity === 'error');
    if (args.values['json'] === true) {
      printJson(io, {
        file: displayPath(root, file),
        kind: analysis.facts.kind,
        minecraft: analysis.facts.minecraft,
        loader: analysis.facts.loader,
        java: analysis.facts.java,
        encoding: analysis.encoding,
        lines: analysis.lines,
        truncated: analysis.truncated,
        ...(analysis.notes ? { notes: analysis.notes.map((n) => say(io.locale, n)) } : {}),
        modsInstalled: installed.length,
        findings: analysis.findings.map(findingJson),
      });
    } else printHuman(io, displayPath(root, file), analysis, installed.length);
    return hasError ? EXIT_FINDINGS : EXIT_OK;
  },
};

/** The JSON form of a finding (docs/cli.md fields first; `javaRequired` and `culprits` only when known). */
function findingJson(f: CrashFinding): Record<string, unknown> {
  return {
    rule: f.rule,
    title: f.title,
    detail: f.detail,
    advice: f.advice,
    mods: f.mods,
    confidence: f.confidence,
    severity: f.severity,
    files: f.files,
    evidence: f.evidence,
    ...(f.javaRequired !== undefined ? { javaRequired: f.javaRequired } : {}),
    ...(f.culprits && f.culprits.length > 0 ? { culprits: f.culprits } : {}),
  };
}

/** The game folder a log belongs to: the parent of `crash-reports/` or `logs/`, or the folder of an hs_err log. */
function gameDirOfLog(file: string): string | null {
  const parent = path.dirname(file);
  const name = path.basename(parent).toLowerCase();
  if (name === 'crash-reports' || name === 'logs') return path.dirname(parent);
  if (/^hs_err_pid\d+\.log$/i.test(path.basename(file))) return parent;
  return null;
}

async function installedMods(gameDir: string): Promise<ModFile[]> {
  try {
    return await new ModScanner({ blockingReads: true }).scanFolder(path.join(gameDir, 'mods'), { packages: true });
  } catch {
    return [];
  }
}

function printHuman(io: CliIo, file: string, analysis: CrashAnalysis, installedCount: number): void {
  const f = analysis.facts;
  const about = [
    f.minecraft ? `Minecraft ${f.minecraft}` : null,
    f.loader ? `${f.loader.type}${f.loader.version ? ` ${f.loader.version}` : ''}` : null,
    f.java ? `Java ${f.java}` : null,
  ]
    .filter((x) => x !== null)
    .join(', ');
  const header = M.crashHeader({ kind: f.kind, about, lines: analysis.lines, mods: installedCount });
  io.stdout(`${colour(io, 'bold', file)} ${say(io.locale, header)}\n`);
  for (const note of analysis.notes ?? []) io.stdout(`${colour(io, 'dim', say(io.locale, note))}\n`);
  if (analysis.findings.length === 0) {
    io.stdout(`\n${say(io.locale, M.crashNothingFound({}))}\n`);
    return;
  }
  for (const finding of analysis.findings) {
    const label = colour(io, SEVERITY_COLOUR[finding.severity], severityWord(io.locale, finding.severity));
    const rule = say(io.locale, M.crashRule({ rule: finding.rule, confidence: String(finding.confidence) }));
    io.stdout(`\n${label} ${colour(io, 'bold', finding.title)} ${colour(io, 'dim', rule)}\n`);
    io.stdout(`  ${finding.detail}\n`);
    if (finding.files.length > 0) io.stdout(`  ${say(io.locale, M.crashFiles({ files: finding.files.join(', ') }))}\n`);
    io.stdout(`  ${say(io.locale, M.crashWhatToDo({ advice: finding.advice.split('\n').join('\n    ') }))}\n`);
    for (const ev of finding.evidence.slice(0, 3))
      io.stdout(
        colour(io, 'dim', `  ${say(io.locale, M.crashLine({ line: ev.line, text: ev.text.trim().slice(0, 160) }))}`) +
          '\n',
      );
  }
}
