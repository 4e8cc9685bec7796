// The site's HTTP response headers have one source of truth: firebase.json `hosting.headers` (what
// Firebase Hosting serves in production). `vite preview` serves the same headers through
// hostingHeadersPlugin, so the browser tests run under the real Content-Security-Policy. A build
// wired to the emulators (VITE_USE_EMULATORS) also needs their origins in `connect-src` and
// `img-src`; only such local builds add them.
//
// Why the CSP is shaped as it is:
// - script-src 'self' (+ Google's reCAPTCHA/App Check and the Auth helper hosts), the hash of the one
//   inline script (the start script, scripts/lib/start-after-paint.ts, whose text never changes), no
//   eval (zod runs `jitless`, src/lib/schema/zod.ts). A prerendered `<script type="application/json">`
//   state block is data, not script, so CSP does not block it.
// - style-src 'unsafe-inline': MUI styles through emotion, which writes <style> elements at run time,
//   and prerendered pages inline their critical CSS in <style> tags; per-build hashes cannot live in
//   a static firebase.json, and a static host cannot mint nonces. Inline style cannot run code.
// - connect-src: Firestore, Auth (identitytoolkit, securetoken), Storage, App Check, reCAPTCHA.
// - frame-ancestors 'none' (and X-Frame-Options DENY for old browsers), object-src 'none',
//   base-uri 'self', form-action 'self'.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { globToRegExp } from './hosting-glob.ts';

export { globToRegExp };

export interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

const ROOT = path.resolve(import.meta.dirname, '../..');

export function readHostingHeaders(file = path.join(ROOT, 'firebase.json')): HeaderRule[] {
  const config = JSON.parse(readFileSync(file, 'utf8')) as { hosting?: { headers?: HeaderRule[] } };
  return config.hosting?.headers ?? [];
}

/** The headers for a URL path: every matching rule applies, a later rule's value winning for the
 *  same header (as Firebase Hosting does). */
export function headersFor(urlPath: string, rules: HeaderRule[]): Record<string, string> {
  const pathname = urlPath.split(/[?#]/)[0] || '/';
  const out: Record<string, string> = {};
  for (const rule of rules) {
    if (!globToRegExp(rule.source).test(pathname)) continue;
    for (const { key, value } of rule.headers) out[key] = value;
  }
  return out;
}

/** Adds sources to CSP directives (a missing one starts from default-src, which it replaces). */
export function extendCsp(csp: string, extra: Record<string, string[]>): string {
  const directives = csp
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);
  for (const [name, sources] of Object.entries(extra)) {
    if (!sources.length) continue;
    const i = directives.findIndex((d) => d === name || d.startsWith(`${name} `));
    const fallback = directives.find((d) => d.startsWith('default-src ')) ?? 'default-src';
    if (i === -1) directives.push(`${name}${fallback.slice('default-src'.length)} ${sources.join(' ')}`);
    else directives[i] = `${directives[i]} ${sources.join(' ')}`;
  }
  return directives.join('; ');
}

/** The emulator origins a local build talks to (none for a production build). */
export function emulatorOrigins(env: Record<string, string | undefined>): string[] {
  if (env.VITE_USE_EMULATORS !== 'true') return [];
  const host = env.VITE_EMULATOR_HOST || '127.0.0.1';
  return [env.VITE_AUTH_EMULATOR_PORT, env.VITE_FIRESTORE_EMULATOR_PORT, env.VITE_STORAGE_EMULATOR_PORT]
    .filter((port) => port && /^\d+$/.test(port))
    .map((port) => `http://${host}:${port}`);
}

/** Serves firebase.json's hosting headers from `vite preview` (never the dev server: its module
 *  graph and React refresh preamble are not what ships). */
export function hostingHeadersPlugin(): Plugin {
  let local: string[] = [];
  return {
    name: 'structura-hosting-headers',
    configResolved(config) {
      local = emulatorOrigins(loadEnv(config.mode, config.envDir || config.root, 'VITE_'));
    },
    configurePreviewServer(server) {
      const rules = readHostingHeaders();
      server.middlewares.use((req, res, next) => {
        for (const [key, value] of Object.entries(headersFor(req.url ?? '/', rules))) {
          res.setHeader(
            key,
            key.toLowerCase() === 'content-security-policy' && local.length
              ? extendCsp(value, { 'connect-src': local, 'img-src': local })
              : value,
          );
        }
        next();
      });
    },
  };
}
