// How published case studies' live snapshots are parsed, by name (src/lib/data/live-parser.ts):
// where the listener runs, so in the live-data worker for a visitor.
import { COLLECTIONS } from '@/domain/collections';
import { publicArticlesParser } from '@/lib/data/public-articles';
import type { CaseStudy } from './schema';

export const caseStudiesParser = publicArticlesParser<CaseStudy>('caseStudies', COLLECTIONS.caseStudies, () =>
  import('./schema').then((m) => m.caseStudySchema),
);
