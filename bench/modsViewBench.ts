import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { readInstancesAt } from '../src/core/instances/instanceDiscovery';
import { ModScanner } from '../src/core/mods/modScanner';
import { checkInstance, modsFolder } from '../src/core/checks/workspaceCheck';
import { buildModTree, filterMods, NO_FILTER, type InstanceNode } from '../src/core/modsView/modTree';
import { fabricJar, writeJar } from '../test/unit/fixtures/modJars';
import { writePrismInstance } from '../test/unit/fixtures/instanceLayouts';
import type { BenchResult } from './benchResult';
import { summarise } from './processPairs';

const MODS = 500;
const RUNS = 9;
const WARM_RUNS = 50;

/**
 * The Mods view's first render for a generated 500-mod Prism instance (issue 14), against the scan alone in the same
 * process and run: "scan" is a cold `ModScanner.scanFolder` of mods/ (new scanner, OS page cache warm); "first
 * render" is what the view waits for the first time, a cold scan plus the conflict check (`checkInstance`, what the
 * diagnostics publish) plus building every tree item (`buildModTree`, then each row copied into the fields
 * `ModsView.getTreeItem` sets, as plain objects since `vscode` is not loadable here). "Re-render" is the rebuild
 * after a refresh, from the scan already made. Medians of interleaved runs.
 */
export async function runModsViewBench(): Promise<BenchResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nova-bench-modsview-'));
  try {
    await writeInstance(dir);
    const [instance] = await readInstancesAt(dir);
    if (instance === undefined) throw new Error('the generated instance was not found');
    const scanOnly = async (): Promise<number> => (await new ModScanner().scanFolder(modsFolder(instance))).length;
    const checkOnly = async (): Promise<number> =>
      (await checkInstance(instance, { scanner: new ModScanner() })).problems.length;
    const firstRender = async (): Promise<number> => {
      const check = await checkInstance(instance, { scanner: new ModScanner() });
      return treeItems(buildModTree([check])).length;
    };
    await scanOnly();
    await firstRender();
    const scans: number[] = [];
    const checks: number[] = [];
    const renders: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      scans.push(await time(scanOnly));
      checks.push(await time(checkOnly));
      renders.push(await time(firstRender));
    }
    const check = await checkInstance(instance, { scanner: new ModScanner() });
    const items = treeItems(buildModTree([check]));
    if (items.length !== MODS + 1) throw new Error(`the tree has ${items.length} rows, not ${MODS + 1}`);
    const problems = items.filter((i) => i.icon === 'error' || i.icon === 'warning').length;
    const rebuilds: number[] = [];
    for (let i = 0; i < WARM_RUNS; i++)
      rebuilds.push(await time(() => Promise.resolve(treeItems(buildModTree([check])))));
    const scan = summarise(scans);
    const checked = summarise(checks);
    const render = summarise(renders);
    const rebuild = summarise(rebuilds);
    const markdown = [
      `| ${MODS}-mod Prism instance (generated Fabric jars, ${problems} with problems) | median ms | range ms |`,
      '|---|---:|---:|',
      `| Scan alone (cold \`ModScanner.scanFolder\`) | ${scan.median.toFixed(1)} | ${scan.min.toFixed(1)}–${scan.max.toFixed(1)} |`,
      `| Scan + conflict check (\`checkInstance\`, what the Problems panel waits for) | ${checked.median.toFixed(1)} | ${checked.min.toFixed(1)}–${checked.max.toFixed(1)} |`,
      `| Mods view first render (cold scan + conflict check + all ${items.length} tree items) | ${render.median.toFixed(1)} | ${render.min.toFixed(1)}–${render.max.toFixed(1)} |`,
      `| Mods view re-render after a refresh (tree items from the cached scan) | ${rebuild.median.toFixed(2)} | ${rebuild.min.toFixed(2)}–${rebuild.max.toFixed(2)} |`,
      '',
      `First render = **${(render.median / scan.median).toFixed(2)}×** the scan alone; the tree itself adds ${rebuild.median.toFixed(2)} ms (${((rebuild.median / scan.median) * 100).toFixed(1)} % of the scan). ` +
        `${RUNS} interleaved runs (${WARM_RUNS} for the re-render), OS page cache warm; ${os.cpus().length}× ${os.cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)}.`,
    ].join('\n');
    return {
      title: 'Mods view',
      figures: {
        scanMs: scan.median,
        checkMs: checked.median,
        firstRenderMs: render.median,
        rerenderMs: rebuild.median,
      },
      markdown,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** 500 Fabric jars; every 25th requires a mod nobody has, every 40th is a second copy of its neighbour. */
async function writeInstance(dir: string): Promise<void> {
  await writePrismInstance(dir, {
    name: 'Bench Pack',
    minecraft: '1.20.1',
    loader: { type: 'fabric', version: '0.15.7' },
  });
  const mods = path.join(dir, 'minecraft', 'mods');
  for (let i = 0; i < MODS; i++) {
    const id = i % 40 === 39 ? `mod${i - 1}` : `mod${i}`;
    const depends: Record<string, string> = { fabricloader: '>=0.15.0', minecraft: '~1.20.1' };
    if (i % 25 === 24) depends[`missing${i}`] = '*';
    const jar = fabricJar({
      id,
      version: `1.${i % 10}.0`,
      name: `Mod ${i}`,
      environment: i % 7 === 0 ? 'client' : '*',
      depends,
    });
    await writeJar(path.join(mods, `mod-${i}-1.${i % 10}.0.jar${i % 11 === 10 ? '.disabled' : ''}`), jar);
  }
}

/** Each row as `ModsView.getTreeItem` fills a TreeItem: label, description, tooltip, icon, context, checkbox. */
function treeItems(tree: readonly InstanceNode[]): Array<Record<string, unknown>> {
  const rows: Array<Record<string, unknown>> = [];
  for (const node of tree) {
    rows.push({ id: node.instance.id, label: node.label, description: node.description, tooltip: node.tooltip });
    for (const mod of filterMods(node.mods, NO_FILTER)) {
      rows.push({
        id: mod.id,
        label: mod.label,
        description: mod.description,
        tooltip: mod.tooltip,
        icon: mod.icon,
        contextValue: mod.contextValue,
        resourceUri: `nova-mods-view:/${path.basename(mod.path)}?${encodeURIComponent(mod.id)}`,
        accessibility: `${mod.label}, ${mod.description}`,
        checkbox: mod.toggleable ? mod.enabled : undefined,
      });
    }
  }
  return rows;
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}
