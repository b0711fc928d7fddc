import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';

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

/** Every relative import of src between two source files, with whether it is erased at run time. */
function importGraph(): ImportEdge[] {
  const files = sourceFiles(path.join(ROOT, 'src')).filter((f) => f.endsWith('.ts'));
  const known = new Set(files.map(repoPath));
  const edges: ImportEdge[] = [];
  const statement =
    /(import|export)(\s+type)?\s+(\{[^}]*\}|[^;]*?)\s*from\s*['"](\.[^'"]*)['"]|import\s*\(\s*['"](\.[^'"]*)['"]\s*\)/g;
  for (const file of files) {
    const from = repoPath(file);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(statement)) {
      const spec = match[4] ?? match[5];
      if (spec === undefined) continue;
      const base = repoPath(path.resolve(path.dirname(file), spec));
      const to = [`${base}.ts`, `${base}/index.ts`, base].find((c) => known.has(c));
      if (to === undefined) continue;
      const names = match[3] ?? '';
      const allTypes =
        names.startsWith('{') &&
        names
          .slice(1, -1)
          .split(',')
          .map((n) => n.trim())
          .filter((n) => n !== '')
          .every((n) => n.startsWith('type '));
      edges.push({ from, to, typeOnly: match[2] !== undefined || allTypes });
    }
  }
  return edges;
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

  it('no two folders of src import each other, even through others, and no runtime import cycle among files', () => {
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
    const fileEdges = new Map<string, Set<string>>();
    for (const { from, to, typeOnly } of graph) {
      if (typeOnly) continue;
      if (!fileEdges.has(from)) fileEdges.set(from, new Set());
      fileEdges.get(from)!.add(to);
    }
    assert.deepEqual(cycles(fileEdges), []);
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
