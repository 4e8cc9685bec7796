import createCache, { type EmotionCache } from '@emotion/cache';

/** Where emotion's style tags go: right after this tag (index.html), where a prerendered page's
 *  critical CSS already is. The browser's cache adopts that CSS in place (adoptServerStyles); with
 *  `prepend` emotion would move its tags to the top of <head>, and Chrome would parse the whole
 *  page's CSS again. */
export const INSERTION_POINT = '<meta name="emotion-insertion-point" content="" />';

/** The attribute of the server's tag of class styles: its value is emotion's ("<key> <id> <id> …"),
 *  under another name, so emotion's own adoption (which re-inserts every `style[data-emotion]` tag it
 *  adopts, and Chrome then recomputes the whole page's styles) never touches it. */
export const SERVER_STYLES_ATTR = 'data-emotion-server';

/** One emotion cache per render (per request when prerendering, one for the browser). */
export function createEmotionCache() {
  if (typeof document === 'undefined') return createCache({ key: 'mui', prepend: true });
  const insertionPoint = document.querySelector<HTMLElement>('meta[name="emotion-insertion-point"]');
  const cache = createCache({ key: 'mui', ...(insertionPoint ? { insertionPoint } : { prepend: true }) });
  adoptServerStyles(cache, document);
  return cache;
}

/** The server's class styles count as inserted where they are, and their tag joins the cache's
 *  sheet without being moved (what `sheet.hydrate` would do): emotion inserts only what a page
 *  renders beyond them, in tags of its own right after it, and global styles right before it. */
function adoptServerStyles(cache: EmotionCache, doc: Document) {
  for (const tag of Array.from(doc.querySelectorAll<HTMLStyleElement>(`style[${SERVER_STYLES_ATTR}]`))) {
    const [key, ...ids] = (tag.getAttribute(SERVER_STYLES_ATTR) ?? '').split(' ');
    if (key !== cache.key) continue;
    for (const id of ids) if (id) cache.inserted[id] = true;
    cache.sheet.tags.push(tag);
  }
}
