// firebase.json's Hosting headers (issue 9, Headers): what production serves, and what `vite
// preview` serves to the browser tests through scripts/lib/hosting-headers.ts (one source).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { globToRegExp } from '../../scripts/lib/hosting-glob';
import { START_SCRIPT_HASH } from '../../scripts/lib/start-after-paint';
import { ARTICLE_SECTIONS, PUBLIC_PATHS } from '../../src/domain/site/routes';
import { LOCALE_CODES } from '../../src/domain/locales';
import { articlePath, LOCALIZED_PUBLIC_PATHS, pagePath, rssPath } from '../../src/domain/site/paths';

const ROOT = path.join(__dirname, '../..');
interface Rule {
  source: string;
  headers: { key: string; value: string }[];
}
const hosting = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')).hosting as {
  headers: Rule[];
  cleanUrls?: boolean;
  rewrites: ({ source: string; destination: string } | { source: string; function: unknown })[];
};
const all = hosting.headers.find((r) => r.source === '**');
const header = (rule: Rule | undefined, key: string) => rule?.headers.find((h) => h.key === key)?.value;
const csp = header(all, 'Content-Security-Policy') ?? '';
const directive = (name: string) =>
  csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1) ?? null;

describe('firebase.json hosting headers', () => {
  it('send a Content-Security-Policy without eval or inline script, and framing refused', () => {
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(directive('default-src')).toEqual(["'self'"]);
    expect(directive('script-src')).toContain("'self'");
    expect(directive('script-src')).not.toContain("'unsafe-inline'");
    expect(directive('script-src')?.some((s) => s === '*' || s === 'https:' || s === 'data:')).toBe(false);
    expect(directive('object-src')).toEqual(["'none'"]);
    expect(directive('base-uri')).toEqual(["'self'"]);
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    // Emotion's <style> tags (and prerendered critical CSS) are inline styles.
    expect(directive('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('allow one inline script only: the start script, by the hash of its unchanging text', () => {
    expect(directive('script-src')?.filter((s) => s.startsWith("'sha256-") || s.startsWith("'nonce-"))).toEqual([
      START_SCRIPT_HASH,
    ]);
  });

  it('let the app reach Firebase (Firestore, Auth, Storage, App Check)', () => {
    expect(directive('connect-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://firestore.googleapis.com',
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://firebasestorage.googleapis.com',
        'https://content-firebaseappcheck.googleapis.com',
      ]),
    );
  });

  it('send nosniff, a referrer policy and a permissions policy on every path', () => {
    expect(header(all, 'X-Content-Type-Options')).toBe('nosniff');
    expect(header(all, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header(all, 'Permissions-Policy')).toMatch(/camera=\(\)/);
    expect(header(all, 'Permissions-Policy')).toMatch(/microphone=\(\)/);
    expect(header(all, 'Permissions-Policy')).toMatch(/geolocation=\(\)/);
  });

  it('cache hashed assets for a year (immutable), revalidate the shells, and leave the site function its own', () => {
    // `**` sets no Cache-Control: the site function's answers carry s-maxage/stale-while-revalidate.
    expect(header(all, 'Cache-Control')).toBeUndefined();
    const assets = hosting.headers.findIndex((r) => r.source === '/assets/**');
    expect(header(hosting.headers[assets], 'Cache-Control')).toBe('public, max-age=31536000, immutable');
    const cacheOf = (p: string) =>
      hosting.headers
        .filter((r) => globToRegExp(r.source).test(p))
        .flatMap((r) => r.headers)
        .filter((h) => h.key === 'Cache-Control')
        .pop()?.value;
    for (const p of ['/spa.html', '/404.html', '/admin', '/admin/dashboard', '/_pages/index.html', '/_site/pages.json'])
      expect([p, cacheOf(p)]).toEqual([p, 'no-cache']);
    for (const p of ['/', '/solutions', '/blog', '/community/abc', '/sitemap.xml', '/rss.xml', '/blog/a-post'])
      expect([p, cacheOf(p)]).toEqual([p, undefined]);
  });

  it("keep the build's own files out of search results: the shell and the pages' copies are noindex", () => {
    // Hosting serves them at their paths with 200 (the site function falls back to them), so a
    // crawler that found one would index a soft 404 or a duplicate of a page.
    const robotsOf = (p: string) =>
      hosting.headers
        .filter((r) => globToRegExp(r.source).test(p))
        .flatMap((r) => r.headers)
        .find((h) => h.key === 'X-Robots-Tag')?.value;
    for (const p of ['/spa', '/spa.html', '/_pages/privacy', '/_pages/index.html', '/admin/preview/blog/x'])
      expect([p, robotsOf(p)]).toEqual([p, 'noindex']);
    for (const p of ['/', '/solutions', '/blog/a-post', '/spark']) expect([p, robotsOf(p)]).toEqual([p, undefined]);
  });

  it('send every public page of the route table, the feeds and the not-found route to the site function', () => {
    // Hosting serves a file before any rewrite: the build leaves no page at a public path
    // (scripts/lib/prerender-plugin.ts), and any path not rewritten is Hosting's 404.
    const site = hosting.rewrites.filter((r) => 'function' in r).map((r) => globToRegExp(r.source));
    const toSite = (p: string) => site.some((re) => re.test(p));
    // Every page in every language (/de/…, /es/…), each language's feed and not-found page.
    const articles = LOCALE_CODES.flatMap((l) => ARTICLE_SECTIONS.map((s) => articlePath(s, 'an-article', l)));
    const perLocale = LOCALE_CODES.flatMap((l) => [
      pagePath('/community/post/abc', l),
      rssPath(l),
      pagePath('/404', l),
    ]);
    const otherLanguages = LOCALE_CODES.filter((l) => l !== 'en').map((l) => pagePath('/no-such-page', l));
    const paths = [...PUBLIC_PATHS, ...LOCALIZED_PUBLIC_PATHS, ...articles, ...perLocale, ...otherLanguages, '/de'];
    for (const p of [...paths, '/sitemap.xml', '/rss.xml', '/404', '/admin/templates'])
      expect([p, toSite(p)]).toEqual([p, true]);
    for (const p of ['/admin', '/admin/dashboard', '/assets/index-1.js', '/robots.txt', '/design', '/esx'])
      expect([p, toSite(p)]).toEqual([p, false]);
    expect(hosting.cleanUrls).toBe(true);
    expect(hosting.rewrites.some((r) => r.source === '**')).toBe(false);
  });

  it('are what vite preview serves, with the emulator origins added only to a local build', () => {
    const script = `
      const h = await import('./scripts/lib/hosting-headers.ts');
      const rules = h.readHostingHeaders();
      const local = h.emulatorOrigins({ VITE_USE_EMULATORS: 'true', VITE_FIREBASE_PROJECT_ID: 'demo-x',
        VITE_EMULATOR_HOST: '127.0.0.1', VITE_AUTH_EMULATOR_PORT: '9099', VITE_FIRESTORE_EMULATOR_PORT: '8080' });
      console.log(JSON.stringify({
        home: h.headersFor('/', rules),
        route: h.headersFor('/admin/dashboard?x=1', rules),
        asset: h.headersFor('/assets/index-Ab12.js', rules),
        local,
        prod: h.emulatorOrigins({ VITE_FIREBASE_PROJECT_ID: 'real', VITE_FIREBASE_API_KEY: 'k' }),
        csp: h.extendCsp("default-src 'self'; connect-src 'self'", { 'connect-src': local, 'img-src': local }),
      }));`;
    const printed = execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['--input-type=module', '--eval', script], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    const r = JSON.parse(printed.trim().split('\n').pop() ?? '{}');
    expect(r.home['Content-Security-Policy']).toBe(csp);
    expect(r.home['Cache-Control']).toBeUndefined();
    expect(r.route['X-Content-Type-Options']).toBe('nosniff');
    expect(r.route['Cache-Control']).toBe('no-cache');
    expect(r.asset['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(r.asset['Content-Security-Policy']).toBe(csp);
    expect(r.local).toEqual(['http://127.0.0.1:9099', 'http://127.0.0.1:8080']);
    expect(r.prod).toEqual([]);
    expect(r.csp).toBe(
      "default-src 'self'; connect-src 'self' http://127.0.0.1:9099 http://127.0.0.1:8080; img-src 'self' http://127.0.0.1:9099 http://127.0.0.1:8080",
    );
  });
});
