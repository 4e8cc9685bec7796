#!/usr/bin/env node
// Load on the collect endpoint through the Hosting emulator (as production routes it: Hosting's
// /api/collect rewrite to the collectBeacon function, which publishes to Pub/Sub), then drains the
// queue as the scheduled analyticsDrain does and checks the counts.
//   EMULATOR_PORT_BASE=23000 node scripts/with-emulators.mjs --functions -- \
//     node scripts/bench-collect.mjs [--rate 200] [--seconds 60] [--clients 600]
// Sends page views of /support at a fixed rate (open loop: a slow answer does not slow the sender)
// from simulated visitors (distinct addresses as the front end's X-Forwarded-For entry, each under
// the per-address limit), runs the drain every 60 s during the load (Cloud Scheduler's cadence;
// the emulator never fires schedules, so the bench POSTs to the function's URL + '-0') and until
// the queue is empty after it, and reports: status codes, latency p50 / p95 / p99 / max, achieved
// rate, whether the day's counted views grew by exactly the beacons answered 204 (the documented
// drops are the other answers: 429 over the limit, 503 on a failure), and the Firestore writes the
// drain made per 1,000 beacons (the day document's own `writes` and `beacons` accounting).
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../src/domain/collections.ts';

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
const PAGE = '/support';
const URL_ = `${SITE}/api/collect`;
const FUNCTIONS = process.env.FUNCTIONS_EMULATOR_ORIGIN;
const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-structura';
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const address = (k) => `10.${(k >> 16) & 255}.${(k >> 8) & 255}.${k & 255}`;
const body = JSON.stringify({ e: 'pv', p: PAGE, us: 'bench', uc: `bench-${run}` });
const send = (k) =>
  fetch(URL_, {
    method: 'POST',
    body,
    headers: {
      'user-agent': UA,
      'content-type': 'text/plain',
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': `forged, ${address(k)}`,
    },
  });

const app = initializeApp({ projectId: PROJECT }, `bench-${run}`);
const db = getFirestore(app);
const today = new Date().toISOString().slice(0, 10);
const dayDoc = async () => (await db.collection(COLLECTIONS.analyticsDaily).doc(today).get()).data() ?? {};
/** One run of the scheduled drain (the emulator's manual trigger). */
const drainOnce = async () => {
  const res = await fetch(`${FUNCTIONS}/${PROJECT}/us-central1/analyticsDrain-0`, { method: 'POST' });
  if (!res.ok) throw new Error(`analyticsDrain answered ${res.status}`);
};

// Warm up: the first call starts the function's runtime and creates the queue (not measured).
await send(CLIENTS + 1);
await drainOnce();
const before = await dayDoc();

const latencies = [];
const statuses = new Map();
let inFlight = 0;
let maxInFlight = 0;
const total = RATE * SECONDS;
const started = performance.now();
const pending = [];
let drains = 0;
const ticker = setInterval(() => void drainOnce().then(() => drains++), 60_000);
for (let i = 0; i < total; i++) {
  const due = started + (i * 1000) / RATE;
  const wait = due - performance.now();
  if (wait > 1) await new Promise((r) => setTimeout(r, wait));
  inFlight++;
  maxInFlight = Math.max(maxInFlight, inFlight);
  const t0 = performance.now();
  pending.push(
    send(i % CLIENTS)
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

clearInterval(ticker);

latencies.sort((a, b) => a - b);
const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(0);
const counted = statuses.get(204) ?? 0;
// Drain until every counted beacon is in the day's document (or a drain adds nothing more).
let after = await dayDoc();
for (let last = -1; (after.views ?? 0) - (before.views ?? 0) < counted && after.beacons !== last;) {
  last = after.beacons;
  await drainOnce();
  drains++;
  after = await dayDoc();
}
await deleteApp(app);

const viewsAdded = (after.views ?? 0) - (before.views ?? 0);
const beaconsAdded = (after.beacons ?? 0) - (before.beacons ?? 0);
const writesAdded = (after.writes ?? 0) - (before.writes ?? 0);
const report = {
  target: `${RATE} req/s for ${SECONDS} s (${total} beacons, ${CLIENTS} simulated visitors)`,
  sentIn: `${sentFor.toFixed(1)} s (achieved ${(total / sentFor).toFixed(0)} req/s), all answered in ${elapsed.toFixed(1)} s`,
  statuses: Object.fromEntries(statuses),
  latencyMs: { p50: pct(50), p95: pct(95), p99: pct(99), max: latencies.at(-1).toFixed(0) },
  maxInFlight,
  answered204: counted,
  viewsAdded,
  countsEqualSentLessDrops: counted > 0 && viewsAdded === counted,
  drainRuns: drains,
  firestoreWrites: writesAdded,
  firestoreWritesPer1000Beacons: beaconsAdded ? Number(((writesAdded / beaconsAdded) * 1000).toFixed(2)) : null,
  maxWritesPerSecondToOneDocument: `${drains} writes over ${elapsed.toFixed(0)} s + drains after`,
  visitorsToday: after.visitors,
};
console.log(JSON.stringify(report, null, 2));
process.exit(counted > 0 && viewsAdded === counted ? 0 : 1);
