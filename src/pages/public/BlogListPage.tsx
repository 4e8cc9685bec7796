import Container from '@mui/material/Container';
import { ListHero } from '@/components/article/ListHero';
import { Seo } from '@/components/ui/Seo';
import { BlogList } from '@/features/blog/components/BlogList';
import { blogApi } from '@/features/blog/api';
import { DEFAULT_LOCALE } from '@/domain/locales';
import { articleTranslationsApi } from '@/lib/data/article-translations';
import type { PageData } from '@/features/page-content/types';
import { usePageMessages } from '@/i18n/use-page-messages';
import { useLocale } from '@/i18n/locale-context';
import { FEED_TEXTS } from '@/i18n/messages/feeds';
import { loadedPageMessages } from '@/i18n/page-messages';

export const data: PageData = {
  heading: (_state, { locale }) => loadedPageMessages(locale).seo.blog.title,
  queries: ({ locale }) => [
    blogApi.endpoints.getBlogPosts.initiate(),
    // Another language joins the live translations (src/lib/data/article-translations.ts).
    ...(locale && locale !== DEFAULT_LOCALE
      ? [articleTranslationsApi.endpoints.getArticleTranslations.initiate()]
      : []),
  ],
};
export default function BlogListPage() {
  const m = usePageMessages();
  const locale = useLocale();
  return (
    <>
      <Seo
        title={m.seo.blog.title}
        description={m.seo.blog.description}
        path="/blog"
        feedTitle={FEED_TEXTS[locale].title}
      />
      <ListHero overline={m.seo.blog.overline} title={m.seo.blog.title} lead={m.seo.blog.lead} />
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 8 } }}>
        <BlogList />
      </Container>
    </>
  );
}
