import type { ReactNode } from 'react';
import type { PageContent, PageId } from '../../../types';
import { CompanySections } from '../../compositions/CompanySections';
import { HomeSections } from '../../compositions/HomeSections';
import { LegalSections, type LegalPageId } from '../../compositions/LegalSections';
import { ResourcesSections } from '../../compositions/ResourcesSections';
import { SolutionsSections } from '../../compositions/SolutionsSections';
import { SupportSections } from '../../compositions/SupportSections';
import { TechnologySections } from '../../compositions/TechnologySections';
import { GenericSection } from './GenericSection';

const legal = (pageId: LegalPageId) => (content: PageContent) => (
  <LegalSections pageId={pageId} content={content} label="Legal" />
);

/** Each public page's composition, as its route renders it (src/pages/public/*). Parts that show
 *  live data from other collections (team, FAQs, resources) show the draft's copy. */
const PAGES: Partial<Record<PageId, (content: PageContent) => ReactNode>> = {
  home: (content) => <HomeSections content={content} />,
  solutions: ({ sections }) => <SolutionsSections sections={sections} />,
  technology: ({ sections }) => <TechnologySections sections={sections} />,
  company: ({ sections }) => (
    <CompanySections
      sections={sections}
      team={
        <GenericSection
          id="team"
          section={sections.team ?? {}}
          note="On the site, members come live from the team collection; these show while it is empty."
        />
      }
    />
  ),
  support: ({ sections }) => (
    <SupportSections
      sections={sections}
      faqs={
        <GenericSection
          id="faqs"
          section={sections.faqs ?? {}}
          note="On the site, questions come live from the FAQ collection; these show while it is empty."
        />
      }
    />
  ),
  resources: ({ sections }) => (
    <ResourcesSections
      sections={sections}
      library={
        <GenericSection
          id="library"
          section={sections.featured ?? {}}
          note="On the site, upcoming events and the resource library appear here."
        />
      }
    />
  ),
  privacy: legal('privacy'),
  terms: legal('terms'),
  cookies: legal('cookies'),
};

/** Whether the page has a public composition; about and pricing do not (no public route). */
export const hasPublicPage = (pageId: PageId) => pageId in PAGES;

/** The page as visitors will see it, from the given content. */
export function PagePreview({ pageId, content }: { pageId: PageId; content: PageContent }) {
  const compose = PAGES[pageId];
  if (compose) return <>{compose(content)}</>;
  return (
    <>
      {Object.entries(content.sections).map(([name, section]) => (
        <GenericSection key={name} id={name} section={section} />
      ))}
    </>
  );
}
