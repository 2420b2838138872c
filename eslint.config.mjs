// The lint gate (`npm run lint`, run by .ci/run). Formatting is Prettier's; this file holds the rules that
// catch mistakes and keep the shape: hooks used by the rules, no import cycles, no file over 400 lines.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.tmp/**',
      '**/.strapi/**',
      '**/.cache/**',
      'cms/types/generated/**',
      'cms/public/**',
      'coverage/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2024, sourceType: 'module', globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['admin/tsconfig.json', 'cms/tsconfig.json', 'config/tsconfig.json'],
        }),
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.json'] }),
      ],
    },
    rules: {
      'max-lines': ['error', { max: 400 }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Strapi's loosely typed APIs are used through `any` on purpose; strictness is per folder in tsconfig.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Floors that only look down: providers/ and components/ serve the screens and the shell, so they
      // never import them (a provider importing the menu pulled every screen's icons into the transport).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./admin/src/providers', './admin/src/components', './admin/src/registry'],
              from: ['./admin/src/layout', './admin/src/resources', './admin/src/pages'],
              message: 'providers/, components/ and registry/ are lower floors: move the shared piece down instead.',
            },
          ],
        },
      ],
    },
  },
  {
    // A component's or provider's test may render it inside the whole console, screens and all.
    files: ['admin/src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // Record pages share one behaviour (error screen by status, the named "created" toast and the new
    // record opened): screens use admin/src/components/RecordPages.tsx, which wraps react-admin's.
    files: ['admin/src/**/*.{ts,tsx}'],
    // Tests may render plain react-admin forms to check what the transport does with them.
    ignores: ['admin/src/components/RecordPages.tsx', 'admin/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-admin',
              importNames: ['Create', 'Edit', 'Show'],
              message: "Import Create, Edit and Show from '@/components/RecordPages'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
