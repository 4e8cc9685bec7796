import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { splitLocalePath } from '@/domain/locales';
import { pagePath } from '@/domain/site/paths';
import { useLocale } from '@/i18n/locale-context';
import { Seo } from './Seo';

export function NotFound() {
  const { pathname } = useLocation();
  const locale = useLocale();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 16, md: 20 }, textAlign: 'center' }}>
      <Seo
        title="Page not found"
        description="The page you are looking for does not exist or has moved."
        path={splitLocalePath(pathname).path}
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
      <Button variant="contained" component={RouterLink} to={pagePath('/', locale)}>
        Back to home
      </Button>
    </Container>
  );
}
