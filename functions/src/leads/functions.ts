// The lead notification functions: a Firestore trigger per new demo request (one invocation per
// lead when delivery works) and a Cloud Tasks queue for the retries, with back-off.
import { getFirestore } from 'firebase-admin/firestore';
import { getFunctions } from 'firebase-admin/functions';
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import {
  LEAD_RETRY_DELAY_SECONDS,
  LEAD_RETRY_MIN_BACKOFF_SECONDS,
  MAIL_FROM,
  siteUrl,
  SMTP_HOST,
  SMTP_PASSWORD,
  SMTP_PORT,
  SMTP_USER,
  webhookHttpsOnly,
} from '../config';
import { attemptNotification, claimLead, LEADS, MAX_ATTEMPTS, type NotifyEnv } from './notify';

const RETRY_QUEUE = 'retryLeadNotification';

const env = (): NotifyEnv => ({
  smtp: {
    host: SMTP_HOST.value(),
    port: SMTP_PORT.value(),
    user: SMTP_USER.value(),
    password: SMTP_PASSWORD.value(),
    from: MAIL_FROM.value(),
  },
  siteUrl: siteUrl(),
  httpsOnly: webhookHttpsOnly(),
});

export const notifyLead = onDocumentCreated(
  { document: `${LEADS}/{leadId}`, secrets: [SMTP_PASSWORD], timeoutSeconds: 60, memory: '256MiB' },
  async (event) => {
    const id = event.params.leadId;
    const db = getFirestore();
    if (!(await claimLead(db, id))) return;
    const state = await attemptNotification(db, id, 1, env());
    if (state !== 'retrying') return;
    try {
      await getFunctions()
        .taskQueue(RETRY_QUEUE)
        .enqueue({ leadId: id }, { scheduleDelaySeconds: LEAD_RETRY_DELAY_SECONDS.value(), id: `lead-${id}` });
    } catch (error) {
      // The lead itself is safe in the back office; its state says no retry is coming.
      const text = error instanceof Error ? error.message : String(error);
      logger.error(`lead notification: demo_requests/${id}: could not queue a retry: ${text}`, { leadId: id });
      await db
        .collection(LEADS)
        .doc(id)
        .update({
          'notification.state': 'failed',
          'notification.error': `could not queue a retry: ${text.slice(0, 300)}`,
        });
    }
  },
);

export const retryLeadNotification = onTaskDispatched<{ leadId?: unknown }>(
  {
    secrets: [SMTP_PASSWORD],
    timeoutSeconds: 60,
    memory: '256MiB',
    retryConfig: {
      // The trigger made attempt 1; these are attempts 2..MAX_ATTEMPTS.
      maxAttempts: MAX_ATTEMPTS - 1,
      minBackoffSeconds: LEAD_RETRY_MIN_BACKOFF_SECONDS,
      maxBackoffSeconds: 3600,
      maxDoublings: 4,
    },
    rateLimits: { maxConcurrentDispatches: 6 },
  },
  async (req) => {
    const id = req.data.leadId;
    if (typeof id !== 'string' || !/^[A-Za-z0-9]{1,128}$/.test(id)) {
      logger.error('lead notification retry: a task without a valid leadId was dropped', { data: req.data });
      return;
    }
    const attempt = 2 + (req.retryCount ?? 0);
    const state = await attemptNotification(getFirestore(), id, attempt, env());
    // Throwing hands the task back to Cloud Tasks, which runs it again after its back-off.
    if (state === 'retrying') throw new Error(`lead ${id}: attempt ${attempt} failed; Cloud Tasks retries it`);
  },
);
