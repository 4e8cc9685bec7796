// A page's URL in each language it has, from what its page already loaded into the store (no read
// of its own): a fixed page has every language; an article its English slug and its live
// translations' slugs. The language switcher (src/components/layout/LanguageLinks.tsx) links to
// them, and to a language's home where the page has none.
import { DEFAULT_LOCALE } from '@/domain/locales';
import { articleAlternates, pageAlternates, sectionOf, siteRouteOf, type Alternates } from '@/domain/site/paths';
import { blogApi } from '@/features/blog/api';
import { caseStudiesApi } from '@/features/case-studies/api';
import type { ApiState } from '@/lib/data/api';
import { selectArticleTranslations } from '@/lib/data/article-translations';
import { findBySlug, slugsOf } from '@/domain/site/localize-articles';

const BLOG = sectionOf('blog');

/** The alternates of the page at `pathname` (null: not a page of the site, or an article not found
 *  or not loaded). */
export function alternatesOf(state: ApiState, pathname: string): Alternates | null {
  const { locale, path, route, article } = siteRouteOf(pathname);
  if (!route) return null;
  if (!article) return pageAlternates(path);
  let slug = article.slug;
  try {
    slug = decodeURIComponent(slug);
  } catch {
    return null;
  }
  const blog = article.section === BLOG;
  const translations = selectArticleTranslations(state);
  const records: readonly { id: string; slug: string }[] =
    (blog
      ? blogApi.endpoints.getBlogPosts.select()(state).data
      : caseStudiesApi.endpoints.getCaseStudies.select()(state).data) ?? [];
  let record: { id: string; slug: string } | null | undefined;
  if (locale === DEFAULT_LOCALE)
    record = blog
      ? blogApi.endpoints.getBlogPost.select(slug)(state).data
      : caseStudiesApi.endpoints.getCaseStudy.select(slug)(state).data;
  else {
    // The English record (its own slug), found through the translation's slug.
    const found = findBySlug(records, locale, slug, translations);
    record = found ? records.find((r) => r.id === found.id) : null;
  }
  return record ? articleAlternates(article.section, slugsOf(record, translations)) : null;
}
