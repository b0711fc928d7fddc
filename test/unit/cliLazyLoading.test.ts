import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';

const SRC = path.resolve(__dirname, '../../src');

/** Value imports (not `import type`, not dynamic `import()`) of a TypeScript file: relative paths and packages. */
function staticImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/^import\s+(type\s+)?[^'";]*?from\s+'([^']+)'/gm)) if (!m[1]) out.push(m[2]!);
  for (const m of text.matchAll(/^export\s+(type\s+)?[^'";]*?from\s+'([^']+)'/gm)) if (!m[1]) out.push(m[2]!);
  for (const m of text.matchAll(/^import\s+'([^']+)'/gm)) out.push(m[1]!);
  return out;
}

/** Every source file and package a module loads at start-up, following relative value imports. */
function closure(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const spec of staticImports(file)) {
      if (!spec.startsWith('.')) {
        packages.add(spec);
        continue;
      }
      const base = path.resolve(path.dirname(file), spec);
      if (base.endsWith('.json')) {
        files.add(base); // data (the bundle keeps only the fields read), no further imports
        continue;
      }
      const resolved = [`${base}.ts`, path.join(base, 'index.ts')].find((f) => fs.existsSync(f));
      assert.ok(resolved, `${spec} from ${file}`);
      queue.push(resolved);
    }
  }
  return { files, packages };
}

describe('CLI start-up loads only what the command needs', () => {
  it('the dispatcher imports no command: each is loaded when it runs', () => {
    const { files, packages } = closure(path.join(SRC, 'cli', 'main.ts'));
    assert.deepEqual([...files].map((f) => path.relative(SRC, f).split(path.sep).join('/')).sort(), [
      '../package.json',
      'cli/cliCommands.ts',
      'cli/cliIo.ts',
      'cli/main.ts',
      'cli/novaVersion.ts',
      'core/locale/messageCatalog.ts',
      'core/locale/messageError.ts',
      'core/text/textSafety.ts',
    ]);
    assert.ok(
      [...packages].every((p) => p.startsWith('node:')),
      [...packages].join(', '),
    );
  });

  for (const command of ['checkCommand', 'modsCommand', 'crashCommand', 'bisectCommand', 'diffCommand']) {
    it(`${command} loads neither the agent, the tools, zod nor openai`, () => {
      const { files, packages } = closure(path.join(SRC, 'cli', `${command}.ts`));
      const relative = [...files].map((f) => path.relative(SRC, f).split(path.sep).join('/'));
      assert.ok(relative.length > 5, relative.join(', '));
      assert.deepEqual(
        relative.filter((f) => f.startsWith('core/agent/') || f.startsWith('core/tools/')),
        [],
      );
      assert.deepEqual(
        [...packages].filter((p) => p === 'zod' || p.startsWith('zod/') || p === 'openai' || p.startsWith('openai/')),
        [],
      );
    });
  }

  it('the import walk does see them where they are used (ask)', () => {
    const { files, packages } = closure(path.join(SRC, 'cli', 'askCommand.ts'));
    assert.ok([...files].some((f) => f.includes(`${path.sep}agent${path.sep}`)));
    assert.ok(
      [...packages].some((p) => p === 'zod' || p === 'openai'),
      [...packages].join(', '),
    );
  });
});
