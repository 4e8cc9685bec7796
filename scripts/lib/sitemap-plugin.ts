// Vite plugin: /sitemap.xml and /robots.txt served live by the dev server and written into every
// build, from Firestore (scripts/lib/sitemap.ts).
import { loadEnv, type Plugin } from 'vite';
import { parseEnv, type AppEnv } from '../../src/config/env-schema.ts';
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
      server.middlewares.use(async (req, res, next) => {
        const file = req.url === '/sitemap.xml' ? 'sitemap' : req.url === '/robots.txt' ? 'robots' : null;
        if (!file) return next();
        const files = await buildSitemapFiles(appEnv, (m) => server.config.logger.warn(m));
        res.setHeader('Content-Type', file === 'sitemap' ? 'application/xml' : 'text/plain');
        res.end(files[file]);
      });
    },
    async generateBundle() {
      const files = await buildSitemapFiles(appEnv, (m) => this.warn(m));
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: files.sitemap });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: files.robots });
      this.info(`sitemap.xml: ${files.count} URLs for ${appEnv.siteUrl}`);
    },
  };
}
