// The article sections (blog, case studies), declared once: their URL prefix, the collection their
// articles are read from, the feature toggle they sit behind and their page modules. The route table
// (src/app/route-table.ts) builds their routes from it; the feeds, the site function and an
// article's head read it. Imported with relative paths, as Vite's config loads it (src/app/feeds.ts).
import { COLLECTIONS } from '../domain/collections.ts';

/** The article sections: a list page at `prefix`, its articles at `prefix/<slug>`, read from
 *  `collection`; both behind the feature toggle `toggle`. */
export const ARTICLE_SECTIONS = [
  {
    prefix: '/blog',
    collection: COLLECTIONS.blogPosts,
    toggle: 'blog',
    listPage: 'BlogListPage',
    articlePage: 'BlogPostPage',
  },
  {
    prefix: '/case-studies',
    collection: COLLECTIONS.caseStudies,
    toggle: 'case-studies',
    listPage: 'CaseStudiesPage',
    articlePage: 'CaseStudyPage',
  },
] as const;
export type ArticleSection = (typeof ARTICLE_SECTIONS)[number];
