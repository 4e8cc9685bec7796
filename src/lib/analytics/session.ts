// What a demo request carries about the visit that sent it: the first and last touch (its
// attribution), the pages seen in this tab before it (at most PAGES_SEEN, oldest first) and the
// Web Vitals ratings this tab measured (the worst per metric). Kept in sessionStorage: this tab,
// this visit only (gone when the tab closes), never across visits, read by the site alone and
// sent only with a demo request the visitor submits. With GPC or Do Not Track on it is kept in
// memory only (this document). Nothing here is sent by the beacon. Also the route this document
// showed at a given time (./visited.ts), so a metric is charged to its route.
import type { Attribution } from '@/domain/analytics/attribution';
import { PAGES_SEEN, type Rating, type Vital } from '@/domain/analytics/protocol';
import { visited } from './visited';
import { cleanPath, isEntry, touchFrom, type Touch } from '@/domain/analytics/touch';

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

const PAGES_KEY = 'structura:pages';
const RATINGS_KEY = 'structura:vitals';
const memo: Record<string, unknown> = {};

function load<T>(key: string, persist: boolean, valid: (v: unknown) => v is T): T | null {
  if (persist)
    try {
      const raw = sessionStorage.getItem(key);
      const v: unknown = raw ? JSON.parse(raw) : null;
      if (valid(v)) return v;
      if (raw !== null) return null;
    } catch {
      // storage blocked or unreadable: this document's memory
    }
  const v = memo[key];
  return valid(v) ? v : null;
}

function keep(key: string, value: unknown, persist: boolean) {
  memo[key] = value;
  if (persist)
    try {
      sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      // storage blocked: this document remembers it
    }
}

const isPaths = (v: unknown): v is string[] => Array.isArray(v) && v.every((p) => typeof p === 'string');
const RATINGS: readonly Rating[] = ['good', 'needs-improvement', 'poor'];
const isRatings = (v: unknown): v is Partial<Record<Vital, Rating>> =>
  typeof v === 'object' && v !== null && Object.values(v).every((r) => RATINGS.includes(r as Rating));

let noted = 0;

/** Adds this document's page views not noted yet to the tab's pages (the beacon does at each page
 *  view, so a later document of the tab finds them; a demo request before sending). */
export function notePages(persist: boolean): void {
  if (noted >= visited.length) return;
  let pages = load(PAGES_KEY, persist, isPaths) ?? [];
  for (; noted < visited.length; noted++) {
    const page = cleanPath(visited[noted]![1]);
    if (page && pages[pages.length - 1] !== page) pages = [...pages, page].slice(-PAGES_SEEN);
  }
  keep(PAGES_KEY, pages, persist);
}

/** The pages seen in this tab, oldest first (at most PAGES_SEEN, each a cleaned path). */
export function pagesSeen(persist: boolean): string[] {
  notePages(persist);
  return (load(PAGES_KEY, persist, isPaths) ?? []).map(cleanPath).filter(Boolean).slice(-PAGES_SEEN);
}

/** The path the visitor was on at `time` (performance.now() units); '' before the first. */
export function routeAt(time: number): string {
  let path = visited[0]?.[1] ?? '';
  for (const [at, p] of visited) if (at <= time) path = p;
  return cleanPath(path);
}

/** Notes a metric's rating as this tab measured it: the worst seen per metric is kept. */
export function noteRating(metric: Vital, rating: Rating, persist: boolean): void {
  const ratings = load(RATINGS_KEY, persist, isRatings) ?? {};
  const before = ratings[metric];
  if (before && RATINGS.indexOf(before) >= RATINGS.indexOf(rating)) return;
  keep(RATINGS_KEY, { ...ratings, [metric]: rating }, persist);
}

/** The worst rating per metric this tab measured ({} when none). */
export function vitalsRatings(persist: boolean): Partial<Record<Vital, Rating>> {
  return load(RATINGS_KEY, persist, isRatings) ?? {};
}
