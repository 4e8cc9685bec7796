import { solutions } from '@/features/page-content/defaults/solutions';
import { ContentPage } from './ContentPage';

export default function SolutionsPage() {
  return <ContentPage pageId="solutions" defaults={solutions} />;
}
