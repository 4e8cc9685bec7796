// The home page's Organization JSON-LD (schema.org), from the site's settings: the company's name and
// tagline, the site's address, its logo (the branding logo an admin set, else the favicon) and its
// social profiles (sameAs: the enabled links, in their order). Written into the prerendered home
// page's head by src/entry-server.tsx, which the site function runs on each request.
import { SITE_NAME, SITE_TAGLINE } from '@/config/constants';
import type { Branding } from '@/features/branding/schema';
import type { SocialLink } from '@/features/social/schema';

export function organizationLd(siteUrl: string, branding: Branding | undefined, social: SocialLink[] | undefined) {
  const absolute = (url: string) =>
    /^https?:\/\//.test(url) ? url : `${siteUrl}${url.startsWith('/') ? '' : '/'}${url}`;
  const sameAs = (social ?? []).filter((l) => l.enabled).map((l) => l.url);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: `${siteUrl}/`,
    logo: absolute(branding?.logoUrl ?? '/favicon.svg'),
    description: SITE_TAGLINE,
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/** A JSON-LD block for <head>: no "</script>" or "<!--" inside can close or confuse it. */
export const jsonLdScript = (value: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
