import { ModScanner } from '../core/minecraft/modScanner';
import { modsFolder } from '../core/minecraft/workspaceCheck';
import type { ModFile } from '../core/minecraft/modFile';
import type { CliCommand } from './cliCommand';
import { EXIT_OK, colour, displayPath, formatTable, printJson } from './cliIo';
import { instanceArgument } from './instanceArgument';

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
}

/** One row per declared mod; a file without mod metadata still gets one row so nothing is hidden. */
function modRows(root: string, files: ModFile[]): ModRow[] {
  const rows: ModRow[] = [];
  for (const file of files) {
    const base = { file: displayPath(root, file.path), enabled: file.enabled, kind: file.kind, error: file.error };
    if (file.mods.length === 0) {
      rows.push({ ...base, id: null, name: null, version: null, loader: null, side: null, dependencies: [] });
      continue;
    }
    for (const mod of file.mods) {
      rows.push({
        ...base,
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

/** `nova mods INSTANCE`: the mods of one instance (CLI.md). */
export const modsCommand: CliCommand = {
  name: 'mods',
  synopsis: 'mods INSTANCE [--json]',
  summary: 'list the mods of one instance',
  options: { json: { type: 'boolean' } },
  async run(args, io) {
    const { dir, instance } = await instanceArgument(io, args.positionals[0]);
    const files = await new ModScanner().scanFolder(modsFolder(instance));
    const rows = modRows(dir, files);
    if (args.values['json'] === true) {
      printJson(io, { mods: rows });
      return EXIT_OK;
    }
    if (rows.length === 0) {
      io.stdout(`No mods in ${displayPath(dir, modsFolder(instance))}.\n`);
      return EXIT_OK;
    }
    const table = [['FILE', 'ID', 'VERSION', 'LOADER', 'SIDE']];
    for (const r of rows) {
      const file = r.enabled ? r.file : colour(io, 'dim', `${r.file} (disabled)`);
      table.push([file, r.id ?? `(${r.kind})`, r.version ?? '-', r.loader ?? '-', r.side ?? '-']);
    }
    io.stdout(formatTable(table));
    return EXIT_OK;
  },
};
