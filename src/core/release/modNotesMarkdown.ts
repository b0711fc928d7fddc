import type { Locale } from '../locale/locale';
import { renderMessage, type Message } from '../locale/messageCatalog';
import type { ModNotes } from './modNotes';
import { ReleaseMessages as M } from './releaseMessages';

/**
 * The mods' own notes as a Markdown section for the changelog of `nova diff --notes`: one sub-heading per updated
 * mod, each version's notes quoted (so a mod's headings never break the changelog's structure) under its version,
 * date and the Modrinth page it comes from.
 */
export function modNotesMarkdown(mods: readonly ModNotes[], locale: Locale = 'en'): string {
  if (mods.length === 0) return '';
  const t = (m: Message): string => renderMessage(m, locale);
  const md = (text: string): string => text.replace(/([\\`*_[\]<>|])/g, '\\$1');
  const lines = [`### ${t(M.notesHeading({}))}`, ''];
  for (const mod of mods) {
    lines.push(`#### ${md(mod.name)} ${md(mod.from)} → ${md(mod.to)}`, '');
    if (mod.missing !== null) {
      lines.push(t(mod.missing === 'not-on-modrinth' ? M.notesNotOnModrinth({}) : M.notesDifferentProjects({})), '');
      continue;
    }
    if (mod.notes.length === 0) lines.push(t(M.notesNone({})), '');
    for (const note of mod.notes) {
      const date = note.published.slice(0, 10);
      lines.push(`**${t(M.notesVersion({ version: md(note.version), date, source: note.source }))}**`, '');
      lines.push(...note.text.split('\n').map((l) => (l === '' ? '>' : `> ${l}`)), '');
    }
    if (mod.more > 0) lines.push(t(M.notesMore({ count: mod.more })), '');
  }
  return lines.join('\n');
}
