import type { PageContent } from '../types';

export const cookies: PageContent = {
  lastUpdated: '2026-11-27',
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
          heading: 'Our own traffic figures: no cookies, no personal data',
          items: [
            'To learn which pages and campaigns help visitors, the site sends a small anonymous message to our own server (/api/collect) for each page view, for opening the demo request and for how fast the page loaded (Web Vitals). It holds the page, the referring site, the campaign tags in the link (utm_source, utm_medium, utm_campaign) and timings; no cookie, no identifier and nothing about you.',
            'We count unique visitors per day with a one-way hash of your IP address and browser, salted with a random value that is replaced every day and never stored with the figures, so no one can follow you from one day to the next. No per-visitor record is kept: the hash only updates an approximate count of the day (a statistical sketch that cannot be turned back into hashes), deleted three days later.',
            'With Global Privacy Control or Do Not Track switched on, nothing is sent. If you block our analytics, that is your choice: our traffic figures simply exclude you. Staff signed in to our back office are never counted.',
            'When you ask for a demo, the request records how this visit reached us (the first page you saw, the referring site, campaign tags and ad click IDs), the last 20 pages you viewed in this tab before asking and whether pages loaded well for you (good, needs improvement or poor), kept in your browser’s session storage for this tab only and deleted when you close it. It is sent only with a request you submit.',
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
            'This site currently sets no non-essential cookies and keeps nothing across visits, so it shows no cookie banner. If that changes, a banner will offer Accept and Reject equally, and nothing will be stored before you choose.',
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
