import { api } from '@/lib/api';
import { parseDocs } from '@/lib/docs';
import { streamed } from '@/lib/stream';
import { caseStudySchema, type CaseStudy } from './schema';

const COLLECTION = 'case_studies';

const newestFirst = (items: CaseStudy[]) =>
  items.filter((i) => i.published).sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''));

export const caseStudiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Published case studies, newest first (rules only allow reading published ones). */
    getCaseStudies: build.query<CaseStudy[], void>({
      ...streamed<CaseStudy[], void>(COLLECTION, (backend, _arg, next, error) =>
        backend.listenQuery(
          COLLECTION,
          { where: [['published', '==', true]], orderBy: [['publishedAt', 'desc']] },
          (docs) => next(newestFirst(parseDocs(caseStudySchema, docs, COLLECTION))),
          error,
        ),
      ),
      providesTags: ['CaseStudy'],
    }),
    /** One published case study by slug; null when there is none. */
    getCaseStudy: build.query<CaseStudy | null, string>({
      ...streamed<CaseStudy | null, string>(COLLECTION, (backend, slug, next, error) =>
        backend.listenQuery(
          COLLECTION,
          {
            where: [
              ['slug', '==', slug],
              ['published', '==', true],
            ],
            limit: 1,
          },
          (docs) =>
            next(parseDocs(caseStudySchema, docs, COLLECTION).find((c) => c.slug === slug && c.published) ?? null),
          error,
        ),
      ),
      providesTags: ['CaseStudy'],
    }),
  }),
});

export const { useGetCaseStudiesQuery, useGetCaseStudyQuery } = caseStudiesApi;
