import type { PageContent } from '../types';

export const cookies: PageContent = {
  lastUpdated: '2025-01-15',
  sections: {
    hero: {
      title: 'Cookie Policy',
      subtitle: 'How Structura AI uses cookies and similar technologies, and how you can control them.',
    },
    policy: {
      title: 'Cookie Policy',
      legal: [
        {
          heading: 'What cookies are',
          items: [
            'Cookies are small text files stored on your device when you visit a website.',
            'We also use similar technologies, such as local storage, which this policy refers to collectively as cookies.',
          ],
        },
        {
          heading: 'Types of cookies we use',
          items: [
            'Essential cookies keep you signed in, secure your session and make the platform work.',
            'Functional cookies remember your preferences, such as units, design code and display settings.',
            'Analytics cookies help us understand how the site and platform are used so we can improve them.',
            'Marketing cookies measure the effectiveness of our campaigns and show relevant content on other sites.',
          ],
        },
        {
          heading: 'How long cookies last',
          items: [
            'Session cookies expire when the browser closes.',
            'Functional and analytics cookies last 30 days to 2 years.',
            'Marketing cookies last 90 days to 1 year.',
          ],
        },
        {
          heading: 'Third-party cookies',
          items: [
            'Some cookies are set by service providers, such as analytics and advertising partners, acting on our behalf.',
            'These providers are contractually limited in how they may use the information they collect.',
          ],
        },
        {
          heading: 'Managing your preferences',
          items: [
            'You can accept or reject non-essential cookies through our cookie banner and change your choice at any time.',
            'You can also block or delete cookies in your browser settings, although some features may not work without essential cookies.',
          ],
        },
        {
          heading: 'Contact us',
          items: [
            'Questions about this policy can be sent to privacy@structura.ai.',
            'We will post any changes to this policy on this page and update the date above.',
          ],
        },
      ],
    },
  },
};
