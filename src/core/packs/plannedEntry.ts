import type { PackwizMeta } from '../formats/packwizMeta';
import { checkDownloadUrl, type DownloadUrlCheck } from '../download/downloadHosts';
import { renderMessage, type Message } from '../locale/messageCatalog';
import { PackWarnings as W } from './packWarningMessages';
import type { PlannedEntry } from './exportPlanTypes';

/** What a metafile says about downloading its file, as `PlannedEntry` fields (English; by id: {@link linkTexts}). */
export function linkFor(meta: PackwizMeta): Pick<PlannedEntry, 'downloads' | 'downloadRefusal' | 'downloadWarning'> {
  const texts = linkTexts(meta);
  const check = texts.check;
  return {
    downloads: check?.ok === true ? [check.url] : [],
    downloadRefusal: texts.refusal === null ? null : renderMessage(texts.refusal, 'en'),
    downloadWarning: texts.warning === null ? null : renderMessage(texts.warning, 'en'),
  };
}

/** Why a metafile's download cannot be linked in a `.mrpack`, and the warning when it can, as messages by id. */
export function linkTexts(meta: PackwizMeta): {
  check: DownloadUrlCheck | null;
  refusal: Message | null;
  warning: Message | null;
} {
  if (meta.url !== null && meta.url !== '' && (meta.mode === '' || meta.mode === 'url')) {
    const check = checkDownloadUrl(meta.url);
    return check.ok
      ? { check, refusal: null, warning: check.warningText }
      : { check, refusal: check.reasonText, warning: null };
  }
  if (meta.mode.startsWith('metadata:'))
    return { check: null, refusal: W.refusalMetadata({ source: meta.mode.slice('metadata:'.length) }), warning: null };
  return { check: null, refusal: W.refusalNoUrl({}), warning: null };
}

export function bareEntry(file: { rel: string; abs: string; size: number }): PlannedEntry {
  return {
    path: file.rel,
    sourcePath: file.rel,
    absPath: file.abs,
    size: file.size,
    side: 'both',
    optional: false,
    downloads: [],
    downloadRefusal: null,
    downloadWarning: null,
    curseforge: null,
    metaFile: null,
    meta: null,
  };
}
