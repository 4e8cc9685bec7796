import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export default function CaseStudiesPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 8, md: 12 } }}>
      <Typography variant="h1">Case Studies</Typography>
    </Container>
  );
}
