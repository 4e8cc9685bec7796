// The visit's first and last touch, for the demo request's attribution. Kept in sessionStorage:
// this tab, this visit only (gone when the tab closes), never across visits, read by the site
// alone and sent only with a demo request the visitor submits. With GPC or Do Not Track on it is
// kept in memory only (this document). Nothing here is sent by the beacon.
import type { Attribution } from './attribution';
import { cleanPath, isEntry, touchFrom, type Touch } from './touch';

const KEY = 'structura:visit';
interface Visit {
  firstTouch: Touch;
  lastTouch: Touch;
}
let memory: Visit | null = null;
let recorded = false;

function read(persist: boolean): Visit | null {
  if (!persist) return memory;
  try {
    const raw = sessionStorage.getItem(KEY);
    const v = raw ? (JSON.parse(raw) as Visit) : null;
    return v && typeof v.firstTouch?.landingPage === 'string' && typeof v.lastTouch?.landingPage === 'string'
      ? v
      : null;
  } catch {
    return memory;
  }
}

function write(visit: Visit, persist: boolean) {
  memory = visit;
  if (!persist) return;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(visit));
  } catch {
    // storage blocked: this document remembers it
  }
}

/** Records this document's entry once: the visit's first touch if it has none yet, and its last
 *  touch when this document was opened from a campaign, a click ID or another site. */
export function recordEntry(entry: { href: string; referrer: string } | null, persist: boolean): void {
  if (recorded || !entry) return;
  recorded = true;
  const touch = touchFrom(entry.href, entry.referrer, new Date());
  if (!touch) return;
  const visit = read(persist);
  if (!visit) write({ firstTouch: touch, lastTouch: touch }, persist);
  else if (isEntry(touch)) write({ ...visit, lastTouch: touch }, persist);
}

/** The attribution of a demo request sent now from `path`. */
export function currentAttribution(
  entry: { href: string; referrer: string } | null,
  path: string,
  persist: boolean,
): Attribution | null {
  recordEntry(entry, persist);
  const visit = read(persist) ?? memory;
  const page = cleanPath(path);
  return visit && page ? { firstTouch: visit.firstTouch, lastTouch: visit.lastTouch, page } : null;
}
