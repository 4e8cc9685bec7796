// The collect endpoint's work, with the Firestore it is given (the tests call it directly, the
// HTTPS function in ./function.ts wraps it): a beacon that passes every check becomes one Event,
// handed to a sink. In production the sink publishes it to Pub/Sub and ./aggregate.ts sums the
// queue into the day's documents once a minute; by default (tests, scripts) this instance sums its
// own events in small batches with the same code. Nothing about the visitor is published or
// stored but the day's salted visitor hash, which only ever feeds HyperLogLog registers.
//
//   analytics_salts/{day}  the day's random salt, created on first use and deleted after two
//                          days, so yesterday's hashes can never be recomputed and no visitor can
//                          be followed from one day to the next. No client access.
//
// Checks, in order: POST; same origin (Sec-Fetch-Site or Origin); GPC / DNT; prefetch; bots (the
// `isbot` package); the beacon's schema; the path (back office: not counted); the per-client rate
// limit (the client-address rule's key: IPv4 address or IPv6 /64, never the user agent). Then the
// values that become keys are bounded: a path that is not a published page is "(other)", a UTM
// value or referrer shaped like an email address or phone number is "(removed)".
import { createHash, randomBytes } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { ARTICLE_SECTIONS, articleOf, PUBLIC_PATHS, routeOf } from '@/app/route-table';
import { routeKey, type Beacon, type Device, type SourceFields, type Vital } from '@/domain/analytics/protocol';
import { cleanPath, cleanText } from '@/domain/analytics/touch';
import { COLLECTIONS } from '@/domain/collections';
import { LIVE_FIELD } from '@/domain/live';
import { clientAddress, clientKey } from '../http/client-address';
import { applyEvents } from './aggregate';
import { parseBeacon } from '@/domain/analytics/beacon-schema';
import { channelOf, deviceOf, personal, skipReason, type Channel } from './classify';

export const SALTS = COLLECTIONS.analyticsSalts;

/** Events (page views, demo opened, vitals) one client address (IPv6: /64) may send per minute to
 *  one instance; the rest are refused (429). */
export const RATE_LIMIT_PER_MINUTE = 30;
/** A key for a page that is not a published page, or for a table's value past the day's cap. */
export const OTHER = '(other)';
/** What a value shaped like personal data is stored as. */
export const REMOVED = '(removed)';
const KEEP_MS = 2 * 24 * 60 * 60 * 1000;
const PUBLISHED_TTL_MS = 5 * 60_000;

export interface CollectRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  ip?: string;
  body: string;
}
export type Outcome =
  'counted' | 'cross-site' | 'opted-out' | 'prefetch' | 'bot' | 'invalid' | 'unknown-page' | 'rate-limited' | 'method';
export interface CollectResult {
  status: number;
  outcome: Outcome;
  detail?: string;
}

/** One counted beacon, as published: what the day's documents add up, nothing else. */
export interface Event {
  /** When (ms since the epoch): the day it counts in. */
  t: number;
  e: Beacon['e'];
  /** The page's key: a published path, '/community/*' or "(other)"; vitals: the route. */
  p: string;
  d: Device;
  /** The day's salted visitor hash (base64url of 16 bytes), for the distinct-visitor sketches. */
  h: string;
  /** Last touch: channel, source, medium, campaign. */
  ch: Channel;
  s: string;
  m?: string;
  c?: string;
  /** First touch: channel, source, campaign. */
  fch: Channel;
  fs: string;
  fc?: string;
  v?: Partial<Record<Vital, number>>;
  pv?: Partial<Record<Vital, number>>;
}
/** Where counted events go: Pub/Sub in production (./function.ts), else this instance's batcher. */
export type Sink = (event: Event) => Promise<void>;

export interface CollectOptions {
  /** Origins a beacon may come from when the browser sends Origin without Sec-Fetch-Site. */
  origins?: readonly string[];
  sink?: Sink;
}

export const dayKey = (now: Date) => now.toISOString().slice(0, 10);

const salts = new Map<string, Promise<string>>();
/** The day's salt: read, or created once (a transaction, so every instance uses the same one). */
export function saltOf(db: Firestore, day: string): Promise<string> {
  let salt = salts.get(day);
  if (!salt) {
    const ref = db.collection(SALTS).doc(day);
    salt = db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const existing = snap.get('salt') as string | undefined;
      if (existing) return existing;
      const created = randomBytes(32).toString('hex');
      const expireAt = Timestamp.fromMillis(Date.parse(`${day}T00:00:00Z`) + KEEP_MS);
      tx.create(ref, { salt: created, expireAt });
      return created;
    });
    salt.catch(() => salts.delete(day));
    salts.set(day, salt);
    for (const key of salts.keys()) if (key < day) salts.delete(key);
  }
  return salt;
}

let published: { at: number; paths: Promise<Set<string>> } | null = null;
/** The published articles' paths, read at most every five minutes per instance. */
function publishedPaths(db: Firestore, now: number): Promise<Set<string>> {
  if (!published || now - published.at > PUBLISHED_TTL_MS || now < published.at) {
    const paths = Promise.all(
      ARTICLE_SECTIONS.map(async (s) => {
        const snap = await db.collection(s.collection).where(LIVE_FIELD, '==', true).select('slug').get();
        return snap.docs.map((d) => `${s.prefix}/${String(d.get('slug'))}`);
      }),
    ).then((lists) => new Set(lists.flat()));
    paths.catch(() => (published = null));
    published = { at: now, paths };
  }
  return published.paths;
}

/** The key a page counts under: itself when it is a fixed page or a published article, the
 *  community's pages as '/community/*', anything else "(other)". */
async function pageKey(db: Firestore, path: string, now: number): Promise<string> {
  if (PUBLIC_PATHS.includes(path)) return path;
  if (path.startsWith('/community/')) return '/community/*';
  if (articleOf(path) && (await publishedPaths(db, now)).has(path)) return path;
  return OTHER;
}

/** A value that becomes a key: cleaned, bounded, never personal-looking, never `__name__`. */
const keyOf = (value: string) => {
  const k = cleanText(value, 100);
  if (!k) return '(none)';
  if (personal(k)) return REMOVED;
  return /^__.*__$/.test(k) ? `_${k}` : k;
};
const touchOf = (t: SourceFields) => {
  const r = t.r && personal(t.r) ? undefined : t.r;
  const { channel, source } = channelOf(r, t.us, t.um);
  return { channel, source: keyOf(source), medium: t.um && keyOf(t.um), campaign: t.uc && keyOf(t.uc) };
};

/** Per client key, the minute and how many events this instance admitted in it. */
const limits = new Map<string, { m: number; n: number }>();
function admit(key: string, now: Date): boolean {
  const minute = Math.floor(now.getTime() / 60_000);
  const seen = limits.get(key);
  if (seen && seen.m === minute) {
    if (seen.n >= RATE_LIMIT_PER_MINUTE) return false;
    seen.n += 1;
    return true;
  }
  if (limits.size > 50_000) for (const [k, v] of limits) if (v.m !== minute) limits.delete(k);
  limits.set(key, { m: minute, n: 1 });
  return true;
}

/** Handles one beacon request: hands it to the sink as an Event, or says why not. Never throws
 *  for a bad request. */
export async function collect(
  db: Firestore,
  req: CollectRequest,
  now = new Date(),
  options: CollectOptions = {},
): Promise<CollectResult> {
  if (req.method !== 'POST') return { status: 405, outcome: 'method' };
  const skip = skipReason(req.headers, options.origins);
  if (skip === 'cross-site') return { status: 403, outcome: skip };
  if (skip) return { status: 204, outcome: skip };
  const parsed = parseBeacon(req.body);
  if (!parsed.ok) return { status: 400, outcome: 'invalid', detail: parsed.error };
  const beacon = parsed.beacon;
  const path = cleanPath(beacon.p);
  if (!path || path === '/admin' || path.startsWith('/admin/')) return { status: 204, outcome: 'unknown-page' };
  if (!admit(clientKey(req.headers, req.ip), now)) return { status: 429, outcome: 'rate-limited' };

  const day = dayKey(now);
  const ua = String(req.headers['user-agent'] ?? '');
  const salt = await saltOf(db, day);
  const h = createHash('sha256')
    .update(`${salt}\n${clientAddress(req.headers, req.ip)}\n${ua}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
  const page = await pageKey(db, path, now.getTime());
  const last = touchOf(beacon);
  const first = beacon.f ? touchOf(beacon.f) : last;
  const event: Event = {
    t: now.getTime(),
    e: beacon.e,
    p: beacon.e === 'vitals' ? (page === OTHER || routeOf(path) === undefined ? OTHER : routeKey(page)) : page,
    d: deviceOf(req.headers),
    h,
    ch: last.channel,
    s: last.source,
    fch: first.channel,
    fs: first.source,
  };
  if (last.medium) event.m = last.medium;
  if (last.campaign) event.c = last.campaign;
  if (first.campaign) event.fc = first.campaign;
  if (beacon.v) event.v = beacon.v;
  if (beacon.pv) event.pv = beacon.pv;
  await (options.sink ?? localSink(db))(event);
  return { status: 204, outcome: 'counted' };
}

/** This instance's batcher: events wait while a batch is being written, then go in one batch
 *  (./aggregate.ts applyEvents). Used where there is no Pub/Sub (tests, scripts). */
const batchers = new WeakMap<Firestore, Sink>();
function localSink(db: Firestore): Sink {
  let sink = batchers.get(db);
  if (!sink) {
    let pending: { event: Event; done: () => void; fail: (e: unknown) => void }[] = [];
    let running: Promise<void> | null = null;
    const run = async () => {
      while (pending.length) {
        const batch = pending;
        pending = [];
        try {
          await applyEvents(
            db,
            batch.map((p) => p.event),
          );
          for (const p of batch) p.done();
        } catch (error) {
          for (const p of batch) p.fail(error);
        }
      }
      running = null;
    };
    sink = (event) =>
      new Promise<void>((done, fail) => {
        pending.push({ event, done, fail });
        running ??= run();
      });
    batchers.set(db, sink);
  }
  return sink;
}
