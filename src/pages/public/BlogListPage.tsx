import Container from '@mui/material/Container';
import { ListHero } from '@/components/article/ListHero';
import { Seo } from '@/components/ui/Seo';
import { BlogList } from '@/features/blog/components/BlogList';
import { blogApi } from '@/features/blog/api';
import { DEFAULT_LOCALE } from '@/domain/locales';
import { articleTranslationsApi } from '@/lib/data/article-translations';
import type { PageData } from '@/features/page-content/types';

export const data: PageData = {
  heading: 'Blog',
  queries: ({ locale }) => [
    blogApi.endpoints.getBlogPosts.initiate(),
    // Another language joins the live translations (src/lib/data/article-translations.ts).
    ...(locale && locale !== DEFAULT_LOCALE
      ? [articleTranslationsApi.endpoints.getArticleTranslations.initiate()]
      : []),
  ],
};
export default function BlogListPage() {
  return (
    <>
      <Seo
        title="Blog"
        description="Engineering notes, product updates and practical guides on automating structural design with Structura AI."
        path="/blog"
      />
      <ListHero
        overline="Structura AI Blog"
        title="Blog"
        lead="Engineering notes, product updates and practical guides on automating structural design, from code checks to BIM round-trips."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 8 } }}>
        <BlogList />
      </Container>
    </>
  );
}
