// The notification of one lead, as a small state machine kept on the lead itself
// (demo_requests/{id}.notification, written only here, with the Admin SDK):
//   sending -> sent                      both channels delivered (or not configured)
//   sending -> retrying -> … -> sent     a channel failed; Cloud Tasks retries with back-off
//                       -> failed        attempts used up, or a failure no retry can mend
// A retry delivers only the channels not yet delivered, so sales get one email per lead.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { LEAD_NOTIFICATIONS_PATH, parseLeadNotifications, skippedText } from '@/domain/leads/notification-settings';
import type { ChannelState, NotificationState } from '@/domain/leads/notification';
import { permanent, postLeadWebhook, sendLeadEmail, type ChannelResult, type SmtpSettings } from './deliver';
import { parseLead } from './message';
import { COLLECTIONS } from '@/domain/collections';

export const LEADS = COLLECTIONS.demoRequests;
/** Attempts in all: the first from the trigger, then up to 7 retries by Cloud Tasks. */
export const MAX_ATTEMPTS = 8;

export interface NotifyEnv {
  smtp: SmtpSettings;
  siteUrl: string;
  /** Refuse a webhook that is not https (config.webhookHttpsOnly). */
  httpsOnly: boolean;
}

interface StoredStatus {
  state?: NotificationState;
  email?: ChannelState;
  webhook?: ChannelState;
}

/**
 * Claims a new lead's notification (a trigger may be delivered twice): true when this invocation
 * sets it to `sending`, false when another already did.
 */
export async function claimLead(db: Firestore, id: string): Promise<boolean> {
  const ref = db.collection(LEADS).doc(id);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists || snap.get('notification') !== undefined) return false;
    tx.update(ref, {
      notification: {
        state: 'sending',
        attempts: 0,
        email: 'off',
        webhook: 'off',
        error: '',
        updatedAt: FieldValue.serverTimestamp(),
      },
    });
    return true;
  });
}

/** One delivery attempt (1 = the trigger's); returns the state it recorded. */
export async function attemptNotification(
  db: Firestore,
  id: string,
  attempt: number,
  env: NotifyEnv,
): Promise<NotificationState | 'missing'> {
  const ref = db.collection(LEADS).doc(id);
  const snap = await ref.get();
  if (!snap.exists) {
    logger.error(`lead notification: demo_requests/${id} no longer exists; nothing to send`, { leadId: id });
    return 'missing';
  }
  const before = (snap.get('notification') ?? {}) as StoredStatus;
  if (before.state === 'sent' || before.state === 'failed') return before.state;
  const record = (state: NotificationState, email: ChannelState, webhook: ChannelState, error: string) =>
    ref.update({
      notification: { state, attempts: attempt, email, webhook, error, updatedAt: FieldValue.serverTimestamp() },
    });

  const parsed = parseLead(id, snap.data());
  if (!parsed.ok) {
    logger.error(`lead notification: demo_requests/${id} not sent: ${parsed.error}`, { leadId: id });
    await record('failed', 'off', 'off', parsed.error);
    return 'failed';
  }
  const settings = parseLeadNotifications((await db.doc(LEAD_NOTIFICATIONS_PATH).get()).data());
  // A bad stored address (or webhook URL) is skipped and said on the lead; the others still count.
  const skipped = skippedText(settings);
  if (settings.emails.length === 0 && !settings.webhookUrl) {
    const error = ['no notification emails or webhook set (Settings > Lead notifications)', skipped]
      .filter(Boolean)
      .join('; ');
    logger.error(`lead notification: demo_requests/${id} not sent: ${error}`, { leadId: id });
    await record('failed', 'off', 'off', error);
    return 'failed';
  }
  const keep = (state: ChannelState | undefined): ChannelResult | null => (state === 'sent' ? { state: 'sent' } : null);
  const [email, webhook] = await Promise.all([
    keep(before.email) ?? sendLeadEmail(parsed.lead, settings.emails, env.smtp, env.siteUrl),
    keep(before.webhook) ?? postLeadWebhook(parsed.lead, settings.webhookUrl, env.httpsOnly, env.siteUrl),
  ]);
  const failures = [email, webhook].filter((r) => r.state === 'failed');
  const error = [...failures.map((r) => r.error), skipped].filter(Boolean).join('; ');
  let state: NotificationState = 'sent';
  if (failures.length > 0) state = attempt >= MAX_ATTEMPTS || failures.every(permanent) ? 'failed' : 'retrying';
  if (state !== 'sent')
    logger.error(`lead notification: demo_requests/${id} attempt ${attempt}/${MAX_ATTEMPTS} ${state}: ${error}`, {
      leadId: id,
      attempt,
    });
  else logger.info(`lead notification: demo_requests/${id} sent (attempt ${attempt})`, { leadId: id, attempt });
  await record(state, email.state, webhook.state, error);
  return state;
}
