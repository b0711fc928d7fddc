import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
/** Layers that must stay host-free (ARCHITECTURE.md): they never import vscode, src/host or src/ui. */
const HOST_FREE = ['src/core', 'src/shared', 'src/cli'];
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

/** Returns why `specifier` imported from `file` breaks the layering, or null when it is allowed. */
export function layeringViolation(file: string, specifier: string): string | null {
  if (specifier === 'vscode' || specifier.startsWith('vscode/')) return 'imports vscode';
  if (!specifier.startsWith('.')) return null;
  const target = path
    .relative(ROOT, path.resolve(path.dirname(file), specifier))
    .split(path.sep)
    .join('/');
  if (target === 'src/host' || target.startsWith('src/host/')) return `imports ${target}`;
  if (target === 'src/ui' || target.startsWith('src/ui/')) return `imports ${target}`;
  if (target === 'src/extension') return `imports ${target}`;
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

describe('layering', () => {
  it('src/core, src/shared and src/cli never import vscode, src/host or src/ui', () => {
    const violations: string[] = [];
    for (const layer of HOST_FREE) {
      const dir = path.join(ROOT, layer);
      if (!fs.existsSync(dir)) continue;
      for (const file of sourceFiles(dir)) {
        for (const spec of importsOf(fs.readFileSync(file, 'utf8'))) {
          const why = layeringViolation(file, spec);
          if (why !== null) violations.push(`${path.relative(ROOT, file)} ${why} ('${spec}')`);
        }
      }
    }
    assert.deepEqual(violations, []);
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
});
