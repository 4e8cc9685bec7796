import { Suspense } from 'react';
import { ChunkErrorBoundary } from '@/components/ui/ChunkErrorBoundary';
import { lazyWithRetry } from '@/lib/lazy';
import type { Section } from '../../types';
import { Hero } from '../home/Hero';

// Under the hero (below the fold on a phone), so its code is not part of the page's first script. On a prerendered page its
// HTML is already there: React hydrates the rest of the page and leaves this part as it is until
// its code arrives, then hydrates it (a Suspense boundary that suspends while hydrating).
const HomeBelowFold = lazyWithRetry(() => import('./HomeBelowFold'));

/** The landing page's sections, for the public page and the editor's preview. */
export function HomeSections({ sections: s }: { sections: Record<string, Section> }) {
  return (
    <>
      <Hero section={s.hero ?? {}} />
      <ChunkErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <HomeBelowFold sections={s} />
        </Suspense>
      </ChunkErrorBoundary>
    </>
  );
}
