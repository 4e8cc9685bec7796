// A demo request, once for every side: the form a visitor fills in (demoRequestSchema, spec
// section 3: its fields and their bounds, LEAD_LIMITS), the lead as it is written
// (storedLeadSchema: the app's write, the no-JavaScript form post in functions/src/leads/form-post.ts)
// and as it is read (leadSchema: the back office, the lead notification, the analytics funnel).
// firestore.rules (validDemoRequest) mirrors the stored schema; tests/rules hold them together.
// Every text a visitor sends is cleaned at this boundary (src/lib/util/clean-text.ts: control and
// bidi characters out, whitespace folded) before its limits are checked; the project description
// keeps its line feeds and tabs (a visitor's paragraphs and lists). The stored schema refuses a
// string that was not cleaned, as the rules do.
import { attributionSchema } from '@/domain/analytics/attribution';
import { leadVisitSchema } from '@/domain/analytics/lead-visit';
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from '@/domain/locales';
import { cleanText, hasUnsafeChars } from '@/lib/util/clean-text';
import { z } from '@/lib/schema/zod';
import { DEFAULT_DEMO_TITLE } from './demo-url';
import { leadNotificationStatusSchema } from './notification';

/** The longest value of each field a visitor sends (and the button's label, `source`). */
export const LEAD_LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  company: 120,
  projectDescription: 2000,
  source: 120,
} as const;
/** The form's fields, in the form's order. */
export const DEMO_FIELDS = ['name', 'email', 'phone', 'company', 'projectDescription'] as const;
export type DemoField = (typeof DEMO_FIELDS)[number];

/** Where a lead is in the sales pipeline; firestore.rules allow exactly these. */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The language of the page a request was sent from (one of src/domain/locales.ts). */
const localeSchema = z.enum(LOCALE_CODES as readonly Locale[] as [Locale, ...Locale[]]);

const oneLine = z.overwrite((v: string) => cleanText(v));
const lines = z.overwrite((v: string) => cleanText(v, Infinity, { lines: true }));

/** The reasons the form gives for a value it refuses, in one language (the UI texts' catalogs hold
 *  them per language). */
export interface DemoReasons {
  nameRequired: string;
  emailInvalid: string;
  companyRequired: string;
  projectRequired: string;
  atMost: (max: number) => string;
}
/** The spec's English reasons. */
export const ENGLISH_REASONS: DemoReasons = {
  nameRequired: 'Please enter your name',
  emailInvalid: 'Please enter a valid email address',
  companyRequired: 'Please enter your company',
  projectRequired: 'Please describe your project',
  atMost: (max) => `At most ${max} characters`,
};

/** The demo-request form (spec section 3), its reasons in a language. */
export const demoRequestSchemaFor = (m: DemoReasons) => {
  const atMost = (field: keyof typeof LEAD_LIMITS) => z.maxLength(LEAD_LIMITS[field], m.atMost(LEAD_LIMITS[field]));
  return z.object({
    name: z.string().check(oneLine, z.minLength(1, m.nameRequired), atMost('name')),
    email: z.pipe(z.string().check(oneLine, atMost('email')), z.email(m.emailInvalid)),
    phone: z._default(z.string().check(oneLine, atMost('phone')), ''),
    company: z.string().check(oneLine, z.minLength(1, m.companyRequired), atMost('company')),
    projectDescription: z.string().check(lines, z.minLength(1, m.projectRequired), atMost('projectDescription')),
  });
};
/** The demo-request form with English reasons. */
export const demoRequestSchema = demoRequestSchemaFor(ENGLISH_REASONS);
export type DemoRequestForm = z.input<typeof demoRequestSchema>;
export type DemoRequest = z.output<typeof demoRequestSchema>;
export const EMPTY_DEMO_FORM: DemoRequestForm = { name: '', email: '', phone: '', company: '', projectDescription: '' };

/** A stored text of `min`..`max` characters that holds no control or bidi character (multi-line:
 *  but line feed and tab). */
const cleaned = (min: number, max: number, opts: { lines?: boolean } = {}) =>
  z.string().check(
    z.minLength(min),
    z.maxLength(max),
    z.refine((v: string) => !hasUnsafeChars(v, opts), 'Control or bidirectional characters'),
  );

/** demo_requests/{id} as it is written (firestore.rules validDemoRequest, but createdAt, the
 *  server's time): what demoRequestSchema gives, the button's label, the page's language, the
 *  attribution and what the tab knew of the visit (src/domain/analytics/lead-visit.ts). */
export const storedLeadSchema = z.strictObject({
  name: cleaned(1, LEAD_LIMITS.name),
  email: cleaned(3, LEAD_LIMITS.email),
  phone: cleaned(0, LEAD_LIMITS.phone),
  company: cleaned(1, LEAD_LIMITS.company),
  projectDescription: cleaned(1, LEAD_LIMITS.projectDescription, { lines: true }),
  source: z.optional(cleaned(1, LEAD_LIMITS.source)),
  status: z.literal('new'),
  /** Optional for the leads sent before the site had languages; every new lead carries it. */
  locale: z.optional(localeSchema),
  attribution: z.optional(attributionSchema),
  ...leadVisitSchema.shape,
});
export type StoredLead = z.infer<typeof storedLeadSchema>;

/** demo_requests/{id} as it is read: the stored fields, lenient (a field an old lead lacks gets its
 *  default, a malformed optional part is read as null), and what the back office adds to it. */
export const leadSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z._default(z.string(), ''),
  company: z.string(),
  projectDescription: z.string(),
  source: z._default(z.string(), DEFAULT_DEMO_TITLE),
  status: z._default(z.enum(LEAD_STATUSES), 'new'),
  /** A lead from before the site had languages came from an English page. */
  locale: z._default(z.catch(localeSchema, DEFAULT_LOCALE), DEFAULT_LOCALE),
  notes: z._default(z.string(), ''),
  assignee: z._default(z.string(), ''),
  createdAt: z.nullable(z.string()),
  updatedAt: z.optional(z.nullable(z.string())),
  /** How the visit that sent it began and its latest entry (src/domain/analytics/attribution.ts);
   *  absent on old leads and where none was known. Untrusted text. Not `source` (the button). */
  attribution: z.optional(z.catch(z.nullable(attributionSchema), null)),
  /** Whether the traffic figures counted its visitor, the pages seen in its tab before it and the
   *  Web Vitals ratings that tab measured (src/domain/analytics/lead-visit.ts); absent on old leads. */
  analytics: z.optional(z.catch(z.nullable(leadVisitSchema.shape.analytics), null)),
  pagesSeen: z.optional(z.catch(z.nullable(leadVisitSchema.shape.pagesSeen), null)),
  vitalsRatings: z.optional(z.catch(z.nullable(leadVisitSchema.shape.vitalsRatings), null)),
  /** Written by the lead notification function only (functions/src/leads); absent on old leads. */
  notification: z.optional(z.catch(z.nullable(leadNotificationStatusSchema), null)),
});
export type Lead = z.infer<typeof leadSchema>;

/** The lead as its notification reads it (functions/src/leads/message.ts): as read, which must name
 *  who sent it (one without is not the form's shape and is refused); its times are the server's. */
export const notifiedLeadSchema = z.extend(z.omit(leadSchema, { id: true, createdAt: true, updatedAt: true }), {
  name: z.string().check(z.minLength(1)),
  email: z.string().check(z.minLength(1)),
});
