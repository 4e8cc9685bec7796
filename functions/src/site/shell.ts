// The HTML the site function answers with comes from Hosting itself (the deployed build, so it
// always matches the deployed scripts): the SPA shell (/spa: the app shows its not-found page for a
// path it does not know) and an article's page prerendered at build time (/_articles/<section>/<slug>),
// kept a minute. Clean URLs: Hosting redirects a `.html` URL to the path without it.
const TTL_MS = 60_000;
const cache = new Map<string, { at: number; body: string | null }>();

/** The file's text, or null when Hosting has none (404). Throws when Hosting cannot be reached. */
export async function hostedFile(siteUrl: string, file: string): Promise<string | null> {
  const hit = cache.get(file);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.body;
  const res = await fetch(`${siteUrl}/${file}`, { signal: AbortSignal.timeout(5000), redirect: 'error' });
  if (!res.ok && res.status !== 404) throw new Error(`Hosting answered HTTP ${res.status} for /${file}`);
  const type = res.headers.get('content-type') ?? '';
  const body = res.ok && type.includes('text/html') ? await res.text() : null;
  if (!res.ok || body === null) await res.body?.cancel();
  cache.set(file, { at: Date.now(), body });
  return body;
}
