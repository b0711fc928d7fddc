import type { Message } from '../locale/messageCatalog';
import type { ExportPlan } from './exportPlanTypes';
import { clashingPaths, exportTotalRefusal } from './exportRules';
import { ModpackExportError } from './modpackExport';
import { englishWarnings, PackWarnings as W } from './packWarningMessages';

/** What a planner has gathered for an export, its entries already in their order. */
export type ExportPlanParts = Omit<ExportPlan, 'warnings' | 'warningMessages' | 'totalBytes'> & {
  warnings: Message[];
};

/**
 * The plan both export planners (exportPlan.ts, packwizExportPlan.ts) end with: paths import would refuse together
 * (`config/A.txt` beside `config/a.txt`: exportRules.ts `clashingPaths`) left out with a warning, the total size,
 * refused past the export limit (exportRules.ts), the disabled files left out in name order, and the warnings in
 * English beside their messages.
 */
export function finishedExportPlan(parts: ExportPlanParts): ExportPlan {
  const paths = [...parts.entries.map((e) => e.path), ...parts.remote.map((r) => r.path)];
  const clashes = clashingPaths(paths);
  if (clashes.size > 0) {
    parts = {
      ...parts,
      entries: parts.entries.filter((_, i) => !clashes.has(i)),
      remote: parts.remote.filter((_, i) => !clashes.has(parts.entries.length + i)),
      excluded: [...parts.excluded, ...[...clashes.keys()].map((i) => paths[i]!)].sort(),
      warnings: [
        ...parts.warnings,
        ...[...clashes].map(([i, reason]) => W.nameRefused({ path: JSON.stringify(paths[i]), reason })),
      ],
    };
  }
  const totalBytes = parts.entries.reduce((sum, e) => sum + e.size, 0);
  const tooMuch = exportTotalRefusal(parts.instance.name, totalBytes);
  if (tooMuch !== null) throw new ModpackExportError(tooMuch);
  parts.leftOutDisabled.sort();
  return {
    instance: parts.instance,
    entries: parts.entries,
    remote: parts.remote,
    excluded: parts.excluded,
    warnings: englishWarnings(parts.warnings),
    warningMessages: parts.warnings,
    totalBytes,
    leftOutDisabled: parts.leftOutDisabled,
  };
}
