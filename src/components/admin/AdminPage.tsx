import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';

export interface AdminPageProps {
  title: string;
  description?: string;
  /** Buttons at the top right (e.g. "Add resource"). */
  actions?: ReactNode;
  children: ReactNode;
}

/** Every back-office page: one h1, the document title, a line of context, the page's actions. */
export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  useEffect(() => {
    document.title = `${title} · Structura AI admin`;
  }, [title]);
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-end' } }}
      >
        <div>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, fontWeight: 700 }}>
            {title}
          </Typography>
          {description && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {description}
            </Typography>
          )}
        </div>
        {actions && (
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            {actions}
          </Stack>
        )}
      </Stack>
      {children}
    </Stack>
  );
}
