import type { PageContent } from '../types';

export const privacy: PageContent = {
  lastUpdated: '2025-01-15',
  sections: {
    hero: {
      title: 'Privacy Policy',
      subtitle: 'How Structura AI collects, uses and protects your personal information and your project data.',
    },
    policy: {
      title: 'Privacy Policy',
      legal: [
        {
          heading: 'Information we collect',
          items: [
            'Account information you provide, such as your name, email address, company, job title and billing details.',
            'Project data you upload or create, including structural models, loads, design parameters, drawings and calculation reports.',
            'Usage information such as features used, log data, device and browser type, and IP address.',
            'Communications you send us, including support requests and feedback.',
          ],
        },
        {
          heading: 'How we use your information',
          items: [
            'To provide, operate and maintain the Structura AI platform and its integrations.',
            'To process payments, manage your account and send service-related notices.',
            'To provide customer support and respond to your requests.',
            'To improve the reliability, accuracy and security of our services using aggregated and de-identified data.',
          ],
        },
        {
          heading: 'Your project data',
          items: [
            'You retain all rights to the structural models, designs and documents you upload or create.',
            'We do not use your identifiable project data to train machine learning models without your explicit opt-in consent.',
            'Project data is accessible only to users you authorize and to our staff when needed to provide support you request.',
          ],
        },
        {
          heading: 'How we share information',
          items: [
            'We do not sell your personal information.',
            'We share information with service providers, such as cloud hosting and payment processors, who process it on our behalf under contract.',
            'We may disclose information when required by law or to protect the rights, safety and security of our users and the public.',
          ],
        },
        {
          heading: 'Data security and retention',
          items: [
            'Data is encrypted in transit and at rest, with role-based access controls and audit logging.',
            'We keep your information for as long as your account is active or as needed to provide the services.',
            'After termination, your data export is available for 90 days, after which your project data is deleted from active systems.',
          ],
        },
        {
          heading: 'Your rights',
          items: [
            'You may access, correct, export or delete your personal information.',
            'You may object to or restrict certain processing and withdraw consent where processing is based on consent.',
            'You may lodge a complaint with your local data protection authority.',
          ],
        },
        {
          heading: 'Contact us',
          items: [
            'Send privacy inquiries to privacy@structura.ai.',
            'We respond to all privacy inquiries within 30 days.',
          ],
        },
      ],
    },
  },
};
