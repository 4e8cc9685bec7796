import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const NO_CLASSIC_ZOD = {
  name: 'zod',
  message: "Import { z } from '@/lib/zod' (zod/mini with English messages): classic zod bloats the first paint.",
};
const RESTRICTED_IMPORTS = {
  paths: [
    NO_CLASSIC_ZOD,
    { name: 'zod/mini', message: "Import { z } from '@/lib/zod', which also installs the English messages." },
  ],
  patterns: [
    {
      group: ['firebase', 'firebase/*', '@firebase/*'],
      message: 'Only src/lib/firebase may import Firebase: use the Backend port (src/lib/backend-types.ts).',
    },
  ],
};

export default tseslint.config(
  { ignores: ['dist', 'dist-e2e', 'dist-e2e-*', 'coverage', 'playwright-report', 'test-results', 'node_modules'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, import: importPlugin },
    settings: { 'import/resolver': { typescript: { project: './tsconfig.json' } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': ['error', RESTRICTED_IMPORTS],
      // One-way imports: shared (lib, components, theme, config) -> features -> pages -> app.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./src/lib', './src/components', './src/theme', './src/config'],
              from: ['./src/features', './src/pages', './src/app'],
              message: 'Shared code cannot depend on features, pages or the app.',
            },
            {
              target: './src/features',
              from: ['./src/pages', './src/app'],
              message: 'Features cannot depend on pages or the app.',
            },
            { target: './src/pages', from: './src/app', message: 'Pages cannot depend on the app shell.' },
          ],
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['src/lib/zod.ts'],
    rules: { 'no-restricted-imports': ['error', { ...RESTRICTED_IMPORTS, paths: [NO_CLASSIC_ZOD] }] },
  },
  {
    // The Firebase layer itself, and tests that arrange emulator fixtures directly.
    files: ['src/lib/firebase/**', 'src/**/*.int.test.ts', 'tests/**', 'scripts/**', 'e2e/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['scripts/**', 'e2e/**', 'tests/**', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
);
