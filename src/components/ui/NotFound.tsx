import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Seo } from './Seo';

export function NotFound() {
  const { pathname } = useLocation();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 16, md: 20 }, textAlign: 'center' }}>
      <Seo
        title="Page not found"
        description="The page you are looking for does not exist or has moved."
        path={pathname}
        noindex
      />
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
