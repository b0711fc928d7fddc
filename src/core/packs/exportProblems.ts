import * as path from 'node:path';
import type { Instance } from '../model/instance';
import type { Problem } from '../model/problem';
import { ModScanner } from '../mods/modScanner';
import { checkInstance } from '../checks/workspaceCheck';
import type { Message } from '../locale/messageCatalog';
import { englishWarnings, PackWarnings as W } from './packWarningMessages';

/** Error-level problems named one by one in the warnings; the rest are counted. */
const LISTED = 10;

/**
 * The export warnings for an instance that has error-level problems (an empty jar, a missing dependency…): the pack
 * would carry them to every player. The export still goes ahead; the warnings say what and where (paths relative
 * to the game folder, with `/`), and how to see the whole list.
 */
export async function exportProblemWarnings(instance: Instance, signal?: AbortSignal): Promise<string[]> {
  return englishWarnings(await exportProblemMessages(instance, signal));
}

/** {@link exportProblemWarnings} as messages by id (each problem's own text is quoted as it is). */
export async function exportProblemMessages(instance: Instance, signal?: AbortSignal): Promise<Message[]> {
  // Problems are written per locale by the check itself (problemMessages.ts): checked once in each language, the
  // second pass served from the same scanner's cache, and matched by position (the check's order is fixed).
  const scanner = new ModScanner();
  const { problems } = await checkInstance(instance, { scanner, signal });
  const errors = problems.filter((p) => p.severity === 'error');
  if (errors.length === 0) return [];
  const zh = (await checkInstance(instance, { scanner, signal, locale: 'zh-cn' })).problems.filter(
    (p) => p.severity === 'error',
  );
  const where = (file: string | undefined) =>
    file === undefined ? '' : ` (${path.relative(instance.gameDir, file).split(path.sep).join('/')})`;
  return [
    W.problemsExported({ count: errors.length }),
    ...errors
      .slice(0, LISTED)
      .map((p, i) =>
        W.problem({ code: p.code, where: where(p.files[0]), message: p.message, messageZh: zhText(p, zh[i]) }),
      ),
    ...(errors.length > LISTED ? [W.moreProblems({ count: errors.length - LISTED })] : []),
  ];
}

/** The Chinese text of `en`'s problem, when the Chinese pass found the same one there; its English text otherwise. */
function zhText(en: Problem, zh: Problem | undefined): string {
  return zh !== undefined && zh.code === en.code && zh.files[0] === en.files[0] ? zh.message : en.message;
}
