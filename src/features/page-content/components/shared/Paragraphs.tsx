import Typography, { type TypographyProps } from '@mui/material/Typography';

/** Content copy split into paragraphs at blank lines. */
export function Paragraphs({ text, ...props }: { text?: string } & TypographyProps) {
  const paragraphs = (text ?? '').split(/\n\s*\n/).filter((p) => p.trim());
  return paragraphs.map((p, i) => (
    <Typography key={i} color="text.secondary" {...props} sx={{ mb: 2, lineHeight: 1.75, ...props.sx }}>
      {p}
    </Typography>
  ));
}
