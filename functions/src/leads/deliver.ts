// Delivery of one lead notification to its two channels: email over SMTP (nodemailer) and the
// optional webhook (an HTTP POST of JSON). Each channel reports sent / failed / off with the
// error in words; nothing here throws, so the caller records what happened and decides on a retry.
// The error stored on the lead (which editors read) names the failure only: an HTTP status, a
// timeout, a DNS failure, a refused destination, an SMTP reply code or a network error code; never
// the URL, its query or credentials, the SMTP host or the recipients. The full error goes to the
// function's log (issue 29).
import { logger } from 'firebase-functions';
import nodemailer from 'nodemailer';
import { isHttpsUrl } from '@/domain/leads/notification-settings';
import type { ChannelState } from '@/domain/leads/notification';
import { postJson } from './destination';
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

const detail = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** An error code as Node and nodemailer name them (ECONNREFUSED, ESOCKET, EAUTH...), never free text. */
const codeOf = (value: unknown) => (typeof value === 'string' && /^E[A-Z0-9_]{2,40}$/.test(value) ? value : null);

/** The failure's class in words that carry no configuration. */
export function failureClass(error: unknown): string {
  const e = (error ?? {}) as { code?: unknown; responseCode?: unknown; message?: unknown; cause?: unknown };
  if (typeof e.responseCode === 'number') return `SMTP ${e.responseCode}`;
  const code = codeOf(e.code) ?? codeOf((e.cause as { code?: unknown } | undefined)?.code);
  // nodemailer wraps socket errors (ESOCKET, ECONNECTION): the errno it quotes, by its code only.
  const inner = typeof e.message === 'string' ? /\b(E[A-Z]{4,20})\b/.exec(e.message)?.[1] : undefined;
  const named = code && inner && inner !== code ? `${code} (${inner})` : (code ?? inner ?? null);
  if (named === null) return 'network error';
  if (/ETIMEDOUT|ETIME\b/.test(named)) return `timeout (${named})`;
  if (/ENOTFOUND|EAI_AGAIN|EAI_FAIL|ENODATA/.test(named)) return `DNS lookup failed (${named})`;
  if (named === 'EDESTINATION') return 'refused: the host is not a public address';
  return named;
}

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
    logger.error(`lead notification: email to ${to.join(', ')} failed: ${detail(error)}`, { leadId: lead.id });
    return { state: 'failed', error: `email failed: ${failureClass(error)}` };
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
  const refuse = (why: string): ChannelResult => {
    logger.error(`lead notification: webhook ${url.slice(0, 300)} refused: ${why}`, { leadId: lead.id });
    return { state: 'failed', error: `webhook refused: ${why}` };
  };
  if (httpsOnly && !isHttpsUrl(url)) return refuse('the URL is not https://');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return refuse('the URL is not valid');
  }
  if (parsed.username || parsed.password) return refuse('the URL carries a user name or password');
  try {
    // In production only a public address is called (destination.ts); the emulator's local
    // receiver switch (httpsOnly false) keeps 127.0.0.1 reachable.
    const res = await postJson(url, JSON.stringify(leadWebhookBody(lead, siteUrl)), TIMEOUT_MS, httpsOnly);
    if (res.status >= 200 && res.status < 300) return { state: 'sent' };
    logger.error(`lead notification: webhook ${url.slice(0, 300)} answered HTTP ${res.status}`, { leadId: lead.id });
    return { state: 'failed', error: `webhook answered HTTP ${res.status}` };
  } catch (error) {
    const what = failureClass(error);
    logger.error(`lead notification: webhook ${url.slice(0, 300)} failed: ${detail(error)}`, { leadId: lead.id });
    if (what.startsWith('refused')) return { state: 'failed', error: `webhook ${what}` };
    return { state: 'failed', error: `webhook failed: ${what}` };
  }
}

/** Whether a channel's failure can pass with time (a retry helps) or never will. */
export const permanent = (r: ChannelResult) =>
  r.state === 'failed' && /^webhook refused|not configured/.test(r.error ?? '');
