import type { PageData } from '@/features/page-content/types';
import { LegalPage } from '@/features/page-content/components/shared/LegalPage';
import { cookies } from '@/features/page-content/defaults/cookies';

export const data: PageData = { content: 'cookies' };

export default function CookiesPage() {
  return (
    <LegalPage
      pageId="cookies"
      defaults={cookies}
      seo={{
        title: 'Cookie Policy',
        description:
          'How Structura AI uses essential, functional, analytics and marketing cookies, how long they last, and how to manage your preferences.',
        path: '/cookies',
      }}
    />
  );
}
