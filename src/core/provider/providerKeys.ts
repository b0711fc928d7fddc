/**
 * Which API key a request may carry. A key is bound to the server origin it was entered for: one secret per origin,
 * named `nova.provider.apiKey:<origin>`. A base URL, wherever it was set (a cloned repository's workspace settings
 * included), gets only its own origin's key; other origins' keys are reported as withheld so the host can ask.
 * OPENAI_API_KEY goes to api.openai.com only, unless the user opted in. Host-free, so the policy is unit-tested.
 */

export const OPENAI_ORIGIN = 'https://api.openai.com';
/** The one secret of Nova 0.1.0, before keys were bound to origins; it was only ever meant for OpenAI. */
export const LEGACY_KEY_NAME = 'nova.provider.apiKey';

/** The secret storage as the policy needs it (VS Code's SecretStorage fits). */
export interface KeyStore {
  get(name: string): PromiseLike<string | undefined>;
  store(name: string, value: string): PromiseLike<void>;
  delete(name: string): PromiseLike<void>;
}

export function keyName(origin: string): string {
  return `${LEGACY_KEY_NAME}:${origin}`;
}

/** `scheme://host[:port]` in URL's normal form (default port dropped, host lower-cased); '' unless http(s). */
export function originOf(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : '';
  } catch {
    return '';
  }
}

export interface KeyChoiceInput {
  /** The origin the request goes to. */
  origin: string;
  /** The key stored for exactly that origin ('' when none). */
  stored: string;
  /** OPENAI_API_KEY ('' when unset). */
  env: string;
  /** The user (never a workspace) allowed OPENAI_API_KEY for servers other than api.openai.com. */
  envForAnyServer: boolean;
  /** Every origin that has a stored key. */
  keyOrigins: readonly string[];
}

export interface KeyChoice {
  apiKey: string;
  source: 'secret-storage' | 'environment' | 'none';
  /** Origins whose stored key was not sent (non-empty only when the request carries no key). */
  withheldFrom: string[];
}

export function chooseKey(input: KeyChoiceInput): KeyChoice {
  if (input.origin !== '' && input.stored !== '')
    return { apiKey: input.stored, source: 'secret-storage', withheldFrom: [] };
  const env = input.env.trim();
  if (input.origin !== '' && env !== '' && (input.origin === OPENAI_ORIGIN || input.envForAnyServer))
    return { apiKey: env, source: 'environment', withheldFrom: [] };
  return { apiKey: '', source: 'none', withheldFrom: input.keyOrigins.filter((o) => o !== input.origin) };
}

/**
 * Moves the legacy single key to the OpenAI origin (unless that origin already has one) and deletes the legacy
 * entry. Returns the origin that now holds it, or null when there was nothing to move.
 */
export async function migrateLegacyKey(store: KeyStore): Promise<string | null> {
  const legacy = (await store.get(LEGACY_KEY_NAME)) ?? '';
  if (legacy === '') return null;
  if (((await store.get(keyName(OPENAI_ORIGIN))) ?? '') === '') await store.store(keyName(OPENAI_ORIGIN), legacy);
  await store.delete(LEGACY_KEY_NAME);
  return OPENAI_ORIGIN;
}
