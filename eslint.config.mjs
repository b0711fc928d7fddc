// ESLint (type-aware, typescript-eslint) for every TypeScript file, plus the layer rules of docs/architecture.md:
// the core never reaches a host, services never reach the tools or the agent, the webview reaches only the protocol.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const host = [
  { group: ['vscode'], message: 'Host-free layer: vscode is only for src/host, src/ui and src/extension.ts.' },
  { group: ['**/host/**', '**/ui/**', '**/extension'], message: 'Host-free layer: it must not import the host.' },
];

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'out/', '.tools/', '.test-output/', '**/*.mjs', '**/*.js'] },
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
      'no-control-regex': 'off',
    },
  },
  { files: ['src/core/**/*.ts', 'src/cli/**/*.ts', 'src/shared/**/*.ts'], rules: restrict(host) },
  {
    files: ['src/core/minecraft/**/*.ts'],
    rules: restrict([
      ...host,
      {
        group: ['**/core/tools/**', '**/tools/*', '**/core/agent/**', '**/agent/*'],
        message: 'Services never import the tools or the agent.',
      },
    ]),
  },
  {
    files: ['media/**/*.ts'],
    rules: restrict([
      {
        group: [
          'vscode',
          '**/src/core/**',
          '**/src/host/**',
          '**/src/ui/**',
          '**/src/cli/**',
          '**/core/**',
          '**/host/**',
          '**/ui/**',
          '**/cli/**',
        ],
        message: 'The webview imports only the shared protocol (src/shared).',
      },
    ]),
  },
  {
    files: ['test/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
