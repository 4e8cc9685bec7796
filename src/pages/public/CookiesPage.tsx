import type { PageData } from '@/features/page-content/types';
import { LegalPage } from '@/features/page-content/components/shared/LegalPage';
import { cookies } from '@/features/page-content/defaults/cookies';
import { usePageMessages } from '@/i18n/use-page-messages';

export const data: PageData = { content: 'cookies' };

export default function CookiesPage() {
  const m = usePageMessages();
  return <LegalPage pageId="cookies" defaults={cookies} seo={{ ...m.seo.cookies, path: '/cookies' }} />;
}
