// Delivery of one lead notification to its two channels: email over SMTP (nodemailer) and the
// optional webhook (an HTTP POST of JSON). Each channel reports sent / failed / off with the
// error in words; nothing here throws, so the caller records what happened and decides on a retry.
import nodemailer from 'nodemailer';
import { isHttpsUrl } from '@/features/lead-notifications/schema';
import type { ChannelState } from '@/features/leads/notification';
import { leadEmail, leadWebhookBody, type NotifiedLead } from './message';

export interface SmtpSettings {
  host: string;
  port: number;
  user: string;
  password: string;
  from: string;
}

export interface ChannelResult {
  state: ChannelState;
  error?: string;
}

const TIMEOUT_MS = 10_000;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export async function sendLeadEmail(
  lead: NotifiedLead,
  to: string[],
  smtp: SmtpSettings,
  siteUrl: string,
): Promise<ChannelResult> {
  if (to.length === 0) return { state: 'off' };
  if (!smtp.host) return { state: 'failed', error: 'SMTP is not configured (SMTP_HOST is empty)' };
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.port === 465,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password } : undefined,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  try {
    const { subject, text, html } = leadEmail(lead, siteUrl);
    await transport.sendMail({
      from: smtp.from,
      to,
      replyTo: lead.email.includes('@') ? lead.email : undefined,
      subject,
      text,
      html,
    });
    return { state: 'sent' };
  } catch (error) {
    return { state: 'failed', error: `email to ${to.join(', ')} failed: ${message(error)}` };
  } finally {
    transport.close();
  }
}

export async function postLeadWebhook(
  lead: NotifiedLead,
  url: string,
  /** Refuse a URL that is not https (always so outside the emulators: config.webhookHttpsOnly). */
  httpsOnly: boolean,
  siteUrl: string,
): Promise<ChannelResult> {
  if (!url) return { state: 'off' };
  if (httpsOnly && !isHttpsUrl(url))
    return { state: 'failed', error: `webhook refused: ${url.slice(0, 200)} is not an https:// URL` };
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(leadWebhookBody(lead, siteUrl)),
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.body?.cancel();
    return res.ok ? { state: 'sent' } : { state: 'failed', error: `webhook answered HTTP ${res.status}` };
  } catch (error) {
    return { state: 'failed', error: `webhook failed: ${message(error)}` };
  }
}

/** Whether a channel's failure can pass with time (a retry helps) or never will. */
export const permanent = (r: ChannelResult) =>
  r.state === 'failed' && /^webhook refused|not configured/.test(r.error ?? '');
