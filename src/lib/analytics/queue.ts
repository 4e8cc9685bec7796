// The analytics code in the first script: it notes the URL and referrer the document was opened
// with, queues the page views the router reports, and starts the beacon (./beacon.ts) once the page
// is interactive, unless the visitor asked not to be tracked (Global Privacy Control or Do Not
// Track), in which case nothing is sent. The queue is sent at once when the page is hidden or left
// before then (a fast bounce still counts), and a prerendered page (Speculation Rules) reports
// nothing until the visitor actually opens it (`prerenderingchange`).
import { afterInteractive, nextIdle, nextTask } from '@/lib/data/after-interactive';
import { startBeacon } from './beacon';
import { notePage } from './session';

export type Track = (event: { e: 'pv' | 'demo'; p: string }) => void;

/** The document's own entry: the URL and referrer it was opened with (before any navigation). */
export const entry = typeof window === 'undefined' ? null : { href: location.href, referrer: document.referrer };

/** The visitor asked not to be tracked: Global Privacy Control or Do Not Track. */
export function optedOut(): boolean {
  if (typeof navigator === 'undefined') return true;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1' || nav.msDoNotTrack === '1';
}

/** The document is being prerendered and the visitor has not opened it yet. */
const prerendering = () =>
  typeof document !== 'undefined' && (document as Document & { prerendering?: boolean }).prerendering === true;

const queued: Parameters<Track>[0][] = [];
let sink: Track | null = null;
let started = false;

/** Reports an event: queued until the beacon has started; dropped when the visitor opted out. The
 *  pages of the tab are remembered for a demo request either way (./session.ts). */
export function track(event: Parameters<Track>[0]): void {
  if (event.e === 'pv') notePage(event.p, !optedOut());
  if (optedOut()) return;
  if (sink) sink(event);
  else if (queued.length < 20) queued.push(event);
  if (!started) start();
}

/** Starts the beacon now (once) and sends what is queued. */
function flush() {
  if (prerendering()) return;
  sink ??= startBeacon(entry);
  for (const event of queued.splice(0)) sink(event);
}

function start() {
  started = true;
  const hidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', hidden);
  const activated = new Promise<void>((resolve) => {
    if (!prerendering()) resolve();
    else document.addEventListener('prerenderingchange', () => resolve(), { once: true });
  });
  // After the page's own start (its live data begins at the same moment: src/app/backends.ts), at
  // the idle moment that follows, so the two never share a task; the beacon's start and the
  // queue's sending (each a request) in tasks of their own.
  void activated
    .then(afterInteractive)
    .then(() => nextIdle(4000))
    .then(nextTask)
    .then(() => {
      sink ??= startBeacon(entry);
      return nextTask();
    })
    .then(flush)
    .catch(() => {
      // no analytics this time: the page is unaffected
    });
}
