import { company } from '@/features/page-content/defaults/company';
import { ContentPage } from './ContentPage';

export default function CompanyPage() {
  return <ContentPage pageId="company" defaults={company} />;
}
