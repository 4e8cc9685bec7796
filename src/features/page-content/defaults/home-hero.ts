import type { PageContent } from '../types';

/** The landing page's defaults for its first screen (the hero), apart from the rest of the page's
 *  (home.ts): the page's first script carries these alone, and the sections under the hero, which
 *  load apart, bring the others. */
export const homeHero: PageContent = {
  lastUpdated: '2025-01-15',
  sections: {
    hero: {
      title: 'Structural design, automated from load path to final drawings',
      subtitle:
        'Structura AI designs and checks steel, concrete and timber structures to Eurocode, ACI 318, AISC 360 and ASCE 7 in minutes instead of weeks, so you deliver faster designs, optimized member performance and lower material and engineering cost on every project.',
      buttonText: 'Get a Demo',
      content: 'Start Free',
    },
  },
};
