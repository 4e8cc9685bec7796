// settings/lead_notifications: who hears about a new demo request. Shared by the back office
// (Settings > Lead notifications) and the Cloud Function that notifies (functions/src/leads), and
// mirrored by firestore.rules (validLeadNotifications).
import { z } from '@/lib/schema/zod';
import { COLLECTIONS } from '@/domain/collections';

export const LEAD_NOTIFICATIONS_PATH = `${COLLECTIONS.settings}/lead_notifications`;
export const MAX_NOTIFICATION_EMAILS = 10;

/**
 * An address as the form, the rules (isNotifyEmail) and the function accept it (issue 29: one
 * validation): one @, a dot in the domain, 3-254 characters, and no whitespace of any kind (ASCII
 * or Unicode: no-break space, line and paragraph separators, NEL, vertical tab), no control and no
 * format character (NUL, zero-width, bidi marks).
 */
const EMAIL_CHAR = '[^@\\s\\p{Z}\\p{Cc}\\p{Cf}\\p{Cs}]';
const EMAIL = new RegExp(`^${EMAIL_CHAR}+@${EMAIL_CHAR}+\\.${EMAIL_CHAR}+$`, 'u');
export const isNotifyEmail = (v: string) => v.length >= 3 && v.length <= 254 && EMAIL.test(v);

/** https anywhere (never with credentials: user:password@ before the host); plain http only to
 *  this machine (a local receiver while developing). No whitespace, control or format character.
 *  The function refuses anything but https outside the emulators. */
const URL_CHAR = '[^\\s\\p{Z}\\p{Cc}\\p{Cf}\\p{Cs}]';
const HOST_CHAR = '[^/?#@\\\\\\s\\p{Z}\\p{Cc}\\p{Cf}\\p{Cs}]';
const WEBHOOK = new RegExp(
  `^(https://${HOST_CHAR}+([/?#\\\\]${URL_CHAR}*)?|http://(127\\.0\\.0\\.1|localhost)(:[0-9]{1,5})?([/?#]${URL_CHAR}*)?)$`,
  'u',
);

export const isWebhookUrl = (v: string) => v.length <= 2048 && WEBHOOK.test(v);
export const isHttpsUrl = (v: string) => /^https:\/\/[^\s]+$/.test(v);

/** The stored document. */
export const leadNotificationsSchema = z.object({
  emails: z.array(z.string().check(z.refine(isNotifyEmail))).check(z.maxLength(MAX_NOTIFICATION_EMAILS)),
  webhookUrl: z.string().check(
    z.maxLength(2048),
    z.refine((v) => v === '' || isWebhookUrl(v)),
  ),
});
export type LeadNotifications = z.infer<typeof leadNotificationsSchema>;
export const NO_LEAD_NOTIFICATIONS: LeadNotifications = { emails: [], webhookUrl: '' };

/** "a@x.com, b@y.com" (commas, semicolons, spaces or lines) -> ['a@x.com', 'b@y.com']. */
export const splitEmails = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The form: the addresses as one line of text, the webhook or ''. */
export const leadNotificationsInputSchema = z.object({
  emails: z.string().check(
    z.maxLength(3000, 'At most 3000 characters'),
    z.refine((v) => splitEmails(v).every(isNotifyEmail), 'Enter valid email addresses, separated by commas'),
    z.refine((v) => splitEmails(v).length <= MAX_NOTIFICATION_EMAILS, `At most ${MAX_NOTIFICATION_EMAILS} addresses`),
  ),
  webhookUrl: z.string().check(
    z.trim(),
    z.maxLength(2048, 'At most 2048 characters'),
    z.refine(
      (v) => v === '' || isWebhookUrl(v),
      'Enter an https:// URL without user name or password (http only to 127.0.0.1 or localhost)',
    ),
  ),
});
export type LeadNotificationsInput = z.input<typeof leadNotificationsInputSchema>;

/** What the function and Settings make of the stored document: the valid addresses, and which
 *  stored ones were skipped (their positions, 1-based, and the values for Settings to show). */
export interface StoredLeadNotifications extends LeadNotifications {
  skipped: { position: number; value: string }[];
  /** A webhook URL was stored that is not one (never called). */
  webhookInvalid: boolean;
}

/** settings/lead_notifications as stored. Each address is judged alone: one bad address (written
 *  before the rules refused it, or around them) is skipped and reported, the others still count;
 *  anything else malformed counts as none. */
export function parseLeadNotifications(doc: Record<string, unknown> | null | undefined): StoredLeadNotifications {
  const rawEmails = Array.isArray(doc?.emails) ? (doc.emails as unknown[]).slice(0, MAX_NOTIFICATION_EMAILS) : [];
  const emails: string[] = [];
  const skipped: StoredLeadNotifications['skipped'] = [];
  rawEmails.forEach((e, i) => {
    if (typeof e === 'string' && isNotifyEmail(e)) emails.push(e);
    else skipped.push({ position: i + 1, value: typeof e === 'string' ? e : (JSON.stringify(e) ?? String(e)) });
  });
  const rawUrl = doc?.webhookUrl ?? '';
  const webhookOk = typeof rawUrl === 'string' && (rawUrl === '' || isWebhookUrl(rawUrl));
  return { emails, webhookUrl: webhookOk ? rawUrl : '', skipped, webhookInvalid: !webhookOk };
}

/** What was skipped, in words for the lead and the log: positions only, never an address. */
export function skippedText(s: Pick<StoredLeadNotifications, 'skipped' | 'webhookInvalid'>): string {
  const parts: string[] = [];
  if (s.skipped.length > 0)
    parts.push(
      `${s.skipped.length === 1 ? 'address' : 'addresses'} ${s.skipped.map((x) => `#${x.position}`).join(', ')} ` +
        'in Settings > Lead notifications skipped (not a valid email address)',
    );
  if (s.webhookInvalid) parts.push('the webhook URL in Settings > Lead notifications is not valid (not called)');
  return parts.join('; ');
}
