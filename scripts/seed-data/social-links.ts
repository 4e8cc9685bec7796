/** `social_links/{network in lower case}`: the company's profiles, one per network
 *  (src/features/social/schema.ts). Four shown in the footer; Facebook and Instagram exist but are
 *  switched off (the accounts are not maintained yet). */
export interface SeedSocialLink {
  id: string;
  network: 'LinkedIn' | 'X' | 'YouTube' | 'GitHub' | 'Facebook' | 'Instagram';
  url: string;
  enabled: boolean;
  order: number;
}

export const socialLinks: SeedSocialLink[] = [
  {
    id: 'linkedin',
    network: 'LinkedIn',
    url: 'https://www.linkedin.com/company/structura-ai',
    enabled: true,
    order: 1,
  },
  { id: 'x', network: 'X', url: 'https://x.com/structura_ai', enabled: true, order: 2 },
  { id: 'youtube', network: 'YouTube', url: 'https://www.youtube.com/@structura-ai', enabled: true, order: 3 },
  { id: 'github', network: 'GitHub', url: 'https://github.com/structura-ai', enabled: true, order: 4 },
  { id: 'facebook', network: 'Facebook', url: 'https://www.facebook.com/structura.ai', enabled: false, order: 5 },
  { id: 'instagram', network: 'Instagram', url: 'https://www.instagram.com/structura.ai', enabled: false, order: 6 },
];
