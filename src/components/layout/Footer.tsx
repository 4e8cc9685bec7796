import FacebookIcon from '@mui/icons-material/Facebook';
import GitHubIcon from '@mui/icons-material/GitHub';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { COPYRIGHT_YEAR, SITE_NAME } from '@/config/constants';
import { usePageMessages } from '@/i18n/use-page-messages';
import { Logo } from '../ui/Logo';
import type { ReactNode } from 'react';
import { pagePath, sectionOf, sectionPath } from '@/domain/site/paths';
import { useLocale } from '@/i18n/locale-context';

export interface FooterProps {
  logoUrl: string | null;
  showBlog: boolean;
  showCaseStudies: boolean;
  /** The language switcher (the app's: it reads what the page loaded). */
  languageLinks?: ReactNode;
  /** The enabled social profiles, in order (from the back office's Social media page). */
  social?: readonly { network: string; url: string }[];
}

const SOCIAL_ICONS: Record<string, SvgIconComponent> = {
  LinkedIn: LinkedInIcon,
  X: XIcon,
  YouTube: YouTubeIcon,
  GitHub: GitHubIcon,
  Facebook: FacebookIcon,
  Instagram: InstagramIcon,
};

/** The social icons; the row keeps its height while links load or when none are enabled, so the
 *  footer never jumps. */
function SocialLinks({ links }: { links: readonly { network: string; url: string }[] }) {
  const t = usePageMessages();
  return (
    <Stack
      component="ul"
      direction="row"
      aria-label={t.footer.socialMedia}
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, ml: -1, minHeight: 40, flexWrap: 'wrap' }}
    >
      {links.map(({ network, url }) => {
        const Icon = SOCIAL_ICONS[network];
        return (
          <li key={network}>
            <IconButton
              component="a"
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t.footer.onNetwork(SITE_NAME, network)}
            >
              {Icon ? <Icon /> : network}
            </IconButton>
          </li>
        );
      })}
    </Stack>
  );
}

function FooterList({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <Box component="nav" aria-label={title}>
      <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {links.map((l) => (
          <li key={l.label}>
            <Link component={RouterLink} to={l.to} color="text.secondary">
              {l.label}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

export function Footer({ logoUrl, showBlog, showCaseStudies, social = [], languageLinks }: FooterProps) {
  const t = usePageMessages();
  const locale = useLocale();
  const resources = [
    ...(showCaseStudies ? [{ label: t.footer.caseStudies, to: sectionPath(sectionOf('case-studies'), locale) }] : []),
    ...(showBlog ? [{ label: t.footer.blog, to: sectionPath(sectionOf('blog'), locale) }] : []),
    { label: t.footer.community, to: pagePath('/community', locale) },
    { label: t.footer.support, to: pagePath('/support', locale) },
  ];
  return (
    <Box component="footer" sx={{ borderTop: '1px solid', borderColor: 'divider', py: 8, mt: 'auto' }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Logo logoUrl={logoUrl} />
            <Typography color="text.secondary" sx={{ mt: 2, maxWidth: 360 }}>
              {t.footer.tagline}
            </Typography>
            <SocialLinks links={social} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <FooterList
              title={t.footer.solutions}
              links={t.footer.products.map((label) => ({ label, to: pagePath('/solutions', locale) }))}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <FooterList title={t.footer.resources} links={resources} />
          </Grid>
        </Grid>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mt: 6, pt: 3, borderTop: '1px solid', borderColor: 'divider', justifyContent: 'space-between' }}
        >
          {languageLinks}
          <Typography variant="body2" color="text.secondary">
            {t.footer.copyright(COPYRIGHT_YEAR, SITE_NAME)}
          </Typography>
          <Stack direction="row" spacing={3}>
            <Link component={RouterLink} to={pagePath('/privacy', locale)} variant="body2" color="text.secondary">
              {t.footer.privacy}
            </Link>
            <Link component={RouterLink} to={pagePath('/terms', locale)} variant="body2" color="text.secondary">
              {t.footer.terms}
            </Link>
            <Link
              component={RouterLink}
              to="/admin/login"
              reloadDocument
              variant="caption"
              color="text.secondary"
              sx={{ alignSelf: 'center' }}
            >
              {t.footer.admin}
            </Link>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
