// The leads sent in a range as the funnel and lead to deal read them (./funnel.ts,
// ./lead-figures.ts): status, attribution and the visit fields (src/domain/analytics/lead-visit.ts).
// Read each time the page asks (no cache kept): a status changed in the back office shows at once.
import { attributionSchema } from '@/domain/analytics/attribution';
import { leadVisitSchema } from '@/domain/analytics/lead-visit';
import { api } from '@/lib/data/api';
import { COLLECTIONS } from '@/domain/collections';
import { parseDocs } from '@/lib/data/docs';
import { call } from '@/lib/data/stream';
import { z } from '@/lib/schema/zod';
import type { LeadFacts } from './lead-figures';
import { rangeBounds, type DateRange } from './range';

const leadFacts = z.object({
  id: z.string(),
  status: z._default(z.string(), 'new'),
  attribution: z.optional(z.catch(z.nullable(attributionSchema), null)),
  analytics: z.optional(z.catch(z.nullable(leadVisitSchema.shape.analytics), null)),
  pagesSeen: z.optional(z.catch(z.nullable(leadVisitSchema.shape.pagesSeen), null)),
});

export const leadFactsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLeadFacts: build.query<LeadFacts[], DateRange>({
      keepUnusedDataFor: 0,
      queryFn: (range, { extra }) =>
        call(extra, async (b) => {
          const { start, end } = rangeBounds(range);
          const docs = await b.getQuery(COLLECTIONS.demoRequests, {
            where: [
              ['createdAt', '>=', start],
              ['createdAt', '<', end],
            ],
          });
          return parseDocs(leadFacts, docs, COLLECTIONS.demoRequests).map((l) => ({
            status: l.status,
            attribution: l.attribution ?? null,
            analytics: l.analytics ?? null,
            pagesSeen: l.pagesSeen ?? null,
          }));
        }),
    }),
  }),
});
export const { useGetLeadFactsQuery } = leadFactsApi;
