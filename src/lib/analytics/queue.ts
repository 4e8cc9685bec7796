// The only analytics code in the first script: it notes the URL and referrer the document was
// opened with, queues the page views the router reports, and loads the beacon (./beacon.ts) once
// the page is interactive, unless the visitor asked not to be tracked (Global Privacy Control or
// Do Not Track), in which case nothing loads and nothing is sent.
import { afterInteractive, nextIdle, nextTask } from '@/lib/data/after-interactive';

export type Track = (event: { e: 'pv' | 'demo'; p: string }) => void;

/** The document's own entry: the URL and referrer it was opened with (before any navigation). */
export const entry = typeof window === 'undefined' ? null : { href: location.href, referrer: document.referrer };

/** The visitor asked not to be tracked: Global Privacy Control or Do Not Track. */
export function optedOut(): boolean {
  if (typeof navigator === 'undefined') return true;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1' || nav.msDoNotTrack === '1';
}

const queued: Parameters<Track>[0][] = [];
let sink: Track | null = null;
let started = false;

/** Reports an event: queued until the beacon has loaded; dropped when the visitor opted out. */
export function track(event: Parameters<Track>[0]): void {
  if (optedOut()) return;
  if (sink) sink(event);
  else if (queued.length < 20) queued.push(event);
  if (!started) start();
}

function start() {
  started = true;
  // After the page's own start (its live data begins at the same moment: src/app/backends.ts), at
  // the idle moment that follows, so the two never share a task.
  void afterInteractive()
    .then(() => nextIdle(4000))
    .then(() => import('./beacon'))
    .then(async ({ startBeacon }) => {
      // The beacon's start and the queued events' sending (each a request) in tasks apart from the
      // module's evaluation: together they made one long task (docs/performance.md).
      await nextTask();
      const send = startBeacon(entry);
      await nextTask();
      for (const event of queued.splice(0)) send(event);
      sink = send;
    })
    .catch(() => {
      // no analytics this time (offline, blocked): the page is unaffected
    });
}
