// Vite plugin: /sitemap.xml and /robots.txt served live by the dev server and `vite preview`, from
// Firestore (scripts/lib/sitemap.ts), written as the site function writes them (src/app/feeds.ts).
// A build holds robots.txt only: in Hosting, /sitemap.xml is the site function's, made on each
// request (functions/src/site).
import { loadEnv, type Plugin } from 'vite';
import { parseEnv, type AppEnv } from '../../src/config/env-schema.ts';
import { renderRobots } from '../../src/app/feeds.ts';
import { buildSitemapFiles } from './sitemap.ts';

export function sitemapPlugin(): Plugin {
  let appEnv: AppEnv;
  return {
    name: 'structura-sitemap',
    configResolved(config) {
      appEnv = parseEnv({
        ...loadEnv(config.mode, config.envDir || config.root, 'VITE_'),
        DEV: config.command === 'serve',
      });
    },
    configureServer(server) {
      server.middlewares.use(serveLive(appEnv, (m) => server.config.logger.warn(m)));
    },
    configurePreviewServer(server) {
      server.middlewares.use(serveLive(appEnv, (m) => server.config.logger.warn(m)));
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: renderRobots(appEnv.siteUrl) });
    },
  };
}

type Middleware = (
  req: { url?: string },
  res: { setHeader(k: string, v: string): void; end(body: string): void },
  next: () => void,
) => void;

function serveLive(appEnv: AppEnv, warn: (m: string) => void): Middleware {
  return (req, res, next) => {
    void (async () => {
      const file = req.url === '/sitemap.xml' ? 'sitemap' : req.url === '/robots.txt' ? 'robots' : null;
      if (!file) return next();
      const files = await buildSitemapFiles(appEnv, warn);
      res.setHeader('Content-Type', file === 'sitemap' ? 'application/xml' : 'text/plain');
      res.end(files[file]);
    })();
  };
}
