import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { RelativeTime } from './RelativeTime';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** Avatar, author name, relative date and anything extra (e.g. a reply count). */
export function AuthorLine({ name, at, extra }: { name: string; at: string | null; extra?: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
      <Avatar aria-hidden sx={{ width: 32, height: 32, fontSize: 13, bgcolor: 'primary.main' }}>
        {initials(name)}
      </Avatar>
      <Typography variant="body2" color="text.secondary">
        <Typography component="span" variant="body2" sx={{ fontWeight: 600, color: 'text.primary' }}>
          {name}
        </Typography>
        {' · '}
        <RelativeTime iso={at} />
        {extra}
      </Typography>
    </Stack>
  );
}
