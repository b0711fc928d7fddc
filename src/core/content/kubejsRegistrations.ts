import { parse, type Node } from 'acorn';
import type { Message } from '../locale/messageCatalog';
import { ContentNotes } from './contentMessages';

/** One id a KubeJS startup script registers. */
export interface KubeRegistration {
  kind: 'item' | 'block' | 'fluid';
  id: string;
  /** `.displayName('…')` on the builder, when a string literal. */
  name: string | null;
}

export interface KubeScriptContent {
  registrations: KubeRegistration[];
  /** Registrations Nova could not read (a computed id, a parse error), as messages: the namespace is then incomplete. */
  unreadable: Message[];
}

const MAX_NODES = 500_000;
const MAX_DEPTH = 400;

/**
 * The registrations of one startup script: `event.create('name'[, 'type'])` inside `StartupEvents.registry('item' |
 * 'block' | 'fluid', …)` (KubeJS 6–7), `onEvent('item.registry', …)` (KubeJS 3–5) or `events.listen('item.registry',
 * …)` (1.12). An id without `:` becomes `kubejs:<name>`; a block also registers its block item unless `.noItem()`; a
 * fluid `x` registers fluid `x` and `flowing_x`, block `x` and item `x_bucket` unless `.noBlock()`/`.noBucket()`
 * (KubeJS BlockBuilder/FluidBuilder). Parsed with acorn, never run.
 */
export function readStartupScript(text: string, file: string): KubeScriptContent {
  const out: KubeScriptContent = { registrations: [], unreadable: [] };
  let ast: Node;
  try {
    ast = parse(text, {
      ecmaVersion: 'latest',
      sourceType: 'script',
      allowReturnOutsideFunction: true,
      allowHashBang: true,
    });
  } catch (error) {
    try {
      ast = parse(text, { ecmaVersion: 'latest', sourceType: 'module' });
    } catch {
      out.unreadable.push(ContentNotes.kubejsUnparsable({ file, error: (error as Error).message, gap: false }));
      return out;
    }
  }
  const ctx: WalkState = { pending: new Map(), chained: new WeakSet(), emitted: new WeakSet() };
  let visited = 0;
  // An explicit stack of [node, registry in effect, chain of parent call names]; no recursion on untrusted depth.
  const stack: Array<[unknown, string | null, number]> = [[ast, null, 0]];
  while (stack.length > 0) {
    const [value, registry, depth] = stack.pop()!;
    if (++visited > MAX_NODES || depth > MAX_DEPTH) {
      out.unreadable.push(ContentNotes.kubejsTooComplex({ file, gap: false }));
      break;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], registry, depth + 1]);
      continue;
    }
    const node = value as Record<string, unknown> & { type?: string };
    let inner = registry;
    if (node.type === 'CallExpression') {
      const found = eventRegistry(node);
      if (found !== undefined) inner = found;
      else if (registry !== null) readCreate(node, registry, out, file, ctx);
    }
    for (const key of Object.keys(node)) {
      if (key === 'type' || key === 'start' || key === 'end' || key === 'loc' || key === 'range') continue;
      const child = node[key];
      if (typeof child === 'object' && child !== null) stack.push([child, inner, depth + 1]);
    }
  }
  for (const [call, { registry, raw }] of ctx.pending) if (!ctx.emitted.has(call)) emit(registry, raw, [], out);
  return out;
}

type AstRecord = Record<string, unknown>;

/** One script's walk: create calls not yet seen in a chain, and the calls already read as part of a chain. */
interface WalkState {
  pending: Map<AstRecord, { registry: string; raw: string }>;
  chained: WeakSet<AstRecord>;
  emitted: WeakSet<AstRecord>;
}

/** The registry an event call opens (`item`, `block`, `fluid`; others ignored as `other`), or undefined. */
function eventRegistry(call: Record<string, unknown>): string | undefined {
  const callee = call['callee'] as Record<string, unknown> | undefined;
  const first = stringArg(call, 0);
  if (callee === undefined || first === null) return undefined;
  const name = calleeName(callee);
  if (name === 'StartupEvents.registry') return registryName(first);
  if (name === 'onEvent' || name === 'events.listen') {
    const m = /^(item|block|fluid)\.registry$/.exec(first);
    return m ? m[1]! : undefined;
  }
  return undefined;
}

function registryName(raw: string): string {
  const id = raw.startsWith('minecraft:') ? raw.slice(10) : raw;
  return id === 'item' || id === 'block' || id === 'fluid' ? id : 'other';
}

function calleeName(callee: Record<string, unknown>): string | null {
  if (callee['type'] === 'Identifier') return callee['name'] as string;
  if (callee['type'] === 'MemberExpression' && !callee['computed']) {
    const object = callee['object'] as Record<string, unknown>;
    const property = (callee['property'] as Record<string, unknown>)['name'] as string;
    const base = calleeName(object);
    return base === null ? null : `${base}.${property}`;
  }
  return null;
}

function stringArg(call: Record<string, unknown>, index: number): string | null {
  const args = call['arguments'] as Array<Record<string, unknown>> | undefined;
  const arg = args?.[index];
  if (arg === undefined) return null;
  if (arg['type'] === 'Literal' && typeof arg['value'] === 'string') return arg['value'];
  if (arg['type'] === 'TemplateLiteral' && (arg['expressions'] as unknown[]).length === 0) {
    const quasi = (arg['quasis'] as Array<{ value: { cooked: string } }>)[0];
    return quasi?.value.cooked ?? null;
  }
  return null;
}

/**
 * `x.create(...)` in a registry event. The builder's chained calls sit *above* the create call in the tree
 * (`e.create('a').noItem()` is a call on a member of the create call), so the chain is read from the root of the
 * statement: this reads the create call's own arguments and leaves chain modifiers to {@link chainModifiers}.
 */
function readCreate(call: AstRecord, registry: string, out: KubeScriptContent, file: string, ctx: WalkState): void {
  const callee = call['callee'] as Record<string, unknown>;
  if (callee['type'] !== 'MemberExpression' || callee['computed']) return;
  const property = (callee['property'] as Record<string, unknown>)['name'];
  if (property === 'create' && (call['arguments'] as unknown[]).length > 0) {
    if (ctx.emitted.has(call)) return;
    if (registry === 'other') return;
    const raw = stringArg(call, 0);
    if (raw === null) {
      out.unreadable.push(ContentNotes.kubejsComputedId({ file, registry, gap: false }));
      return;
    }
    ctx.pending.set(call, { registry, raw });
    return;
  }
  // The outermost call of a builder chain: find its create call and the modifiers on the way down.
  if (ctx.chained.has(call)) return;
  const modifiers: Array<{ name: string; arg: string | null }> = [];
  let node: Record<string, unknown> = call;
  while (node['type'] === 'CallExpression') {
    const c = node['callee'] as Record<string, unknown>;
    if (c['type'] !== 'MemberExpression' || c['computed']) return;
    const name = (c['property'] as Record<string, unknown>)['name'] as string;
    if (name === 'create') break;
    modifiers.push({ name, arg: stringArg(node, 0) });
    ctx.chained.add(node);
    node = c['object'] as Record<string, unknown>;
  }
  if (node['type'] !== 'CallExpression') return;
  const c = node['callee'] as Record<string, unknown>;
  if (c['type'] !== 'MemberExpression' || (c['property'] as Record<string, unknown>)['name'] !== 'create') return;
  const raw = stringArg(node, 0);
  if (raw === null) return; // reported when the create call itself is visited
  emit(registry, raw, modifiers, out);
  ctx.pending.delete(node);
  ctx.emitted.add(node);
}

function emit(
  registry: string,
  raw: string,
  modifiers: ReadonlyArray<{ name: string; arg: string | null }>,
  out: KubeScriptContent,
): void {
  const id = raw.includes(':') ? raw : `kubejs:${raw}`;
  const has = (name: string): boolean => modifiers.some((m) => m.name === name);
  const display = modifiers.find((m) => m.name === 'displayName' && m.arg !== null)?.arg ?? null;
  const colon = id.indexOf(':');
  const ns = id.slice(0, colon);
  const path = id.slice(colon + 1);
  if (registry === 'item') out.registrations.push({ kind: 'item', id, name: display });
  else if (registry === 'block') {
    out.registrations.push({ kind: 'block', id, name: display });
    if (!has('noItem')) out.registrations.push({ kind: 'item', id, name: display });
  } else if (registry === 'fluid') {
    out.registrations.push({ kind: 'fluid', id, name: display });
    out.registrations.push({ kind: 'fluid', id: `${ns}:flowing_${path}`, name: null });
    if (!has('noBlock')) out.registrations.push({ kind: 'block', id, name: display });
    if (!has('noBucket')) out.registrations.push({ kind: 'item', id: `${ns}:${path}_bucket`, name: null });
  }
}
