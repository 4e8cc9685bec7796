// Sums counted events (./collect.ts Event) into the day's documents, one read-merge-write per
// document per batch, and folds closed days into period documents. The only writer of:
//
//   analytics_daily/{day}      the day's counts (src/features/analytics/traffic.ts DayDoc): views,
//                              visitors, demo opened and demo-opened visitors, per page, source,
//                              campaign, medium and channel (last and first touch) and device;
//                              Web Vitals histograms per metric, device and route; and `beacons`
//                              and `writes`, the batch's own accounting. Staff read it.
//   analytics_sketches/{day}   the day's HyperLogLog registers behind every visitors figure
//                              (./sketch.ts), merged by each batch; expires two days after the day
//                              (TTL on expireAt) once its figures are final. No client access.
//   analytics_periods/{id}     a closed month ('2026-11') or third of one ('2026-11.1'): the sum of
//                              its days (visitors become visitor-days) and each day's headline
//                              counts; written by the nightly rollup. Staff read it.
//
// Bounded whatever is sent: a table admits the day's first CAP distinct keys (pages: PAGE_CAP),
// every later one counts as "(other)"; with the key lengths bounded by the schema, a day's count
// document stays under DOC_LIMIT_BYTES and its sketch document too (docs/analytics.md).
import { FieldValue, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { v1, type PubSub } from '@google-cloud/pubsub';
import { bucketOf, toUnit, VITALS, type Vital } from '@/domain/analytics/protocol';
import { COLLECTIONS } from '@/domain/collections';
import {
  addDoc,
  daysOf,
  periodsOf,
  TABLES,
  type Counts,
  type DayDoc,
  type Period,
  type Table,
} from '@/domain/analytics/day-doc';
import { dayKey, OTHER, type Event } from './collect';
import { addTo, estimate, newSketch } from './sketch';

export const DAILY = COLLECTIONS.analyticsDaily;
export const SKETCHES = COLLECTIONS.analyticsSketches;
export const PERIODS = COLLECTIONS.analyticsPeriods;
/** Distinct keys a day's source, medium and campaign tables admit (each touch); then "(other)". */
export const CAP = 200;
/** Distinct pages a day admits (published pages only reach the table; this bounds a large site). */
export const PAGE_CAP = 1000;
/** What a day's count document and its sketch document each stay under (bytes, Firestore's
 *  measure); the limit for one document is 1 MiB. */
export const DOC_LIMIT_BYTES = 600 * 1024;
/** Register bits: the day's visitors and demo-opened visitors (about 1.6 % / 3 % error beyond
 *  linear counting's range), a page's visitors (6.5 %), any other key's visitors (13 %). */
const BITS = { all: 12, demo: 10, pages: 8, other: 6 } as const;
const KEEP_SKETCH_MS = 3 * 86_400_000;

export const TOPIC = 'analytics-beacons';
export const SUBSCRIPTION = 'analytics-drain';
const PULL_WAIT_MS = 3000;

interface Sketches {
  all?: Uint8Array;
  demo?: Uint8Array;
  tables?: Partial<Record<Table, Record<string, Uint8Array>>>;
}
const bytes = (b: unknown, bits: number) => {
  const out = newSketch(bits);
  if (b instanceof Uint8Array && b.length === out.length) out.set(b);
  return out;
};
const hashBytes = (h: string) => Buffer.from(h, 'base64url');

/** Adds the events of one day into its count document and sketches (both as read, or empty). */
export function fold(doc: DayDoc & DocumentData, sketches: Sketches, events: Event[]): void {
  const all = bytes(sketches.all, BITS.all);
  const demo = bytes(sketches.demo, BITS.demo);
  const tables = (sketches.tables ??= {});
  const bump = (c: Partial<Counts>, field: 'views' | 'demoOpened') => (c[field] = (c[field] ?? 0) + 1);
  for (const ev of events) {
    if (ev.e === 'vitals') {
      fold.vitals(doc, ev);
      continue;
    }
    const field = ev.e === 'pv' ? 'views' : 'demoOpened';
    bump(doc, field);
    const hash = hashBytes(ev.h);
    addTo(all, hash);
    if (ev.e === 'demo') addTo(demo, hash);
    const keys: [Table, string | undefined][] = [
      ['pages', ev.p],
      ['sources', ev.s],
      ['campaigns', ev.c],
      ['mediums', ev.m],
      ['channels', ev.ch],
      ['firstSources', ev.fs],
      ['firstCampaigns', ev.fc],
      ['firstChannels', ev.fch],
      ['devices', ev.d],
    ];
    for (const [table, raw] of keys) {
      if (raw === undefined) continue;
      const map = (doc[table] ??= {});
      const cap = table === 'pages' ? PAGE_CAP : CAP;
      const key = raw in map || Object.keys(map).length < cap ? raw : OTHER;
      bump((map[key] ??= {}), field);
      const bits = table === 'pages' ? BITS.pages : BITS.other;
      const perKey = (tables[table] ??= {});
      addTo((perKey[key] = bytes(perKey[key], bits)), hash);
    }
  }
  doc.visitors = estimate(all);
  doc.demoVisitors = estimate(demo);
  sketches.all = all;
  sketches.demo = demo;
  for (const table of TABLES)
    for (const [key, registers] of Object.entries(tables[table] ?? {})) {
      const c = doc[table]?.[key];
      if (c) c.visitors = estimate(registers);
    }
}
/** A vitals event: a new sample in bucket(v) per metric, or, for a metric in pv too (the same
 *  metric instance, sent before), the sample moved from bucket(pv) to bucket(v). */
fold.vitals = (doc: DayDoc, ev: Event) => {
  for (const m of VITALS as readonly Vital[]) {
    const value = ev.v?.[m];
    if (value === undefined) continue;
    const hist = ((((doc.vitals ??= {})[m] ??= {})[ev.d] ??= {})[ev.p] ??= {});
    const to = String(bucketOf(m, toUnit(m, value)));
    const before = ev.pv?.[m];
    if (before !== undefined) {
      const from = String(bucketOf(m, toUnit(m, before)));
      if (from === to) continue;
      if ((hist[from] ?? 0) > 0) {
        hist[from] = hist[from]! - 1;
        hist[to] = (hist[to] ?? 0) + 1;
        continue;
      }
    }
    hist[to] = (hist[to] ?? 0) + 1;
    doc.vitalSamples = (doc.vitalSamples ?? 0) + 1;
  }
};

const sketchesOf = (d: DocumentData | undefined): Sketches => ({
  all: d?.all as Uint8Array | undefined,
  demo: d?.demo as Uint8Array | undefined,
  tables: (d?.tables ?? {}) as Sketches['tables'],
});

/** Sums a batch of events into each day's documents: per day one transaction, two writes (the
 *  count document, merged in full, and its sketches). Returns the writes made. */
export async function applyEvents(db: Firestore, events: Event[]): Promise<number> {
  const byDay = new Map<string, Event[]>();
  for (const ev of events) {
    const day = dayKey(new Date(ev.t));
    byDay.set(day, [...(byDay.get(day) ?? []), ev]);
  }
  let writes = 0;
  for (const [day, list] of byDay) {
    const docRef = db.collection(DAILY).doc(day);
    const sketchRef = db.collection(SKETCHES).doc(day);
    await db.runTransaction(async (tx) => {
      const [snap, sketchSnap] = await tx.getAll(docRef, sketchRef);
      const doc = (snap!.data() ?? { day }) as DayDoc & DocumentData;
      const sketches = sketchesOf(sketchSnap!.data());
      fold(doc, sketches, list);
      doc.beacons = ((doc.beacons as number | undefined) ?? 0) + list.length;
      doc.writes = ((doc.writes as number | undefined) ?? 0) + 2;
      doc.updatedAt = FieldValue.serverTimestamp();
      tx.set(docRef, doc);
      const toBuffer = (u: Uint8Array) => Buffer.from(u);
      tx.set(sketchRef, {
        day,
        all: toBuffer(sketches.all!),
        demo: toBuffer(sketches.demo!),
        tables: Object.fromEntries(
          Object.entries(sketches.tables ?? {}).map(([t, keys]) => [
            t,
            Object.fromEntries(Object.entries(keys).map(([k, r]) => [k, toBuffer(r)])),
          ]),
        ),
        expireAt: Timestamp.fromMillis(Date.parse(`${day}T00:00:00Z`) + KEEP_SKETCH_MS),
      });
    });
    writes += 2;
  }
  return writes;
}

/** Publishes events to the topic (the client library batches them: up to 500 or 50 ms). */
export function publisher(pubsub: PubSub) {
  const topic = pubsub.topic(TOPIC, { batching: { maxMessages: 500, maxMilliseconds: 50 } });
  return async (event: Event) => {
    await topic.publishMessage({ json: event });
  };
}

/** Creates the topic and the drain's pull subscription where missing (first run, the emulator). */
export async function ensureQueue(pubsub: PubSub): Promise<void> {
  const [topic] = await pubsub.topic(TOPIC).get({ autoCreate: true });
  await topic.subscription(SUBSCRIPTION).get({ autoCreate: true });
}

/**
 * Pulls everything waiting on the subscription (up to `max` events), sums it into the day
 * documents in one batch, then acknowledges it. Returns what it did. A crash between the write
 * and the acknowledgement redelivers the batch (at-least-once: counted twice, rare and logged).
 */
export async function drain(db: Firestore, pubsub: PubSub, max = 100_000) {
  const config = await pubsub.getClientConfig();
  const client = new v1.SubscriberClient({
    ...config,
    port: config.port === undefined ? undefined : Number(config.port),
  });
  const subscription = `projects/${pubsub.projectId}/subscriptions/${SUBSCRIPTION}`;
  const events: Event[] = [];
  const ackIds: string[] = [];
  try {
    while (events.length < max) {
      // A pull waits for messages: an empty queue answers DEADLINE_EXCEEDED after the timeout.
      const res = await client
        .pull({ subscription, maxMessages: 1000 }, { timeout: PULL_WAIT_MS })
        .then(([r]) => r)
        .catch((error: { code?: number }) => {
          if (error.code === 4) return { receivedMessages: [] };
          throw error;
        });
      const received = res.receivedMessages ?? [];
      if (received.length === 0) break;
      for (const m of received) {
        ackIds.push(m.ackId!);
        try {
          events.push(JSON.parse(Buffer.from(m.message!.data as Uint8Array).toString('utf8')) as Event);
        } catch {
          /* not ours: acknowledged and dropped */
        }
      }
    }
    const writes = events.length ? await applyEvents(db, events) : 0;
    for (let i = 0; i < ackIds.length; i += 1000)
      await client.acknowledge({ subscription, ackIds: ackIds.slice(i, i + 1000) });
    return { events: events.length, writes };
  } finally {
    await client.close();
  }
}

/** The sum of some day documents as one period document (visitors: visitor-days). */
export function sumDays(period: Period, docs: DayDoc[]): DayDoc {
  const sum: DayDoc = { day: period.from, to: period.to, days: {} };
  for (const d of docs) addDoc(sum, d);
  return sum;
}

/**
 * The nightly rollup: every closed month and third of a month (before `today`) among the last
 * `lookbackDays` that has day documents and no period document yet is summed into one. Returns
 * the ids written.
 */
export async function rollup(db: Firestore, today: string, lookbackDays = 62): Promise<string[]> {
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - lookbackDays * 86_400_000).toISOString().slice(0, 10);
  const seen = new Map<string, Period>();
  for (const day of daysOf({ from, to: today })) {
    const { month, third } = periodsOf(day);
    for (const p of [month, third]) if (p.to < today) seen.set(p.id, p);
  }
  const written: string[] = [];
  for (const period of seen.values()) {
    const ref = db.collection(PERIODS).doc(period.id);
    if ((await ref.get()).exists) continue;
    const snap = await db.collection(DAILY).where('day', '>=', period.from).where('day', '<=', period.to).get();
    if (snap.empty) continue;
    const sum = sumDays(
      period,
      snap.docs.map((d) => d.data() as DayDoc),
    );
    await ref.set({ ...sum, updatedAt: FieldValue.serverTimestamp() });
    written.push(period.id);
  }
  return written;
}
