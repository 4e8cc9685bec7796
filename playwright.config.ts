import { defineConfig, devices, type Project } from '@playwright/test';

// Runs against the emulator-backed production build (dist-e2e), served by `vite preview`.
// `npm test` builds it and starts the emulators; see scripts/test.mjs.
//
// Three projects, one after the other (docs/testing.md, issue 42; scripts/playwright.mjs runs them in
// that order, as npm test and scripts/e2e.mjs do):
//   sign-in       e2e/auth.setup.ts signs each seeded account in through the login form once and
//                 saves its session (Firebase Auth's IndexedDB) for signIn() in e2e/fixtures.ts.
//   shared-state  one worker, alone: the specs that change state other specs read (the rules, the
//                 feature toggles, settings, a seeded record or page, the Firestore emulator itself)
//                 or count whole collections that other specs add to. Listed below, each with why.
//   chromium      two workers: every other spec only reads seeded data or writes records of its own.
// A spec that changes shared state says so in its first lines and is listed here.
const port = Number(process.env.PREVIEW_PORT ?? 19073);
const chromiumPath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';

const SHARED_STATE = [
  'admin-analytics', // counts every lead in the range: the seed's only (lead-making specs run later)
  'admin-community', // its discussions are the newest on /community while they exist (no-javascript opens the first)
  'admin-conflicts', // edits a seeded FAQ's answer
  'admin-live', // flips the blog toggle; a lead at the top of the dashboard's latest
  'admin-media', // deletes a seeded media record, sets a seeded post's cover and an image's alt text
  'admin-page-content', // publishes the home page's hero
  'admin-record-panel', // adds an FAQ to /support (public-pages counts them)
  'admin-resources', // swaps the rules (withRefusedWrites)
  'admin-scale', // compares the resources count with the data
  'admin-team-faq-social', // team order, an FAQ, a social link; counts every content type
  'analytics', // the lead webhook setting; a day of analytics of its own
  'content', // feature toggles (the footer's too), the published solutions page; lists every post
  'faults', // swaps the rules, stops and restarts the Firestore emulator
  'site-url', // the lead webhook setting (its publishing flow is site-publishing, which runs two-wide)
].map((name) => `**/${name}.spec.ts`);

const browser: Project['use'] = {
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
};

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
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
  // Each project keeps its failures' traces and screenshots in a folder of its own: the second run
  // of scripts/playwright.mjs clears only its own.
  projects: [
    { name: 'sign-in', testMatch: /auth\.setup\.ts$/, outputDir: 'test-results/sign-in', use: browser },
    {
      name: 'shared-state',
      testMatch: SHARED_STATE,
      workers: 1,
      dependencies: ['sign-in'],
      outputDir: 'test-results/shared-state',
      use: browser,
    },
    {
      name: 'chromium',
      testIgnore: SHARED_STATE,
      workers: 2,
      dependencies: ['sign-in'],
      outputDir: 'test-results/chromium',
      use: browser,
    },
  ],
  webServer: {
    command: `node_modules/.bin/vite preview --outDir ${process.env.E2E_DIST ?? 'dist-e2e'} --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
