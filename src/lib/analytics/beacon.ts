// The beacon, loaded by ./queue.ts at the first page view and started after the page is
// interactive (or at once when the page is hidden before then): page views (client-side navigations too), the demo request opened, and the
// page's Web Vitals (./vitals.ts, loaded at the next idle moment after this), each as one small
// `navigator.sendBeacon` POST to the same-origin endpoint. No cookie, no identifier, no personal
// data: a path, how the visit came (the last touch's referrer host and UTM source / medium /
// campaign, and in `f` the first touch's where they differ) and, for vitals, numbers. Staff (this
// browser has signed in to the back office) and the back office itself send nothing.
import { nextIdle } from '@/lib/data/after-interactive';
import { COLLECT_PATH, type Beacon, type SourceFields } from '@/domain/analytics/protocol';
import type { Track } from './queue';
import { currentAttribution, notePages, noteRating, recordEntry, routeAt } from './session';
import { isStaffBrowser } from './staff';
import { cleanPath, type Touch } from '@/domain/analytics/touch';

export function send(beacon: Beacon): boolean {
  if (isStaffBrowser() || beacon.p.startsWith('/admin')) return false;
  const body = JSON.stringify(beacon);
  try {
    if (navigator.sendBeacon) return navigator.sendBeacon(COLLECT_PATH, body);
    void fetch(COLLECT_PATH, { method: 'POST', body, keepalive: true, credentials: 'omit' });
    return true;
  } catch {
    return false;
  }
}

type Entry = { href: string; referrer: string } | null;

/** A touch's source fields as the beacon carries them. */
export function sourceFields(t: Touch | undefined): SourceFields {
  const out: SourceFields = {};
  if (t?.referrerHost) out.r = t.referrerHost;
  if (t?.utm?.source) out.us = t.utm.source;
  if (t?.utm?.medium) out.um = t.utm.medium;
  if (t?.utm?.campaign) out.uc = t.utm.campaign;
  return out;
}

/** The last touch's source fields, and the first touch's in `f` when they differ. */
export function visitFields(first: Touch | undefined, last: Touch | undefined): SourceFields & Pick<Beacon, 'f'> {
  const l = sourceFields(last);
  const f = sourceFields(first);
  const same = (['r', 'us', 'um', 'uc'] as const).every((k) => f[k] === l[k]);
  return same ? l : { ...l, f };
}

/** Starts the beacon for this document; returns what ./queue.ts hands events to. */
export function startBeacon(entry: Entry): Track {
  recordEntry(entry, true);
  const source = () => {
    const a = currentAttribution(entry, '/', true);
    return visitFields(a?.firstTouch, a?.lastTouch);
  };
  const landing = entry ? cleanPath(new URL(entry.href).pathname) : '';
  if (landing && !landing.startsWith('/admin') && !isStaffBrowser())
    // In a later idle moment than the beacon's: each loads and starts in a short task of its own.
    void nextIdle(4000)
      .then(() => import('./vitals'))
      .then(({ startVitals }) =>
        startVitals(
          (report) =>
            send({ e: 'vitals', ...report, ...sourceFields(currentAttribution(entry, '/', true)?.lastTouch) }),
          (time) => routeAt(time) || landing,
          (metric, rating) => noteRating(metric, rating, true),
        ),
      )
      .catch(() => {});
  return ({ e, p }) => {
    if (e === 'pv') notePages(true);
    const path = cleanPath(p);
    if (path) send({ e, p: path, ...source() });
  };
}
