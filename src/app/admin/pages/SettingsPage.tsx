import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SectionProps } from '../section';
import { AdminPage } from '@/components/admin/AdminPage';
import { BrandingSettings } from './settings/BrandingSettings';
import { LeadNotificationSettings } from './settings/LeadNotificationSettings';
import { ToggleSettings } from './settings/ToggleSettings';

/** Site settings (admins): branding, live on the public site, who hears of new demo requests, and
 *  the feature toggles. */
export default function SettingsPage({ section }: SectionProps) {
  return (
    <AdminPage title={section.label} description={section.description}>
      <Stack spacing={3}>
        <Paper variant="outlined" component="section" aria-labelledby="branding-h" sx={{ p: 3 }}>
          <Typography id="branding-h" variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 2 }}>
            Branding
          </Typography>
          <BrandingSettings />
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="lead-notifications-h" sx={{ p: 3 }}>
          <Typography id="lead-notifications-h" variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 2 }}>
            Lead notifications
          </Typography>
          <LeadNotificationSettings />
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="toggles-h" sx={{ p: 3 }}>
          <Typography id="toggles-h" variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 2 }}>
            Feature toggles
          </Typography>
          <ToggleSettings />
        </Paper>
      </Stack>
    </AdminPage>
  );
}
