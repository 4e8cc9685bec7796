/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

// firebase-admin 14 requires jwks-rsa, which requires jose: ESM only, so Jest's CommonJS runtime
// has swc compile it like the project's own code.
const transformIgnorePatterns = ['/node_modules/(?!jose/)'];

const transform: Config['transform'] = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

const moduleNameMapper = {
  // The one module that reads import.meta.env; jest reads process.env instead.
  '^@/config/raw-env$': '<rootDir>/src/testing/raw-env.ts',
  // The page modules are found with Vite's import.meta.glob in the app.
  '^@/app/page-modules$': '<rootDir>/src/testing/page-modules.ts',
  '^@/(.*)$': '<rootDir>/src/$1',
};

const config: Config = {
  projects: [
    {
      displayName: 'unit',
      // Jest's 5 s default is a quiet machine's: on the shared 2-core machine (load 15 to 25) nine
      // component tests ran past it and failed, slow but right (docs/testing.md). A test that waits
      // for something that never comes still fails, at 30 s, as the integration tests do.
      testTimeout: 30_000,
      testEnvironment: '<rootDir>/src/testing/jsdom-environment.ts',
      roots: ['<rootDir>/src', '<rootDir>/functions/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      testPathIgnorePatterns: ['\\.int\\.test\\.tsx?$'],
      setupFiles: ['<rootDir>/src/testing/jsdom-globals.ts'],
      setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
      transform,
      moduleNameMapper,
      transformIgnorePatterns,
    },
    {
      // Against the Firestore + Auth emulators, each Jest worker on a project of its own with the
      // rules loaded before the tests (tests/worker-project.ts, tests/worker-rules.ts), so they run
      // on two workers.
      displayName: 'integration',
      testEnvironment: 'node',
      roots: ['<rootDir>/src', '<rootDir>/tests'],
      testMatch: ['**/*.int.test.ts', '<rootDir>/tests/**/*.test.ts'],
      // tests/site needs a build served by Hosting, tests/functions the Functions emulator: their
      // own projects.
      testPathIgnorePatterns: ['<rootDir>/tests/site/', '<rootDir>/tests/functions/'],
      transform,
      moduleNameMapper,
      transformIgnorePatterns,
      globalSetup: '<rootDir>/tests/worker-rules.ts',
      setupFiles: ['<rootDir>/tests/worker-project.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/setup-integration.ts'],
    },
    {
      // The functions' triggers and tasks (with the Functions emulator; scripts/test.mjs): they
      // listen on the emulator's own project, so these stay on it, in band.
      displayName: 'functions',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/functions'],
      testMatch: ['**/*.test.ts'],
      transform,
      moduleNameMapper,
      transformIgnorePatterns,
      setupFilesAfterEnv: ['<rootDir>/tests/setup-integration.ts'],
    },
    {
      // The site over HTTP through Hosting and the site function (after a build; scripts/test.mjs).
      displayName: 'site',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/site'],
      testMatch: ['**/*.test.ts'],
      transform,
      moduleNameMapper,
      transformIgnorePatterns,
      setupFilesAfterEnv: ['<rootDir>/tests/setup-integration.ts'],
    },
  ],
};

export default config;
