import type { PageData } from '@/features/page-content/types';
import { LegalPage } from '@/features/page-content/components/shared/LegalPage';
import { terms } from '@/features/page-content/defaults/terms';
import { usePageMessages } from '@/i18n/use-page-messages';

export const data: PageData = { content: 'terms' };

export default function TermsPage() {
  const m = usePageMessages();
  return <LegalPage pageId="terms" defaults={terms} seo={{ ...m.seo.terms, path: '/terms' }} />;
}
