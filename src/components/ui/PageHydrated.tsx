import { useEffect } from 'react';

/** Marks <html data-app="ready">: the page now answers input (for tools and tests that need to
 *  know). */
export function markAppReady() {
  document.documentElement.dataset.app = 'ready';
}

/** Rendered after a public page's content, in its Suspense boundary (or in place of a page whose
 *  code could not load): marks the page ready once that content has hydrated. */
export function PageHydrated() {
  useEffect(markAppReady, []);
  return null;
}
