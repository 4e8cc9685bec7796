// The public site's start script (scripts/lib/start-after-paint.ts): the built page names its entry
// and page chunks in one inline script at the end of the body, whose text (and so its CSP hash)
// never changes; nothing else in the page starts the app.
import type { Rollup } from 'vite';
import { START_SCRIPT, startAfterPaint, staticDependencies, withPreloads } from '../../scripts/lib/start-after-paint';

const built =
  '<!doctype html><html><head><meta charset="UTF-8" />\n' +
  '    <script type="module" crossorigin src="/assets/index-Ab12.js"></script>\n' +
  '  </head><body><div id="root"><h1>Hi</h1></div></body></html>';

describe('start after paint', () => {
  it('replaces the module script with the start script after the page content', () => {
    const html = startAfterPaint(built);
    expect(html).not.toMatch(/type="module"/);
    expect(html).toContain(
      `<div id="root"><h1>Hi</h1></div><script data-entry="/assets/index-Ab12.js" data-deps="" data-preload="">${START_SCRIPT}</script></body>`,
    );
    expect(startAfterPaint(built, ['/assets/react-dom-1.js', '/assets/api-2.js'])).toContain(
      `<script data-entry="/assets/index-Ab12.js" data-deps="/assets/react-dom-1.js /assets/api-2.js" data-preload="">`,
    );
  });

  it('lists the entry’s chunks all the way down, each after what it imports, once', () => {
    const chunk = (fileName: string, imports: string[]) => ({ type: 'chunk', fileName, imports });
    const bundle = {
      'assets/index.js': chunk('assets/index.js', ['assets/api.js', 'assets/mui.js']),
      'assets/api.js': chunk('assets/api.js', ['assets/redux.js', 'assets/react.js']),
      'assets/mui.js': chunk('assets/mui.js', ['assets/react.js']),
      'assets/redux.js': chunk('assets/redux.js', []),
      'assets/react.js': chunk('assets/react.js', []),
      'assets/Admin.js': chunk('assets/Admin.js', ['assets/react.js']),
    } as unknown as Rollup.OutputBundle;
    expect(staticDependencies(bundle, 'assets/index.js')).toEqual([
      '/assets/redux.js',
      '/assets/react.js',
      '/assets/api.js',
      '/assets/mui.js',
    ]);
  });

  it('lists a prerendered page’s chunks without changing the script text', () => {
    const html = withPreloads(startAfterPaint(built), ['/assets/HomePage-1.js', '/assets/Seo-2.js']);
    expect(html).toContain(`data-preload="/assets/HomePage-1.js /assets/Seo-2.js">${START_SCRIPT}</script>`);
  });

  it('leaves a page without Vite’s entry tag alone', () => {
    const page = '<html><head></head><body><p>static</p></body></html>';
    expect(startAfterPaint(page)).toBe(page);
  });

  /** Runs the start script with the browser's parts it uses replaced; returns what it imported and
   *  the callbacks it left waiting. */
  function start(observer: 'supported' | 'none', failing: string[] = []) {
    const imported: string[] = [];
    const preloaded: string[] = [];
    const frames: (() => void)[] = [];
    const timers: { f: () => void; ms: number; done?: boolean }[] = [];
    const observers: { cb: (list: unknown, o: { disconnect(): void }) => void; disconnected: boolean }[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      cb: (list: unknown, o: unknown) => void;
      constructor(cb: (list: unknown, o: unknown) => void) {
        this.cb = cb;
      }
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'paint', buffered: true });
        const entry = { cb: this.cb, disconnected: false };
        observers.push(entry);
      }
    }
    const run = new Function(
      'document',
      'requestAnimationFrame',
      'setTimeout',
      'importer',
      'PerformanceObserver',
      START_SCRIPT.replace(/\bimport\(/g, 'importer('),
    );
    run(
      {
        currentScript: {
          dataset: {
            entry: '/assets/index.js',
            deps: '/assets/react.js /assets/mui.js',
            preload: '/assets/A.js /assets/B.js',
          },
        },
        createElement: () => ({ rel: '', href: '' }),
        head: {
          appendChild: (link: { rel: string; href: string }) => {
            expect(link.rel).toBe('modulepreload');
            preloaded.push(link.href);
          },
        },
      },
      (f: () => void) => frames.push(f),
      (f: () => void, ms = 0) => timers.push({ f, ms }),
      (u: string) => {
        imported.push(u);
        return failing.includes(u) ? Promise.reject(new Error(`could not load ${u}`)) : Promise.resolve();
      },
      observer === 'supported' ? FakeObserver : undefined,
    );
    const paint = (name: string) => {
      const o = observers[0]!;
      o.cb(
        { getEntriesByName: (n: string) => (n === name ? [{ name }] : []) },
        { disconnect: () => (o.disconnected = true) },
      );
      return o;
    };
    return { imported, preloaded, frames, timers, paint };
  }
  const DEPS = ['/assets/react.js', '/assets/mui.js'];
  const ALL = [...DEPS, '/assets/A.js', '/assets/B.js', '/assets/index.js'];

  /** The browser's next task: the promise callbacks queued so far, then the first zero-delay timer
   *  not run yet (false when there is none). */
  async function nextTask(timers: { f: () => void; ms: number; done?: boolean }[]) {
    for (let i = 0; i < 5; i++) await Promise.resolve();
    const timer = timers.find((t) => t.ms === 0 && !t.done);
    if (!timer) return false;
    timer.done = true;
    timer.f();
    return true;
  }
  async function allTasks(timers: { f: () => void; ms: number; done?: boolean }[]) {
    while (await nextTask(timers));
  }

  it('once the first contentful paint is reported: asks for every file, one per task, and runs one chunk per task (the dependencies, the page’s chunks, then the entry), once', async () => {
    const { imported, preloaded, frames, timers, paint } = start('supported');
    expect(imported).toEqual([]);
    expect(frames).toEqual([]);
    // A first paint (the background) is not the first contentful paint: nothing yet.
    expect(paint('first-paint').disconnected).toBe(false);
    expect(timers.map((t) => t.ms)).toEqual([3000]);
    expect(paint('first-contentful-paint').disconnected).toBe(true);
    expect(imported).toEqual([]);
    expect(preloaded).toEqual([]);
    await nextTask(timers);
    expect(preloaded).toEqual(['/assets/react.js']);
    expect(imported).toEqual(['/assets/react.js']);
    await nextTask(timers);
    expect(preloaded).toEqual(ALL.slice(0, 2));
    // The dependencies in order, then the page's chunks, then the entry: each in a task of its own.
    const seen: string[][] = [];
    while (await nextTask(timers)) seen.push([...imported]);
    expect(imported).toEqual(ALL);
    expect(seen.map((list) => list.length).every((n, j, all) => j === 0 || n - all[j - 1]! <= 1)).toBe(true);
    expect(preloaded).toEqual(ALL);
    // The 3 s safety start, when it comes, imports nothing again.
    timers.find((t) => t.ms === 3000)!.f();
    await allTasks(timers);
    expect(imported).toEqual(ALL);
    expect(preloaded).toEqual(ALL);
  });

  it('goes on past a chunk that fails to load (the app reports it), so the entry still starts', async () => {
    const { imported, timers, paint } = start('supported', ['/assets/mui.js', '/assets/A.js']);
    paint('first-contentful-paint');
    await allTasks(timers);
    expect(imported).toEqual(ALL);
  });

  it('starts at the latest 3 s on when no paint is reported (a page opened in the background)', async () => {
    const { imported, timers } = start('supported');
    timers.find((t) => t.ms === 3000)!.f();
    await allTasks(timers);
    expect(imported).toEqual(ALL);
  });

  it('without paint timing, imports after a frame has been painted', async () => {
    const { imported, frames, timers } = start('none');
    expect(imported).toEqual([]);
    frames.shift()!();
    expect(imported).toEqual([]);
    await allTasks(timers);
    expect(imported).toEqual(ALL);
  });
});
