import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { usePageMessages } from '@/i18n/use-page-messages';
import { splitLocalePath } from '@/domain/locales';
import { pagePath } from '@/domain/site/paths';
import { useLocale } from '@/i18n/locale-context';
import { Seo } from './Seo';

/** The not-found page, in the page's language. */
export function NotFound() {
  const { pathname } = useLocation();
  const t = usePageMessages();
  const locale = useLocale();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 16, md: 20 }, textAlign: 'center' }}>
      <Seo title={t.notFound.title} description={t.notFound.text} path={splitLocalePath(pathname).path} noindex />
      <Typography variant="overline" color="text.secondary">
        404
      </Typography>
      <Typography variant="h1" sx={{ fontSize: 'clamp(2rem, 4vw, 3rem)', mb: 2 }}>
        {t.notFound.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t.notFound.text}
      </Typography>
      <Button variant="contained" component={RouterLink} to={pagePath('/', locale)}>
        {t.notFound.home}
      </Button>
    </Container>
  );
}
