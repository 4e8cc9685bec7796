// Every live parser (src/lib/data/live-parser.ts) by name: what the live-data worker (./live-worker.ts)
// runs for the page's listeners. A parser missing here fails its listener in the worker, so
// ./live-parsers.test.ts checks that every parser an endpoint uses is listed.
import type { LiveParser } from '@/lib/data/live-parser';
import { articleTranslationsParser } from '@/lib/data/article-translations-parser';
import { blogPostsParser } from '@/features/blog/parsers';
import { brandingParser } from '@/features/branding/parsers';
import { caseStudiesParser } from '@/features/case-studies/parsers';
import { communityPostParser, communityPostsParser, repliesParser } from '@/features/community/parsers';
import { faqsParser } from '@/features/faq/parsers';
import { publishedPageParser } from '@/features/page-content/parsers';
import { resourcesParser } from '@/features/resources/parsers';
import { socialLinksParser } from '@/features/social/parsers';
import { teamParser } from '@/features/team/parsers';
import { togglesParser } from '@/features/toggles/parsers';

export const LIVE_PARSERS: ReadonlyMap<string, LiveParser<never, unknown>> = new Map(
  [
    articleTranslationsParser,
    blogPostsParser,
    brandingParser,
    caseStudiesParser,
    communityPostParser,
    communityPostsParser,
    repliesParser,
    faqsParser,
    publishedPageParser,
    resourcesParser,
    socialLinksParser,
    teamParser,
    togglesParser,
  ].map((p) => [p.name, p as LiveParser<never, unknown>]),
);
