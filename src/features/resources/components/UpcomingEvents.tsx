import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useUpcomingEvents } from '../hooks';
import type { Resource } from '../schema';
import { calendarParts, formatEventDate } from './format';
import { OpenResourceButton } from './OpenResourceButton';
import { ResourceLocation } from './ResourceMeta';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { usePageMessages } from '@/i18n/use-page-messages';
import { useFormats } from '@/i18n/format';

function EventRow({ event }: { event: Resource }) {
  const formats = useFormats();
  const { month, day } = calendarParts(event.eventDate!, formats);
  return (
    <Card
      component="li"
      sx={{
        p: { xs: 2.5, md: 3 },
        display: 'flex',
        gap: { xs: 2, md: 3 },
        alignItems: 'center',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
      }}
    >
      <Box
        aria-hidden="true"
        sx={(theme) => ({
          width: 64,
          flexShrink: 0,
          textAlign: 'center',
          borderRadius: 3,
          py: 1,
          color: 'primary.main',
          bgcolor: alpha(theme.palette.primary.main, 0.1),
          border: '1px solid',
          borderColor: alpha(theme.palette.primary.main, 0.25),
        })}
      >
        <Typography sx={{ fontSize: 12, fontWeight: 700, textTransform: 'uppercase' }}>{month}</Typography>
        <Typography sx={{ fontSize: 24, fontWeight: 800, lineHeight: 1.1 }}>{day}</Typography>
      </Box>
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography component="h3" variant="h6" sx={{ lineHeight: 1.35 }}>
          {event.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          <time dateTime={event.eventDate}>{formatEventDate(event.eventDate, formats)}</time>
        </Typography>
        <ResourceLocation location={event.location} variant="body2" color="text.secondary" sx={{ mt: 0.5 }} />
      </Box>
      <OpenResourceButton resource={event} variant="contained" />
    </Card>
  );
}

/** Events still to come, soonest first, above the library. */
export function UpcomingEvents() {
  const { data, isError, isLoading, events, refetch } = useUpcomingEvents();
  const { resources: t } = usePageMessages();
  let body;
  if (isError && !data) body = <RetryAlert onRetry={refetch}>{t.eventsFailed}</RetryAlert>;
  else if (isLoading || !data)
    body = (
      <Box aria-busy="true" aria-label={t.loadingEvents}>
        <Skeleton variant="rounded" height={96} sx={{ mb: 2 }} />
        <Skeleton variant="rounded" height={96} />
      </Box>
    );
  else if (events.length === 0) body = <Typography color="text.secondary">{t.noEvents}</Typography>;
  else
    body = (
      <Box component="ol" aria-label={t.events} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {events.map((e) => (
          <EventRow key={e.id} event={e} />
        ))}
      </Box>
    );
  return (
    <Box component="section" aria-labelledby="upcoming-events-title">
      <Typography
        id="upcoming-events-title"
        variant="h3"
        component="h2"
        sx={{ mb: 3, display: 'flex', alignItems: 'center', gap: 1.5 }}
      >
        <EventAvailableIcon aria-hidden="true" color="primary" />
        {t.events}
      </Typography>
      {body}
    </Box>
  );
}
