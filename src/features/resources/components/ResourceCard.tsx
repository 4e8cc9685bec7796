import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { Resource } from '../schema';
import { OpenResourceButton } from './OpenResourceButton';
import { ResourceLocation, ResourceMeta } from './ResourceMeta';

/** A resource: type, h3 title, description, date (event date for events) and "Open". */
export function ResourceCard({ resource }: { resource: Resource }) {
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
      <ResourceMeta resource={resource} spread />
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
      <ResourceLocation location={resource.location} variant="body2" color="text.secondary" sx={{ mt: 1.5 }} />
      <Box sx={{ mt: 'auto', pt: 2.5 }}>
        <OpenResourceButton resource={resource} variant="outlined" size="small" />
      </Box>
    </Card>
  );
}
