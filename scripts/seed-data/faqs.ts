import type { SeedFaq } from './types';

/**
 * `faqs/{id}`: 12 FAQs, three per category. `order` is global (1-12) and follows the category
 * order Getting started, Billing, Technical, Security.
 * Pricing and support facts: free plan forever; Professional plan 14-day trial; 50% student
 * discount; support responds within 2 hours on paid plans and 24 hours on the free plan.
 */
export const faqs: SeedFaq[] = [
  {
    id: 'what-is-structura',
    category: 'Getting started',
    order: 1,
    question: 'What does Structura AI actually do?',
    answer:
      'Structura automates the repetitive parts of structural design. It reads your analysis or BIM model, checks every steel, concrete and timber member against the design code you select, traces load paths to flag discontinuities, and proposes optimised member sizes. Every result links back to the code clause, load combination and utilisation that produced it, so the engineer of record stays in control.',
  },
  {
    id: 'first-project',
    category: 'Getting started',
    order: 2,
    question: 'How do I set up my first project?',
    answer:
      'Create a project, choose the design code and units, then import a model: install the Revit add-in or the CSi connector for ETABS and SAP2000, or upload an IFC file. Structura maps sections, materials and load combinations automatically and shows anything it could not map before you run the checks. Most teams have their first checked model within an hour.',
  },
  {
    id: 'support-response-times',
    category: 'Getting started',
    order: 3,
    question: 'How quickly does support respond?',
    answer:
      'Support tickets on paid plans get a first response within 2 hours during business hours; on the free plan we respond within 24 hours. Every plan also has access to the documentation, video tutorials and the community forum, where our engineers answer questions too.',
  },
  {
    id: 'free-plan',
    category: 'Billing',
    order: 4,
    question: 'Is there a free plan?',
    answer:
      'Yes. The free plan is free forever, with no credit card required. It includes automated code checks for small projects, the wind load calculator and community support. Upgrade when you need larger models, optimisation runs or the BIM integrations.',
  },
  {
    id: 'professional-trial',
    category: 'Billing',
    order: 5,
    question: 'Can I try the Professional plan before I pay?',
    answer:
      'Yes. The Professional plan comes with a 14-day free trial that unlocks member size optimisation, load path analysis and the Revit, ETABS and SAP2000 integrations. If you do not upgrade at the end of the trial, your account moves to the free plan and your projects are kept.',
  },
  {
    id: 'student-discount',
    category: 'Billing',
    order: 6,
    question: 'Do you offer a student or academic discount?',
    answer:
      'Students get 50% off the Professional plan. Sign up with your university email address or send us proof of enrolment, and the discount is applied for as long as you are studying. Universities teaching structural design can contact us about classroom licences.',
  },
  {
    id: 'supported-design-codes',
    category: 'Technical',
    order: 7,
    question: 'Which design codes does Structura check against?',
    answer:
      'Steel: AISC 360-22 and Eurocode 3 (EN 1993-1-1). Concrete: ACI 318-19 and Eurocode 2 (EN 1992-1-1). Timber: NDS 2024 and Eurocode 5 (EN 1995-1-1), including char-depth fire checks. Loads can be generated to ASCE 7-22 or the Eurocode 1 parts, and national annexes for the UK, Ireland, Germany and the Netherlands are supported.',
  },
  {
    id: 'integrations',
    category: 'Technical',
    order: 8,
    question: 'Which software does Structura integrate with?',
    answer:
      'Autodesk Revit (2023 and later) through an add-in, ETABS 21+ and SAP2000 24+ through the CSi connector, and any BIM tool that exports IFC 4. Integrations are two-way: after you review and accept design changes, the new section sizes are written back to the source model.',
  },
  {
    id: 'ai-vs-engineer',
    category: 'Technical',
    order: 9,
    question: 'Does the AI replace the engineer’s judgement?',
    answer:
      'No. Machine-learning models propose framing options and member sizes, but every proposal is re-checked by a deterministic code-check engine, and nothing is written back to your model until an engineer approves it. Calculation packages show the inputs, clauses and utilisations so a checker can verify any result by hand.',
  },
  {
    id: 'data-storage',
    category: 'Security',
    order: 10,
    question: 'Where is my project data stored?',
    answer:
      'Project data is stored in ISO 27001-certified data centres in the EU or the US, chosen when your organisation is created. Data is encrypted in transit with TLS 1.2+ and at rest with AES-256, and backups are kept in the same region.',
  },
  {
    id: 'model-training',
    category: 'Security',
    order: 11,
    question: 'Do you train your AI models on my designs?',
    answer:
      'Not without your permission. Your models, drawings and calculations are never used to train shared models unless your organisation opts in, and you can withdraw consent at any time. Enterprise customers can also keep optimisation runs in an isolated environment.',
  },
  {
    id: 'access-control',
    category: 'Security',
    order: 12,
    question: 'How do you control who can access a project?',
    answer:
      'Each project has owners, editors and viewers, and every design change is logged with who made it and when. Two-factor authentication is available on all plans, and Enterprise plans add single sign-on (SAML 2.0) and automatic deprovisioning when someone leaves your firm.',
  },
];
