// Jest's globalSetup for the integration project: loads the rules under test (firestore.rules, or
// RULES_FILE: tests/rules/helpers.ts) into the Firestore project of every worker
// (tests/worker-project.ts), once, before any test runs. The emulator compiles a project's rules
// on that project's first request otherwise: measured 23 to 39 s on this machine at load 13, inside
// the first test's 30 s hook (two workers compiling at once timed out there).

/** The Firestore project of Jest worker `worker` (JEST_WORKER_ID, 1 to maxWorkers). */
export const projectOfWorker = (base: string, worker: string | number): string => `${base}-w${worker}`;

/** Jest calls it with its global config: `maxWorkers` is 1 in band, 2 with --maxWorkers=2. */
export default async function loadRulesIntoWorkerProjects(globalConfig: { maxWorkers: number }): Promise<void> {
  // Without the emulators (e.g. only tests/static) there is nothing to load; a suite that needs them
  // says so itself.
  if (!process.env.FIRESTORE_EMULATOR_HOST) return;
  const { EMULATOR_HOST, rulesSource } = await import('./rules/helpers');
  const { initializeTestEnvironment } = await import('@firebase/rules-unit-testing');
  const [host, port] = EMULATOR_HOST.split(':');
  const base = process.env.GCLOUD_PROJECT ?? 'demo-structura';
  for (let worker = 1; worker <= Math.max(1, globalConfig.maxWorkers); worker++) {
    const env = await initializeTestEnvironment({
      projectId: projectOfWorker(base, worker),
      firestore: { host, port: Number(port), rules: rulesSource() },
    });
    await env.cleanup();
  }
}
