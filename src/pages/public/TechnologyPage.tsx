import { technology } from '@/features/page-content/defaults/technology';
import { ContentPage } from './ContentPage';

export default function TechnologyPage() {
  return <ContentPage pageId="technology" defaults={technology} />;
}
