import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { EntityForm } from '@/components/admin/EntityForm';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { useGetLeadNotificationsQuery, useSaveLeadNotificationsMutation } from '@/features/lead-notifications/api';
import {
  leadNotificationsInputSchema,
  splitEmails,
  type LeadNotificationsInput,
} from '@/domain/leads/notification-settings';
import type { FieldDef } from '@/lib/entity';

const FIELDS: FieldDef<LeadNotificationsInput>[] = [
  {
    name: 'emails',
    label: 'Notification emails',
    kind: 'text',
    help: 'Who is emailed about each new demo request; separate addresses with commas',
  },
  {
    name: 'webhookUrl',
    label: 'Webhook URL',
    kind: 'url',
    help: 'Optional: a Slack-compatible incoming webhook (https://) that is posted each new demo request',
  },
];

/** Settings > Lead notifications: the recipients of the demo-request emails and the optional
 *  webhook (settings/lead_notifications, read by the lead notification function). */
export function LeadNotificationSettings() {
  const settings = useGetLeadNotificationsQuery();
  const [save] = useSaveLeadNotificationsMutation();
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  if (settings.isError && !settings.data)
    return <RetryAlert onRetry={settings.refetch}>The lead notifications could not be loaded.</RetryAlert>;
  if (!settings.data) return <Typography role="status">Loading lead notifications…</Typography>;
  const initial = { emails: settings.data.emails.join(', '), webhookUrl: settings.data.webhookUrl };
  const { skipped, webhookInvalid } = settings.data;
  return (
    <>
      {(skipped.length > 0 || webhookInvalid) && (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          {skipped.length > 0 &&
            `Skipped when notifying (not valid email addresses): ${skipped
              .map((s) => `#${s.position} ${JSON.stringify(s.value)}`)
              .join(', ')}. The other addresses are emailed; save to remove the invalid ones.`}
          {webhookInvalid && ' The stored webhook URL is not valid and is not called; enter it again.'}
        </Alert>
      )}
      <EntityForm<LeadNotificationsInput>
        key={`${version}-${JSON.stringify(initial)}`}
        def={{ singular: 'Lead notifications', input: leadNotificationsInputSchema as never, fields: FIELDS }}
        initial={initial}
        mode="edit"
        error={error}
        onCancel={() => {
          setError(null);
          setVersion((v) => v + 1);
        }}
        onSubmit={async (v) => {
          const result = await save({ emails: splitEmails(v.emails), webhookUrl: v.webhookUrl.trim() });
          setError('error' in result ? 'Lead notifications could not be saved.' : null);
          return !('error' in result);
        }}
      />
    </>
  );
}
