// Vite plugin: the built shell loads its JavaScript after the first paint. A prerendered page is
// complete without JavaScript, so the HTML and its inline CSS get the connection and the main
// thread first; then a small inline boot script adds the entry module and, a task later, its
// modulepreloads, once the browser reports the first contentful paint (at most 1 s; at once when
// the page is the empty SPA shell). On a phone the page shows before ~190 kB of script competes
// with it, and hydration runs after the paint, not before. A button pressed before the app has
// hydrated is held and pressed again once it has (src/app/AfterHydration.tsx), so no tap is lost
// (links work without script).
//
// The boot script is inline and never changes: firebase.json's Content-Security-Policy allows it by
// its hash (BOOT_SCRIPT_HASH; tests/static/boot-script.test.ts checks the two agree), so script-src
// still allows no other inline script. The entry and the preloads are data attributes on it, which
// the bundle budget (scripts/lib/bundle-budget.ts) reads like script and link tags.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

export const BOOT_SCRIPT =
  "(function(){var d=document.currentScript.dataset,done=0,early=[];function add(t,a){var e=document.createElement(t);for(var k in a)e[k]=a[k];e.crossOrigin='';document.head.appendChild(e)}function go(){if(done)return;done=1;add('script',{type:'module',src:d.entry});setTimeout(function(){(d.preload||'').split(' ').forEach(function(h){if(h)add('link',{rel:'modulepreload',href:h})})},0)}function hold(e){var b=e.target&&e.target.closest&&e.target.closest('button');if(b){e.preventDefault();e.stopPropagation();early.push(b)}}document.addEventListener('click',hold,true);window.__replayEarlyClicks=function(){document.removeEventListener('click',hold,true);early.splice(0).forEach(function(b){if(b.isConnected)b.click()})};var r=document.getElementById('root');if(!r||!r.firstElementChild)return go();try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)setTimeout(go,0)}).observe({type:'paint',buffered:true})}catch(e){}setTimeout(go,1000)})();";

export const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** The boot script tag for an entry and its preloads (paths from the site root). */
export const bootTag = (entry: string, preloads: string[]) =>
  `<script id="boot" data-entry="${entry}" data-preload="${preloads.join(' ')}">${BOOT_SCRIPT}</script>`;

/** Moves the shell's entry script and modulepreloads into the boot script (none: unchanged). */
export function deferScripts(html: string): string {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  return html
    .replace(ENTRY, '')
    .replace(PRELOAD, '')
    .replace('</body>', `${bootTag(entry, preloads)}\n  </body>`);
}

/** Adds a page's own chunks (its route module) to the boot script's preloads. */
export const addBootPreloads = (html: string, files: string[]) =>
  files.length === 0
    ? html
    : html.replace(
        /(<script id="boot" data-entry="[^"]*" data-preload=")([^"]*)"/,
        (_m, start: string, list: string) => `${start}${[list, ...files].filter(Boolean).join(' ')}"`,
      );

export function bootPlugin(): Plugin {
  return {
    name: 'structura-boot',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: deferScripts },
  };
}
