import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import type { Resource } from '../schema';
import { formatDate, formatEventDate } from './format';
import { TYPE_ICONS } from './types';
import { usePageMessages } from '@/i18n/use-page-messages';
import { useFormats } from '@/i18n/format';

/** A resource's type chip and its date: the event's date for events, else when it was added. */
export function ResourceMeta({ resource, spread = false }: { resource: Resource; spread?: boolean }) {
  const { resources: t } = usePageMessages();
  const formats = useFormats();
  const Icon = TYPE_ICONS[resource.type];
  const isEvent = resource.type === 'event' && resource.eventDate;
  const date = isEvent ? resource.eventDate : resource.createdAt;
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: spread ? 'space-between' : 'flex-start',
        alignItems: 'center',
        gap: spread ? 1 : 1.5,
        flexWrap: 'wrap',
        mb: 2,
      }}
    >
      <Chip
        size="small"
        icon={<Icon aria-hidden="true" />}
        label={t.types[resource.type].label}
        color="primary"
        variant="outlined"
      />
      {date && (
        <Typography variant={spread ? 'caption' : 'body2'} color="text.secondary" component="time" dateTime={date}>
          {isEvent ? formatEventDate(date, formats) : formatDate(date, formats)}
        </Typography>
      )}
    </Box>
  );
}

/** Where an event takes place, with a pin; nothing when the resource has no location. */
export function ResourceLocation({ location, ...props }: { location?: string } & TypographyProps) {
  if (!location) return null;
  return (
    <Typography {...props} sx={{ display: 'flex', gap: 0.75, ...props.sx }}>
      <PlaceIcon aria-hidden="true" fontSize="small" />
      {location}
    </Typography>
  );
}
