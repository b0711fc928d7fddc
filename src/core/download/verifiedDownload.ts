import * as crypto from 'node:crypto';
import { ArchiveSafetyError } from '../archive/archiveSafety';
import type { FetchLike } from './fetchLike';
import { streamDownload } from './streamDownload';
import { renderMessage, type Message } from '../locale/messageCatalog';
import { DownloadMessages as M, joinedReasons } from './downloadMessages';

export type { FetchLike } from './fetchLike';

export interface ExpectedFile {
  sha1: string;
  sha512: string;
  size: number;
}

/**
 * No URL could be fetched (network or HTTP errors); the file is still needed. Not a safety problem. `message` is the
 * English sentence, `text` the same by id (rendered in the person's language where it is shown).
 */
export class DownloadFailedError extends Error {
  readonly text: Message;
  constructor(text: Message) {
    super(renderMessage(text, 'en'));
    this.text = text;
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
  const problems: Message[] = [];
  let mismatch: Message | null = null;
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
          if (size !== expected.size) return M.sizeMismatch({ label, url, size, expected: expected.size });
          if (sha512.digest('hex') !== expected.sha512.toLowerCase())
            return M.hashMismatch({ label, url, hash: 'sha512' });
          if (sha1.digest('hex') !== expected.sha1.toLowerCase()) return M.hashMismatch({ label, url, hash: 'sha1' });
          return null;
        },
      },
      signal,
    });
    if (outcome.ok) return;
    if (outcome.kind === 'rejected') mismatch = outcome.reason;
    else if (outcome.kind === 'too-large') mismatch = M.largerThanDeclared({ label, url, expected: expected.size });
    else problems.push(M.atUrl({ url, reason: outcome.reason }));
  }
  if (mismatch !== null) {
    throw new ArchiveSafetyError('hash-mismatch', M.refused({ mismatch }));
  }
  throw new DownloadFailedError(M.couldNotDownload({ label, problems: joinedReasons(problems) }));
}
