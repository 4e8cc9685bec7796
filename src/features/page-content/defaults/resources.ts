import type { PageContent } from '../types';

export const resources: PageContent = {
  lastUpdated: '2025-01-15',
  sections: {
    hero: {
      title: 'Resources',
      subtitle:
        'Guides, case studies, webinars and technical notes on automated structural design, code checking and BIM-integrated workflows.',
    },
    featured: {
      title: 'Featured resources',
      subtitle:
        'Hand-picked reading from our engineering team, from verification studies against hand calculations to practical guides for ASCE 7 seismic design and Eurocode timber checks.',
    },
    newsletter: {
      title: 'The Structura AI engineering digest',
      subtitle:
        'One email a month with new code provisions, design automation techniques and product updates written by practicing structural engineers. No spam, unsubscribe anytime.',
      buttonText: 'Subscribe',
    },
  },
};
