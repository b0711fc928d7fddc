import * as path from 'node:path';
import * as z from 'zod';
import { analyzeCrash } from '../crash/crashAnalyzer';
import { listCrashFiles, preferredCrashFile, type CrashFile } from '../crash/crashFiles';
import type { CrashFinding } from '../crash/crashFinding';
import { redactLog } from '../logs/logRedactor';
import { readLogPage } from '../logs/logPager';
import { gatherEnvironment } from '../environment/environmentChecker';
import { modsFolder } from '../checks/workspaceCheck';
import { defineTool, ToolError, type AnyTool } from './defineTool';
import { shownPath, sizeText } from '../displayText';
import type { ToolKit } from './toolDeps';
import { oneLine, quoted } from '../text/toolText';
import { countNoun } from '../text/countNoun';

/** analyze_crash, read_log and check_environment: thin adapters over the crash analyzer, log pager and environment checks. */
export function crashTools(kit: ToolKit): AnyTool[] {
  const catalog = kit.instances;

  /** The crash file the model named (as shown by these tools), else the one `nova crash` reads; only files the listing knows. */
  const pickFile = async (gameDir: string, given: string | null): Promise<{ file: CrashFile; all: CrashFile[] }> => {
    const all = await listCrashFiles(gameDir);
    if (all.length === 0) {
      throw new ToolError(
        'this instance has no crash report, hs_err file or log yet. Ask the user to reproduce the crash first.',
      );
    }
    if (given === null) return { file: preferredCrashFile(all) ?? (all[0] as CrashFile), all };
    const wanted = given.trim().replace(/\\/g, '/').replace(/^\.\//, '');
    const file = all.find((f) => shownPath(gameDir, f.file) === wanted);
    if (file === undefined) {
      const known = all
        .slice(0, 6)
        .map((f) => quoted(shownPath(gameDir, f.file)))
        .join(', ');
      throw new ToolError(
        `no crash report or log ${quoted(oneLine(given, 100))} in this instance. Known files: ${known}. Pass one of them or null.`,
      );
    }
    return { file, all };
  };

  return [
    defineTool({
      name: 'analyze_crash',
      displayName: 'Analyze crash',
      description:
        'Explain why an instance crashed, offline: reads its newest crash report (or the file you name) and returns the ' +
        'findings with the culprit mod, the Java version needed, missing dependencies and what to do. Call this first ' +
        'when the user reports a crash; then read_log for more context.',
      parameters: z.object({
        instance_id: z.string().describe('An id exactly as list_instances shows it; never invent one'),
        file: z.string().nullable().describe('A crash file as this tool or read_log listed it; null for the newest'),
      }),
      readOnly: true,
      async execute(args, { signal }) {
        const { id, instance } = await catalog.get(args.instance_id, signal);
        const { file, all } = await pickFile(instance.gameDir, args.file);
        const installed = await kit.scanner.scanFolder(modsFolder(instance), { signal, packages: true });
        const analysis = await analyzeCrash({ file: file.file }, { installed, signal });
        const shown = shownPath(instance.gameDir, file.file);
        const lines = [
          `${quoted(shown)} (${file.kind}, ${sizeText(file.size)}, ${analysis.lines} lines): ${analysis.findings.length === 1 ? '1 finding' : `${analysis.findings.length} findings`}.`,
        ];
        for (const finding of analysis.findings.slice(0, 5)) lines.push(findingText(finding));
        if (analysis.findings.length === 0)
          lines.push('No known cause matched. Call read_log with a query (e.g. "Exception") to read the stack trace.');
        const others = all
          .filter((f) => f !== file)
          .slice(0, 4)
          .map((f) => quoted(shownPath(instance.gameDir, f.file)));
        if (others.length > 0) lines.push(`Other files: ${others.join(', ')}.`);
        return {
          text: redactLog(lines.join('\n')).text,
          read: [file.file],
          ids: [
            { kind: 'instance', value: id },
            ...analysis.findings.flatMap((f) =>
              f.files.map((name) => ({ kind: 'mod-file' as const, value: name, scope: id })),
            ),
          ],
        };
      },
    }),
    defineTool({
      name: 'read_log',
      displayName: 'Read log',
      description:
        "Read lines of an instance's crash report or log, redacted (tokens, user names, addresses removed). Use query to " +
        'find lines containing a text, offset to page (a negative offset counts from the end), and the file names that ' +
        'analyze_crash shows. Never ask for the whole log at once.',
      parameters: z.object({
        instance_id: z.string().describe('An id exactly as list_instances shows it; never invent one'),
        file: z
          .string()
          .nullable()
          .describe('A crash file as analyze_crash or this tool listed it; null for the newest'),
        query: z
          .string()
          .nullable()
          .describe('Only lines containing this text (case-insensitive), with 2 lines of context'),
        offset: z.number().int().nullable().describe('0-based first line; negative counts from the end; null for 0'),
        limit: z.number().int().min(1).max(80).nullable().describe('Lines to return (default 25)'),
      }),
      readOnly: true,
      async execute(args, { signal }) {
        const { id, instance } = await catalog.get(args.instance_id, signal);
        const { file } = await pickFile(instance.gameDir, args.file);
        const page = await readLogPage(file.file, {
          offset: args.offset ?? 0,
          limit: args.limit ?? 25,
          ...(args.query !== null && args.query !== '' ? { query: args.query, context: 2 } : {}),
          redact: true,
          maxLineLength: 200,
          signal,
        });
        const shown = shownPath(instance.gameDir, file.file);
        const header =
          page.matches === null
            ? `${quoted(shown)}: ${page.totalLines} lines.`
            : `${quoted(shown)}: ${countNoun(page.matches, 'line')} match ${quoted(args.query ?? '')} of ${page.totalLines}.`;
        const body = page.lines.map((l) => `${l.line}: ${l.text}`);
        const more = page.nextOffset === null ? [] : [`More: read_log with offset=${page.nextOffset}.`];
        return {
          text: [header, ...body, ...more].join('\n'),
          ids: [{ kind: 'instance', value: id }],
          read: [file.file],
        };
      },
    }),
    defineTool({
      name: 'check_environment',
      displayName: 'Check environment',
      description:
        'Check the Java installations, the Java version an instance needs, its memory settings against this computer, ' +
        'and paths that break launchers. Call it when a crash points to Java or memory, or before the first launch.',
      parameters: z.object({
        instance_id: z.string().describe('An id exactly as list_instances shows it; never invent one'),
      }),
      readOnly: true,
      async execute(args, { signal }) {
        const { id, instance } = await catalog.get(args.instance_id, signal);
        signal.throwIfAborted();
        const report = await gatherEnvironment(instance);
        const java =
          report.java === null
            ? 'no matching Java found'
            : `Java ${report.java.major} at ${quoted(path.basename(report.java.home))}`;
        const { minimum, maximum } = report.requirement;
        const needs =
          maximum === null
            ? `Java ${minimum} or newer`
            : maximum === minimum
              ? `Java ${minimum}`
              : `Java ${minimum}–${maximum}`;
        const lines = [`${quoted(id)} needs ${needs}; judged: ${java}.`];
        for (const check of report.checks.slice(0, 8))
          lines.push(`- [${check.severity}] ${check.code}: ${oneLine(check.message, 200)}`);
        if (report.checks.length === 0) lines.push('No problem found.');
        return { text: redactLog(lines.join('\n')).text, ids: [{ kind: 'instance', value: id }] };
      },
    }),
  ];
}

function findingText(finding: CrashFinding): string {
  const mods = finding.mods.length > 0 ? ` Mods: ${finding.mods.slice(0, 5).join(', ')}.` : '';
  const java = finding.javaRequired !== undefined ? ` Needs Java ${finding.javaRequired}.` : '';
  const where = finding.evidence[0] !== undefined ? ` (line ${finding.evidence[0].line})` : '';
  return `- [${finding.severity}] ${oneLine(finding.title, 120)}${where}:${mods}${java} ${oneLine(finding.advice, 160)} (${likelihood(finding.confidence)})`;
}

/**
 * How sure the rule is, in words: the result shows in the chat's tool card, where figures like "confidence 90%" mean
 * nothing to people (the figure stays in `nova crash --json`).
 */
function likelihood(confidence: number): string {
  if (confidence >= 0.75) return 'very likely the cause';
  if (confidence >= 0.45) return 'likely the cause';
  return 'a possible cause';
}
