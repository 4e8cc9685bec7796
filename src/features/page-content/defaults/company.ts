import type { PageContent } from '../types';

export const company: PageContent = {
  lastUpdated: '2025-01-15',
  sections: {
    hero: {
      title: 'Engineers building tools for engineers',
      subtitle:
        'Structura AI was founded by structural engineers and software developers who believe the profession deserves better tools than spreadsheets and manual re-entry.',
    },
    mission: {
      title: 'Our mission',
      content:
        'We exist to give structural engineers back their time. Too many hours on every project go into re-running load takedowns, re-checking members after small changes and re-typing results between programs. That work is necessary, but it is not where engineering judgment lives.\n\nBy automating analysis, code checks, optimization and documentation, we help engineers design safer, leaner and lower-carbon structures, and spend their expertise on the decisions that truly need it.',
    },
    values: {
      title: 'What we value',
      features: [
        {
          title: 'Safety First',
          description:
            'Public safety is non-negotiable. We verify every solver and code provision against independent calculations before it reaches a customer.',
        },
        {
          title: 'Transparency Over Black Boxes',
          description:
            'Engineers stay responsible for their designs, so every result we produce must be explainable, traceable and reproducible by hand.',
        },
        {
          title: 'Respect for the Craft',
          description:
            'We build alongside practicing engineers and treat their judgment as the final word, automating the routine rather than replacing expertise.',
        },
        {
          title: 'Build Less, Build Better',
          description:
            'Optimized structures use less steel, concrete and timber. We measure our impact in material and carbon saved as well as hours saved.',
        },
      ],
    },
    team: {
      title: 'Leadership team',
      subtitle: 'Structural engineers, researchers and software builders with decades of combined practice.',
      teamMembers: [
        {
          name: 'Elena Marković',
          role: 'Co-Founder & CEO',
          bio: 'Licensed structural engineer with 15 years designing high-rise and healthcare buildings before founding Structura AI to fix the workflows she lived with.',
          image: '',
        },
        {
          name: 'David Okafor',
          role: 'Co-Founder & CTO',
          bio: 'Former computational mechanics researcher who has built finite element solvers for aerospace and civil applications for over a decade.',
          image: '',
        },
        {
          name: 'Priya Raman',
          role: 'Head of Engineering Standards',
          bio: 'Chartered engineer who leads the code-compliance engine and sits on national committees for steel and concrete design standards.',
          image: '',
        },
        {
          name: 'Marcus Lindqvist',
          role: 'Head of Machine Learning',
          bio: 'Applied scientist focused on surrogate modeling and design optimization, previously leading ML research in generative engineering design.',
          image: '',
        },
        {
          name: 'Sofia Alvarez',
          role: 'VP of Customer Success',
          bio: 'Spent a decade as a project engineer at a global consultancy and now helps firms roll out automated design across their offices.',
          image: '',
        },
        {
          name: 'James Whitfield',
          role: 'VP of Product',
          bio: 'Product leader with a background in BIM software who shapes how Structura AI connects with Revit, Tekla and analysis tools.',
          image: '',
        },
      ],
    },
    careers: {
      title: 'Join us',
      content:
        'We are hiring structural engineers, software developers and machine learning specialists who want to modernize how the built environment is designed. We work remotely across time zones, with engineering hubs in London, Toronto and Singapore.\n\nIf you have ever wished your design software worked the way engineers think, come help us build it.',
      buttonText: 'View Open Roles',
    },
  },
};
