import type { PackwizMeta } from '../formats/packwizMeta';
import { checkDownloadUrl } from '../download/downloadHosts';
import type { PlannedEntry } from './exportPlan';

/** What a metafile says about downloading its file, as `PlannedEntry` fields. */
export function linkFor(meta: PackwizMeta): Pick<PlannedEntry, 'downloads' | 'downloadRefusal' | 'downloadWarning'> {
  if (meta.url !== null && meta.url !== '' && (meta.mode === '' || meta.mode === 'url')) {
    const check = checkDownloadUrl(meta.url);
    return check.ok
      ? { downloads: [check.url], downloadRefusal: null, downloadWarning: check.warning }
      : { downloads: [], downloadRefusal: check.reason, downloadWarning: null };
  }
  if (meta.mode.startsWith('metadata:')) {
    return {
      downloads: [],
      downloadRefusal: `it is downloaded through ${meta.mode.slice('metadata:'.length)} metadata, which a .mrpack cannot reference`,
      downloadWarning: null,
    };
  }
  return { downloads: [], downloadRefusal: 'its metadata has no download URL', downloadWarning: null };
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
