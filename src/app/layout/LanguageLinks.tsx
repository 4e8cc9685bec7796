// The language switcher: one plain link per language (it works without JavaScript), to the same
// page in that language, or to that language's home where the page has no version in it
// (src/app/alternates.ts). Labelled with each language's own name; never a redirect.
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useAppSelector } from '../hooks';
import { LOCALES } from '@/domain/locales';
import { switchPath } from '@/domain/site/paths';
import { alternatesOf } from '../alternates';
import { useLocale } from '@/i18n/locale-context';

export default function LanguageLinks() {
  const locale = useLocale();
  const { pathname } = useLocation();
  const alternates = useAppSelector((state) => alternatesOf(state, pathname)) ?? {};
  return (
    <Stack component="nav" aria-label="Language" direction="row" spacing={2} data-testid="language-switcher">
      {LOCALES.map((l) =>
        l.code === locale ? (
          <Link
            key={l.code}
            component={RouterLink}
            to={pathname}
            aria-current="page"
            lang={l.code}
            variant="body2"
            color="text.primary"
            sx={{ fontWeight: 700 }}
          >
            {l.nativeName}
          </Link>
        ) : (
          <Link
            key={l.code}
            component={RouterLink}
            to={switchPath(alternates, l.code)}
            lang={l.code}
            hrefLang={l.code}
            variant="body2"
            color="text.secondary"
          >
            {l.nativeName}
          </Link>
        ),
      )}
    </Stack>
  );
}
