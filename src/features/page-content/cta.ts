import type { PageContent } from './types';

/** The texts of a page's calls to action (every section's button, and the landing hero's second
 *  one): the titles a demo-request link from this page may ask the dialog for (src/domain/leads/demo-url.ts). */
export function callToActionLabels(content: PageContent): string[] {
  const sections = Object.values(content.sections);
  const labels = sections.flatMap((s) => (s.buttonText ? [s.buttonText] : []));
  const heroSecond = content.sections.hero?.content;
  if (heroSecond && heroSecond.length <= 60) labels.push(heroSecond);
  return [...new Set(labels)];
}
