import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import type { CaseStudyResult } from '../schema';
import { usePageMessages } from '@/i18n/use-page-messages';

/** Client, industry and the results (value, metric), shown prominently above the story. */
export function CaseStudyResults({
  client,
  industry,
  results,
}: {
  client: string;
  industry: string;
  results: CaseStudyResult[];
}) {
  const m = usePageMessages();
  return (
    <Paper
      component="section"
      aria-labelledby="case-study-results"
      variant="outlined"
      sx={{ p: { xs: 3, md: 4 }, mb: 6, borderRadius: 3, bgcolor: '#F6F8FA' }}
    >
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Stack spacing={2}>
            <Box>
              <Typography variant="overline" color="text.secondary">
                {m.article.client}
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{client}</Typography>
            </Box>
            <Box>
              <Typography variant="overline" color="text.secondary">
                {m.article.industry}
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{industry}</Typography>
            </Box>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <Typography id="case-study-results" variant="h4" component="h2" sx={{ mb: 2 }}>
            {m.article.results}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {results.map((r, i) => (
              <Box component="li" key={`${i}-${r.metric}`}>
                <Typography
                  component="span"
                  sx={{
                    display: 'block',
                    fontSize: '1.75rem',
                    fontWeight: 800,
                    color: 'success.dark',
                    lineHeight: 1.2,
                  }}
                >
                  {r.value}
                </Typography>{' '}
                <Typography component="span" sx={{ display: 'block', fontWeight: 500, overflowWrap: 'anywhere' }}>
                  {r.metric}
                </Typography>
              </Box>
            ))}
          </Box>
        </Grid>
      </Grid>
    </Paper>
  );
}
