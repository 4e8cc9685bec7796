import {
  articleInputShape,
  articleReadShape,
  hasCoverAlt,
  hasPublishTime,
  hasUnpublishAfter,
} from '@/lib/schema/article';
import { z } from '@/lib/schema/zod';

/** One measurable result: "Steel saved" / "412 t". */
export const caseStudyResultSchema = z.object({
  metric: z.string().check(z.trim(), z.minLength(1, 'Metric is required'), z.maxLength(80, 'At most 80 characters')),
  value: z.string().check(z.trim(), z.minLength(1, 'Value is required'), z.maxLength(40, 'At most 40 characters')),
});
export type CaseStudyResult = z.infer<typeof caseStudyResultSchema>;
export const RESULTS_MAX = 8;

/** case_studies/{id} as the app reads it (docs/data-model.md); timestamps are ISO strings. */
export const caseStudySchema = z.object({
  ...articleReadShape,
  client: z._default(z.string(), ''),
  industry: z._default(z.string(), ''),
  challenge: z._default(z.string(), ''),
  solution: z._default(z.string(), ''),
  results: z._default(z.array(caseStudyResultSchema), []),
});
export type CaseStudy = z.infer<typeof caseStudySchema>;

const text = (min: number, max: number, required: string) =>
  z
    .string()
    .check(z.trim(), ...(min > 0 ? [z.minLength(min, required)] : []), z.maxLength(max, `At most ${max} characters`));

/** What an editor fills in for a case study; firestore.rules mirror these limits. */
export const caseStudyInputSchema = z
  .object({
    ...articleInputShape,
    client: text(1, 120, 'Client is required'),
    industry: text(1, 100, 'Industry is required'),
    challenge: z._default(text(0, 5000, ''), ''),
    solution: z._default(text(0, 5000, ''), ''),
    results: z._default(
      z.array(caseStudyResultSchema).check(z.maxLength(RESULTS_MAX, `At most ${RESULTS_MAX} results`)),
      [],
    ),
  })
  .check(hasPublishTime(), hasUnpublishAfter(), hasCoverAlt());
export type CaseStudyInput = z.input<typeof caseStudyInputSchema>;
