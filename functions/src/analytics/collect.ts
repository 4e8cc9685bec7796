// The collect function's work, with the Firestore it is given (the tests call it directly, the
// HTTPS function in ./function.ts wraps it). A beacon that passes (./classify.ts, ./beacon-schema.ts)
// is counted into the day's aggregate documents; nothing about the visitor is stored with them.
//
//   analytics_daily/{day}_{shard}   the counts, one document per day and shard (FieldValue.increment,
//                                   a random shard per beacon): views, visitors, demo opened per
//                                   page, source, campaign and device; Web Vitals histograms per
//                                   metric, device and route. Staff read them; no client writes.
//   analytics_clients/{day}_{hash}  per client and day: the rate limit's minute and count. The hash
//                                   is SHA-256 of the day's salt, the address and the user agent;
//                                   expires after two days (TTL on expireAt). No client access.
//   analytics_salts/{day}           the day's random salt, created on first use and deleted after
//                                   two days, so yesterday's hashes can never be recomputed and no
//                                   visitor can be followed from one day to the next. No client access.
import { createHash, randomBytes } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { routeOf } from '@/app/route-table';
import { bucketOf, routeKey, toUnit, VITALS, type Beacon, type Device } from '@/lib/analytics/protocol';
import { cleanPath, cleanText } from '@/lib/analytics/touch';
import { parseBeacon } from './beacon-schema';
import { clientAddress, deviceOf, skipReason } from './classify';
import { COLLECTIONS } from '@/lib/data/collections';

export const DAILY = COLLECTIONS.analyticsDaily;
export const CLIENTS = COLLECTIONS.analyticsClients;
export const SALTS = COLLECTIONS.analyticsSalts;

/** Events (page views, demo opened, vitals) one client may send per minute; the rest are dropped.
 *  So a flood of forged beacons from one client raises a page's count by at most this a minute. */
export const RATE_LIMIT_PER_MINUTE = 30;
/** Shards per day: up to this many writes a second to one day's counts before contention. */
export const SHARDS = 8;
const KEEP_MS = 2 * 24 * 60 * 60 * 1000;

export interface CollectRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  ip?: string;
  body: string;
}
export type Outcome =
  'counted' | 'opted-out' | 'prefetch' | 'bot' | 'invalid' | 'unknown-page' | 'rate-limited' | 'method';
export interface CollectResult {
  status: number;
  outcome: Outcome;
  detail?: string;
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

/** A Firestore map key for untrusted text: bounded, never empty, never a reserved __name__. */
const mapKey = (s: string) => {
  const k = cleanText(s, 120) || '(none)';
  return /^__.*__$/.test(k) ? `_${k}` : k;
};

/** Per client hash, this instance's queue of rate-limit transactions and the last count it saw:
 *  one client's beacons never contend with each other for their record inside one instance (the
 *  emulator's and Firestore's transactions lock it), and a flood past the limit is refused without
 *  a read. Entries are dropped once idle. */
const chains = new Map<string, Promise<unknown>>();
const seen = new Map<string, { m: number; n: number }>();

function serialized<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = chains.get(key) ?? Promise.resolve();
  const next = previous.then(work, work);
  const tail = next.catch(() => {});
  chains.set(key, tail);
  void tail.then(() => chains.get(key) === tail && chains.delete(key));
  return next;
}

/** Rate limit and first-of-the-day, for one client hash: counts this event, or says it is over. */
async function admit(db: Firestore, day: string, hash: string, now: Date): Promise<{ ok: boolean; isNew: boolean }> {
  const key = `${day}_${hash}`;
  const minute = Math.floor(now.getTime() / 60_000);
  const local = seen.get(key);
  if (local && local.m === minute && local.n >= RATE_LIMIT_PER_MINUTE) return { ok: false, isNew: false };
  const ref = db.collection(CLIENTS).doc(key);
  return serialized(key, () =>
    db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const sameMinute = snap.exists && snap.get('m') === minute;
      const n = sameMinute ? (snap.get('n') as number) : 0;
      if (seen.size > 10_000) seen.clear();
      seen.set(key, { m: minute, n: Math.min(n + 1, RATE_LIMIT_PER_MINUTE) });
      if (n >= RATE_LIMIT_PER_MINUTE) return { ok: false, isNew: false };
      tx.set(ref, { m: minute, n: n + 1, expireAt: Timestamp.fromMillis(now.getTime() + KEEP_MS) });
      return { ok: true, isNew: !snap.exists };
    }),
  );
}

/** The increments one counted beacon makes (nested maps, merged into the shard's document). */
export function increments(beacon: Beacon, device: Device, isNew: boolean, day: string, shard: number) {
  const one = FieldValue.increment(1);
  const source = mapKey(beacon.us || beacon.r || '(direct)');
  const doc: Record<string, unknown> = { day, shard, updatedAt: FieldValue.serverTimestamp() };
  if (beacon.e === 'vitals') {
    const route = mapKey(routeKey(beacon.p));
    const vitals: Record<string, unknown> = {};
    for (const m of VITALS) {
      const value = beacon.v?.[m];
      if (value === undefined) continue;
      vitals[m] = { [device]: { [route]: { [String(bucketOf(m, toUnit(m, value)))]: one } } };
    }
    doc.vitals = vitals;
    doc.vitalSamples = one;
    return doc;
  }
  const field = beacon.e === 'pv' ? 'views' : 'demoOpened';
  const counts = (withVisitor: boolean) => ({ [field]: one, ...(withVisitor && isNew ? { visitors: one } : {}) });
  doc[field] = one;
  if (isNew) doc.visitors = one;
  doc.pages = { [mapKey(beacon.p)]: counts(false) };
  doc.sources = { [source]: counts(true) };
  if (beacon.uc) doc.campaigns = { [mapKey(beacon.uc)]: counts(true) };
  if (beacon.um) doc.mediums = { [mapKey(beacon.um)]: counts(false) };
  doc.devices = { [device]: counts(true) };
  return doc;
}

/** Handles one beacon request: counts it, or says why not. Never throws for a bad request. */
export async function collect(db: Firestore, req: CollectRequest, now = new Date()): Promise<CollectResult> {
  if (req.method !== 'POST') return { status: 405, outcome: 'method' };
  const skip = skipReason(req.headers);
  if (skip) return { status: 204, outcome: skip };
  const parsed = parseBeacon(req.body);
  if (!parsed.ok) return { status: 400, outcome: 'invalid', detail: parsed.error };
  const beacon = parsed.beacon;
  const path = cleanPath(beacon.p);
  if (!path || path.startsWith('/admin') || !routeOf(path)) return { status: 204, outcome: 'unknown-page' };
  beacon.p = path;

  const day = dayKey(now);
  const ua = String(req.headers['user-agent'] ?? '');
  const salt = await saltOf(db, day);
  const hash = createHash('sha256')
    .update(`${salt}\n${clientAddress(req.headers, req.ip)}\n${ua}`)
    .digest('base64url')
    .slice(0, 32);
  const { ok, isNew } = await admit(db, day, hash, now);
  if (!ok) return { status: 429, outcome: 'rate-limited' };
  const shard = Math.floor(Math.random() * SHARDS);
  await db
    .collection(DAILY)
    .doc(`${day}_${shard}`)
    .set(increments(beacon, deviceOf(req.headers), isNew, day, shard), { merge: true });
  return { status: 204, outcome: 'counted' };
}

/** Deletes expired client records and salts (production also has TTL policies on expireAt;
 *  the emulators have none). Returns how many it deleted. */
export async function sweepExpired(db: Firestore, now = new Date()): Promise<number> {
  let deleted = 0;
  for (const collection of [CLIENTS, SALTS]) {
    for (;;) {
      const snap = await db.collection(collection).where('expireAt', '<', Timestamp.fromDate(now)).limit(400).get();
      if (snap.empty) break;
      const batch = db.batch();
      for (const d of snap.docs) batch.delete(d.ref);
      await batch.commit();
      deleted += snap.size;
    }
  }
  return deleted;
}
