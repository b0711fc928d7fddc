// ESLint (type-aware, typescript-eslint) for every TypeScript file, plus the layer rules of docs/architecture.md:
// the core never reaches a host, services never reach the tools or the agent, the webview reaches only the protocol.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const host = [
  { group: ['vscode'], message: 'Host-free layer: vscode is only for src/host, src/ui and src/extension.ts.' },
  { group: ['**/host/**', '**/ui/**', '**/extension'], message: 'Host-free layer: it must not import the host.' },
];
const notCli = {
  group: ['**/cli/*', '**/cli/**'],
  message: 'The CLI is a host of the core; the core never imports it.',
};
const notAgent = {
  group: ['**/core/tools/**', '**/tools/*', '**/core/agent/**', '**/agent/*'],
  message: 'Services never import the tools or the agent.',
};

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'out/', '.tools/', '.test-output/', '**/*.mjs', '**/*.js', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
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
    // Control characters in a pattern are the point of these two files: the one text-safety module of the core, and
    // the chat's link check, which strips what browsers ignore before a URL scheme (src/shared may not import the
    // core). Anywhere else a control-character pattern is a second sanitizer: use src/core/text/textSafety.ts.
    files: ['src/core/text/textSafety.ts', 'src/shared/markdown.ts'],
    rules: { 'no-control-regex': 'off' },
  },
  {
    // atomicArchive points yazl's CRC-32 module at node:zlib's; that needs the shared CommonJS module object, which
    // an ES import would hand over as a read-only namespace.
    files: ['src/core/minecraft/modpack/atomicArchive.ts'],
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
  { files: ['src/core/**/*.ts'], rules: restrict([...host, notCli]) },
  { files: ['src/core/minecraft/**/*.ts'], rules: restrict([...host, notCli, notAgent]) },
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
