import * as crypto from 'node:crypto';
import type { FileHashes } from './fileHasher';
import type { FetchLike } from './verifiedDownload';
import { errorMessage } from '../text/textSafety';

/**
 * Streams a file from the first URL that answers and returns its sha1, sha512 and size without saving it — how a
 * pack described only by metafiles (packwiz) gets the hashes a `.mrpack` needs. Bodies above `maxBytes` are cut
 * off. Rejects with a sentence naming the URL and the problem.
 */
export async function hashRemote(
  fetchFile: FetchLike,
  urls: string[],
  maxBytes: number,
  signal?: AbortSignal,
): Promise<FileHashes> {
  const problems: string[] = [];
  for (const url of urls) {
    signal?.throwIfAborted();
    try {
      const response = await fetchFile(url, { signal, redirect: 'follow' });
      if (!response.ok || response.body === null) {
        problems.push(`${url}: HTTP ${response.status}`);
        continue;
      }
      const sha1 = crypto.createHash('sha1');
      const sha512 = crypto.createHash('sha512');
      let size = 0;
      for await (const chunk of response.body) {
        size += chunk.length;
        if (size > maxBytes) throw new Error(`larger than ${maxBytes} bytes`);
        sha1.update(chunk);
        sha512.update(chunk);
      }
      return { sha1: sha1.digest('hex'), sha512: sha512.digest('hex'), size };
    } catch (error) {
      signal?.throwIfAborted();
      problems.push(`${url}: ${errorMessage(error)}`);
    }
  }
  throw new Error(problems.join('; ') || 'no URL');
}
