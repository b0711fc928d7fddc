import { parse } from 'acorn';
import type { ContentReference, LocalDefinitions, RecipeDefinition } from './contentReference';
import { parseIdLiteral } from './idLiteral';
import { TextPositions } from './textPositions';
import { idSites, type ValueNode } from './valueTree';

/** What one KubeJS script names and defines, or why it could not be read. */
export interface ScriptReading {
  references: ContentReference[];
  definitions: LocalDefinitions;
  /** Mods the script's `// requires: mod` header lines name (KubeJS skips the script when one is missing). */
  requires: string[];
  /** The parse error with its position, when the script is not JavaScript Nova can read. */
  error?: { message: string; line: number; column: number };
}

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** Deeper syntax trees are not walked further (the parser itself is guarded by a caught stack overflow). */
const MAX_AST_DEPTH = 400;

const RECIPE_METHODS = new Set([
  'shaped',
  'shapeless',
  'smelting',
  'blasting',
  'smoking',
  'campfireCooking',
  'stonecutting',
  'smithing',
  'smithingTrim',
]);
/** KubeJS loot (KubeJS 6 loot events, LootJS) and world-gen helpers whose every string argument is an id. */
const LOOT_AND_WORLDGEN = new Set([
  'addSimpleBlock',
  'addBlock',
  'addItem',
  'addLoot',
  'removeLoot',
  'replaceLoot',
  'addBlockLootModifier',
  'addTarget',
]);
const GUARD_CALLS = /^(isLoaded|isModLoaded|modLoaded|isModPresent)$/;

type Context =
  | { kind: 'tags'; param: string; registry: string | null }
  | { kind: 'registry'; param: string; registry: string | null };

/**
 * Reads a KubeJS script (any era: `events.listen`, `onEvent`, `ServerEvents.recipes`, content-and-release.md §3) with a
 * real JavaScript parser and keeps only string literals whose role is clear: recipe methods' outputs and inputs,
 * `Item.of`/`Ingredient.of`/`Fluid.of`, `event.custom({...})` JSON, recipe filters (`remove`, `replaceInput`,
 * `replaceOutput`: `output`/`input` keys), `event.recipes.<ns>.<type>(…)` arguments, tag events' `add`/`remove`
 * members (and the tags they define), startup `create('x')` registrations, `.id('ns:x')` recipe ids, and the KubeJS
 * loot and world-gen helpers. Ids inside an `if (Platform.isLoaded('x'))` test's branches carry the guard.
 */
export function readScript(file: string, text: string): ScriptReading {
  const reading: ScriptReading = {
    references: [],
    definitions: { registered: new Set(), tags: new Map(), recipes: [] },
    requires: requiresHeader(text),
  };
  let program: AstNode;
  try {
    program = parseProgram(text);
  } catch (error) {
    const e = error as { message?: string; pos?: number; loc?: { line: number; column: number } };
    if (error instanceof RangeError) {
      reading.error = { message: 'too-deep', line: 1, column: 1 };
    } else {
      const message = String(e.message ?? error).replace(/\s*\(\d+:\d+\)$/, '');
      reading.error = { message, line: e.loc?.line ?? 1, column: (e.loc?.column ?? 0) + 1 };
    }
    return reading;
  }
  const positions = new TextPositions(text);
  const seen = new Set<number>();
  const contexts: Context[] = [];
  const guards: string[][] = [];

  const reference = (node: AstNode, registry?: string, tagOnly = false): void => {
    const value = literalString(node);
    if (value === null || seen.has(node.start)) return;
    const parsed = parseIdLiteral(value);
    if (parsed === null || (tagOnly && !parsed.tag)) return;
    seen.add(node.start);
    const start = node.start + 1 + parsed.offset;
    const { line, column } = positions.at(node.start);
    const guardedBy = guards.flat();
    reading.references.push({
      file,
      id: parsed.id,
      tag: parsed.tag,
      ...(registry !== undefined ? { registry } : {}),
      line,
      column,
      start,
      end: start + parsed.length,
      source: 'script',
      ...(guardedBy.length > 0 ? { guardedBy } : {}),
    });
  };
  /** A string, an array of them (nested), or `Item.of`-like calls (walked on their own). */
  const references = (node: AstNode | undefined, registry?: string): void => {
    if (node === undefined) return;
    if (node.type === 'ArrayExpression') {
      for (const element of (node['elements'] as Array<AstNode | null>) ?? [])
        if (element) references(element, registry);
    } else reference(node, registry);
  };
  const valueSites = (node: AstNode): void => {
    const tree = valueTree(node, 0);
    for (const site of idSites(tree)) {
      if (site.node.raw === false) continue;
      const literal = { type: 'Literal', start: site.node.start - 1, end: 0, value: site.node.value } as AstNode;
      if (site.bareTag) {
        const parsed = parseIdLiteral(site.node.value);
        if (parsed === null || parsed.tag) continue;
        if (seen.has(literal.start)) continue;
        seen.add(literal.start);
        const { line, column } = positions.at(literal.start);
        const start = site.node.start + parsed.offset;
        reading.references.push({
          file,
          id: parsed.id,
          tag: true,
          registry: site.registry ?? 'item',
          line,
          column,
          start,
          end: start + parsed.length,
          source: 'script',
        });
      } else reference(literal, site.registry);
    }
  };
  const filter = (node: AstNode | undefined, depth = 0): void => {
    if (node === undefined || depth > 8) return;
    if (node.type === 'ArrayExpression') {
      for (const element of (node['elements'] as Array<AstNode | null>) ?? []) if (element) filter(element, depth + 1);
      return;
    }
    if (node.type !== 'ObjectExpression') return;
    for (const prop of (node['properties'] as AstNode[]) ?? []) {
      const key = propertyKey(prop);
      const value = prop['value'] as AstNode | undefined;
      if (key === 'output' || key === 'input') references(value);
      else if (key === 'not' || key === 'or') filter(value, depth + 1);
    }
  };

  const call = (node: AstNode): void => {
    const callee = node['callee'] as AstNode;
    const args = (node['arguments'] as AstNode[]) ?? [];
    // Event registrations: the callback's first parameter is the event whose methods mean something.
    const event = eventOf(callee, args);
    if (event !== null) {
      const fn = args[args.length - 1];
      const param = fn !== undefined ? firstParam(fn) : null;
      if (param !== null) contexts.push({ kind: event.kind, param, registry: event.registry });
      try {
        for (const arg of args) visit(arg, 0);
      } finally {
        if (param !== null) contexts.pop();
      }
      return;
    }
    if (callee.type === 'MemberExpression') {
      const method = memberName(callee);
      const receiver = callee['object'] as AstNode;
      const context =
        receiver.type === 'Identifier' ? [...contexts].reverse().find((c) => c.param === receiver['name']) : undefined;
      if (context?.kind === 'tags' && context.registry !== null) {
        if (method === 'add' || method === 'remove') {
          const tag = literalString(args[0]);
          if (method === 'add' && tag !== null)
            defineTag(reading.definitions, context.registry, tag, args.length - 1, file, positions.at(node.start).line);
          for (const arg of args.slice(1)) references(arg, context.registry);
        } else if (method === 'removeAllTagsFrom') for (const arg of args) references(arg, context.registry);
      } else if (context?.kind === 'registry' && method === 'create') {
        const name = literalString(args[0]);
        if (name !== null) register(reading.definitions, context.registry, name);
      } else if (
        receiver.type === 'Identifier' &&
        (receiver['name'] === 'Item' || receiver['name'] === 'Ingredient') &&
        method === 'of'
      ) {
        references(args[0]);
      } else if (receiver.type === 'Identifier' && receiver['name'] === 'Fluid' && method === 'of') {
        references(args[0], 'fluid');
      } else if (method !== null && RECIPE_METHODS.has(method)) {
        if (method === 'shaped') {
          references(args[0]);
          const key = args[2];
          if (key?.type === 'ObjectExpression')
            for (const prop of (key['properties'] as AstNode[]) ?? []) references(prop['value'] as AstNode);
        } else for (const arg of args) references(arg);
      } else if (method === 'custom' && args[0]?.type === 'ObjectExpression') {
        valueSites(args[0]);
      } else if (method === 'remove' && args[0]?.type === 'ObjectExpression') {
        filter(args[0]);
      } else if (method === 'replaceInput' || method === 'replaceOutput') {
        filter(args[0]);
        references(args[1]);
        references(args[2]);
      } else if (method !== null && LOOT_AND_WORLDGEN.has(method)) {
        for (const arg of args) references(arg);
      } else if (method === 'id' && receiver.type === 'CallExpression') {
        const id = literalString(args[0]);
        const parsed = id === null ? null : parseIdLiteral(id);
        if (parsed !== null && !parsed.tag && args[0] !== undefined) {
          const { line, column } = positions.at(args[0].start);
          reading.definitions.recipes.push(
            recipeDefinition(parsed.id, file, line, column, args[0].start + 1, 'script'),
          );
        }
      } else if (isRecipeTypeCall(callee)) {
        for (const arg of args) {
          if (arg.type === 'ObjectExpression') valueSites(arg);
          else references(arg);
        }
      }
    }
  };

  const visit = (node: unknown, depth: number): void => {
    if (depth > MAX_AST_DEPTH || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child, depth + 1);
      return;
    }
    const ast = node as AstNode;
    if (typeof ast.type !== 'string') return;
    if ((ast.type === 'IfStatement' || ast.type === 'ConditionalExpression') && ast['test'] !== undefined) {
      const mods = guardMods(ast['test'] as AstNode);
      visit(ast['test'], depth + 1);
      if (mods.length > 0) guards.push(mods);
      try {
        visit(ast['consequent'], depth + 1);
      } finally {
        if (mods.length > 0) guards.pop();
      }
      visit(ast['alternate'], depth + 1);
      return;
    }
    if (ast.type === 'CallExpression' || ast.type === 'NewExpression') {
      call(ast);
      if (eventOf(ast['callee'] as AstNode, (ast['arguments'] as AstNode[]) ?? []) !== null) return;
    }
    for (const key in ast) {
      if (key === 'type' || key === 'start' || key === 'end') continue;
      const child = ast[key];
      if (child !== null && typeof child === 'object') visit(child, depth + 1);
    }
  };
  visit(program, 0);
  return reading;
}

function parseProgram(text: string): AstNode {
  const options = {
    ecmaVersion: 'latest' as const,
    allowHashBang: true,
    allowReturnOutsideFunction: true,
    allowAwaitOutsideFunction: true,
    allowImportExportEverywhere: true,
  };
  try {
    return parse(text, { ...options, sourceType: 'script' }) as unknown as AstNode;
  } catch (error) {
    if (error instanceof RangeError) throw error;
    try {
      return parse(text, { ...options, sourceType: 'module' }) as unknown as AstNode;
    } catch {
      throw error;
    }
  }
}

/** KubeJS 6+ skips a script whose header says `// requires: mod` for a mod that is not loaded. */
function requiresHeader(text: string): string[] {
  const mods: string[] = [];
  const head = text.slice(0, 4000).split('\n');
  for (const line of head) {
    const trimmed = line.trim();
    if (trimmed === '') continue;
    if (!trimmed.startsWith('//')) break;
    const match = /^\/\/\s*requires\s*:\s*([a-z0-9_.-]+)/.exec(trimmed);
    if (match?.[1] !== undefined) mods.push(match[1]);
  }
  return mods;
}

function literalString(node: AstNode | undefined): string | null {
  if (node === undefined) return null;
  if (node.type === 'Literal' && typeof node['value'] === 'string') return node['value'];
  if (node.type === 'TemplateLiteral' && ((node['expressions'] as unknown[]) ?? []).length === 0) {
    const quasi = ((node['quasis'] as AstNode[]) ?? [])[0];
    const cooked = (quasi?.['value'] as { cooked?: string } | undefined)?.cooked;
    return typeof cooked === 'string' ? cooked : null;
  }
  return null;
}

function memberName(node: AstNode): string | null {
  const property = node['property'] as AstNode;
  if (node['computed'] !== true && property.type === 'Identifier') return property['name'] as string;
  return literalString(property);
}

function propertyKey(prop: AstNode): string | null {
  if (prop.type !== 'Property') return null;
  const key = prop['key'] as AstNode;
  if (key.type === 'Identifier' && prop['computed'] !== true) return key['name'] as string;
  return literalString(key);
}

function firstParam(fn: AstNode): string | null {
  if (fn.type !== 'ArrowFunctionExpression' && fn.type !== 'FunctionExpression') return null;
  const param = ((fn['params'] as AstNode[]) ?? [])[0];
  return param?.type === 'Identifier' ? (param['name'] as string) : null;
}

/** `item`, `items`, `minecraft:item`, `item.tags`, `tags.items` → `item` (null for registries the index does not hold). */
function registryName(text: string): string | null {
  const name = text.replace(/^minecraft:/, '').replace(/\.tags$|^tags\.|\.registry$/g, '');
  if (name === 'item' || name === 'items') return 'item';
  if (name === 'block' || name === 'blocks') return 'block';
  if (name === 'fluid' || name === 'fluids') return 'fluid';
  return null;
}

/** A tag or registry event registration in any KubeJS era, with the registry it is for. */
function eventOf(callee: AstNode, args: AstNode[]): { kind: 'tags' | 'registry'; registry: string | null } | null {
  if (callee?.type === 'Identifier' && callee['name'] === 'onEvent') return namedEvent(literalString(args[0]));
  if (callee?.type !== 'MemberExpression') return null;
  const object = callee['object'] as AstNode;
  const method = memberName(callee);
  if (object.type !== 'Identifier') return null;
  const group = object['name'] as string;
  if (group === 'events' && method === 'listen') return namedEvent(literalString(args[0]));
  if (group === 'ServerEvents' && method === 'tags') {
    const registry = literalString(args[0]);
    return { kind: 'tags', registry: registry === null ? null : registryName(registry) };
  }
  if ((group === 'StartupEvents' || group === 'ServerEvents') && method === 'registry') {
    const registry = literalString(args[0]);
    return { kind: 'registry', registry: registry === null ? null : registryName(registry) };
  }
  return null;
}

function namedEvent(name: string | null): { kind: 'tags' | 'registry'; registry: string | null } | null {
  if (name === null) return null;
  if (/(^tags\.|\.tags$)/.test(name)) return { kind: 'tags', registry: registryName(name) };
  if (/\.registry$/.test(name)) return { kind: 'registry', registry: registryName(name) };
  return null;
}

/** `event.recipes.create.mixing(…)`, `event.recipes['create:mixing'](…)`, `event.recipes.createMixing(…)`. */
function isRecipeTypeCall(callee: AstNode): boolean {
  let object = callee['object'] as AstNode;
  for (let i = 0; i < 2 && object?.type === 'MemberExpression'; i++) {
    if (memberName(object) === 'recipes') return true;
    object = object['object'] as AstNode;
  }
  return false;
}

/** Mods an `if` test requires to be loaded: `Platform.isLoaded('x')`, `Platform.mods.x`, `isModLoaded('x')`. */
function guardMods(test: AstNode): string[] {
  const mods: string[] = [];
  const scan = (node: unknown, depth: number): void => {
    if (depth > 20 || node === null || typeof node !== 'object') return;
    const ast = node as AstNode;
    if (ast.type === 'CallExpression') {
      const callee = ast['callee'] as AstNode;
      const name =
        callee.type === 'MemberExpression'
          ? memberName(callee)
          : callee.type === 'Identifier'
            ? (callee['name'] as string)
            : null;
      if (name !== null && GUARD_CALLS.test(name)) {
        const mod = literalString(((ast['arguments'] as AstNode[]) ?? [])[0]);
        if (mod !== null) mods.push(mod);
      }
    }
    if (ast.type === 'MemberExpression') {
      const object = ast['object'] as AstNode;
      if (object.type === 'MemberExpression' && memberName(object) === 'mods') {
        const mod = memberName(ast);
        if (mod !== null) mods.push(mod);
      }
    }
    for (const key in ast) if (key !== 'type') scan(ast[key], depth + 1);
  };
  scan(test, 0);
  return mods;
}

/** An object literal as a value tree (strings keep their positions; anything computed is `other`). */
function valueTree(node: AstNode, depth: number): ValueNode {
  if (depth > 64) return { kind: 'other' };
  if (node.type === 'ObjectExpression') {
    const props: Array<[string, ValueNode]> = [];
    for (const prop of (node['properties'] as AstNode[]) ?? []) {
      const key = propertyKey(prop);
      if (key !== null) props.push([key, valueTree(prop['value'] as AstNode, depth + 1)]);
    }
    return { kind: 'object', props };
  }
  if (node.type === 'ArrayExpression') {
    const items = ((node['elements'] as Array<AstNode | null>) ?? []).filter((e): e is AstNode => e !== null);
    return { kind: 'array', items: items.map((e) => valueTree(e, depth + 1)) };
  }
  const value = literalString(node);
  if (value !== null) return { kind: 'string', value, start: node.start + 1, raw: true };
  return { kind: 'other' };
}

function defineTag(
  definitions: LocalDefinitions,
  registry: string,
  tag: string,
  members: number,
  file: string,
  line: number,
): void {
  const id = tag.startsWith('#') ? tag.slice(1) : tag;
  const full = id.includes(':') ? id : `minecraft:${id}`;
  const key = `${registry} ${full}`;
  const known = definitions.tags.get(key);
  if (known === undefined) definitions.tags.set(key, { added: members, replaced: false, file, line });
  else known.added += members;
}

function register(definitions: LocalDefinitions, registry: string | null, name: string): void {
  const id = name.includes(':') ? name : `kubejs:${name}`;
  if (!/^[a-z0-9_.-]+:[a-z0-9_./-]+$/.test(id)) return;
  definitions.registered.add(id);
  if (registry === 'fluid') {
    const [ns, path] = id.split(':') as [string, string];
    definitions.registered.add(`${ns}:flowing_${path}`);
    definitions.registered.add(`${ns}:${path}_bucket`);
  }
}

function recipeDefinition(
  id: string,
  file: string,
  line: number,
  column: number,
  start: number,
  source: RecipeDefinition['source'],
): RecipeDefinition {
  return { id, file, line, column, start, end: start + id.length, source };
}
