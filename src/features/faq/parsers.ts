// How the FAQs' live snapshots are parsed, by name (src/lib/data/live-parser.ts): where the listener
// runs, so in the live-data worker for a visitor.
import { COLLECTIONS } from '@/domain/collections';
import { docsParser } from '@/lib/data/docs-parser';
import type { FaqEntry } from './schema';

export const faqsParser = docsParser<FaqEntry>('faqs', COLLECTIONS.faqs, () =>
  import('./schema').then((m) => m.faqSchema),
);
