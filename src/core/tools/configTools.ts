import * as fs from 'node:fs';
import * as path from 'node:path';
import * as z from 'zod';
import { defineTool, ToolError, type AnyTool } from './defineTool';
import type { ToolKit } from './toolDeps';
import { visibleText } from '../text/textSafety';
import { fileNameText, listPage, oneLine, paging, quoted } from '../text/toolText';
import { sizeText } from '../displayText';
import { isInsidePath, readRegularFile, resolveInsideRoot } from '../fs/safeRead';
import { textHash } from '../textEdits/instanceTextFile';

/** Files bigger than this are not read whole: config files are small, anything larger is not a config. */
const MAX_CONFIG_BYTES = 4 * 1024 * 1024;
const MAX_LISTED = 5000;
/** Characters of a file prepared for one answer: several times the 900-character result cap. */
const SHOWN_CHARS = 16 * 1024;

/** read_config: list the files under an instance's config/ or read one, by character offset or matching lines. */
export function configTools(kit: ToolKit): AnyTool[] {
  const catalog = kit.instances;
  return [
    defineTool({
      name: 'read_config',
      displayName: 'Read config file',
      description:
        "Read a mod's config file under the instance's config/ folder. Without path, list the config files (query " +
        'filters their paths). With path, show the text from offset, or with query only the matching lines. ' +
        'Only files inside config/ can be read.',
      parameters: z.object({
        instance_id: z.string().describe('An id exactly as list_instances shows it; never invent one'),
        path: z
          .string()
          .nullable()
          .describe('File path relative to config/, as the listing shows it; null to list files'),
        query: z
          .string()
          .nullable()
          .describe('Case-insensitive text: show only matching lines (or matching paths when listing)'),
        offset: z
          .number()
          .int()
          .min(0)
          .nullable()
          .describe('Character offset in the file, or index of the first match/file'),
      }),
      readOnly: true,
      async execute(args, { signal }) {
        const { id, instance } = await catalog.get(args.instance_id, signal);
        const configDir = path.join(instance.gameDir, 'config');
        const query = args.query?.trim() ?? '';
        await checkConfigFolder(instance.gameDir, configDir);
        const target =
          args.path === null || args.path.trim() === ''
            ? null
            : await resolveInside(instance.gameDir, configDir, args.path);
        const stat = target === null ? null : await fs.promises.stat(target.full).catch(() => null);
        if (target !== null && stat === null) {
          throw new ToolError(
            `config/${oneLine(target.rel, 120)} does not exist in instance '${id}'. Call read_config with path=null to list the files.`,
          );
        }
        if (target === null || stat?.isDirectory() === true) {
          const base = target?.rel ?? '';
          const files = await listFiles(configDir, base, signal);
          const matches = query === '' ? files : files.filter((f) => f.rel.toLowerCase().includes(query.toLowerCase()));
          const { offset, limit } = paging(args.offset, null, 40, 40);
          const header = `${files.length} files under config/${base}${query === '' ? '' : `; ${matches.length} match ${quoted(query, 40)}`} in ${quoted(id)}`;
          const again = (next: number) =>
            `read_config with instance_id=${JSON.stringify(id)}, path=${base === '' ? 'null' : JSON.stringify(base)}${query === '' ? '' : `, query=${JSON.stringify(query)}`}, offset=${next}`;
          return listPage(
            header,
            matches.map((f) => `${fileNameText(f.rel)} (${sizeText(f.size)})`),
            offset,
            limit,
            again,
          );
        }
        const resolved = target;
        if ((stat as fs.Stats).size > MAX_CONFIG_BYTES) {
          throw new ToolError(
            `config/${resolved.rel} is ${sizeText((stat as fs.Stats).size)}, too large to be a config file. Use query to find lines instead of reading it whole.`,
          );
        }
        let buffer: Buffer;
        try {
          // Only regular files inside the config folder itself (its real path) are read.
          buffer = await readRegularFile(resolved.full, { maxBytes: MAX_CONFIG_BYTES, root: configDir, signal });
        } catch (error) {
          throw new ToolError(readRefusal(`config/${oneLine(resolved.rel, 120)}`, error));
        }
        if (buffer.subarray(0, 8192).includes(0))
          throw new ToolError(`config/${resolved.rel} is a binary file, not text; it cannot be read as a config.`);
        // visibleText replaces one for one, so it runs only on what can be shown (offsets stay valid).
        const text = buffer
          .toString('utf8')
          .replace(/^\uFEFF/, '')
          .replace(/\r\n?/g, '\n');
        const pathArg = JSON.stringify(resolved.rel);
        // edit_file may then edit it: the ledger keeps the hash of the exact text read (instanceTextFile.ts).
        const seenTexts = [{ instanceId: id, rel: `config/${resolved.rel}`, hash: textHash(buffer.toString('utf8')) }];
        if (query !== '') {
          const needle = query.toLowerCase();
          const lines = text.split('\n');
          const hits: string[] = [];
          lines.forEach((line, i) => {
            if (line.toLowerCase().includes(needle))
              hits.push(`L${i + 1}: ${oneLine(visibleText(line.slice(0, 400)), 200)}`);
          });
          const { offset, limit } = paging(args.offset, null, 30, 30);
          const header = `config/${resolved.rel}: ${lines.length} lines, ${hits.length} match ${quoted(query, 40)}`;
          return {
            ...listPage(
              header,
              hits,
              offset,
              limit,
              (next) => `read_config with path=${pathArg}, query=${JSON.stringify(query)}, offset=${next}`,
            ),
            read: [resolved.full],
            seenTexts,
          };
        }
        const offset = Math.min(Math.max(0, Math.floor(args.offset ?? 0)), text.length);
        const header = `config/${resolved.rel} (${text.length} characters; from character ${offset}):\n`;
        return {
          // The result is capped far below this; the cut marker still counts from `offset`.
          text: header + visibleText(text.slice(offset, offset + SHOWN_CHARS)),
          read: [resolved.full],
          seenTexts,
          rest: (kept) =>
            `call read_config with path=${pathArg}, offset=${offset + Math.max(0, kept.length - header.length)} (or a query)`,
        };
      },
    }),
  ];
}

/**
 * Resolves a path the model gave against config/, refusing anything that lands outside it: absolute paths and
 * `..` segments; and, once every symbolic link on the way is resolved (config/ itself included), anything outside
 * the instance's game folder.
 */
async function resolveInside(
  gameDir: string,
  configDir: string,
  given: string,
): Promise<{ full: string; rel: string }> {
  const cleaned = given
    .trim()
    .replace(/\\/g, '/')
    .replace(/^\.\//, '')
    .replace(/^config\//, '');
  const refuse = () =>
    new ToolError(
      `'${oneLine(given, 100)}' is outside the config/ folder; read_config reads only files inside it. Give a path relative to config/.`,
    );
  if (path.isAbsolute(cleaned) || /^[a-zA-Z]:/.test(cleaned) || cleaned.split('/').includes('..')) throw refuse();
  const full = path.resolve(configDir, ...cleaned.split('/').filter((s) => s !== ''));
  if (!isInsidePath(configDir, full)) throw refuse();
  try {
    await resolveInsideRoot(gameDir, full);
    await resolveInsideRoot(configDir, full);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EOUTSIDE') throw refuse();
    // Missing files are reported by the caller.
  }
  return { full, rel: path.relative(configDir, full).split(path.sep).join('/') };
}

/**
 * Refuses a config/ that is not a folder (a file named `config`, as in `~/.kube` or `~/.aws`, is never read: only
 * regular files inside the config folder are) and a config/ folder that links to somewhere outside the game folder.
 */
async function checkConfigFolder(gameDir: string, configDir: string): Promise<void> {
  const stat = await fs.promises.stat(configDir).catch(() => null);
  if (stat !== null && !stat.isDirectory()) {
    throw new ToolError(
      'config in this instance is not a folder, so read_config does not read it; it reads only files inside the config/ folder. Tell the user.',
    );
  }
  try {
    await resolveInsideRoot(gameDir, configDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EOUTSIDE') {
      throw new ToolError(
        'config/ in this instance is a symbolic link to a folder outside the instance, so read_config does not read it. Tell the user.',
      );
    }
  }
}

/** Why a config file was not read, for the model. */
function readRefusal(label: string, error: unknown): string {
  switch ((error as NodeJS.ErrnoException).code) {
    case 'ENOTREG':
      return `${label} is not a regular file (a named pipe, socket or device); it was not read.`;
    case 'EOUTSIDE':
      return `${label} links to a file outside the instance; read_config reads only files inside it.`;
    case 'EFBIG':
      return `${label} is larger than ${sizeText(MAX_CONFIG_BYTES)}, too large to be a config file. Use query to find lines instead.`;
    case 'EACCES':
    case 'EPERM':
      return `${label} cannot be read (permission denied).`;
    default:
      return `${label} could not be read (${(error as Error).message.slice(0, 120)}).`;
  }
}

/** Regular files below config/`base`, depth first in name order (as a recursive walk), with an explicit stack. */
async function listFiles(
  configDir: string,
  base: string,
  signal: AbortSignal,
): Promise<Array<{ rel: string; size: number }>> {
  const out: Array<{ rel: string; size: number }> = [];
  const abs = (rel: string): string => path.join(configDir, ...rel.split('/').filter((s) => s !== ''));
  const stack: Array<{ rel: string; folder: boolean }> = [{ rel: base, folder: true }];
  while (stack.length > 0 && out.length < MAX_LISTED) {
    signal.throwIfAborted();
    const item = stack.pop() as { rel: string; folder: boolean };
    if (!item.folder) {
      const size = await fs.promises.stat(abs(item.rel)).then(
        (st) => st.size,
        () => 0,
      );
      out.push({ rel: item.rel, size });
      continue;
    }
    let entries: fs.Dirent[];
    try {
      entries = await fs.promises.readdir(abs(item.rel), { withFileTypes: true });
    } catch {
      continue;
    }
    entries.sort((a, b) => a.name.localeCompare(b.name, 'en'));
    // Dirent types do not follow links: linked files and folders are not listed.
    const children = entries
      .filter((e) => e.isDirectory() || e.isFile())
      .map((e) => ({ rel: item.rel === '' ? e.name : `${item.rel}/${e.name}`, folder: e.isDirectory() }));
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as { rel: string; folder: boolean });
  }
  return out;
}
