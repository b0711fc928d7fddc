// Builds Nova's bundles: the extension (Node/CJS, `vscode` external), the chat and dependency-graph webviews (browser),
// the `nova` CLI (Node, with a shebang), the hashing and content worker threads and, with --tests, the in-host VS Code test suite.
// Flags: --watch keeps rebuilding; --production minifies and drops source maps.
const esbuild = require('esbuild');
const fs = require('node:fs');
const path = require('node:path');

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');
const withTests = process.argv.includes('--tests');

/** Prints errors in the format of VS Code's `$esbuild-watch` problem matcher. */
const problemMatcherPlugin = {
  name: 'esbuild-problem-matcher',
  setup(build) {
    build.onStart(() => {
      if (watch) console.log('[watch] build started');
    });
    build.onEnd((result) => {
      for (const { text, location } of result.errors) {
        console.error(`✘ [ERROR] ${text}`);
        if (location) console.error(`    ${location.file}:${location.line}:${location.column}:`);
      }
      if (watch) console.log('[watch] build finished');
    });
  },
};

/** @type {import('esbuild').BuildOptions} */
const common = {
  bundle: true,
  // jsonc-parser's UMD `main` hides its requires from the bundler; prefer ESM entry points.
  mainFields: ['module', 'main'],
  minify: production,
  sourcemap: !production,
  sourcesContent: false,
  logLevel: 'silent',
  plugins: [problemMatcherPlugin],
};

/**
 * The CLI is split so a command loads only its own code (`nova --version` parses ~10 KB, not 1.3 MB):
 * `dist/cli.js` holds the dispatcher, each `src/cli/*Command.ts` becomes `dist/cli/<name>Command.js`, and
 * `cliIo` is one shared bundle so its classes (UsageError) stay one identity across bundles. Dynamic
 * `import()`s are emitted as `require()` (no ESM loader start-up).
 */
/** @type {import('esbuild').BuildOptions} */
const cli = {
  ...common,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  supported: { 'dynamic-import': false },
};

function cliCommandFiles() {
  return fs
    .readdirSync(path.join(__dirname, 'src', 'cli'))
    .filter((f) => /Command\.ts$/.test(f) && f !== 'cliCommand.ts')
    .map((f) => `src/cli/${f}`);
}

/** Imports of `./cliIo` and `./<name>Command` from src/cli become requires of the separate bundles at `prefix`. */
function cliSplitPlugin(prefix) {
  return {
    name: 'nova-cli-split',
    setup(build) {
      build.onResolve({ filter: /^\.\/(cliIo|\w+Command)$/ }, (args) => {
        if (path.dirname(args.importer) !== path.join(__dirname, 'src', 'cli')) return undefined;
        const name = args.path.slice(2);
        if (name === 'cliCommand') return undefined; // types only
        return { path: `${prefix}${name}.js`, external: true };
      });
    },
  };
}

/** @type {import('esbuild').BuildOptions[]} */
const configs = [
  {
    ...common,
    entryPoints: ['src/extension.ts'],
    outfile: 'dist/extension.js',
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: ['vscode'],
  },
  {
    ...common,
    entryPoints: ['media/chat/main.ts'],
    outfile: 'dist/webview.js',
    platform: 'browser',
    format: 'iife',
    target: 'es2022',
    loader: { '.ttf': 'file', '.css': 'css' },
  },
  {
    ...common,
    entryPoints: ['media/graph/main.ts'],
    outfile: 'dist/graph.js',
    platform: 'browser',
    format: 'iife',
    target: 'es2022',
  },
  {
    ...cli,
    entryPoints: ['src/cli/main.ts'],
    outfile: 'dist/cli.js',
    banner: { js: '#!/usr/bin/env node' },
    plugins: [...common.plugins, cliSplitPlugin('./cli/')],
  },
  {
    // The hashing worker thread (src/core/download/fileHasher.ts starts it from beside the bundle or one folder up).
    ...cli,
    entryPoints: ['src/core/download/hashWorker.ts'],
    outfile: 'dist/hashWorker.js',
  },
  {
    // The content worker thread (src/core/content/contentThreads.ts starts it from beside the bundle or one folder up).
    ...cli,
    entryPoints: ['src/core/content/contentWorker.ts'],
    outfile: 'dist/contentWorker.js',
  },
  {
    ...cli,
    entryPoints: ['src/cli/cliIo.ts', ...cliCommandFiles()],
    outdir: 'dist/cli',
    plugins: [...common.plugins, cliSplitPlugin('./')],
  },
];

if (withTests) {
  configs.push({
    ...common,
    entryPoints: ['test/vscode/suite/index.ts'],
    outfile: 'out/test/vscode/index.js',
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: ['vscode', 'mocha'],
  });
  configs.push({ ...cli, entryPoints: ['src/core/download/hashWorker.ts'], outfile: 'out/test/vscode/hashWorker.js' });
  configs.push({
    ...cli,
    entryPoints: ['src/core/content/contentWorker.ts'],
    outfile: 'out/test/vscode/contentWorker.js',
  });
}

/** The webview needs codicons next to its bundle; copy them so `localResourceRoots` can stay `dist/`. */
function copyStaticAssets() {
  const codicons = path.join(__dirname, 'node_modules', '@vscode', 'codicons', 'dist');
  const out = path.join(__dirname, 'dist', 'codicons');
  fs.mkdirSync(out, { recursive: true });
  for (const file of ['codicon.css', 'codicon.ttf']) {
    fs.copyFileSync(path.join(codicons, file), path.join(out, file));
  }
  fs.copyFileSync(path.join(__dirname, 'media', 'buttons.css'), path.join(__dirname, 'dist', 'buttons.css'));
  fs.copyFileSync(path.join(__dirname, 'media', 'chat', 'chat.css'), path.join(__dirname, 'dist', 'chat.css'));
  fs.copyFileSync(path.join(__dirname, 'media', 'graph', 'graph.css'), path.join(__dirname, 'dist', 'graph.css'));
}

async function main() {
  const contexts = await Promise.all(configs.map((config) => esbuild.context(config)));
  copyStaticAssets();
  if (watch) {
    await Promise.all(contexts.map((ctx) => ctx.watch()));
    return;
  }
  const results = await Promise.allSettled(contexts.map((ctx) => ctx.rebuild()));
  await Promise.all(contexts.map((ctx) => ctx.dispose()));
  const failed = results.filter((r) => r.status === 'rejected');
  if (failed.length > 0) {
    process.exitCode = 1;
    return;
  }
  fs.chmodSync(path.join(__dirname, 'dist', 'cli.js'), 0o755);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
