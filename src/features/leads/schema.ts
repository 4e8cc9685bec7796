// The demo request: the form a visitor fills in (demoRequestSchema, spec section 3) and the lead as
// it is stored (storedDemoRequestSchema), both mirrored by firestore.rules for demo_requests
// (validDemoRequest). Every text a visitor sends is cleaned at this boundary (src/lib/util/
// clean-text.ts: control and bidi characters out, whitespace folded) before its limits are
// checked; the project description keeps its line feeds and tabs (a visitor's paragraphs and
// lists). The stored schema refuses a string that was not cleaned, as the rules do.
import { attributionSchema } from '@/lib/analytics/attribution';
import { cleanText, hasUnsafeChars } from '@/lib/util/clean-text';
import { z } from '@/lib/schema/zod';
import { enPage, type PageMessages } from '@/i18n/messages/en-page';

const oneLine = z.overwrite((v: string) => cleanText(v));
const lines = z.overwrite((v: string) => cleanText(v, Infinity, { lines: true }));

/** The demo-request form (spec section 3) with its reasons in a language (the page's: the form's
 *  catalog, src/i18n/messages); mirrored by firestore.rules for demo_requests. */
export const demoRequestSchemaFor = (m: PageMessages['validation']) =>
  z.object({
    name: z.string().check(oneLine, z.minLength(1, m.nameRequired), z.maxLength(100, m.atMost(100))),
    email: z.pipe(z.string().check(oneLine, z.maxLength(254, m.atMost(254))), z.email(m.emailInvalid)),
    phone: z._default(z.string().check(oneLine, z.maxLength(40, m.atMost(40))), ''),
    company: z.string().check(oneLine, z.minLength(1, m.companyRequired), z.maxLength(120, m.atMost(120))),
    projectDescription: z.string().check(lines, z.minLength(1, m.projectRequired), z.maxLength(2000, m.atMost(2000))),
  });

/** The demo-request form with English reasons. */
export const demoRequestSchema = demoRequestSchemaFor(enPage.validation);
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
 *  server's time): what demoRequestSchema gives, the button's label and the attribution. */
export const storedDemoRequestSchema = z.strictObject({
  name: cleaned(1, 100),
  email: cleaned(3, 254),
  phone: cleaned(0, 40),
  company: cleaned(1, 120),
  projectDescription: cleaned(1, 2000, { lines: true }),
  source: z.optional(cleaned(1, 120)),
  status: z.literal('new'),
  attribution: z.optional(attributionSchema),
});
export type StoredDemoRequest = z.infer<typeof storedDemoRequestSchema>;
