// The public site's start script (scripts/lib/start-after-paint.ts): the built page names its entry
// and page chunks in one inline script at the end of the body, whose text (and so its CSP hash)
// never changes; nothing else in the page starts the app.
import { START_SCRIPT, startAfterPaint, withPreloads } from '../../scripts/lib/start-after-paint';

const built =
  '<!doctype html><html><head><meta charset="UTF-8" />\n' +
  '    <script type="module" crossorigin src="/assets/index-Ab12.js"></script>\n' +
  '  </head><body><div id="root"><h1>Hi</h1></div></body></html>';

describe('start after paint', () => {
  it('replaces the module script with the start script after the page content', () => {
    const html = startAfterPaint(built);
    expect(html).not.toMatch(/type="module"/);
    expect(html).toContain(
      `<div id="root"><h1>Hi</h1></div><script data-entry="/assets/index-Ab12.js" data-preload="">${START_SCRIPT}</script></body>`,
    );
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
  function start(observer: 'supported' | 'none') {
    const imported: string[] = [];
    const frames: (() => void)[] = [];
    const timers: { f: () => void; ms: number }[] = [];
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
      { currentScript: { dataset: { entry: '/assets/index.js', preload: '/assets/A.js /assets/B.js' } } },
      (f: () => void) => frames.push(f),
      (f: () => void, ms = 0) => timers.push({ f, ms }),
      (u: string) => {
        imported.push(u);
        return Promise.resolve();
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
    return { imported, frames, timers, paint };
  }
  const ALL = ['/assets/A.js', '/assets/B.js', '/assets/index.js'];

  it('imports the entry and the chunks once the first contentful paint is reported, once', () => {
    const { imported, frames, timers, paint } = start('supported');
    expect(imported).toEqual([]);
    expect(frames).toEqual([]);
    // A first paint (the background) is not the first contentful paint: nothing yet.
    expect(paint('first-paint').disconnected).toBe(false);
    expect(timers.map((t) => t.ms)).toEqual([3000]);
    expect(paint('first-contentful-paint').disconnected).toBe(true);
    expect(imported).toEqual([]);
    timers.find((t) => t.ms === 0)!.f();
    expect(imported).toEqual(ALL);
    // The 3 s safety start, when it comes, imports nothing again.
    timers.find((t) => t.ms === 3000)!.f();
    expect(imported).toEqual(ALL);
  });

  it('starts at the latest 3 s on when no paint is reported (a page opened in the background)', () => {
    const { imported, timers } = start('supported');
    timers.find((t) => t.ms === 3000)!.f();
    expect(imported).toEqual(ALL);
  });

  it('without paint timing, imports after a frame has been painted', () => {
    const { imported, frames, timers } = start('none');
    expect(imported).toEqual([]);
    frames.shift()!();
    expect(imported).toEqual([]);
    timers.shift()!.f();
    expect(imported).toEqual(ALL);
  });
});
