import { lazy, memo, Suspense } from 'react';
import { ChunkErrorBoundary } from '@/components/ui/ChunkErrorBoundary';
import { homeHero } from '../../defaults/home-hero';
import { withDefaults, type PublishedContent } from '../../merge';
import { Hero } from '../home/Hero';

// Under the hero (below the fold on a phone), so its code, with the copy those sections default to,
// is not part of the page's first script. On a server-rendered page React keeps its HTML until the
// code arrives, then hydrates it (memo: a re-render above must not reach it before that).
const LazyBelowFold = lazy(() => import('./HomeBelowFold'));
const HomeBelowFold = memo(function HomeBelowFold({ content }: { content: PublishedContent | null | undefined }) {
  return (
    <ChunkErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <LazyBelowFold content={content} />
      </Suspense>
    </ChunkErrorBoundary>
  );
});

/** The landing page's sections, for the public page and the editor's preview: `content` (published
 *  or a draft) over the page's defaults, which the hero and the sections under it each bring. */
export function HomeSections({ content }: { content: PublishedContent | null | undefined }) {
  return (
    <>
      <Hero section={withDefaults(homeHero, content).sections.hero ?? {}} />
      <HomeBelowFold content={content} />
    </>
  );
}
