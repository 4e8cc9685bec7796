import { home } from '@/features/page-content/defaults/home';
import { ContentPage } from './ContentPage';

export default function HomePage() {
  return <ContentPage pageId="home" defaults={home} />;
}
