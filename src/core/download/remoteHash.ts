import * as crypto from 'node:crypto';
import type { FileHashes } from './fileHasher';
import type { FetchLike } from './verifiedDownload';
import { streamDownload } from './streamDownload';
import type { Message } from '../locale/messageCatalog';
import { MessageError } from '../locale/messageError';
import { DownloadMessages as M, joinedReasons } from './downloadMessages';

/**
 * Streams a file from the first URL that answers and returns its sha1, sha512 and size without saving it — how a
 * pack described only by metafiles (packwiz) gets the hashes a `.mrpack` needs. Bodies above `maxBytes` are cut
 * off, and the time limits of streamDownload.ts apply. Rejects with a MessageError naming each URL and its problem.
 */
export async function hashRemote(
  fetchFile: FetchLike,
  urls: string[],
  maxBytes: number,
  signal?: AbortSignal,
): Promise<FileHashes> {
  const problems: Message[] = [];
  for (const url of urls) {
    const sha1 = crypto.createHash('sha1');
    const sha512 = crypto.createHash('sha512');
    const outcome = await streamDownload(fetchFile, url, {
      maxBytes,
      onChunk: (chunk) => {
        sha1.update(chunk);
        sha512.update(chunk);
      },
      signal,
    });
    if (outcome.ok) return { sha1: sha1.digest('hex'), sha512: sha512.digest('hex'), size: outcome.size };
    problems.push(M.atUrl({ url, reason: outcome.reason }));
  }
  throw new MessageError(joinedReasons(problems));
}
