import type { DownloadLookup, KnownDownload } from '../download/downloadLookup';
import { checkDownloadUrl } from '../download/downloadHosts';
import type { ModrinthClient } from './modrinthClient';

const BATCH = 500;

/**
 * The `.mrpack` exporter's {@link DownloadLookup} over the shared Modrinth client (its User-Agent, base URL, rate
 * limiting and retries): files identified by sha512 through `version_files`, kept only when the matching file's
 * URL is on an allowed `.mrpack` host.
 */
export function clientDownloadLookup(client: ModrinthClient): DownloadLookup {
  return async (sha512s, signal) => {
    const found = new Map<string, KnownDownload>();
    for (let i = 0; i < sha512s.length; i += BATCH) {
      const batch = sha512s.slice(i, i + BATCH);
      const versions = await client.versionsFromHashes(batch, 'sha512', signal);
      for (const hash of batch) {
        const version = versions.get(hash);
        const file = version?.files.find((f) => f.sha512 === hash.toLowerCase());
        if (version === undefined || file === undefined) continue;
        const check = checkDownloadUrl(file.url);
        if (check.ok) found.set(hash, { url: check.url, projectId: version.projectId, versionId: version.id });
      }
    }
    return found;
  };
}
