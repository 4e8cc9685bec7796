// settings/lead_notifications: who hears about a new demo request. Shared by the back office
// (Settings > Lead notifications) and the Cloud Function that notifies (functions/src/leads), and
// mirrored by firestore.rules (validLeadNotifications).
import { z } from '@/lib/schema/zod';

export const LEAD_NOTIFICATIONS_PATH = 'settings/lead_notifications';
export const MAX_NOTIFICATION_EMAILS = 10;

/** An address the rules accept too: no spaces, one @, a dot in the domain. */
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
/** https anywhere; plain http only to this machine (a local receiver while developing). The
 *  function refuses anything but https outside the emulators. */
const WEBHOOK = /^(https:\/\/[^\s]+|http:\/\/(127\.0\.0\.1|localhost)(:[0-9]{1,5})?(\/[^\s]*)?)$/;

export const isWebhookUrl = (v: string) => v.length <= 2048 && WEBHOOK.test(v);
export const isHttpsUrl = (v: string) => /^https:\/\/[^\s]+$/.test(v);

/** The stored document. */
export const leadNotificationsSchema = z.object({
  emails: z.array(z.string().check(z.maxLength(254), z.regex(EMAIL))).check(z.maxLength(MAX_NOTIFICATION_EMAILS)),
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
    z.refine(
      (v) => splitEmails(v).every((e) => e.length <= 254 && EMAIL.test(e)),
      'Enter valid email addresses, separated by commas',
    ),
    z.refine((v) => splitEmails(v).length <= MAX_NOTIFICATION_EMAILS, `At most ${MAX_NOTIFICATION_EMAILS} addresses`),
  ),
  webhookUrl: z.string().check(
    z.trim(),
    z.maxLength(2048, 'At most 2048 characters'),
    z.refine((v) => v === '' || isWebhookUrl(v), 'Enter an https:// URL (http only to 127.0.0.1 or localhost)'),
  ),
});
export type LeadNotificationsInput = z.input<typeof leadNotificationsInputSchema>;

/** settings/lead_notifications as stored -> LeadNotifications; anything malformed counts as none. */
export function parseLeadNotifications(doc: Record<string, unknown> | null | undefined): LeadNotifications {
  const parsed = leadNotificationsSchema.safeParse({ emails: doc?.emails ?? [], webhookUrl: doc?.webhookUrl ?? '' });
  return parsed.success ? parsed.data : NO_LEAD_NOTIFICATIONS;
}
