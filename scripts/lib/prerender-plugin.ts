// Vite plugin: server rendering as part of `vite build`. After the client build it builds
// src/entry-server.tsx for Node (a Vite SSR build, so the same aliases, env and JSX apply) and
// installs it in functions/lib/ssr, where the site function renders every request with it
// (functions/src/site). With Firestore readable it also prerenders every public path of the route
// table in every language and every published blog post and case study (those its list pages show, read as a visitor)
// into _pages/ (/ -> _pages/index.html): the site function's copy for when rendering fails, what
// `vite preview` serves, and what the build's checks read. Hosting serves none of them by itself:
// it rewrites the public routes to the function. The shell (Vite's index.html) becomes spa.html and
// (with the not-found page rendered in it) 404.html; _site/pages.json says which chunks each page module preloads (the function reads it
// from Hosting, so a page always names the chunks of the build Hosting serves).
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, loadEnv, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import { parseEnv } from '../../src/config/env-schema.ts';
import type { pageDocument, renderRoute } from '../../src/entry-server.tsx';
import { CHUNK_MODULES_FILE } from './bundle-budget.ts';
import { moduleChunks, pageChunks } from './page-chunks.ts';
import { PRERENDER_MANIFEST, type PrerenderedPage } from './prerender-check.ts';
import {
  catalogChunkKey,
  catalogSourceFile,
  fileOfRoute,
  PAGE_CHUNKS_FILE,
  preloadsOf,
} from '../../src/app/build-files.ts';
import { TRANSLATION_LOCALES } from '../../src/domain/locales.ts';
import { PUBLIC_ROUTES } from '../../src/domain/site/routes.ts';
import { LOCALIZED_PUBLIC_PATHS } from '../../src/domain/site/paths.ts';
import { firestoreSource } from './sitemap.ts';

interface ServerEntry {
  renderRoute: typeof renderRoute;
  pageDocument: typeof pageDocument;
  close(): Promise<void>;
}

/** Where the site function finds the server renderer (functions/src/site/render.ts). */
export const SERVER_BUNDLE_DIR = 'functions/lib/ssr';

/** Builds src/entry-server.tsx for Node into a fresh directory. */
async function buildServerEntry(config: ResolvedConfig): Promise<string> {
  const out = path.join(config.root, 'node_modules/.cache/structura-ssr', `${process.pid}-${Date.now()}`);
  await build({
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: out, emptyOutDir: true, copyPublicDir: false, manifest: false },
    // React and emotion in their production builds wherever it runs (the Functions emulator sets no
    // NODE_ENV): a development build renders emotion's labelled class names, which the browser's
    // production build does not match, and React then throws the server's HTML away and renders
    // the page again on the client.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    // One bundle for Node (packages such as redux-persist are not valid Node ESM), with the
    // Firebase SDK left to Node's own resolution (its Node build): only the build's prerender loads
    // it; the site function passes its own backend.
    ssr: {
      noExternal: true,
      external: ['firebase', '@firebase/app', '@firebase/auth', '@firebase/firestore', '@firebase/storage'],
    },
  });
  // ES modules, inside the functions' CommonJS package.
  writeFileSync(path.join(out, 'package.json'), '{ "type": "module" }\n');
  return out;
}

/** Replaces functions/lib/ssr with the new build (a running emulator reads it; another build in
 *  this checkout may be installing its own at the same moment: the last one wins). */
function installServerEntry(root: string, built: string) {
  const target = path.join(root, SERVER_BUNDLE_DIR);
  mkdirSync(path.dirname(target), { recursive: true });
  const old = `${target}.old-${process.pid}-${Date.now()}`;
  try {
    renameSync(target, old);
  } catch {
    // None yet, or another build's install has just moved it.
  }
  try {
    renameSync(built, target);
  } catch {
    rmSync(target, { recursive: true, force: true });
    renameSync(built, target);
  }
  rmSync(old, { recursive: true, force: true });
}

async function prerender(config: ResolvedConfig, log: (m: string) => void, warn: (m: string) => void) {
  const outDir = path.resolve(config.root, config.build.outDir);
  const appEnv = parseEnv({ ...loadEnv(config.mode, config.envDir || config.root, 'VITE_'), DEV: false });
  // The shell of every page the function renders, and as 404.html the body of Hosting's 404s (the
  // app shows its not-found page there). No index.html: Hosting would serve it at / itself.
  const shellFile = path.join(outDir, 'index.html');
  const template = readFileSync(shellFile, 'utf8');
  writeFileSync(path.join(outDir, 'spa.html'), template);
  writeFileSync(path.join(outDir, '404.html'), template);
  rmSync(shellFile);
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const chunkModules = JSON.parse(readFileSync(path.join(outDir, CHUNK_MODULES_FILE), 'utf8')) as Record<
    string,
    string[]
  >;
  const chunks = Object.fromEntries([
    ...PUBLIC_ROUTES.map((r) => [r.page, pageChunks(manifest, r.page, chunkModules)]),
    ...TRANSLATION_LOCALES.map((l) => [catalogChunkKey(l), moduleChunks(manifest, catalogSourceFile(l), chunkModules)]),
  ]);
  mkdirSync(path.dirname(path.join(outDir, PAGE_CHUNKS_FILE)), { recursive: true });
  writeFileSync(path.join(outDir, PAGE_CHUNKS_FILE), JSON.stringify(chunks, null, 2));

  const built = await buildServerEntry(config);
  try {
    // Every fixed page in every language (/de/…, /es/… too): the function's copy in the page's own
    // language when rendering fails, and the build's checks (h1, first script) cover them all.
    const routes = [...LOCALIZED_PUBLIC_PATHS];
    try {
      // Public data is readable without signing in: one read says whether Firestore answers.
      const res = await fetch(`${firestoreSource(appEnv).documentsUrl}/feature_toggles?pageSize=1`, {
        signal: AbortSignal.timeout(8000),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
    } catch (error) {
      warn(
        `[prerender] Firestore cannot be read (${error instanceof Error ? error.message : String(error)}): no page prerendered, the site function renders every page`,
      );
      return;
    }
    const entry = (await import(pathToFileURL(path.join(built, 'entry-server.js')).href)) as ServerEntry;
    const written: PrerenderedPage[] = [];
    try {
      // The list pages add the published articles they show.
      for (let i = 0; i < routes.length; i++) {
        const route = routes[i]!;
        const page = await entry.renderRoute(route);
        for (const link of page.links) if (!routes.includes(link)) routes.push(link);
        if (page.error) {
          warn(`[prerender] ${route} left to the site function: ${page.error}`);
          continue;
        }
        const file = fileOfRoute(route);
        mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
        writeFileSync(path.join(outDir, file), entry.pageDocument(template, page, preloadsOf(chunks, page)));
        written.push({ route, file, h1: page.h1 ?? '' });
      }
      // Hosting's 404 page (any path nothing else answers): the app's not-found page, rendered.
      const missing = await entry.renderRoute('/404');
      if (!missing.error) writeFileSync(path.join(outDir, '404.html'), entry.pageDocument(template, missing, []));
    } finally {
      await entry.close();
    }
    writeFileSync(path.join(outDir, PRERENDER_MANIFEST), JSON.stringify(written, null, 2));
    log(`[prerender] ${written.length} of ${routes.length} routes prerendered`);
  } finally {
    // Which build the renderer belongs to (npm start rebuilds when another build replaced it).
    writeFileSync(path.join(built, 'build.json'), JSON.stringify({ outDir, siteUrl: appEnv.siteUrl }, null, 2));
    installServerEntry(config.root, built);
  }
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
      if (config.command !== 'build' || config.build.ssr) return;
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
        if (path.extname(pathname) || !existsSync(path.join(outDir, 'spa.html'))) return next();
        const file = path.join(outDir, fileOfRoute(pathname || '/'));
        const served =
          file.startsWith(outDir + path.sep) && existsSync(file) ? fileOfRoute(pathname || '/') : 'spa.html';
        req.url = `/${served}${url.search}`;
        next();
      });
    },
  };
}
