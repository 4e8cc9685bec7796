// The staff-only preview of an article's pending version (issue 22; src/lib/entity/pending.ts):
// /admin/preview/<blog|case-studies>/<id>, part of the back office's build (admin.html), drawn in
// the public layout and design. Signed-out visitors are sent to the sign-in; signed-in accounts
// without a staff role, and unknown records, get the not-found page. Never indexed (meta robots
// here, X-Robots-Tag and no-store in firebase.json), never in the sitemap (not a public route).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Navigate, useLocation, useParams } from 'react-router-dom';
import { ArticleLayout } from '@/components/article/ArticleLayout';
import { coverOf } from '@/components/article/CoverImage';
import { ArticleSkeleton } from '@/components/article/ArticleSkeleton';
import { NotFound } from '@/components/ui/NotFound';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { Seo } from '@/components/ui/Seo';
import { useBackOffice } from '@/features/auth/hooks';
import { blogEntity } from '@/features/blog/entity';
import { CaseStudyResults } from '@/features/case-studies/components/CaseStudyResults';
import { caseStudyEntity } from '@/features/case-studies/entity';
import type { CaseStudy } from '@/features/case-studies/schema';
import { usePendingPreview } from '@/lib/entity/pending-api';
import { z } from '@/lib/schema/zod';

const KINDS = {
  blog: { def: blogEntity, back: { to: '/blog', label: 'All posts' } },
  'case-studies': { def: caseStudyEntity, back: { to: '/case-studies', label: 'All case studies' } },
} as const;
type Kind = keyof typeof KINDS;
const isKind = (k: string): k is Kind => Object.hasOwn(KINDS, k);

export default function PreviewPage() {
  const { kind = '', id = '' } = useParams();
  const access = useBackOffice();
  const location = useLocation();
  const target = isKind(kind) ? KINDS[kind] : null;
  const staff = access.state === 'staff' && target !== null;
  const preview = usePendingPreview(staff ? { collection: target.def.collection, id } : null);
  if (access.state === 'loading') return <ArticleSkeleton />;
  if (access.state === 'signedOut')
    return <Navigate to="/admin/login" replace state={{ from: location.pathname + location.search }} />;
  if (!staff) return <NotFound />;
  const seo = (
    <Seo title="Preview" description="A staff preview of pending changes." path={location.pathname} noindex />
  );
  if (preview.isError)
    return (
      <Container maxWidth="md" sx={{ py: { xs: 8, md: 12 } }}>
        {seo}
        <RetryAlert onRetry={() => void preview.refetch()}>
          We couldn&apos;t load this preview right now. Please try again.
        </RetryAlert>
      </Container>
    );
  if (preview.isLoading || preview.data === undefined)
    return (
      <>
        {seo}
        <ArticleSkeleton />
      </>
    );
  const parsed = preview.data ? z.safeParse(target.def.read as z.core.$ZodType, preview.data.record) : null;
  if (!parsed?.success) return <NotFound />;
  const article = parsed.data as CaseStudy;
  const isCase = kind === 'case-studies';
  return (
    <>
      <Seo title={`Preview: ${article.title}`} description={article.excerpt} path={location.pathname} noindex />
      <Container maxWidth="md" sx={{ pt: { xs: 3, md: 4 } }}>
        <Alert
          severity={preview.data?.pending ? 'warning' : 'info'}
          role="status"
          action={
            <Button color="inherit" size="small" component={RouterLink} to={`/admin/${kind}?edit=${id}`}>
              Back to editing
            </Button>
          }
        >
          {preview.data?.pending
            ? 'Preview of pending changes: visitors still see the published version.'
            : 'No pending changes: this is the saved version.'}
        </Alert>
      </Container>
      <ArticleLayout
        back={target.back}
        slug={article.slug}
        title={article.title}
        excerpt={article.excerpt}
        {...coverOf(article)}
        author={article.author}
        publishedAt={article.publishedAt}
        body={article.body}
        tags={article.tags}
        {...(isCase && {
          eyebrow: (
            <Typography variant="overline" sx={{ color: 'primary.main', fontWeight: 700, letterSpacing: '0.1em' }}>
              Case study · {article.industry}
            </Typography>
          ),
          highlight: <CaseStudyResults client={article.client} industry={article.industry} results={article.results} />,
        })}
      />
    </>
  );
}
