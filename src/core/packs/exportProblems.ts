import * as path from 'node:path';
import type { Instance } from '../model/instance';
import { ModScanner } from '../mods/modScanner';
import { checkInstance } from '../checks/workspaceCheck';

/** Error-level problems named one by one in the warnings; the rest are counted. */
const LISTED = 10;

/**
 * The export warnings for an instance that has error-level problems (an empty jar, a missing dependency…): the pack
 * would carry them to every player. The export still goes ahead; the warnings say what and where (paths relative
 * to the game folder, with `/`), and how to see the whole list.
 */
export async function exportProblemWarnings(instance: Instance, signal?: AbortSignal): Promise<string[]> {
  const { problems } = await checkInstance(instance, { scanner: new ModScanner(), signal });
  const errors = problems.filter((p) => p.severity === 'error');
  if (errors.length === 0) return [];
  const where = (file: string | undefined) =>
    file === undefined ? '' : ` (${path.relative(instance.gameDir, file).split(path.sep).join('/')})`;
  return [
    `The pack has ${errors.length} error-level problem${errors.length === 1 ? '' : 's'} and was exported with ${errors.length === 1 ? 'it' : 'them'}; players get ${errors.length === 1 ? 'it' : 'them'} too. Fix ${errors.length === 1 ? 'it' : 'them'} first (the Problems panel, or nova check) and export again.`,
    ...errors.slice(0, LISTED).map((p) => `${p.code}${where(p.files[0])}: ${p.message}`),
    ...(errors.length > LISTED ? [`… and ${errors.length - LISTED} more error-level problems.`] : []),
  ];
}
