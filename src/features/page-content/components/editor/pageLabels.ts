import type { PageId } from '../../types';

export const PAGE_LABELS: Record<PageId, string> = {
  home: 'Home',
  about: 'About',
  pricing: 'Pricing',
  solutions: 'Solutions',
  technology: 'Technology',
  resources: 'Resources',
  company: 'Company',
  support: 'Support',
  privacy: 'Privacy policy',
  terms: 'Terms of service',
  cookies: 'Cookie policy',
};

/** "solutionTypes" -> "Solution types". */
export function sectionLabel(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const today = () => new Date().toISOString().slice(0, 10);
