/** Whether this visitor's session has not counted `key` yet; marks it counted. One view per article
 *  per browser session (sessionStorage); where storage is unavailable, every page load counts. */
export function firstViewThisSession(key: string): boolean {
  const name = `viewed:${key}`;
  try {
    if (window.sessionStorage.getItem(name)) return false;
    window.sessionStorage.setItem(name, '1');
  } catch {
    // private mode or storage disabled: count it
  }
  return true;
}

/** A view counter's mutation-hook options: the page that records a view never shows the write's
 *  progress, so it does not re-render when the write starts and ends (RTK Query's
 *  `selectFromResult`); on an article page that re-render was the whole article. */
export const UNWATCHED = { selectFromResult: () => ({}) };
