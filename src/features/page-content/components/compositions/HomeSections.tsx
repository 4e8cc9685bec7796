import { Suspense, useMemo } from 'react';
import { ChunkErrorBoundary } from '@/components/ui/ChunkErrorBoundary';
import { lazySection } from '@/lib/lazy';
import { homeHero } from '../../defaults/home-hero';
import { withDefaults, type PublishedContent } from '../../merge';
import { Hero } from '../home/Hero';

// Under the hero (below the fold on a phone), so its code, with the copy those sections default to,
// is not part of the page's first script. On a prerendered page its HTML is already there: React
// hydrates the rest of the page and leaves this part as it is until its code arrives, then hydrates
// it (a Suspense boundary that suspends while hydrating).
const HomeBelowFold = lazySection(() => import('./HomeBelowFold'));

/** The landing page's sections, for the public page and the editor's preview: `content` (published
 *  or a draft) over the page's defaults, which the hero and the sections under it each bring. */
export function HomeSections({ content }: { content: PublishedContent | null | undefined }) {
  // The same element while the content is (see lazySection).
  const below = useMemo(
    () => (
      <ChunkErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <HomeBelowFold content={content} />
        </Suspense>
      </ChunkErrorBoundary>
    ),
    [content],
  );
  return (
    <>
      <Hero section={withDefaults(homeHero, content).sections.hero ?? {}} />
      {below}
    </>
  );
}
