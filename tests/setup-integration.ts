// Emulator round trips (and Auth sign-ins) take longer than jest's 5 s default on a busy machine.
jest.setTimeout(30_000);

// The Firestore emulator now and then answers a clear-all with HTTP 500 ("UNKNOWN") while it is
// still winding down the previous test's listeners. Every suite clears through its
// RulesTestEnvironment, so each environment's clearFirestore tries up to 3 times before failing.
import * as rulesUnitTesting from '@firebase/rules-unit-testing';
import { retryOnEmulator500 } from './emulator-retry';

const initialize = rulesUnitTesting.initializeTestEnvironment;
Object.assign(rulesUnitTesting, {
  initializeTestEnvironment: async (...args: Parameters<typeof initialize>) => {
    const env = await initialize(...args);
    const clear = env.clearFirestore.bind(env);
    env.clearFirestore = () => retryOnEmulator500(clear, (error) => String(error).includes('"code":500'));
    return env;
  },
});
