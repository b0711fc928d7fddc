import { checkDownloadUrl } from './downloadHosts';
import type { FetchLike } from './verifiedDownload';

/** Where a file with a given sha512 can be downloaded, as Modrinth knows it. */
export interface KnownDownload {
  url: string;
  projectId: string;
  versionId: string;
}

/** Finds download URLs for files by their sha512; returns only the hashes it knows. */
export type DownloadLookup = (sha512s: string[], signal?: AbortSignal) => Promise<Map<string, KnownDownload>>;

const API = 'https://api.modrinth.com/v2/version_files';
const BATCH = 500;
const MAX_RESPONSE = 32 * 1024 * 1024;

/**
 * Modrinth's "versions from hashes" endpoint (`POST /v2/version_files`, algorithm sha512) as a
 * {@link DownloadLookup}: for each version found, the file whose sha512 matches gives the URL, kept only when it
 * is on an allowed `.mrpack` host. Failures reject with a sentence naming the problem.
 */
export function modrinthHashLookup(fetchFile: FetchLike, userAgent = 'nova-modpack (github.com/nova)'): DownloadLookup {
  return async (sha512s, signal) => {
    const found = new Map<string, KnownDownload>();
    for (let i = 0; i < sha512s.length; i += BATCH) {
      const hashes = sha512s.slice(i, i + BATCH);
      const response = await fetchFile(API, {
        method: 'POST',
        redirect: 'follow',
        signal,
        headers: { 'content-type': 'application/json', 'user-agent': userAgent },
        body: JSON.stringify({ hashes, algorithm: 'sha512' }),
      });
      if (!response.ok || response.body === null) throw new Error(`Modrinth answered HTTP ${response.status} to the hash lookup`);
      const chunks: Uint8Array[] = [];
      let size = 0;
      for await (const chunk of response.body) {
        size += chunk.length;
        if (size > MAX_RESPONSE) throw new Error('Modrinth’s hash lookup answer is unexpectedly large');
        chunks.push(chunk);
      }
      let doc: unknown;
      try {
        doc = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        throw new Error('Modrinth’s hash lookup answer is not JSON');
      }
      if (typeof doc !== 'object' || doc === null) continue;
      for (const hash of hashes) {
        const version = (doc as Record<string, unknown>)[hash];
        const known = knownDownload(version, hash);
        if (known !== null) found.set(hash, known);
      }
    }
    return found;
  };
}

function knownDownload(version: unknown, sha512: string): KnownDownload | null {
  if (typeof version !== 'object' || version === null) return null;
  const v = version as Record<string, unknown>;
  if (typeof v.id !== 'string' || typeof v.project_id !== 'string' || !Array.isArray(v.files)) return null;
  for (const file of v.files as unknown[]) {
    if (typeof file !== 'object' || file === null) continue;
    const f = file as { url?: unknown; hashes?: { sha512?: unknown } };
    if (typeof f.url !== 'string' || typeof f.hashes?.sha512 !== 'string' || f.hashes.sha512.toLowerCase() !== sha512) continue;
    const check = checkDownloadUrl(f.url);
    if (check.ok) return { url: check.url, projectId: v.project_id, versionId: v.id };
  }
  return null;
}
