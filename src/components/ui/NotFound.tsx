import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export function NotFound() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 16, md: 20 }, textAlign: 'center' }}>
      <Typography variant="overline" color="text.secondary">
        404
      </Typography>
      <Typography variant="h1" sx={{ fontSize: 'clamp(2rem, 4vw, 3rem)', mb: 2 }}>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        The page you are looking for does not exist or has moved.
      </Typography>
      <Button variant="contained" component={RouterLink} to="/">
        Back to home
      </Button>
    </Container>
  );
}
