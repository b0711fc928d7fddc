import * as fs from 'node:fs';
import * as path from 'node:path';
import * as z from 'zod';
import { defineTool, ToolError, type AnyTool, type ToolRunContext } from './defineTool';
import type { ToolKit } from './toolDeps';
import { planTextCreate, planTextEdit, type TextEditContext } from '../planning/textEditPlanner';
import {
  readInstanceText,
  resolveInstanceText,
  TextFileRefusal,
  MAX_TEXT_FILE_BYTES,
} from '../textEdits/instanceTextFile';
import { visibleText } from '../text/textSafety';
import { fileNameText, listPage } from '../text/toolText';
import { sizeText } from '../displayText';
import { isInsidePath } from '../fs/safeRead';

/** Lines longer than this are shown cut (the marker says so); edits should then quote a shorter, unique part. */
const MAX_SHOWN_LINE = 300;
const MAX_LISTED = 2000;

const instanceId = z.string().describe('From list_instances');
const filePath = z.string().describe('Relative to the game folder');

/**
 * read_file (any text file of an instance's game folder, with line numbers, or a folder's entries), and the write
 * tools edit_file and create_file, which only propose: each call is one checklist item built and checked by
 * src/core/planning/textEditPlanner.ts. A read records the file's text hash in the conversation's ledger; an edit
 * of a file the model has not read, or that changed since, is refused.
 */
export function textFileTools(kit: ToolKit): AnyTool[] {
  const catalog = kit.instances;
  const editContext = async (id: string, context: ToolRunContext): Promise<TextEditContext> => {
    const { id: canonical, instance } = await catalog.get(id, context.signal);
    const content = kit.content;
    return {
      instanceId: canonical,
      gameDir: instance.gameDir,
      seenText: (rel) => context.seenText?.(canonical, rel),
      ...(content === undefined ? {} : { content: () => content(canonical, context.signal) }),
      signal: context.signal,
    };
  };
  const refused = (error: unknown): never => {
    if (error instanceof TextFileRefusal) throw new ToolError(error.message);
    throw error;
  };
  return [
    defineTool({
      name: 'read_file',
      displayName: 'Read file',
      description:
        'Read a text file of an instance (config, kubejs, datapacks, options.txt) with line numbers, or list a folder.',
      parameters: z.object({
        instance_id: instanceId,
        path: filePath,
        offset: z.number().int().min(1).nullable().describe('First line to show'),
      }),
      readOnly: true,
      async execute(args, { signal }) {
        const { id, instance } = await catalog.get(args.instance_id, signal);
        const given = args.path.trim() === '' ? '.' : args.path;
        const folder = await folderOf(instance.gameDir, given);
        const start = Math.max(1, Math.floor(args.offset ?? 1));
        if (folder !== null) {
          const entries = await listFolder(folder.full, signal);
          const again = (next: number) =>
            `read_file with path=${JSON.stringify(folder.rel || '.')}, offset=${next + 1}`;
          return listPage(`${folder.rel || '.'}/: ${entries.length} entries`, entries, start - 1, 60, again);
        }
        let text: string;
        let rel: string;
        let hash: string;
        try {
          const file = await resolveInstanceText(instance.gameDir, given, false);
          ({ text, hash } = await readInstanceText(instance.gameDir, file, signal));
          rel = file.rel;
          const stat = await fs.promises.stat(file.full);
          if (stat.size > MAX_TEXT_FILE_BYTES) throw new TextFileRefusal(`${rel} is too large.`);
        } catch (error) {
          return refused(error);
        }
        const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
        if (lines.length > 1 && lines.at(-1) === '') lines.pop();
        const first = Math.min(start, Math.max(1, lines.length));
        const header = `${fileNameText(rel)}: ${lines.length} lines; from line ${first}:\n`;
        const shown = lines.slice(first - 1).map((line, i) => {
          const cut = line.length > MAX_SHOWN_LINE ? `${line.slice(0, MAX_SHOWN_LINE)}… (line cut)` : line;
          return `${first + i}| ${visibleText(cut)}`;
        });
        const pathArg = JSON.stringify(rel);
        return {
          text: header + shown.join('\n'),
          read: [path.join(instance.gameDir, ...rel.split('/'))],
          seenTexts: [{ instanceId: id, rel, hash }],
          rest: (kept) => {
            const keptLines = kept.slice(header.length).split('\n');
            let complete = 0;
            for (let i = 0; i < keptLines.length && keptLines[i] === shown[i]; i++) complete++;
            return `call read_file with path=${pathArg}, offset=${first + Math.max(1, complete)}`;
          },
        };
      },
    }),
    defineTool({
      name: 'edit_file',
      displayName: 'Edit text file',
      description:
        'Propose replacing old_text (exact and unique, as read_file showed it, without line numbers) by new_text. ' +
        'Read first; use ids from content tools; prefer a KubeJS script to editing generated files.',
      parameters: z.object({
        instance_id: instanceId,
        path: filePath,
        old_text: z.string(),
        new_text: z.string(),
      }),
      readOnly: false,
      ids: (args) => [{ kind: 'instance', value: args.instance_id }],
      async propose(args, context) {
        const ctx = await editContext(args.instance_id, context);
        return [await planTextEdit(ctx, args.path, args.old_text, args.new_text).catch(refused)];
      },
    }),
    defineTool({
      name: 'create_file',
      displayName: 'Create text file',
      description: 'Propose a new text file (KubeJS script, datapack recipe or tag); never replaces one.',
      parameters: z.object({
        instance_id: instanceId,
        path: filePath,
        content: z.string(),
      }),
      readOnly: false,
      ids: (args) => [{ kind: 'instance', value: args.instance_id }],
      async propose(args, context) {
        const ctx = await editContext(args.instance_id, context);
        return [await planTextCreate(ctx, args.path, args.content).catch(refused)];
      },
    }),
  ];
}

/** The folder `given` names inside the game folder (links resolved, refused when outside), or null for a file. */
async function folderOf(gameDir: string, given: string): Promise<{ full: string; rel: string } | null> {
  const cleaned = given.trim().replace(/\\/g, '/').replace(/\/+$/, '');
  if (cleaned === '.' || cleaned === '') return { full: gameDir, rel: '' };
  const parts = cleaned.split('/').filter((s) => s !== '' && s !== '.');
  if (path.isAbsolute(cleaned) || /^[a-zA-Z]:/.test(cleaned) || parts.includes('..')) return null;
  const full = path.join(gameDir, ...parts);
  const stat = await fs.promises.stat(full).catch(() => null);
  if (stat === null || !stat.isDirectory()) return null;
  const real = await fs.promises.realpath(full);
  if (!isInsidePath(await fs.promises.realpath(gameDir), real))
    throw new ToolError(`${parts.join('/')} leads, through a symbolic link, outside the instance's game folder.`);
  return { full, rel: parts.join('/') };
}

/** A folder's entries in name order: sub-folders with `/`, regular files with their size; links are not followed. */
async function listFolder(folder: string, signal: AbortSignal): Promise<string[]> {
  signal.throwIfAborted();
  const entries = await fs.promises.readdir(folder, { withFileTypes: true }).catch(() => []);
  entries.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const out: string[] = [];
  for (const entry of entries.slice(0, MAX_LISTED)) {
    if (entry.isDirectory()) out.push(`${fileNameText(entry.name)}/`);
    else if (entry.isFile()) {
      const size = await fs.promises.stat(path.join(folder, entry.name)).then(
        (s) => s.size,
        () => 0,
      );
      out.push(`${fileNameText(entry.name)} (${sizeText(size)})`);
    }
  }
  return out;
}
