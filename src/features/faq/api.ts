import { api } from '@/lib/api';
import { orderedCollection } from '@/lib/ordered';
import { faqSchema, type FaqEntry } from './schema';

export const faqApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** All FAQs, live, in display order (`order` ascending, global across categories). */
    getFaqs: build.query<FaqEntry[], void>({
      ...orderedCollection('faqs', faqSchema),
      providesTags: ['Faq'],
    }),
  }),
});

export const { useGetFaqsQuery } = faqApi;
