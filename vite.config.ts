import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appEnvOf, defineAppEnv } from './scripts/lib/app-env.ts';
import { chunkModulesPlugin } from './scripts/lib/chunk-modules-plugin.ts';
import { hostingHeadersPlugin } from './scripts/lib/hosting-headers.ts';
import { prerenderPlugin } from './scripts/lib/prerender-plugin.ts';
import { sitemapPlugin } from './scripts/lib/sitemap-plugin.ts';

export default defineConfig(({ command, mode }) => ({
  // The environment is validated here, not in the browser: a bad configuration stops the build or
  // the dev server with the EnvError text; the app reads the validated AppEnv (src/config/raw-env.ts).
  define: defineAppEnv(appEnvOf(mode, command)),
  plugins: [react(), sitemapPlugin(), hostingHeadersPlugin(), chunkModulesPlugin(), prerenderPlugin()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    target: 'es2022',
    // No source maps in production builds: they would publish the original source.
    sourcemap: false,
    rollupOptions: {
      output: {
        // Firebase is loaded after first paint: keep it in chunks of its own.
        manualChunks(id: string) {
          if (id.includes('node_modules/@firebase/firestore') || id.includes('node_modules/firebase/firestore'))
            return 'firebase-firestore';
          if (id.includes('node_modules/@firebase/auth') || id.includes('node_modules/firebase/auth'))
            return 'firebase-auth';
          if (id.includes('node_modules/@firebase/storage') || id.includes('node_modules/firebase/storage'))
            return 'firebase-storage';
          if (id.includes('node_modules/@firebase/') || id.includes('node_modules/firebase/')) return 'firebase-core';
          return undefined;
        },
      },
    },
  },
}));
