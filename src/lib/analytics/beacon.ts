// The beacon, loaded by ./queue.ts after the page is interactive: page views (client-side
// navigations too), the demo request opened, and the page's Web Vitals (./vitals.ts, loaded at the
// next idle moment after this), each as one small `navigator.sendBeacon` POST to the same-origin
// endpoint. No cookie, no identifier, no personal data: a path, how the visit began (referrer host,
// UTM source / medium / campaign) and, for vitals, numbers. Staff (this browser has signed in to the
// back office) and the back office itself send nothing.
import { nextIdle } from '@/lib/data/after-interactive';
import { COLLECT_PATH, type Beacon, type Vital } from './protocol';
import type { Track } from './queue';
import { currentAttribution, recordEntry } from './session';
import { isStaffBrowser } from './staff';
import { cleanPath } from './touch';

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

/** Starts the beacon for this document; returns what ./queue.ts hands events to. */
export function startBeacon(entry: Entry): Track {
  recordEntry(entry, true);
  const source = (): Pick<Beacon, 'r' | 'us' | 'um' | 'uc'> => {
    const last = currentAttribution(entry, '/', true)?.lastTouch;
    const out: Pick<Beacon, 'r' | 'us' | 'um' | 'uc'> = {};
    if (last?.referrerHost) out.r = last.referrerHost;
    if (last?.utm?.source) out.us = last.utm.source;
    if (last?.utm?.medium) out.um = last.utm.medium;
    if (last?.utm?.campaign) out.uc = last.utm.campaign;
    return out;
  };
  // The vitals belong to the page the document was loaded on.
  const landing = entry ? cleanPath(new URL(entry.href).pathname) : '';
  if (landing && !landing.startsWith('/admin') && !isStaffBrowser())
    // In a later idle moment than the beacon's: each loads and starts in a short task of its own.
    void nextIdle(4000)
      .then(() => import('./vitals'))
      .then(({ startVitals }) =>
        startVitals((v: Partial<Record<Vital, number>>) => send({ e: 'vitals', p: landing, v, ...source() })),
      )
      .catch(() => {});
  return ({ e, p }) => {
    const path = cleanPath(p);
    if (path) send({ e, p: path, ...source() });
  };
}
