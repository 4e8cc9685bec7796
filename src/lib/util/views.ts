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
