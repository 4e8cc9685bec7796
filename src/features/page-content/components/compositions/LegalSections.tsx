import type { PageContent, PageId } from '../../types';
import { LastUpdated } from '../shared/LastUpdated';
import { LegalDocument } from '../shared/LegalDocument';
import { PageHero } from '../shared/PageHero';

/** Each legal page's section holding its legal items. */
export const LEGAL_SECTIONS = { privacy: 'policy', terms: 'terms', cookies: 'policy' } as const satisfies Partial<
  Record<PageId, string>
>;
export type LegalPageId = keyof typeof LEGAL_SECTIONS;

export interface LegalSectionsProps {
  pageId: LegalPageId;
  content: PageContent;
  /** Names the document's contents when the hero has no title. */
  label: string;
}

/** A legal page's sections (privacy, terms, cookies): hero with "Last updated", then the numbered
 *  items; for the public page and the editor's preview. */
export function LegalSections({ pageId, content: { sections, lastUpdated }, label }: LegalSectionsProps) {
  const hero = sections.hero ?? {};
  return (
    <>
      <PageHero hero={hero} meta={<LastUpdated date={lastUpdated} />} />
      <LegalDocument legal={sections[LEGAL_SECTIONS[pageId]]?.legal} label={hero.title ?? label} />
    </>
  );
}
