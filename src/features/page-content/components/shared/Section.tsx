import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';

export interface SectionProps {
  /** id of the section's heading, for aria-labelledby. */
  labelledBy: string;
  id?: string;
  /** 'muted' sits on the paper colour to separate neighbouring sections. */
  tone?: 'default' | 'muted';
  maxWidth?: 'md' | 'lg';
  children: ReactNode;
}

/** A page section: a labelled <section> with the site's vertical rhythm and container width. */
export function Section({ labelledBy, id, tone = 'default', maxWidth = 'lg', children }: SectionProps) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={labelledBy}
      sx={{
        py: { xs: 8, md: 12 },
        scrollMarginTop: 72,
        ...(tone === 'muted' && {
          bgcolor: 'background.paper',
          borderBlock: '1px solid',
          borderColor: 'divider',
        }),
      }}
    >
      <Container maxWidth={maxWidth}>{children}</Container>
    </Box>
  );
}
