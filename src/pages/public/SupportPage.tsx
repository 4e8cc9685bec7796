import { support } from '@/features/page-content/defaults/support';
import { ContentPage } from './ContentPage';

export default function SupportPage() {
  return <ContentPage pageId="support" defaults={support} />;
}
