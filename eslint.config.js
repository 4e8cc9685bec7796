import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const NO_CLASSIC_ZOD = {
  name: 'zod',
  message: "Import { z } from '@/lib/schema/zod' (zod/mini with English messages): classic zod bloats the first paint.",
};
// src/lib's folders: types may come from a folder's index, values come from the module by its path
// (a value imported through an index loads the whole folder, src/lib/README.md). Tests may use the index.
const LIB_INDEXES = ['data', 'entity', 'schema', 'util'].map((folder) => ({
  name: `@/lib/${folder}`,
  allowTypeImports: true,
  message: `Import values from the module, '@/lib/${folder}/<module>': through the index they load the whole folder (src/lib/README.md).`,
}));
const RESTRICTED_IMPORTS = {
  paths: [
    NO_CLASSIC_ZOD,
    { name: 'zod/mini', message: "Import { z } from '@/lib/schema/zod', which also installs the English messages." },
    ...LIB_INDEXES,
  ],
  patterns: [
    {
      group: ['firebase', 'firebase/*', '@firebase/*'],
      message: 'Only src/lib/data/firebase may import Firebase: use the Backend port (src/lib/data/backend-types.ts).',
    },
    {
      group: ['@mui/x-data-grid', '@mui/x-data-grid/*'],
      allowTypeImports: true,
      message: 'Only src/components/admin/EntityTable.tsx renders the DataGrid: use <EntityTable>.',
    },
  ],
};

// Features do not reach into each other. Every folder under src/features is a feature (a new one is
// covered the day it is created). The app-wide features below are used across the site; the others
// (blog, case-studies, community, faq, team, resources, page-content, leads, ...) are content features.
//   - A content feature may import its own files and only the public modules of the app-wide
//     features: auth (api, hooks, use-auth, messages, schema), toggles and branding (api, hooks) and the
//     app shell's ui state (uiSlice: its actions and selectors; useDemoHref: the demo
//     links). Never another content feature, never a slice, listener or component of an app-wide one. Code two features share moves to
//     src/components or src/lib (e.g. src/components/article for blog and case studies).
//   - An app-wide feature imports no other feature.
// Tests follow the same rule; they arrange state through src/testing.
const APP_WIDE_FEATURES = ['auth', 'toggles', 'branding', 'ui'];
const PUBLIC_FEATURE_MODULES = [
  './auth/api.ts',
  './auth/hooks.ts',
  './auth/use-auth.ts',
  './auth/messages.ts',
  './auth/schema.ts',
  './toggles/api.ts',
  './toggles/hooks.ts',
  './branding/api.ts',
  './branding/hooks.ts',
  './ui/uiSlice.ts',
  './ui/useDemoHref.ts',
];
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const FEATURE_ZONES = FEATURES.map((feature) => {
  const appWide = APP_WIDE_FEATURES.includes(feature);
  return {
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`, ...(appWide ? [] : PUBLIC_FEATURE_MODULES)],
    message: appWide
      ? `${feature} is used across the app: it cannot depend on other features.`
      : `A content feature imports no other feature, only the public modules of auth, toggles, branding and ui (eslint.config.js).`,
  };
});

// src/ modules functions/ and scripts/ still import that are not contracts yet (see the rule below).
const PENDING_SITE_MODULES = [
  './app/route-table.ts',
  './app/feeds.ts',
  './app/build-files.ts',
  './config/article-sections.ts',
  './config/env-schema.ts',
  './config/constants.ts',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-e2e',
      'dist-*',
      'coverage',
      'playwright-report',
      'test-results',
      'node_modules',
      'functions/lib',
    ],
  },
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
            ...FEATURE_ZONES,
          ],
        },
      ],
    },
  },
  {
    // Unit tests and their helpers may import values through src/lib's indexes.
    files: ['src/**/*.test.{ts,tsx}', 'src/**/*.test-fixtures.{ts,tsx}', 'src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { ...RESTRICTED_IMPORTS, paths: RESTRICTED_IMPORTS.paths.filter((p) => !LIB_INDEXES.includes(p)) },
      ],
    },
  },
  {
    // No import circles anywhere in the code: a module's imports form a tree (src/lib/README.md).
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mts,js,mjs}', 'tests/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      // The plugin reads (and follows imports through) these files only.
      'import/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
    },
    rules: { 'import/no-cycle': 'error' },
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
    // The contracts layer (issue 41): src/domain holds the facts the browser, the functions and the
    // scripts share, as shapes and URLs. It imports only itself, src/lib/util and the zod module:
    // no React, MUI, Firebase or other package, no app code.
    files: ['src/domain/**/*.{ts,tsx}'],
    // Its tests may use the test libraries (fast-check).
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [NO_CLASSIC_ZOD],
          patterns: [
            {
              regex: '^(?!@/domain/|@/lib/util/|@/lib/schema/zod$|\\.{1,2}/)',
              message:
                "src/domain imports only src/domain, src/lib/util and '@/lib/schema/zod' (no React, MUI, Firebase or app code).",
            },
          ],
        },
      ],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/domain',
              from: './src',
              except: ['./domain', './lib/util', './lib/schema/zod.ts'],
              message: "src/domain imports only src/domain, src/lib/util and '@/lib/schema/zod'.",
            },
          ],
        },
      ],
    },
  },
  {
    // The functions and the scripts take from the app only its contracts (src/domain), its server
    // renderer (src/entry-server.tsx) and its pure helpers (src/lib/util), through `@/` or a
    // relative path. PENDING_SITE_MODULES: the site's route table and feeds, which move to
    // src/domain/site with issue 41's routes work; delete each entry as it moves.
    files: ['functions/**/*.{ts,mts,js,mjs}', 'scripts/**/*.{ts,mts,js,mjs}'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'import/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
    },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./functions', './scripts'],
              from: './src',
              except: ['./domain', './entry-server.tsx', './lib/util', ...PENDING_SITE_MODULES],
              message:
                'functions/ and scripts/ import from src/ only src/domain, src/entry-server and src/lib/util (eslint.config.js).',
            },
          ],
        },
      ],
    },
  },
  {
    // The one DataGrid renderer.
    files: ['src/components/admin/EntityTable.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...RESTRICTED_IMPORTS,
          patterns: RESTRICTED_IMPORTS.patterns.filter((p) => !p.group.includes('@mui/x-data-grid')),
        },
      ],
    },
  },
  {
    // The live-data worker's entry: the Firebase layer's listeners with the app's parsers.
    files: ['src/app/live-worker.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { ...RESTRICTED_IMPORTS, patterns: RESTRICTED_IMPORTS.patterns.filter((p) => !p.group.includes('firebase')) },
      ],
    },
  },
  {
    files: ['src/lib/schema/zod.ts'],
    rules: { 'no-restricted-imports': ['error', { ...RESTRICTED_IMPORTS, paths: [NO_CLASSIC_ZOD] }] },
  },
  {
    // The Firebase layer itself, and tests that arrange emulator fixtures directly.
    files: ['src/lib/data/firebase/**', 'src/**/*.int.test.ts', 'tests/**', 'scripts/**', 'e2e/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['scripts/**', 'e2e/**', 'tests/**', 'functions/**', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
);
