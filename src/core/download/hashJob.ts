/** A job from `hashFiles` (fileHasher.ts) to the hashing worker (hashWorker.ts), and the worker's reply to it. */
export interface HashJob {
  id: number;
  file: string;
}
export interface HashReply {
  id: number;
  sha1?: string;
  sha512?: string;
  size?: number;
  error?: string;
  code?: string;
}
