// The language switcher: one plain link per language (it works without JavaScript), to the same
// page in that language, or to that language's home where the page has no version in it
// (src/app/alternates.ts). Labelled with each language's own name; never a redirect. Plain links
// in a Box: MUI's Link here would change how the first script's MUI modules are chunked (+1 kB).
import Box from '@mui/material/Box';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { LOCALES } from '@/domain/locales';
import { switchPath } from '@/domain/site/paths';
import { useLocale } from '@/i18n/locale-context';
import { useAppSelector } from '../hooks';
import { alternatesOf } from '../alternates';
import { usePageMessages } from '@/i18n/use-page-messages';

export default function LanguageLinks() {
  const locale = useLocale();
  const { pathname } = useLocation();
  const { footer } = usePageMessages();
  const alternates = useAppSelector((state) => alternatesOf(state, pathname)) ?? {};
  return (
    <Box
      component="nav"
      aria-label={footer.language}
      data-testid="language-switcher"
      sx={{
        display: 'flex',
        gap: 2,
        typography: 'body2',
        '& a': { color: 'text.secondary', textDecoration: 'underline', textUnderlineOffset: '0.2em' },
        '& a[aria-current]': { color: 'text.primary', fontWeight: 700 },
      }}
    >
      {LOCALES.map((l) =>
        l.code === locale ? (
          <RouterLink key={l.code} to={pathname} aria-current="page" lang={l.code}>
            {l.nativeName}
          </RouterLink>
        ) : (
          <RouterLink key={l.code} to={switchPath(alternates, l.code)} lang={l.code} hrefLang={l.code}>
            {l.nativeName}
          </RouterLink>
        ),
      )}
    </Box>
  );
}
