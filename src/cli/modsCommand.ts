import { CliMessages as M, LOADER_NAMES, say, severityWord } from './cliMessages';
import type { Message } from '../core/locale/messageCatalog';
import type { LoaderType } from '../core/model/instance';
import { folderCutProblems, modsFolder } from '../core/checks/workspaceCheck';
import type { ModFile } from '../core/model/modFile';
import type { CliCommand } from './cliCommand';
import { EXIT_OK, colour, displayPath, formatTable, printJson } from './cliIo';
import { instanceModsArgument } from './instanceModsArgument';

interface ModRow {
  file: string;
  id: string | null;
  name: string | null;
  version: string | null;
  loader: string | null;
  enabled: boolean;
  side: string | null;
  dependencies: Array<{ id: string; kind: string; range: string | null }>;
  kind: string;
  error: string | null;
  /** packwiz metafile entries: what the metafile says (the jar is not in the pack). */
  source?: 'metafile';
  fileName?: string;
  download?: { url: string | null; hashFormat: string | null; hash: string | null; mode: string };
  update?: {
    modrinth?: { modId: string; version: string };
    curseforge?: { projectId: number; fileId: number };
  };
  option?: { optional: boolean; default: boolean };
}

/** One row per declared mod; a file without mod metadata still gets one row so nothing is hidden. */
function modRows(root: string, files: ModFile[]): ModRow[] {
  const rows: ModRow[] = [];
  for (const file of files) {
    if (file.packwiz !== undefined) {
      rows.push(metafileRow(root, file));
      continue;
    }
    // Each row is written out whole (no spread of shared fields): one object shape, cheap in a cold process.
    const shown = displayPath(root, file.path);
    if (file.mods.length === 0) {
      rows.push({
        file: shown,
        enabled: file.enabled,
        kind: file.kind,
        error: file.error,
        id: null,
        name: null,
        version: null,
        loader: null,
        side: null,
        dependencies: [],
      });
      continue;
    }
    for (const mod of file.mods) {
      rows.push({
        file: shown,
        enabled: file.enabled,
        kind: file.kind,
        error: file.error,
        id: mod.id,
        name: mod.name,
        version: mod.version,
        loader: mod.loader,
        side: mod.side,
        dependencies: mod.dependencies.map((d) => ({
          id: d.id,
          kind: d.kind,
          range: d.ranges === null ? null : d.ranges.join(' || '),
        })),
      });
    }
  }
  return rows;
}

/** A metafile's row: its id is the metafile's name (packwiz's name for the mod); version and loader need the jar. */
function metafileRow(root: string, file: ModFile): ModRow {
  const info = file.packwiz!;
  const mod = file.mods[0];
  const update: NonNullable<ModRow['update']> = {};
  if (info.modrinth) update.modrinth = { modId: info.modrinth.projectId, version: info.modrinth.versionId };
  if (info.curseforge) update.curseforge = { projectId: info.curseforge.projectID, fileId: info.curseforge.fileID };
  return {
    file: displayPath(root, file.path),
    id: mod?.id ?? null,
    name: mod?.name ?? null,
    version: null,
    loader: null,
    enabled: file.enabled,
    side: mod?.side ?? 'both',
    dependencies: [],
    kind: 'metafile',
    error: null,
    source: 'metafile',
    fileName: file.fileName,
    download: { url: info.url, hashFormat: info.hashFormat, hash: info.hash, mode: info.mode || 'url' },
    update,
    option: { optional: info.optional, default: info.optionDefault },
  };
}

/** `nova mods INSTANCE`: the mods of one instance (docs/cli.md). */
export const modsCommand: CliCommand = {
  name: 'mods',
  synopsis: 'mods INSTANCE [--json]',
  summary: 'list the mods of one instance',
  options: { json: { type: 'boolean' } },
  async run(args, io) {
    const { dir, instance, scanner, files } = await instanceModsArgument(io, args.positionals[0]);
    // A folder past the scan's budget is listed cut; say so on stderr so --json stays one document.
    for (const problem of folderCutProblems(instance, scanner, io.locale ?? 'en'))
      io.stderr(`${colour(io, 'yellow', severityWord(io.locale, 'warning'))} ${problem.message}\n`);
    const rows = modRows(dir, files);
    if (args.values['json'] === true) {
      printJson(io, { mods: rows });
      return EXIT_OK;
    }
    if (rows.length === 0) {
      io.stdout(`${say(io.locale, M.noModsIn({ folder: displayPath(dir, modsFolder(instance)) }))}\n`);
      return EXIT_OK;
    }
    const t = (m: Message): string => say(io.locale, m);
    const table = [[M.colFile, M.colId, M.colVersion, M.colLoader, M.colSide, M.colSource].map((c) => t(c({})))];
    const sides = { both: t(M.sideBoth({})), client: t(M.sideClient({})), server: t(M.sideServer({})) };
    const kinds: Record<string, string> = {
      corrupt: t(M.kindCorrupt({})),
      directory: t(M.kindDirectory({})),
      library: t(M.kindLibrary({})),
    };
    for (const r of rows) {
      const file = r.enabled ? r.file : colour(io, 'dim', `${r.file} ${t(M.disabledMark({}))}`);
      const source =
        r.source === 'metafile'
          ? r.update?.modrinth
            ? 'Modrinth'
            : r.update?.curseforge
              ? 'CurseForge'
              : t(M.sourceUrl({}))
          : t(M.sourceLocal({}));
      const loader = r.loader === null ? '-' : (LOADER_NAMES[r.loader as LoaderType] ?? r.loader);
      const side = r.side === null ? '-' : (sides[r.side as keyof typeof sides] ?? r.side);
      table.push([file, r.id ?? kinds[r.kind] ?? `(${r.kind})`, r.version ?? '-', loader, side, source]);
    }
    io.stdout(formatTable(table));
    return EXIT_OK;
  },
};
