import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Client, industry and the results, shown prominently above the story. */
export function CaseStudyResults({
  client,
  industry,
  results,
}: {
  client: string;
  industry: string;
  results: string[];
}) {
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
                Client
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{client}</Typography>
            </Box>
            <Box>
              <Typography variant="overline" color="text.secondary">
                Industry
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{industry}</Typography>
            </Box>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <Typography id="case-study-results" variant="h4" component="h2" sx={{ mb: 2 }}>
            Results
          </Typography>
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {results.map((r) => (
              <Stack component="li" key={r} direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                <CheckCircleIcon aria-hidden sx={{ color: 'success.main', mt: '2px' }} fontSize="small" />
                <Typography sx={{ fontWeight: 500 }}>{r}</Typography>
              </Stack>
            ))}
          </Stack>
        </Grid>
      </Grid>
    </Paper>
  );
}
