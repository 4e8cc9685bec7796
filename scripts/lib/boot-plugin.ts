// Vite plugin: the built shell loads its JavaScript after the first paint. A prerendered page is
// complete without JavaScript, so the HTML and its inline CSS get the connection and the main
// thread first; then a small inline boot script adds the entry module and, in the tasks after, its
// modulepreloads, once the browser reports the first contentful paint (at most 1 s; at once when the
// page is the empty SPA shell). One preload per task, the tasks chained through a MessageChannel
// (unlike nested timers, not clamped to 4 ms): starting a request costs ~0.5–5 ms, ×4 on a phone,
// and eight per task made 55–150 ms tasks under a 4× slowdown (a route can preload ~90 chunks). On a phone the page shows before ~190 kB of
// script competes with it, and hydration runs after the paint, not before. A button pressed before
// the app has hydrated is held and pressed again once it has (src/app/AfterHydration.tsx), so no tap
// is lost (links work without script).
//
// The boot script is inline and never changes: firebase.json's Content-Security-Policy allows it by
// its hash (BOOT_SCRIPT_HASH; tests/static/boot-script.test.ts checks the two agree), so script-src
// still allows no other inline script. The entry and the preloads are data attributes on it, which
// the bundle budget (scripts/lib/bundle-budget.ts) reads like script and link tags.
import { createHash } from 'node:crypto';
import type { IndexHtmlTransformContext, Plugin } from 'vite';

export const BOOT_SCRIPT =
  "(function(){var d=document.currentScript.dataset,done=0,early=[];function add(t,a){var e=document.createElement(t);for(var k in a)e[k]=a[k];e.crossOrigin='';document.head.appendChild(e)}function go(){if(done)return;done=1;add('script',{type:'module',src:d.entry});var l=(d.preload||'').split(' ').filter(Boolean);var c=new MessageChannel();c.port1.onmessage=function(){if(l.length){add('link',{rel:'modulepreload',href:l.shift()});c.port2.postMessage(0)}};c.port2.postMessage(0)}function hold(e){var b=e.target&&e.target.closest&&e.target.closest('button');if(b){e.preventDefault();e.stopPropagation();early.push(b)}}document.addEventListener('click',hold,true);window.__replayEarlyClicks=function(){document.removeEventListener('click',hold,true);early.splice(0).forEach(function(b){if(b.isConnected)b.click()})};var r=document.getElementById('root');if(!r||!r.firstElementChild)return go();try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)setTimeout(go,0)}).observe({type:'paint',buffered:true})}catch(e){}setTimeout(go,1000)})();";

export const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** The boot script tag for an entry and its preloads (paths from the site root). */
export const bootTag = (entry: string, preloads: string[]) =>
  `<script id="boot" data-entry="${entry}" data-preload="${preloads.join(' ')}">${BOOT_SCRIPT}</script>`;

/** Moves the shell's entry script and modulepreloads into the boot script (none: unchanged), adding
 *  `stages`: the chunks the entry imports in stages (src/main.tsx), which are just as initial. */
export function deferScripts(html: string, stages: string[] = []): string {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) return html;
  const listed = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  const preloads = [...listed, ...stages.filter((s) => s !== entry && !listed.includes(s))];
  return html
    .replace(ENTRY, '')
    .replace(PRELOAD, '')
    .replace('</body>', `${bootTag(entry, preloads)}\n  </body>`);
}

/** Adds a page's own chunks (its route module) to the boot script's preloads, each once: the route
 *  module shares chunks with the boot stages (emotion, the store...), and the boot script adds a
 *  link for every entry of its list. */
export const addBootPreloads = (html: string, files: string[]) =>
  files.length === 0
    ? html
    : html.replace(
        /(<script id="boot" data-entry="[^"]*" data-preload=")([^"]*)"/,
        (_m, start: string, list: string) => {
          const listed = list.split(' ').filter(Boolean);
          return `${start}${[...listed, ...files.filter((f) => !listed.includes(f))].join(' ')}"`;
        },
      );

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** A boot stage's module (src/boot/*, imported by src/main.tsx): its chunk is named boot-* (vite.config.ts). */
export const isBootStage = (moduleId: string | null | undefined) =>
  moduleId?.replaceAll('\\', '/').includes('/src/boot/') ?? false;

/** A chunk that holds a boot stage: the stage's own chunk, or a shared chunk Rolldown put the stage's
 *  module in (src/boot/state.ts, which src/boot/app.tsx also imports, may land in one). */
export const isBootStageChunk = (chunk: { facadeModuleId: string | null; moduleIds: readonly string[] }) =>
  isBootStage(chunk.facadeModuleId) || chunk.moduleIds.some(isBootStage);

/** The entry's boot stages (its dynamic imports of src/boot/*) with every chunk they import
 *  statically, as site paths, in load order. */
export function stageChunks(bundle: Bundle, entry: string): string[] {
  const chunkOf = (file: string) => {
    const c = bundle[file];
    return c?.type === 'chunk' ? c : undefined;
  };
  const out: string[] = [];
  const visit = (file: string) => {
    const c = chunkOf(file);
    if (!c || out.includes(`/${file}`)) return;
    c.imports.forEach(visit);
    out.push(`/${file}`);
  };
  for (const file of chunkOf(entry)?.dynamicImports ?? []) {
    const chunk = chunkOf(file);
    if (chunk && isBootStageChunk(chunk)) visit(file);
  }
  return out;
}

export function bootPlugin(): Plugin {
  return {
    name: 'structura-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) =>
        deferScripts(html, ctx.bundle && ctx.chunk ? stageChunks(ctx.bundle, ctx.chunk.fileName) : []),
    },
  };
}
