// What the site function takes from Hosting itself (the deployed build, so a page always names the
// scripts Hosting serves): the shell every page is rendered into (/spa), the chunks each page
// module preloads (/_site/pages.json) and a page prerendered at build time (/_pages/<route>), the
// copy served when rendering fails. Kept a minute. Clean URLs: Hosting redirects a `.html` URL to
// the path without it.
const TTL_MS = 60_000;
const cache = new Map<string, { at: number; body: string | null }>();

/** The file's text when Hosting serves it with this content type; null when Hosting has none (404).
 *  Throws when Hosting cannot be reached. */
export async function hostedFile(siteUrl: string, file: string, type = 'text/html'): Promise<string | null> {
  const hit = cache.get(file);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.body;
  const res = await fetch(`${siteUrl}/${file}`, { signal: AbortSignal.timeout(5000), redirect: 'error' });
  if (!res.ok && res.status !== 404) throw new Error(`Hosting answered HTTP ${res.status} for /${file}`);
  const body = res.ok && (res.headers.get('content-type') ?? '').includes(type) ? await res.text() : null;
  if (body === null) await res.body?.cancel();
  cache.set(file, { at: Date.now(), body });
  return body;
}
