import { useParams } from 'react-router-dom';
import type { PageData } from '@/features/page-content/types';
import { articleLd } from '@/components/article/ArticleHead';
import { CaseStudyView } from '@/features/case-studies/components/CaseStudyView';
import { caseStudiesApi } from '@/features/case-studies/api';

export const data: PageData = {
  queries: ({ slug = '' }) => [caseStudiesApi.endpoints.getCaseStudy.initiate(slug)],
  structuredData: (state, { slug = '' }, siteUrl) => {
    const study = caseStudiesApi.endpoints.getCaseStudy.select(slug)(state).data;
    return study ? articleLd('case-study', study, siteUrl) : null;
  },
};

export default function CaseStudyPage() {
  const { slug = '' } = useParams();
  return <CaseStudyView key={slug} slug={slug} />;
}
