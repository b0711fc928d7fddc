import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** What `npm pack` would put in the CLI tarball, read without running the build (`--ignore-scripts`). */
function packedFiles(): string[] {
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const [pack] = JSON.parse(out) as Array<{ files: Array<{ path: string }> }>;
  return (pack?.files ?? []).map((f) => f.path).sort();
}

describe('the CLI tarball (npm pack)', function () {
  this.timeout(60_000);

  it('holds the bundled nova command and its documents only, and needs no dependencies to install', () => {
    const files = packedFiles();
    const allowed = [
      'CHANGELOG.md',
      'LICENSE',
      'README.md',
      'dist/cli.js',
      'dist/hashWorker.js',
      'dist/contentWorker.js',
      'package.json',
    ];
    assert.deepEqual(
      files.filter((f) => !allowed.includes(f) && !/^dist\/cli\/[A-Za-z]+\.js$/.test(f)),
      [],
      'only the CLI bundles (no source maps, no extension or webview bundle) and the documents',
    );
    for (const f of ['LICENSE', 'README.md', 'package.json']) assert.ok(files.includes(f), f);
    for (const f of ['cli.js', 'hashWorker.js', 'contentWorker.js'])
      if (fs.existsSync(path.join(root, 'dist', f)))
        assert.ok(files.includes(`dist/${f}`), `dist/${f} is in the tarball`);
    // Every per-command bundle the dispatcher loads is packed.
    const built = path.join(root, 'dist', 'cli');
    if (fs.existsSync(built))
      for (const f of fs.readdirSync(built).filter((name) => name.endsWith('.js')))
        assert.ok(files.includes(`dist/cli/${f}`), `dist/cli/${f} is in the tarball`);
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, unknown>;
    assert.equal(manifest['dependencies'], undefined, 'everything the CLI needs is bundled into dist/cli.js');
    assert.equal((manifest['scripts'] as Record<string, string>)['prepack'], 'npm run package');
  });
});
