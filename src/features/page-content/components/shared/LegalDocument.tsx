import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { LegalItem } from '../../types';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A legal document: a table of contents and one h2 with its bullet list per item. */
export function LegalDocument({ legal = [], label }: { legal?: LegalItem[]; label: string }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
      <Box sx={{ display: 'grid', gap: { xs: 4, md: 8 }, gridTemplateColumns: { md: '240px 1fr' } }}>
        <Box
          component="nav"
          aria-label={`${label}: contents`}
          sx={{ alignSelf: 'start', position: { md: 'sticky' }, top: { md: 96 } }}
        >
          <Typography component="p" variant="overline" color="text.secondary" sx={{ fontWeight: 700 }}>
            Contents
          </Typography>
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {legal.map((item) => (
              <li key={item.heading}>
                <Link href={`#${slug(item.heading)}`} color="text.secondary" variant="body2">
                  {item.heading}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
        <Box sx={{ maxWidth: 760 }}>
          {legal.map((item, i) => (
            <Box component="section" key={item.heading} aria-labelledby={slug(item.heading)} sx={{ mb: 5 }}>
              <Typography id={slug(item.heading)} variant="h4" component="h2" sx={{ mb: 2, scrollMarginTop: 96 }}>
                <Box component="span" aria-hidden="true" sx={{ color: 'primary.main', mr: 1.5 }}>
                  {String(i + 1).padStart(2, '0')}
                </Box>
                {item.heading}
              </Typography>
              <Box component="ul" sx={{ pl: 3, m: 0, color: 'text.secondary', '& li': { mb: 1.25, lineHeight: 1.75 } }}>
                {item.items.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </Container>
  );
}
