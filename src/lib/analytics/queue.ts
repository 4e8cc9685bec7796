// The only analytics code in the first script: it notes the URL and referrer the document was
// opened with and the paths it shows, queues the page views the router reports, loads the beacon
// (./beacon.ts) at the first of them and starts it once the page is interactive, unless the
// visitor asked not to be tracked (Global Privacy Control or Do Not Track), in which case nothing
// is sent. When the page is hidden or left before that start, the beacon starts there and then and
// sends the queue (a fast bounce still counts, once the beacon's small chunk has arrived); a
// prerendered page (Speculation Rules) sends nothing until the visitor opens it.
import { afterInteractive, nextIdle, nextTask } from '@/lib/data/after-interactive';
import { noteVisit } from './visited';

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
let beacon: typeof import('./beacon') | null = null;
let sink: Track | null = null;
let started = false;

/** Reports an event: queued until the beacon has started; dropped when the visitor opted out (the
 *  path is noted either way, for a demo request the visitor sends). */
export function track(event: Parameters<Track>[0]): void {
  if (event.e === 'pv') noteVisit(event.p);
  if (optedOut()) return;
  if (sink) sink(event);
  else if (queued.length < 20) queued.push(event);
  if (!started) start();
}

/** Starts the beacon now (once, when it has loaded) and sends what is queued. */
function flush() {
  if (prerendering() || !beacon) return;
  sink ??= beacon.startBeacon(entry);
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
  // Loaded now, started after the page's own start (its live data begins at the same moment:
  // src/app/backends.ts), at the idle moment that follows, so the two never share a task; the
  // beacon's start and the queue's sending (each a request) in tasks of their own.
  void import('./beacon')
    .then((module) => {
      beacon = module;
      return activated;
    })
    .then(afterInteractive)
    .then(() => nextIdle(4000))
    .then(nextTask)
    .then(() => {
      sink ??= beacon!.startBeacon(entry);
      return nextTask();
    })
    .then(flush)
    .catch(() => {
      // no analytics this time: the page is unaffected
    });
}
