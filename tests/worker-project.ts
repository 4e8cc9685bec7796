// A Firestore project of its own for each Jest worker of the integration project, so its suites
// can run on two workers: each clears and seeds its project without touching another worker's.
// Runs before any test module loads (setupFiles in jest.config.ts) and renames the project
// everything in the test reads it from: GCLOUD_PROJECT (tests/rules/helpers.ts, the Admin SDK,
// scripts spawned with this environment) and VITE_FIREBASE_PROJECT_ID (the app's config,
// src/testing/raw-env.ts). The rules are loaded into each worker's project before the tests
// (tests/worker-rules.ts, globalSetup). What stays shared, and why that is safe (docs/testing.md,
// "Integration suites on two workers"): Auth accounts. The client SDK signs up and in through the
// API key, which the Auth emulator maps to its own project whatever the app's project id, and
// Firestore honours its tokens in any project; each test file uses accounts (emails) of its own.
// tests/functions and tests/site are not here: the Functions emulator's triggers and the site
// function listen on the emulator's project only (their own Jest projects, run in band).
import { projectOfWorker } from './worker-rules';

const project = projectOfWorker(process.env.GCLOUD_PROJECT ?? 'demo-structura', process.env.JEST_WORKER_ID ?? '1');
process.env.GCLOUD_PROJECT = project;
process.env.VITE_FIREBASE_PROJECT_ID = project;
