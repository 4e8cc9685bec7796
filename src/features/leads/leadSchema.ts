// What the back office adds to a lead (src/domain/leads/lead.ts): the notification's state in
// words and what an admin may change (status, notes, assignee).
import { LEAD_STATUSES } from '@/domain/leads/lead';
import type { LeadNotificationStatus } from '@/domain/leads/notification';
import { z } from '@/lib/schema/zod';

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
