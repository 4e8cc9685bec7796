import createCache from '@emotion/cache';

/** One emotion cache per render (per request when prerendering, one for the browser). */
export const createEmotionCache = () => createCache({ key: 'mui', prepend: true });
