// The English texts of the public site's parts that load after the first paint (footer, status
// banners, the demo form and its reasons, the not-found page): the spec's texts, exactly. They
// travel in those parts' chunks, not in the first script (docs/i18n.md). Its shape is every
// language's (de-page.ts, es-page.ts are typed with it).
import { SITE_TAGLINE } from '@/config/constants';
import { ENGLISH_REASONS, ENGLISH_REFUSALS } from '@/domain/leads/reasons';

export const enPage = {
  status: {
    offline: "Offline — changes will be saved when you're back online.",
    waiting: (count: number) =>
      count === 1 ? '1 change is waiting to be saved.' : `${count} changes are waiting to be saved.`,
    partlyLoaded: 'Some of this page could not be loaded from the server.',
    retry: 'Retry',
    dismiss: 'Dismiss',
  },
  footer: {
    tagline: SITE_TAGLINE,
    solutions: 'Solutions',
    products: ['Automation Engine', 'Workflow Designer', 'Analytics Suite', 'Integrations'],
    resources: 'Resources',
    caseStudies: 'Case Studies',
    blog: 'Blog',
    community: 'Community',
    support: 'Support',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    admin: 'Admin',
    socialMedia: 'Social media',
    onNetwork: (site: string, network: string) => `${site} on ${network}`,
    copyright: (year: number, site: string) => `© ${year} ${site}. All rights reserved.`,
  },
  demo: {
    defaultTitle: 'Get a Demo',
    intro: "Fill out the form below and we'll get back to you within 24 hours with a personalized demo.",
    fields: {
      name: 'Name',
      email: 'Email',
      phone: 'Phone (optional)',
      company: 'Company',
      projectDescription: 'Project description',
    },
    cancel: 'Cancel',
    submit: 'Request Demo',
    submitting: 'Submitting...',
    thankYouTitle: 'Thank You!',
    thankYou:
      "Thank you for joining our waiting list! We'll be in touch with you as soon as our product is ready. Our team will review your requirements and contact you within 24-48 hours.",
    close: 'Close',
    sendFailed:
      'We could not send your request. Please check your connection and try again: your details are still here.',
    tooMany: ENGLISH_REFUSALS.tooMany,
    busy: ENGLISH_REFUSALS.busy,
  },
  // The form's reasons are the lead's contract's (src/domain/leads/reasons.ts), written once there.
  validation: ENGLISH_REASONS,
  article: {
    readingTime: (minutes: number) => `${minutes} min read`,
  },
  legal: {
    lastUpdated: 'Last updated',
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    home: 'Back to home',
  },
};

export type PageMessages = typeof enPage;

export default enPage;
