import { liveQuery } from '@/lib/live-query';
import type { FaqEntry } from './schema';

/** The FAQ, live (src/lib/live-query.ts: the API loads after the first paint). */
export const faqsQuery = liveQuery<FaqEntry[]>('getFaqs', () =>
  import('./api').then((m) => m.faqApi.endpoints.getFaqs),
);
