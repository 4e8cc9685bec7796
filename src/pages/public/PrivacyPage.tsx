import type { PageData } from '@/features/page-content/types';
import { LegalPage } from '@/features/page-content/components/shared/LegalPage';
import { privacy } from '@/features/page-content/defaults/privacy';
import { usePageMessages } from '@/i18n/use-page-messages';

export const data: PageData = { content: 'privacy' };

export default function PrivacyPage() {
  const m = usePageMessages();
  return <LegalPage pageId="privacy" defaults={privacy} seo={{ ...m.seo.privacy, path: '/privacy' }} />;
}
