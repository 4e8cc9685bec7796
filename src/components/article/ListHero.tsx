import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** The top of a list page: overline, the page's one h1 and a short lead. */
export function ListHero({ overline, title, lead }: { overline: string; title: string; lead: string }) {
  return (
    <Box
      sx={{
        borderBottom: '1px solid',
        borderColor: 'divider',
        background: 'linear-gradient(180deg, #EEF4FF 0%, rgba(238,244,255,0) 100%)',
      }}
    >
      <Container maxWidth="lg" sx={{ pt: { xs: 8, md: 12 }, pb: { xs: 5, md: 7 } }}>
        <Typography variant="overline" sx={{ color: 'primary.main', fontWeight: 700, letterSpacing: '0.12em' }}>
          {overline}
        </Typography>
        <Typography variant="h1" sx={{ mt: 1, mb: 2 }}>
          {title}
        </Typography>
        <Typography variant="subtitle1" color="text.secondary" sx={{ maxWidth: 680 }}>
          {lead}
        </Typography>
      </Container>
    </Box>
  );
}
