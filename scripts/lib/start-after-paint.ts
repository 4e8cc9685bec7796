// Vite plugin (build only, public site): the app's code starts after the browser's first paint.
// A prerendered page is complete in its HTML and CSS; in the built index.html, Vite's
// `<script type="module" src="/assets/index-….js">` becomes one small inline script at the end of
// the body that imports the entry (and the page's own chunks, which the prerender lists in
// `data-preload`) in the task after the first frame. Without it, Chrome fetched and ran the entry
// before painting, and Lighthouse's mobile FCP and LCP doubled (docs/performance.md).
//
// The script's text never changes (the URLs are attributes), so its hash is one constant in
// firebase.json's Content-Security-Policy (tests/static/hosting-headers.test.ts checks it). The back
// office (admin.html) and the dev server keep Vite's own tag.
import { createHash } from 'node:crypto';
import type { Plugin, Rollup } from 'vite';

/** The inline script: it reads its own data-entry / data-deps / data-preload and starts the app once
 *  the browser reports the first contentful paint (a 'paint' PerformanceObserver; at the latest 3 s
 *  on), or, where that entry type is not supported, in the task after a frame. A frame alone was not
 *  enough: in some loads Chrome presented the first paint only after the app had run (Lighthouse
 *  then counted the whole script into FCP and LCP).
 *
 *  Starting, it asks for every file (`<link rel="modulepreload">`: fetched and compiled, not run), one
 *  request per task (starting a request costs the main thread a few ms: twenty in one task made a
 *  task of 60 ms), and runs one chunk per task: the entry's dependencies in dependency order, the
 *  page's chunks, then the entry: imported together, they ran in one long task (docs/performance.md,
 *  "The app's start in short tasks"). A chunk that fails is the app's to report (the entry then fails to load;
 *  a page's lazy route retries and says so). */
export const START_SCRIPT =
  'var d=document.currentScript.dataset,s=0;function g(){if(s)return;s=1;' +
  "var w=function(v){return v?v.split(' '):[]},q=w(d.deps).concat(w(d.preload)),a=q.concat([d.entry]),i=0,k=0;" +
  "(function h(){var l=document.createElement('link');l.rel='modulepreload';l.href=a[k++];" +
  'document.head.appendChild(l);if(k<a.length)setTimeout(h)})();' +
  '(function n(){if(i<q.length){var t=function(){setTimeout(n)};import(q[i++]).then(t,t)}else import(d.entry)})()}' +
  "var P=typeof PerformanceObserver=='undefined'?null:PerformanceObserver;" +
  "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){" +
  "new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(g)}})" +
  ".observe({type:'paint',buffered:true});setTimeout(g,3000)}" +
  'else requestAnimationFrame(function(){setTimeout(g)})';

/** START_SCRIPT's CSP source expression (firebase.json script-src). */
export const START_SCRIPT_HASH = `'sha256-${createHash('sha256').update(START_SCRIPT).digest('base64')}'`;

const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;

/** The start script for an entry URL, the chunks it imports (dependencies first) and the page
 *  chunks to load with it. */
export const startTag = (entry: string, preload: string[] = [], deps: string[] = []) =>
  `<script data-entry="${entry}" data-deps="${deps.join(' ')}" data-preload="${preload.join(' ')}">${START_SCRIPT}</script>`;

/** Replaces Vite's entry tag with the start script (a page without one is left as it is). */
export function startAfterPaint(html: string, deps: string[] = []): string {
  const entry = ENTRY_TAG.exec(html)?.[1];
  if (!entry) return html;
  return html.replace(ENTRY_TAG, '').replace('</body>', `${startTag(entry, [], deps)}</body>`);
}

/** The chunks an entry chunk imports statically, all the way down, each after the chunks it
 *  imports itself (the order the browser would run them in), as URLs. */
export function staticDependencies(bundle: Rollup.OutputBundle, entry: string, base = '/'): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') for (const imported of chunk.imports) visit(imported);
    if (file !== entry) order.push(base + file);
  };
  visit(entry);
  return order;
}

/** Adds a prerendered page's chunks to the start script's data-preload. */
export const withPreloads = (html: string, preload: string[]) =>
  html.replace('data-preload=""', `data-preload="${preload.join(' ')}"`);

export function startAfterPaintPlugin(): Plugin {
  return {
    name: 'structura:start-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) =>
        ctx.filename.endsWith('index.html')
          ? startAfterPaint(html, ctx.bundle && ctx.chunk ? staticDependencies(ctx.bundle, ctx.chunk.fileName) : [])
          : html,
    },
  };
}
