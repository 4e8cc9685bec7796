import { defineConfig, devices } from '@playwright/test';

// Runs against the emulator-backed production build (dist-e2e), served by `vite preview`.
// `npm test` builds it and starts the emulators; see scripts/test.mjs.
const port = Number(process.env.PREVIEW_PORT ?? 19073);
const chromiumPath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'playwright-report/results.json' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // The browser tests say who they are, as automated browsers should: the analytics collect
        // function drops them as bots, so their page views are neither counted nor rate-limited
        // (429s in the console). e2e/analytics.spec.ts plays a visitor with a browser's own agent.
        userAgent: `${devices['Desktop Chrome'].userAgent} Playwright`,
        launchOptions: {
          executablePath: chromiumPath,
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: `node_modules/.bin/vite preview --outDir ${process.env.E2E_DIST ?? 'dist-e2e'} --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
