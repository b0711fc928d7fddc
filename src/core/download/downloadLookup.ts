/** Where a file with a given sha512 can be downloaded, as Modrinth knows it. */
export interface KnownDownload {
  url: string;
  projectId: string;
  versionId: string;
}

/**
 * Finds download URLs for files by their sha512; resolves with only the hashes it knows and rejects with a sentence
 * naming the problem (the exporter then embeds the files and says why). Implemented over the Modrinth client by
 * `modrinth/clientDownloadLookup.ts`.
 */
export type DownloadLookup = (sha512s: string[], signal?: AbortSignal) => Promise<Map<string, KnownDownload>>;
