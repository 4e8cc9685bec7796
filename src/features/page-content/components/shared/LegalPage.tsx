import { Seo, type SeoProps } from '@/components/ui/Seo';
import { usePageContent } from '../../hooks';
import type { PageContent } from '../../types';
import { LegalSections, type LegalPageId } from '../compositions/LegalSections';

export interface LegalPageProps {
  pageId: LegalPageId;
  defaults: PageContent;
  seo: Pick<SeoProps, 'title' | 'description' | 'path'>;
}

/** A legal page (privacy, terms, cookies): hero with "Last updated", then the numbered items. */
export function LegalPage({ pageId, defaults, seo }: LegalPageProps) {
  const content = usePageContent(pageId, defaults);
  return (
    <>
      <Seo {...seo} />
      <LegalSections pageId={pageId} content={content} label={seo.title} />
    </>
  );
}
