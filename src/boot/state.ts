// Boot stage 3 of 4 (src/main.tsx): Redux Toolkit, RTK Query and react-redux, and the store, in a
// task before the app's own modules and hydration.
import { notify } from '@/app/notify';
import { makeStore } from '@/app/store';
import { afterInteractive, createGate } from '@/lib/after-interactive';
import { loadFirebaseBackend } from '@/lib/backend';
import { createBlockingHistory } from '@/lib/navigation-blocker';
import { hasSessionHint } from '@/lib/session-hint';

/** The page came prerendered (its HTML is the page, to hydrate), not as the empty SPA shell. */
export const prerendered = document.getElementById('root')?.firstElementChild != null;

// Firebase loads once the page is interactive: the first paint and hydration never wait for it,
// nor compete with it for the main thread. A prerendered page already shows its data, so for a
// visitor without a session its live listeners (and Firestore's SDK and connection) start
// LIVE_DATA_DELAY_MS after load, when the browser is idle; anything that needs the backend sooner
// (a write, signing in) opens the gate at once. Other pages need their data now.
const LIVE_DATA_DELAY_MS = 3000;
const live = createGate(prerendered && !hasSessionHint() ? LIVE_DATA_DELAY_MS : 0);
const backend = () => {
  live.open();
  return afterInteractive().then(loadFirebaseBackend);
};
export const liveBackend = () => live.wait().then(loadFirebaseBackend);
export const store = makeStore({ notify, backend, liveBackend });
// A history router whose history forms can block while they have unsaved changes (src/lib/form.ts):
// the data router would do that too, at ~16 kB gzipped more in the first script.
export const history = createBlockingHistory();
