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
 * Returns why `specifier` imported from `file` breaks the layering, or null when it is allowed. The same rules as
 * the `no-restricted-imports` blocks of eslint.config.mjs, so they hold even where ESLint does not run:
 * - host-free layers (src/core, src/shared, src/cli) never import vscode, src/host, src/ui or src/extension;
 * - src/core and src/shared never import src/cli (the CLI is a host of the core, not part of it);
 * - services (src/core/minecraft) never import the tools (src/core/tools) or the agent (src/core/agent);
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
  if (within(from, 'src/core/minecraft') && (within(target, 'src/core/tools') || within(target, 'src/core/agent')))
    return `imports ${target} (services never import the tools or the agent)`;
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

describe('layering', () => {
  it('src/core, src/shared and src/cli never import vscode, src/host or src/ui', () => {
    assert.deepEqual(violationsIn(HOST_FREE), []);
  });

  it('services never import the tools or the agent, and the webview imports only the shared protocol', () => {
    assert.deepEqual(violationsIn(CHECKED), []);
    // The walk really covers the layers these rules are about.
    const seen = CHECKED.flatMap((layer) => sourceFiles(path.join(ROOT, layer)).map(repoPath));
    assert.ok(seen.some((f) => f.startsWith('src/core/minecraft/')));
    assert.ok(seen.some((f) => f.startsWith('media/chat/')));
  });

  it('detects each kind of forbidden import (the check itself can fail)', () => {
    const file = path.join(ROOT, 'src/core/minecraft/example.ts');
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

  it('detects a service importing the tools or the agent, and a core file importing the CLI', () => {
    const service = path.join(ROOT, 'src/core/minecraft/crash/example.ts');
    assert.match(layeringViolation(service, '../../tools/toolText') ?? '', /src\/core\/tools/);
    assert.match(layeringViolation(service, '../../agent/transcript') ?? '', /src\/core\/agent/);
    assert.equal(layeringViolation(service, '../../displayText'), null);
    assert.equal(layeringViolation(service, '../modScanner'), null);
    // The tools may use the agent's types and the services; only the services are restricted.
    const tool = path.join(ROOT, 'src/core/tools/example.ts');
    assert.equal(layeringViolation(tool, '../agent/transcript'), null);
    assert.equal(layeringViolation(tool, '../minecraft/modScanner'), null);
    assert.match(layeringViolation(tool, '../../cli/cliIo') ?? '', /src\/cli/);
    assert.equal(layeringViolation(path.join(ROOT, 'src/cli/example.ts'), '../core/tools/toolRegistry'), null);
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
