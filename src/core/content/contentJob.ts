import type { PackedContent } from './packedContent';

/** A jar for the content worker (contentWorker.ts) to read, from ContentThreads (contentThreads.ts). */
export interface ContentJob {
  id: number;
  file: string;
  size: number;
  /** The content hash the indexer has cached for this path: a jar that still has it is hashed, not read. */
  known?: string;
}

/** The worker's answer to one {@link ContentJob}. */
export interface ContentReply {
  id: number;
  /** The jar's content hash (jarContentRead.ts), absent when it could not be opened. */
  hash?: string;
  /** The content, absent when its hash was among the known ones or the jar could not be read. */
  packed?: PackedContent;
  /** Why the jar could not be read: the message the indexer's thread would have reported for it. */
  error?: string;
  /** The worker failed for a reason of its own, not the jar's: the jar is to be read on the indexer's thread. */
  retry?: true;
}
