import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface SectionHeadingProps {
  /** id of the h2, referenced by the section's aria-labelledby. */
  id: string;
  title?: string;
  subtitle?: string;
  align?: 'left' | 'center';
}

/** A section's h2 and its supporting line. */
export function SectionHeading({ id, title, subtitle, align = 'left' }: SectionHeadingProps) {
  const center = align === 'center';
  return (
    <Box sx={{ mb: { xs: 5, md: 7 }, maxWidth: center ? 760 : 720, mx: center ? 'auto' : 0, textAlign: align }}>
      <Typography id={id} variant="h2" sx={{ mb: subtitle ? 2 : 0 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography component="p" variant="subtitle1" color="text.secondary">
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
