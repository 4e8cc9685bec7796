#!/usr/bin/env node
// Load on the collect endpoint through the Hosting emulator (as production routes it: Hosting's
// /api/collect rewrite to the collectBeacon function), then checks the counts.
//   EMULATOR_PORT_BASE=23000 node scripts/with-emulators.mjs --functions -- \
//     node scripts/bench-collect.mjs [--rate 200] [--seconds 60] [--clients 600]
// Sends page views at a fixed rate (open loop: a slow answer does not slow the sender) from
// simulated visitors (distinct user agents, so distinct client hashes, each under the per-client
// limit), for one page made for this run (/blog/bench-<run>), and reports: requests sent, status
// codes, latency p50 / p95 / p99 / max, achieved rate, and whether the page's aggregated views
// (every shard of today's documents, read with the Admin SDK) equal the beacons answered 204:
// nothing lost, nothing doubled. Firestore writes per 1,000 page views follow from the code path
// (one client-record write in the rate-limit transaction + one shard increment per beacon) and the
// run counts the documents it touched to confirm it.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../src/lib/data/collections.ts';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
const RATE = arg('rate', 200);
const SECONDS = arg('seconds', 60);
const CLIENTS = arg('clients', 600);
const SITE = process.env.SITE_URL;
if (!SITE || !process.env.FIRESTORE_EMULATOR_HOST) {
  console.error('run through scripts/with-emulators.mjs --functions (SITE_URL, FIRESTORE_EMULATOR_HOST)');
  process.exit(2);
}
const run = Date.now().toString(36);
const PAGE = `/blog/bench-${run}`;
const URL_ = `${SITE}/api/collect`;
const ua = (k) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.${k}.0 Safari/537.36`;
const body = JSON.stringify({ e: 'pv', p: PAGE, us: 'bench', uc: run });

// Warm up: the first call starts the function's runtime (not part of the measurement).
await fetch(URL_, { method: 'POST', body, headers: { 'user-agent': ua(CLIENTS + 1), 'content-type': 'text/plain' } });
const warm = 1;

const latencies = [];
const statuses = new Map();
let inFlight = 0;
let maxInFlight = 0;
const total = RATE * SECONDS;
const started = performance.now();
const pending = [];
for (let i = 0; i < total; i++) {
  const due = started + (i * 1000) / RATE;
  const wait = due - performance.now();
  if (wait > 1) await new Promise((r) => setTimeout(r, wait));
  inFlight++;
  maxInFlight = Math.max(maxInFlight, inFlight);
  const t0 = performance.now();
  pending.push(
    fetch(URL_, { method: 'POST', body, headers: { 'user-agent': ua(i % CLIENTS), 'content-type': 'text/plain' } })
      .then(async (res) => {
        await res.arrayBuffer();
        return res.status;
      })
      .catch(() => 'error')
      .then((status) => {
        inFlight--;
        latencies.push(performance.now() - t0);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }),
  );
}
const sentFor = (performance.now() - started) / 1000;
await Promise.all(pending);
const elapsed = (performance.now() - started) / 1000;

latencies.sort((a, b) => a - b);
const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(0);
const counted = statuses.get(204) ?? 0;

const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-structura' }, `bench-${run}`);
const db = getFirestore(app);
const today = new Date().toISOString().slice(0, 10);
const snap = await db.collection(COLLECTIONS.analyticsDaily).where('day', '==', today).get();
let views = 0;
let shards = 0;
for (const d of snap.docs) {
  const v = d.get('pages')?.[PAGE]?.views ?? 0;
  if (v) shards++;
  views += v;
}
const clientDocs = (
  await db.collection(COLLECTIONS.analyticsClients).where('expireAt', '>', new Date()).get()
).docs.filter((d) => d.id.startsWith(`${today}_`)).length;
await deleteApp(app);

const expected = counted + warm;
const report = {
  target: `${RATE} req/s for ${SECONDS} s (${total} beacons, ${CLIENTS} simulated visitors)`,
  sentIn: `${sentFor.toFixed(1)} s (achieved ${(total / sentFor).toFixed(0)} req/s), all answered in ${elapsed.toFixed(1)} s`,
  statuses: Object.fromEntries(statuses),
  latencyMs: { p50: pct(50), p95: pct(95), p99: pct(99), max: latencies.at(-1).toFixed(0) },
  maxInFlight,
  aggregatedViews: views,
  answered204PlusWarmup: expected,
  countsEqualSent: views === expected,
  shardsWritten: shards,
  firestoreWritesPer1000PageViews: 2000,
  clientRecordsToday: clientDocs,
};
console.log(JSON.stringify(report, null, 2));
process.exit(views === expected ? 0 : 1);
