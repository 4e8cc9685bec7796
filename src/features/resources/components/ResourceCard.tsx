import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { Resource } from '../schema';
import { formatDate, formatEventDate } from './format';
import { OpenResourceButton } from './OpenResourceButton';
import { TYPE_INFO } from './types';

/** A resource: type, h3 title, description, date (event date for events) and "Open". */
export function ResourceCard({ resource }: { resource: Resource }) {
  const info = TYPE_INFO[resource.type];
  const Icon = info.icon;
  const isEvent = resource.type === 'event' && resource.eventDate;
  const date = isEvent ? resource.eventDate : resource.createdAt;
  return (
    <Card
      component="article"
      aria-labelledby={`resource-${resource.id}`}
      sx={(theme) => ({
        p: 3,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
        transition: 'border-color 200ms, box-shadow 200ms',
        '&:hover': {
          borderColor: alpha(theme.palette.primary.main, 0.5),
          boxShadow: `0 12px 32px -16px ${alpha(theme.palette.primary.main, 0.35)}`,
        },
      })}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 2 }}>
        <Chip size="small" icon={<Icon aria-hidden="true" />} label={info.label} color="primary" variant="outlined" />
        {date && (
          <Typography variant="caption" color="text.secondary" component="time" dateTime={date}>
            {isEvent ? formatEventDate(date) : formatDate(date)}
          </Typography>
        )}
      </Box>
      <Typography id={`resource-${resource.id}`} component="h3" variant="h6" sx={{ mb: 1, lineHeight: 1.35 }}>
        {resource.title}
      </Typography>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{
          lineHeight: 1.7,
          display: '-webkit-box',
          WebkitLineClamp: 4,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {resource.description}
      </Typography>
      {resource.location && (
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', gap: 0.75, mt: 1.5 }}>
          <PlaceIcon aria-hidden="true" fontSize="small" />
          {resource.location}
        </Typography>
      )}
      <Box sx={{ mt: 'auto', pt: 2.5 }}>
        <OpenResourceButton resource={resource} variant="outlined" size="small" />
      </Box>
    </Card>
  );
}
