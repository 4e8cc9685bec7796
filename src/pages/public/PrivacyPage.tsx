import { privacy } from '@/features/page-content/defaults/privacy';
import { ContentPage } from './ContentPage';

export default function PrivacyPage() {
  return <ContentPage pageId="privacy" defaults={privacy} />;
}
