// How article translations' live snapshots are parsed, by name (src/lib/data/live-parser.ts): where
// the listener runs, so in the live-data worker for a visitor.
import { docsParser } from './docs-parser';
import type { ArticleTranslation } from '@/domain/site/localize-articles';

export const articleTranslationsParser = docsParser<ArticleTranslation>('articleTranslations', 'translations', () =>
  import('@/lib/schema/article-translation').then((m) => m.articleTranslationSchema),
);
