import type { Locale } from './locale';

/**
 * Messages by id: every text a person reads is a message id with parameters, rendered per locale by the catalog that
 * defines it (English and Simplified Chinese side by side). Facts (names, versions, paths) are parameters and are
 * rendered verbatim; nothing is translated from finished English. Catalogs live beside their domain, in files named
 * `*Messages.ts`; defining one registers it, so a test renders every id in both languages from its example.
 */

/** A message's parameters: facts and counts, never prose. */
export type MessageParams = Readonly<Record<string, string | number | boolean>>;

/** One message: its example parameters (tests render every id with them) and its text in each locale. */
export interface MessageDef<P extends MessageParams> {
  example: P;
  en(p: P): string;
  zh(p: P): string;
}

/** A message as data: its id (`domain.key`) and parameters. Renders with {@link renderMessage}. */
export interface Message {
  readonly id: string;
  readonly params: MessageArgs;
}

/**
 * The parameters a message is built with: its facts, where a text parameter may also be a message of its own (a
 * reason quoted inside another sentence), rendered in the same locale as the message that holds it.
 */
export type MessageArgs = Readonly<Record<string, string | number | boolean | Message>>;

/** A definition's parameters as a builder takes them: each text parameter may be given as a message. */
type Args<P> = { readonly [K in keyof P]: P[K] extends string ? P[K] | Message : P[K] };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry keeps its own parameter type
type AnyDef = MessageDef<any>;
type Builders<D extends Record<string, AnyDef>> = {
  readonly [K in keyof D]: (params: Args<D[K]['example']>) => Message;
};

/**
 * One registry per process, kept on `globalThis`: the CLI's build splits each command into its own bundle (esbuild.js),
 * each with a copy of this module, and a message defined in one bundle is rendered by another (`UsageError` in
 * cliIo's bundle rendered `publish.noToken` as its bare id before this).
 */
const REGISTRY_KEY = Symbol.for('nova.messageCatalog.registry');
const REGISTRY: Map<string, AnyDef> =
  ((globalThis as Record<symbol, unknown>)[REGISTRY_KEY] as Map<string, AnyDef> | undefined) ??
  new Map<string, AnyDef>();
(globalThis as Record<symbol, unknown>)[REGISTRY_KEY] = REGISTRY;

/** Registers a catalog under `domain` and returns one builder per key: `M.key(params)` is the message `domain.key`. */
export function defineMessages<D extends Record<string, AnyDef>>(domain: string, defs: D): Builders<D> {
  const builders: Record<string, (params: MessageArgs) => Message> = {};
  for (const [key, def] of Object.entries(defs)) {
    const id = `${domain}.${key}`;
    REGISTRY.set(id, def);
    builders[key] = (params) => ({ id, params });
  }
  return builders as Builders<D>;
}

/** One message definition with its parameter type taken from `en` (the Chinese text gets the same type). */
export function msg<P extends MessageParams>(def: MessageDef<P>): MessageDef<P> {
  return def;
}

/** `message` in `locale`; an unknown id (never in Nova's own code) renders as the id itself. */
export function renderMessage(message: Message, locale: Locale = 'en'): string {
  const def = REGISTRY.get(message.id);
  if (def === undefined) return message.id;
  const params = renderedParams(message.params, locale);
  return locale === 'zh-cn' ? def.zh(params) : def.en(params);
}

/** `params` with each message among them rendered in `locale` (the same object when there is none). */
function renderedParams(params: MessageArgs, locale: Locale): MessageParams {
  let out: Record<string, string | number | boolean> | null = null;
  for (const key in params) {
    const value = params[key];
    if (typeof value !== 'object' || value === null) continue;
    out ??= { ...(params as Record<string, string | number | boolean>) };
    out[key] = renderMessage(value, locale);
  }
  return out ?? (params as MessageParams);
}

/** Messages rendered in `locale`, joined with a space (English) or nothing (Chinese, whose sentences end in 。). */
export function renderMessages(messages: readonly Message[], locale: Locale = 'en'): string {
  return messages.map((m) => renderMessage(m, locale)).join(locale === 'zh-cn' ? '' : ' ');
}

/** Every registered id with its definition (tests render each one in both languages). */
export function registeredMessages(): ReadonlyMap<string, AnyDef> {
  return REGISTRY;
}

/** An English count with its noun in the right number: `1 mod`, `2 mods` (plural defaults to noun + "s"). */
export function enCount(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}
