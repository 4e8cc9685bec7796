import { api } from '@/lib/data/api';
import { orderedCollection } from '@/lib/data/ordered';
import type { FaqEntry } from './schema';
import { COLLECTIONS } from '@/domain/collections';
import { faqsParser } from './parsers';

export const faqApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** All FAQs, live, in display order (`order` ascending, global across categories). */
    getFaqs: build.query<FaqEntry[], void>({
      // Parsed where the listener runs (./parsers.ts), after the page is interactive.
      ...orderedCollection<FaqEntry>(COLLECTIONS.faqs, faqsParser),
      providesTags: ['Faq'],
    }),
  }),
});

export const { useGetFaqsQuery } = faqApi;
