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
