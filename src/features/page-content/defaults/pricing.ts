import type { PageContent } from '../types';

export const pricing: PageContent = {
  lastUpdated: '2025-01-15',
  sections: {
    hero: {
      title: 'Simple pricing for engineers and firms of every size',
      subtitle:
        'Start free, upgrade when your projects demand it, and scale to firm-wide automation with enterprise controls.',
    },
    plans: {
      title: 'Choose your plan',
      features: [
        {
          title: 'Free',
          description:
            '$0 per user/month, free forever. Design and check up to 3 active projects with steel, concrete and timber member checks, IFC import and standard PDF calculation reports.',
        },
        {
          title: 'Professional',
          description:
            '$149 per user/month, billed annually, with a 14-day free trial. Unlimited projects, member-size optimization, lateral system analysis, drawing generation, Revit, Tekla, ETABS, SAP2000 and Robot integrations, and priority support.',
        },
        {
          title: 'Enterprise',
          description:
            'Custom pricing. Everything in Professional plus the Workflow Designer, Analytics Suite, SSO and role-based access, firm-wide design standards, regional data hosting, a dedicated success engineer and an uptime SLA.',
        },
      ],
    },
    faqs: {
      title: 'Pricing FAQs',
      faqs: [
        {
          question: 'Is the Free plan really free?',
          answer:
            'Yes. The Free plan is free forever, with no credit card required. You can upgrade to Professional whenever you need more projects or features.',
        },
        {
          question: 'Can I try Professional before I buy?',
          answer:
            'Yes. The Professional plan includes a 14-day free trial with full access to every Professional feature. If you do not upgrade, your account moves to the Free plan and your projects are kept.',
        },
        {
          question: 'Do you offer academic pricing?',
          answer:
            'Students get a 50% discount on the Professional plan with a valid university email address or proof of enrollment. Universities can contact us about classroom licenses.',
        },
        {
          question: 'Which design codes are included?',
          answer:
            'All plans include Eurocode, ACI 318, AISC 360 and ASCE 7. Enterprise customers can request additional national annexes and regional standards.',
        },
        {
          question: 'Can I change or cancel my plan?',
          answer:
            'You can upgrade at any time and changes take effect immediately. Downgrades and cancellations take effect at the end of your current billing period.',
        },
        {
          question: 'What payment methods do you accept?',
          answer:
            'We accept all major credit cards on monthly and annual plans. Enterprise customers can also pay by invoice and bank transfer.',
        },
      ],
    },
  },
};
