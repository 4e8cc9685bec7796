import { api } from '@/lib/data/api';
import { publishedStreams, type PublicArticle } from '@/lib/data/published';
import { call } from '@/lib/data/stream';
import type { CaseStudy } from './schema';
import { COLLECTIONS } from '@/domain/collections';
import { caseStudiesParser } from './parsers';

// Parsed where the listener runs (./parsers.ts), after the page is interactive.
const streams = publishedStreams<CaseStudy>(COLLECTIONS.caseStudies, caseStudiesParser);

export const caseStudiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Public case studies, newest first (rules only allow reading published ones whose time has come). */
    getCaseStudies: build.query<PublicArticle<CaseStudy>[], void>({ ...streams.list, providesTags: ['CaseStudy'] }),
    /** One public case study by slug; null when there is none. */
    getCaseStudy: build.query<PublicArticle<CaseStudy> | null, string>({
      ...streams.bySlug,
      providesTags: ['CaseStudy'],
    }),
    /** A visitor read a case study: views + 1 (the only public write to case studies). */
    recordCaseStudyView: build.mutation<null, string>({
      queryFn: (id, { extra }) =>
        call(extra, async (b) => {
          await b.increment(`${COLLECTIONS.caseStudies}/${id}`, 'views', 1);
          return null;
        }),
    }),
  }),
});

export const { useGetCaseStudiesQuery, useGetCaseStudyQuery, useRecordCaseStudyViewMutation } = caseStudiesApi;
