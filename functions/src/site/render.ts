// A public page rendered for this request: the app's own server renderer (src/entry-server.tsx,
// which `vite build` installs in lib/ssr beside this bundle) fed by the read-only Admin SDK backend
// (server-backend.ts), put into the shell and page chunks of the build Hosting serves (shell.ts).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Firestore } from 'firebase-admin/firestore';
import { PAGE_CHUNKS_FILE, preloadsOf } from '@/app/build-files';
import type { RenderedPage, RenderOptions, pageDocument, renderRoute } from '@/entry-server';
import { serverBackend } from './server-backend';
import { hostedFile } from './shell';

interface ServerEntry {
  renderRoute: typeof renderRoute;
  pageDocument: typeof pageDocument;
}

let entry: Promise<ServerEntry> | null = null;
/** The renderer, loaded on the first page request (the feeds and leads never load it). */
function serverEntry(): Promise<ServerEntry> {
  entry ??= import(pathToFileURL(path.join(__dirname, 'ssr', 'entry-server.js')).href) as Promise<ServerEntry>;
  return entry.catch((error: unknown) => {
    entry = null;
    throw new Error(`the server renderer (functions/lib/ssr, built by vite build) cannot be loaded: ${String(error)}`);
  });
}

export interface Rendered {
  html: string;
  /** The heading the page's data calls for. */
  h1: string | null;
  /** The not-found page (in the path's language): answered with 404. */
  notFound: boolean;
}

/** Renders the path as a visitor sees it now. Throws when the page cannot be rendered (a read
 *  failed, Hosting's shell is missing): the caller falls back to the build's copy. */
export async function renderPage(
  db: Firestore,
  siteUrl: string,
  pathname: string,
  demoForm?: RenderOptions['demoForm'],
): Promise<Rendered> {
  const [{ renderRoute, pageDocument }, shell, chunksJson] = await Promise.all([
    serverEntry(),
    hostedFile(siteUrl, 'spa'),
    hostedFile(siteUrl, PAGE_CHUNKS_FILE, 'application/json'),
  ]);
  if (!shell) throw new Error('Hosting has no spa.html');
  const backend = serverBackend(db);
  const page: RenderedPage = await renderRoute(pathname, { backend: async () => backend, demoForm, siteUrl });
  if (page.error) throw new Error(`rendering ${pathname} failed: ${page.error}`);
  const chunks = preloadsOf(chunksJson ? (JSON.parse(chunksJson) as Record<string, string[]>) : {}, page);
  return { html: pageDocument(shell, page, chunks), h1: page.h1, notFound: page.notFound };
}
