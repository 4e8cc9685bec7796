import type { PageData } from '@/features/page-content/types';
import { LegalPage } from '@/features/page-content/components/shared/LegalPage';
import { privacy } from '@/features/page-content/defaults/privacy';

export const data: PageData = { content: 'privacy' };

export default function PrivacyPage() {
  return (
    <LegalPage
      pageId="privacy"
      defaults={privacy}
      seo={{
        title: 'Privacy Policy',
        description:
          'How Structura AI collects, uses, shares and protects personal data, your privacy rights, and how to contact us about privacy.',
        path: '/privacy',
      }}
    />
  );
}
