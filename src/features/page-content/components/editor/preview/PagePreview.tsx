import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';
import type { PageContent, PageId, Section } from '../../../types';
import { Careers } from '../../company/Careers';
import { Mission } from '../../company/Mission';
import { Values } from '../../company/Values';
import { Cta } from '../../home/Cta';
import { Features } from '../../home/Features';
import { Hero } from '../../home/Hero';
import { SolutionTypes } from '../../home/SolutionTypes';
import { Stats } from '../../home/Stats';
import { TrustedBy } from '../../home/TrustedBy';
import { Newsletter } from '../../resources/Newsletter';
import { CtaBand } from '../../shared/CtaBand';
import { DemoButton } from '../../shared/DemoButton';
import { LastUpdated } from '../../shared/LastUpdated';
import { LegalDocument } from '../../shared/LegalDocument';
import { PageHero } from '../../shared/PageHero';
import { Products } from '../../solutions/Products';
import { UseCases } from '../../solutions/UseCases';
import { Contact } from '../../support/Contact';
import { ResponseTimes } from '../../support/ResponseTimes';
import { Pillars } from '../../technology/Pillars';
import { Platform } from '../../technology/Platform';
import { GenericSection } from './GenericSection';

type Sections = Record<string, Section>;
const legal = (section: string) => (s: Sections, content: PageContent) => (
  <>
    <PageHero hero={s.hero ?? {}} meta={<LastUpdated date={content.lastUpdated} />} />
    <LegalDocument legal={s[section]?.legal} label={s.hero?.title ?? 'Legal'} />
  </>
);

/** Each public page's sections, composed as its route composes them (src/pages/public/*). Parts
 *  that show live data from other collections (team, FAQs, resources) show the draft's copy. */
const PAGES: Partial<Record<PageId, (s: Sections, content: PageContent) => ReactNode>> = {
  home: (s) => (
    <>
      <Hero section={s.hero ?? {}} />
      <TrustedBy section={s.trustedBy ?? {}} />
      <SolutionTypes section={s.solutionTypes ?? {}} />
      <Features section={s.features ?? {}} />
      <Stats section={s.stats ?? {}} />
      <Cta section={s.cta ?? {}} />
    </>
  ),
  solutions: (s) => (
    <>
      <PageHero hero={s.hero ?? {}} actions={s.hero?.buttonText && <DemoButton label={s.hero.buttonText} />} />
      <Products section={s.solutions ?? {}} />
      <UseCases section={s.useCases ?? {}} />
      <CtaBand section={s.cta ?? {}} />
    </>
  ),
  technology: (s) => (
    <>
      <PageHero
        hero={s.hero ?? {}}
        actions={
          s.hero?.buttonText && (
            <Button variant="contained" size="large">
              {s.hero.buttonText}
            </Button>
          )
        }
      />
      <Pillars section={s.pillars ?? {}} />
      <Platform section={s.stack ?? {}} />
      <CtaBand section={s.cta ?? {}} />
    </>
  ),
  company: (s) => (
    <>
      <PageHero hero={s.hero ?? {}} />
      <Mission section={s.mission ?? {}} />
      <Values section={s.values ?? {}} />
      <GenericSection
        id="team"
        section={s.team ?? {}}
        note="On the site, members come live from the team collection; these show while it is empty."
      />
      <Careers section={s.careers ?? {}} />
    </>
  ),
  support: (s) => (
    <>
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
      <GenericSection
        id="faqs"
        section={s.faqs ?? {}}
        note="On the site, questions come live from the FAQ collection; these show while it is empty."
      />
    </>
  ),
  resources: (s) => (
    <>
      <PageHero hero={s.hero ?? {}} />
      <GenericSection
        id="library"
        section={s.featured ?? {}}
        note="On the site, upcoming events and the resource library appear here."
      />
      <Newsletter section={s.newsletter ?? {}} />
    </>
  ),
  privacy: legal('policy'),
  terms: legal('terms'),
  cookies: legal('policy'),
};

/** Whether the page has a public composition; about and pricing do not (no public route). */
export const hasPublicPage = (pageId: PageId) => pageId in PAGES;

/** The page as visitors will see it, from the given content. */
export function PagePreview({ pageId, content }: { pageId: PageId; content: PageContent }) {
  const compose = PAGES[pageId];
  if (compose) return <>{compose(content.sections, content)}</>;
  return (
    <>
      {Object.entries(content.sections).map(([name, section]) => (
        <GenericSection key={name} id={name} section={section} />
      ))}
    </>
  );
}
