import { diffConfigKeys, type ConfigKeyChanges } from '../formats/configKeys';
import type { Locale } from '../locale/locale';
import { renderMessage } from '../locale/messageCatalog';
import type { PackSnapshot } from '../packs/packSnapshot';
import { ReleaseMessages as M } from './releaseMessages';

export type FileKeyChanges = { file: string } & ConfigKeyChanges;

/**
 * The keys that changed in each changed config file whose keys both sides could read (`configKeys` of the snapshots);
 * files whose bytes changed but whose settings did not (comments, order, spacing) are left out.
 */
export function configKeyChanges(
  before: PackSnapshot,
  after: PackSnapshot,
  changed: readonly string[],
): FileKeyChanges[] {
  const out: FileKeyChanges[] = [];
  for (const file of changed) {
    const was = before.configKeys?.get(file);
    const now = after.configKeys?.get(file);
    if (was === undefined || now === undefined) continue;
    const diff = diffConfigKeys(was, now);
    if (diff.added.length + diff.removed.length + diff.changed.length > 0) out.push({ file, ...diff });
  }
  return out;
}

/** A Markdown section listing each file's changed keys (added, removed, old → new), in `locale`. */
export function configKeysMarkdown(changes: readonly FileKeyChanges[], locale: Locale = 'en'): string {
  if (changes.length === 0) return '';
  const code = (text: string): string => `\`${text.replace(/`/g, "'")}\``;
  const lines = [`### ${renderMessage(M.configKeysHeading({}), locale)}`, ''];
  for (const c of changes) {
    lines.push(`- ${code(c.file)}`);
    for (const k of c.changed) lines.push(`  - ${code(k.key)}: ${code(k.from)} → ${code(k.to)}`);
    for (const k of c.added)
      lines.push(`  - ${code(k.key)}: ${renderMessage(M.configKeyAdded({ value: code(k.value) }), locale)}`);
    for (const k of c.removed)
      lines.push(`  - ${code(k.key)}: ${renderMessage(M.configKeyRemoved({ value: code(k.value) }), locale)}`);
  }
  lines.push('');
  return lines.join('\n');
}
