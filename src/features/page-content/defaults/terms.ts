import type { PageContent } from '../types';

export const terms: PageContent = {
  lastUpdated: '2025-01-15',
  sections: {
    hero: {
      title: 'Terms of Service',
      subtitle: 'The terms that govern your use of the Structura AI platform and services.',
    },
    terms: {
      title: 'Terms of Service',
      legal: [
        {
          heading: 'Acceptance of terms',
          items: [
            'By creating an account or using Structura AI, you agree to these Terms of Service.',
            'If you use Structura AI on behalf of an organization, you confirm that you are authorized to bind that organization to these terms.',
          ],
        },
        {
          heading: 'Use of the service',
          items: [
            'You must provide accurate account information and keep your login credentials secure.',
            'You may not reverse engineer, resell or misuse the service, or use it to violate any law.',
            'You are responsible for all activity that occurs under your account.',
          ],
        },
        {
          heading: 'Professional responsibility',
          items: [
            'Structura AI is a design aid and does not replace the judgment of a qualified structural engineer.',
            'You remain solely responsible for reviewing, verifying and approving all designs, calculations and drawings before use.',
            'Sealing or stamping of documents and compliance with local building regulations remain the responsibility of the engineer of record.',
          ],
        },
        {
          heading: 'Your content',
          items: [
            'You retain ownership of all models, data and documents you upload or create.',
            'You grant us a limited license to host, process and display your content solely to provide the service.',
          ],
        },
        {
          heading: 'Fees and payment',
          items: [
            'Paid plans are billed in advance on a monthly or annual basis and are non-refundable except where required by law.',
            'We may change our prices with at least 30 days’ notice before your next billing period.',
          ],
        },
        {
          heading: 'Intellectual property',
          items: [
            'Structura AI and its software, solvers, design content and trademarks are owned by us or our licensors.',
            'Feedback you provide may be used to improve the service without obligation to you.',
          ],
        },
        {
          heading: 'Warranties and disclaimers',
          items: [
            'We will provide the service with reasonable skill and care and in line with our published documentation.',
            'Except as expressly stated, the service is provided as is, without warranties of any kind, express or implied.',
          ],
        },
        {
          heading: 'Limitation of liability',
          items: [
            'Our total liability for any claim arising from these terms or the service is capped at the fees you paid in the 12 months before the claim.',
            'We are not liable for indirect, incidental, consequential or punitive damages, including lost profits or lost data.',
          ],
        },
        {
          heading: 'Termination',
          items: [
            'Either party may terminate these terms with 30 days’ written notice.',
            'We may suspend or terminate your account immediately for a material breach of these terms.',
            'After termination, you can export your data for 90 days, after which it will be deleted.',
          ],
        },
        {
          heading: 'Changes and governing law',
          items: [
            'We may update these terms and will notify you of material changes in advance by email or in the app.',
            'These terms are governed by the laws of the State of Delaware, USA, unless otherwise agreed in writing.',
          ],
        },
      ],
    },
  },
};
