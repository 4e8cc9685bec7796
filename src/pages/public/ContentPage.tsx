import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageContent } from '@/features/page-content/hooks';
import type { PageContent, PageId } from '@/features/page-content/types';

/** A page rendered from its page content: hero title and subtitle. */
export function ContentPage({ pageId, defaults }: { pageId: PageId; defaults: PageContent }) {
  const hero = usePageContent(pageId, defaults).sections.hero ?? {};
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 8, md: 12 } }}>
      <Typography variant="h1" gutterBottom>
        {hero.title}
      </Typography>
      {hero.subtitle && (
        <Typography variant="subtitle1" color="text.secondary" sx={{ maxWidth: 720 }}>
          {hero.subtitle}
        </Typography>
      )}
    </Container>
  );
}
