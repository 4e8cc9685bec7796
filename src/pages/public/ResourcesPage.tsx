import { resources } from '@/features/page-content/defaults/resources';
import { ContentPage } from './ContentPage';

export default function ResourcesPage() {
  return <ContentPage pageId="resources" defaults={resources} />;
}
