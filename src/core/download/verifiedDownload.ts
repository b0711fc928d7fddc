import * as crypto from 'node:crypto';
import { ArchiveSafetyError } from '../archive/archiveSafety';
import type { FetchLike } from './fetchLike';
import { streamDownload } from './streamDownload';

export type { FetchLike } from './fetchLike';

export interface ExpectedFile {
  sha1: string;
  sha512: string;
  size: number;
}

/** No URL could be fetched (network or HTTP errors); the file is still needed. Not a safety problem. */
export class DownloadFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DownloadFailedError';
  }
}

/**
 * Downloads one file to `dest` (which must not exist), trying `urls` in order, through streamDownload.ts (time
 * limits included). The bytes go to a temporary file next to `dest`, hashed as they arrive; they are renamed into place only when size, sha512 and sha1 all match.
 * A body larger than expected is cut off at once. Any hash or size mismatch (on every URL) refuses the file with
 * an {@link ArchiveSafetyError} `hash-mismatch`; nothing is left behind either way.
 */
export async function downloadVerified(
  fetchFile: FetchLike,
  urls: string[],
  dest: string,
  expected: ExpectedFile,
  label: string,
  signal?: AbortSignal,
): Promise<void> {
  const problems: string[] = [];
  let mismatch: string | null = null;
  for (const url of urls) {
    const sha1 = crypto.createHash('sha1');
    const sha512 = crypto.createHash('sha512');
    const outcome = await streamDownload(fetchFile, url, {
      maxBytes: expected.size,
      onChunk: (chunk) => {
        sha1.update(chunk);
        sha512.update(chunk);
      },
      saveTo: {
        dest,
        accept: (size) => {
          if (size !== expected.size)
            return `${label} from ${url} is ${size} bytes, not the ${expected.size} bytes the pack declares`;
          if (sha512.digest('hex') !== expected.sha512.toLowerCase())
            return `${label} from ${url} does not match the pack's sha512`;
          if (sha1.digest('hex') !== expected.sha1.toLowerCase())
            return `${label} from ${url} does not match the pack's sha1`;
          return null;
        },
      },
      signal,
    });
    if (outcome.ok) return;
    if (outcome.kind === 'rejected') mismatch = outcome.reason;
    else if (outcome.kind === 'too-large')
      mismatch = `${label} from ${url} is larger than the ${expected.size} bytes the pack declares`;
    else problems.push(`${url}: ${outcome.reason}`);
  }
  if (mismatch !== null) {
    throw new ArchiveSafetyError(
      'hash-mismatch',
      `${mismatch}; the download was refused and the import stopped (nothing was kept). The file may have been tampered with.`,
    );
  }
  throw new DownloadFailedError(`${label} could not be downloaded (${problems.join('; ') || 'no URL'}).`);
}
