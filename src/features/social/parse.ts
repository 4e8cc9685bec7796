// The social links' parser: loaded by the footer's listener once it opens (after the page is
// interactive), never by the first paint. The schema is ./schema's.
import type { PlainDoc } from '@/lib/data';
import { parseDocs } from '@/lib/data/docs';
import { socialLinkSchema, type SocialLink } from './schema';
import { COLLECTIONS } from '@/domain/collections';

export const parseSocialLinks = (docs: PlainDoc[]): SocialLink[] =>
  parseDocs(socialLinkSchema, docs, COLLECTIONS.socialLinks);
