import { leadNotificationStatusSchema, type LeadNotificationStatus } from './notification';
import { attributionSchema } from '@/domain/analytics/attribution';
import { leadVisitSchema } from '@/domain/analytics/lead-visit';
import { z } from '@/lib/schema/zod';

/** Where a lead is in the sales pipeline; firestore.rules allow exactly these. */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** demo_requests/{id} as the back office reads it. */
export const leadSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z._default(z.string(), ''),
  company: z.string(),
  projectDescription: z.string(),
  source: z._default(z.string(), 'Get a Demo'),
  status: z._default(z.enum(LEAD_STATUSES), 'new'),
  notes: z._default(z.string(), ''),
  assignee: z._default(z.string(), ''),
  createdAt: z.nullable(z.string()),
  updatedAt: z.optional(z.nullable(z.string())),
  /** How the visit that sent it began and its latest entry (src/domain/analytics/attribution.ts);
   *  absent on old leads and where none was known. Untrusted text. Not `source` (the button). */
  attribution: z.optional(z.catch(z.nullable(attributionSchema), null)),
  /** Whether the traffic figures counted its visitor, the pages seen in its tab before it and the
   *  Web Vitals ratings that tab measured (src/domain/analytics/lead-visit.ts); absent on old leads. */
  analytics: z.optional(z.catch(z.nullable(leadVisitSchema.shape.analytics), null)),
  pagesSeen: z.optional(z.catch(z.nullable(leadVisitSchema.shape.pagesSeen), null)),
  vitalsRatings: z.optional(z.catch(z.nullable(leadVisitSchema.shape.vitalsRatings), null)),
  /** Written by the lead notification function only (functions/src/leads); absent on old leads. */
  notification: z.optional(z.catch(z.nullable(leadNotificationStatusSchema), null)),
});
export type Lead = z.infer<typeof leadSchema>;

/** The notification's state in words, for the back office (sent / retrying / failed). */
export function notificationText(status: LeadNotificationStatus | null | undefined): string {
  if (!status) return '';
  switch (status.state) {
    case 'sending':
      return 'Sending…';
    case 'sent':
      return status.error ? `Sent (${status.error})` : 'Sent';
    case 'retrying':
      return `Retrying (attempt ${status.attempts} failed): ${status.error}`;
    case 'failed':
      return `Failed: ${status.error}`;
  }
}

/** What an admin changes on a lead: status, notes, assignee (the rules allow nothing else). */
export const leadInputSchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: 'Choose a status' }),
  notes: z._default(z.string().check(z.trim(), z.maxLength(5000, 'At most 5000 characters')), ''),
  assignee: z._default(z.string().check(z.trim(), z.maxLength(120, 'At most 120 characters')), ''),
});
export type LeadInput = z.input<typeof leadInputSchema>;
