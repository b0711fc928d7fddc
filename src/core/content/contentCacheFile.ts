import * as fs from 'node:fs';
import * as path from 'node:path';
import { writeFileReplacing } from '../fs/exclusiveTemp';
import { readRegularFile } from '../fs/safeRead';
import { removeStaleTemps } from '../fs/staleTemp';
import type { ContentCacheData, ContentCacheStorage } from './contentIndexer';

/** Marks a file as Nova's content cache: any other JSON found at the path is foreign and ignored. */
const FORMAT = 'nova-content-cache';
/**
 * The largest cache file read or written. A 300-jar pack of large content mods (bench/contentIndexBench.ts) stores
 * about 30 MiB; a bigger cache is not written (the next session indexes cold) and a bigger file is not read.
 */
export const MAX_CONTENT_CACHE_BYTES = 128 * 1024 * 1024;

/**
 * The content indexer's cache (src/core/content/contentIndexer.ts) kept in one JSON file, so that a new session's
 * index of an unchanged pack reads no jar. Reads are bounded and refuse anything but a regular file
 * (src/core/fs/safeRead.ts); a missing, damaged, foreign or oversized file loads as nothing (the indexer checks the
 * rest of the shape). Writes go through an exclusive temporary file renamed over the old one
 * (src/core/fs/exclusiveTemp.ts), so two processes saving at once leave one whole file, never a mix.
 */
export class ContentCacheFile implements ContentCacheStorage {
  constructor(
    readonly file: string,
    private readonly maxBytes = MAX_CONTENT_CACHE_BYTES,
  ) {}

  async load(): Promise<unknown> {
    try {
      const bytes = await readRegularFile(this.file, { maxBytes: this.maxBytes });
      const data: unknown = JSON.parse(bytes.toString('utf8'));
      if (typeof data !== 'object' || data === null || (data as { format?: unknown }).format !== FORMAT) return null;
      return data;
    } catch {
      return null;
    }
  }

  /** Writes `data`; false when it was not written (too large, or the folder cannot be written). */
  async save(data: ContentCacheData): Promise<boolean> {
    try {
      const text = JSON.stringify({ format: FORMAT, ...data });
      // A string of n UTF-16 units is at most 3n bytes of UTF-8: only a string that may be too large is measured.
      if (text.length * 3 > this.maxBytes && Buffer.byteLength(text) > this.maxBytes) return false;
      await fs.promises.mkdir(path.dirname(this.file), { recursive: true });
      // What an interrupted save left behind (a process killed between the temporary write and the rename).
      await removeStaleTemps(path.dirname(this.file));
      await writeFileReplacing(this.file, text);
      return true;
    } catch {
      return false;
    }
  }
}
