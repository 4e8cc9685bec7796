import type { PageContent } from '../types';

export const support: PageContent = {
  lastUpdated: '2025-01-15',
  sections: {
    hero: {
      title: 'Support from people who speak structural engineering',
      subtitle:
        'Our support team includes licensed structural engineers who can help with the software and with the design questions behind it.',
    },
    responseTimes: {
      title: 'Response times',
      content:
        'We respond to every support request within the times below during business days. Enterprise customers also receive a dedicated success engineer and an agreed escalation path for urgent project deadlines.',
      stats: [
        { label: 'Paid plans', value: '2 hours' },
        { label: 'Free plans', value: '24 hours' },
      ],
    },
    contact: {
      title: 'Contact support',
      content:
        'Send us a message with your project name, the design code you are working to and, if possible, a screenshot or exported model. The more detail you share, the faster we can reproduce and resolve the issue.',
      buttonText: 'Contact Support',
    },
    faqs: {
      title: 'Frequently asked questions',
      faqs: [
        {
          question: 'How do I import a model from Revit or ETABS?',
          answer:
            'Install the Structura AI connector from the Integrations page, sign in from within Revit or ETABS, and choose Export to Structura AI. IFC files can also be uploaded directly in the browser.',
        },
        {
          question: 'Why does a member fail a check I expected it to pass?',
          answer:
            'Open the member’s result to see the governing load combination, code clause and intermediate values. Most differences come from effective length assumptions, load patterns or national annex settings, all of which you can review and adjust.',
        },
        {
          question: 'Can I customize the calculation report template?',
          answer:
            'Yes. Professional and Enterprise users can add their firm’s logo, title block, cover page and section order, and choose the level of detail shown for each check.',
        },
        {
          question: 'How do I add colleagues to a project?',
          answer:
            'Open the project settings, select Team and invite colleagues by email. You can assign them as designers, checkers or viewers.',
        },
        {
          question: 'Is my project data backed up?',
          answer:
            'Yes. Projects are backed up continuously and every design revision is kept, so you can restore or compare any earlier version.',
        },
        {
          question: 'Where can I learn the platform?',
          answer:
            'Our Resources page has step-by-step guides, worked examples and recorded training webinars, and paid plans include live onboarding sessions.',
        },
      ],
    },
  },
};
