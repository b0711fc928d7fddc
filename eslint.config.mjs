// ESLint (type-aware, typescript-eslint) for every TypeScript file and the recommended rules for every JavaScript file,
// plus the layer rules of docs/architecture.md:
// the core never reaches a host, services never reach the tools or the agent, the webview reaches only the protocol.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** @type {(patterns: unknown[]) => import('eslint').Linter.RulesRecord} */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const host = [
  { group: ['vscode'], message: 'Host-free layer: vscode is only for src/host, src/ui and src/extension.ts.' },
  { group: ['**/host/**', '**/ui/**', '**/extension'], message: 'Host-free layer: it must not import the host.' },
];
const notCli = {
  group: ['**/cli/*', '**/cli/**'],
  message: 'The CLI is a host of the core; the core never imports it.',
};
// The tiers of src/core, lowest first (test/unit/layering.test.ts CORE_TIERS, docs/architecture.md): a folder never
// imports a folder of a higher tier. Every folder of src/core not named here is a domain (tier 1).
const INFRASTRUCTURE = ['text', 'fs', 'model', 'locale', 'formats', 'archive', 'download', 'versions', 'journal'];
const above = (folders, message) => ({ group: folders.flatMap((f) => [`**/${f}/*`, `**/${f}/**`]), message });
const notPlanning = above(['planning'], 'The domains never import the planner, the tools or the agent.');
const notTools = above(['tools'], 'Only the agent and hosts import the tools.');
const notAgent = above(['agent', 'provider'], 'Only hosts import the agent.');
const DOMAINS_AND_UP = '(?!(?:' + INFRASTRUCTURE.join('|') + ')/)[A-Za-z]+/';
const infrastructureOnly = (regex) => ({
  regex,
  message:
    'Infrastructure (archive, download, formats, fs, journal, locale, model, text, versions) never imports a domain.',
});
// From a folder of src/core, `../<folder>/` is a sibling folder; from a file directly in src/core, `./<folder>/` is.
const notDomains = infrastructureOnly(`^\\.\\./${DOMAINS_AND_UP}`);
const notDomainsFromRoot = infrastructureOnly(`^\\./${DOMAINS_AND_UP}`);

const TS = ['**/*.ts'];
const JS = ['**/*.js', '**/*.mjs', '**/*.cjs'];

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'out/', '.tools/', '.test-output/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: TS })),
  {
    // The JavaScript of the repository (esbuild.js, this file, scripts/*.mjs run by `npm start`/`npm test` with plain
    // node, the UI flows and runner in test/vscode, the bench floor): ESLint's recommended rules here, and types from
    // `tsc -p tsconfig.scripts.json` (checkJs, part of `npm run check-types`), which also knows every global name,
    // so `no-undef` is left to it as typescript-eslint advises.
    files: JS,
    languageOptions: { ecmaVersion: 2022 },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'no-undef': 'off',
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['**/*.cjs', 'esbuild.js', 'test/vscode/fakeLanguageModel/extension.js', 'bench/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    files: TS,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Settings are read only through src/host/novaConfig.ts (typed, with the defaults package.json declares).
    files: ['src/**/*.ts'],
    ignores: ['src/host/novaConfig.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='getConfiguration']",
          message: 'Read settings through src/host/novaConfig.ts (readNovaConfig and its helpers).',
        },
      ],
    },
  },
  {
    // Control characters in a pattern are the point of these two files: the one text-safety module of the core, and
    // the chat's link check, which strips what browsers ignore before a URL scheme (src/shared may not import the
    // core). Anywhere else a control-character pattern is a second sanitizer: use src/core/text/textSafety.ts.
    files: ['src/core/text/textSafety.ts', 'src/shared/markdown.ts'],
    rules: { 'no-control-regex': 'off' },
  },
  {
    // atomicArchive points yazl's CRC-32 module at node:zlib's; that needs the shared CommonJS module object, which
    // an ES import would hand over as a read-only namespace.
    files: ['src/core/archive/atomicArchive.ts'],
    rules: { '@typescript-eslint/no-require-imports': ['error', { allow: ['^buffer-crc32$'] }] },
  },
  {
    // The in-host suite loads mocha and then each test file by require, so a load failure lands in the results file
    // and mocha's globals exist before the test files run (see the comment in the file).
    files: ['test/vscode/suite/index.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Flat config replaces (does not merge) a rule's options per file, so each block lists every pattern it needs.
  // test/unit/layering.test.ts checks the same rules on the import graph without ESLint.
  { files: ['src/cli/**/*.ts'], rules: restrict(host) },
  { files: ['src/core/**/*.ts'], rules: restrict([...host, notCli, notPlanning, notTools, notAgent]) },
  { files: ['src/core/*.ts'], rules: restrict([...host, notCli, notPlanning, notTools, notAgent, notDomainsFromRoot]) },
  {
    files: INFRASTRUCTURE.map((f) => `src/core/${f}/**/*.ts`),
    rules: restrict([...host, notCli, notPlanning, notTools, notAgent, notDomains]),
  },
  { files: ['src/core/planning/**/*.ts'], rules: restrict([...host, notCli, notTools, notAgent]) },
  { files: ['src/core/tools/**/*.ts'], rules: restrict([...host, notCli, notAgent]) },
  { files: ['src/core/agent/**/*.ts', 'src/core/provider/**/*.ts'], rules: restrict([...host, notCli]) },
  {
    files: ['src/shared/**/*.ts'],
    rules: restrict([...host, { regex: '^\\.\\./', message: 'The shared protocol imports only itself and packages.' }]),
  },
  {
    files: ['media/**/*.ts'],
    rules: restrict([
      { group: ['vscode'], message: 'The webview runs in a browser frame: no vscode.' },
      {
        // From media/chat, `../../` is the repository root: the only way out of media/ is into src/shared.
        regex: '^(?:\\.\\./){2,}(?!src/shared/)',
        message: 'The webview imports only the shared protocol (src/shared).',
      },
    ]),
  },
  {
    files: ['test/**/*.ts', 'bench/**/*.ts'],
    // Off: tests and benches inspect parsed JSON (request bodies, `--json` output, fixtures) as `any` and assert on
    // it, and `!` on a value the previous assertion proved present; production code keeps all six rules.
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['test/**/*.ts'],
    rules: {
      // Off: test doubles implement async ports (execute, sleep, fetch, approve) with synchronous bodies; `async`
      // keeps them written like the real implementations. Production code and the benches keep the rule.
      '@typescript-eslint/require-await': 'off',
    },
  },
);
