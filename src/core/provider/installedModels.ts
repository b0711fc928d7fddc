/** One model a local server has installed, as "Choose Provider" lists it. */
export interface InstalledModel {
  /** The name the chat sends as `model`. */
  id: string;
  /** Size or parameter count when the server says (facts, shown verbatim). */
  detail?: string;
  /** LM Studio only: whether the model is loaded now (loading one takes a while on first use). */
  loaded?: boolean;
}

/** The models a server lists, and which kind of server listed them. */
export interface InstalledModels {
  server: 'ollama' | 'lmstudio' | 'openai-compatible';
  models: InstalledModel[];
}

/** A server answer larger than this is not a model list (a hostile or misconfigured server); it is ignored. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;
/** More models than anyone installs; the rest are left out of the list, never parsed into memory unbounded. */
const MAX_MODELS = 500;

export interface InstalledModelsOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

/**
 * Lists the models the server behind an OpenAI-compatible base URL has installed, asking as the servers document:
 * Ollama's `GET /api/tags` (`{models: [{name, size, details: {parameter_size}}]}`), LM Studio's `GET /api/v0/models`
 * (`{data: [{id, type, state}]}`, embedding models left out), else the OpenAI-compatible `GET {base}/models`
 * (`{data: [{id}]}`). Null when the server does not answer within the time limit or answers none of these; an
 * empty list when it answers with no chat model installed. Bodies are capped; nothing here throws.
 */
export async function installedModels(
  baseUrl: string,
  options: InstalledModelsOptions = {},
): Promise<InstalledModels | null> {
  const base = baseUrl.trim().replace(/\/+$/, '');
  const root = base.replace(/\/v1$/, '');
  const timeout = AbortSignal.timeout(options.timeoutMs ?? 5000);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const get = (url: string): Promise<unknown> => getJson(url, signal, options.fetch ?? fetch);

  const tags = await get(`${root}/api/tags`);
  if (isRecord(tags) && Array.isArray(tags.models)) {
    const models = tags.models.slice(0, MAX_MODELS).flatMap((entry): InstalledModel[] => {
      if (!isRecord(entry)) return [];
      const id = typeof entry.name === 'string' ? entry.name : typeof entry.model === 'string' ? entry.model : '';
      if (id === '') return [];
      const details = isRecord(entry.details) ? entry.details : {};
      const facts = [
        typeof details.parameter_size === 'string' ? details.parameter_size : '',
        typeof details.quantization_level === 'string' ? details.quantization_level : '',
        typeof entry.size === 'number' && entry.size > 0 ? `${(entry.size / 1024 ** 3).toFixed(1)} GB` : '',
      ].filter((fact) => fact !== '');
      return [{ id, ...(facts.length > 0 ? { detail: facts.join(' · ') } : {}) }];
    });
    return { server: 'ollama', models };
  }
  if (signal.aborted) return null;

  const studio = await get(`${root}/api/v0/models`);
  if (isRecord(studio) && Array.isArray(studio.data) && studio.data.some((m) => isRecord(m) && 'state' in m)) {
    const models = studio.data.slice(0, MAX_MODELS).flatMap((entry): InstalledModel[] => {
      if (!isRecord(entry) || typeof entry.id !== 'string' || entry.id === '') return [];
      if (entry.type === 'embeddings') return [];
      const facts = [
        typeof entry.arch === 'string' ? entry.arch : '',
        typeof entry.quantization === 'string' ? entry.quantization : '',
      ].filter((fact) => fact !== '');
      return [
        {
          id: entry.id,
          loaded: entry.state === 'loaded',
          ...(facts.length > 0 ? { detail: facts.join(' · ') } : {}),
        },
      ];
    });
    return { server: 'lmstudio', models };
  }
  if (signal.aborted) return null;

  const listed = await get(`${base}/models`);
  if (isRecord(listed) && Array.isArray(listed.data)) {
    const models = listed.data
      .slice(0, MAX_MODELS)
      .flatMap((entry): InstalledModel[] =>
        isRecord(entry) && typeof entry.id === 'string' && entry.id !== '' ? [{ id: entry.id }] : [],
      );
    return { server: 'openai-compatible', models };
  }
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The parsed JSON body of a 2xx answer under the size cap, else undefined (unreachable, error, too big, not JSON). */
async function getJson(url: string, signal: AbortSignal, fetcher: typeof fetch): Promise<unknown> {
  try {
    const response = await fetcher(url, { signal, headers: { accept: 'application/json' } });
    if (!response.ok || response.body === null) {
      await response.body?.cancel().catch(() => undefined);
      return undefined;
    }
    const declared = Number(response.headers.get('content-length') ?? '0');
    if (declared > MAX_BODY_BYTES) {
      await response.body.cancel().catch(() => undefined);
      return undefined;
    }
    const chunks: Uint8Array[] = [];
    let total = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      total += chunk.byteLength;
      if (total > MAX_BODY_BYTES) {
        await response.body.cancel().catch(() => undefined);
        return undefined;
      }
      chunks.push(chunk);
    }
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}
