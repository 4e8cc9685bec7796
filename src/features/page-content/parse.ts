// Published page documents are read defensively: a malformed section or field is dropped (and
// reported) so the public page shows its default copy there instead of crashing. The endpoints in
// ./api load this module (and zod) when they first need it: a listener once it opens, after the
// page is interactive; never the first paint.
import type { AppError, PlainDoc } from '@/lib/data';
import { z } from '@/lib/schema/zod';
import { pageSchema, revisionMetaSchema, sectionSchema } from './schema';
import type { PageContent, PageRevision, Section } from './types';
import { COLLECTIONS } from '@/domain/collections';

/** Published content as the app holds it. `dropped` names the fields (per section) that failed
 *  validation, so the page fills exactly those from its defaults. */
export interface PublishedPage extends PageContent {
  publishedAt: string | null;
  /** The revision this publish wrote ('' for a page published before revisions were named). */
  revisionId?: string;
  dropped?: Record<string, string[]>;
}

const SECTION_NAME = /^[a-zA-Z][a-zA-Z0-9]{0,39}$/;
const FIELDS = sectionSchema.shape as Record<string, z.core.$ZodType>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Sections whose fields pass the schema; bad sections are left out, bad fields listed in `dropped`. */
export function parseSections(raw: unknown, source: string): Pick<PublishedPage, 'sections' | 'dropped'> {
  const sections: Record<string, Section> = {};
  const dropped: Record<string, string[]> = {};
  if (!isRecord(raw)) {
    if (raw !== undefined) console.warn(`[${source}] ignored malformed sections:`, raw);
    return { sections };
  }
  for (const [name, value] of Object.entries(raw)) {
    if (!SECTION_NAME.test(name) || !isRecord(value)) {
      console.warn(`[${source}] dropped malformed section "${name}"`);
      continue;
    }
    const section: Record<string, unknown> = {};
    for (const [field, fieldValue] of Object.entries(value)) {
      // Own fields only: a field named "constructor" must not find Object's.
      const schema = Object.hasOwn(FIELDS, field) ? FIELDS[field] : undefined;
      if (!schema) continue; // not a field of this version: ignored
      const parsed = z.safeParse(schema, fieldValue);
      if (parsed.success) section[field] = parsed.data;
      else {
        console.warn(`[${source}] dropped malformed field "${name}.${field}":`, parsed.error.issues);
        dropped[name] = [...(Object.hasOwn(dropped, name) ? (dropped[name] ?? []) : []), field];
      }
    }
    sections[name] = section as Section;
  }
  return Object.keys(dropped).length ? { sections, dropped } : { sections };
}

/** pages/{pageId} -> PublishedPage (null when nothing is published). Never throws. */
export function parsePublishedPage(doc: PlainDoc | null): PublishedPage | null {
  if (!doc) return null;
  return {
    ...parseSections(doc.sections, `${COLLECTIONS.pages}/${doc.id}`),
    lastUpdated: typeof doc.lastUpdated === 'string' ? doc.lastUpdated : '',
    publishedAt: typeof doc.publishedAt === 'string' ? doc.publishedAt : null,
    ...(typeof doc.revisionId === 'string' ? { revisionId: doc.revisionId } : {}),
  };
}

/** A revision document -> PageRevision (null, reported, when its metadata is malformed). */
export function parseRevision(doc: PlainDoc): PageRevision | null {
  const meta = z.safeParse(revisionMetaSchema, { publishedAt: null, ...doc });
  if (!meta.success) {
    console.warn(`[pageRevisions] skipped malformed revision ${doc.id}:`, meta.error.issues);
    return null;
  }
  const { sections } = parseSections(doc.sections, `revision ${doc.id}`);
  return { id: doc.id, ...meta.data, sections };
}

/** Content about to be published, checked against the page schema: what to store, or an
 *  invalid-argument error naming the first problem. */
export function checkPage(content: PageContent): { data: PageContent } | { error: AppError } {
  const parsed = z.safeParse(pageSchema, content);
  if (parsed.success) return { data: parsed.data };
  const issue = parsed.error.issues[0];
  return { error: { code: 'invalid-argument', message: `${issue?.path.join('.')}: ${issue?.message}` } };
}
