import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';
import type { Section } from '../../types';
import { PageHero } from '../shared/PageHero';
import { Contact } from '../support/Contact';
import { ResponseTimes } from '../support/ResponseTimes';

export interface SupportSectionsProps {
  sections: Record<string, Section>;
  /** The FAQ section: questions come live from the FAQ collection on the site (a feature this
   *  one may not import), so the page passes it in; the editor's preview shows the draft's copy. */
  faqs: ReactNode;
}

/** The support page's sections, for the public page and the editor's preview. */
export function SupportSections({ sections: s, faqs }: SupportSectionsProps) {
  return (
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
      {faqs}
    </>
  );
}
