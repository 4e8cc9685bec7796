import type { PageContent } from '../types';

export const about: PageContent = {
  lastUpdated: '2025-01-15',
  sections: {
    hero: {
      title: 'About Structura AI',
      subtitle:
        'We help structural engineers design steel, concrete and timber buildings faster, with every check documented and every result explainable.',
    },
    story: {
      title: 'Our story',
      content:
        'Structura AI began in a design office late on a deadline night. A last-minute architectural change had moved a column grid, and a team of engineers spent the next week re-running analysis, re-checking hundreds of members and re-issuing calculations that had already been approved once.\n\nOur founders, a practicing structural engineer and a computational mechanics researcher, set out to make that week take an afternoon. They started with a verified solver and a code-checking engine that engineers could audit line by line, then added optimization and machine learning to search design options no team would have time to explore by hand.\n\nToday engineering firms, contractors and owners around the world use Structura AI to design and check buildings to Eurocode, ACI 318, AISC 360 and ASCE 7, connected to the tools they already use, from Revit and Tekla to ETABS, SAP2000 and Robot.',
    },
    stats: {
      title: 'Structura AI by the numbers',
      stats: [
        { value: '10K+', label: 'Engineers' },
        { value: '1M+', label: 'Projects' },
        { value: '50+', label: 'Countries' },
        { value: '99.9%', label: 'Uptime' },
      ],
    },
  },
};
