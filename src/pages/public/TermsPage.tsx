import { terms } from '@/features/page-content/defaults/terms';
import { ContentPage } from './ContentPage';

export default function TermsPage() {
  return <ContentPage pageId="terms" defaults={terms} />;
}
