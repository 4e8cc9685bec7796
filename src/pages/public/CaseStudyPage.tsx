import { useParams } from 'react-router-dom';
import { CaseStudyView } from '@/features/case-studies/components/CaseStudyView';

export default function CaseStudyPage() {
  const { slug = '' } = useParams();
  return <CaseStudyView key={slug} slug={slug} />;
}
