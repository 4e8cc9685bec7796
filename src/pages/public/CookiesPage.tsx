import { cookies } from '@/features/page-content/defaults/cookies';
import { ContentPage } from './ContentPage';

export default function CookiesPage() {
  return <ContentPage pageId="cookies" defaults={cookies} />;
}
