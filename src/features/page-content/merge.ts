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
