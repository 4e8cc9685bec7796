import { api } from '@/lib/data/api';
import { call, streamed } from '@/lib/data/stream';
import type { ToastTable } from '@/lib/util/toasts';
import {
  LEAD_NOTIFICATIONS_PATH,
  NO_LEAD_NOTIFICATIONS,
  type LeadNotifications,
  type StoredLeadNotifications,
} from '@/domain/leads/notification-settings';

export type { LeadNotifications } from '@/domain/leads/notification-settings';

/** settings/lead_notifications for the back office's Settings (admins only). */
export const leadNotificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLeadNotifications: build.query<StoredLeadNotifications, void>({
      ...streamed<StoredLeadNotifications, void>(LEAD_NOTIFICATIONS_PATH, async (backend, _arg, next, error) => {
        const { parseLeadNotifications } = await import('@/domain/leads/notification-settings');
        return backend.listenDoc(
          LEAD_NOTIFICATIONS_PATH,
          (doc) => next(parseLeadNotifications(doc ?? NO_LEAD_NOTIFICATIONS)),
          error,
        );
      }),
    }),
    saveLeadNotifications: build.mutation<null, LeadNotifications>({
      queryFn: (settings, { extra }) =>
        call(extra, async (b) => {
          await b.set(LEAD_NOTIFICATIONS_PATH, { ...settings }, { serverTimestamps: ['updatedAt'] });
          return null;
        }),
    }),
  }),
});

export const { useGetLeadNotificationsQuery, useSaveLeadNotificationsMutation } = leadNotificationsApi;

export const leadNotificationsToasts: ToastTable = {
  saveLeadNotifications: { success: 'Lead notifications saved', error: 'Failed to save lead notifications' },
};
