import type { PageData } from '@/features/page-content/types';
import { LegalPage } from '@/features/page-content/components/shared/LegalPage';
import { terms } from '@/features/page-content/defaults/terms';

export const data: PageData = { content: 'terms' };

export default function TermsPage() {
  return (
    <LegalPage
      pageId="terms"
      defaults={terms}
      seo={{
        title: 'Terms of Service',
        description:
          'The terms that govern your use of the Structura AI platform: accounts, professional responsibility, fees, liability, termination and data export.',
        path: '/terms',
      }}
    />
  );
}
