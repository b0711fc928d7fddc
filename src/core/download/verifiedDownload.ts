import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import { ArchiveSafetyError } from '../archive/archiveSafety';
import { createExclusiveTemp } from '../fs/exclusiveTemp';
import { errorMessage } from '../text/textSafety';

/** The part of `fetch` the modpack services use; the global `fetch` fits. Tests inject a fake; none means offline. */
export type FetchLike = (
  url: string,
  init: {
    signal?: AbortSignal;
    redirect: 'follow';
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
  },
) => Promise<{ ok: boolean; status: number; body: AsyncIterable<Uint8Array> | null }>;

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
 * Downloads one file to `dest` (which must not exist), trying `urls` in order. The bytes go to a temporary file
 * next to `dest`, hashed as they arrive; they are renamed into place only when size, sha512 and sha1 all match.
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
    signal?.throwIfAborted();
    let response: Awaited<ReturnType<FetchLike>>;
    try {
      response = await fetchFile(url, { signal, redirect: 'follow' });
    } catch (error) {
      signal?.throwIfAborted();
      problems.push(`${url}: ${errorMessage(error)}`);
      continue;
    }
    if (!response.ok || response.body === null) {
      problems.push(`${url}: HTTP ${response.status}`);
      continue;
    }
    const sha1 = crypto.createHash('sha1');
    const sha512 = crypto.createHash('sha512');
    let size = 0;
    let tooLarge = false;
    // An exclusive, unpredictable temporary file beside dest (src/core/fs/exclusiveTemp.ts).
    const { path: temp, handle } = await createExclusiveTemp(dest);
    try {
      for await (const chunk of response.body) {
        size += chunk.length;
        if (size > expected.size) {
          tooLarge = true;
          break;
        }
        sha1.update(chunk);
        sha512.update(chunk);
        await handle.write(chunk);
      }
    } catch (error) {
      await handle.close();
      await fs.promises.rm(temp, { force: true });
      signal?.throwIfAborted();
      problems.push(`${url}: ${errorMessage(error)}`);
      continue;
    }
    await handle.close();
    const got = { sha1: sha1.digest('hex'), sha512: sha512.digest('hex') };
    if (tooLarge || size !== expected.size) {
      mismatch = `${label} from ${url} is ${tooLarge ? 'larger than' : `${size} bytes, not`} the ${expected.size} bytes the pack declares`;
    } else if (got.sha512 !== expected.sha512.toLowerCase()) {
      mismatch = `${label} from ${url} does not match the pack's sha512`;
    } else if (got.sha1 !== expected.sha1.toLowerCase()) {
      mismatch = `${label} from ${url} does not match the pack's sha1`;
    } else {
      await fs.promises.rename(temp, dest);
      return;
    }
    await fs.promises.rm(temp, { force: true });
  }
  if (mismatch !== null) {
    throw new ArchiveSafetyError(
      'hash-mismatch',
      `${mismatch}; the download was refused and the import stopped (nothing was kept). The file may have been tampered with.`,
    );
  }
  throw new DownloadFailedError(`${label} could not be downloaded (${problems.join('; ') || 'no URL'}).`);
}
