import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import { Seo } from '@/components/ui/Seo';
import { FaqBrowser } from '@/features/faq/components/FaqBrowser';
import { ContentSection } from '@/features/page-content/components/shared/ContentSection';
import { PageHero } from '@/features/page-content/components/shared/PageHero';
import { Contact } from '@/features/page-content/components/support/Contact';
import { ResponseTimes } from '@/features/page-content/components/support/ResponseTimes';
import { support } from '@/features/page-content/defaults/support';
import { usePageContent } from '@/features/page-content/hooks';

export default function SupportPage() {
  const { sections: s } = usePageContent('support', support);
  return (
    <>
      <Seo
        title="Support"
        description="Get help from licensed structural engineers: replies within 2 hours on paid plans and 24 hours on the free plan, plus answers to frequently asked questions."
        path="/support"
      />
      <PageHero hero={s.hero ?? {}} />
      <Container maxWidth="lg" sx={{ pt: { xs: 6, md: 10 } }}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <ResponseTimes section={s.responseTimes ?? {}} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Contact section={s.contact ?? {}} />
          </Grid>
        </Grid>
      </Container>
      {/* Questions come live from the faqs collection (the page content's questions while it is
          empty); the page content gives the heading. */}
      <ContentSection id="faqs" section={s.faqs ?? {}} align="center">
        <FaqBrowser fallback={s.faqs?.faqs} />
      </ContentSection>
    </>
  );
}
