import { api } from '@/lib/data/api';
import { orderedCollection } from '@/lib/data/ordered';
import type { FaqEntry } from './schema';
import { COLLECTIONS } from '@/lib/data/collections';

export const faqApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** All FAQs, live, in display order (`order` ascending, global across categories). */
    getFaqs: build.query<FaqEntry[], void>({
      // The schema (and zod) loads with the listener, after the page is interactive.
      ...orderedCollection<FaqEntry>(COLLECTIONS.faqs, () => import('./schema').then((m) => m.faqSchema)),
      providesTags: ['Faq'],
    }),
  }),
});

export const { useGetFaqsQuery } = faqApi;
