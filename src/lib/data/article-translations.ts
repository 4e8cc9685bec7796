// The live article translations (issue 41's data model: blog_posts/{id}/translations/{locale},
// case_studies/{id}/translations/{locale}), read by the public site in one collection-group query
// (`translations`, live == true). Joined with a section's public records (src/domain/site/localize-articles.ts)
// it gives the section's list and articles in a language and each article's slugs in the others
// (hreflang, the language switcher). Reads: one per live translation, on top of the section's
// public records (which the English list reads too).
import type { Locale } from '@/domain/locales';
import { api, type ApiState } from './api';
import { listenParsed } from './live-parser';
import { streamed } from './stream';
import { LIVE_FIELD } from '@/domain/live';
import { TRANSLATIONS, type ArticleTranslation } from '@/domain/site/localize-articles';
import { articleTranslationsParser } from './article-translations-parser';

export const articleTranslationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every live article translation (blog posts' and case studies'), in every language. */
    getArticleTranslations: build.query<ArticleTranslation[], void>({
      ...streamed<ArticleTranslation[], void>(TRANSLATIONS, (backend, _arg, next, error) =>
        listenParsed(
          backend,
          {
            type: 'query',
            path: TRANSLATIONS,
            spec: { collectionGroup: true, withParent: true, where: [[LIVE_FIELD, '==', true]] },
          },
          articleTranslationsParser,
          next,
          error,
        ),
      ),
    }),
  }),
});

export const { useGetArticleTranslationsQuery } = articleTranslationsApi;

/** What an article page reads in a language, for the server renderer's prefetch: English reads its
 *  post by slug, another language the section's public records; both the live translations. */
export const articleQueries = (locale: Locale | undefined, bySlug: () => unknown, list: () => unknown): unknown[] => [
  !locale || locale === 'en' ? bySlug() : list(),
  articleTranslationsApi.endpoints.getArticleTranslations.initiate(),
];

/** The live translations as the store holds them (for an article page's JSON-LD). */
export const selectArticleTranslations = (state: ApiState) =>
  articleTranslationsApi.endpoints.getArticleTranslations.select()(state).data;
