import type { Message } from '../locale/messageCatalog';
import type { ExportPlan } from './exportPlanTypes';
import { exportTotalRefusal } from './exportRules';
import { ModpackExportError } from './modpackExport';
import { englishWarnings } from './packWarningMessages';

/** What a planner has gathered for an export, its entries already in their order. */
export type ExportPlanParts = Omit<ExportPlan, 'warnings' | 'warningMessages' | 'totalBytes'> & {
  warnings: Message[];
};

/**
 * The plan both export planners (exportPlan.ts, packwizExportPlan.ts) end with: the total size, refused past the
 * export limit (exportRules.ts), the disabled files left out in name order, and the warnings in English beside their
 * messages.
 */
export function finishedExportPlan(parts: ExportPlanParts): ExportPlan {
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
