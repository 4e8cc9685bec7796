import { liveQuery } from '@/lib/live-query';
import type { CaseStudy } from './schema';

// The public case studies' queries and view count (src/lib/live-query.ts: the API loads after the
// first paint).
const load = () => import('./api').then((m) => m.caseStudiesApi.endpoints);
export const caseStudiesQuery = liveQuery<CaseStudy[]>('getCaseStudies', () => load().then((e) => e.getCaseStudies));
export const caseStudyQuery = liveQuery<CaseStudy | null, string>('getCaseStudy', () =>
  load().then((e) => e.getCaseStudy),
);
export const recordCaseStudyView = () => load().then((e) => e.recordCaseStudyView);
