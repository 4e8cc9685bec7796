import { lazySection } from '@/components/ui/LazySection';
import { homeHero } from '../../defaults/home-hero';
import { withDefaults, type PublishedContent } from '../../merge';
import { Hero } from '../home/Hero';

// Under the hero (below the fold on a phone), so its code, with the copy those sections default to,
// is not part of the page's first script (see lazySection).
const HomeBelowFold = lazySection('home-below-fold', () => import('./HomeBelowFold'));

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
