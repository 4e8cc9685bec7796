// Vite plugin: prerendering as part of `vite build`. After the client build it builds
// src/entry-server.tsx for Node (a Vite SSR build, so the same aliases, env and JSX apply), renders
// every public path of the route table and every published blog post and case study (those its
// list pages show, read from Firestore as a visitor) and writes each to <route>.html
// (/ -> index.html) from the built shell, with that page's head tags, critical CSS, data and its
// page module's chunks in the start script (scripts/lib/start-after-paint.ts). The plain shell stays as spa.html for every
// other path (firebase.json rewrites; `vite preview` does the same here). Without Firestore (or
// with PRERENDER=off) the build stays a plain SPA and says so.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, loadEnv, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import { parseEnv } from '../../src/config/env-schema.ts';
import type { RenderedPage } from '../../src/entry-server.tsx';
import type { PageQuery } from '../../src/app/page-data.ts';
import { INSERTION_POINT } from '../../src/app/emotion.ts';
import { PRERENDER_MANIFEST, type PrerenderedPage } from './prerender-check.ts';
import { PUBLIC_PATHS } from '../../src/app/route-table.ts';
import { firestoreSource } from './sitemap.ts';
import { withPreloads } from './start-after-paint.ts';

interface ServerEntry {
  renderRoute(route: string): Promise<RenderedPage>;
  serializePageData(data: PageQuery[]): string;
  close(): Promise<void>;
}

/** The file a route is written to: / -> index.html, /blog -> blog.html. An article's page goes to
 *  _articles/blog/x.html: Hosting never serves it at /blog/x by itself; the site function does,
 *  while the article is still public under that slug (functions/src/site). */
export const fileOfRoute = (route: string) =>
  route === '/'
    ? 'index.html'
    : /^\/(blog|case-studies)\/[^/]+$/.test(route)
      ? `_articles${route}.html`
      : `${route.replace(/^\/+|\/+$/g, '')}.html`;

/** The chunks of a page module (src/pages/public/<page>.tsx) that the shell does not load already. */
function pageChunks(manifest: Manifest, page: string | null): string[] {
  if (!page) return [];
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(`src/pages/public/${page}.tsx`);
  const shell = new Set<string>();
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const loaded = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || shell.has(chunk.file)) return;
    shell.add(chunk.file);
    chunk.imports?.forEach(loaded);
  };
  if (entry?.src) loaded(entry.src);
  return [...files].filter((f) => !shell.has(f)).map((f) => `/${f}`);
}

async function prerender(config: ResolvedConfig, log: (m: string) => void, warn: (m: string) => void) {
  const outDir = path.resolve(config.root, config.build.outDir);
  const appEnv = parseEnv({ ...loadEnv(config.mode, config.envDir || config.root, 'VITE_'), DEV: false });
  // The SPA shell for every page not prerendered (firebase.json rewrites to it), and as 404.html the
  // body of Hosting's (and the site function's) 404s: the app shows its not-found page there.
  writeFileSync(path.join(outDir, 'spa.html'), readFileSync(path.join(outDir, 'index.html')));
  writeFileSync(path.join(outDir, '404.html'), readFileSync(path.join(outDir, 'index.html')));
  const routes = [...PUBLIC_PATHS];
  try {
    // Public data is readable without signing in: one read says whether Firestore answers.
    const res = await fetch(`${firestoreSource(appEnv).documentsUrl}/feature_toggles?pageSize=1`, {
      signal: AbortSignal.timeout(8000),
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
  } catch (error) {
    warn(
      `[prerender] Firestore cannot be read (${error instanceof Error ? error.message : String(error)}): no page prerendered, the build is a plain SPA`,
    );
    return;
  }
  const ssrOut = path.join(config.root, 'node_modules/.cache/structura-prerender', `${process.pid}-${Date.now()}`);
  await build({
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: ssrOut, emptyOutDir: true, copyPublicDir: false, manifest: false },
    // One bundle for Node (packages such as redux-persist are not valid Node ESM), with the
    // Firebase SDK left to Node's own resolution (its Node build).
    ssr: {
      noExternal: true,
      external: ['firebase', '@firebase/app', '@firebase/auth', '@firebase/firestore', '@firebase/storage'],
    },
  });
  const entry = (await import(pathToFileURL(path.join(ssrOut, 'entry-server.js')).href)) as ServerEntry;
  const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const written: PrerenderedPage[] = [];
  try {
    // The list pages add the published articles they show.
    for (let i = 0; i < routes.length; i++) {
      const route = routes[i]!;
      const page = await entry.renderRoute(route);
      for (const link of page.links) if (!routes.includes(link)) routes.push(link);
      if (page.error) {
        warn(`[prerender] ${route} left to the browser: ${page.error}`);
        continue;
      }
      const head =
        page.head + `<script type="application/json" id="page-data">${entry.serializePageData(page.data)}</script>`;
      if (!template.includes(INSERTION_POINT)) throw new Error(`index.html has no ${INSERTION_POINT}`);
      // The critical CSS right after emotion's insertion point, where the browser's cache adopts it;
      // the page module's chunks start with the entry (scripts/lib/start-after-paint.ts).
      const html = withPreloads(template, pageChunks(manifest, page.page))
        .replace(INSERTION_POINT, INSERTION_POINT + page.styles)
        .replace('</head>', `${head}</head>`)
        .replace('<div id="root"></div>', `<div id="root">${page.body}</div>`);
      const file = fileOfRoute(route);
      mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
      writeFileSync(path.join(outDir, file), html);
      written.push({ route, file, h1: page.h1 ?? '' });
    }
  } finally {
    await entry.close();
    rmSync(ssrOut, { recursive: true, force: true });
  }
  writeFileSync(path.join(outDir, PRERENDER_MANIFEST), JSON.stringify(written, null, 2));
  log(`[prerender] ${written.length} of ${routes.length} routes prerendered`);
}

export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'structura-prerender',
    config(_c, { command, isSsrBuild }) {
      if (command === 'build' && !isSsrBuild) return { build: { manifest: true } };
      return undefined;
    },
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.command !== 'build' || config.build.ssr || process.env.PRERENDER === 'off') return;
      if (this.environment && this.environment.name !== 'client') return;
      await prerender(
        config,
        (m) => config.logger.info(m),
        (m) => config.logger.warn(m),
      );
    },
    // `vite preview` serves the build as Firebase Hosting does (firebase.json): a prerendered
    // <route>.html where there is one, the SPA shell for any other page.
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, _res, next) => {
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return next();
        const url = new URL(req.url, 'http://localhost');
        const pathname = decodeURIComponent(url.pathname).replace(/\/+$/, '');
        if (pathname === '' || path.extname(pathname) || !existsSync(path.join(outDir, 'spa.html'))) return next();
        const file = path.join(outDir, fileOfRoute(pathname));
        const served = file.startsWith(outDir + path.sep) && existsSync(file) ? fileOfRoute(pathname) : 'spa.html';
        req.url = `/${served}${url.search}`;
        next();
      });
    },
  };
}
