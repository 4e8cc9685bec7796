// The functions' configuration: Firebase Functions params (functions/.env.<project> or the
// deploy prompt) and one secret (Secret Manager; `firebase functions:secrets:set SMTP_PASSWORD`).
// In the emulators scripts/lib/emulators.mjs writes the values (MailDev, the local site).
import { defineBoolean, defineInt, defineSecret, defineString } from 'firebase-functions/params';

/** The public site's origin, for links in emails and feeds (no trailing slash). */
export const SITE_URL = defineString('SITE_URL', { description: 'The public site, e.g. https://structura.ai' });

export const SMTP_HOST = defineString('SMTP_HOST', { description: 'SMTP server host name' });
export const SMTP_PORT = defineInt('SMTP_PORT', { default: 587, description: 'SMTP port (465 = TLS from the start)' });
export const SMTP_USER = defineString('SMTP_USER', { default: '', description: 'SMTP user name (empty: no login)' });
export const SMTP_PASSWORD = defineSecret('SMTP_PASSWORD');
export const MAIL_FROM = defineString('MAIL_FROM', {
  default: 'Structura AI website <no-reply@structura.ai>',
  description: 'The From of lead notification emails',
});

/** Seconds from a failed first delivery to the first retry (the issue: within two minutes). */
export const LEAD_RETRY_DELAY_SECONDS = defineInt('LEAD_RETRY_DELAY_SECONDS', { default: 60 });
/** Cloud Tasks' back-off between later retries starts here and doubles. */
export const LEAD_RETRY_MIN_BACKOFF_SECONDS = defineInt('LEAD_RETRY_MIN_BACKOFF_SECONDS', { default: 120 });

/** X-Forwarded-For entries appended after the client's by proxies this deployment trusts (the
 *  client-address rule, functions/src/http/client-address.ts; docs/security.md, round five): 0
 *  behind Hosting alone, one more per appending proxy placed in front of it. */
export const CLIENT_TRUSTED_HOPS = defineInt('CLIENT_TRUSTED_HOPS', {
  default: 0,
  description: 'X-Forwarded-For entries appended after the client address by trusted proxies (0 behind Hosting)',
});

/** True in the Functions emulator (firebase-tools sets FUNCTIONS_EMULATOR). */
export const inEmulator = () => process.env.FUNCTIONS_EMULATOR === 'true';

/** Whether a webhook must be https. Deployed functions always require it; in the emulators
 *  scripts/lib/emulators.mjs sets it false (a local receiver) unless started in production mode. */
export const LEAD_WEBHOOK_HTTPS_ONLY = defineBoolean('LEAD_WEBHOOK_HTTPS_ONLY', {
  default: true,
  description: 'Refuse webhook URLs that are not https (always on outside the emulators)',
});
export const webhookHttpsOnly = () => !inEmulator() || LEAD_WEBHOOK_HTTPS_ONLY.value();

export const siteUrl = () => SITE_URL.value().replace(/\/+$/, '');
