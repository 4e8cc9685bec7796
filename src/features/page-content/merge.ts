import type { PublishedPage } from './parse';
import type { PageContent, Section } from './types';

/** Published content (with the fields dropped as malformed), or a draft. */
export type PublishedContent = PageContent & Partial<Pick<PublishedPage, 'dropped'>>;

/** Published content (or a local draft) over a page's defaults: a published section replaces the
 *  default one, except for fields dropped as malformed, which fall back to the default's. */
export function withDefaults(defaults: PageContent, published: PublishedContent | null | undefined): PageContent {
  if (!published) return defaults;
  const sections: Record<string, Section> = { ...defaults.sections };
  for (const [name, section] of Object.entries(published.sections)) {
    const fallback: Record<string, unknown> = {};
    const base = (defaults.sections[name] ?? {}) as Record<string, unknown>;
    for (const field of published.dropped?.[name] ?? []) if (field in base) fallback[field] = base[field];
    sections[name] = { ...section, ...fallback };
  }
  return { lastUpdated: published.lastUpdated || defaults.lastUpdated, sections };
}

/** A page's content in another language, field by field: `translation`'s field, else `base`'s (the
 *  English content, published or merged with its defaults). A translation's field dropped as
 *  malformed, or left empty, reads the English one (issue 41's data model). */
export function withTranslation(
  base: PublishedContent | null | undefined,
  translation: PublishedContent | null | undefined,
): PublishedContent | null | undefined {
  if (!translation) return base;
  const sections: Record<string, Section> = { ...(base?.sections ?? {}) };
  for (const [name, section] of Object.entries(translation.sections)) {
    const dropped = new Set(translation.dropped?.[name] ?? []);
    const fields = Object.entries(section as Record<string, unknown>).filter(
      ([field, value]) => !dropped.has(field) && value !== '' && value !== undefined && value !== null,
    );
    sections[name] = { ...(sections[name] ?? {}), ...Object.fromEntries(fields) } as Section;
  }
  return {
    ...(base ?? {}),
    lastUpdated: translation.lastUpdated || base?.lastUpdated || '',
    sections,
    ...(base?.dropped ? { dropped: base.dropped } : {}),
  } as PublishedContent;
}
