import { Seo, type SeoProps } from '@/components/ui/Seo';
import { usePageContent } from '../../hooks';
import type { PageContent, PageId } from '../../types';
import { LastUpdated } from './LastUpdated';
import { LegalDocument } from './LegalDocument';
import { PageHero } from './PageHero';

export interface LegalPageProps {
  pageId: PageId;
  defaults: PageContent;
  /** The section holding the legal items (e.g. "policy", "terms"). */
  section: string;
  seo: Pick<SeoProps, 'title' | 'description' | 'path'>;
}

/** A legal page (privacy, terms, cookies): hero with "Last updated", then the numbered items. */
export function LegalPage({ pageId, defaults, section, seo }: LegalPageProps) {
  const { sections, lastUpdated } = usePageContent(pageId, defaults);
  const hero = sections.hero ?? {};
  return (
    <>
      <Seo {...seo} />
      <PageHero hero={hero} meta={<LastUpdated date={lastUpdated} />} />
      <LegalDocument legal={sections[section]?.legal} label={hero.title ?? seo.title} />
    </>
  );
}
