// How a published page's live snapshots are parsed, by name (src/lib/data/live-parser.ts): where
// the listener runs, so in the live-data worker for a visitor.
import { liveParser } from '@/lib/data/live-parser';
import type { PlainDoc } from '@/lib/data/backend-types';
import type { PublishedPage } from './parse';

export const publishedPageParser = liveParser<PlainDoc | null, PublishedPage | null>('publishedPage', () =>
  import('./parse').then((m) => m.parsePublishedPage),
);
