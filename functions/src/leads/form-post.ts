// The demo request without JavaScript: the dialog's form, rendered open by the server for a page's
// `?demo` URL (src/domain/leads/demo-url.ts), posts to that same URL; Hosting sends it to the site
// function, which hands the post here. The lead is written as the browser's write would be (the
// app's own schema, the same fields and limits the rules enforce for demo_requests), and the
// notifyLead trigger then emails and calls the webhook as for any lead.
//
// Abuse control for a path without an App Check token: the body's size and type, the honeypot
// (dropped quietly, with the usual thank-you), a per-client limit on a salted hash of the address
// (the address itself is never stored), a daily cap on leads from this path, and one lead per
// identical request a day (a double press or a resent post stores nothing twice).
//
// Every text the post carries is cleaned at one boundary (src/lib/util/clean-text.ts): the visible
// fields by the form's schema, the hidden `source` and `attribution` fields and the Referer here;
// the lead is checked against the stored schema before it is written, so nothing uncleaned lands.
import { createHash, randomBytes } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { DEMO_FIELDS, demoRequestSchema, LEAD_LIMITS, storedLeadSchema } from '@/domain/leads/lead';
import { DEFAULT_DEMO_TITLE } from '@/domain/leads/demo-url';
import { DEFAULT_LOCALE, isLocale, splitLocalePath, type Locale } from '@/domain/locales';
import { attributionFromRequest } from '@/domain/analytics/attribution';
import { LEADS } from './notify';
import { COLLECTIONS } from '@/domain/collections';
import { cleanText } from '@/lib/util/clean-text';

/** A form post's body: five fields of at most 5,500 characters, URL-encoded, is far below this. */
export const MAX_FORM_BYTES = 16 * 1024;
/** Posts per client (hashed address) an hour. */
export const POSTS_PER_CLIENT_HOUR = 5;
/** Leads a day from this path, all clients together. */
export const FORM_LEADS_PER_DAY = 500;
/** The per-client counters and the day's cap, admin-only (firestore.rules deny every client). */
export const FORM_LIMITS = COLLECTIONS.formLimits;

const FIELDS = DEMO_FIELDS;

export type FormPostResult =
  /** 303 to the page's thank-you (stored, a duplicate, or the honeypot). */
  | { kind: 'sent'; leadId: string | null }
  /** The page again with the form open: what was typed, each field's reason, the form's. */
  | {
      kind: 'form';
      status: 400 | 429 | 503;
      values: Record<string, string>;
      errors: Record<string, string>;
      error: string | null;
    }
  /** Not a form post at all: plain text. */
  | { kind: 'refused'; status: 413 | 415; message: string };

export interface FormPost {
  contentType: string;
  rawBody: Buffer;
  /** The client's limit key (functions/src/http/client-address.ts clientKey): an IPv4 address, an
   *  IPv6 /64. Never stored: hashed with a salt. */
  address: string;
  /** The page the form was sent from (its Referer): the lead's attribution without JavaScript. */
  referer?: string;
  now?: Date;
}

export const TOO_MANY =
  'Too many requests from your network in the last hour. Please try again later: your details are still here.';
export const BUSY = 'We cannot take more requests today. Please try again tomorrow: your details are still here.';

/** A per-project salt for the address hash, made once and kept where no client can read it; read
 *  once per function instance, not on every post. */
let saltOnce: Promise<string> | null = null;
function salt(db: Firestore): Promise<string> {
  saltOnce ??= readOrMakeSalt(db).catch((error: unknown) => {
    saltOnce = null;
    throw error;
  });
  return saltOnce;
}

async function readOrMakeSalt(db: Firestore): Promise<string> {
  const ref = db.doc(`${FORM_LIMITS}/salt`);
  const made = randomBytes(32).toString('hex');
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const value = snap.get('value') as unknown;
    if (typeof value === 'string') return value;
    tx.set(ref, { value: made });
    return made;
  });
}

/** When a counter may be deleted (a TTL policy on form_limits.expireAt): two days on. */
const expiry = (now: Date) => Timestamp.fromMillis(now.getTime() + 2 * 24 * 60 * 60 * 1000);

const hash = (...parts: string[]) => createHash('sha256').update(parts.join('\u0000')).digest('hex');
const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** An ordinary 20-character lead id (as the browser's writes have), from a digest. */
const leadIdOf = (digest: string) =>
  Array.from(Buffer.from(digest, 'hex').subarray(0, 20), (b) => ID_CHARS[b % ID_CHARS.length]).join('');

/** Counts this post against the client's hour and the day's cap; false when over either. */
async function withinLimits(db: Firestore, clientHash: string, now: Date): Promise<'ok' | 'client' | 'day'> {
  const hour = now.toISOString().slice(0, 13);
  const day = now.toISOString().slice(0, 10);
  const clientRef = db.doc(`${FORM_LIMITS}/client-${clientHash}`);
  const dayRef = db.doc(`${FORM_LIMITS}/day-${day}`);
  return db.runTransaction(async (tx) => {
    const [client, daily] = await Promise.all([tx.get(clientRef), tx.get(dayRef)]);
    const posts = client.get('hour') === hour ? Number(client.get('posts') ?? 0) : 0;
    if (posts >= POSTS_PER_CLIENT_HOUR) return 'client';
    if (Number(daily.get('leads') ?? 0) >= FORM_LEADS_PER_DAY) return 'day';
    tx.set(clientRef, { hour, posts: posts + 1, expireAt: expiry(now) });
    return 'ok';
  });
}

/** The form's fields from an URL-encoded body: each known field once, as text. */
function fieldsOf(body: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of FIELDS) values[name] = body.get(name) ?? '';
  return values;
}

/** The language of the page the form was sent from: its hidden `locale` field, else the prefix of
 *  the Referer's path (`/de/...`), else English. */
export function localeOfPost(field: string | null, referer: string | undefined): Locale {
  if (isLocale(field)) return field;
  if (referer) {
    try {
      return splitLocalePath(new URL(referer, 'http://localhost').pathname).locale;
    } catch {
      // not a URL: no language from it
    }
  }
  return DEFAULT_LOCALE;
}

export async function handleFormPost(db: Firestore, post: FormPost): Promise<FormPostResult> {
  const now = post.now ?? new Date();
  if (post.rawBody.length > MAX_FORM_BYTES)
    return { kind: 'refused', status: 413, message: `The request is too large (at most ${MAX_FORM_BYTES} bytes).` };
  const type = post.contentType.split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded')
    return {
      kind: 'refused',
      status: 415,
      message: 'The demo request form is sent as application/x-www-form-urlencoded.',
    };
  const body = new URLSearchParams(post.rawBody.toString('utf8'));
  const values = fieldsOf(body);
  // A bot filled the hidden field: the usual thank-you, nothing stored, nothing counted.
  if ((body.get('website') ?? '') !== '') return { kind: 'sent', leadId: null };

  const parsed = demoRequestSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field && !(field in errors)) errors[field] = issue.message;
    }
    return { kind: 'form', status: 400, values, errors, error: null };
  }

  const limit = await withinLimits(db, hash(await salt(db), post.address), now);
  if (limit !== 'ok')
    return {
      kind: 'form',
      status: limit === 'client' ? 429 : 503,
      values,
      errors: {},
      error: limit === 'client' ? TOO_MANY : BUSY,
    };

  // As the browser writes a lead (firestore.rules validDemoRequest): the source is the dialog's
  // title (the button's text), bounded as the rules bound it.
  const source = cleanText(body.get('source'), LEAD_LIMITS.source) || DEFAULT_DEMO_TITLE;
  // Attribution as the dialog records it (src/domain/analytics/attribution.ts): without JavaScript
  // there is no first touch kept, so both touches are the page the form was sent from.
  const attribution = attributionFromRequest(body.get('attribution'), post.referer);
  const lead = storedLeadSchema.parse({
    ...parsed.data,
    source,
    status: 'new',
    locale: localeOfPost(body.get('locale'), post.referer),
    ...(attribution ? { attribution } : {}),
  });
  const day = now.toISOString().slice(0, 10);
  const leadId = leadIdOf(hash('lead', day, ...FIELDS.map((f) => String(parsed.data[f] ?? '')), source));
  const stored = await db.runTransaction(async (tx) => {
    const ref = db.collection(LEADS).doc(leadId);
    if ((await tx.get(ref)).exists) return false; // the same request again today: already stored
    tx.create(ref, { ...lead, createdAt: FieldValue.serverTimestamp() });
    tx.set(
      db.doc(`${FORM_LIMITS}/day-${day}`),
      { leads: FieldValue.increment(1), expireAt: expiry(now) },
      { merge: true },
    );
    return true;
  });
  return { kind: 'sent', leadId: stored ? leadId : null };
}
