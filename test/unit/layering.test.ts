import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '..', '..');
/** Layers that must stay host-free (docs/architecture.md): they never import vscode, src/host or src/ui. */
const HOST_FREE = ['src/core', 'src/shared', 'src/cli'];
/** Every folder whose imports are checked; each file is held to the rules of every layer it belongs to. */
const CHECKED = [...HOST_FREE, 'media'];
const IMPORT =
  /(?:import|export)\s[^;]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|require\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.(ts|tsx|js|mjs|cjs)$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** `relative` (repository path with `/`) is `folder` or inside it. */
function within(relative: string, folder: string): boolean {
  return relative === folder || relative.startsWith(`${folder}/`);
}

function repoPath(absolute: string): string {
  return path.relative(ROOT, absolute).split(path.sep).join('/');
}

/**
 * The tiers of src/core (docs/architecture.md): a folder imports only folders of its own tier or below, and the
 * folders of one tier never import each other in a circle (checked below). Infrastructure and the shared model sit
 * at the bottom, the domains above them, then the one planner, the tools and the agent. A folder not listed here is
 * a domain (a new domain needs no edit to be held to the rules).
 */
export const CORE_TIERS: readonly (readonly string[])[] = [
  ['', 'text', 'fs', 'model', 'locale', 'formats', 'archive', 'download', 'versions', 'journal'],
  [], // the domains: every other folder of src/core
  ['planning'],
  ['tools'],
  ['agent', 'provider'],
];
const DOMAIN_TIER = 1;

/** The src/core folder a repository path lies in ('' for a file directly in src/core), or null outside src/core. */
export function coreFolder(relative: string): string | null {
  if (!within(relative, 'src/core')) return null;
  const parts = relative.split('/');
  return parts.length > 3 ? (parts[2] ?? '') : '';
}

export function coreTier(folder: string): number {
  const tier = CORE_TIERS.findIndex((folders) => folders.includes(folder));
  return tier === -1 ? DOMAIN_TIER : tier;
}

/**
 * Returns why `specifier` imported from `file` breaks the layering, or null when it is allowed. The same rules as
 * the `no-restricted-imports` blocks of eslint.config.mjs, so they hold even where ESLint does not run:
 * - host-free layers (src/core, src/shared, src/cli) never import vscode, src/host, src/ui or src/extension;
 * - src/core and src/shared never import src/cli (the CLI is a host of the core, not part of it);
 * - within src/core a folder never imports a folder of a higher tier (CORE_TIERS): infrastructure never imports a
 *   domain, the domains never import the planner, the tools or the agent, the planner never imports the tools;
 * - the shared protocol (src/shared) imports only itself and packages;
 * - the webview (media/) imports packages, its own files and src/shared, nothing else of the repository.
 */
export function layeringViolation(file: string, specifier: string): string | null {
  if (specifier === 'vscode' || specifier.startsWith('vscode/')) return 'imports vscode';
  if (!specifier.startsWith('.')) return null;
  const from = repoPath(file);
  const target = repoPath(path.resolve(path.dirname(file), specifier));
  if (within(from, 'media')) {
    return within(target, 'media') || within(target, 'src/shared')
      ? null
      : `imports ${target} (the webview imports only src/shared)`;
  }
  if (within(target, 'src/host')) return `imports ${target}`;
  if (within(target, 'src/ui')) return `imports ${target}`;
  if (target === 'src/extension') return `imports ${target}`;
  if ((within(from, 'src/core') || within(from, 'src/shared')) && within(target, 'src/cli'))
    return `imports ${target} (the CLI is a host of the core)`;
  if (within(from, 'src/shared') && !within(target, 'src/shared'))
    return `imports ${target} (the shared protocol imports only itself)`;
  const fromFolder = coreFolder(from);
  const toFolder = coreFolder(target);
  if (fromFolder !== null && toFolder !== null && coreTier(toFolder) > coreTier(fromFolder))
    return `imports ${target} (src/core/${fromFolder || '.'} may not import the higher tier src/core/${toFolder})`;
  return null;
}

function importsOf(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[1] ?? match[2] ?? match[3] ?? match[4];
    if (spec !== undefined) found.push(spec);
  }
  return found;
}

function violationsIn(layers: readonly string[]): string[] {
  const violations: string[] = [];
  for (const layer of layers) {
    const dir = path.join(ROOT, layer);
    if (!fs.existsSync(dir)) continue;
    for (const file of sourceFiles(dir)) {
      for (const spec of importsOf(fs.readFileSync(file, 'utf8'))) {
        const why = layeringViolation(file, spec);
        if (why !== null) violations.push(`${path.relative(ROOT, file)} ${why} ('${spec}')`);
      }
    }
  }
  return violations;
}

interface ImportEdge {
  from: string;
  to: string;
  typeOnly: boolean;
}

/** `text` (the source of `file`) parsed by the TypeScript compiler: imports in comments and strings are not imports. */
function parse(file: string, text?: string): ts.SourceFile {
  if (text !== undefined) return ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
  let parsed = PARSED.get(file);
  if (parsed === undefined) {
    parsed = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    PARSED.set(file, parsed);
  }
  return parsed;
}
const PARSED = new Map<string, ts.SourceFile>();

/**
 * The relative module specifiers `source` imports, re-exports or loads with `import()`, each with whether it is
 * erased at run time: `import type`, `export type`, or named bindings that are all `type` (what TypeScript drops
 * under isolatedModules). A side-effect `import './x'` and `export * from` load the module.
 */
export function importsIn(source: ts.SourceFile): { spec: string; typeOnly: boolean }[] {
  const found: { spec: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            bindings !== undefined &&
            ts.isNamedImports(bindings) &&
            bindings.elements.length > 0 &&
            bindings.elements.every((e) => e.isTypeOnly)));
      found.push({ spec: node.moduleSpecifier.text, typeOnly });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const typeOnly =
        node.isTypeOnly ||
        (clause !== undefined &&
          ts.isNamedExports(clause) &&
          clause.elements.length > 0 &&
          clause.elements.every((e) => e.isTypeOnly));
      found.push({ spec: node.moduleSpecifier.text, typeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ spec: node.arguments[0].text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((i) => i.spec.startsWith('.'));
}

/** Every relative import of src between two source files, with whether it is erased at run time. */
function importGraph(): ImportEdge[] {
  const files = sourceFiles(path.join(ROOT, 'src')).filter((f) => f.endsWith('.ts'));
  const known = new Set(files.map(repoPath));
  const edges: ImportEdge[] = [];
  for (const file of files) {
    const from = repoPath(file);
    for (const { spec, typeOnly } of importsIn(parse(file))) {
      const base = repoPath(path.resolve(path.dirname(file), spec));
      const to = [`${base}.ts`, `${base}/index.ts`, base].find((c) => known.has(c));
      if (to !== undefined) edges.push({ from, to, typeOnly });
    }
  }
  return edges;
}

/** The kinds of FileOperation (src/core/edits.ts) with the keys each one's object literal carries. */
const OPERATION_KEYS: Readonly<Record<string, readonly string[]>> = {
  rename: ['from', 'to'],
  create: ['path', 'undoPath'],
  write: ['path', 'previous'],
};
/**
 * Files outside src/core/planning that may write an operation literal, none of them a draft: the inverse of an
 * operation (edits.ts) and the redo of a journalled batch (journal/operationCheck.ts), both run by an applier.
 */
const OPERATION_WRITERS = new Set(['src/core/edits.ts', 'src/core/journal/operationCheck.ts']);

/**
 * Where `source` (at repository path `relative`) builds a change draft itself: a FileOperation object literal, an
 * object with `operations`, `inverse` and a `summary` or `risk` (a draft assembled by hand; a journal batch has
 * neither), or an import of planning/drafts.ts (the draft builders, which only planners call). Empty inside
 * src/core/planning, where every draft is built.
 */
export function draftBuilding(relative: string, source: ts.SourceFile): string[] {
  if (within(relative, 'src/core/planning')) return [];
  const found: string[] = [];
  const where = (node: ts.Node): string =>
    `${relative}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const keys = new Map<string, ts.Expression | null>();
      for (const p of node.properties) {
        if (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)))
          keys.set(p.name.text, p.initializer);
        else if (ts.isShorthandPropertyAssignment(p)) keys.set(p.name.text, null);
      }
      const kind = keys.get('kind');
      const kindText = kind !== undefined && kind !== null && ts.isStringLiteralLike(kind) ? kind.text : null;
      const needs = kindText === null ? undefined : OPERATION_KEYS[kindText];
      if (needs !== undefined && needs.every((k) => keys.has(k)) && !OPERATION_WRITERS.has(relative))
        found.push(`${where(node)} writes a '${kindText}' operation`);
      if (keys.has('operations') && keys.has('inverse') && (keys.has('summary') || keys.has('risk')))
        found.push(`${where(node)} assembles a draft by hand`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  for (const { spec } of importsIn(source)) {
    const target = repoPath(path.resolve(path.dirname(path.join(ROOT, relative)), spec));
    if (target === 'src/core/planning/drafts') found.push(`${relative} imports the draft builders (${spec})`);
  }
  return found;
}

/** The strongly connected components of more than one node (Tarjan), each sorted: the import cycles. */
function cycles(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('layering', () => {
  it('src/core, src/shared and src/cli never import vscode, src/host or src/ui', () => {
    assert.deepEqual(violationsIn(HOST_FREE), []);
  });

  it('no folder imports a higher tier, and the webview imports only the shared protocol', () => {
    assert.deepEqual(violationsIn(CHECKED), []);
    // The walk really covers the layers these rules are about.
    const seen = CHECKED.flatMap((layer) => sourceFiles(path.join(ROOT, layer)).map(repoPath));
    assert.ok(seen.some((f) => f.startsWith('src/core/crash/')));
    assert.ok(seen.some((f) => f.startsWith('media/chat/')));
  });

  it('detects each kind of forbidden import (the check itself can fail)', () => {
    const file = path.join(ROOT, 'src/core/mods/example.ts');
    assert.equal(layeringViolation(file, 'vscode'), 'imports vscode');
    assert.match(layeringViolation(file, '../../host/workspaceFs') ?? '', /src\/host/);
    assert.match(layeringViolation(file, '../../ui/conflictDiagnostics') ?? '', /src\/ui/);
    assert.equal(layeringViolation(file, './instance'), null);
    assert.equal(layeringViolation(file, 'node:fs'), null);
    assert.deepEqual(
      importsOf(
        `import * as vscode from 'vscode';\nimport type { X } from "../../ui/y";\nconst z = require('vscode');`,
      ),
      ['vscode', '../../ui/y', 'vscode'],
    );
  });

  it('detects a folder importing a higher tier, and a core file importing the CLI', () => {
    const service = path.join(ROOT, 'src/core/crash/example.ts');
    assert.match(layeringViolation(service, '../tools/toolRegistry') ?? '', /src\/core\/tools/);
    assert.match(layeringViolation(service, '../agent/transcript') ?? '', /src\/core\/agent/);
    assert.match(layeringViolation(service, '../planning/modPlanner') ?? '', /src\/core\/planning/);
    assert.equal(layeringViolation(service, '../edits'), null);
    assert.equal(layeringViolation(service, '../mods/modScanner'), null);
    // Infrastructure never reaches a domain; a domain reaches infrastructure and other domains.
    const infra = path.join(ROOT, 'src/core/archive/example.ts');
    assert.match(layeringViolation(infra, '../mods/modScanner') ?? '', /higher tier src\/core\/mods/);
    assert.equal(layeringViolation(infra, '../text/textSafety'), null);
    // A folder no tier lists is a domain.
    assert.match(layeringViolation(infra, '../someNewDomain/thing') ?? '', /someNewDomain/);
    const planner = path.join(ROOT, 'src/core/planning/example.ts');
    assert.match(layeringViolation(planner, '../tools/toolRegistry') ?? '', /src\/core\/tools/);
    assert.equal(layeringViolation(planner, '../packs/exportPlan'), null);
    const tool = path.join(ROOT, 'src/core/tools/example.ts');
    assert.match(layeringViolation(tool, '../agent/transcript') ?? '', /src\/core\/agent/);
    assert.equal(layeringViolation(tool, '../mods/modScanner'), null);
    assert.match(layeringViolation(tool, '../../cli/cliIo') ?? '', /src\/cli/);
    assert.equal(layeringViolation(path.join(ROOT, 'src/cli/example.ts'), '../core/tools/toolRegistry'), null);
  });

  it('no two folders of src import each other, even through others, and no import cycle among files', () => {
    const graph = importGraph();
    const folderOf = (file: string): string => {
      const core = coreFolder(file);
      if (core !== null) return `src/core/${core}`;
      return file.split('/').slice(0, 2).join('/');
    };
    const folderEdges = new Map<string, Set<string>>();
    for (const { from, to } of graph) {
      const a = folderOf(from);
      const b = folderOf(to);
      if (a === b) continue;
      if (!folderEdges.has(a)) folderEdges.set(a, new Set());
      folderEdges.get(a)!.add(b);
    }
    assert.deepEqual(cycles(folderEdges), []);
    // No cycle among files either: none at run time, and none through type-only imports (erased, but a circle of
    // files that need each other to be read is one concept spread over two files, or a type in the wrong file).
    const fileEdges = (withTypes: boolean): Map<string, Set<string>> => {
      const edges = new Map<string, Set<string>>();
      for (const { from, to, typeOnly } of graph) {
        if (typeOnly && !withTypes) continue;
        if (!edges.has(from)) edges.set(from, new Set());
        edges.get(from)!.add(to);
      }
      return edges;
    };
    assert.deepEqual(cycles(fileEdges(false)), []);
    assert.deepEqual(cycles(fileEdges(true)), []);
    // The check itself can fail.
    assert.deepEqual(
      cycles(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set(['c'])],
          ['c', new Set(['a'])],
        ]),
      ),
      [['a', 'b', 'c']],
    );
    assert.ok(folderEdges.size > 10, 'the import graph was read');
  });

  it('reads imports as TypeScript does: type-only ones, side effects, re-exports, import(), never comments', () => {
    const read = (text: string): string[] =>
      importsIn(parse('x.ts', text)).map((i) => `${i.spec}${i.typeOnly ? ' (type)' : ''}`);
    assert.deepEqual(
      read(
        [
          "import type { A } from './a';",
          "import { type B, type C } from './b';",
          "import { type D, e } from './d';",
          "import F, { type G } from './f';",
          "import './side';",
          "export * from './all';",
          "export type { H } from './h';",
          "// import { x } from './comment';",
          'const s = "import { y } from \'./string\'";',
          "void import('./lazy');",
          "import * as fs from 'node:fs';",
        ].join('\n'),
      ),
      ['./a (type)', './b (type)', './d', './f', './side', './all', './h (type)', './lazy'],
    );
  });

  it('no change draft is built outside src/core/planning', () => {
    const found = sourceFiles(path.join(ROOT, 'src'))
      .filter((f) => f.endsWith('.ts'))
      .flatMap((f) => draftBuilding(repoPath(f), parse(f)));
    assert.deepEqual(found, []);
    // The check itself can fail: a tool that writes an operation, assembles a draft or calls a draft builder.
    const tool = 'src/core/tools/example.ts';
    const text = [
      "import { renameDraft } from '../planning/drafts';",
      "const op = { kind: 'rename', from: a, to: b };",
      'const draft = { summary, operations: [op], inverse: [] };',
      "const ref = { kind: 'mod-file', value: f };",
    ].join('\n');
    assert.deepEqual(draftBuilding(tool, parse(path.join(ROOT, tool), text)), [
      `${tool}:2 writes a 'rename' operation`,
      `${tool}:3 assembles a draft by hand`,
      `${tool} imports the draft builders (../planning/drafts)`,
    ]);
    assert.deepEqual(draftBuilding('src/core/planning/example.ts', parse(path.join(ROOT, tool), text)), []);
  });

  it('no folder of src holds more than a fifth of its lines', () => {
    const lines = new Map<string, number>();
    let total = 0;
    for (const file of sourceFiles(path.join(ROOT, 'src'))) {
      const rel = repoPath(file);
      const core = coreFolder(rel);
      const folder = core !== null ? `src/core/${core}` : rel.split('/').slice(0, 2).join('/');
      const n = fs.readFileSync(file, 'utf8').split('\n').length;
      total += n;
      lines.set(folder, (lines.get(folder) ?? 0) + n);
    }
    const over = [...lines].filter(([, n]) => n > total * 0.2).map(([f, n]) => `${f}: ${n} of ${total}`);
    assert.deepEqual(over, []);
  });

  it('detects a webview or shared-protocol file importing anything of the repository but src/shared', () => {
    const view = path.join(ROOT, 'media/chat/example.ts');
    assert.equal(layeringViolation(view, '../../src/shared/protocol'), null);
    assert.equal(layeringViolation(view, './dom'), null);
    assert.equal(layeringViolation(view, 'dompurify'), null);
    assert.equal(layeringViolation(view, 'vscode'), 'imports vscode');
    assert.match(layeringViolation(view, '../../src/core/displayText') ?? '', /webview imports only src\/shared/);
    assert.match(layeringViolation(view, '../../src/ui/chatView') ?? '', /webview/);
    const shared = path.join(ROOT, 'src/shared/example.ts');
    assert.equal(layeringViolation(shared, './protocol'), null);
    assert.match(layeringViolation(shared, '../core/edits') ?? '', /shared protocol imports only itself/);
  });
});
