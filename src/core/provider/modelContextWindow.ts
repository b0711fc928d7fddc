/** Ollama's context when neither the model file nor the server sets `num_ctx` (OLLAMA_CONTEXT_LENGTH). */
export const OLLAMA_DEFAULT_CONTEXT = 4096;

/** The context window a server reports for a model, and which kind of server said so. */
export interface ContextWindow {
  tokens: number;
  source: 'ollama' | 'lmstudio';
}

async function json(url: string, init: RequestInit, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { ...init, signal });
  if (!response.ok) return undefined;
  return await response.json();
}

/**
 * Asks the server behind an OpenAI-compatible base URL how large the model's context is: Ollama's `/api/show`
 * (`num_ctx` from the model's parameters, else Ollama's default, never more than the model's trained length) or
 * LM Studio's `/api/v0/models/{model}` (the loaded context, else the maximum). Null when the server offers
 * neither (hosted APIs) or does not answer within `timeoutMs`.
 */
export async function modelContextWindow(
  baseUrl: string,
  model: string,
  timeoutMs = 3000,
): Promise<ContextWindow | null> {
  const root = baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '');
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const show = (await json(
      `${root}/api/show`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ model }) },
      signal,
    ).catch(() => undefined)) as { parameters?: unknown; model_info?: Record<string, unknown> } | undefined;
    if (
      show !== undefined &&
      show !== null &&
      typeof show === 'object' &&
      ('model_info' in show || 'parameters' in show)
    ) {
      const numCtx =
        typeof show.parameters === 'string' ? /(?:^|\n)\s*num_ctx\s+(\d+)/.exec(show.parameters)?.[1] : undefined;
      const trained = Object.entries(show.model_info ?? {}).find(
        ([k, v]) => k.endsWith('.context_length') && typeof v === 'number',
      )?.[1] as number | undefined;
      const tokens =
        numCtx !== undefined ? Number(numCtx) : Math.min(OLLAMA_DEFAULT_CONTEXT, trained ?? OLLAMA_DEFAULT_CONTEXT);
      return { tokens, source: 'ollama' };
    }
    const info = (await json(`${root}/api/v0/models/${encodeURIComponent(model)}`, {}, signal).catch(
      () => undefined,
    )) as { loaded_context_length?: unknown; max_context_length?: unknown } | undefined;
    if (info !== undefined && info !== null && typeof info === 'object') {
      const tokens = [info.loaded_context_length, info.max_context_length].find(
        (v): v is number => typeof v === 'number' && v > 0,
      );
      if (tokens !== undefined) return { tokens, source: 'lmstudio' };
    }
  } catch {
    // Unreachable or not one of these servers: the setting decides.
  }
  return null;
}
