import { InstanceCatalog } from '../core/instances/instanceCatalog';
import { InstanceMessages } from '../core/instances/instanceMessages';
import { CliMessages as M, LOADER_NAMES, launcherName, say } from './cliMessages';
import { ModScanner } from '../core/mods/modScanner';
import { scanInstanceMods } from '../core/checks/instanceMods';
import type { CliCommand } from './cliCommand';
import { EXIT_OK, displayPath, formatTable, printJson } from './cliIo';
import { folderArgument } from './instanceArgument';

/** `nova instances [DIR]`: the game instances found under DIR (docs/cli.md). */
export const instancesCommand: CliCommand = {
  name: 'instances',
  synopsis: 'instances [DIR] [--json]',
  summary: 'list the game instances found under DIR',
  options: { json: { type: 'boolean' }, depth: { type: 'string' } },
  async run(args, io) {
    const root = await folderArgument(io, args.positionals[0], 'Folder');
    const depth = typeof args.values['depth'] === 'string' ? Number(args.values['depth']) : undefined;
    const entries = await new InstanceCatalog({ roots: [root], maxDepth: depth }).list();
    const instances = entries.map((entry) => entry.instance);
    const scanner = new ModScanner({ blockingReads: true });
    const rows = [];
    for (const instance of instances) {
      // Containment by the served root (docs/architecture.md principle 11): a game folder outside DIR is listed
      // with its warning, and its mods folder is never read (not even to count it).
      const outside = instance.outsideRoots === true;
      const files = outside ? [] : await scanInstanceMods(scanner, instance);
      rows.push({
        id: instance.id,
        name: instance.name,
        path: displayPath(root, instance.root),
        layout: instance.layout,
        minecraft: instance.minecraft,
        loader: instance.loader,
        modCount: files.filter((f) => f.enabled && f.kind !== 'directory').length,
        ...(outside ? { outsideRoots: true } : {}),
      });
    }
    if (args.values['json'] === true) {
      printJson(io, { instances: rows });
      return EXIT_OK;
    }
    if (rows.length === 0) {
      io.stdout(`${say(io.locale, M.noInstancesUnder({ root }))}\n`);
      return EXIT_OK;
    }
    const header = [M.colId, M.colName, M.colLauncher, M.colMinecraft, M.colLoader, M.colMods];
    const table = [header.map((c) => say(io.locale, c({})))];
    for (const r of rows) {
      const loader = r.loader === null ? '-' : `${LOADER_NAMES[r.loader.type]} ${r.loader.version ?? ''}`.trim();
      const mods = r.outsideRoots === true ? '-' : String(r.modCount);
      table.push([r.id, r.name, launcherName(r.layout, io.locale), r.minecraft ?? '?', loader, mods]);
    }
    io.stdout(formatTable(table));
    for (const r of rows)
      if (r.outsideRoots === true) io.stderr(`${r.id}: ${say(io.locale, InstanceMessages.outsideRoots({}))}\n`);
    return EXIT_OK;
  },
};
