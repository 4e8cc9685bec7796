import { api } from '@/lib/api';
import { parseDocs } from '@/lib/docs';
import { streamed } from '@/lib/stream';
import { faqSchema, type FaqEntry } from './schema';

export const faqApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** All FAQs, live, in display order (`order` ascending, global across categories). */
    getFaqs: build.query<FaqEntry[], void>({
      ...streamed<FaqEntry[], void>('faqs', (backend, _arg, next, error) =>
        backend.listenQuery(
          'faqs',
          { orderBy: [['order', 'asc']] },
          (docs) => next(parseDocs(faqSchema, docs, 'faqs')),
          error,
        ),
      ),
      providesTags: ['Faq'],
    }),
  }),
});

export const { useGetFaqsQuery } = faqApi;
