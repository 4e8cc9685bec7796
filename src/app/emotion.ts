import createCache from '@emotion/cache';

/** Where emotion's style tags go: right after this tag (index.html), where a prerendered page's
 *  critical CSS already is. Emotion adopts those tags in place; with `prepend` it would move each
 *  one to the top of <head>, and Chrome would parse the whole page's CSS again. */
export const INSERTION_POINT = '<meta name="emotion-insertion-point" content="" />';

/** One emotion cache per render (per request when prerendering, one for the browser). */
export function createEmotionCache() {
  const insertionPoint =
    typeof document === 'undefined'
      ? null
      : document.querySelector<HTMLElement>('meta[name="emotion-insertion-point"]');
  return createCache({ key: 'mui', ...(insertionPoint ? { insertionPoint } : { prepend: true }) });
}
