import { useEffect } from 'react';
import { markAppReady } from '@/lib/app-ready';

export { markAppReady };

/** Rendered after a public page's content, in its Suspense boundary (or in place of a page whose
 *  code could not load): marks the page ready once that content has hydrated. */
export function PageHydrated() {
  useEffect(markAppReady, []);
  return null;
}
