/** @jest-environment node */
// The home page's Organization JSON-LD: from the branding (logo) and the enabled social links.
import type { SocialLink } from '@/features/social/schema';
import { jsonLdScript, organizationLd } from './organization-ld';

const SITE = 'https://structura.example';
const link = (network: SocialLink['network'], url: string, enabled = true, order = 0): SocialLink => ({
  id: network.toLowerCase(),
  network,
  url,
  enabled,
  order,
});

test('names the company, its site, its logo and its enabled social profiles', () => {
  const ld = organizationLd(SITE, { logoUrl: '/images/media/logo.png', faviconUrl: null }, [
    link('LinkedIn', 'https://www.linkedin.com/company/structura'),
    link('X', 'https://x.com/structura', false),
    link('GitHub', 'https://github.com/structura'),
  ]);
  expect(ld).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Structura AI',
    url: `${SITE}/`,
    logo: `${SITE}/images/media/logo.png`,
    description: expect.stringContaining('structural engineering'),
    sameAs: ['https://www.linkedin.com/company/structura', 'https://github.com/structura'],
  });
});

test('without branding or social links: the favicon as logo, no sameAs', () => {
  const ld = organizationLd(SITE, undefined, []);
  expect(ld.logo).toBe(`${SITE}/favicon.svg`);
  expect(ld).not.toHaveProperty('sameAs');
  expect(organizationLd(SITE, { logoUrl: 'https://cdn.example/logo.svg', faviconUrl: null }, undefined).logo).toBe(
    'https://cdn.example/logo.svg',
  );
});

test('the script block cannot be closed by a value', () => {
  const html = jsonLdScript({ name: '</script><script>alert(1)</script>' });
  expect(html.match(/<\/script>/g)).toHaveLength(1);
  expect(JSON.parse(html.replace(/^<script[^>]*>|<\/script>$/g, ''))).toEqual({
    name: '</script><script>alert(1)</script>',
  });
});
