import { Seo } from '@/components/ui/Seo';
import { CompanySections } from '@/features/page-content/components/compositions/CompanySections';
import { ContentSection } from '@/features/page-content/components/shared/ContentSection';
import { company } from '@/features/page-content/defaults/company';
import { usePageContent } from '@/features/page-content/hooks';
import { TeamGrid } from '@/features/team/components/TeamGrid';
import { teamApi } from '@/features/team/api';
import type { PageData } from '@/features/page-content/types';
import { usePageMessages } from '@/i18n/use-page-messages';

export const data: PageData = { content: 'company', queries: () => [teamApi.endpoints.getTeam.initiate()] };
export default function CompanyPage() {
  const m = usePageMessages();
  const { sections: s } = usePageContent('company', company);
  return (
    <>
      <Seo title={m.seo.company.title} description={m.seo.company.description} path="/company" />
      <CompanySections
        sections={s}
        team={
          // Members come live from the team collection (the page content's members while it is
          // empty); the page content gives the heading.
          <ContentSection id="team" section={s.team ?? {}}>
            <TeamGrid fallback={s.team?.teamMembers} />
          </ContentSection>
        }
      />
    </>
  );
}
