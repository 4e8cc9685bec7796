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
import type { Plugin } from 'vite';

/** The inline script: it reads its own data-entry / data-preload and imports them once the browser
 *  reports the first contentful paint (a 'paint' PerformanceObserver; at the latest 3 s on), or,
 *  where that entry type is not supported, in the task after a frame. A frame alone was not enough:
 *  in some loads Chrome presented the first paint only after the app had run (Lighthouse then
 *  counted the whole script into FCP and LCP). A page chunk that fails is the app's to report (its
 *  lazy route retries and says so). */
export const START_SCRIPT =
  'var d=document.currentScript.dataset,s=0;function g(){if(s)return;s=1;' +
  "(d.preload?d.preload.split(' '):[]).forEach(function(u){import(u).catch(function(){})});import(d.entry)}" +
  "var P=typeof PerformanceObserver=='undefined'?null:PerformanceObserver;" +
  "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){" +
  "new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(g)}})" +
  ".observe({type:'paint',buffered:true});setTimeout(g,3000)}" +
  'else requestAnimationFrame(function(){setTimeout(g)})';

/** START_SCRIPT's CSP source expression (firebase.json script-src). */
export const START_SCRIPT_HASH = `'sha256-${createHash('sha256').update(START_SCRIPT).digest('base64')}'`;

const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;

/** The start script for an entry URL and the page chunks to load with it. */
export const startTag = (entry: string, preload: string[] = []) =>
  `<script data-entry="${entry}" data-preload="${preload.join(' ')}">${START_SCRIPT}</script>`;

/** Replaces Vite's entry tag with the start script (a page without one is left as it is). */
export function startAfterPaint(html: string): string {
  const entry = ENTRY_TAG.exec(html)?.[1];
  if (!entry) return html;
  return html.replace(ENTRY_TAG, '').replace('</body>', `${startTag(entry)}</body>`);
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
      handler: (html, ctx) => (ctx.filename.endsWith('index.html') ? startAfterPaint(html) : html),
    },
  };
}
