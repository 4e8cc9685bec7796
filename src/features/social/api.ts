import { api } from '@/lib/data/api';
import { listenParsed } from '@/lib/data/live-parser';
import { streamed } from '@/lib/data/stream';
import { socialLinksParser } from './parsers';
import type { SocialLink } from './schema';
import { byCodeUnits } from '@/lib/util/compare';
import { COLLECTIONS } from '@/domain/collections';

/** Enabled links in display order (ties by network). Sorted here, so the query is a single
 *  equality filter (no composite index); there are at most six. */
export function enabledInOrder(links: SocialLink[]): SocialLink[] {
  return links.filter((l) => l.enabled).sort((a, b) => a.order - b.order || byCodeUnits(a.network, b.network));
}

export const socialApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The public footer's links, live: the enabled ones only (all a visitor may read). */
    getSocialLinks: build.query<SocialLink[], void>({
      // Parsed where the listener runs (./parsers.ts), after the page is interactive.
      ...streamed<SocialLink[], void>(COLLECTIONS.socialLinks, (backend, _arg, next, error) =>
        listenParsed(
          backend,
          { type: 'query', path: COLLECTIONS.socialLinks, spec: { where: [['enabled', '==', true]] } },
          socialLinksParser,
          (links) => next(enabledInOrder(links)),
          error,
        ),
      ),
    }),
  }),
});

export const { useGetSocialLinksQuery } = socialApi;
