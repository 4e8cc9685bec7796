import { api } from '@/lib/api';
import { publishedStreams } from '@/lib/published';
import { caseStudySchema, type CaseStudy } from './schema';

const streams = publishedStreams<CaseStudy>('case_studies', caseStudySchema);

export const caseStudiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Published case studies, newest first (rules only allow reading published ones). */
    getCaseStudies: build.query<CaseStudy[], void>({ ...streams.list, providesTags: ['CaseStudy'] }),
    /** One published case study by slug; null when there is none. */
    getCaseStudy: build.query<CaseStudy | null, string>({ ...streams.bySlug, providesTags: ['CaseStudy'] }),
  }),
});

export const { useGetCaseStudiesQuery, useGetCaseStudyQuery } = caseStudiesApi;
