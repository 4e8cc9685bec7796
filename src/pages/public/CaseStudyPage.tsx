import { useParams } from 'react-router-dom';
import { CaseStudyView } from '@/features/case-studies/components/CaseStudyView';
import { caseStudiesApi } from '@/features/case-studies/api';
import type { Prefetch } from '@/lib/data';

export const prefetch: Prefetch = ({ slug = '' }) => [caseStudiesApi.endpoints.getCaseStudy.initiate(slug)];

export default function CaseStudyPage() {
  const { slug = '' } = useParams();
  return <CaseStudyView key={slug} slug={slug} />;
}
