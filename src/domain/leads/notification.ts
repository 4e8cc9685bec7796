// Where a lead's notification stands: demo_requests/{id}.notification, written only by the lead
// notification function (functions/src/leads/notify.ts, Admin SDK), shown in the back office.
import { z } from '@/lib/schema/zod';

/** Where a lead's notification stands (demo_requests/{id}.notification, written by the server only). */
export const NOTIFICATION_STATES = ['sending', 'sent', 'retrying', 'failed'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];
/** Each channel: delivered, failed (for now), or not configured. */
export const CHANNEL_STATES = ['sent', 'failed', 'off'] as const;
export type ChannelState = (typeof CHANNEL_STATES)[number];

export const leadNotificationStatusSchema = z.object({
  state: z.enum(NOTIFICATION_STATES),
  attempts: z.number(),
  email: z._default(z.enum(CHANNEL_STATES), 'off'),
  webhook: z._default(z.enum(CHANNEL_STATES), 'off'),
  error: z._default(z.string(), ''),
});
export type LeadNotificationStatus = z.infer<typeof leadNotificationStatusSchema>;
