// How the social links' live snapshots are parsed, by name (src/lib/data/live-parser.ts): where
// the listener runs, so in the live-data worker for a visitor.
import { liveParser } from '@/lib/data/live-parser';
import type { PlainDoc } from '@/lib/data/backend-types';
import type { SocialLink } from './schema';

export const socialLinksParser = liveParser<PlainDoc[], SocialLink[]>('socialLinks', () =>
  import('./parse').then((m) => m.parseSocialLinks),
);
