import type { Locale } from '../locale/locale';
import { renderMessage } from '../locale/messageCatalog';
import { embeddedLabel, type EmbeddedFile } from './releaseGate';
import { ReleaseMessages as M } from './releaseMessages';

/**
 * The attribution list of the files a pack embeds, as Markdown: one table row per file with the mod, its authors,
 * its license (SPDX id when recognised, else the value as written) and its page; the source code's address is added
 * when the license asks for it (GPL, LGPL, MPL). Sorted by path, so the same pack gives the same list.
 */
export function attributionMarkdown(packName: string, files: readonly EmbeddedFile[], locale: Locale = 'en'): string {
  const rows = [...files]
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((f) => {
      const license = f.license.length === 0 ? '—' : f.license.map((value, i) => f.spdx[i] ?? value).join(', ');
      const links = [f.link, f.duty === 'link-source' && f.sources !== f.link ? f.sources : null].filter(
        (l): l is string => l !== null,
      );
      return `| ${cell(embeddedLabel(f))} | ${cell(f.authors.join(', ') || '—')} | ${cell(license)} | ${cell(links.join(' ') || '—')} |`;
    });
  return [
    `# ${renderMessage(M.attributionTitle({}), locale)}`,
    '',
    renderMessage(M.attributionIntro({ pack: packName }), locale),
    '',
    renderMessage(M.attributionHeader({}), locale),
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

/** A table cell: one line, pipes escaped, bounded. */
function cell(text: string): string {
  return text
    .replace(/[\r\n]+/g, ' ')
    .replace(/\|/g, '\\|')
    .slice(0, 300);
}
