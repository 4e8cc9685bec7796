// Vite plugin: the back office (admin.html, src/admin-main.tsx) is a second app with a build of its
// own, so the public site's first script carries neither React Router's data router nor
// redux-persist (docs/performance.md has the figures). `vite build` builds the public site, then,
// from this plugin, the back office into the same outDir; the dev server and `vite preview` serve
// admin.html for /admin and /admin/*, as firebase.json's rewrites do.
import path from 'node:path';
import { build, type InlineConfig, type Plugin, type ResolvedConfig } from 'vite';

export const BACK_OFFICE_HTML = 'admin.html';

/** /admin and /admin/<anything without a file extension> belong to the back office. */
export const isBackOfficePath = (pathname: string) =>
  (pathname === '/admin' || pathname.startsWith('/admin/')) && path.extname(pathname) === '';

function rewrite(req: { url?: string; method?: string }) {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return;
  const url = new URL(req.url, 'http://localhost');
  if (isBackOfficePath(url.pathname)) req.url = `/${BACK_OFFICE_HTML}${url.search}`;
}

/** `config`: the back office's build configuration (the shared one, without the public site's
 *  build plugins). */
export function backOfficeBuildPlugin(config: () => InlineConfig): Plugin {
  let resolved: ResolvedConfig;
  return {
    name: 'structura-back-office',
    configResolved(c) {
      resolved = c;
    },
    configureServer(server) {
      server.middlewares.use((req, _res, next) => (rewrite(req), next()));
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, _res, next) => (rewrite(req), next()));
    },
    async closeBundle() {
      if (resolved.command !== 'build' || resolved.build.ssr) return;
      if (this.environment && this.environment.name !== 'client') return;
      const own = config();
      await build({
        ...own,
        configFile: false,
        mode: resolved.mode,
        root: resolved.root,
        logLevel: resolved.logLevel,
        build: {
          ...own.build,
          outDir: resolved.build.outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          manifest: false,
          rollupOptions: { ...own.build?.rollupOptions, input: path.join(resolved.root, BACK_OFFICE_HTML) },
        },
      });
    },
  };
}
