// Page content schema: the limits live here once. The editor's form, the publish mutation and the
// converter of published documents all validate with it (firestore.rules can check only the outer
// shape: at most MAX_SECTIONS sections of known fields, texts and list lengths within LIMITS).
import { z } from '@/lib/schema/zod';
import { plainTexts } from '@/lib/schema/text';
import type { PageContent, Section } from './types';

export const LIMITS = {
  title: 200,
  subtitle: 600,
  content: 5000,
  buttonText: 60,
  statLabel: 60,
  statValue: 20,
  featureTitle: 120,
  featureDescription: 1000,
  question: 300,
  answer: 3000,
  memberName: 100,
  memberRole: 100,
  memberBio: 2000,
  memberImage: 2048,
  legalHeading: 200,
  legalItem: 2000,
} as const;

export const LIST_LIMITS = { stats: 12, features: 24, faqs: 50, teamMembers: 50, legal: 40, legalItems: 30 } as const;
/** The sections a page may have: the home page has 6, and firestore.rules can check no more within
 *  the 1000 expressions a request may evaluate (docs/security.md). */
export const MAX_SECTIONS = 6;

const text = (max: number) => z.string().check(z.maxLength(max, `At most ${max} characters`));
const required = (max: number) =>
  z.string().check(z.minLength(1, 'Required'), z.maxLength(max, `At most ${max} characters`));
const list = <T extends z.core.$ZodType>(item: T, max: number, what: string) =>
  z.array(item).check(z.maxLength(max, `At most ${max} ${what}`));

export const statSchema = z.object({ label: required(LIMITS.statLabel), value: required(LIMITS.statValue) });
export const featureSchema = z.object({
  title: required(LIMITS.featureTitle),
  description: text(LIMITS.featureDescription),
});
export const faqSchema = z.object({ question: required(LIMITS.question), answer: required(LIMITS.answer) });
export const teamMemberSchema = z.object({
  name: required(LIMITS.memberName),
  role: text(LIMITS.memberRole),
  bio: text(LIMITS.memberBio),
  image: text(LIMITS.memberImage),
});

/** The fields every section kind shares; `legal` differs between stored content and the form. */
const commonFields = {
  title: z.optional(text(LIMITS.title)),
  subtitle: z.optional(text(LIMITS.subtitle)),
  content: z.optional(text(LIMITS.content)),
  buttonText: z.optional(text(LIMITS.buttonText)),
  stats: z.optional(list(statSchema, LIST_LIMITS.stats, 'stats')),
  features: z.optional(list(featureSchema, LIST_LIMITS.features, 'features')),
  faqs: z.optional(list(faqSchema, LIST_LIMITS.faqs, 'questions')),
  teamMembers: z.optional(list(teamMemberSchema, LIST_LIMITS.teamMembers, 'team members')),
};

export const legalItemSchema = z.object({
  heading: required(LIMITS.legalHeading),
  items: list(required(LIMITS.legalItem), LIST_LIMITS.legalItems, 'items'),
});

/** A stored section (pages/{pageId}.sections.<name>). */
export const sectionSchema = z.object({
  ...commonFields,
  legal: z.optional(list(legalItemSchema, LIST_LIMITS.legal, 'legal items')),
});

const SECTION_NAME = /^[a-zA-Z][a-zA-Z0-9]{0,39}$/;
const sectionsOf = <S extends z.core.$ZodType>(section: S) =>
  z
    .record(z.string().check(z.regex(SECTION_NAME, 'Not a section name')), section)
    .check(z.refine((r) => Object.keys(r).length <= MAX_SECTIONS, `At most ${MAX_SECTIONS} sections`));

/** What Publish writes (besides publishedAt and publishedBy). */
export const pageSchema = z.object({
  sections: sectionsOf(sectionSchema),
  lastUpdated: text(40),
});

/** What a revision (pages/{pageId}/revisions/{id}) adds to the page's content. */
export const revisionMetaSchema = z.object({
  publishedBy: z.string(),
  publishedByName: z.string(),
  publishedAt: z.nullable(z.string()),
  lastUpdated: z.string(),
});

// ----------------------------------------------------------------------------------- the form

/** react-hook-form's field arrays need objects: a legal item's bullet points are `{ text }` rows. */
export const legalItemFormSchema = z.object({
  heading: required(LIMITS.legalHeading),
  items: list(z.object({ text: required(LIMITS.legalItem) }), LIST_LIMITS.legalItems, 'items'),
});
export const sectionFormSchema = z.object({
  ...commonFields,
  legal: z.optional(list(legalItemFormSchema, LIST_LIMITS.legal, 'legal items')),
});
export const pageFormSchema = z.object({ sections: sectionsOf(sectionFormSchema) });

export type SectionForm = z.infer<typeof sectionFormSchema>;
export type PageForm = z.infer<typeof pageFormSchema>;

export function sectionToForm(section: Section): SectionForm {
  const { legal, ...rest } = section;
  return {
    ...rest,
    ...(legal ? { legal: legal.map((l) => ({ heading: l.heading, items: l.items.map((t) => ({ text: t })) })) } : {}),
  };
}

/** Form values -> a stored section. Fields the form never set (undefined) are left out:
 *  Firestore refuses undefined values. */
export function sectionFromForm(section: SectionForm): Section {
  const { legal, ...rest } = section;
  const defined = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  return {
    ...defined,
    ...(legal ? { legal: legal.map((l) => ({ heading: l.heading, items: l.items.map((i) => i.text) })) } : {}),
  };
}

export const pageToForm = (content: PageContent): PageForm => ({
  sections: Object.fromEntries(Object.entries(content.sections).map(([k, s]) => [k, sectionToForm(s)])),
});

/** The sections to save: every text without control characters but tab and line feed (issue 29). */
export const sectionsFromForm = (form: PageForm): PageContent['sections'] =>
  plainTexts(Object.fromEntries(Object.entries(form.sections).map(([k, s]) => [k, sectionFromForm(s)])));
