// The collect endpoint: Hosting rewrites /api/collect to it (firebase.json), so the beacon is
// same-origin. Answers 204 for a beacon counted or skipped (a bot, a prefetch, GPC / DNT: the
// browser needs no more), 400 for an invalid one, 429 over the rate limit. ./collect.ts does the work.
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { collect, sweepExpired } from './collect';

export const collectBeacon = onRequest(
  { memory: '256MiB', timeoutSeconds: 10, concurrency: 80, maxInstances: 20 },
  async (req, res) => {
    res.set('Cache-Control', 'no-store');
    try {
      const body = req.rawBody ? req.rawBody.toString('utf8') : typeof req.body === 'string' ? req.body : '';
      const result = await collect(getFirestore(), { method: req.method, headers: req.headers, ip: req.ip, body });
      if (result.status === 405) res.set('Allow', 'POST');
      res.status(result.status).send('');
    } catch (error) {
      logger.error(`collect: ${error instanceof Error ? error.message : String(error)}`);
      res.status(503).send('');
    }
  },
);

/** Every day: expired per-client records and old salts deleted (TTL policies do it in production
 *  within a day; this makes it certain, and the emulators have no TTL). */
export const analyticsSweep = onSchedule({ schedule: 'every day 00:30', timeZone: 'UTC' }, async () => {
  const deleted = await sweepExpired(getFirestore());
  logger.info(`analyticsSweep: deleted ${deleted} expired analytics records`);
});
