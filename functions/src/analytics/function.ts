// The analytics functions. collectBeacon: Hosting rewrites /api/collect to it (firebase.json);
// it answers 204 for a beacon counted or skipped (a bot, a prefetch, GPC / DNT: the browser needs
// no more), 400 for an invalid one, 403 from another site, 429 over the rate limit, and publishes
// each counted beacon to Pub/Sub (./collect.ts). analyticsDrain sums the queue into the day's
// documents once a minute; analyticsRollup folds closed periods and sweeps expired salts nightly
// (./aggregate.ts). In the emulators scheduled functions never fire: POST to their URL + '-0'.
import { PubSub } from '@google-cloud/pubsub';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { siteUrl } from '../config';
import { drain, ensureQueue, publisher, rollup, SKETCHES } from './aggregate';
import { collect, dayKey, SALTS, type Sink } from './collect';

let queue: { pubsub: PubSub; sink: Sink; ready: Promise<void> } | null = null;
const queueOf = () => {
  if (!queue) {
    const pubsub = new PubSub();
    queue = { pubsub, sink: publisher(pubsub), ready: ensureQueue(pubsub) };
    queue.ready.catch(() => (queue = null));
  }
  return queue;
};

export const collectBeacon = onRequest(
  { memory: '256MiB', timeoutSeconds: 10, concurrency: 80, maxInstances: 20 },
  async (req, res) => {
    res.set('Cache-Control', 'no-store');
    try {
      const body = req.rawBody ? req.rawBody.toString('utf8') : typeof req.body === 'string' ? req.body : '';
      const q = queueOf();
      await q.ready;
      const result = await collect(
        getFirestore(),
        { method: req.method, headers: req.headers, ip: req.ip, body },
        new Date(),
        { origins: [new URL(siteUrl()).origin], sink: q.sink },
      );
      if (result.status === 405) res.set('Allow', 'POST');
      res.status(result.status).send('');
    } catch (error) {
      logger.error(`collect: ${error instanceof Error ? error.message : String(error)}`);
      res.status(503).send('');
    }
  },
);

/** Every minute: the queue summed into the day documents (one transaction per day). */
export const analyticsDrain = onSchedule(
  { schedule: 'every 1 minutes', timeZone: 'UTC', timeoutSeconds: 300, maxInstances: 1 },
  async () => {
    const q = queueOf();
    await q.ready;
    const { events, writes } = await drain(getFirestore(), q.pubsub);
    if (events) logger.info(`analyticsDrain: ${events} events, ${writes} writes`);
  },
);

/** Every night: closed months and thirds folded into period documents; expired salts and
 *  sketches deleted (TTL policies do it in production within a day; the emulators have none). */
export const analyticsRollup = onSchedule({ schedule: 'every day 00:30', timeZone: 'UTC' }, async () => {
  const db = getFirestore();
  const written = await rollup(db, dayKey(new Date()));
  let deleted = 0;
  for (const collection of [SALTS, SKETCHES]) {
    const snap = await db.collection(collection).where('expireAt', '<', Timestamp.now()).limit(400).get();
    await Promise.all(snap.docs.map((d) => d.ref.delete()));
    deleted += snap.size;
  }
  logger.info(`analyticsRollup: ${written.length} periods (${written.join(', ')}), ${deleted} expired deleted`);
});
