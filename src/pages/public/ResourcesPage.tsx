import Container from '@mui/material/Container';
import { Seo } from '@/components/ui/Seo';
import { ResourcesSections } from '@/features/page-content/components/compositions/ResourcesSections';
import { ContentSection } from '@/features/page-content/components/shared/ContentSection';
import { resources } from '@/features/page-content/defaults/resources';
import { usePageContent } from '@/features/page-content/hooks';
import { ResourceDetailsDialog } from '@/features/resources/components/ResourceDetailsDialog';
import { ResourceLibrary } from '@/features/resources/components/ResourceLibrary';
import { TypeFilter } from '@/features/resources/components/TypeFilter';
import { UpcomingEvents } from '@/features/resources/components/UpcomingEvents';
import { resourcesApi } from '@/features/resources/api';
import type { PageData } from '@/features/page-content/types';
import { usePageMessages } from '@/i18n/use-page-messages';

export const data: PageData = {
  content: 'resources',
  queries: () => [resourcesApi.endpoints.getResources.initiate('public')],
};
export default function ResourcesPage() {
  const m = usePageMessages();
  const { sections: s } = usePageContent('resources', resources);
  return (
    <>
      <Seo title={m.seo.resources.title} description={m.seo.resources.description} path="/resources" />
      <ResourcesSections
        sections={s}
        library={
          <>
            <Container maxWidth="lg" sx={{ pt: { xs: 6, md: 10 } }}>
              <UpcomingEvents />
            </Container>
            {/* The library comes live from the resources collection; the page content gives the heading. */}
            <ContentSection id="library" section={s.featured ?? {}}>
              <TypeFilter />
              <ResourceLibrary />
            </ContentSection>
          </>
        }
      />
      <ResourceDetailsDialog />
    </>
  );
}
